package synth

import (
	"image"
	"math"
	"math/rand/v2"
)

// background paints the table on the photo and returns its name.
func background(rng *rand.Rand, pix []uint8, w, h int) string {
	short := float64(min(w, h))
	kind := []string{"felt", "wood", "cloth", "paper"}[rng.IntN(4)]
	// the light of the room: brighter on one side
	gx, gy := (rng.Float64()*2-1)*0.25/float64(w), (rng.Float64()*2-1)*0.25/float64(h)
	var base, alt rgb
	var f, ang float64
	switch kind {
	case "felt":
		base = []rgb{{40, 110, 60}, {40, 70, 130}, {120, 35, 45}, {90, 90, 95}}[rng.IntN(4)]
	case "wood":
		base = []rgb{{160, 110, 65}, {120, 75, 40}, {190, 150, 100}}[rng.IntN(3)]
		f = 2 * math.Pi / (short * (0.01 + rng.Float64()*0.03))
		ang = rng.Float64() * math.Pi
	case "cloth":
		base = []rgb{{200, 60, 60}, {60, 80, 170}, {70, 140, 90}}[rng.IntN(3)]
		alt = rgb{225, 220, 210}
		f = short * (0.04 + rng.Float64()*0.05)
	case "paper":
		base = rgb{222, 218, 205}
		f = short * (0.03 + rng.Float64()*0.02)
	}
	base = jitter(rng, base, 10)
	ca, sa := math.Cos(ang), math.Sin(ang)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := base
			fx, fy := float64(x), float64(y)
			switch kind {
			case "felt":
				k := 1 + 0.03*math.Sin(fx*0.7+fy*0.3)*math.Sin(fy*0.9)
				c = rgb{c.r * k, c.g * k, c.b * k}
			case "wood":
				t := fx*ca + fy*sa
				n := fx*-sa + fy*ca
				k := 0.85 + 0.15*math.Sin(t*f+2.5*math.Sin(n*f*0.05))
				c = rgb{c.r * k, c.g * k, c.b * k}
			case "cloth":
				cx := int(fx/f) % 2
				cy := int(fy/f) % 2
				switch cx + cy {
				case 0:
					c = alt
				case 1:
					c = rgb{(base.r + alt.r) / 2, (base.g + alt.g) / 2, (base.b + alt.b) / 2}
				}
				k := 0.93 + 0.07*math.Sin(fx*1.9)*math.Sin(fy*1.9)
				c = rgb{c.r * k, c.g * k, c.b * k}
			case "paper":
				if int(fy)%int(f) == 0 {
					c = rgb{150, 170, 215}
				}
			}
			k := 1 + gx*(fx-float64(w)/2) + gy*(fy-float64(h)/2)
			i := 4 * (y*w + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = clamp(c.r*k), clamp(c.g*k), clamp(c.b*k), 255
		}
	}
	return kind
}

// blend mixes colour c into the pixel i of pix by a (0..1).
func blend(pix []uint8, i int, c rgb, a float64) {
	pix[i] = clamp(float64(pix[i])*(1-a) + c.r*a)
	pix[i+1] = clamp(float64(pix[i+1])*(1-a) + c.g*a)
	pix[i+2] = clamp(float64(pix[i+2])*(1-a) + c.b*a)
}

// quad is a parallelogram of the photo: origin o and edges e1, e2.
type quad struct{ ox, oy, e1x, e1y, e2x, e2y float64 }

// each calls f for every pixel of the photo in q, with its face
// coordinates (a, b) and the face's size in pixels.
func (q quad) each(w, h int, f func(i int, a, b, px float64)) {
	xs := []float64{q.ox, q.ox + q.e1x, q.ox + q.e2x, q.ox + q.e1x + q.e2x}
	ys := []float64{q.oy, q.oy + q.e1y, q.oy + q.e2y, q.oy + q.e1y + q.e2y}
	x0, x1, y0, y1 := xs[0], xs[0], ys[0], ys[0]
	for k := 1; k < 4; k++ {
		x0, x1 = math.Min(x0, xs[k]), math.Max(x1, xs[k])
		y0, y1 = math.Min(y0, ys[k]), math.Max(y1, ys[k])
	}
	det := q.e1x*q.e2y - q.e1y*q.e2x
	if math.Abs(det) < 1 {
		return
	}
	px := math.Sqrt(math.Abs(det))
	for y := max(0, int(y0)-1); y <= min(h-1, int(y1)+1); y++ {
		for x := max(0, int(x0)-1); x <= min(w-1, int(x1)+1); x++ {
			dx, dy := float64(x)+0.5-q.ox, float64(y)+0.5-q.oy
			a := (dx*q.e2y - dy*q.e2x) / det
			b := (q.e1x*dy - q.e1y*dx) / det
			if a < -0.05 || a > 1.05 || b < -0.05 || b > 1.05 {
				continue
			}
			f(4*(y*w+x), a, b, px)
		}
	}
}

