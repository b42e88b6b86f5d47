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

// TestClosingHalf: the half-resolution closing is never below the luma,
// fills a dark spot narrower than the square and keeps a flat face.
func TestClosingHalf(t *testing.T) {
	const w, h, r = 61, 47, 8
	l := make([]uint8, w*h)
	for i := range l {
		l[i] = 200
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for y := 20; y < 27; y++ { // a dark spot of 7×7 pixels, narrower than 2r
		for x := 30; x < 37; x++ {
			l[y*w+x] = uint8(20 + rng.IntN(20))
		}
	}
	c := closingHalf(l, w, h, r)
	for i := range l {
		if c[i] < l[i] {
			t.Fatalf("pixel %d: closing %d below the luma %d", i, c[i], l[i])
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if v := c[y*w+x]; v != 200 {
				t.Fatalf("at %d,%d: %d, want the face's 200", x, y, v)
			}
		}
	}
}
