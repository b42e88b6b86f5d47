package advisor

import "github.com/scorepad/scorepad/scoring"

// Hooks for the external tests of the cache: the 5000 table for a small
// goal and the Sackson evaluation by a quick training, so that the policy
// is tested without the shipped (slow) solves.

// FiveWinWith is Cache.LoadFiveWin for a game to goal, solved by solve
// (nil: CachedFiveWin).
func FiveWinWith(c Cache, rule scoring.BustRule, goal int, solve func(scoring.BustRule, int) *FiveWin) (*FiveWin, LoadInfo) {
	return c.fiveWin(rule, goal, solve)
}

// SacksonEvalWith is Cache.LoadSacksonEval computed by solve.
func SacksonEvalWith(c Cache, pen scoring.Penalty, solve func(scoring.Penalty) *SacksonEval) (*SacksonEval, LoadInfo) {
	return c.sacksonEval(pen, solve)
}
