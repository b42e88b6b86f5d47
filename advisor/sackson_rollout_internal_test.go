package advisor

import (
	"math/rand/v2"
	"runtime"
	"sync"

	"github.com/scorepad/scorepad/scoring"
)

// rolloutExpert is the Sackson Expert before the search (sacksonsearch.go):
// research only, for the measurements of the README's tables (TestSackRegret,
// TestSacksonExpertIdeas). It plays by rollouts: every distinct afterstate
// of the throw is valued by the mean final total of Rollouts games played
// on from it with the evaluation's greedy policy, every candidate meeting the same
// dice (common random numbers: the differences are what count); the best
// mean wins. Its choices are deterministic for a pad and a throw.
type rolloutExpert struct {
	Eval     *SacksonEval
	Rollouts int
	Parallel bool // share a choice's rollouts among the cores (at the table)
}

// Options values every legal choice for roll by rollouts, best first; the
// distinct afterstates are shared among the cores.
func (x *rolloutExpert) Options(pad *scoring.SacksonPad, roll []uint8) []SacksonOption {
	r := sacksonModelOf(pad.Rules)
	p := compact(pad)
	cs, qs := afterstates(r, &p, roll)
	out := make([]SacksonOption, len(cs))
	if len(cs) == 1 {
		return []SacksonOption{{cs[0].c, x.Eval.value(r, &qs[0])}}
	}
	idx, uniq := distinct(qs)
	vals := make([]float64, len(uniq))
	seed := padSeed(&p, roll)
	workers := 1
	if x.Parallel {
		workers = runtime.GOMAXPROCS(0)
	}
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for u := w; u < len(uniq); u += workers {
				vals[u] = x.rollouts(r, uniq[u], seed)
			}
		}(w)
	}
	wg.Wait()
	for i := range cs {
		out[i] = SacksonOption{cs[i].c, vals[idx[qs[i]]]}
	}
	return sortOptions(out)
}

// rollouts is the mean final total of the games played on from q.
func (x *rolloutExpert) rollouts(r *sacksonRules, q sPad, seed uint64) float64 {
	pi := penIndex(x.Eval.Pen)
	sum := 0.0
	n := max(1, x.Rollouts)
	for k := 0; k < n; k++ {
		rng := rand.New(rand.NewPCG(seed, uint64(k)))
		g := q
		for !g.ended {
			cs := r.choices[g.mask()][rollHand(rng)]
			j := x.Eval.greedy(r, &g, cs)
			r.apply(&g, &cs[j])
		}
		sum += float64(r.total(&g, pi))
	}
	return sum / float64(n)
}

// Choose takes the best option.
func (x *rolloutExpert) Choose(pad *scoring.SacksonPad, roll []uint8) scoring.SacksonChoice {
	return x.Options(pad, roll)[0].Choice
}
