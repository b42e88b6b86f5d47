package sackson

import (
	"math"
	"math/rand/v2"
	"runtime"
	"sort"
	"sync"

	"github.com/scorepad/scorepad/scoring"
)

// The Sackson Expert's search over an evaluation (sacksoneval.go). Every
// distinct afterstate of the throw is valued by the evaluation; the best
// few (at most Top, none more than Margin points behind the best) are
// valued again: with Rollouts 0, exactly one throw ahead (expect: the mean
// over the 252 throws of the best next afterstate's value); else by
// Rollouts short rollouts: Depth throws played on with the evaluation's
// greedy policy, every candidate meeting the same dice (common random
// numbers), and the pad then valued by the evaluation (or its total when
// its game has ended). The shipped Expert (NewSacksonFittedExpert) is the
// exact look-ahead on every split over the fit with its network; the
// Expert before it, the rollouts over the additive fit on the best 4
// within 75 fitted points, greedy on the model; NewSacksonExpert, over the
// model on every split, is the fallback when no fit matches the model and
// the measurements' reference (README: the ideas measured, paired game by
// game by TestSacksonSearchPaired and TestSacksonNetExpert).

// SacksonSearch is the Expert: an exact look-ahead or short rollouts over
// an evaluation on the most promising splits. Options are deterministic for a pad and a throw.
// Not safe for concurrent use (one per goroutine; Parallel shares one
// choice's work among the cores).
type SacksonSearch struct {
	Eval     *SacksonEval
	Top      int     // afterstates searched (0: all)
	Margin   float64 // points behind the best still searched (0: no limit)
	Rollouts int     // rollouts per afterstate searched (0: one throw of exact look-ahead instead)
	Depth    int     // throws a rollout plays before the evaluation (0: to the end)
	// The fields below are research options, measured and not shipped
	// (README: the search's ideas; TestSacksonSearchPaired): zero in both
	// Experts.

	// LeafFrom > 0 values a rollout by the mean of the model's values
	// after each of its throws LeafFrom to Depth (a game ended counts its
	// total for the throws it did not play) instead of the value after
	// throw Depth alone.
	LeafFrom int
	// LeafExpect values a rollout's last throw exactly: the mean over
	// the 252 throws of the best afterstate's value (expect).
	LeafExpect bool
	// Temp > 0 softens the rollouts' policy: a choice is played with
	// probability proportional to exp(value/Temp).
	Temp float64
	// SameTime stops a rollout when the expected throws left (from the
	// tracks, S4) are Depth fewer than before the throw searched, instead
	// of after Depth throws: every candidate's leaf at the same time left.
	SameTime bool
	// Prior adds Prior times the model's value of a candidate to its
	// rollouts' mean (the model's ranking as a second opinion).
	Prior float64
	// Batch > 0 races the candidates: rollouts are played Batch at a time
	// for every candidate still in the race, and a candidate whose mean,
	// paired rollout by rollout with the leader's (the same dice), is
	// behind by more than Z standard errors of that paired difference is
	// dropped; the race stops when one is left or after Rollouts each.
	Batch int
	Z     float64
	// Blend > 0 (research; not with Batch) values a candidate by
	// (1 − Blend) times its rollouts' mean plus Blend times its exact
	// value one throw ahead (expect) over BlendEval.
	Blend     float64
	BlendEval *SacksonEval
	// Expect2 > 0 (research; with Rollouts 0) values the Top2 best candidates by
	// the exact look-ahead again two throws ahead: the mean over Expect2
	// throws drawn (the same for every candidate) of the best next
	// afterstate's exact value one throw ahead; the others rank below.
	Expect2  int
	Top2     int
	Inner2   int // > 0: only the Inner2 best afterstates of a throw drawn, by the evaluation, are looked ahead from
	Parallel bool

	looks []*searcher
	t0    float64 // the expected throws left before the throw searched
}

