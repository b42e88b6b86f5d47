package gen_test

import (
	"encoding/json"
	"testing"

	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/sheets"
)

func TestGeneratorPlaysLegalFinishedGames(t *testing.T) {
	t.Parallel()
	gen := gen.NewGenerator(7)
	for _, k := range sheets.Kinds {
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

// TestGeneratorOptionsPerKind: each engine's games are played under the
// options its generator declares (Yam's on down, up and free columns).
func TestGeneratorOptionsPerKind(t *testing.T) {
	t.Parallel()
	want := map[sheets.Kind]string{
		sheets.Penta:        `{}`,
		sheets.Yams:         `{"full":"25","four_kind":"sum5","columns":["down","up","free"]}`,
		sheets.FiveThousand: `{"bust_rule":"booklet","order":"given"}`,
		sheets.Sackson:      `{"penalty":200,"sackson_rules":2}`,
	}
	gen := gen.NewGenerator(3)
	for _, k := range sheets.Kinds {
		g, _ := gen.Game(k)
		b, err := json.Marshal(g.Options)
		if err != nil || string(b) != want[k] {
			t.Errorf("%s: options %s (%v), want %s", k, b, err, want[k])
		}
	}
}

func BenchmarkGeneratePenta(b *testing.B) {
	gen := gen.NewGenerator(1)
	for b.Loop() {
		gen.Game(sheets.Penta)
	}
}
