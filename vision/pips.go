package vision

import (
	"math"
	"sort"
)

// pip is a dark round blob with a bright ring around it: a pip candidate.
type pip struct {
	x, y       float64 // centre, working pixels
	area       float64
	ra, rb     float64 // semi-axes of the fitted ellipse (ra ≥ rb)
	ang        float64 // direction of the major axis
	dark       float64 // mean luma of the blob
	ring       float64 // median luma around it (the face)
	fr, fg, fb float64 // mean colour of the ring (the face's colour)
	round      float64 // 0..1: how well an ellipse fits it
	deep       bool    // found only at the deeper threshold
}

// farBins are the steps of 0.01 beyond 1 in which blobs counts how far
// a blob's pixels lie, in units of its ellipse.
const farBins = 60

// radius returns the pip's equivalent radius.
func (p pip) radius() float64 { return math.Sqrt(p.ra * p.rb) }

// findPips returns the pip candidates of p: pixels darker than the face
// around them (the closing of the luma) by a margin, in connected components, kept when round,
// of a pip's size and ringed by a brighter face.
func findPips(p *plane) []pip {
	w, h := p.w, p.h
	short := min(w, h)
	cl := closingHalf(p.l, w, h, max(4, short*18/1000))
	dark := make([]bool, w*h)
	for i, c := range cl {
		dark[i] = int(p.l[i]) < int(c)-max(18, int(c)/4)
	}
	label := make([]int32, w*h)
	out := blobs(p, dark, label)
	// again, darker: a pip close to the edge of its face, joined to a dark
	// table beyond by the blur of that edge, stands alone at a deeper
	// threshold; a pip found both ways is kept from the first
	for i, c := range cl {
		dark[i] = int(p.l[i]) < int(c)-max(36, int(c)/2)
	}
	first := len(out)
	clear(label)
	for _, q := range blobs(p, dark, label) {
		dup := false
		for _, o := range out[:first] {
			dup = dup || math.Hypot(o.x-q.x, o.y-q.y) < math.Max(o.ra, q.ra)
		}
		if !dup {
			q.deep = true
			out = append(out, q)
		}
	}
	return out
}

