package vision

import (
	"math"
	"sort"
)

var debugPips = false

// pip is a dark round spot on a die's face.
type pip struct {
	x, y, area, aspect float64
}

// readBlob reads the dice of one blob of the foreground: one die, or
// several touching ones.
func readBlob(p *plane, b *blob) []cand {
	w := p.w
	bw, bh := b.maxX-b.minX+1, b.maxY-b.minY+1
	side := math.Sqrt(float64(b.area()))
	major, minor := b.axes()
	aspect := math.Sqrt(major / math.Max(minor, 1e-9))
	c := cand{x0: b.minX, y0: b.minY, x1: b.maxX, y1: b.maxY, cx: b.cx, cy: b.cy, side: side, aspect: aspect}
	// the face's brightness: the bright part of the blob (the pips are
	// its darkest part)
	ls := make([]int, 0, b.area())
	for _, j := range b.px {
		ls = append(ls, int(p.l[j]))
	}
	sort.Ints(ls)
	face := float64(ls[len(ls)*3/4])
	cut := face - math.Max(28, 0.3*face)
	// the blob's inside, away from its edge's dark rim
	in := make([]bool, bw*bh)
	for _, j := range b.px {
		x, y := int(j)%w-b.minX, int(j)/w-b.minY
		in[y*bw+x] = true
	}
	rim := max(1, int(side/40))
	inner := erodeN(in, bw, bh, rim)
	dark := make([]bool, bw*bh)
	for y := 0; y < bh; y++ {
		for x := 0; x < bw; x++ {
			k := y*bw + x
			if inner[k] && float64(p.l[(y+b.minY)*w+x+b.minX]) < cut {
				dark[k] = true
			}
		}
	}
	spots := components(dark, bw, bh, 0, 0, bw, bh, 1)
	if debugPips {
		x, y := 266-b.minX, 183-b.minY
		if x >= 0 && y >= 0 && x < bw && y < bh {
			println("at pip:", in[y*bw+x], inner[y*bw+x], dark[y*bw+x], p.l[183*w+266], int(cut), bw, bh)
		}
	}
	var pips []pip
	area := float64(b.area())
	tiny := 0
	for _, s := range spots {
		a := float64(s.area())
		if debugPips {
			ma, mi := s.axes()
			println("spot", int(s.cx)+b.minX, int(s.cy)+b.minY, int(a), ma, mi, float64(s.area())/float64((s.maxX-s.minX+1)*(s.maxY-s.minY+1)))
		}
		if a > 0.09*area {
			continue // a shadow or a side face, not a pip
		}
		if a < math.Max(3, 0.0035*area) {
			if a >= 2 {
				tiny++
			}
			continue
		}
		ma, mi := s.axes()
		asp := math.Sqrt(ma / math.Max(mi, 1e-9))
		fill := a / float64((s.maxX-s.minX+1)*(s.maxY-s.minY+1))
		if asp > 2.6 || fill < 0.45 {
			continue
		}
		pips = append(pips, pip{x: s.cx + float64(b.minX), y: s.cy + float64(b.minY), area: a, aspect: asp})
	}
	c.pips = len(pips)
	if side < 14 {
		c.problem = TooSmall
		return []cand{c}
	}
	if b.edge {
		c.value, c.conf = bestGuess(pips, b)
		c.problem = CutByFrame
		return []cand{c}
	}
	if len(pips) == 0 {
		return []cand{c}
	}
	// one die, or dice touching: the pips' size says how large a die is
	as := make([]float64, len(pips))
	for i, q := range pips {
		as[i] = q.area
	}
	sort.Float64s(as)
	pipArea := as[len(as)/2]
	dieArea := pipArea / 0.03
	if len(pips) == 1 {
		dieArea = pipArea / 0.05
	}
	if len(pips) > 6 || (area > 2.6*dieArea && len(pips) >= 2) {
		k := int(math.Round(area / (1.35 * dieArea)))
		k = max(2, min(k, (len(pips)+0)/1))
		if len(pips) > 6 {
			k = max(k, (len(pips)+5)/6)
		}
		return splitTouching(p, c, pips, k)
	}
	c.value, c.conf = judge(pips, b.cx, b.cy, side)
	if c.conf < SureAt && len(pips) >= 3 {
		// side faces in view: the top face is the group of pips that
		// makes a face, away from the camera (higher on the photo)
		if v, conf, ok := topFace(pips, b, side); ok && conf >= 0.85 && conf > c.conf {
			c.value, c.conf, c.pips = v, conf*0.95, v
		}
	}
	if tiny > 2 && c.conf < SureAt {
		c.problem = Blurred
	}
	return []cand{c}
}

