package vision

import "math"

// layouts are the canonical places of the pips of each face, in face units
// (the face is the unit square).
var layouts = [7][][2]float64{
	1: {{.5, .5}},
	2: {{.25, .25}, {.75, .75}},
	3: {{.25, .25}, {.5, .5}, {.75, .75}},
	4: {{.25, .25}, {.75, .25}, {.25, .75}, {.75, .75}},
	5: {{.25, .25}, {.75, .25}, {.5, .5}, {.25, .75}, {.75, .75}},
	6: {{.25, .25}, {.25, .5}, {.25, .75}, {.75, .25}, {.75, .5}, {.75, .75}},
}

// pipShare is a pip's radius for the side of its face, on common dice.
const pipShare = 0.085

// affine maps face units to working pixels: p = A·(q − ½) + t.
type affine struct{ a, b, c, d, tx, ty float64 }

func (f affine) at(u, v float64) (float64, float64) {
	u, v = u-0.5, v-0.5
	return f.a*u + f.b*v + f.tx, f.c*u + f.d*v + f.ty
}

// side returns the face's side in pixels (the root of the area).
func (f affine) side() float64 { return math.Sqrt(math.Abs(f.a*f.d - f.b*f.c)) }

// squash returns the ratio of the small to the large singular value.
func (f affine) squash() float64 {
	// singular values of [a b; c d]
	s1 := f.a*f.a + f.b*f.b + f.c*f.c + f.d*f.d
	det := math.Abs(f.a*f.d - f.b*f.c)
	disc := math.Sqrt(math.Max(0, s1*s1/4-det*det))
	hi, lo := math.Sqrt(s1/2+disc), math.Sqrt(math.Max(0, s1/2-disc))
	if hi == 0 {
		return 0
	}
	return lo / hi
}

// fit is a face matched to a group of pips.
type fit struct {
	f     affine
	resid float64 // RMS distance of the pips to their places, face units
	ok    bool
}

// fitFace matches the n pips ps with the layout of face n. Up to three
// pips, the face is a square seen through the pips' own shape (their
// ellipse says how the face is foreshortened), matched by a similarity;
// from four, by an affine map. Every order of the pips is tried.
func fitFace(ps []pip) fit {
	n := len(ps)
	if n < 1 || n > 6 {
		return fit{}
	}
	// the shape of the pips: M with det 1, mapping a circle to their ellipse
	var cxx, cxy, cyy, rad float64
	for _, p := range ps {
		c, s := math.Cos(p.ang), math.Sin(p.ang)
		a2, b2 := p.ra*p.ra, p.rb*p.rb
		cxx += c*c*a2 + s*s*b2
		cyy += s*s*a2 + c*c*b2
		cxy += c * s * (a2 - b2)
		rad += p.radius()
	}
	cxx, cxy, cyy, rad = cxx/float64(n), cxy/float64(n), cyy/float64(n), rad/float64(n)
	m := sqrtSym(cxx, cxy, cyy)
	dm := math.Sqrt(math.Abs(m[0]*m[2] - m[1]*m[1]))
	if dm == 0 {
		return fit{}
	}
	for i := range m {
		m[i] /= dm
	}
	// the inverse (unwarp)
	det := m[0]*m[2] - m[1]*m[1]
	w := [3]float64{m[2] / det, -m[1] / det, m[0] / det}
	q := layouts[n]
	if n == 1 {
		s := rad / pipShare
		f := affine{m[0] * s, m[1] * s, m[1] * s, m[2] * s, ps[0].x, ps[0].y}
		return fit{f: f, ok: true}
	}
	best := fit{resid: math.Inf(1)}
	perm := make([]int, n)
	for i := range perm {
		perm[i] = i
	}
	xs := make([][2]float64, n)
	for i, p := range ps {
		if n <= 3 {
			xs[i] = [2]float64{w[0]*p.x + w[1]*p.y, w[1]*p.x + w[2]*p.y}
		} else {
			xs[i] = [2]float64{p.x, p.y}
		}
	}
	permute(perm, 0, func(perm []int) {
		var f affine
		var r float64
		if n <= 3 {
			f, r = similarity(q, xs, perm)
			// back from unwarped pixels to the photo's
			f = affine{
				m[0]*f.a + m[1]*f.c, m[0]*f.b + m[1]*f.d,
				m[1]*f.a + m[2]*f.c, m[1]*f.b + m[2]*f.d,
				m[0]*f.tx + m[1]*f.ty, m[1]*f.tx + m[2]*f.ty,
			}
		} else {
			f, r = affineFit(q, xs, perm)
		}
		if r < best.resid {
			best = fit{f: f, resid: r, ok: true}
		}
	})
	return best
}

