package advisor

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
