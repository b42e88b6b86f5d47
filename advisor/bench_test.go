package advisor_test

import (
	"testing"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/scoring"
)

// BenchmarkSolvePenta computes the Penta table from scratch on every core.
func BenchmarkSolvePenta(b *testing.B) {
	r := scoring.PentaConfig().MustCompile()
	for b.Loop() {
		if _, err := advisor.Solve(r, scoring.Free); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHint is one hint: the turn solved for a half-filled sheet, then
// every keep of the dice ranked.
func BenchmarkHint(b *testing.B) {
	r, tab := penta(b)
	a := advisor.New(r, []*advisor.Table{tab})
	cols, err := r.ParseSheet("aces=3,threes=9,fives=15,three_kind=22,full=25,large_straight=40")
	if err != nil {
		b.Fatal(err)
	}
	faces := []uint8{6, 6, 1, 2, 3}
	b.ReportAllocs()
	for b.Loop() {
		tu := a.Turn(cols)
		if len(tu.Keeps(faces, 2)) == 0 {
			b.Fatal("no keep")
		}
	}
}
