package boxes_test

import (
	"math"
	"os"
	"testing"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
)

// long reports whether the long statistical checks were asked for
// (SCOREPAD_LONG=1): many tables and 100,000-game simulations, which CI
// runs after the quick suite.
func long() bool { return os.Getenv("SCOREPAD_LONG") != "" }

// The optimum of one column from the start of a game, against published
// figures (T. Verhoeff; J. Glenn, "An optimal strategy for Yahtzee", 2006).
func TestGoldenValues(t *testing.T) {
	t.Parallel()
	yahtzee := func(j scoring.Joker, bonus bool) scoring.Config {
		c := scoring.YamsConfig()
		c.Game = scoring.GamePenta
		c.Joker = j
		c.NoExtraBonus = !bonus
		return c
	}
	for _, tc := range []struct {
		name string
		cfg  scoring.Config
		want float64
	}{
		{"Penta rules (P6-P8)", scoring.PentaConfig(), 254.4848459},
		{"Yam's defaults, one free column (Y3, Y5)", scoring.YamsConfig(), 253.9702412},
		{"Verhoeff free-choice joker", yahtzee(scoring.JokerFree, true), 254.5896095},
		{"official forced joker, box at 50 or 0", yahtzee(scoring.JokerForced, true), 254.5877287},
		{"no bonus, no joker", yahtzee(scoring.JokerNone, false), 245.8707745},
	} {
		if tc.name != "Penta rules (P6-P8)" && !long() {
			continue // the Penta table is checked in the quick suite; the other four with SCOREPAD_LONG=1
		}
		r := tc.cfg.MustCompile()
		tab, err := boxes.Solve(r, scoring.Free)
		if err != nil {
			t.Fatal(err)
		}
		if got := tab.Expected(); math.Abs(got-tc.want) > 5e-7 {
			t.Errorf("%s: expected %.7f, want %.7f", tc.name, got, tc.want)
		}
		// The four-lane solver (issue 19) gives the value of the original
		// one-state solver, 254.4848458816828, to 1e-7 (in fact to the bit:
		// the same sums in the same order).
		if got := tab.Expected(); tc.cfg.Game == scoring.GamePenta && tc.cfg.Joker == scoring.JokerForcedWhile50 && math.Abs(got-254.4848458816828) > 1e-7 {
			t.Errorf("%s: %.13f, the original solver gave 254.4848458816828", tc.name, got)
		}
		t.Logf("%s: %.7f (%d states, %.2f s)", tc.name, tab.Expected(), tab.States, tab.Seconds)
	}
}
