package vision

import (
	"image"
	"math"
	"sort"
)

// SureAt is the confidence from which a die is Sure: set above the wrong
// reads of 400 synthetic photos of 640×480 (their confidences reached
// 0.68) and of tune/, so that wrong reads called sure stay rare (≤ 1 %)
// on photos unlike those.
const SureAt = 0.7

// goodAt is the confidence from which a reading is taken as a face well
// made when the reader chooses between readings (a group whole or parted,
// a side or a top): not the same question as whether to trust it.
const goodAt = 0.5

// negativeAt is the least confidence of a die read in negative (pale pips
// on a dark face), or made only of spots found at the deeper threshold,
// for it to count: below, a pale speck on a dark table, the grain of a
// wood cut in pieces.
const negativeAt = 0.1

// candidate is a die being read: its pips, the face matched, its evidence.
type candidate struct {
	pips []pip
	fit  fit
	conf float64 // how well the pips make the face: to choose a reading
	// strict is conf with pips of the common size only: what Sure is
	// decided on, the Confidence said
	strict float64
	value  int
	face   float64 // luma of the face
	elong  float64 // mean elongation of its pips
	why    Code    // the problem that makes it unsure, 0 for none
	drop   bool
	// factors of conf: fit, size, share, squash, contrast, empty, round
	// (conf takes the square root of round)
	factors [7]float64
}

// read reads the dice of the upright image img.
func read(img image.Image, want int) Reading {
	b := img.Bounds()
	r := Reading{Width: b.Dx(), Height: b.Dy()}
	if r.Width < 16 || r.Height < 16 {
		r.Problems = append(r.Problems, Problem{Code: NoDice, Die: -1})
		return r
	}
	p := working(img)
	cs := candidates(p)
	var fs []found
	k := float64(p.scale) / float64(p.up)
	for _, c := range cs {
		if c.drop {
			continue
		}
		x0, y0, x1, y1 := box(c.fit.f)
		d := Die{Value: c.value, Confidence: c.strict}
		d.X, d.Y = int(math.Floor(x0*k)), int(math.Floor(y0*k))
		d.W, d.H = int(math.Ceil((x1-x0)*k)), int(math.Ceil((y1-y0)*k))
		if c.why == 0 && (x0 < 1 || y0 < 1 || x1 > float64(p.w-1) || y1 > float64(p.h-1)) {
			c.why = CutByFrame
		}
		if c.why != 0 {
			d.Confidence = math.Min(d.Confidence, SureAt/2)
		}
		d.Sure = d.Confidence >= SureAt && c.why == 0
		if !d.Sure && c.why == 0 {
			c.why = Unclear
		}
		fs = append(fs, found{d, c.why})
	}
	fs, aside := setAside(fs, want)
	// reading order: rows top to bottom (a row: dice whose centres are
	// within half a die of the row's first), left to right
	sort.Slice(fs, func(i, j int) bool { return fs[i].d.Y+fs[i].d.H/2 < fs[j].d.Y+fs[j].d.H/2 })
	for i := 0; i < len(fs); {
		cy := fs[i].d.Y + fs[i].d.H/2
		j := i + 1
		for j < len(fs) && fs[j].d.Y+fs[j].d.H/2-cy < fs[i].d.H/2 {
			j++
		}
		row := fs[i:j]
		sort.SliceStable(row, func(a, b int) bool { return row[a].d.X < row[b].d.X })
		i = j
	}
	r.Sure = len(fs) > 0
	for i, f := range fs {
		r.Dice = append(r.Dice, f.d)
		if f.why != 0 {
			r.Problems = append(r.Problems, Problem{Code: f.why, Die: i})
		}
		r.Sure = r.Sure && f.d.Sure
	}
	if aside > 0 {
		r.Problems = append(r.Problems, Problem{Code: SetAside, Die: -1, Args: []any{aside}})
		r.Sure = false
	}
	switch {
	case len(fs) == 0:
		r.Problems = append(r.Problems, Problem{Code: NoDice, Die: -1})
	case want > 0 && len(fs) != want:
		r.Problems = append(r.Problems, Problem{Code: CountWrong, Die: -1, Args: []any{want, len(fs)}})
		r.Sure = false
	}
	return r
}

// found is a die read and the problem that makes it unsure (0 for none).
type found struct {
	d   Die
	why Code
}

