//go:build unix

package advisor

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/scorepad/scorepad/scoring"
)

// paired returns the mean of a, its standard error, and the mean of a − b
// with its standard error.
func paired(a, b []float64) (m, se, d, dse float64) {
	n := float64(len(a))
	var s, s2, ds, ds2 float64
	for i := range a {
		s += a[i]
		s2 += a[i] * a[i]
		x := a[i] - b[i]
		ds += x
		ds2 += x * x
	}
	m, d = s/n, ds/n
	return m, math.Sqrt((s2/n - m*m) / n), d, math.Sqrt((ds2/n - d*d) / n)
}

// calib prints the mean fitted value and the mean return by bucket of T
// on held-out samples.
func calib(f *sackFit, data []fitSample) {
	r := sacksonModel()
	var n, sv, sy, se2 [6]float64
	for i := range data {
		T := r.throwsLeft(&data[i].p)
		b := min(int(T/5), 5)
		v := f.value(r, &data[i].p)
		n[b]++
		sv[b] += v
		sy[b] += data[i].y
		se2[b] += (v - data[i].y) * (v - data[i].y)
	}
	for b := range n {
		if n[b] > 0 {
			fmt.Printf("    T %2d–%2d: %7.0f samples, fit %6.1f return %6.1f rmse %5.1f\n", 5*b, 5*b+5, n[b], sv[b]/n[b], sy[b]/n[b], math.Sqrt(se2[b]/n[b]))
		}
	}
}

// TestSacksonFitIdeas: approximate policy iteration on the fitted
// evaluation (SCOREPAD_FIT="games,rounds,ridge"; rounds 0: the shipped
// fit), each greedy policy on SCOREPAD_FITGAMES games of seed 1 (or
// SCOREPAD_FITSEED) paired against the Normal on the model.
func TestSacksonFitIdeas(t *testing.T) {
	spec := os.Getenv("SCOREPAD_FIT")
	if spec == "" {
		t.Skip(`set SCOREPAD_FIT="games,rounds,ridge"`)
	}
	var games, rounds int
	var ridge float64
	fmt.Sscanf(strings.ReplaceAll(spec, ",", " "), "%d %d %g", &games, &rounds, &ridge)
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_FITGAMES"))
	if n == 0 {
		n = 20000
	}
	seed := uint64(1)
	if x, err := strconv.ParseUint(os.Getenv("SCOREPAD_FITSEED"), 10, 64); err == nil {
		seed = x
	}
	model := SacksonModelEval(200)
	base := fastTotals(model, n, seed)
	m0, se0, _, _ := paired(base, base)
	fmt.Printf("Normal (model): %.1f ± %.1f over %d games of seed %d\n", m0, se0, n, seed)
	if rounds == 0 {
		start := time.Now()
		tot := fastTotals(SacksonFittedEval(200), n, seed)
		m, se, d, dse := paired(tot, base)
		fmt.Printf("greedy on the shipped fit: %.1f ± %.1f, against the Normal on the model %+.1f ± %.1f (%.1f µs a choice)\n", m, se, d, dse, time.Since(start).Seconds()*1e6/float64(n)/24)
	}
	pol := model
	for it := 0; it < rounds; it++ {
		cpu := cpuSeconds()
		data := fitData(pol, games, 1000+uint64(it))
		cpuData := cpuSeconds() - cpu
		f, err := fitSackson(model.model, data, ridge, os.Getenv("SCOREPAD_FITNOMODEL") != "")
		if err != nil {
			t.Fatal(err)
		}
		cpuFit := cpuSeconds() - cpu - cpuData
		fmt.Printf("round %d: %d samples from %d games (%.1f CPU-s), fit %.1f CPU-s\n", it, len(data), games, cpuData, cpuFit)
		calib(f, fitData(pol, 2000, 999))
		e := &SacksonEval{Pen: 200, model: model.model, fit: f, fitPolicy: true}
		start := time.Now()
		tot := fastTotals(e, n, seed)
		m, se, d, dse := paired(tot, base)
		fmt.Printf("  greedy on the fit: %.1f ± %.1f, against the Normal %+.1f ± %.1f (%.1f µs a choice)\n", m, se, d, dse, time.Since(start).Seconds()*1e6/float64(n)/24)
		pol = e
	}
}

