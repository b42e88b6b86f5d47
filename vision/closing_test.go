package vision

import (
	"math/rand/v2"
	"testing"
)

// TestClosing compares the fast closing with its definition.
func TestClosing(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	p := &plane{w: 23, h: 17}
	p.l = make([]uint8, p.w*p.h)
	for i := range p.l {
		p.l[i] = uint8(rng.IntN(256))
	}
	const r = 3
	at := func(v []uint8, x, y int) (uint8, bool) {
		if x < 0 || y < 0 || x >= p.w || y >= p.h {
			return 0, false
		}
		return v[y*p.w+x], true
	}
	dil := make([]uint8, len(p.l))
	for y := 0; y < p.h; y++ {
		for x := 0; x < p.w; x++ {
			var m uint8
			for dy := -r; dy <= r; dy++ {
				for dx := -r; dx <= r; dx++ {
					if v, ok := at(p.l, x+dx, y+dy); ok && v > m {
						m = v
					}
				}
			}
			dil[y*p.w+x] = m
		}
	}
	got := closing(p.l, p.w, p.h, r)
	for y := 0; y < p.h; y++ {
		for x := 0; x < p.w; x++ {
			m := uint8(255)
			for dy := -r; dy <= r; dy++ {
				for dx := -r; dx <= r; dx++ {
					if v, ok := at(dil, x+dx, y+dy); ok && v < m {
						m = v
					}
				}
			}
			if got[y*p.w+x] != m {
				t.Fatalf("closing at %d,%d = %d, want %d", x, y, got[y*p.w+x], m)
			}
		}
	}
}