// setAside takes out of fs, when it holds more dice than the game wants,
// the lone dark spots (a speck, a knot of the wood) read unsure or of a
// size no other die has, and any reading not made well (a cloth's
// pattern), the least sure first, until want are left; it returns the
// dice kept, said as they were, and how many went (the reading is then
// not sure: a die may be missing that a spot was taken for).
func setAside(fs []found, want int) ([]found, int) {
	var sides []float64
	for _, f := range fs {
		if f.d.Value > 1 {
			sides = append(sides, math.Sqrt(float64(f.d.W*f.d.H)))
		}
	}
	alone := func(d Die) bool {
		s := math.Sqrt(float64(d.W * d.H))
		for _, o := range sides {
			if math.Abs(s-o) <= 0.25*o {
				return false
			}
		}
		return len(sides) > 0
	}
	aside := 0
	for want > 0 && len(fs) > want {
		worst := -1
		for i, f := range fs {
			if (f.d.Value == 1 && (!f.d.Sure || alone(f.d)) || f.d.Confidence < goodAt) && (worst < 0 || f.d.Confidence < fs[worst].d.Confidence) {
				worst = i
			}
		}
		if worst < 0 {
			break
		}
		fs = append(fs[:worst], fs[worst+1:]...)
		aside++
	}
	return fs, aside
}

// candidates returns the dice seen in the working image p, the side faces
// and the parts of faces marked dropped.
func candidates(p *plane) []*candidate {
	cs := pass(p)
	// dark dice with pale pips: the same reading of the photo in negative;
	// where both readings see a die, the surer one is kept
	// (not a faint one: a pale speck on a dark cloth is no die)
	for _, c := range pass(p.negative()) {
		if c.drop || c.conf < negativeAt || len(c.pips) == 1 && c.conf < goodAt {
			continue
		}
		if len(c.pips) == 1 {
			// a lone pale spot may be a glint: never sure
			c.conf = math.Min(c.conf, goodAt/2)
			c.strict = math.Min(c.strict, c.conf)
		}
		var over []*candidate
		kept := true
		for _, o := range cs {
			if o.drop || !o.fit.ok || !c.fit.ok || !overlap(c, o) {
				continue
			}
			over = append(over, o)
			kept = kept && c.conf > o.conf
		}
		if !kept {
			continue
		}
		for _, o := range over {
			o.drop = true
		}
		cs = append(cs, c)
	}
	return cs
}

// pass reads the dice of dark pips on a pale face in p.
func pass(p *plane) []*candidate {
	ps := findPips(p)
	var cs []*candidate
	for _, g := range group(p, ps) {
		for _, c := range judge(p, g) {
			// dark spots found only at the deeper threshold (the grain of
			// a wood, once its lines are cut in pieces) count as a die
			// only when they make a face well
			deep := true
			for _, q := range c.pips {
				deep = deep && q.deep
			}
			if !deep || c.conf >= negativeAt {
				cs = append(cs, c)
			}
		}
	}
	cs = mergeParts(p, cs)
	dropSides(cs)
	return cs
}

// box returns the pixel box of the face f.
func box(f affine) (x0, y0, x1, y1 float64) {
	x0, y0 = math.Inf(1), math.Inf(1)
	x1, y1 = math.Inf(-1), math.Inf(-1)
	for _, q := range [4][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		x, y := f.at(q[0], q[1])
		x0, y0, x1, y1 = math.Min(x0, x), math.Min(y0, y), math.Max(x1, x), math.Max(y1, y)
	}
	return
}

// group puts the pips together that lie on one face: of about one size,
// close, and joined by the face's colour only (no edge of a die, no table
// between them).
func group(p *plane, ps []pip) [][]pip {
	n := len(ps)
	mask := make([]bool, p.w*p.h)
	for _, c := range ps {
		r := c.ra*1.45 + 1
		for y := max(0, int(c.y-r)); y <= min(p.h-1, int(c.y+r)); y++ {
			for x := max(0, int(c.x-r)); x <= min(p.w-1, int(c.x+r)); x++ {
				if math.Hypot(float64(x)-c.x, float64(y)-c.y) <= r {
					mask[y*p.w+x] = true
				}
			}
		}
	}
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(a int) int {
		for parent[a] != a {
			parent[a] = parent[parent[a]]
			a = parent[a]
		}
		return a
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			a, b := ps[i], ps[j]
			ri, rj := a.radius(), b.radius()
			if math.Max(ri, rj) > 1.45*math.Min(ri, rj) {
				continue
			}
			d := math.Hypot(a.x-b.x, a.y-b.y)
			if d > 13*math.Max(ri, rj) {
				continue
			}
			if math.Abs(a.ring-b.ring) > 0.18*math.Max(a.ring, b.ring) {
				continue
			}
			if joined(p, mask, a, b) {
				parent[find(i)] = find(j)
			}
		}
	}
	byRoot := map[int][]pip{}
	var roots []int
	for i := range ps {
		r := find(i)
		if byRoot[r] == nil {
			roots = append(roots, r)
		}
		byRoot[r] = append(byRoot[r], ps[i])
	}
	out := make([][]pip, 0, len(roots))
	for _, r := range roots {
		out = append(out, byRoot[r])
	}
	return out
}

