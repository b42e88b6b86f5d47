package vision

// closing returns the grey closing of the luma l (w×h) by a square of side
// 2r+1 (the largest then the smallest value around each pixel): the pips
// and every dark spot narrower than the square filled with the face around
// them, so that a pip is what is much darker than the closing. The
// smallest value around is 255 less the largest of the inverted values.
func closing(l []uint8, w, h, r int) []uint8 {
	a := make([]uint8, len(l))
	tmp := make([]uint8, len(l))
	rows := newDilater(w, r)
	cols := newColumnDilater(w, h, r)
	rows.run(l, tmp, w, h)
	cols.run(tmp, a)
	invert(a)
	rows.run(a, tmp, w, h)
	cols.run(tmp, a)
	invert(a)
	return a
}

// columnDilater takes the largest value of each column's windows of 2r+1
// rows, whole rows at a time (the memory read in order), by the same
// prefix and suffix extremes as dilater.
type columnDilater struct {
	w, h, r int
	g, hh   []uint8 // rows of prefix and suffix extremes, padded
}

func newColumnDilater(w, h, r int) *columnDilater {
	n := h + 4*r + 1
	return &columnDilater{w: w, h: h, r: r, g: make([]uint8, n*w), hh: make([]uint8, n*w)}
}

func (c *columnDilater) run(src, dst []uint8) {
	w, r, k := c.w, c.r, 2*c.r+1
	m := c.h + 2*r // padded rows: r of 0 above, r below
	row := func(buf []uint8, i int) []uint8 { return buf[i*w : (i+1)*w] }
	in := func(i int, out []uint8) {
		if y := i - r; y >= 0 && y < c.h {
			copy(out, src[y*w:(y+1)*w])
		} else {
			clear(out)
		}
	}
	for s := 0; s < m; s += k {
		e := min(s+k, m)
		in(s, row(c.g, s))
		for i := s + 1; i < e; i++ {
			gi, gp := row(c.g, i), row(c.g, i-1)
			in(i, gi)
			for x := range gi {
				gi[x] = max(gi[x], gp[x])
			}
		}
		in(e-1, row(c.hh, e-1))
		for i := e - 2; i >= s; i-- {
			hi, hn := row(c.hh, i), row(c.hh, i+1)
			in(i, hi)
			for x := range hi {
				hi[x] = max(hi[x], hn[x])
			}
		}
	}
	for y := 0; y < c.h; y++ {
		a, b := row(c.hh, y), row(c.g, min(y+2*r, m-1))
		d := dst[y*w : (y+1)*w]
		for x := range d {
			d[x] = max(a[x], b[x])
		}
	}
}

// closingHalf is closing at half the resolution, for a quarter of the
// work: the luma's 2×2 blocks taken at their largest, closed by a square
// of side 2⌊r/2⌋+1, the result spread back over each block. The square is
// then about 2r pixels wide (2r+2 for an even r): every dark spot narrower
// is filled as closing fills it, and the face around is as bright.
func closingHalf(l []uint8, w, h, r int) []uint8 {
	hw, hh := (w+1)/2, (h+1)/2
	d := make([]uint8, hw*hh)
	for y := 0; y < h; y++ {
		row, out := l[y*w:(y+1)*w], d[(y/2)*hw:(y/2+1)*hw]
		for x, v := range row {
			out[x/2] = max(out[x/2], v)
		}
	}
	c := closing(d, hw, hh, max(1, r/2))
	a := make([]uint8, w*h)
	for y := 0; y < h; y++ {
		row, in := a[y*w:(y+1)*w], c[(y/2)*hw:(y/2+1)*hw]
		for x := range row {
			row[x] = in[x/2]
		}
	}
	return a
}

func invert(a []uint8) {
	for i, v := range a {
		a[i] = 255 - v
	}
}

// dilater takes the largest value of each window of 2r+1 along rows, by
// van Herk / Gil-Werman: prefix and suffix extremes by blocks.
type dilater struct {
	r       int
	g, h, v []uint8
}

func newDilater(n, r int) *dilater {
	k := 2*r + 1
	return &dilater{r: r, g: make([]uint8, n+2*r+k), h: make([]uint8, n+2*r+k), v: make([]uint8, n+2*r+k)}
}

// run dilates the rows of n values of src (n×lines) into dst; outside the
// image counts as 0.
func (d *dilater) run(src, dst []uint8, n, lines int) {
	r, k := d.r, 2*d.r+1
	m := n + 2*r
	g, h, v := d.g[:m+k], d.h[:m+k], d.v[:m+k]
	for line := 0; line < lines; line++ {
		base := line * n
		clear(v[:r])
		copy(v[r:r+n], src[base:base+n])
		clear(v[r+n:])
		for s := 0; s < m; s += k {
			e := min(s+k, m)
			g[s] = v[s]
			for i := s + 1; i < e; i++ {
				g[i] = max(g[i-1], v[i])
			}
			h[e-1] = v[e-1]
			for i := e - 2; i >= s; i-- {
				h[i] = max(h[i+1], v[i])
			}
		}
		out := dst[base : base+n]
		for j := range out {
			out[j] = max(h[j], g[min(j+2*r, m-1)])
		}
	}
}
