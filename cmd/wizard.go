package cmd

import (
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
)

// wizard asks for a new game through the table's wizard (table.Wizard:
// the game, the players, the organiser's options, a summary to confirm),
// the game built from its answers as scorepad new builds it from the same
// flags; it creates the game and returns its ID.
func (t *table) wizard() (int64, error) {
	g, err := t.sitting().Wizard(func(a tbl.NewGame) (*sheets.Game, error) {
		return newGameOptions(t.f, a).buildGame()
	})
	if err != nil {
		return 0, err
	}
	t.say("%s", orderText(g, t.l))
	return g.ID, nil
}

// newGameOptions writes the wizard's answers as scorepad new's flags.
func newGameOptions(f *factory, a tbl.NewGame) *newOptions {
	return &newOptions{f: f, game: string(a.Kind), players: strings.Join(a.Players, ","), order: a.Order,
		digital: a.Digital, rules: rulesFlags{preset: a.Preset, columns: a.Columns, full: a.Full, fourKind: a.FourKind, plusMinus: a.PlusMinus,
			bustRule: a.BustRule, penalty: a.Penalty}}
}

func errText(err error, l scoring.Lang) error {
	if se, ok := scoring.AsError(err); ok {
		return fmt.Errorf("%s", se.Text(l))
	}
	return err
}
