package vision

// closing returns the grey closing of the luma by a square of side 2r+1
// (the largest then the smallest value around each pixel): the pips and
// every dark spot narrower than the square filled with the face around
// them, so that a pip is what is much darker than the closing.
func closing(p *plane, r int) []uint8 {
	a := make([]uint8, len(p.l))
	copy(a, p.l)
	run := func(src, dst []uint8, n, stride, lines, lineStep int, isMax bool) {
		k := 2*r + 1
		g := make([]uint8, n+2*r+k)
		h := make([]uint8, n+2*r+k)
		v := make([]uint8, n+2*r+k)
		pick := func(x, y uint8) uint8 {
			if isMax == (x > y) {
				return x
			}
			return y
		}
		pad := uint8(0)
		if !isMax {
			pad = 255
		}
		for line := 0; line < lines; line++ {
			base := line * lineStep
			m := n + 2*r
			for i := 0; i < m; i++ {
				j := i - r
				if j < 0 || j >= n {
					v[i] = pad
				} else {
					v[i] = src[base+j*stride]
				}
			}
			for i := m; i < len(v); i++ {
				v[i] = pad
			}
			// van Herk / Gil-Werman: prefix and suffix extremes by blocks
			for s := 0; s < m; s += k {
				e := min(s+k, m)
				g[s] = v[s]
				for i := s + 1; i < e; i++ {
					g[i] = pick(g[i-1], v[i])
				}
				h[e-1] = v[e-1]
				for i := e - 2; i >= s; i-- {
					h[i] = pick(h[i+1], v[i])
				}
			}
			for j := 0; j < n; j++ {
				// window v[j .. j+2r]
				lo, hi := j, j+2*r
				if hi >= m {
					hi = m - 1
				}
				dst[base+j*stride] = pick(h[lo], g[hi])
			}
		}
	}
	w, ht := p.w, p.h
	tmp := make([]uint8, len(p.l))
	run(a, tmp, w, 1, ht, w, true)
	run(tmp, a, ht, w, w, 1, true)
	run(a, tmp, w, 1, ht, w, false)
	run(tmp, a, ht, w, w, 1, false)
	return a
}