// strategyTotals plays games from..to-1 of seed (SimulateSackson's dice)
// with s on one core and returns their totals and the throws played.
func strategyTotals(s SacksonStrategy, from, to int, seed uint64) ([]float64, int) {
	return playTotals(func() SacksonStrategy { return s }, 1, from, to, seed)
}

// playTotals is strategyTotals on workers cores, each with its own
// strategy from mk.
func playTotals(mk func() SacksonStrategy, workers, from, to int, seed uint64) ([]float64, int) {
	tot := make([]float64, to-from)
	th := make([]int, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := mk()
			for g := from + w; g < to; g += workers {
				pad, n := PlaySackson(200, s, rand.New(rand.NewPCG(seed, uint64(g))))
				tot[g-from] = float64(pad.Total(200))
				th[w] += n
			}
		}()
	}
	wg.Wait()
	n := 0
	for _, x := range th {
		n += x
	}
	return tot, n
}

// TestSacksonFitExpert: the Expert's search with the shipped fitted
// evaluation as its leaf (and for choosing the splits searched), on the
// first SCOREPAD_FITXGAMES games of seed 1, paired against the Expert
// before the fitted one (expertBefore: the best 4 within 150 over the
// model), whose totals are kept in the file SCOREPAD_FITBASE (only the
// games missing there are played; a new file when that Expert
// changes):
// SCOREPAD_FITX="top,margin,rollouts,depth,fitpolicy;…" (fitpolicy 1: the
// rollouts greedy on the fit too, else on the model; 2: greedy on the fit,
// ended on a fit of that greedy policy's games: a step of policy
// iteration).
func TestSacksonFitExpert(t *testing.T) {
	spec := os.Getenv("SCOREPAD_FITX")
	path := os.Getenv("SCOREPAD_FITBASE")
	if spec == "" || path == "" {
		t.Skip(`set SCOREPAD_FITX="top,margin,rollouts,depth,fitpolicy;…" SCOREPAD_FITBASE=file`)
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_FITXGAMES"))
	if n == 0 {
		n = 1000
	}
	model, fit := SacksonModelEval(200), SacksonFittedEval(200)
	if fit.fit == nil {
		t.Fatal("no fit")
	}
	var base []float64
	if b, err := os.ReadFile(path); err == nil {
		for _, s := range strings.Fields(string(b)) {
			x, _ := strconv.ParseFloat(s, 64)
			base = append(base, x)
		}
	}
	if len(base) < n {
		cpu := cpuSeconds()
		more, th := strategyTotals(expertBefore(model), len(base), n, 1)
		fmt.Printf("Expert before, games %d to %d: %.2f CPU-ms a choice\n", len(base), n, (cpuSeconds()-cpu)*1000/float64(th))
		base = append(base, more...)
		var sb strings.Builder
		for _, x := range base {
			fmt.Fprintf(&sb, "%g\n", x)
		}
		if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	base = base[:n]
	m, se, _, _ := paired(base, base)
	fmt.Printf("Expert before: %.1f ± %.1f over %d games\n", m, se, n)
	for _, s := range strings.Split(spec, ";") {
		var top, ro, depth, fp int
		var margin float64
		fmt.Sscanf(strings.ReplaceAll(s, ",", " "), "%d %g %d %d %d", &top, &margin, &ro, &depth, &fp)
		e := fit.WithModelPolicy()
		switch fp {
		case 1:
			e = fit
		case 2: // greedy on the shipped fit, ended on a fit of that policy's games
			f1, err := fitSackson(model.model, fitData(fit, fitTrainGames, fitTrainSeed+1), fitRidge, false)
			if err != nil {
				t.Fatal(err)
			}
			e = &SacksonEval{Pen: 200, model: model.model, fit: f1, pol: fit.fit}
		}
		cpu := cpuSeconds()
		tot, th := strategyTotals(&SacksonSearch{Eval: e, Top: top, Margin: margin, Rollouts: ro, Depth: depth}, 0, n, 1)
		ms := (cpuSeconds() - cpu) * 1000 / float64(th)
		m, se, d, dse := paired(tot, base)
		fmt.Printf("fit leaf top %d margin %g rollouts %d depth %d fitpolicy %d: %.1f ± %.1f over %d games, against the Expert before %+.1f ± %.1f, %.2f CPU-ms a choice\n",
			top, margin, ro, depth, fp, m, se, n, d, dse, ms)
	}
}

// TestGenerateSacksonFit writes the shipped fits (sacksonfitweights.go) to
// the file SCOREPAD_FITGEN names:
//
//	SCOREPAD_FITGEN=$PWD/advisor/sacksonfitweights.go go test ./advisor -run TestGenerateSacksonFit -timeout 30m
func TestGenerateSacksonFit(t *testing.T) {
	path := os.Getenv("SCOREPAD_FITGEN")
	if path == "" {
		t.Skip("set SCOREPAD_FITGEN=file")
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "// Code generated by TestGenerateSacksonFit; DO NOT EDIT.\n\npackage advisor\n\n")
	fmt.Fprintf(&sb, "// sacksonFitKey is fitKey() when the weights were fitted.\nconst sacksonFitKey = %#x\n\n", fitKey())
	fmt.Fprintf(&sb, "// sacksonFitWeights are the fits' weights by penalty (scoring.Penalties).\nvar sacksonFitWeights = [%d][fitN]float32{\n", len(scoring.Penalties))
	for _, pen := range scoring.Penalties {
		f, err := trainSacksonFit(pen)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&sb, "\t{ // %d\n", pen)
		for i := 0; i < fitN; i += 10 {
			sb.WriteString("\t\t")
			for j := i; j < min(i+10, fitN); j++ {
				sep := " "
				if j == min(i+10, fitN)-1 {
					sep = "\n"
				}
				fmt.Fprintf(&sb, "%.6g,%s", float32(f.w[j]), sep)
			}
		}
		sb.WriteString("\t},\n")
	}
	sb.WriteString("}\n")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// The shipped fit is calibrated (S7: the expected final total): on games
// of the model's Normal it was not fitted on, the mean fitted value of the
// afterstates chosen is the mean final total reached from them within 30
// points, early, mid-game and late, and the fit explains at least 10 % of
// the final totals' variance (a broken or stale fit does neither).
func TestS7FittedEvalIsCalibrated(t *testing.T) {
	e := SacksonFittedEval(200)
	if e.fit == nil {
		t.Fatal("no fit")
	}
	r := sacksonModel()
	data := fitData(SacksonModelEval(200), 300, 5)
	var n, sv, sy [3]float64
	var res, tot, ys float64
	for i := range data {
		ys += data[i].y
	}
	ybar := ys / float64(len(data))
	for i := range data {
		b := min(int(r.throwsLeft(&data[i].p)/8), 2)
		v, y := e.value(r, &data[i].p), data[i].y
		n[b]++
		sv[b] += v
		sy[b] += y
		res += (v - y) * (v - y)
		tot += (y - ybar) * (y - ybar)
	}
	for b := range n {
		if n[b] < 500 || math.Abs(sv[b]-sy[b])/n[b] > 30 {
			t.Errorf("S7: %.0f afterstates with %d to %d throws left: fitted %.1f, reached %.1f", n[b], 8*b, 8*b+8, sv[b]/n[b], sy[b]/n[b])
		}
	}
	if res > 0.9*tot {
		t.Errorf("S7: the fit explains %.1f %% of the totals' variance", 100*(1-res/tot))
	}
	t.Logf("explained %.1f %%", 100*(1-res/tot))
}

// The Normal on the fit beats the Normal on the model (S7: the higher
// total) by more than 3 standard errors of the paired difference over the
// same 20,000 games (a long check: SCOREPAD_LONG=1).
func TestS7FittedNormalBeatsTheModel(t *testing.T) {
	if os.Getenv("SCOREPAD_LONG") == "" {
		t.Skip("long check: set SCOREPAD_LONG=1")
	}
	base := fastTotals(SacksonModelEval(200), 20000, 1)
	m, se, d, dse := paired(fastTotals(SacksonFittedEval(200), 20000, 1), base)
	t.Logf("fitted Normal %.1f ± %.1f, %+.1f ± %.1f on the model's", m, se, d, dse)
	if d < 3*dse {
		t.Errorf("S7: the fitted Normal gains %.1f ± %.1f on the model's", d, dse)
	}
}
