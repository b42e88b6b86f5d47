package advisor

import (
	"fmt"
	"os"
	"strconv"
	"testing"
)

func mirrorMask(m int) int {
	r := 0
	for v := 1; v <= 6; v++ {
		if m&(1<<v) != 0 {
			r |= 1 << (7 - v)
		}
	}
	return r
}

// TestTuneMask: coordinate descent over a worth per throw left of each set
// of recorded values (up to the mirror v ↔ 7 − v), from the shipped
// weights without them, on the same SCOREPAD_MASK games.
func TestTuneMask(t *testing.T) {
	if os.Getenv("SCOREPAD_MASK") == "" {
		t.Skip("tuning: set SCOREPAD_MASK=games")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_MASK"))
	P := DefaultSacksonParams
	P.Set = [128]float64{}
	var classes []int
	for m := 2; m < 128; m += 2 {
		k := 0
		for v := 1; v <= 6; v++ {
			if m&(1<<v) != 0 {
				k++
			}
		}
		if k >= 1 && k <= 3 && m <= mirrorMask(m) {
			classes = append(classes, m)
		}
	}
	best, _ := fastSim(ModelSackson(200, P), n, 77)
	fmt.Printf("%d classes, start %.1f\n", len(classes), best)
	step := 2.0
	for it := 0; it < 2; it++ {
		for _, m := range classes {
			for _, dir := range []float64{1, -1} {
				for {
					Q := P
					Q.Set[m] += dir * step
					Q.Set[mirrorMask(m)] = Q.Set[m]
					v, _ := fastSim(ModelSackson(200, Q), n, 77)
					if v <= best {
						break
					}
					best, P = v, Q
					fmt.Printf("  mask %07b = %.1f: %.1f\n", m, P.Set[m], best)
				}
			}
		}
		step /= 2
		fmt.Printf("iter %d: %.1f\n", it, best)
	}
	for _, m := range classes {
		if P.Set[m] != 0 {
			fmt.Printf("%07b:%g ", m, P.Set[m])
		}
	}
	fmt.Println()
}

// TestValidateSets: the shipped weights against the same without the
// sets' weights, on fresh seeds.
func TestValidateSets(t *testing.T) {
	if os.Getenv("SCOREPAD_VSETS") == "" {
		t.Skip("measurements: set SCOREPAD_VSETS=games")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_VSETS"))
	none := DefaultSacksonParams
	none.Set = [128]float64{}
	for _, seed := range []uint64{1, 5, 6} {
		a, se := fastSim(ModelSackson(200, none), n, seed)
		b, se2 := fastSim(SacksonModelEval(200), n, seed)
		fmt.Printf("seed %d: without the sets %.1f ± %.1f, shipped %.1f ± %.1f\n", seed, a, se, b, se2)
	}
}