// bounds returns the pixel box of q.
func (q quad) bounds() (x, y, w, h int) {
	xs := []float64{q.ox, q.ox + q.e1x, q.ox + q.e2x, q.ox + q.e1x + q.e2x}
	ys := []float64{q.oy, q.oy + q.e1y, q.oy + q.e2y, q.oy + q.e1y + q.e2y}
	x0, x1, y0, y1 := xs[0], xs[0], ys[0], ys[0]
	for k := 1; k < 4; k++ {
		x0, x1 = math.Min(x0, xs[k]), math.Max(x1, xs[k])
		y0, y1 = math.Min(y0, ys[k]), math.Max(y1, ys[k])
	}
	return int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1 - x0)), int(math.Ceil(y1 - y0))
}

// face paints one face of a die: colour c shaded by k, its value's pips,
// rounded corners when round.
func face(pix []uint8, w, h int, q quad, c, pc rgb, k float64, value int, pipR float64, round bool) {
	fc := rgb{c.r * k, c.g * k, c.b * k}
	pc = rgb{pc.r * (0.5 + k/2), pc.g * (0.5 + k/2), pc.b * (0.5 + k/2)}
	const rc = 0.12
	q.each(w, h, func(i int, a, b, px float64) {
		m := math.Min(math.Min(a, 1-a), math.Min(b, 1-b))
		if round {
			ca, cb := math.Min(a, 1-a), math.Min(b, 1-b)
			if ca < rc && cb < rc {
				m = rc - math.Hypot(rc-ca, rc-cb)
			}
		}
		cov := math.Max(0, math.Min(1, m*px+0.5))
		if cov == 0 {
			return
		}
		col := fc
		// a darker bevel along the edges
		if e := m * px; e < 2.5 {
			d := 0.75 + 0.1*e
			col = rgb{fc.r * d, fc.g * d, fc.b * d}
		}
		for _, p := range pips[value] {
			d := math.Hypot(a-p[0], b-p[1])
			if pcov := (pipR - d) * px; pcov > -0.5 {
				t := math.Min(1, pcov+0.5)
				col = rgb{col.r*(1-t) + pc.r*t, col.g*(1-t) + pc.g*t, col.b*(1-t) + pc.b*t}
			}
		}
		blend(pix, i, col, cov)
	})
}

// drawDie paints d (its visible sides, then its top) and returns its label.
func drawDie(pix []uint8, w, h int, d die, cosT, sinT, sideShade float64) Label {
	cr, sr := math.Cos(d.rot), math.Sin(d.rot)
	s := d.s
	// image of a world point at height z
	proj := func(x, y, z float64) (float64, float64) { return x, y*cosT - z*sinT }
	corner := func(a, b float64) (float64, float64) { // footprint corner, face units
		return d.cx + (a-0.5)*s*cr - (b-0.5)*s*sr, d.cy + (a-0.5)*s*sr + (b-0.5)*s*cr
	}
	// sides: the vertical faces turned towards the camera (+y)
	edges := [4][2][2]float64{{{0, 0}, {1, 0}}, {{1, 0}, {1, 1}}, {{1, 1}, {0, 1}}, {{0, 1}, {0, 0}}}
	sides := []int{d.side1, d.side2, 7 - d.side1, 7 - d.side2}
	for k, e := range edges {
		ax, ay := corner(e[0][0], e[0][1])
		bx, by := corner(e[1][0], e[1][1])
		// outward normal of edge a→b of a counterclockwise square in y-down
		ny := -(bx - ax)
		if ny <= 0 || s*sinT < 1.5 {
			continue
		}
		ox, oy := proj(ax, ay, s)
		ex, ey := proj(bx, by, s)
		q := quad{ox, oy, ex - ox, ey - oy, 0, s * sinT}
		shade := sideShade * (0.85 + 0.15*ny/s)
		face(pix, w, h, q, d.face, d.pip, shade, sides[k], d.pipR, false)
	}
	top3 := func(a, b float64) (float64, float64) {
		x, y := corner(a, b)
		return proj(x, y, s)
	}
	ox, oy := top3(0, 0)
	ax, ay := top3(1, 0)
	bx, by := top3(0, 1)
	top := quad{ox, oy, ax - ox, ay - oy, bx - ox, by - oy}
	face(pix, w, h, top, d.face, d.pip, 1, d.value, d.pipR, true)
	x, y, bw, bh := top.bounds()
	return Label{Value: d.value, X: x, Y: y, W: bw, H: bh}
}

