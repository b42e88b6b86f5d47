package sackson

import (
	"math/rand/v2"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/scorepad/scorepad/advisor/internal/engine"
	"github.com/scorepad/scorepad/scoring"
)

// SacksonStrategy picks a player's split of a shared throw.
type SacksonStrategy interface {
	// Choose returns a legal choice for roll on pad (whose game has not
	// ended).
	Choose(pad *scoring.SacksonPad, roll []uint8) scoring.SacksonChoice
}

// compact returns pad in compact form.
func compact(pad *scoring.SacksonPad) sPad {
	var p sPad
	for s := 2; s <= 12; s++ {
		p.rows[s] = uint8(min(pad.Rows[s], 255))
	}
	for i, t := range pad.Tracks {
		if i < scoring.FifthDieTracks {
			p.tv[i], p.tc[i] = t.Value, int8(t.Checks)
			p.k++
		}
	}
	p.ended = pad.Ended
	return p
}

// SacksonNormal plays without search: the choice whose pad the computed
// evaluation likes best.
type SacksonNormal struct{ Eval *SacksonEval }

// Choose picks greedily.
func (n SacksonNormal) Choose(pad *scoring.SacksonPad, roll []uint8) scoring.SacksonChoice {
	r := sacksonModelOf(pad.Rules)
	p := compact(pad)
	cs := r.choices[p.mask()][scoring.HandOf(roll)]
	i := n.Eval.greedy(r, &p, cs)
	return cs[i].c
}

// SacksonStats sums up simulated solo games of Sackson.
type SacksonStats struct {
	Strategy      string  `json:"strategy"`
	Penalty       int     `json:"penalty"`
	Games         int     `json:"games"`
	Mean          float64 `json:"mean"`
	StdDev        float64 `json:"stddev"`
	StdErr        float64 `json:"stderr"`
	Min           int     `json:"min"`
	Max           int     `json:"max"`
	ThrowsPerGame float64 `json:"throws_per_game"`
	Seconds       float64 `json:"seconds"`
}

// PlaySackson plays one solo game with strategy s and dice from rng, every
// choice applied by scoring (S1–S7), and returns the final pad and the
// number of throws.
func PlaySackson(pen scoring.Penalty, s SacksonStrategy, rng *rand.Rand) (scoring.SacksonPad, int) {
	var pad scoring.SacksonPad
	throws := 0
	roll := make([]uint8, 5)
	for !pad.Ended {
		for i := range roll {
			roll[i] = uint8(rng.IntN(6) + 1)
		}
		c := s.Choose(&pad, roll)
		if _, err := pad.Apply(roll, c); err != nil {
			panic("advisor: a Sackson strategy chose an illegal split: " + err.Error())
		}
		throws++
	}
	return pad, throws
}

// SimulateSackson plays n solo games with the strategy made by mk (one per
// core), seeded by seed: the same seed gives the same games.
func SimulateSackson(pen scoring.Penalty, name string, mk func() SacksonStrategy, n int, seed uint64) SacksonStats {
	start := time.Now()
	workers := runtime.GOMAXPROCS(0)
	totals := make([]int, n)
	throws := make([]int, n)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			s := mk()
			for g := w; g < n; g += workers {
				rng := rand.New(rand.NewPCG(seed, uint64(g)))
				pad, th := PlaySackson(pen, s, rng)
				totals[g], throws[g] = pad.Total(pen), th
			}
		}(w)
	}
	wg.Wait()
	st := SacksonStats{Strategy: name, Penalty: int(pen), Games: n}
	st.Mean, st.StdDev, st.StdErr, st.Min, st.Max = engine.Spread(totals)
	th := 0
	for _, t := range throws {
		th += t
	}
	st.ThrowsPerGame = float64(th) / float64(n)
	st.Seconds = time.Since(start).Seconds()
	return st
}

// SacksonOption is a legal choice with its value: the expected final
// total after it.
type SacksonOption struct {
	Choice scoring.SacksonChoice
	Value  float64
}

// afterstates lists the legal choices of roll on p with their afterstates.
func afterstates(r *sacksonRules, p *sPad, roll []uint8) ([]sChoice, []sPad) {
	cs := r.choices[p.mask()][scoring.HandOf(roll)]
	qs := make([]sPad, len(cs))
	for i := range cs {
		qs[i] = *p
		r.apply(&qs[i], &cs[i])
	}
	return cs, qs
}

// distinct lists the distinct afterstates of qs, in their first order,
// and the index of each in that list.
func distinct(qs []sPad) (map[sPad]int, []sPad) {
	idx := map[sPad]int{}
	var uniq []sPad
	for _, q := range qs {
		if _, ok := idx[q]; !ok {
			idx[q] = len(uniq)
			uniq = append(uniq, q)
		}
	}
	return idx, uniq
}

func sortOptions(o []SacksonOption) []SacksonOption {
	sort.SliceStable(o, func(a, b int) bool { return o[a].Value > o[b].Value })
	return o
}

// Options values every legal choice for roll with the evaluation, best
// first (the Normal robot's view).
func (e *SacksonEval) Options(pad *scoring.SacksonPad, roll []uint8) []SacksonOption {
	r := sacksonModelOf(pad.Rules)
	p := compact(pad)
	cs, qs := afterstates(r, &p, roll)
	out := make([]SacksonOption, len(cs))
	for i := range cs {
		out[i] = SacksonOption{cs[i].c, e.value(r, &qs[i])}
	}
	return sortOptions(out)
}

// padSeed derives the rollouts' dice from the pad and the throw, so that a
// hint and the robot agree.
func padSeed(p *sPad, roll []uint8) uint64 {
	h := uint64(1469598103934665603)
	mix := func(b uint8) { h = (h ^ uint64(b)) * 1099511628211 }
	for _, c := range p.rows {
		mix(c)
	}
	for i := 0; i < scoring.FifthDieTracks; i++ {
		mix(p.tv[i])
		mix(uint8(p.tc[i]))
	}
	for _, d := range roll {
		mix(d)
	}
	return h
}
