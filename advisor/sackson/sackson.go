package sackson

import (
	"github.com/scorepad/scorepad/advisor/internal/engine"
	"github.com/scorepad/scorepad/scoring"
)

// Sackson (Can't Stop Express, RULES.md S1–S7). A player's future depends
// on their own pad only (the shared throw is as random for everyone), so
// every strategy here plays the solitaire game: maximise the expected final
// total.
//
// What the rules allow is asked of scoring once and kept: for every set of
// recorded fifth-die values (at most three of six: 42 sets) and every throw
// of five dice up to order (252 hands), the legal choices of
// SacksonPad.LegalChoices with their verdicts (a free throw, a new track, or
// a check on a track). Pads are then played in a compact form; the totals
// are scoring's row scores (S6).

// sChoice is a legal choice reduced to its effect on the pad.
type sChoice struct {
	c     scoring.SacksonChoice
	a, b  uint8 // the pair sums
	fifth uint8
	free  bool // S3 free throw: nothing checked
	open  bool // the fifth opens a track
}

// sPad is a pad in compact form.
type sPad struct {
	rows  [13]uint8
	tv    [3]uint8 // track values, in the order opened
	tc    [3]int8  // track checks
	k     uint8    // tracks opened
	ended bool
}

func (p *sPad) mask() uint8 {
	var m uint8
	for i := uint8(0); i < p.k; i++ {
		m |= 1 << p.tv[i]
	}
	return m
}

// sacksonRules is what the strategies know of the rules, from scoring.
type sacksonRules struct {
	choices     [128][scoring.NumHands][]sChoice // by recorded-value mask (bits 1–6)
	openChecks  int8                             // checks a new track starts with (S4)
	endChecks   int8                             // checks that end the player's game (S4)
	rowScore    [3][13][16]int16                 // by penalty index, sum, checks (S6)
	handProb    [scoring.NumHands]float64
	expectThrow map[[4]int8]float64 // expected throws left by (k, sorted checks)
	throwsArr   [4][8][8][8]float32 // the same, by (k, checks in track order)
}

var sackRules engine.Keyed[scoring.SacksonRules, *sacksonRules]

// penIndex returns p's index in scoring.Penalties (0, the default, for
// any other).
func penIndex(p scoring.Penalty) int {
	for i, q := range scoring.Penalties {
		if q == p {
			return i
		}
	}
	return 0
}

// sacksonModel returns what the strategies know of the current rules.
func sacksonModel() *sacksonRules { return sacksonModelOf(scoring.SacksonRulesCurrent) }

// sacksonModelOf returns the model of a reading of S4 (a game keeps the
// reading it was created with).
func sacksonModelOf(reading scoring.SacksonRules) *sacksonRules {
	if reading == 0 {
		reading = scoring.SacksonRulesCurrent
	}
	return sackRules.Get(reading, func() *sacksonRules { return newSacksonRules(reading) })
}

func newSacksonRules(reading scoring.SacksonRules) *sacksonRules {
	r := &sacksonRules{endChecks: scoring.TracksToEnd}
	for pi, pen := range scoring.Penalties {
		for s := 2; s <= 12; s++ {
			for c := 0; c < 16; c++ {
				r.rowScore[pi][s][c] = int16(scoring.SacksonRowScore(s, c, pen))
			}
		}
	}
	// what a new track starts with, under the current reading of S4
	probe := scoring.SacksonPad{Rules: reading}
	probe.Apply([]uint8{1, 2, 3, 4, 5}, scoring.SacksonChoice{Pairs: [2][2]uint8{{2, 3}, {4, 5}}, Fifth: 1})
	r.openChecks = int8(probe.Tracks[0].Checks)
	total := 0
	counts := [scoring.NumHands]int{}
	var d [5]uint8
	for code := 0; code < 7776; code++ {
		c := code
		for i := range d {
			d[i] = uint8(c%6 + 1)
			c /= 6
		}
		counts[scoring.HandOf(d[:])]++
		total++
	}
	for h := range counts {
		r.handProb[h] = float64(counts[h]) / float64(total)
	}
	for mask := 0; mask < 128; mask += 2 {
		var vals []uint8
		for v := uint8(1); v <= 6; v++ {
			if mask&(1<<v) != 0 {
				vals = append(vals, v)
			}
		}
		if len(vals) > 3 {
			continue
		}
		var tracks []scoring.Track
		for _, v := range vals {
			tracks = append(tracks, scoring.Track{Value: v})
		}
		for h := scoring.Hand(0); h < scoring.NumHands; h++ {
			pad := scoring.NewSacksonPad(reading, append([]scoring.Track(nil), tracks...))
			f := h.Faces()
			roll := f[:]
			for _, c := range pad.LegalChoices(roll) {
				v := pad.Judge(roll, c)
				s := c.Sums()
				r.choices[mask][h] = append(r.choices[mask][h], sChoice{c: c, a: uint8(s[0]), b: uint8(s[1]), fifth: c.Fifth, free: v.FreeThrow, open: v.NewTrack})
			}
		}
	}
	r.expectThrow = map[[4]int8]float64{}
	r.solveThrows()
	for k := int8(0); k <= 3; k++ {
		for a := int8(0); a < 8; a++ {
			for b := int8(0); b < 8; b++ {
				for c := int8(0); c < 8; c++ {
					s := sortChecks([3]int8{a, b, c}, k)
					r.throwsArr[k][a][b][c] = float32(r.expectThrow[[4]int8{k, s[0], s[1], s[2]}])
				}
			}
		}
	}
	return r
}

