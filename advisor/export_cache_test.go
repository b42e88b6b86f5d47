package advisor

import (
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/scoring"
)

// Hooks for the external tests of the cache: the 5000 table for a small
// goal, so that the policy is tested without the shipped (slow) solve.

// FiveWinWith is Cache.LoadFiveWin for a game to goal, solved by solve
// (nil: CachedFiveWin).
func FiveWinWith(c Cache, rule scoring.BustRule, goal int, solve func(scoring.BustRule, int) *five.FiveWin) (*five.FiveWin, LoadInfo) {
	return c.fiveWin(rule, goal, solve)
}
