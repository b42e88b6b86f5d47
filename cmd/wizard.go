package cmd

import (
	"context"
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// wizard asks for a new game — the game, the players, the organiser's
// options — shows a summary to confirm, creates the game and returns its ID.
func (t *table) wizard() (int64, error) {
	ctx := context.Background()
	var games []option
	for _, k := range sheets.Kinds {
		games = append(games, option{Label: k.Pitch(t.l), Value: string(k)})
	}
	game, err := t.p.Select(t.f.T("New game: which game?", "Nouvelle partie : quel jeu ?"), "", games, games[0].Value)
	if err != nil {
		return 0, err
	}
	o := &newOptions{f: t.f, game: game}
	known, err := t.svc.KnownPlayers(ctx)
	if err != nil {
		return 0, err
	}
	var players []string
	if len(known) > 0 {
		var opts []option
		for _, k := range known {
			opts = append(opts, option{Label: printable(k), Value: k})
		}
		players, err = t.p.MultiSelect(t.f.T("Who plays? (the family, most recent first)", "Qui joue ? (la famille, les plus récents d'abord)"), t.f.T("Pick with space; new players come next.", "Choisissez avec espace ; les nouveaux joueurs viennent ensuite."), opts, nil)
		if err != nil {
			return 0, err
		}
	}
	kind := sheets.Kind(game)
	for {
		extra, err := t.p.Input(question{
			Title: t.f.T("New players, comma-separated (empty when none)", "Nouveaux joueurs, séparés par des virgules (vide s'il n'y en a pas)"),
			Description: t.f.T("Players so far: ", "Joueurs choisis : ") + orDash(printableAll(players)) + "\n" +
				t.f.T("Against the computer: add robot:normal or robot:expert.", "Contre l'ordinateur : ajoutez robot:normal ou robot:expert."),
			Placeholder: "Ana, Ben",
		})
		if err != nil {
			return 0, err
		}
		all := players
		if strings.TrimSpace(extra) != "" {
			all = append([]string{}, players...)
			for _, n := range strings.Split(extra, ",") {
				all = append(all, strings.Trim(n, " "))
			}
		}
		if len(all) == 0 {
			t.say("✘ %s\n", t.f.T("Name at least one player.", "Nommez au moins un joueur."))
			continue
		}
		if err := sheets.CheckPlayers(kind, all); err != nil {
			t.say("✘ %s\n", scoring.ErrorText(err, t.l))
			continue
		}
		o.players = strings.Join(all, ",")
		break
	}
	if err := cmdOf(kind).ask(t, o); err != nil {
		return 0, err
	}
	if err := t.whoStarts(o, kind); err != nil {
		return 0, err
	}
	g, err := o.buildGame()
	if err != nil {
		return 0, err
	}
	summary := fmt.Sprintf("%s — %s", g.Kind, strings.Join(printableAll(g.Players), ", "))
	summary += cmdOf(g.Kind).describe(g, t)
	ok, err := t.p.Confirm(t.f.T("Start this game?", "Commencer cette partie ?"), summary, true)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, errPaused
	}
	if err := t.svc.Create(ctx, g, t.die); err != nil {
		return 0, err
	}
	t.say(t.f.T("Game %d started: %s\n", "Partie %d commencée : %s\n"), g.ID, strings.Join(printableAll(g.Players), ", "))
	t.say("%s", orderText(g, t.l))
	return g.ID, nil
}

// whoStarts asks who starts, with two players or more (unless the order
// is thrown for, 5000's C1, the only game asking it): the seats keep their
// order around the table, starting from the one chosen.
func (t *table) whoStarts(o *newOptions, kind sheets.Kind) error {
	all := strings.Split(o.players, ",")
	if len(all) < 2 || o.order == "roll" {
		return nil
	}
	var opts []option
	for i, p := range all {
		opts = append(opts, option{Label: printable(p), Value: fmt.Sprint(i)})
	}
	v, err := t.p.Select(t.f.T("Who starts?", "Qui commence ?"), t.f.T("The others follow in the order given.", "Les autres suivent dans l'ordre donné."), opts, "0")
	if err != nil {
		return err
	}
	var first int
	fmt.Sscan(v, &first)
	if first > 0 && first < len(all) {
		o.players = strings.Join(append(append([]string{}, all[first:]...), all[:first]...), ",")
	}
	return nil
}

func errText(err error, l scoring.Lang) error {
	if se, ok := scoring.AsError(err); ok {
		return fmt.Errorf("%s", se.Text(l))
	}
	return err
}
