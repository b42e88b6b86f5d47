package cmd

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// wizard asks for a new game — the game, the players, the organiser's
// options — shows a summary to confirm, creates the game and returns its ID.
func (t *table) wizard() (int64, error) {
	ctx := context.Background()
	game, err := t.p.Select(t.f.T("New game: which game?", "Nouvelle partie : quel jeu ?"), "", []option{
		{Label: t.f.T("Penta — Yahtzee-style, 13 boxes", "Penta — 13 cases, façon Yahtzee"), Value: "penta"},
		{Label: t.f.T("Yam's — the French sheet, up to four columns", "Yam's — la feuille française, jusqu'à quatre colonnes"), Value: "yams"},
		{Label: t.f.T("5000 — six dice, first to 5000", "5000 — six dés, le premier à 5000"), Value: "5000"},
		{Label: t.f.T("Sackson — Can't Stop Express, shared throws", "Sackson — Can't Stop Express, lancers communs"), Value: "sackson"},
	}, "penta")
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
			Title:       t.f.T("New players, comma-separated (empty when none)", "Nouveaux joueurs, séparés par des virgules (vide s'il n'y en a pas)"),
			Description: t.f.T("Players so far: ", "Joueurs choisis : ") + orDash(printableAll(players)),
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
	switch kind {
	case sheets.Yams:
		cols, err := t.p.Select(t.f.T("Columns", "Colonnes"), "", []option{
			{Label: t.f.T("One free column", "Une colonne libre"), Value: "free"},
			{Label: t.f.T("Française: ↓ down, ↑ up, ↕ free (Y7)", "Française : ↓ descendante, ↑ montante, ↕ libre (Y7)"), Value: "francaise"},
			{Label: t.f.T("↓ down, ↑ up", "↓ descendante, ↑ montante"), Value: "down,up"},
			{Label: t.f.T("Four: ↓ ↑ ↕ ◆", "Quatre : ↓ ↑ ↕ ◆"), Value: "down,up,free,imposed"},
			{Label: t.f.T("Other…", "Autre…"), Value: "other"},
		}, "free")
		if err != nil {
			return 0, err
		}
		switch cols {
		case "francaise":
			o.rules.preset = "francaise"
		case "other":
			if o.rules.columns, err = t.p.Input(question{Title: t.f.T("Columns, 1 to 4 of free, down, up, imposed", "Colonnes, 1 à 4 parmi free, down, up, imposed"), Placeholder: "down,free",
				Validate: func(s string) error { _, err := scoring.ParseColumns(s); return errText(err, t.l) }}); err != nil {
				return 0, err
			}
		default:
			o.rules.columns = cols
		}
		if o.rules.full, err = t.p.Select(t.f.T("Full house scores", "Le full vaut"), "", []option{{Label: "25", Value: "25"}, {Label: t.f.T("25 + the dice", "25 + les dés"), Value: "25+sum"}, {Label: t.f.T("the dice", "les dés"), Value: "sum"}}, "25"); err != nil {
			return 0, err
		}
		if o.rules.fourKind, err = t.p.Select(t.f.T("Four of a kind scores", "Le carré vaut"), "", []option{
			{Label: t.f.T("the five dice", "les cinq dés"), Value: "sum5"}, {Label: t.f.T("the four alike", "les quatre identiques"), Value: "sum4"},
			{Label: "40", Value: "fixed:40"}, {Label: t.f.T("40 + the dice", "40 + les dés"), Value: "fixed+sum:40"}}, "sum5"); err != nil {
			return 0, err
		}
		if o.rules.plusMinus, err = t.p.Confirm(t.f.T("Plus and minus lines?", "Lignes plus et moins ?"), t.f.T("Plus − minus is added to each column (Y3).", "Plus − moins s'ajoute à chaque colonne (Y3)."), false); err != nil {
			return 0, err
		}
	case sheets.FiveThousand:
		if o.rules.bustRule, err = t.p.Select(t.f.T("When does a throw bust?", "Quand un lancer est-il « bust » ?"), "", []option{
			{Label: t.f.T("No 1 and no 5 (the booklet)", "Ni 1 ni 5 (le livret)"), Value: "booklet"},
			{Label: t.f.T("Nothing scores (three 2s save it)", "Rien ne marque (trois 2 le sauvent)"), Value: "nothing-scores"}}, "booklet"); err != nil {
			return 0, err
		}
		if o.order, err = t.p.Select(t.f.T("Order of play", "Ordre de jeu"), "", []option{
			{Label: t.f.T("As given", "Dans l'ordre donné"), Value: "given"},
			{Label: t.f.T("Throw for it: highest starts (C1)", "Tiré aux dés : le plus haut commence (C1)"), Value: "roll"}}, "given"); err != nil {
			return 0, err
		}
	case sheets.Sackson:
		var opts []option
		for _, p := range scoring.Penalties {
			opts = append(opts, option{Label: p.Name(t.l), Value: strconv.Itoa(int(p))})
		}
		if o.rules.penalty, err = t.p.Select(t.f.T("Penalty of a row with 1 to 4 checks", "Pénalité d'une ligne de 1 à 4 coches"), "", opts, strconv.Itoa(int(scoring.DefaultPenalty))); err != nil {
			return 0, err
		}
	}
	g, err := o.buildGame()
	if err != nil {
		return 0, err
	}
	summary := fmt.Sprintf("%s — %s", g.Kind, strings.Join(printableAll(g.Players), ", "))
	if st, err := sheets.NewState(g); err == nil && st.Rules != nil {
		summary += "\n" + st.Rules.Describe(t.l)
	} else if g.Kind == sheets.FiveThousand {
		br, _ := scoring.ParseBustRule(g.Options.BustRule)
		order := map[string]string{"given": t.f.T("given", "donné"), "roll": t.f.T("roll", "tiré aux dés")}[g.Options.Order]
		summary += fmt.Sprintf(t.f.T("\nbust rule %s, order %s", "\nrègle du « bust » : %s, ordre %s"), br.Name(t.l), order)
	} else if g.Kind == sheets.Sackson {
		summary += fmt.Sprintf(t.f.T("\npenalty −%d", "\npénalité −%d"), g.Options.Penalty)
	}
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

func errText(err error, l scoring.Lang) error {
	if se, ok := scoring.AsError(err); ok {
		return fmt.Errorf("%s", se.Text(l))
	}
	return err
}
