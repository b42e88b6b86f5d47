package sackson

import (
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"

	"github.com/scorepad/scorepad/advisor/internal/engine"
	"github.com/scorepad/scorepad/scoring"
)

// A fitted, calibrated evaluation of a Sackson pad (S1–S7): the expected
// final total of a pad under a policy, learned by least squares from
// Monte-Carlo returns (approximate policy iteration). The model's value
// (sacksonparam.go) compares afterstates of one throw well but is no
// expected total (it adds a worth of the time left far above what the
// rows will make); the fit is one, so rollouts can end on it.
//
// The function is additive, every term interpolated linearly in the time
// left T (the expected throws left from the tracks, S4) between knots:
//
//	V(p) = Σ_s f_s(checks_s, T) + g(recorded values, T)
//	     + Σ_j x_j(p) · h_j(T)
//
// where x_j are the model's value, the pad's total now (S6), the rows in
// the penalty zone (1–4 checks), the rows in play and the checks the rows
// in the penalty zone still need to reach 5. A pad whose game has ended is
// worth its total, exactly (S7).

// fitKnots are the knots of T.
var fitKnots = [...]float64{0, 2, 4, 6, 9, 12, 16, 20, 26}

const (
	fitK     = len(fitKnots)
	fitRowC  = 11 // checks 0..10 (10 and more alike, S6)
	fitRows  = 11 * fitRowC * fitK
	fitMasks = 64 * fitK
	fitDense = 5
	fitN     = fitRows + fitMasks + fitDense*fitK
	fitNZ    = 2 * (11 + 1 + fitDense)
)

// sackFit is a fitted evaluation for one penalty.
type sackFit struct {
	m       *sackModel // the model, one of the inputs
	w       []float64  // by feature
	noModel bool       // without the model's value among the inputs
	net     *sackNet   // when set, a correction of the additive fit (sacksonnet.go)
}

// fitFeat is a pad's features: sparse, at most fitNZ.
type fitFeat struct {
	idx [fitNZ]int32
	val [fitNZ]float64
	n   int
}

func (f *fitFeat) add(i int, v float64) {
	f.idx[f.n], f.val[f.n] = int32(i), v
	f.n++
}

// knot returns the knot below T and the weight of the one above.
func knot(T float64) (int, float64) {
	if T >= fitKnots[fitK-1] {
		return fitK - 2, 1
	}
	k := 0
	for T >= fitKnots[k+1] {
		k++
	}
	return k, (T - fitKnots[k]) / (fitKnots[k+1] - fitKnots[k])
}

// features lists the features of p (whose game has not ended).
func (f *sackFit) features(r *sacksonRules, p *sPad, out *fitFeat) {
	out.n = 0
	T := r.throwsLeft(p)
	k, a := knot(T)
	two := func(base int, x float64) {
		out.add(base+k, x*(1-a))
		out.add(base+k+1, x*a)
	}
	pen, play, need := 0, 0, 0
	for s := 2; s <= 12; s++ {
		c := int(p.rows[s])
		two(((s-2)*fitRowC+min(c, fitRowC-1))*fitK, 1)
		if c >= 1 && c <= 4 {
			pen++
			need += 5 - c
		}
		if inPlay(p.rows[s]) {
			play++
		}
	}
	two(fitRows+int(p.mask()>>1)*fitK, 1)
	d := fitRows + fitMasks
	if !f.noModel {
		two(d, f.m.value(r, p)/1000)
	}
	two(d+fitK, float64(r.total(p, f.m.pen))/1000)
	two(d+2*fitK, float64(pen))
	two(d+3*fitK, float64(play))
	two(d+4*fitK, float64(need))
}

// value is the fitted expected final total of p (its total when its game
// has ended).
func (f *sackFit) value(r *sacksonRules, p *sPad) float64 {
	if p.ended {
		return float64(r.total(p, f.m.pen))
	}
	v := f.linear(r, p)
	if f.net != nil {
		var x netX
		netInputs(r, p, v, &x)
		v += f.net.eval(&x, nil)
	}
	return v
}

// linear is the additive fit's value of p (whose game has not ended).
func (f *sackFit) linear(r *sacksonRules, p *sPad) float64 {
	var x fitFeat
	f.features(r, p, &x)
	v := 0.0
	for i := 0; i < x.n; i++ {
		v += f.w[x.idx[i]] * x.val[i]
	}
	return v
}

// fitSample is an afterstate and the final total reached from it.
type fitSample struct {
	p sPad
	y float64
}

// The fit's training (fitData to trainSacksonFit) runs only to generate
// the embedded weights (TestGenerateSacksonFit) and in the experiments; the
// robots read the embedded weights.

