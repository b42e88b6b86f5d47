package pages

import (
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
)

// ExtraForDisplay returns a copy of x with every name Printable.
func ExtraForDisplay(x *ExtraFacts) *ExtraFacts {
	c := *x
	c.Decisions = append(c.Decisions[:0:0], x.Decisions...)
	for i := range c.Decisions {
		c.Decisions[i].Player = Printable(c.Decisions[i].Player)
	}
	if x.BestTurn != nil {
		b := *x.BestTurn
		b.Player = Printable(b.Player)
		c.BestTurn = &b
	}
	return &c
}

// NewYearFacts counts a year's finished games per kind, per month and the
// days they finished on.
func NewYearFacts(y int, games []db.FinishedGame) *YearFacts {
	f := &YearFacts{Year: y, Games: map[string]int{}, Months: map[string]int{}}
	days := map[string]bool{}
	for _, g := range games {
		f.Games[string(g.Kind)]++
		f.Months[g.Finished[:7]]++
		days[g.Finished] = true
	}
	f.Days = len(days)
	return f
}

// StatsFilterLine says which games a statistics page counts: the player,
// the game, since a date, a year (as the flags gave them), or every
// finished game.
func StatsFilterLine(l lang.Lang, player, game, since string, year int) string {
	var parts []string
	if player != "" {
		parts = append(parts, fmt.Sprintf(l.T("player %s"), player))
	}
	if game != "" {
		parts = append(parts, fmt.Sprintf(l.T("game %s"), game))
	}
	if since != "" {
		parts = append(parts, fmt.Sprintf(l.T("games finished since %s"), since))
	}
	if year != 0 {
		parts = append(parts, fmt.Sprintf(l.T("games finished in %d"), year))
	}
	if len(parts) == 0 {
		return l.T("Every finished game.")
	}
	return strings.Join(parts, " · ")
}