// The search over the model (measured on the same games, README): every
// distinct afterstate, 400 rollouts of 10 throws each; +4.7 ± 2.1 on the
// best 4 within 150 points over 3,000 games, paired game by game, for
// about twice the time (8–9 CPU-ms a choice). The fitted Expert keeps the
// rollouts and their depth and chooses its own splits.
const (
	searchTop      = 0
	searchMargin   = 0
	searchRollouts = 400
	searchDepth    = 10
)

// NewSacksonExpert is the search over evaluation e on every split (the
// Expert over the model; the fitted Expert, NewSacksonFittedExpert, builds
// on it); rollouts is the number per split searched (0: one throw of exact
// look-ahead instead).
func NewSacksonExpert(e *SacksonEval, rollouts int, parallel bool) *SacksonSearch {
	return &SacksonSearch{Eval: e, Top: searchTop, Margin: searchMargin, Rollouts: rollouts, Depth: searchDepth, Parallel: parallel}
}

// DefaultSacksonRollouts is the shipped Expert's rollouts per split: none,
// it looks one throw ahead exactly over the fit with its network
// (NewSacksonFittedExpert); with rollouts > 0 it is the Expert before it.
const DefaultSacksonRollouts = 0

// searcher holds one core's scratch space.
type searcher struct {
	e    *SacksonEval
	r    *sacksonRules
	memo [13][13][8]float32
	seen [13][13][8]uint32
	gen  uint32
	nb   netBase // the pad expect looks one throw ahead from
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
	fit := s.e.fit
	near := fit != nil && fit.net != nil
	if near {
		fit.net.base(r, q, &s.nb)
	}
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
				if near {
					s.memo[a][b][f] = float32(fit.valueNear(r, &n, &s.nb))
				} else {
					s.memo[a][b][f] = float32(s.value(&n))
				}
				s.seen[a][b][f] = s.gen
			}
			best = max(best, s.memo[a][b][f])
		}
		sum += r.handProb[h] * float64(best)
	}
	return sum
}

// rollout is the value of one game played on from q with the evaluation's
// greedy policy (x.Temp > 0: softened) for x.Depth throws (0: to the end),
// then valued by the evaluation (its total when its game has ended);
// x.LeafFrom > 0 values it by the mean of its values after throws LeafFrom
// to Depth instead, a game ended counting its total for the throws it did
// not play; x.LeafExpect values the last throw exactly (expect). The k-th
// game's dice come from (seed, k) whatever q (common random numbers).
func (s *searcher) rollout(x *SacksonSearch, q sPad, k int, seed uint64) float64 {
	r := s.r
	depth, from := x.Depth, x.LeafFrom
	if x.SameTime && depth > 0 {
		return s.rolloutTime(q, k, seed, x.t0-float64(depth))
	}
	rng := rand.New(rand.NewPCG(seed, uint64(k)))
	g := q
	if depth == 0 || from <= 0 || from > depth {
		from = depth
	}
	sum := 0.0
	for d := 1; ; d++ {
		if g.ended {
			v := s.value(&g)
			if depth == 0 {
				return v
			}
			return (sum + v*float64(depth-max(d, from)+1)) / float64(depth-from+1)
		}
		if x.LeafExpect && d == depth {
			return (sum + s.expect(&g)) / float64(depth-from+1)
		}
		cs := r.choices[g.mask()][rollHand(rng)]
		var j int
		if x.Temp > 0 {
			j = s.soft(&g, cs, x.Temp, rng.Float64())
		} else {
			j = s.e.greedy(r, &g, cs)
		}
		r.apply(&g, &cs[j])
		if depth > 0 && d >= from {
			sum += s.value(&g) // an ended pad's value is its total
			if d == depth {
				return sum / float64(depth-from+1)
			}
		}
	}
}

