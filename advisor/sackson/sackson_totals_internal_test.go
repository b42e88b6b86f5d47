package sackson

import (
	"math/rand/v2"
	"sync"
)

// fastTotals plays n solo games with e's greedy policy on both cores, on the
// compact pad, and returns each game's total; the same seed gives the same
// dice.
func fastTotals(e *SacksonEval, n int, seed uint64) []float64 {
	r := sacksonModel()
	pi := penIndex(e.Pen)
	tot := make([]float64, n)
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for g := w; g < n; g += 2 {
				rng := rand.New(rand.NewPCG(seed, uint64(g)))
				var p sPad
				for !p.ended {
					cs := r.choices[p.mask()][rollHand(rng)]
					i := e.greedy(r, &p, cs)
					r.apply(&p, &cs[i])
				}
				tot[g] = float64(r.total(&p, pi))
			}
		}(w)
	}
	wg.Wait()
	return tot
}
