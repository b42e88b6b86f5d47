package gen_test

import (
	"encoding/json"
	"math/rand/v2"
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

// TestMixDrawsTheRegistryWeights: Mix draws kinds by the weights the
// registry declares, and a seed draws what it drew when the weights were
// written here (4, 3, 2, 1 of 10: seeded games stay the same).
func TestMixDrawsTheRegistryWeights(t *testing.T) {
	t.Parallel()
	g := gen.NewGenerator(1)
	rng := rand.New(rand.NewPCG(1, 1^0x9e3779b97f4a7c15))
	old := func() sheets.Kind { // the former hand-written draw
		switch x := rng.IntN(10); {
		case x < 4:
			return sheets.Penta
		case x < 7:
			return sheets.Yams
		case x < 9:
			return sheets.FiveThousand
		}
		return sheets.Sackson
	}
	n := map[sheets.Kind]int{}
	for i := range 4000 {
		k := g.Mix()
		if w := old(); k != w {
			t.Fatalf("draw %d: %s, the seed drew %s before", i, k, w)
		}
		n[k]++
	}
	total := 0
	for _, k := range sheets.Kinds {
		info, _ := k.Info()
		total += info.Mix
	}
	for _, k := range sheets.Kinds {
		info, _ := k.Info()
		if want := 4000 * info.Mix / total; n[k] < want-200 || n[k] > want+200 {
			t.Errorf("%s drawn %d times of 4000, weight %d of %d", k, n[k], info.Mix, total)
		}
	}
}

// TestFamilyGenerator: NewFamily's games are legal and finished, and a
// few hundred of them hold what the statistics must face — a 38-character
// name, guests, solo games, every size from 1 to 8 players, Yam's under
// several rule sets.
func TestFamilyGenerator(t *testing.T) {
	t.Parallel()
	g0 := gen.NewFamily(30)
	sizes, yams, names := map[int]bool{}, map[string]bool{}, map[string]bool{}
	for range 300 {
		g, s := g0.Game(g0.Mix())
		if !s.Finished {
			t.Fatalf("%s not finished", g.Kind)
		}
		sizes[len(g.Players)] = true
		for _, p := range g.Players {
			names[p] = true
		}
		if g.Kind == sheets.Yams {
			yams[sheets.RuleSetOf(g.Kind, g.Options).Key] = true
		}
	}
	for n := 1; n <= 8; n++ {
		if !sizes[n] {
			t.Errorf("no game of %d players in %v", n, sizes)
		}
	}
	if len(yams) < 3 {
		t.Errorf("Yam's rule sets: %v", yams)
	}
	long := false
	for n := range names {
		long = long || len([]rune(n)) >= 38
	}
	if !long || !names["Inès"] {
		t.Errorf("names: %v", names)
	}
}
