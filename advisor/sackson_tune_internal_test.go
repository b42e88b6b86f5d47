package advisor

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"
)

// The tuning of the Sackson model and the measurements of the README's
// table of ideas, on the compact pad (a test checks it plays as scoring):
// skipped unless asked for.

// fastSim plays n solo games with e's greedy policy on both cores; the same
// seed gives the same dice.
func fastSim(e *SacksonEval, n int, seed uint64) (mean, se float64) {
	r := sacksonModel()
	pi := penIndex(e.Pen)
	tot := make([]float64, n)
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for g := w; g < n; g += 2 {
				rng := rand.New(rand.NewPCG(seed, uint64(g)))
				var p sPad
				for !p.ended {
					cs := r.choices[p.mask()][rollHand(rng)]
					i, _ := e.greedy(r, &p, cs)
					r.apply(&p, &cs[i])
				}
				tot[g] = float64(r.total(&p, pi))
			}
		}(w)
	}
	wg.Wait()
	s, s2 := 0.0, 0.0
	for _, t := range tot {
		s += t
		s2 += t * t
	}
	mean = s / float64(n)
	return mean, math.Sqrt((s2/float64(n) - mean*mean) / float64(n))
}

// TestTuneSackson: coordinate descent over the model's weights from the
// shipped ones, every point on the same SCOREPAD_TUNE games; with
// SCOREPAD_TUNE_STEP=x one pass with the steps times x.
func TestTuneSackson(t *testing.T) {
	if os.Getenv("SCOREPAD_TUNE") == "" {
		t.Skip("tuning: set SCOREPAD_TUNE=games")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_TUNE"))
	P := DefaultSacksonParams
	ev := func() (float64, float64) { return fastSim(ModelSackson(200, P), n, 77) }
	start := time.Now()
	m, se := ev()
	fmt.Printf("start %+v %.1f ± %.1f\n", P, m, se)
	fields := []*float64{&P.Lift[0], &P.Lift[1], &P.Lift[2], &P.Lift[3], &P.Lift[4], &P.Lift[5], &P.Time2, &P.EndC, &P.Ends, &P.Inner, &P.Time, &P.Mix, &P.Kappa, &P.Gamma, &P.Beta, &P.Disp, &P.Focus, &P.Stuck}
	names := []string{"Lift7", "Lift68", "Lift59", "Lift410", "Lift311", "Lift212", "Time2", "EndC", "Ends", "Inner", "Time", "Mix", "Kappa", "Gamma", "Beta", "Disp", "Focus", "Stuck"}
	steps := []float64{0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.5, 20, 2, 1, 4, 0.2, 0.06, 0.04, 0.15, 0.3, 0.15, 15}
	iters := 2
	if x, err := strconv.ParseFloat(os.Getenv("SCOREPAD_TUNE_STEP"), 64); err == nil {
		for i := range steps {
			steps[i] *= x // finer steps from the shipped weights
		}
		iters = 1
	}
	for it := 0; it < iters; it++ {
		for i, f := range fields {
			for _, dir := range []float64{1, -1} {
				for {
					old := *f
					*f = old + dir*steps[i]
					m2, se2 := ev()
					fmt.Printf("  %s=%.4f: %.1f ± %.1f\n", names[i], *f, m2, se2)
					if m2 > m {
						m = m2
						continue
					}
					*f = old
					break
				}
			}
		}
		for i := range steps {
			steps[i] /= 2
		}
		fmt.Printf("iter %d %+v %.1f (%.0fs)\n", it, P, m, time.Since(start).Seconds())
	}
}

// TestSacksonIdeas measures the evaluations of the README's table on the
// same SCOREPAD_IDEAS games.
func TestSacksonIdeas(t *testing.T) {
	if os.Getenv("SCOREPAD_IDEAS") == "" {
		t.Skip("measurements: set SCOREPAD_IDEAS=games")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_IDEAS"))
	before := SacksonParams{Kappa: 0.75, Beta: 0.8375, Gamma: 0.15, Focus: -0.025, Stuck: -3.75, Disp: 1.1875, Mix: 0.7}
	noTrack := before
	noTrack.Mix = 0
	poisson := before
	poisson.Disp = 0
	ends := before
	ends.Ends, ends.Inner = 4, 2
	for _, c := range []struct {
		name string
		e    *SacksonEval
	}{
		{"model, π without the tracks", ModelSackson(200, noTrack)},
		{"model, Poisson law", ModelSackson(200, poisson)},
		{"model before the fifth-die terms", ModelSackson(200, before)},
		{"+ recorded 1/6 and 2/5 worth T·4 and T·2", ModelSackson(200, ends)},
		{"+ a throw left worth 21, retuned", ModelSackson(200, SacksonParams{Kappa: 0.75, Beta: 0.8375, Gamma: 0.15, Focus: -0.025, Stuck: -3.75, Disp: 0.8875, Mix: 0.7, Time: 21, Ends: 5, Inner: 1.5})},
		{"+ λ by the distance to 7, 5·T², a constant per end, retuned", ModelSackson(200, SacksonParams{Kappa: 0.81, Beta: 0.9875, Gamma: 0.11, Focus: -0.025, Stuck: -3.75, Disp: 1.4875, Mix: 0.7, Time: 7, Ends: 8, Inner: 2, Lift: [6]float64{0.1, 0.05, -0.2, 0.2, -0.5, -0.15}, Time2: 5, EndC: -40})},
		{"model (shipped)", SacksonModelEval(200)},
	} {
		start := time.Now()
		m, se := fastSim(c.e, n, 77)
		fmt.Printf("%s: %.1f ± %.1f over %d games (%.1f µs a choice)\n", c.name, m, se, n, time.Since(start).Seconds()*2e6/float64(n)/24)
	}
}

// TestSacksonExpertIdeas: the Expert's rollouts over the model, on the
// games of `scorepad simulate sackson --strategy expert --seed 1`.
func TestSacksonExpertIdeas(t *testing.T) {
	if os.Getenv("SCOREPAD_XIDEAS") == "" {
		t.Skip("measurements: set SCOREPAD_XIDEAS=games")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_XIDEAS"))
	e := SacksonModelEval(200)
	st := SimulateSackson(200, "expert", func() SacksonStrategy { return &rolloutExpert{Eval: e, Rollouts: 200} }, n, 1)
	fmt.Printf("expert over the model: %.1f ± %.1f over %d games, %.1f throws, %.0f s\n", st.Mean, st.StdErr, n, st.ThrowsPerGame, st.Seconds)
}
