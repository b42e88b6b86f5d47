package advisor_test

import (
	"math/rand/v2"
	"testing"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/scoring"
)

// BenchmarkSolveFiveWin solves the two-player 5000 table from scratch on
// every core (C1–C7).
func BenchmarkSolveFiveWin(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		advisor.SolveFiveWin(scoring.BustBooklet)
	}
}

// BenchmarkSolveFiveTurn solves the goal-free turn values (solve 5000).
func BenchmarkSolveFiveTurn(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		advisor.SolveFiveTurn(scoring.BustBooklet, true, advisor.FiveTurnCap)
	}
}

// BenchmarkHintFive is one 5000 hint in a game: the turn re-solved from the
// table for the scores, then every set-aside of the throw with bank and
// throw valued.
func BenchmarkHintFive(b *testing.B) {
	w := advisor.SolveFiveWin(scoring.BustBooklet)
	seat := advisor.FiveSeat{Rule: scoring.BustBooklet, Score: 1200, Others: []int{2500}}
	throw := []uint8{1, 1, 5, 2, 3, 4}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		e := &advisor.FiveExpert{Win: w} // no memo: a hint from cold
		if len(e.Options(seat, 0, throw)) == 0 {
			b.Fatal("no option")
		}
	}
}

// BenchmarkSacksonExpertChoice is one choice (or hint) of the Sackson Expert
// at the table, on every core: a mid-game pad where several splits are
// searched (each looked at one throw ahead, exactly).
func BenchmarkSacksonExpertChoice(b *testing.B) {
	x := advisor.NewSacksonFittedExpert(200, advisor.DefaultSacksonRollouts, true)
	pad := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 3, Checks: 2}, {Value: 5}})
	pad.Rows[7], pad.Rows[8], pad.Rows[6] = 3, 2, 1
	roll := []uint8{3, 3, 4, 5, 6}
	b.ReportAllocs()
	for b.Loop() {
		x.Options(&pad, roll)
	}
}

// BenchmarkSacksonExpertGame is a whole solo game of the Expert on one core,
// as simulate plays it; ms/choice is the mean over its choices (the clear
// ones cost next to nothing).
func BenchmarkSacksonExpertGame(b *testing.B) {
	x := advisor.NewSacksonFittedExpert(200, advisor.DefaultSacksonRollouts, false)
	throws, g := 0, uint64(0)
	for b.Loop() {
		_, th := advisor.PlaySackson(200, x, rand.New(rand.NewPCG(1, g)))
		throws += th
		g++
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(throws), "ms/choice")
}

// BenchmarkSacksonNormalChoice is one choice of the Normal robot (on the
// fitted evaluation it ships).
func BenchmarkSacksonNormalChoice(b *testing.B) {
	n := advisor.SacksonNormal{Eval: advisor.SacksonFittedEval(200)}
	var pad scoring.SacksonPad
	roll := []uint8{3, 3, 4, 5, 6}
	b.ReportAllocs()
	for b.Loop() {
		n.Choose(&pad, roll)
	}
}
