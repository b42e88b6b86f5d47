package advisor

import (
	"math"
	"math/rand/v2"
	"runtime"
	"sync"

	"github.com/scorepad/scorepad/scoring"
)

// The Sackson Expert searches over the model evaluation (the Normal
// robot's, sacksoneval.go). Every distinct afterstate of the throw is
// valued by the model; the best few (at most Top, none more than Margin
// points behind the best) are valued again by Rollouts short rollouts:
// Depth throws played on with the model's greedy policy, every candidate
// meeting the same dice (common random numbers), and the pad then valued
// by the model (or its total when its game has ended). Short rollouts
// ending on a good evaluation are both cheaper and less noisy than
// rollouts to the end (README: the ideas measured).

// SacksonSearch is the Expert: short rollouts over an evaluation on the
// most promising splits. Options are deterministic for a pad and a throw.
// Not safe for concurrent use (one per goroutine; Parallel shares one
// choice's work among the cores).
type SacksonSearch struct {
	Eval     *SacksonEval
	Top      int     // afterstates searched (0: all)
	Margin   float64 // points behind the best still searched (0: no limit)
	Rollouts int     // rollouts per afterstate searched (0: one throw of exact look-ahead instead)
	Depth    int     // throws a rollout plays before the evaluation (0: to the end)
	Parallel bool

	looks []*searcher
}

// The shipped Expert's search (measured on the same games, README).
const (
	searchTop      = 4
	searchMargin   = 150
	searchRollouts = 400
	searchDepth    = 10
)

// NewSacksonExpert is the shipped Expert over evaluation e; rollouts is the
// number per split searched (0: one throw of exact look-ahead instead).
func NewSacksonExpert(e *SacksonEval, rollouts int, parallel bool) *SacksonSearch {
	return &SacksonSearch{Eval: e, Top: searchTop, Margin: searchMargin, Rollouts: rollouts, Depth: searchDepth, Parallel: parallel}
}

// DefaultSacksonRollouts is the shipped Expert's rollouts per split.
const DefaultSacksonRollouts = searchRollouts

// searcher holds one core's scratch space.
type searcher struct {
	e    *SacksonEval
	r    *sacksonRules
	memo [13][13][8]float32
	seen [13][13][8]uint32
	gen  uint32
}

func (s *searcher) value(p *sPad) float64 { return s.e.value(s.r, p) }

// expect is the exact expected value of afterstate q one throw ahead: the
// mean over the 252 throws of five dice, weighted by their probabilities,
// of the best next afterstate's value. A throw's choices lead to few
// distinct afterstates (two pair sums and the fifth die's effect), each
// valued once.
func (s *searcher) expect(q *sPad) float64 {
	if q.ended {
		return s.value(q)
	}
	r := s.r
	s.gen++
	if s.gen == 0 {
		s.seen = [13][13][8]uint32{}
		s.gen = 1
	}
	mask := q.mask()
	sum := 0.0
	for h := range r.handProb {
		cs := r.choices[mask][h]
		best := float32(math.Inf(-1))
		for i := range cs {
			c := &cs[i]
			a, b := min(c.a, c.b), max(c.a, c.b)
			f := c.fifth
			if c.free {
				f = 7
			}
			if s.seen[a][b][f] != s.gen {
				n := *q
				r.apply(&n, c)
				s.memo[a][b][f] = float32(s.value(&n))
				s.seen[a][b][f] = s.gen
			}
			best = max(best, s.memo[a][b][f])
		}
		sum += r.handProb[h] * float64(best)
	}
	return sum
}

// rollouts is the mean value of n games played on from q with the
// evaluation's greedy policy for depth throws (0: to the end), then
// valued by the evaluation; the k-th game's dice come from (seed, k)
// whatever q (common random numbers).
func (s *searcher) rollouts(q sPad, n, depth int, seed uint64) float64 {
	r := s.r
	sum := 0.0
	for k := 0; k < n; k++ {
		rng := rand.New(rand.NewPCG(seed, uint64(k)))
		g := q
		v := 0.0
		for d := 0; ; d++ {
			if g.ended {
				v = s.value(&g)
				break
			}
			cs := r.choices[g.mask()][rollHand(rng)]
			j, bv := s.e.greedy(r, &g, cs)
			r.apply(&g, &cs[j])
			if depth > 0 && d == depth-1 {
				v = bv
				break
			}
		}
		sum += v
	}
	return sum / float64(n)
}

func (x *SacksonSearch) searchers(r *sacksonRules, n int) []*searcher {
	for len(x.looks) < n {
		x.looks = append(x.looks, &searcher{})
	}
	for _, s := range x.looks[:n] {
		s.e, s.r = x.Eval, r
	}
	return x.looks[:n]
}

// Options values every legal choice for roll, best first: by the search for
// the afterstates searched, by the evaluation for the others, ranked below
// them.
func (x *SacksonSearch) Options(pad *scoring.SacksonPad, roll []uint8) []SacksonOption {
	r := sacksonModelOf(pad.Rules)
	p := compact(pad)
	cs, qs := afterstates(r, &p, roll)
	idx, uniq := distinct(qs)
	workers := 1
	if x.Parallel {
		workers = runtime.GOMAXPROCS(0)
	}
	ss := x.searchers(r, workers)
	vals := make([]float64, len(uniq))
	order := make([]int, len(uniq))
	for u := range uniq {
		vals[u] = ss[0].value(&uniq[u])
		order[u] = u
	}
	// best first by the evaluation (stable: ties keep the choices' order)
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && vals[order[j]] > vals[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	var sel []int
	for _, u := range order {
		if (x.Top > 0 && len(sel) >= x.Top) || (x.Margin > 0 && vals[u] < vals[order[0]]-x.Margin) {
			break
		}
		sel = append(sel, u)
	}
	if len(sel) > 1 {
		seed := padSeed(&p, roll)
		searched := make([]float64, len(sel))
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for k := w; k < len(sel); k += workers {
					q := uniq[sel[k]]
					if x.Rollouts > 0 {
						searched[k] = ss[w].rollouts(q, x.Rollouts, x.Depth, seed)
					} else {
						searched[k] = ss[w].expect(&q)
					}
				}
			}(w)
		}
		wg.Wait()
		floor := math.Inf(1)
		for k, u := range sel {
			vals[u] = searched[k]
			floor = min(floor, searched[k])
		}
		// the afterstates not searched rank below those searched
		for _, u := range order[len(sel):] {
			if vals[u] >= floor {
				vals[u] = math.Nextafter(floor, math.Inf(-1))
			}
		}
	}
	out := make([]SacksonOption, len(cs))
	for i := range cs {
		out[i] = SacksonOption{cs[i].c, vals[idx[qs[i]]]}
	}
	return sortOptions(out)
}

// Choose takes the best option.
func (x *SacksonSearch) Choose(pad *scoring.SacksonPad, roll []uint8) scoring.SacksonChoice {
	return x.Options(pad, roll)[0].Choice
}

// SacksonAdvisor is a strategy that values every option of a throw (the
// hints).
type SacksonAdvisor interface {
	SacksonStrategy
	Options(pad *scoring.SacksonPad, roll []uint8) []SacksonOption
}