// blobs returns the pips of the dark pixels of p: their connected
// components that are round, of a pip's size and ringed by a paler face.
func blobs(p *plane, dark []bool, label []int32) []pip {
	w, h := p.w, p.h
	short := min(w, h)
	// connected components (4-connected), by union-find on runs
	parent := []int32{0}
	find := func(a int32) int32 {
		for parent[a] != a {
			parent[a] = parent[parent[a]]
			a = parent[a]
		}
		return a
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			if !dark[i] {
				continue
			}
			var l, u int32
			if x > 0 {
				l = label[i-1]
			}
			if y > 0 {
				u = label[i-w]
			}
			switch {
			case l == 0 && u == 0:
				parent = append(parent, int32(len(parent)))
				label[i] = int32(len(parent) - 1)
			case l != 0 && u != 0:
				a, b := find(l), find(u)
				if a != b {
					parent[max(a, b)] = min(a, b)
				}
				label[i] = min(a, b)
			case l != 0:
				label[i] = l
			default:
				label[i] = u
			}
		}
	}
	type stat struct {
		n                     float64
		sx, sy, sxx, syy, sxy float64
		sl                    float64
		x0, y0, x1, y1        int
	}
	stats := make([]stat, len(parent))
	for i := range stats {
		stats[i].x0, stats[i].y0 = w, h
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			if label[i] == 0 {
				continue
			}
			r := find(label[i])
			label[i] = r
			st := &stats[r]
			fx, fy := float64(x), float64(y)
			st.n++
			st.sx += fx
			st.sy += fy
			st.sxx += fx * fx
			st.syy += fy * fy
			st.sxy += fx * fy
			st.sl += float64(p.l[i])
			st.x0, st.y0 = min(st.x0, x), min(st.y0, y)
			st.x1, st.y1 = max(st.x1, x), max(st.y1, y)
		}
	}
	maxR := float64(short) * 0.03
	var out []pip
	for r, st := range stats {
		if st.n < 7 || parent[r] != int32(r) {
			continue
		}
		if float64(st.x1-st.x0+1) > 2*maxR*1.2 || float64(st.y1-st.y0+1) > 2*maxR*1.2 {
			continue
		}
		if st.x0 == 0 || st.y0 == 0 || st.x1 == w-1 || st.y1 == h-1 {
			continue
		}
		mx, my := st.sx/st.n, st.sy/st.n
		cxx := st.sxx/st.n - mx*mx + 1.0/12
		cyy := st.syy/st.n - my*my + 1.0/12
		cxy := st.sxy/st.n - mx*my
		tr, det := cxx+cyy, cxx*cyy-cxy*cxy
		disc := math.Sqrt(math.Max(0, tr*tr/4-det))
		l1, l2 := tr/2+disc, tr/2-disc
		if l2 <= 0 {
			continue
		}
		ra, rb := 2*math.Sqrt(l1), 2*math.Sqrt(l2)
		if ra/rb > 3 || ra > maxR {
			continue
		}
		fill := st.n / (math.Pi * ra * rb)
		if fill < 0.7 || fill > 1.3 {
			continue
		}
		// how far the pixels lie, in units of the ellipse (1 for an
		// ellipse, 1.22 for a square's corners): far is that of all but
		// the farthest 3 % of them, so that a pip with a little tail (a
		// speck of the bevel, a glint) is a pip
		inv := [3]float64{cyy / det, -cxy / det, cxx / det}
		var hist [farBins + 1]int
		for y := st.y0; y <= st.y1; y++ {
			for x := st.x0; x <= st.x1; x++ {
				if label[y*w+x] != int32(r) {
					continue
				}
				dx, dy := float64(x)-mx, float64(y)-my
				m := math.Sqrt(inv[0]*dx*dx+2*inv[1]*dx*dy+inv[2]*dy*dy) / 2
				hist[min(farBins, max(0, int((m-1)*100)+1))]++
			}
		}
		far, beyond := 1.0+farBins/100.0, 0
		for k := farBins; k > 0; k-- {
			if beyond += hist[k]; float64(beyond) > 0.03*st.n {
				break
			}
			far = 1 + float64(k-1)/100
		}
		// small blobs are coarse: allow a pixel's worth
		slack := 0.5 / rb
		if far > 1.12+slack {
			continue
		}
		ang := 0.5 * math.Atan2(2*cxy, cxx-cyy)
		c := pip{x: mx, y: my, area: st.n, ra: ra, rb: rb, ang: ang, dark: st.sl / st.n}
		c.round = clamp01(1-(far-1)/(0.12+slack)) * clamp01(1-math.Abs(fill-1)/0.3)
		if !ring(p, &c) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// ring samples the face around c (an ellipse 1.5 times the pip's) and
// reports whether it is bright all round: the pip's face. It sets c's ring
// luma and colour.
func ring(p *plane, c *pip) bool {
	const n = 16
	ls := make([]float64, 0, n)
	var fr, fg, fb float64
	ca, sa := math.Cos(c.ang), math.Sin(c.ang)
	for k := 0; k < n; k++ {
		t := 2 * math.Pi * float64(k) / n
		u, v := 1.5*c.ra*math.Cos(t)+0.7*math.Cos(t), 1.5*c.rb*math.Sin(t)+0.7*math.Sin(t)
		x := int(math.Round(c.x + u*ca - v*sa))
		y := int(math.Round(c.y + u*sa + v*ca))
		if x < 0 || y < 0 || x >= p.w || y >= p.h {
			return false
		}
		i := y*p.w + x
		ls = append(ls, float64(p.l[i]))
		fr += float64(p.r[i])
		fg += float64(p.g[i])
		fb += float64(p.b[i])
	}
	sort.Float64s(ls)
	med := (ls[n/2-1] + ls[n/2]) / 2
	contrast := med - c.dark
	if contrast < 30 || contrast < 0.3*med {
		return false
	}
	// all round: the fifth darkest sample still well above the pip
	if ls[4]-c.dark < 0.5*contrast {
		return false
	}
	c.ring = med
	c.fr, c.fg, c.fb = fr/n, fg/n, fb/n
	return true
}

func clamp01(v float64) float64 {
	if v < 0 {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}