// joined reports whether the segment from a to b crosses the face only
// (outside the pips): as bright as their rings, of their colour, or
// brighter (a lamp's glare).
func joined(p *plane, mask []bool, a, b pip) bool {
	ref := (a.ring + b.ring) / 2
	rg := (a.fr - a.fg + b.fr - b.fg) / 2
	bg := (a.fb - a.fg + b.fb - b.fg) / 2
	d := math.Hypot(a.x-b.x, a.y-b.y)
	steps := int(d) + 1
	bad, run, seen := 0, 0, 0
	for k := 0; k <= steps; k++ {
		t := float64(k) / float64(steps)
		x := int(math.Round(a.x + (b.x-a.x)*t))
		y := int(math.Round(a.y + (b.y-a.y)*t))
		i := y*p.w + x
		if mask[i] {
			run = 0
			continue
		}
		seen++
		l := float64(p.l[i])
		ok := l >= 0.84*ref
		if ok && l < 1.1*ref {
			dc := math.Abs(float64(p.r[i])-float64(p.g[i])-rg) + math.Abs(float64(p.b[i])-float64(p.g[i])-bg)
			ok = dc <= 30+0.12*ref
		}
		if ok {
			run = 0
			continue
		}
		bad++
		run++
		if run >= 2 {
			return false
		}
	}
	return bad*8 <= seen
}

// judge reads a group of pips: one die, or the faces it parts into when
// it is not one face well (partition), or, beyond partition's reach, two
// touching dice split by their positions.
func judge(p *plane, g []pip) []*candidate {
	if len(g) > 6 {
		if parts, _ := partition(p, g); parts != nil {
			return parts
		}
		a, b := split(g)
		if len(a) <= 6 && len(b) <= 6 && len(a) > 0 && len(b) > 0 {
			ca, cb := evaluate(p, a), evaluate(p, b)
			ca.why, cb.why = Touching, Touching
			return []*candidate{ca, cb}
		}
		c := evaluate(p, g[:6])
		c.value, c.why, c.pips = 0, Touching, g
		return []*candidate{c}
	}
	c := evaluate(p, g)
	if c.conf < goodAt && len(g) >= 2 {
		if top := topPips(g); top != nil {
			if t := evaluate(p, top); t.conf >= goodAt {
				return []*candidate{t}
			}
		}
		if parts, score := partition(p, g); len(parts) > 0 && score > c.conf {
			return parts
		}
	}
	return []*candidate{c}
}

// topPips returns the pips of g on the top face when g holds pips of a
// side too (a side as bright as the top, seen at an angle): the larger,
// rounder ones, when they stand apart from the others; nil otherwise.
func topPips(g []pip) []pip {
	type fp struct {
		f float64
		q pip
	}
	fs := make([]fp, len(g))
	for i, q := range g {
		fs[i] = fp{q.radius() * q.rb / q.ra, q}
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].f > fs[j].f })
	k, best := 0, 1.3
	for i := 1; i < len(fs); i++ {
		if r := fs[i-1].f / fs[i].f; r > best {
			k, best = i, r
		}
	}
	if k == 0 {
		return nil
	}
	out := make([]pip, k)
	for i := range out {
		out[i] = fs[i].q
	}
	return out
}

// split parts g in two by 2-means of the positions.
func split(g []pip) ([]pip, []pip) {
	// start from the farthest pair
	ai, bi, far := 0, 0, -1.0
	for i := range g {
		for j := i + 1; j < len(g); j++ {
			if d := math.Hypot(g[i].x-g[j].x, g[i].y-g[j].y); d > far {
				ai, bi, far = i, j, d
			}
		}
	}
	ax, ay, bx, by := g[ai].x, g[ai].y, g[bi].x, g[bi].y
	var a, b []pip
	for it := 0; it < 10; it++ {
		a, b = a[:0], b[:0]
		for _, q := range g {
			if math.Hypot(q.x-ax, q.y-ay) <= math.Hypot(q.x-bx, q.y-by) {
				a = append(a, q)
			} else {
				b = append(b, q)
			}
		}
		ax, ay = centre(a)
		bx, by = centre(b)
	}
	return a, b
}

func centre(g []pip) (float64, float64) {
	var x, y float64
	for _, q := range g {
		x += q.x
		y += q.y
	}
	n := math.Max(1, float64(len(g)))
	return x / n, y / n
}