// apply plays choice c on p.
func (r *sacksonRules) apply(p *sPad, c *sChoice) {
	p.rows[c.a]++
	p.rows[c.b]++
	switch {
	case c.free:
	case c.open:
		p.tv[p.k], p.tc[p.k] = c.fifth, r.openChecks
		p.k++
	default:
		for i := uint8(0); i < p.k; i++ {
			if p.tv[i] == c.fifth {
				p.tc[i]++
				if p.tc[i] >= r.endChecks {
					p.ended = true
				}
			}
		}
	}
}

// total is the pad's total (S6, S7).
func (r *sacksonRules) total(p *sPad, pi int) int {
	t := 0
	for s := 2; s <= 12; s++ {
		t += int(r.rowScore[pi][s][min(int(p.rows[s]), 15)])
	}
	return t
}

// solveThrows computes the expected number of throws a player still makes
// from every track state (k tracks, their checks sorted), if they open a
// new track whenever the throw lets them and otherwise check the least
// checked value the throw shows: a measure of the time left (S3, S4).
// throwOutcome is one outcome of a throw of five dice with k values
// recorded as 1..k: which of them show (a bit each), whether some other
// value shows, and its chance.
type throwOutcome struct {
	shown uint8
	other bool
	p     float64
}

// throwOutcomes lists, for k = 0..3 values recorded, the outcomes of a
// throw of five dice.
func throwOutcomes() [4][]throwOutcome {
	outs := [4][]throwOutcome{}
	for k := 0; k <= 3; k++ {
		acc := map[[2]int]float64{}
		var d [5]int
		for code := 0; code < 7776; code++ {
			c := code
			shown, other := 0, false
			for i := range d {
				d[i] = c%6 + 1
				c /= 6
				if d[i] <= k {
					shown |= 1 << (d[i] - 1)
				} else {
					other = true
				}
			}
			o := 0
			if other {
				o = 1
			}
			acc[[2]int{shown, o}] += 1.0 / 7776
		}
		for key, p := range acc {
			outs[k] = append(outs[k], throwOutcome{uint8(key[0]), key[1] == 1, p})
		}
	}
	return outs
}

func (r *sacksonRules) solveThrows() {
	outs := throwOutcomes()
	end := r.endChecks
	var solve func(k int8, c [3]int8) float64
	solve = func(k int8, c [3]int8) float64 {
		key := [4]int8{k, c[0], c[1], c[2]}
		if v, ok := r.expectThrow[key]; ok {
			return v
		}
		// E = 1 + Σ p·E(next); a free throw (k = 3, nothing shown) loops
		loop, rest := 0.0, 0.0
		for _, o := range outs[k] {
			switch {
			case o.other && k < scoring.FifthDieTracks:
				n := c
				n[k] = r.openChecks
				rest += o.p * solve(k+1, sortChecks(n, k+1))
			case o.shown == 0:
				loop += o.p
			default:
				best := -1
				for i := 0; i < int(k); i++ {
					if o.shown&(1<<i) != 0 && (best < 0 || c[i] < c[best]) {
						best = i
					}
				}
				n := c
				n[best]++
				if n[best] < end {
					rest += o.p * solve(k, sortChecks(n, k))
				}
			}
		}
		v := (1 + rest) / (1 - loop)
		r.expectThrow[key] = v
		return v
	}
	for k := int8(0); k <= 3; k++ {
		var c [3]int8
		var rec func(i int8)
		rec = func(i int8) {
			if i == k {
				solve(k, sortChecks(c, k))
				return
			}
			for x := int8(0); x < end; x++ {
				c[i] = x
				rec(i + 1)
			}
			c[i] = 0
		}
		rec(0)
	}
}

func sortChecks(c [3]int8, k int8) [3]int8 {
	for i := int8(1); i < k; i++ {
		for j := i; j > 0 && c[j] < c[j-1]; j-- {
			c[j], c[j-1] = c[j-1], c[j]
		}
	}
	for i := k; i < scoring.FifthDieTracks; i++ {
		c[i] = 0
	}
	return c
}

// throwsLeft is the expected number of throws p still makes (0 when its
// game has ended).
func (r *sacksonRules) throwsLeft(p *sPad) float64 {
	if p.ended {
		return 0
	}
	c := [3]int8{}
	for i := uint8(0); i < p.k; i++ {
		c[i] = min(p.tc[i], 7)
	}
	return float64(r.throwsArr[p.k][c[0]][c[1]][c[2]])
}
