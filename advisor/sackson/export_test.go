package sackson

import "github.com/scorepad/scorepad/scoring"

// Hooks for the external tests: the compact model played beside scoring.

// CompactStep applies, on the compact form of pad, the model's choice
// matching c for roll, and reports the resulting rows, track checks (in
// the order opened) and end; ok is false when the model has no such
// choice.
func CompactStep(pad *scoring.SacksonPad, roll []uint8, c scoring.SacksonChoice) (rows [13]int, checks []int, ended, ok bool) {
	r := sacksonModelOf(pad.Rules)
	p := compact(pad)
	for i, ch := range r.choices[p.mask()][scoring.HandOf(roll)] {
		if ch.c == c {
			cs := r.choices[p.mask()][scoring.HandOf(roll)]
			r.apply(&p, &cs[i])
			for s := range rows {
				rows[s] = int(p.rows[s])
			}
			for k := uint8(0); k < p.k; k++ {
				checks = append(checks, int(p.tc[k]))
			}
			return rows, checks, p.ended, true
		}
	}
	return rows, nil, false, false
}

// CompactChoices returns the model's choices for pad and roll.
func CompactChoices(pad *scoring.SacksonPad, roll []uint8) []scoring.SacksonChoice {
	r := sacksonModelOf(pad.Rules)
	p := compact(pad)
	var out []scoring.SacksonChoice
	for _, ch := range r.choices[p.mask()][scoring.HandOf(roll)] {
		out = append(out, ch.c)
	}
	return out
}

// ThrowsLeft is the model's expected throws left for pad.
func ThrowsLeft(pad *scoring.SacksonPad) float64 {
	r := sacksonModelOf(pad.Rules)
	p := compact(pad)
	return r.throwsLeft(&p)
}

// ModelRowValue is the model's value of row s at c checks when no more
// checks are to come (λ = 0).
func ModelRowValue(e *SacksonEval, s, c int) float64 {
	return float64(e.model.g[s][c][0])
}

// EvalValue is e's value of pad.
func EvalValue(e *SacksonEval, pad *scoring.SacksonPad) float64 {
	r := sacksonModelOf(pad.Rules)
	p := compact(pad)
	return e.value(r, &p)
}
