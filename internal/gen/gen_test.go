package gen_test

import (
	"testing"

	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/sheets"
)

func TestGeneratorPlaysLegalFinishedGames(t *testing.T) {
	t.Parallel()
	gen := gen.NewGenerator(7)
	for _, k := range []sheets.Kind{sheets.Penta, sheets.Yams, sheets.FiveThousand, sheets.Sackson} {
		for range 20 {
			g, s := gen.Game(k)
			if !s.Finished {
				t.Fatalf("%s not finished", k)
			}
			r, err := sheets.Replay(g)
			if err != nil || !r.Finished || r.Totals()[0] != s.Totals()[0] {
				t.Fatalf("%s replay: %v", k, err)
			}
		}
	}
}

func BenchmarkGeneratePenta(b *testing.B) {
	gen := gen.NewGenerator(1)
	for b.Loop() {
		gen.Game(sheets.Penta)
	}
}
