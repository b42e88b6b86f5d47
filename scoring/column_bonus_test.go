package scoring_test

import (
	"testing"

	"github.com/scorepad/scorepad/scoring"
)

// TestP5UpperBonusReached: the bonus is earned by the box that brings the
// upper total to the threshold, once (P5, Y4).
func TestP5UpperBonusReached(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ before, points, want int }{
		{60, 3, scoring.UpperBonus}, {60, 2, 0}, {62, 18, scoring.UpperBonus},
		{63, 6, 0}, {70, 30, 0}, {0, 0, 0}, {scoring.UpperBonusThreshold - 1, 1, scoring.UpperBonus},
	} {
		if got := scoring.UpperBonusReached(c.before, c.points); got != c.want {
			t.Errorf("UpperBonusReached(%d, %d) = %d, want %d", c.before, c.points, got, c.want)
		}
	}
}
