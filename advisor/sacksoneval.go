package advisor

import (
	"math"
	"math/rand/v2"

	"github.com/scorepad/scorepad/scoring"
)

// SacksonEval is the evaluation of a pad the Sackson robots play on: the
// model of SacksonParams (ModelSackson, SacksonModelEval), the expected
// final total of the pad.
type SacksonEval struct {
	Pen   scoring.Penalty
	model *sackModel
}

// value is the evaluation of p (its total when its game has ended).
func (e *SacksonEval) value(r *sacksonRules, p *sPad) float64 {
	return e.model.value(r, p)
}

// greedy returns the index of the choice with the best evaluation after it.
func (e *SacksonEval) greedy(r *sacksonRules, p *sPad, cs []sChoice) (int, float64) {
	best, bv := 0, math.Inf(-1)
	for i := range cs {
		q := *p
		r.apply(&q, &cs[i])
		if v := e.value(r, &q); v > bv {
			best, bv = i, v
		}
	}
	return best, bv
}

// rollHand throws five dice.
func rollHand(rng *rand.Rand) scoring.Hand {
	var d [5]uint8
	for i := range d {
		d[i] = uint8(rng.IntN(6) + 1)
	}
	return scoring.HandOf(d[:])
}
