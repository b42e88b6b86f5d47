package advisor

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
)

// TestSackRegret: on states met by the Normal, the rollout value (300
// rollouts with the Normal, the same dice for every choice) of the
// Normal's choice against the best choice's, by kind of decision and by
// time left (SHOW=1 prints the costliest). The best of noisy means is
// biased upwards: losses under ~30 are mostly noise.
func TestSackRegret(t *testing.T) {
	if os.Getenv("SCOREPAD_REGRET") == "" {
		t.Skip("measurements: set SCOREPAD_REGRET=states")
	}
	states, _ := strconv.Atoi(os.Getenv("SCOREPAD_REGRET"))
	e := SacksonModelEval(200)
	r := sacksonModel()
	x := &rolloutExpert{Eval: e, Rollouts: 300}
	var loss [4][3]float64 // kind × phase
	var cnt [4][3]float64
	names := []string{"same fifth, other split", "other fifth value", "open vs check", "free throw"}
	rng := rand.New(rand.NewPCG(99, 1))
	done := 0
	for g := 0; done < states; g++ {
		var p sPad
		for !p.ended && done < states {
			h := rollHand(rng)
			cs := r.choices[p.mask()][h]
			i := e.greedy(r, &p, cs)
			if rng.IntN(4) == 0 && len(cs) > 1 {
				seed := rng.Uint64()
				best, bv, mine := -1, -1e9, 0.0
				seen := map[sPad]float64{}
				for j := range cs {
					q := p
					r.apply(&q, &cs[j])
					v, ok := seen[q]
					if !ok {
						v = x.rollouts(r, q, seed)
						seen[q] = v
					}
					if v > bv {
						best, bv = j, v
					}
					if j == i {
						mine = v
					}
				}
				k := 0
				switch {
				case cs[i].free:
					k = 3
				case cs[i].open != cs[best].open:
					k = 2
				case cs[i].fifth != cs[best].fifth:
					k = 1
				}
				ph := min(2, int(r.throwsLeft(&p))/8)
				if k > 0 && bv-mine > 20 && os.Getenv("SHOW") != "" {
					fmt.Printf("k=%d tracks %v/%v rows %v roll %v: mine %v+%v/%d (open %v) %.0f, best %v+%v/%d (open %v) %.0f\n", p.k, p.tv, p.tc, p.rows[2:], h.Faces(), cs[i].a, cs[i].b, cs[i].fifth, cs[i].open, mine, cs[best].a, cs[best].b, cs[best].fifth, cs[best].open, bv)
				}
				loss[k][ph] += bv - mine
				cnt[k][ph]++
				done++
			}
			r.apply(&p, &cs[i])
		}
	}
	tot := 0.0
	for k := range loss {
		for ph := range loss[k] {
			tot += loss[k][ph]
			fmt.Printf("%-26s T/8=%d: %5.0f states, loss %.2f a state\n", names[k], ph, cnt[k][ph], loss[k][ph]/max(1, cnt[k][ph]))
		}
	}
	fmt.Printf("mean loss a state %.2f (× 24 throws ≈ %.0f a game)\n", tot/float64(states), tot/float64(states)*24)
}
