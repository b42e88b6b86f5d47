package advisor

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
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
	return meanSE(fastTotals(e, n, seed))
}

// fastTotals is each game's total of fastSim.
func fastTotals(e *SacksonEval, n int, seed uint64) []float64 {
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
					i := e.greedy(r, &p, cs)
					r.apply(&p, &cs[i])
				}
				tot[g] = float64(r.total(&p, pi))
			}
		}(w)
	}
	wg.Wait()
	return tot
}

// meanSE is the mean of x and its standard error.
func meanSE(x []float64) (float64, float64) {
	s, s2 := 0.0, 0.0
	for _, v := range x {
		s += v
		s2 += v * v
	}
	n := float64(len(x))
	m := s / n
	return m, math.Sqrt(max(0, s2/n-m*m) / n)
}

// pairedDiff is the mean difference a − b and its standard error.
func pairedDiff(a, b []float64) (float64, float64) {
	d := make([]float64, len(a))
	for i := range a {
		d[i] = a[i] - b[i]
	}
	return meanSE(d)
}

// tuneField is a weight of the model the tuning may move, with its step.
type tuneField struct {
	name string
	f    func(*SacksonParams) *float64
	step float64
}

func tuneFields() []tuneField {
	var out []tuneField
	for i := range 6 {
		out = append(out, tuneField{fmt.Sprintf("Lift%d", i), func(P *SacksonParams) *float64 { return &P.Lift[i] }, 0.1})
	}
	return append(out,
		tuneField{"Time2", func(P *SacksonParams) *float64 { return &P.Time2 }, 0.5},
		tuneField{"EndC", func(P *SacksonParams) *float64 { return &P.EndC }, 20},
		tuneField{"Ends", func(P *SacksonParams) *float64 { return &P.Ends }, 2},
		tuneField{"Inner", func(P *SacksonParams) *float64 { return &P.Inner }, 1},
		tuneField{"Time", func(P *SacksonParams) *float64 { return &P.Time }, 4},
		tuneField{"Mix", func(P *SacksonParams) *float64 { return &P.Mix }, 0.2},
		tuneField{"Kappa", func(P *SacksonParams) *float64 { return &P.Kappa }, 0.06},
		tuneField{"Gamma", func(P *SacksonParams) *float64 { return &P.Gamma }, 0.04},
		tuneField{"Beta", func(P *SacksonParams) *float64 { return &P.Beta }, 0.15},
		tuneField{"Disp", func(P *SacksonParams) *float64 { return &P.Disp }, 0.3},
		tuneField{"Focus", func(P *SacksonParams) *float64 { return &P.Focus }, 0.15},
		tuneField{"Stuck", func(P *SacksonParams) *float64 { return &P.Stuck }, 15},
	)
}

// tuneStart is SCOREPAD_TUNE_START (the weights as JSON) or the shipped
// weights.
func tuneStart(t *testing.T) SacksonParams {
	P := DefaultSacksonParams
	if js := os.Getenv("SCOREPAD_TUNE_START"); js != "" {
		if err := json.Unmarshal([]byte(js), &P); err != nil {
			t.Fatal(err)
		}
	}
	return P
}

// TestTuneSackson: coordinate descent over the model's weights from the
// shipped ones (or SCOREPAD_TUNE_START), every point on the same
// SCOREPAD_TUNE games of seed SCOREPAD_TUNE_SEED (default 77), over the
// weights named in SCOREPAD_TUNE_FIELDS (default all); with
// SCOREPAD_TUNE_STEP=x one pass with the steps times x.
func TestTuneSackson(t *testing.T) {
	if os.Getenv("SCOREPAD_TUNE") == "" {
		t.Skip("tuning: set SCOREPAD_TUNE=games")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_TUNE"))
	seed := uint64(77)
	if x, err := strconv.ParseUint(os.Getenv("SCOREPAD_TUNE_SEED"), 10, 64); err == nil {
		seed = x
	}
	P := tuneStart(t)
	ev := func() (float64, float64) { return fastSim(ModelSackson(200, P), n, seed) }
	start := time.Now()
	m, se := ev()
	fmt.Printf("start %.1f ± %.1f\n", m, se)
	fields := selectedFields()
	iters := 2
	if x, err := strconv.ParseFloat(os.Getenv("SCOREPAD_TUNE_STEP"), 64); err == nil {
		for i := range fields {
			fields[i].step *= x // finer steps from the shipped weights
		}
		iters = 1
	}
	descend(&P, fields, iters, m, fmt.Sprintf("%.1f ± %.1f", m, se), func() (float64, string) {
		m, se := ev()
		return m, fmt.Sprintf("%.1f ± %.1f", m, se)
	}, func(it int, text string) {
		fmt.Printf("iter %d %s (%.0fs)\n", it, text, time.Since(start).Seconds())
	})
}

// selectedFields are the weights named in SCOREPAD_TUNE_FIELDS (default
// all).
func selectedFields() []tuneField {
	fields := tuneFields()
	names := os.Getenv("SCOREPAD_TUNE_FIELDS")
	if names == "" {
		return fields
	}
	var sel []tuneField
	for _, name := range strings.Split(names, ",") {
		for _, f := range fields {
			if f.name == name {
				sel = append(sel, f)
			}
		}
	}
	return sel
}

// descend is coordinate descent over fields of P: each weight moved by its
// step while score (higher is better; its text printed) improves on m
// (the start's score, text its text),
// both ways, then the steps halved, iters times; after each pass done
// gets the pass and the best score's text, and the weights are printed.
func descend(P *SacksonParams, fields []tuneField, iters int, m float64, text string, score func() (float64, string), done func(it int, text string)) {
	for it := 0; it < iters; it++ {
		for i := range fields {
			f := fields[i].f(P)
			for _, dir := range []float64{1, -1} {
				for {
					old := *f
					*f = old + dir*fields[i].step
					m2, t2 := score()
					fmt.Printf("  %s=%.4f: %s\n", fields[i].name, *f, t2)
					if m2 > m {
						m, text = m2, t2
						continue
					}
					*f = old
					break
				}
			}
		}
		for i := range fields {
			fields[i].step /= 2
		}
		done(it, text)
		js, _ := json.Marshal(*P)
		fmt.Printf("%s\n", js)
	}
}

// TestValidateParams: SCOREPAD_TUNE_START against the shipped weights on
// the same SCOREPAD_VPARAMS games of each seed of SCOREPAD_VSEEDS (default
// 1,77), the paired difference with its standard error.
func TestValidateParams(t *testing.T) {
	if os.Getenv("SCOREPAD_VPARAMS") == "" {
		t.Skip("measurements: set SCOREPAD_VPARAMS=games")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_VPARAMS"))
	seeds := os.Getenv("SCOREPAD_VSEEDS")
	if seeds == "" {
		seeds = "1,77"
	}
	P := tuneStart(t)
	for _, s := range strings.Split(seeds, ",") {
		seed, _ := strconv.ParseUint(s, 10, 64)
		a := fastTotals(ModelSackson(200, P), n, seed)
		b := fastTotals(ModelSackson(200, DefaultSacksonParams), n, seed)
		ma, sa := meanSE(a)
		mb, sb := meanSE(b)
		d, sd := pairedDiff(a, b)
		fmt.Printf("seed %d: new %.1f ± %.1f, shipped %.1f ± %.1f, paired %+.2f ± %.2f\n", seed, ma, sa, mb, sb, d, sd)
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
