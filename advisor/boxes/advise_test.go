package boxes_test

import (
	"math"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
)

var (
	pentaOnce  sync.Once
	pentaTable *boxes.Table
)

func penta(t testing.TB) (*scoring.Rules, *boxes.Table) {
	r := scoring.PentaConfig().MustCompile()
	pentaOnce.Do(func() {
		tab, err := boxes.Solve(r, scoring.Free)
		if err != nil {
			t.Fatal(err)
		}
		pentaTable = tab
	})
	return r, pentaTable
}

// randomSheet plays n random legal moves.
func randomSheet(r *scoring.Rules, rng *rand.Rand, n int) []scoring.Column {
	cols := make([]scoring.Column, len(r.Columns))
	for range n {
		f := []uint8{uint8(rng.IntN(6) + 1), uint8(rng.IntN(6) + 1), uint8(rng.IntN(6) + 1), uint8(rng.IntN(6) + 1), uint8(rng.IntN(6) + 1)}
		var legal []scoring.Verdict
		for _, v := range r.Options(cols, scoring.HandOf(f), nil) {
			if v.Legal {
				legal = append(legal, v)
			}
		}
		if len(legal) == 0 {
			break
		}
		r.Write(cols, legal[rng.IntN(len(legal))])
	}
	return cols
}

func TestInvariants(t *testing.T) {
	t.Parallel()
	r, tab := penta(t)
	a := boxes.New(r, []*boxes.Table{tab})
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 200 {
		cols := randomSheet(r, rng, rng.IntN(13))
		if r.Complete(&cols[0]) {
			continue
		}
		tu := a.Turn(cols)
		faces := []uint8{uint8(rng.IntN(6) + 1), uint8(rng.IntN(6) + 1), uint8(rng.IntN(6) + 1), uint8(rng.IntN(6) + 1), uint8(rng.IntN(6) + 1)}
		h := scoring.HandOf(faces)
		boxes := tu.Boxes(cols, h)
		// hints agree with check on legality: every legal box is offered,
		// no illegal one
		legal := 0
		for _, v := range r.Options(cols, h, nil) {
			if v.Legal {
				legal++
			}
		}
		if len(boxes) != legal {
			t.Fatalf("trial %d: %d boxes offered, %d legal", trial, len(boxes), legal)
		}
		for _, b := range boxes {
			if v := r.Evaluate(&cols[0], 0, h, b.Box); !v.Legal {
				t.Fatalf("offered an illegal box %s", b.Box)
			}
			if b.Expected > boxes[0].Expected+1e-9 {
				t.Fatal("the best box is worth at least every other")
			}
		}
		if _, bb := tu.BestBox(h); math.Abs(boxes[0].Expected-mustFind(boxes, bb)) > 1e-9 {
			t.Fatalf("BestBox %s disagrees with the ranking (%s)", bb, boxes[0].Box)
		}
		for _, left := range []int{1, 2} {
			ks := tu.Keeps(faces, left)
			for _, k := range ks {
				if k.Expected > ks[0].Expected+1e-9 {
					t.Fatal("the best keep is worth at least every other")
				}
			}
		}
		// keeping all five with a throw left is worth at least scoring now
		if ks := tu.Keeps(faces, 1); ks[0].Expected < boxes[0].Expected-1e-9 {
			t.Fatal("a keep can always be all five dice, then score")
		}
	}
}

func mustFind(opts []boxes.Option, b scoring.Box) float64 {
	for _, o := range opts {
		if o.Box == b {
			return o.Expected
		}
	}
	return math.NaN()
}

func TestTurnExpectedMatchesTable(t *testing.T) {
	t.Parallel()
	r, tab := penta(t)
	a := boxes.New(r, []*boxes.Table{tab})
	if got := a.Turn(make([]scoring.Column, 1)).Expected(); math.Abs(got-tab.Expected()) > 1e-9 {
		t.Fatalf("turn %f table %f", got, tab.Expected())
	}
}

func TestThrowProbabilitiesSumToOne(t *testing.T) {
	t.Parallel()
	if s := boxes.HandProbabilitySum(); math.Abs(s-1) > 1e-12 {
		t.Fatalf("Σ P(hand) = %v", s)
	}
}

