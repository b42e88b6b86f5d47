package advisor

import (
	"math"
	"math/rand/v2"
	"runtime"
	"sync"

	"github.com/scorepad/scorepad/scoring"
)

// sackT is the number of time buckets of the evaluation: the expected
// throws left, rounded, up to 31.
const sackT = 32

var sackExplore = 0.03

// sackC is the number of check counts the evaluation tells apart per row
// (0 to 10, then 11 or more).
const sackC = 12

// sackM is the number of classes of competition a row meets: the other
// rows in play (with a check), 0–2, 3, 4, 5, 6, 7 or more.
const sackM = 6

func compClass(n int) int { return min(max(n-2, 0), sackM-1) }

// active counts the rows with at least one check.
func active(p *sPad) int {
	n := 0
	for s := 2; s <= 12; s++ {
		if p.rows[s] > 0 {
			n++
		}
	}
	return n
}

// SacksonEval is a computed evaluation of a pad: the expected final score
// of each row given its checks and the time left (the expected throws left,
// from the tracks), summed over the rows. It is learned by policy
// iteration on simulated games: each entry is the mean final score of that
// row in the states where the policy of the previous round met it.
//
// An evaluation may instead be the model of SacksonParams (ModelSackson):
// then W is unused.
type SacksonEval struct {
	Pen   scoring.Penalty
	W     [13][sackC][sackT][sackM]float64
	model *sackModel
}

func timeBucket(r *sacksonRules, p *sPad) int {
	return min(sackT-1, int(r.throwsLeft(p)+0.5))
}

// value is the evaluation of p (its total when its game has ended).
func (e *SacksonEval) value(r *sacksonRules, p *sPad) float64 {
	if e.model != nil {
		return e.model.value(r, p)
	}
	if p.ended {
		return float64(r.total(p, penIndex(e.Pen)))
	}
	t := timeBucket(r, p)
	n := active(p)
	v := 0.0
	for s := 2; s <= 12; s++ {
		c := int(p.rows[s])
		o := n
		if c > 0 {
			o--
		}
		v += e.W[s][min(c, sackC-1)][t][compClass(o)]
	}
	return v
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

// TrainSackson computes the evaluation for penalty pen: rounds of policy
// iteration, each playing games solo with the evaluation of the round
// before (a few moves at random, for variety), deterministic for a seed.
func TrainSackson(pen scoring.Penalty, rounds, games int, seed uint64) *SacksonEval {
	r := sacksonModel()
	pi := penIndex(pen)
	e := &SacksonEval{Pen: pen}
	for s := 2; s <= 12; s++ {
		for c := 0; c < sackC; c++ {
			for t := 0; t < sackT; t++ {
				for m := 0; m < sackM; m++ {
					e.W[s][c][t][m] = float64(r.rowScore[pi][s][c])
				}
			}
		}
	}
	workers := runtime.GOMAXPROCS(0)
	for round := 0; round < rounds; round++ {
		type acc struct {
			sum [13][sackC][sackT][sackM]float64
			n   [13][sackC][sackT][sackM]float64
		}
		accs := make([]*acc, workers)
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				a := &acc{}
				accs[w] = a
				type seen struct {
					rows [13]uint8
					t    int
				}
				var path []seen
				for g := w; g < games; g += workers {
					rng := rand.New(rand.NewPCG(seed+uint64(round)<<32, uint64(g)))
					var p sPad
					path = path[:0]
					for !p.ended {
						cs := r.choices[p.mask()][rollHand(rng)]
						i, _ := e.greedy(r, &p, cs)
						if rng.Float64() < sackExplore {
							i = rng.IntN(len(cs))
						}
						r.apply(&p, &cs[i])
						if !p.ended {
							path = append(path, seen{p.rows, timeBucket(r, &p)})
						}
					}
					for _, st := range path {
						n := 0
						for s := 2; s <= 12; s++ {
							if st.rows[s] > 0 {
								n++
							}
						}
						for s := 2; s <= 12; s++ {
							final := float64(r.rowScore[pi][s][min(int(p.rows[s]), 15)])
							c := int(st.rows[s])
							o := n
							if c > 0 {
								o--
							}
							c = min(c, sackC-1)
							m := compClass(o)
							a.sum[s][c][st.t][m] += final
							a.n[s][c][st.t][m]++
						}
					}
				}
			}(w)
		}
		wg.Wait()
		const prior = 5
		smooth := 0.0
		if round > 0 {
			smooth = 0.5
		}
		for s := 2; s <= 12; s++ {
			for c := 0; c < sackC; c++ {
				for t := 0; t < sackT; t++ {
					for m := 0; m < sackM; m++ {
						sum, n := 0.0, 0.0
						for _, a := range accs {
							sum += a.sum[s][c][t][m]
							n += a.n[s][c][t][m]
						}
						mc := (sum + prior*e.W[s][c][t][m]) / (n + prior)
						e.W[s][c][t][m] = (1-smooth)*mc + smooth*e.W[s][c][t][m]
					}
				}
			}
		}
	}
	return e
}