// bestGuess is the value and confidence of a die cut by the frame.
func bestGuess(pips []pip, b *blob) (int, float64) {
	if len(pips) >= 1 && len(pips) <= 6 {
		v, conf := judge(pips, b.cx, b.cy, math.Sqrt(float64(b.area())))
		return v, conf * 0.5
	}
	return 0, 0
}

// splitTouching shares the pips of dice touching between k dice (k-means
// on their places); the dice so read are never sure.
func splitTouching(p *plane, c cand, pips []pip, k int) []cand {
	groups := kmeans(pips, k)
	var out []cand
	for _, g := range groups {
		if len(g) == 0 {
			continue
		}
		var mx, my float64
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, q := range g {
			mx += q.x / float64(len(g))
			my += q.y / float64(len(g))
			x0, y0, x1, y1 = math.Min(x0, q.x), math.Min(y0, q.y), math.Max(x1, q.x), math.Max(y1, q.y)
		}
		s := c.side / math.Sqrt(float64(k))
		d := cand{cx: mx, cy: my, side: s, aspect: 1, pips: len(g), problem: Touching}
		half := s / 2
		d.x0, d.y0 = max(c.x0, int(mx-half)), max(c.y0, int(my-half))
		d.x1, d.y1 = min(c.x1, int(mx+half)), min(c.y1, int(my+half))
		if len(g) <= 6 {
			d.value, d.conf = judge(g, mx, my, s)
			d.conf *= 0.6
		}
		out = append(out, d)
	}
	return out
}

func kmeans(pips []pip, k int) [][]pip {
	if k >= len(pips) {
		out := make([][]pip, len(pips))
		for i, q := range pips {
			out[i] = []pip{q}
		}
		return out
	}
	// farthest-point start
	cs := [][2]float64{{pips[0].x, pips[0].y}}
	for len(cs) < k {
		best, bd := 0, -1.0
		for i, q := range pips {
			d := math.Inf(1)
			for _, c := range cs {
				d = math.Min(d, math.Hypot(q.x-c[0], q.y-c[1]))
			}
			if d > bd {
				best, bd = i, d
			}
		}
		cs = append(cs, [2]float64{pips[best].x, pips[best].y})
	}
	as := make([]int, len(pips))
	for it := 0; it < 20; it++ {
		for i, q := range pips {
			bi, bd := 0, math.Inf(1)
			for j, c := range cs {
				if d := math.Hypot(q.x-c[0], q.y-c[1]); d < bd {
					bi, bd = j, d
				}
			}
			as[i] = bi
		}
		sum := make([][3]float64, k)
		for i, q := range pips {
			sum[as[i]][0] += q.x
			sum[as[i]][1] += q.y
			sum[as[i]][2]++
		}
		for j := range cs {
			if sum[j][2] > 0 {
				cs[j] = [2]float64{sum[j][0] / sum[j][2], sum[j][1] / sum[j][2]}
			}
		}
	}
	out := make([][]pip, k)
	for i, q := range pips {
		out[as[i]] = append(out[as[i]], q)
	}
	return out
}

// topFace looks for the top face among pips that hold side faces too:
// the pips split in two by a line, the group higher on the photo that
// makes a face.
func topFace(pips []pip, b *blob, side float64) (int, float64, bool) {
	g := kmeans(pips, 2)
	if len(g[0]) == 0 || len(g[1]) == 0 {
		return 0, 0, false
	}
	my := func(ps []pip) float64 {
		s := 0.0
		for _, q := range ps {
			s += q.y
		}
		return s / float64(len(ps))
	}
	top, rest := g[0], g[1]
	if my(g[1]) < my(g[0]) {
		top, rest = g[1], g[0]
	}
	if len(top) > 6 {
		return 0, 0, false
	}
	// the rest must look like a side face: its pips flatter or smaller
	mean := func(ps []pip, f func(pip) float64) float64 {
		s := 0.0
		for _, q := range ps {
			s += f(q)
		}
		return s / float64(len(ps))
	}
	asp := func(q pip) float64 { return q.aspect }
	ar := func(q pip) float64 { return q.area }
	if !(mean(rest, asp) > mean(top, asp)+0.3 || mean(rest, ar) < 0.75*mean(top, ar)) {
		return 0, 0, false
	}
	var cx, cy float64
	for _, q := range top {
		cx += q.x / float64(len(top))
		cy += q.y / float64(len(top))
	}
	v, conf := judge(top, cx, cy, side*0.8)
	return v, conf, true
}