// TestSimulationAgreesWithTable: Expert games average the table's value
// within three standard errors; Normal scores clearly less.
func TestSimulationAgreesWithTable(t *testing.T) {
	t.Parallel()
	r, tab := penta(t)
	n := 4000 // within 3 standard errors (±~2.2 points): a real check, quick
	if long() {
		n = 100_000
	}
	s := boxes.Simulate(r, []*boxes.Table{tab}, "expert", n, 7)
	se := s.StdDev / math.Sqrt(float64(s.Games))
	if math.Abs(s.Mean-tab.Expected()) > 3*se {
		t.Fatalf("expert mean %.3f ± %.3f, table %.3f", s.Mean, se, tab.Expected())
	}
	normal := boxes.Simulate(r, nil, "normal", n/4, 7)
	if normal.Mean > s.Mean-20 {
		t.Fatalf("normal %.1f is not clearly below expert %.1f", normal.Mean, s.Mean)
	}
	t.Logf("expert %.2f ± %.2f (table %.4f); normal %.2f", s.Mean, se, tab.Expected(), normal.Mean)
}

func BenchmarkSimulateExpert(b *testing.B) {
	r, tab := penta(b)
	a := boxes.New(r, []*boxes.Table{tab})
	rng := rand.New(rand.NewPCG(1, 1))
	e := &boxes.Expert{A: a}
	b.ReportAllocs()
	for b.Loop() {
		boxes.Play(r, e, rng)
	}
}

// TestOtherRuleSetsAgreeWithSimulation: the tables of the directional
// columns (Y6), of Yam's scoring options (Y3) and of the plus/minus lines
// predict what the Expert scores.
func TestOtherRuleSetsAgreeWithSimulation(t *testing.T) {
	t.Parallel()
	if !long() {
		t.Skip("long check: set SCOREPAD_LONG=1")
	}
	opts := scoring.YamsConfig()
	opts.Full, opts.FourKind = scoring.FullSum, scoring.FourKindRule{Kind: scoring.FourFixed, N: 40}
	pm := scoring.YamsConfig()
	pm.PlusMinus = true
	for _, tc := range []struct {
		name  string
		cfg   scoring.Config
		games int
	}{
		{"↓ down column", scoring.YamsConfig(scoring.Down), 20000},
		{"↑ up column", scoring.YamsConfig(scoring.Up), 20000},
		{"full=sum, four_kind=fixed:40", opts, 20000},
		{"plus/minus lines", pm, 10000},
	} {
		r := tc.cfg.MustCompile()
		tab, err := boxes.Solve(r, r.Columns[0])
		if err != nil {
			t.Fatal(err)
		}
		s := boxes.Simulate(r, []*boxes.Table{tab}, "expert", tc.games, 11)
		if math.Abs(s.Mean-tab.Expected()) > 3*s.StdErr {
			t.Errorf("%s: simulated %.2f ± %.2f, table %.4f", tc.name, s.Mean, s.StdErr, tab.Expected())
		}
		t.Logf("%s: table %.4f, simulated %.2f ± %.2f (%d states, %.1f s)", tc.name, tab.Expected(), s.Mean, s.StdErr, tab.States, tab.Seconds)
	}
}

// TestSimulationSameSeedSameGames: the simulation's games depend on the seed
// only, not on which core computed a sheet state first for the shared memo
// (the Expert's choices are a function of the state alone).
func TestSimulationSameSeedSameGames(t *testing.T) {
	t.Parallel()
	r, tab := penta(t)
	games := 200 // split among the workers all the same; SCOREPAD_LONG=1: 600
	if long() {
		games = 600
	}
	first := boxes.Simulate(r, []*boxes.Table{tab}, "expert", games, 3)
	for range 4 {
		if again := boxes.Simulate(r, []*boxes.Table{tab}, "expert", games, 3); again.Mean != first.Mean || again.Min != first.Min || again.Max != first.Max {
			t.Fatalf("same seed, other games: mean %v then %v", first.Mean, again.Mean)
		}
	}
}