// fitData plays games greedily on pol, dice from (seed, game), and returns
// every afterstate chosen (not ended) with the game's final total, and
// for each throw one other afterstate of the same throw (the second best
// by pol half of the time, any other the rest) with the final total of one
// game played on from it by pol with dice of its own.
func fitData(pol *SacksonEval, games int, seed uint64) []fitSample {
	r := sacksonModel()
	pi := penIndex(pol.Pen)
	var out []fitSample
	for g := 0; g < games; g++ {
		rng := rand.New(rand.NewPCG(seed, uint64(g)))
		side := rand.New(rand.NewPCG(seed^0x9e3779b97f4a7c15, uint64(g)))
		var p sPad
		start := len(out)
		for !p.ended {
			cs := r.choices[p.mask()][rollHand(rng)]
			_, uniq := afterstatesOf(r, &p, cs)
			vals := make([]float64, len(uniq))
			b1, b2 := -1, -1
			for i := range uniq {
				vals[i] = pol.policyValue(r, &uniq[i])
				switch {
				case b1 < 0 || vals[i] > vals[b1]:
					b1, b2 = i, b1
				case b2 < 0 || vals[i] > vals[b2]:
					b2 = i
				}
			}
			if len(uniq) > 1 {
				o := b2
				if side.IntN(2) == 0 {
					o = side.IntN(len(uniq) - 1)
					if o >= b1 {
						o++
					}
				}
				if q := uniq[o]; !q.ended {
					out = append(out, fitSample{q, float64(playOn(pol, r, q, side, pi))})
				}
			}
			p = uniq[b1]
			if !p.ended {
				out = append(out, fitSample{p, math.NaN()})
			}
		}
		fin := float64(r.total(&p, pi))
		for i := start; i < len(out); i++ {
			if math.IsNaN(out[i].y) {
				out[i].y = fin
			}
		}
	}
	return out
}

// afterstatesOf lists the distinct afterstates of choices cs on p.
func afterstatesOf(r *sacksonRules, p *sPad, cs []sChoice) ([]int, []sPad) {
	qs := make([]sPad, len(cs))
	for i := range cs {
		qs[i] = *p
		r.apply(&qs[i], &cs[i])
	}
	idx, uniq := distinct(qs)
	at := make([]int, len(cs))
	for i := range qs {
		at[i] = idx[qs[i]]
	}
	return at, uniq
}

// policyValue is the value e's greedy policy ranks afterstates by.
func (e *SacksonEval) policyValue(r *sacksonRules, p *sPad) float64 {
	switch {
	case e.pol != nil:
		return e.pol.value(r, p)
	case e.fit != nil && !e.fitPolicy:
		return e.model.value(r, p)
	}
	return e.value(r, p)
}

// playOn plays q to the end greedily on pol and returns its total.
func playOn(pol *SacksonEval, r *sacksonRules, q sPad, rng *rand.Rand, pi int) int {
	for !q.ended {
		cs := r.choices[q.mask()][rollHand(rng)]
		j := pol.greedy(r, &q, cs)
		r.apply(&q, &cs[j])
	}
	return r.total(&q, pi)
}

// fitSackson fits the evaluation to the samples by ridge regression (the
// normal equations, a small ridge relative to each feature's scale).
func fitSackson(m *sackModel, data []fitSample, ridge float64, noModel bool) (*sackFit, error) {
	r := sacksonModel()
	f := &sackFit{m: m, w: make([]float64, fitN), noModel: noModel}
	A := make([]float64, fitN*fitN)
	b := make([]float64, fitN)
	var x fitFeat
	for i := range data {
		f.features(r, &data[i].p, &x)
		y := data[i].y
		for a := 0; a < x.n; a++ {
			ia, va := int(x.idx[a]), x.val[a]
			if va == 0 {
				continue
			}
			b[ia] += va * y
			row := A[ia*fitN:]
			for c := 0; c < x.n; c++ {
				row[x.idx[c]] += va * x.val[c]
			}
		}
	}
	for i := 0; i < fitN; i++ {
		A[i*fitN+i] += ridge*A[i*fitN+i] + 1
	}
	if err := cholSolve(A, b, fitN); err != nil {
		return nil, err
	}
	copy(f.w, b)
	return f, nil
}

// cholSolve solves A x = b in place (A symmetric positive definite, n×n,
// row-major; b receives x).
func cholSolve(A, b []float64, n int) error {
	for j := 0; j < n; j++ {
		rj := A[j*n:]
		d := rj[j]
		for k := 0; k < j; k++ {
			d -= rj[k] * rj[k]
		}
		if d <= 0 {
			return errors.New("advisor: fit: matrix not positive definite")
		}
		d = math.Sqrt(d)
		rj[j] = d
		for i := j + 1; i < n; i++ {
			ri := A[i*n:]
			s := ri[j]
			for k := 0; k < j; k++ {
				s -= ri[k] * rj[k]
			}
			ri[j] = s / d
		}
	}
	for i := 0; i < n; i++ {
		ri := A[i*n:]
		s := b[i]
		for k := 0; k < i; k++ {
			s -= ri[k] * b[k]
		}
		b[i] = s / ri[i]
	}
	for i := n - 1; i >= 0; i-- {
		s := b[i]
		for k := i + 1; k < n; k++ {
			s -= A[k*n+i] * b[k]
		}
		b[i] = s / A[i*n+i]
	}
	return nil
}

