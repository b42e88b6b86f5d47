package table

import (
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// NewGame asks for a new game through the wizard (the game, the players,
// the organiser's options, a summary to confirm), has build create it from
// the answers (as scorepad new does from the same flags), says the order
// thrown for it (C1) and returns its ID.
func (t *Table) NewGame(build func(NewGame) (*sheets.Game, error)) (int64, error) {
	g, err := t.Wizard(build)
	if err != nil {
		return 0, err
	}
	t.say("%s", OrderText(g, t.Lang, t.name))
	return g.ID, nil
}

// OrderText says how the order of game g was thrown (C1), a die per
// player, ties thrown again, and who starts; "" when it was not thrown.
// name writes a player's name safe to print.
func OrderText(g *sheets.Game, l lang.Lang, name func(string) string) string {
	if len(g.OrderRolls) == 0 {
		return ""
	}
	var b strings.Builder
	for i, rolls := range g.OrderRolls {
		dice := make([]string, len(rolls))
		for k, r := range rolls {
			dice[k] = fmt.Sprintf("%s %d", name(r.Player), r.Face)
		}
		if i == 0 {
			fmt.Fprintf(&b, l.T("Dice thrown for the order (C1): %s\n"), strings.Join(dice, " · "))
		} else {
			fmt.Fprintf(&b, l.T("Tie thrown again: %s\n"), strings.Join(dice, " · "))
		}
	}
	names := make([]string, len(g.Players))
	for i, p := range g.Players {
		names[i] = name(p)
	}
	fmt.Fprintf(&b, l.T("%s starts (highest die, C1); order: %s\n"), name(g.Players[0]), strings.Join(names, ", "))
	return b.String()
}