// evaluate matches g with the face of its count and weighs the evidence.
func evaluate(p *plane, g []pip) *candidate {
	c := &candidate{pips: g, value: len(g)}
	c.fit = fitFace(g)
	var rad, rad2, ring, dark, round, el float64
	for _, q := range g {
		r := q.radius()
		rad += r
		rad2 += r * r
		ring += q.ring
		dark += q.dark
		round += q.round
		el += q.ra / q.rb
	}
	n := float64(len(g))
	rad, ring, dark, round, el = rad/n, ring/n, dark/n, round/n, el/n
	c.face, c.elong = ring, el
	cv := math.Sqrt(math.Max(0, rad2/n-rad*rad)) / rad
	f := c.fit.f
	s := f.side()
	if !c.fit.ok || s == 0 {
		c.why = Unclear
		return c
	}
	fres := clamp01(1 - c.fit.resid/0.09)
	fsize := clamp01(1 - cv/0.3)
	share := rad / s
	// pips of the common size within ±0.035 of a side, nothing at ±0.075
	fshare := shareFactor(share, 0.035, 0.04)
	fsquash := clamp01((f.squash() - 0.45) / 0.2)
	contrast := (ring - dark) / ring
	fcontrast := clamp01((contrast - 0.25) / 0.25)
	// the places of the face without a pip must be bare
	empty := 0.0
	has := map[[2]float64]bool{}
	for _, q := range layouts[c.value] {
		has[q] = true
	}
	for _, u := range [3]float64{.25, .5, .75} {
		for _, v := range [3]float64{.25, .5, .75} {
			if has[[2]float64{u, v}] {
				continue
			}
			x, y := f.at(u, v)
			empty = math.Max(empty, darkness(p, x, y, rad*0.4, ring, dark))
		}
	}
	if c.value == 1 {
		// around a lone pip, the face all round
		for k := 0; k < 12; k++ {
			t := 2 * math.Pi * float64(k) / 12
			x, y := f.at(.5+.3*math.Cos(t), .5+.3*math.Sin(t))
			empty = math.Max(empty, darkness(p, x, y, rad*0.5, ring, dark))
		}
	}
	fempty := clamp01(1 - (empty-0.3)/0.3)
	c.conf = fres * fsize * fshare * fsquash * fcontrast * fempty * math.Sqrt(round)
	// the confidence said, that makes a die sure, asks the pips' size to
	// be the common one: pips of unusual size are read, not taken on trust
	// (allowing them raised the sure but wrong on tune/ threefold)
	if fshare > 0 {
		c.strict = c.conf * shareFactor(share, 0.025, 0.03) / fshare
	}
	c.factors = [7]float64{fres, fsize, fshare, fsquash, fcontrast, fempty, round}
	if c.value == 1 {
		c.conf *= 0.9
		c.strict *= 0.9
	}
	if fcontrast < 0.3 {
		c.why = LowContrast
	}
	return c
}

// shareFactor weighs a pip-to-face ratio: 1 up to `within` from pipShare,
// falling to 0 over ramp beyond.
func shareFactor(share, within, ramp float64) float64 {
	return clamp01(1 - math.Max(0, math.Abs(share-pipShare)-within)/ramp)
}

// darkness returns how dark the darkest pixel within r of (x, y) is, from
// 0 (as the face) to 1 (as the pips); 1 outside the photo.
func darkness(p *plane, x, y, r, face, pipL float64) float64 {
	lo := math.Inf(1)
	for yy := int(y - r); yy <= int(y+r); yy++ {
		for xx := int(x - r); xx <= int(x+r); xx++ {
			if xx < 0 || yy < 0 || xx >= p.w || yy >= p.h {
				return 1
			}
			lo = math.Min(lo, float64(p.l[yy*p.w+xx]))
		}
	}
	if face <= pipL {
		return 1
	}
	return clamp01((face - lo) / (face - pipL))
}