// shadow darkens the table where d's shadow falls.
func shadow(pix []uint8, w, h int, d die, cosT, light, length float64) {
	cr, sr := math.Cos(d.rot), math.Sin(d.rot)
	sx, sy := d.cx+math.Cos(light)*length*d.s, d.cy+math.Sin(light)*length*d.s
	s := d.s * 1.1
	ox := sx - 0.5*s*cr + 0.5*s*sr
	oy := sy - 0.5*s*sr - 0.5*s*cr
	q := quad{ox, oy * cosT, s * cr, s * sr * cosT, -s * sr, s * cr * cosT}
	soft := 0.15
	q.each(w, h, func(i int, a, b, px float64) {
		m := math.Min(math.Min(a, 1-a), math.Min(b, 1-b))
		t := math.Max(0, math.Min(1, (m+0.05)/soft))
		k := 1 - 0.45*t
		pix[i] = clamp(float64(pix[i]) * k)
		pix[i+1] = clamp(float64(pix[i+1]) * k)
		pix[i+2] = clamp(float64(pix[i+2]) * k)
	})
}

// glare adds a lamp's bright spot.
func glare(rng *rand.Rand, pix []uint8, w, h int, short float64) {
	cx, cy := rng.Float64()*float64(w), rng.Float64()*float64(h)
	r := short * (0.03 + rng.Float64()*0.07)
	amp := 60 + rng.Float64()*80
	for y := max(0, int(cy-3*r)); y < min(h, int(cy+3*r)); y++ {
		for x := max(0, int(cx-3*r)); x < min(w, int(cx+3*r)); x++ {
			d2 := ((float64(x)-cx)*(float64(x)-cx) + (float64(y)-cy)*(float64(y)-cy)) / (r * r)
			a := amp * math.Exp(-d2)
			i := 4 * (y*w + x)
			pix[i] = clamp(float64(pix[i]) + a)
			pix[i+1] = clamp(float64(pix[i+1]) + a)
			pix[i+2] = clamp(float64(pix[i+2]) + a)
		}
	}
}

// boxBlur blurs the part r of the photo with a box of radius rad, once
// along rows and once along columns.
func boxBlur(pix []uint8, w, h int, r image.Rectangle, rad int) {
	r = r.Intersect(image.Rect(0, 0, w, h))
	if rad < 1 || r.Empty() {
		return
	}
	line := make([]float64, 0, max(r.Dx(), r.Dy()))
	run := func(n int, at func(k int) int) {
		for c := 0; c < 3; c++ {
			line = line[:0]
			for k := 0; k < n; k++ {
				line = append(line, float64(pix[at(k)+c]))
			}
			sum, cnt := 0.0, 0
			for k := 0; k < min(rad, n); k++ {
				sum += line[k]
				cnt++
			}
			for k := 0; k < n; k++ {
				if k+rad < n {
					sum += line[k+rad]
					cnt++
				}
				if k-rad-1 >= 0 {
					sum -= line[k-rad-1]
					cnt--
				}
				pix[at(k)+c] = clamp(sum / float64(cnt))
			}
		}
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		run(r.Dx(), func(k int) int { return 4 * (y*w + r.Min.X + k) })
	}
	for x := r.Min.X; x < r.Max.X; x++ {
		run(r.Dy(), func(k int) int { return 4 * ((r.Min.Y+k)*w + x) })
	}
}
