package advisor

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// fastSim plays n solo games on the compact model with e's greedy policy.
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

func TestTuneSackson(t *testing.T) {
	if os.Getenv("SCOREPAD_TUNE") == "" {
		t.Skip("tuning: set SCOREPAD_TUNE=games")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_TUNE"))
	P := SacksonParams{Kappa: 0.75, Beta: 0.8375, Gamma: 0.15, Focus: -0.025, Stuck: -3.75, Disp: 1.1875}
	start := time.Now()
	m, se := fastSim(ParamSackson(200, P), n, 77)
	fmt.Printf("start %+v %.1f ± %.1f (%.1fs)\n", P, m, se, time.Since(start).Seconds())
	fields := []*float64{&P.Tau, &P.Disp, &P.Kappa, &P.Beta, &P.Gamma, &P.Focus, &P.Stuck}
	names := []string{"Tau", "Disp", "Kappa", "Beta", "Gamma", "Focus", "Stuck"}
	steps := []float64{2, 0.3, 0.08, 0.2, 0.06, 0.2, 20}
	for it := 0; it < 3; it++ {
		for i, f := range fields {
			for _, dir := range []float64{1, -1} {
				for {
					old := *f
					*f = old + dir*steps[i]
					m2, se2 := fastSim(ParamSackson(200, P), n, 77)
					fmt.Printf("  %s=%.3f: %.1f ± %.1f\n", names[i], *f, m2, se2)
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

func TestTunePI(t *testing.T) {
	if os.Getenv("SCOREPAD_TUNE3") == "" {
		t.Skip("tuning")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_TUNE3"))
	P := SacksonParams{Kappa: 0.75, Beta: 0.875, Gamma: 0.15, Focus: 0.025, Stuck: -3.75, Disp: 1.225}
	e := ParamSackson(200, P)
	m, se := fastSim(e, 10000, 77)
	fmt.Printf("param %.1f ± %.1f\n", m, se)
	for round := 0; round < 6; round++ {
		start := time.Now()
		e2 := *e
		trainFrom(&e2, 1, n, uint64(100+round), 0.3)
		m, se := fastSim(&e2, 10000, 77)
		fmt.Printf("round %d: %.1f ± %.1f (%.0fs)\n", round, m, se, time.Since(start).Seconds())
		e = &e2
	}
}

func TestDiagSackson(t *testing.T) {
	if os.Getenv("SCOREPAD_DIAG") == "" {
		t.Skip("diag")
	}
	P := SacksonParams{Kappa: 0.75, Beta: 0.8375, Gamma: 0.15, Focus: -0.025, Stuck: -3.75, Disp: 1.1875}
	e := ParamSackson(200, P)
	r := sacksonModel()
	var stuck, act, throws, sat float64
	var rowc [13][16]float64
	n := 5000
	for g := 0; g < n; g++ {
		rng := rand.New(rand.NewPCG(5, uint64(g)))
		var p sPad
		for !p.ended {
			cs := r.choices[p.mask()][rollHand(rng)]
			i, _ := e.greedy(r, &p, cs)
			r.apply(&p, &cs[i])
			throws++
		}
		for s := 2; s <= 12; s++ {
			c := p.rows[s]
			rowc[s][min(c, 15)]++
			if c > 0 {
				act++
			}
			if c > 0 && c < 5 {
				stuck++
			}
			if c > 10 {
				sat += float64(c - 10)
			}
		}
	}
	fmt.Printf("throws %.2f active %.2f stuck %.2f wasted>10 %.2f\n", throws/float64(n), act/float64(n), stuck/float64(n), sat/float64(n))
	for s := 2; s <= 12; s++ {
		fmt.Printf("%2d:", s)
		for c := 0; c < 16; c++ {
			fmt.Printf(" %4.0f", rowc[s][c]/float64(n)*1000)
		}
		fmt.Println()
	}
}

// expectimax1 values q by the mean over the next throw of the best
// afterstate's evaluation.
func expectimax1(e *SacksonEval, r *sacksonRules, q *sPad) float64 {
	if q.ended {
		return e.value(r, q)
	}
	m := q.mask()
	v := 0.0
	for h := 0; h < len(r.handProb); h++ {
		_, bv := e.greedy(r, q, r.choices[m][h])
		v += r.handProb[h] * bv
	}
	return v
}

func simPolicy(n int, seed uint64, choose func(r *sacksonRules, p *sPad, cs []sChoice, rng *rand.Rand) int) (float64, float64, float64) {
	r := sacksonModel()
	tot := make([]float64, n)
	start := time.Now()
	var wg sync.WaitGroup
	var choices int64
	var mu sync.Mutex
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			nc := 0
			for g := w; g < n; g += 2 {
				rng := rand.New(rand.NewPCG(seed, uint64(g)))
				var p sPad
				for !p.ended {
					cs := r.choices[p.mask()][rollHand(rng)]
					i := choose(r, &p, cs, rng)
					r.apply(&p, &cs[i])
					nc++
				}
				tot[g] = float64(r.total(&p, 0))
			}
			mu.Lock()
			choices += int64(nc)
			mu.Unlock()
		}(w)
	}
	wg.Wait()
	s, s2 := 0.0, 0.0
	for _, t := range tot {
		s += t
		s2 += t * t
	}
	mean := s / float64(n)
	return mean, math.Sqrt((s2/float64(n) - mean*mean) / float64(n)), time.Since(start).Seconds() / float64(choices) * 2
}

func TestTuneExpert(t *testing.T) {
	if os.Getenv("SCOREPAD_TUNEX") == "" {
		t.Skip("tuning")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_TUNEX"))
	P := SacksonParams{Kappa: 0.75, Beta: 0.8375, Gamma: 0.15, Focus: -0.025, Stuck: -3.75, Disp: 1.1875}
	e := ParamSackson(200, P)
	modes := []string{"greedy", "em1", "roll50"}
	if m := os.Getenv("SCOREPAD_MODES"); m != "" {
		modes = strings.Split(m, ",")
	}
	for _, mode := range modes {
		m, se, spc := simPolicy(n, 9, func(r *sacksonRules, p *sPad, cs []sChoice, rng *rand.Rand) int {
			switch mode {
			case "greedy":
				i, _ := e.greedy(r, p, cs)
				return i
			case "em1":
				best, bv := 0, math.Inf(-1)
				for i := range cs {
					q := *p
					r.apply(&q, &cs[i])
					if v := expectimax1(e, r, &q); v > bv {
						best, bv = i, v
					}
				}
				return best
			}
			if strings.HasPrefix(mode, "prune") {
				var k, nr int
				fmt.Sscanf(mode, "prune%dx%d", &k, &nr)
				type cand struct {
					q sPad
					i int
					v float64
				}
				var cs2 []cand
				seen := map[sPad]bool{}
				for i := range cs {
					q := *p
					r.apply(&q, &cs[i])
					if seen[q] {
						continue
					}
					seen[q] = true
					cs2 = append(cs2, cand{q, i, expectimax1(e, r, &q)})
				}
				sort.Slice(cs2, func(a, b int) bool { return cs2[a].v > cs2[b].v })
				if len(cs2) > k {
					cs2 = cs2[:k]
				}
				x := &SacksonExpert{Eval: e, Rollouts: nr}
				seed := rng.Uint64()
				best, bv := cs2[0].i, math.Inf(-1)
				for _, c := range cs2 {
					if v := x.rollouts(r, c.q, seed); v > bv {
						best, bv = c.i, v
					}
				}
				return best
			}
			nr := 50
			fmt.Sscanf(mode, "roll%d", &nr)
			x := &SacksonExpert{Eval: e, Rollouts: nr}
			best, bv := 0, math.Inf(-1)
			seen := map[sPad]float64{}
			seed := rng.Uint64()
			for i := range cs {
				q := *p
				r.apply(&q, &cs[i])
				v, ok := seen[q]
				if !ok {
					v = x.rollouts(r, q, seed)
					seen[q] = v
				}
				if v > bv {
					best, bv = i, v
				}
			}
			return best
		})
		fmt.Printf("%s: %.1f ± %.1f over %d games, %.4f s/choice\n", mode, m, se, n, spc)
	}
}

func TestTrainedNewShape(t *testing.T) {
	if os.Getenv("SCOREPAD_TUNE4") == "" {
		t.Skip("tuning")
	}
	e := TrainSackson(200, 3, 30000, 1)
	m, se := fastSim(e, 10000, 77)
	fmt.Printf("trained new shape: %.1f ± %.1f\n", m, se)
}
