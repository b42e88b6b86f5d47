package sackson_test

import (
	"math/rand/v2"
	"testing"

	"github.com/scorepad/scorepad/advisor/sackson"
	"github.com/scorepad/scorepad/scoring"
)

// BenchmarkSacksonExpertChoice is one choice (or hint) of the Sackson Expert
// at the table, on every core: a mid-game pad where several splits are
// searched (each looked at one throw ahead, exactly).
func BenchmarkSacksonExpertChoice(b *testing.B) {
	x := sackson.NewSacksonFittedExpert(200, sackson.DefaultSacksonRollouts, true)
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
	x := sackson.NewSacksonFittedExpert(200, sackson.DefaultSacksonRollouts, false)
	throws, g := 0, uint64(0)
	for b.Loop() {
		_, th := sackson.PlaySackson(200, x, rand.New(rand.NewPCG(1, g)))
		throws += th
		g++
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(throws), "ms/choice")
}

// BenchmarkSacksonNormalChoice is one choice of the Normal robot (on the
// fitted evaluation it ships).
func BenchmarkSacksonNormalChoice(b *testing.B) {
	n := sackson.SacksonNormal{Eval: sackson.SacksonFittedEval(200)}
	var pad scoring.SacksonPad
	roll := []uint8{3, 3, 4, 5, 6}
	b.ReportAllocs()
	for b.Loop() {
		n.Choose(&pad, roll)
	}
}
