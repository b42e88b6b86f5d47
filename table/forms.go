package table

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The forms around a game: the new-game wizard, the correction of a move
// and the check of a disputed throw. Each asks what the matching command's
// flags say (scorepad new, edit, check) and hands the answers back as
// those flags write them: cmd/ runs the command with them, so a form does
// nothing the flags do not. What each kind asks is its engine's (engine's
// ask, describe and edit, registered beside its turn).

// NewGame is what the new-game wizard asked, as scorepad new's flags write
// it ("" or false where the kind asks nothing).
type NewGame struct {
	Kind    sheets.Kind
	Players []string // in seat order, the first to play first
	// Penta and Yam's: --preset, --columns, --full, --four-kind, --plus-minus
	Preset, Columns, Full, FourKind string
	PlusMinus                       bool
	// 5000: --bust-rule, --order
	BustRule, Order string
	// Sackson: --penalty
	Penalty string
}

// Wizard asks for a new game — the game, the players, the organiser's
// options, who starts —, has build make it (cmd/: as scorepad new does with
// the same flags), shows a summary to confirm, creates the game and returns
// it. A name refused by the rules is explained and the players asked
// again; no at the confirmation is ErrPaused (nothing created).
func (t *Table) Wizard(build func(NewGame) (*sheets.Game, error)) (*sheets.Game, error) {
	ctx := context.Background()
	var games []Option
	for _, k := range sheets.Kinds {
		games = append(games, Option{Label: k.Pitch(t.Lang), Value: string(k)})
	}
	game, err := t.P.Select(t.T("New game: which game?", "Nouvelle partie : quel jeu ?"), "", games, games[0].Value)
	if err != nil {
		return nil, err
	}
	a := NewGame{Kind: sheets.Kind(game)}
	known, err := t.Service.KnownPlayers(ctx)
	if err != nil {
		return nil, err
	}
	var players []string
	if len(known) > 0 {
		var opts []Option
		for _, k := range known {
			opts = append(opts, Option{Label: t.name(k), Value: k})
		}
		players, err = t.P.MultiSelect(t.T("Who plays? (the family, most recent first)", "Qui joue ? (la famille, les plus récents d'abord)"), t.T("Pick with space; new players come next.", "Choisissez avec espace ; les nouveaux joueurs viennent ensuite."), opts, nil)
		if err != nil {
			return nil, err
		}
	}
	for {
		extra, err := t.P.Input(Question{
			Title: t.T("New players, comma-separated (empty when none)", "Nouveaux joueurs, séparés par des virgules (vide s'il n'y en a pas)"),
			Description: t.T("Players so far: ", "Joueurs choisis : ") + orDash(t.names(players)) + "\n" +
				fmt.Sprintf(t.T("Against the computer: add %s or %s.", "Contre l'ordinateur : ajoutez %s ou %s."), scoring.RobotNormal, scoring.RobotExpert),
			Placeholder: "Ana, Ben",
		})
		if err != nil {
			return nil, err
		}
		all := players
		if strings.TrimSpace(extra) != "" {
			all = append([]string{}, players...)
			for _, n := range strings.Split(extra, ",") {
				all = append(all, strings.Trim(n, " "))
			}
		}
		if len(all) == 0 {
			t.say("✘ %s\n", t.T("Name at least one player.", "Nommez au moins un joueur."))
			continue
		}
		if err := sheets.CheckPlayers(a.Kind, all); err != nil {
			t.say("✘ %s\n", scoring.ErrorText(err, t.Lang))
			continue
		}
		a.Players = all
		break
	}
	eng := engines[a.Kind.Engine()]
	if err := eng.ask(t, &a); err != nil {
		return nil, err
	}
	if err := t.whoStarts(&a); err != nil {
		return nil, err
	}
	g, err := build(a)
	if err != nil {
		return nil, err
	}
	summary := fmt.Sprintf("%s — %s", g.Kind, strings.Join(t.names(g.Players), ", "))
	summary += eng.describe(t, g)
	ok, err := t.P.Confirm(t.T("Start this game?", "Commencer cette partie ?"), summary, true)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrPaused
	}
	if err := t.Service.Create(ctx, g, t.Die); err != nil {
		return nil, err
	}
	t.say(t.T("Game %d started: %s\n", "Partie %d commencée : %s\n"), g.ID, strings.Join(t.names(g.Players), ", "))
	return g, nil
}