// rolloutTime plays greedily from q until the expected throws left are at
// most t (or the game ends), then values the pad.
func (s *searcher) rolloutTime(q sPad, k int, seed uint64, t float64) float64 {
	r := s.r
	rng := rand.New(rand.NewPCG(seed, uint64(k)))
	g := q
	for !g.ended && r.throwsLeft(&g) > t {
		cs := r.choices[g.mask()][rollHand(rng)]
		j := s.e.greedy(r, &g, cs)
		r.apply(&g, &cs[j])
	}
	return s.value(&g)
}

// soft picks a choice with probability proportional to exp(value/temp),
// by the uniform number u, and returns its index.
func (s *searcher) soft(p *sPad, cs []sChoice, temp, u float64) int {
	var vs [64]float64
	best := math.Inf(-1)
	for i := range cs {
		q := *p
		s.r.apply(&q, &cs[i])
		vs[i] = s.value(&q)
		best = max(best, vs[i])
	}
	z := 0.0
	for i := range cs {
		vs[i] = math.Exp((vs[i] - best) / temp)
		z += vs[i]
	}
	u *= z
	for i := range cs {
		if u < vs[i] || i == len(cs)-1 {
			return i
		}
		u -= vs[i]
	}
	panic("unreachable")
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
	vals := x.values(r, &p, roll, uniq)
	out := make([]SacksonOption, len(cs))
	for i := range cs {
		out[i] = SacksonOption{cs[i].c, vals[idx[qs[i]]]}
	}
	return sortOptions(out)
}

// values values the distinct afterstates uniq of roll on p: by the search
// for those searched, by the evaluation for the others, ranked below them.
func (x *SacksonSearch) values(r *sacksonRules, p *sPad, roll []uint8, uniq []sPad) []float64 {
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
		seed := padSeed(p, roll)
		x.t0 = r.throwsLeft(p)
		var searched []float64
		switch {
		case x.Rollouts > 0 && x.Batch > 0:
			searched = x.race(ss, uniq, sel, seed)
		default:
			searched = make([]float64, len(sel))
			x.share(ss, len(sel), func(s *searcher, k int) {
				q := uniq[sel[k]]
				if x.Rollouts > 0 {
					sum := 0.0
					for i := 0; i < x.Rollouts; i++ {
						sum += s.rollout(x, q, i, seed)
					}
					searched[k] = sum / float64(x.Rollouts)
					if x.Blend > 0 {
						e := s.e
						s.e = x.BlendEval
						searched[k] = (1-x.Blend)*searched[k] + x.Blend*s.expect(&q)
						s.e = e
					}
				} else {
					searched[k] = s.expect(&q)
				}
			})
			if x.Expect2 > 0 && x.Rollouts == 0 {
				x.twoPly(ss, uniq, sel, searched, seed)
			}
		}
		floor := math.Inf(1)
		for k, u := range sel {
			searched[k] += x.Prior * vals[u]
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
	return vals
}

// share runs job(searcher, k) for k < n, the ks shared among the searchers
// (one goroutine each when there are several).
func (x *SacksonSearch) share(ss []*searcher, n int, job func(s *searcher, k int)) {
	if len(ss) == 1 {
		for k := 0; k < n; k++ {
			job(ss[0], k)
		}
		return
	}
	var wg sync.WaitGroup
	for w := range ss {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for k := w; k < n; k += len(ss) {
				job(ss[w], k)
			}
		}(w)
	}
	wg.Wait()
}

