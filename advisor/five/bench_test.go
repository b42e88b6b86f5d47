package five_test

import (
	"testing"

	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/scoring"
)

// BenchmarkSolveFiveWin solves the two-player 5000 table from scratch on
// every core (C1–C7).
func BenchmarkSolveFiveWin(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		five.SolveFiveWin(scoring.BustBooklet)
	}
}

// BenchmarkSolveFiveTurn solves the goal-free turn values (solve 5000).
func BenchmarkSolveFiveTurn(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		five.SolveFiveTurn(scoring.BustBooklet, true, five.FiveTurnCap)
	}
}

// BenchmarkHintFive is one 5000 hint in a game: the turn re-solved from the
// table for the scores, then every set-aside of the throw with bank and
// throw valued.
func BenchmarkHintFive(b *testing.B) {
	w := five.SolveFiveWin(scoring.BustBooklet)
	seat := five.FiveSeat{Rule: scoring.BustBooklet, Score: 1200, Others: []int{2500}}
	throw := []uint8{1, 1, 5, 2, 3, 4}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		e := &five.FiveExpert{Win: w} // no memo: a hint from cold
		if len(e.Options(seat, 0, throw)) == 0 {
			b.Fatal("no option")
		}
	}
}