// dropSides drops the groups that are the side faces of a die beside its
// top face: close to another, and darker or more foreshortened.
func dropSides(cs []*candidate) {
	for _, a := range cs {
		for _, b := range cs {
			if a == b || b.drop || !a.fit.ok || !b.fit.ok {
				continue
			}
			sa, sb := a.fit.f.side(), b.fit.f.side()
			d := math.Hypot(a.fit.f.tx-b.fit.f.tx, a.fit.f.ty-b.fit.f.ty)
			// an unsure lone spot on the edge of a die read: its bevel, not
			// another die
			if len(a.pips) == 1 && a.conf < goodAt && len(b.pips) > 1 && d < 0.85*sb {
				a.drop = true
				continue
			}
			// a side lies within a side of its top's centre; two dice
			// side by side, faces smaller than the dice, lie farther
			if d > math.Max(sa, sb)+2 {
				continue
			}
			// a side is of its top's colour, or seen under it (the camera
			// sees the sides that face it); two dice of two colours side
			// by side are two dice
			if !sameHue(a.pips, b.pips) && a.fit.f.ty-b.fit.f.ty < 0.3*sb {
				continue
			}
			if a.face < 0.88*b.face || a.elong > 1.3*b.elong+0.15 {
				a.drop = true
			}
		}
	}
	// a side as bright as its top, seen at a slant from the front: a face
	// right under a top, shaped as its side, unless it has a side of its
	// own under it (then it is the top of a die in front)
	for _, a := range cs {
		if a.drop || !a.fit.ok {
			continue
		}
		top := false
		for _, c := range cs {
			top = top || c != a && c.fit.ok && sideOf(c.fit.f, a.fit.f)
		}
		for _, b := range cs {
			if !top && b != a && !b.drop && b.fit.ok && slanted(b.pips) && sideOf(a.fit.f, b.fit.f) {
				a.drop = true
				break
			}
		}
	}
}

// slanted reports whether the pips g are seen at a slant from the front:
// flattened up and down (their layout may be of any shape, their own
// shape is the face's foreshortening).
func slanted(g []pip) bool {
	var v, h float64
	for _, q := range g {
		c, s := math.Cos(q.ang), math.Sin(q.ang)
		h += math.Hypot(q.ra*c, q.rb*s)
		v += math.Hypot(q.ra*s, q.rb*c)
	}
	return v < 0.85*h
}

// sideOf reports whether the face a is the side of the die whose top is
// b, in a photo taken at a slant from the front: b is foreshortened up and
// down, and a lies right under it, edge to edge, no wider than it.
func sideOf(a, b affine) bool {
	ext := func(f affine, x, y float64) float64 {
		return math.Abs(f.a*x+f.c*y) + math.Abs(f.b*x+f.d*y)
	}
	aH, aV := ext(a, 1, 0), ext(a, 0, 1)
	bH, bV := ext(b, 1, 0), ext(b, 0, 1)
	dx, dy := a.tx-b.tx, a.ty-b.ty
	return bV < 0.85*bH && dy > 0 && math.Abs(dx) < 0.5*bH && dy < 0.65*(aV+bV) && aH < 1.2*bH
}

// mergeParts joins the groups that are parts of one face (a glare or a
// shadow across it cut the face colour between its pips): two unsure
// groups side by side, of one pip size and face, whose pips together
// make a face well.
func mergeParts(p *plane, cs []*candidate) []*candidate {
	for changed := true; changed; {
		changed = false
		for i := 0; i < len(cs) && !changed; i++ {
			for j := i + 1; j < len(cs) && !changed; j++ {
				a, b := cs[i], cs[j]
				if len(a.pips)+len(b.pips) > 6 || a.conf >= goodAt && b.conf >= goodAt || !a.fit.ok || !b.fit.ok {
					continue
				}
				ra, rb := meanRadius(a.pips), meanRadius(b.pips)
				if math.Max(ra, rb) > 1.35*math.Min(ra, rb) || math.Abs(a.face-b.face) > 0.15*math.Max(a.face, b.face) {
					continue
				}
				ax, ay := centre(a.pips)
				bx, by := centre(b.pips)
				side := math.Max(ra, rb) / pipShare
				if math.Hypot(ax-bx, ay-by) > 0.8*side {
					continue
				}
				m := evaluate(p, append(append([]pip(nil), a.pips...), b.pips...))
				if m.conf >= goodAt && m.why == 0 {
					cs[i] = m
					cs = append(cs[:j], cs[j+1:]...)
					changed = true
				}
			}
		}
	}
	return cs
}

func meanRadius(g []pip) float64 {
	var r float64
	for _, q := range g {
		r += q.radius()
	}
	return r / math.Max(1, float64(len(g)))
}

// sameHue reports whether the faces around the pips of a and b have one
// colour, brightness apart (a die's side is its top in the shade).
func sameHue(a, b []pip) bool {
	hue := func(g []pip) (float64, float64) {
		var r, gr, bl float64
		for _, q := range g {
			r += q.fr
			gr += q.fg
			bl += q.fb
		}
		l := math.Max(1, r+gr+bl)
		return r / l, bl / l
	}
	ar, ab := hue(a)
	br, bb := hue(b)
	return math.Abs(ar-br)+math.Abs(ab-bb) < 0.08
}
