package pages

import (
	"github.com/scorepad/scorepad/internal/lang"
)

// The answers of scorepad solve and simulate, what the engines share: how
// a solver's tables were had. Each engine's answers, text or JSON, are in
// its engine_*.go.

// Solved is how a solver's tables were had (scorepad solve).
type Solved struct {
	States  int
	Seconds float64
	Cached  bool
}

// how says whether the tables were computed or loaded.
func (s Solved) how(l lang.Lang) string {
	if s.Cached {
		return l.T("loaded from the cache")
	}
	return l.T("computed")
}