// erodeN erodes the mask by r pixels (a square).
func erodeN(m []bool, w, h, r int) []bool {
	out := append([]bool(nil), m...)
	for k := 0; k < r; k++ {
		src := append([]bool(nil), out...)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				i := y*w + x
				if !src[i] {
					continue
				}
				if x == 0 || y == 0 || x == w-1 || y == h-1 || !src[i-1] || !src[i+1] || !src[i-w] || !src[i+w] {
					out[i] = false
				}
			}
		}
	}
	return out
}

// The faces' pips, in a die's own units (its side 1, centred).
var faces = [7][][2]float64{
	1: {{0, 0}},
	2: {{-0.27, -0.27}, {0.27, 0.27}},
	3: {{-0.27, -0.27}, {0, 0}, {0.27, 0.27}},
	4: {{-0.27, -0.27}, {0.27, -0.27}, {-0.27, 0.27}, {0.27, 0.27}},
	5: {{-0.27, -0.27}, {0.27, -0.27}, {0, 0}, {-0.27, 0.27}, {0.27, 0.27}},
	6: {{-0.27, -0.27}, {0.27, -0.27}, {-0.27, 0}, {0.27, 0}, {-0.27, 0.27}, {0.27, 0.27}},
}

// judge reads the value the pips make and how well they make it: their
// number, their sizes alike, their places those of the face (an affine
// fit: the die seen up to 45° from above), centred on the die.
func judge(pips []pip, cx, cy, side float64) (int, float64) {
	n := len(pips)
	if n < 1 || n > 6 {
		return 0, 0
	}
	// sizes alike
	var ma, sa float64
	for _, q := range pips {
		ma += q.area / float64(n)
	}
	for _, q := range pips {
		sa += (q.area - ma) * (q.area - ma) / float64(n)
	}
	cv := math.Sqrt(sa) / ma
	sizeScore := clamp01(1 - math.Max(0, cv-0.18)/0.35)
	var ax float64
	for _, q := range pips {
		ax += q.aspect / float64(n)
	}
	roundScore := clamp01(1 - math.Max(0, ax-1.6)/1.0)
	// the pips' centre on the die's
	var px, py float64
	for _, q := range pips {
		px += q.x / float64(n)
		py += q.y / float64(n)
	}
	off := math.Hypot(px-cx, py-cy) / side
	centreScore := clamp01(1 - math.Max(0, off-0.12)/0.25)
	pipD := 2 * math.Sqrt(ma/math.Pi)
	var layout float64
	switch n {
	case 1:
		// one large pip
		ratio := pipD / side
		layout = clamp01(1 - math.Max(0, 0.13-ratio)/0.08)
	case 2:
		d := math.Hypot(pips[0].x-pips[1].x, pips[0].y-pips[1].y)
		layout = clamp01(1-math.Abs(d/pipD-3.6)/2.4) * boolScore(d/side < 1.0)
	case 3:
		// in a line, the middle one halfway
		col := collinearity(pips)
		far := 0.0
		for i := 0; i < 3; i++ {
			for j := i + 1; j < 3; j++ {
				far = math.Max(far, math.Hypot(pips[i].x-pips[j].x, pips[i].y-pips[j].y))
			}
		}
		layout = clamp01(1-math.Max(0, col/pipD-0.15)/0.4) * clamp01(1-math.Max(0, math.Abs(far/2/pipD-1.9)-0.5)/1.0)
	default:
		layout = affineFit(pips, faces[n], pipD)
	}
	conf := layout * sizeScore * roundScore * (0.55 + 0.45*centreScore)
	return n, conf
}

func boolScore(b bool) float64 {
	if b {
		return 1
	}
	return 0.3
}

func clamp01(v float64) float64 { return math.Max(0, math.Min(1, v)) }

