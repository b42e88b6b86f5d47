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