// The shipped fits, one per penalty (scoring.Penalties), are generated
// once (TestGenerateSacksonFit, deterministic: about 25 CPU-seconds a
// penalty) and embedded (sacksonfitweights.go): the data are the games of
// the model's Normal (fitTrainGames solo games, seed fitTrainSeed), so the
// fit is the model's policy's value, and its first input is the model's
// value. sacksonFitKey fingerprints what the weights were fitted for (the
// model's weights and the features); a fit whose key no longer matches is
// not used (the model is) and TestS7FittedEvalMatchesTheModel fails.
const (
	fitTrainGames = 50000
	fitTrainSeed  = 1000
	fitRidge      = 1e-4
)

// fitKey fingerprints the model's weights and the features' layout.
func fitKey() uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%v %v %d", DefaultSacksonParams, fitKnots, fitN)
	return h.Sum64()
}

// trainSacksonFit fits the evaluation for penalty pen from the model's
// games (what TestGenerateSacksonFit embeds).
func trainSacksonFit(pen scoring.Penalty) (*sackFit, error) {
	model := ModelSackson(pen, DefaultSacksonParams)
	return fitSackson(model.model, fitData(model, fitTrainGames, fitTrainSeed), fitRidge, false)
}

var sackFits engine.Keyed[scoring.Penalty, *SacksonEval]

// SacksonFittedEval returns the fitted evaluation for penalty pen: the
// calibrated expected final total of a pad under the model's greedy
// policy (the additive fit corrected by its network, sacksonnet.go, when
// one matches), and greedy on it (the Normal robot's); the model
// evaluation when no fit matches the model (SacksonModelEval).
func SacksonFittedEval(pen scoring.Penalty) *SacksonEval {
	return sackFits.Get(pen, func() *SacksonEval {
		model := SacksonModelEval(pen)
		pi := penIndex(pen)
		if sacksonFitKey != fitKey() || scoring.Penalties[pi] != pen {
			return model
		}
		f := &sackFit{m: model.model, w: make([]float64, fitN)}
		for i, x := range sacksonFitWeights[pi] {
			f.w[i] = float64(x)
		}
		f.net = shippedNet(pi)
		return &SacksonEval{Pen: pen, model: model.model, fit: f, fitPolicy: true}
	})
}

// Fitted says whether e values pads by a fit.
func (e *SacksonEval) Fitted() bool { return e.fit != nil }

// linear returns e valuing pads by its additive fit alone, without the
// network's correction (e itself when it has none).
func (e *SacksonEval) linear() *SacksonEval {
	if e.fit == nil || e.fit.net == nil {
		return e
	}
	x, f := *e, *e.fit
	f.net = nil
	x.fit = &f
	return &x
}

// WithModelPolicy returns e playing greedily on the model while valuing
// pads by its fit (e itself when it has no fit).
func (e *SacksonEval) WithModelPolicy() *SacksonEval {
	if e.fit == nil {
		return e
	}
	x := *e
	x.fitPolicy = false
	return &x
}

// fitSearchTop and fitSearchMargin are the splits the Expert before the
// look-ahead (rollouts over the additive fit) searches: the best fitSearchTop by the fit, none more than
// fitSearchMargin expected points behind the best (the fit's differences
// are expected points, smaller than the model's). Paired over the first
// 3,000 games of seed 1 (README: the ideas measured), against the search
// over the model on the best 4 within 150: +6.9 ± 3.4 for the best 4
// within 75, +7.2 ± 3.3 for every split within 75 at a quarter more time,
// +7.4 ± 3.3 for every split at twice the time; against the search over
// the model on every split (what it replaced), +2.6 ± 3.1 for less time.
const (
	fitSearchTop    = 4
	fitSearchMargin = 75
)

// NewSacksonFittedExpert is the shipped Expert over the fitted evaluation
// for penalty pen. With rollouts 0 (DefaultSacksonRollouts) and the fit's
// network, it values every split exactly one throw ahead: the mean over
// the 252 throws of five dice of the best next pad's value by the fit with
// its network (563.2 ± 2.8 over 10,000 games of seed 1, 1.2 CPU-ms a
// choice; README). With rollouts > 0, it is the Expert before it: the
// search of NewSacksonExpert on the best fitSearchTop splits by the
// additive fit within fitSearchMargin, its rollouts played greedily on the
// model (the policy the fit values) and ended on the additive fit (560.9
// over the same games with 400; the network as that search's leaf measured
// no better). Either way its values are expected final totals. Without a
// fit matching the model, the Expert over the model (400 rollouts when
// rollouts is 0).
func NewSacksonFittedExpert(pen scoring.Penalty, rollouts int, parallel bool) *SacksonSearch {
	e := SacksonFittedEval(pen)
	if rollouts == 0 {
		if e.Fitted() && e.fit.net != nil {
			return &SacksonSearch{Eval: e, Parallel: parallel}
		}
		rollouts = searchRollouts
	}
	if !e.Fitted() {
		return NewSacksonExpert(e, rollouts, parallel)
	}
	x := NewSacksonExpert(e.linear().WithModelPolicy(), rollouts, parallel)
	x.Top, x.Margin = fitSearchTop, fitSearchMargin
	return x
}
