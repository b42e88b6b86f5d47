package sackson

import (
	"math"
	"math/rand/v2"

	"github.com/scorepad/scorepad/scoring"
)

// SacksonEval is the evaluation of a pad the Sackson robots play on: the
// model of SacksonParams (ModelSackson, SacksonModelEval), which ranks pads
// at the same time left but is no expected total (its time terms put it
// far above one early in a game); or, with a fitted value (sacksonfit.go),
// the model's greedy policy (or the fit's) with the fit's calibrated
// value, the expected final total.
type SacksonEval struct {
	Pen   scoring.Penalty
	model *sackModel
	fit   *sackFit // when set, the value of a pad
	// fitPolicy: greedy on the fit too (else on the model, the fit only
	// valuing the pad chosen)
	fitPolicy bool
	pol       *sackFit // when set, the policy's function (another fit)
}

// value is the evaluation of p (its total when its game has ended).
func (e *SacksonEval) value(r *sacksonRules, p *sPad) float64 {
	if e.fit != nil {
		return e.fit.value(r, p)
	}
	return e.model.value(r, p)
}

// greedy returns the index of the choice with the best evaluation after it
// (by the policy's function, policyValue).
func (e *SacksonEval) greedy(r *sacksonRules, p *sPad, cs []sChoice) int {
	best, bv := 0, math.Inf(-1)
	for i := range cs {
		q := *p
		r.apply(&q, &cs[i])
		if v := e.policyValue(r, &q); v > bv {
			best, bv = i, v
		}
	}
	return best
}

// rollHand throws five dice.
func rollHand(rng *rand.Rand) scoring.Hand {
	var d [5]uint8
	for i := range d {
		d[i] = uint8(rng.IntN(6) + 1)
	}
	return scoring.HandOf(d[:])
}