// affineFit is how well the pips sit on the face's pattern under the best
// affine map: each rotation of the pattern tried for the pairing, then the
// least-squares map, its residual against the pips' size.
func affineFit(pips []pip, tpl [][2]float64, pipD float64) float64 {
	n := len(pips)
	var cx, cy float64
	for _, q := range pips {
		cx += q.x / float64(n)
		cy += q.y / float64(n)
	}
	var rms float64
	for _, q := range pips {
		rms += ((q.x-cx)*(q.x-cx) + (q.y-cy)*(q.y-cy)) / float64(n)
	}
	rms = math.Sqrt(rms)
	var trms float64
	for _, t := range tpl {
		trms += (t[0]*t[0] + t[1]*t[1]) / float64(n)
	}
	trms = math.Sqrt(trms)
	scale := rms / trms
	best := math.Inf(1)
	for deg := 0.0; deg < 180; deg += 4 {
		th := deg * math.Pi / 180
		cs, sn := math.Cos(th), math.Sin(th)
		// pair each pip with the nearest free point of the turned pattern
		used := make([]bool, n)
		pair := make([]int, n)
		ok := true
		for i, q := range pips {
			bj, bd := -1, math.Inf(1)
			for j, t := range tpl {
				if used[j] {
					continue
				}
				tx := cx + scale*(cs*t[0]-sn*t[1])
				ty := cy + scale*(sn*t[0]+cs*t[1])
				if d := math.Hypot(q.x-tx, q.y-ty); d < bd {
					bj, bd = j, d
				}
			}
			if bj < 0 {
				ok = false
				break
			}
			used[bj], pair[i] = true, bj
		}
		if !ok {
			continue
		}
		if r := affineResidual(pips, tpl, pair); r < best {
			best = r
		}
	}
	// a residual of a fifth of a pip is still a face; half a pip is not
	return clamp01(1 - math.Max(0, best/pipD-0.12)/0.35)
}

// affineResidual is the RMS distance between the pips and the pattern's
// points paired with them, under the least-squares affine map.
func affineResidual(pips []pip, tpl [][2]float64, pair []int) float64 {
	// solve [x y] = [u v 1] A for A (3×2) by the normal equations
	var m [3][3]float64
	var bx, by [3]float64
	for i, q := range pips {
		t := tpl[pair[i]]
		u := [3]float64{t[0], t[1], 1}
		for a := 0; a < 3; a++ {
			for c := 0; c < 3; c++ {
				m[a][c] += u[a] * u[c]
			}
			bx[a] += u[a] * q.x
			by[a] += u[a] * q.y
		}
	}
	ax, ok1 := solve3(m, bx)
	ay, ok2 := solve3(m, by)
	if !ok1 || !ok2 {
		return math.Inf(1)
	}
	var s float64
	for i, q := range pips {
		t := tpl[pair[i]]
		x := ax[0]*t[0] + ax[1]*t[1] + ax[2]
		y := ay[0]*t[0] + ay[1]*t[1] + ay[2]
		s += (x-q.x)*(x-q.x) + (y-q.y)*(y-q.y)
	}
	// degrees of freedom: a 3-pip face fits any affine map but a line's
	if len(pips) == 3 {
		return math.Sqrt(s/3) + collinearity(pips)
	}
	return math.Sqrt(s / float64(len(pips)))
}

// collinearity is how far the middle pip of three is from the midpoint
// of the others (0 for a face of three).
func collinearity(p []pip) float64 {
	best := math.Inf(1)
	for m := 0; m < 3; m++ {
		a, b := p[(m+1)%3], p[(m+2)%3]
		d := math.Hypot(p[m].x-(a.x+b.x)/2, p[m].y-(a.y+b.y)/2)
		best = math.Min(best, d)
	}
	return best
}

func solve3(m [3][3]float64, b [3]float64) ([3]float64, bool) {
	det := m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) - m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) + m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
	if math.Abs(det) < 1e-12 {
		return [3]float64{}, false
	}
	var x [3]float64
	for c := 0; c < 3; c++ {
		mm := m
		for r := 0; r < 3; r++ {
			mm[r][c] = b[r]
		}
		x[c] = (mm[0][0]*(mm[1][1]*mm[2][2]-mm[1][2]*mm[2][1]) - mm[0][1]*(mm[1][0]*mm[2][2]-mm[1][2]*mm[2][0]) + mm[0][2]*(mm[1][0]*mm[2][1]-mm[1][1]*mm[2][0])) / det
	}
	return x, true
}