// whoStarts asks who starts, with two players or more (unless the order
// is thrown for, 5000's C1): the seats keep their order around the table,
// starting from the one chosen.
func (t *Table) whoStarts(a *NewGame) error {
	all := a.Players
	if len(all) < 2 || a.Order == string(scoring.OrderRoll) {
		return nil
	}
	var opts []Option
	for i, p := range all {
		opts = append(opts, Option{Label: t.name(p), Value: fmt.Sprint(i)})
	}
	v, err := t.P.Select(t.T("Who starts?", "Qui commence ?"), t.T("The others follow in the order given.", "Les autres suivent dans l'ordre donné."), opts, "0")
	if err != nil {
		return err
	}
	var first int
	fmt.Sscan(v, &first)
	if first > 0 && first < len(all) {
		a.Players = append(append([]string{}, all[first:]...), all[:first]...)
	}
	return nil
}

// names returns players' names safe to print.
func (t *Table) names(ns []string) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = t.name(n)
	}
	return out
}

// Edit is the correction the edit form asked, as scorepad edit's flags
// write it.
type Edit struct {
	Seq int // --move
	// Penta and Yam's: --dice, --box, --column
	Dice, Box, Column string
	// 5000: one of --turn, --points, --bust
	Turn      string
	Points    int
	PointsSet bool
	Bust      bool
	// Sackson: --roll, --choice NAME=choice for each player who chose
	Roll    string
	Choices []string
}

// EditForm asks which of moves (one option per move of st, its Value the
// move's number) to correct and what it should read.
func (t *Table) EditForm(st *sheets.State, moves []Option) (Edit, error) {
	if len(moves) == 0 {
		return Edit{}, fmt.Errorf(t.T("game %d has no move yet", "la partie %d n'a encore aucun coup"), st.Game.ID)
	}
	v, err := t.P.Select(t.T("Which move?", "Quel coup ?"), t.T("Every later move is checked again; nothing changes if one no longer holds.", "Chaque coup suivant est revérifié ; rien ne change si l'un d'eux ne tient plus."), moves, moves[len(moves)-1].Value)
	if err != nil {
		return Edit{}, err
	}
	e := Edit{}
	e.Seq, _ = strconv.Atoi(v)
	if err := engineOf(st).edit(t, st, &e); err != nil {
		return Edit{}, err
	}
	return e, nil
}

// fiveDice asks for five dice typed (the edit form's throws).
func (t *Table) fiveDice(title string) (string, error) {
	return t.P.Input(Question{Title: title, Placeholder: "66666", Validate: func(s string) error {
		if _, err := scoring.ParseDice(s, 5, 5); err != nil {
			return errors.New(scoring.ErrorText(err, t.Lang))
		}
		return nil
	}})
}

// Check is the disputed throw the check form asked, as scorepad check's
// arguments and flags write it.
type Check struct {
	Game  string // penta or yams
	Dice  string // --dice
	Sheet string // --sheet, the boxes already filled ("" when none)
}

// CheckForm asks for a disputed throw: the game (a box game), the five
// dice and the boxes already filled. ok is false when the person left at
// the dice (a command word: there is no game here to undo, show or pause).
func (t *Table) CheckForm() (c Check, ok bool, err error) {
	var games []Option
	for _, k := range sheets.Kinds {
		if _, box := k.BoxGame(); box {
			games = append(games, Option{Label: k.Name(), Value: string(k)})
		}
	}
	if c.Game, err = t.P.Select(t.T("Check which game?", "Vérifier quel jeu ?"), "", games, games[0].Value); err != nil {
		return c, false, err
	}
	q := t.DiceQuestion(t.T("The five dice", "Les cinq dés"), 5, 5, nil)
	q.Description = t.T("Esc: back to the menu", "Échap : retour au menu")
	if c.Dice, err = t.P.Input(q); err != nil || IsCommand(c.Dice) {
		return c, false, err
	}
	if c.Sheet, err = t.P.Input(Question{Title: t.T("Boxes already filled (optional)", "Cases déjà remplies (facultatif)"), Placeholder: "penta=50,fours=12"}); err != nil {
		return c, false, err
	}
	return c, true, nil
}