// permute calls f with every order of perm[k:].
func permute(perm []int, k int, f func([]int)) {
	if k == len(perm) {
		f(perm)
		return
	}
	for i := k; i < len(perm); i++ {
		perm[k], perm[i] = perm[i], perm[k]
		permute(perm, k+1, f)
		perm[k], perm[i] = perm[i], perm[k]
	}
}

// similarity fits p ≈ s·R·(q − ½) + t, q[i] matched with xs[perm[i]], and
// returns the map and the RMS residual in face units.
func similarity(q [][2]float64, xs [][2]float64, perm []int) (affine, float64) {
	n := float64(len(q))
	var qx, qy, px, py float64
	for i := range q {
		qx += q[i][0] - .5
		qy += q[i][1] - .5
		px += xs[perm[i]][0]
		py += xs[perm[i]][1]
	}
	qx, qy, px, py = qx/n, qy/n, px/n, py/n
	var sa, sb, sq float64
	for i := range q {
		ux, uy := q[i][0]-.5-qx, q[i][1]-.5-qy
		vx, vy := xs[perm[i]][0]-px, xs[perm[i]][1]-py
		sa += ux*vx + uy*vy
		sb += ux*vy - uy*vx
		sq += ux*ux + uy*uy
	}
	a, b := sa/sq, sb/sq
	f := affine{a, -b, b, a, 0, 0}
	f.tx = px - (a*qx - b*qy)
	f.ty = py - (b*qx + a*qy)
	return f, residual(f, q, xs, perm)
}

// affineFit fits p ≈ A·(q − ½) + t by least squares.
func affineFit(q [][2]float64, xs [][2]float64, perm []int) (affine, float64) {
	n := float64(len(q))
	var qx, qy, px, py float64
	for i := range q {
		qx += q[i][0] - .5
		qy += q[i][1] - .5
		px += xs[perm[i]][0]
		py += xs[perm[i]][1]
	}
	qx, qy, px, py = qx/n, qy/n, px/n, py/n
	var suu, suv, svv, xu, xv, yu, yv float64
	for i := range q {
		u, v := q[i][0]-.5-qx, q[i][1]-.5-qy
		x, y := xs[perm[i]][0]-px, xs[perm[i]][1]-py
		suu += u * u
		suv += u * v
		svv += v * v
		xu += x * u
		xv += x * v
		yu += y * u
		yv += y * v
	}
	det := suu*svv - suv*suv
	if math.Abs(det) < 1e-12 {
		return affine{}, math.Inf(1)
	}
	iuu, iuv, ivv := svv/det, -suv/det, suu/det
	f := affine{
		a: xu*iuu + xv*iuv, b: xu*iuv + xv*ivv,
		c: yu*iuu + yv*iuv, d: yu*iuv + yv*ivv,
	}
	f.tx = px - (f.a*qx + f.b*qy)
	f.ty = py - (f.c*qx + f.d*qy)
	return f, residual(f, q, xs, perm)
}

// residual returns the RMS distance of xs to their places under f, in
// units of the face's side.
func residual(f affine, q [][2]float64, xs [][2]float64, perm []int) float64 {
	s := f.side()
	if s == 0 {
		return math.Inf(1)
	}
	var e float64
	for i := range q {
		x, y := f.at(q[i][0], q[i][1])
		dx, dy := x-xs[perm[i]][0], y-xs[perm[i]][1]
		e += dx*dx + dy*dy
	}
	return math.Sqrt(e/float64(len(q))) / s
}

// sqrtSym returns the square root of the symmetric positive matrix
// [xx xy; xy yy] as {xx, xy, yy}.
func sqrtSym(xx, xy, yy float64) [3]float64 {
	det := xx*yy - xy*xy
	if det <= 0 {
		return [3]float64{1, 0, 1}
	}
	s := math.Sqrt(det)
	t := math.Sqrt(xx + yy + 2*s)
	return [3]float64{(xx + s) / t, xy / t, (yy + s) / t}
}