// race values the candidates sel by rollouts played Batch at a time, the
// candidates clearly behind the leader dropped (SacksonSearch.Batch): the
// value of a candidate is the mean of its rollouts, a candidate dropped
// ranked below every candidate still in the race at the end.
func (x *SacksonSearch) race(ss []*searcher, uniq []sPad, sel []int, seed uint64) []float64 {
	vs := make([][]float64, len(sel))
	sums := make([]float64, len(sel))
	alive := make([]int, len(sel))
	for k := range sel {
		vs[k] = make([]float64, 0, x.Rollouts)
		alive[k] = k
	}
	out := make([]float64, len(sel))
	var dropped []int
	for n := 0; n < x.Rollouts && len(alive) > 1; {
		b := min(x.Batch, x.Rollouts-n)
		x.share(ss, len(alive), func(s *searcher, i int) {
			k := alive[i]
			q := uniq[sel[k]]
			for j := n; j < n+b; j++ {
				v := s.rollout(x, q, j, seed)
				vs[k] = append(vs[k], v)
				sums[k] += v
			}
		})
		n += b
		lead := alive[0]
		for _, k := range alive[1:] {
			if sums[k] > sums[lead] {
				lead = k
			}
		}
		keep := alive[:0]
		for _, k := range alive {
			if k != lead && behind(vs[lead], vs[k], x.Z) {
				out[k] = sums[k] / float64(n)
				dropped = append(dropped, k)
				continue
			}
			keep = append(keep, k)
		}
		alive = keep
	}
	floor := math.Inf(1)
	for _, k := range alive {
		out[k] = sums[k] / float64(len(vs[k]))
		floor = min(floor, out[k])
	}
	// the dropped rank below the survivors
	for _, k := range dropped {
		if out[k] >= floor {
			out[k] = math.Nextafter(floor, math.Inf(-1))
		}
	}
	return out
}

// behind says whether b is behind a by more than z standard errors of their
// paired difference, rollout by rollout (the same dice).
func behind(a, b []float64, z float64) bool {
	n := float64(len(a))
	s, s2 := 0.0, 0.0
	for i := range a {
		d := a[i] - b[i]
		s += d
		s2 += d * d
	}
	m := s / n
	v := (s2/n - m*m) * n / max(n-1, 1)
	return m > 0 && m*m > z*z*v/n
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

// twoPly revalues the x.Top2 best of the candidates sel (searched: their
// values one throw ahead) two throws ahead (Expect2).
func (x *SacksonSearch) twoPly(ss []*searcher, uniq []sPad, sel []int, searched []float64, seed uint64) {
	order := make([]int, len(sel))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return searched[order[a]] > searched[order[b]] })
	top := order[:min(x.Top2, len(order))]
	if len(top) < 2 {
		return
	}
	two := make([]float64, len(top))
	x.share(ss, len(top), func(s *searcher, k int) {
		q := uniq[sel[top[k]]]
		if q.ended {
			two[k] = s.value(&q)
			return
		}
		r := s.r
		sum := 0.0
		for i := 0; i < x.Expect2; i++ {
			rng := rand.New(rand.NewPCG(seed, uint64(i)))
			cs := r.choices[q.mask()][rollHand(rng)]
			best := math.Inf(-1)
			if x.Inner2 > 0 && len(cs) > x.Inner2 {
				// only the Inner2 best afterstates by the evaluation
				var ns [64]sPad
				var vs [64]float64
				for j := range cs {
					ns[j] = q
					r.apply(&ns[j], &cs[j])
					vs[j] = s.value(&ns[j])
				}
				for range x.Inner2 {
					b := -1
					for j := range cs {
						if !math.IsInf(vs[j], -1) && (b < 0 || vs[j] > vs[b]) {
							b = j
						}
					}
					best = max(best, s.expect(&ns[b]))
					vs[b] = math.Inf(-1)
				}
				sum += best
				continue
			}
			for j := range cs {
				n := q
				r.apply(&n, &cs[j])
				best = max(best, s.expect(&n))
			}
			sum += best
		}
		two[k] = sum / float64(x.Expect2)
	})
	floor := math.Inf(1)
	for k, i := range top {
		searched[i] = two[k]
		floor = min(floor, two[k])
	}
	for _, i := range order[len(top):] {
		if searched[i] >= floor {
			searched[i] = math.Nextafter(floor, math.Inf(-1))
		}
	}
}
