package vision

import (
	"image"
	"io"
	"math"
	"sort"
)

// SureAt is the confidence from which a die with no problem is sure.
const SureAt = 0.8

// Read reads the dice of the photo r: want of them (0: any number).
func Read(r io.Reader, want int) (Reading, error) {
	img, orient, err := decode(r)
	if err != nil {
		return Reading{}, err
	}
	p, f := shrink(img)
	p = upright(p, orient)
	W, H := img.Bounds().Dx(), img.Bounds().Dy()
	if orient >= 5 {
		W, H = H, W
	}
	return readPlane(p, f, W, H, want), nil
}

// ReadImage reads the dice of an upright image.
func ReadImage(img image.Image, want int) Reading {
	p, f := shrink(img)
	return readPlane(p, f, img.Bounds().Dx(), img.Bounds().Dy(), want)
}

// blob is a connected set of pixels of the working plane.
type blob struct {
	px                     []int32 // indices
	minX, minY, maxX, maxY int
	cx, cy                 float64 // centroid
	sxx, syy, sxy          float64 // second central moments
	edge                   bool    // touches the plane's border
}

func (b *blob) area() int { return len(b.px) }

// axes returns the ellipse's major and minor semi-axis variances.
func (b *blob) axes() (float64, float64) {
	t := (b.sxx + b.syy) / 2
	d := math.Sqrt((b.sxx-b.syy)*(b.sxx-b.syy)/4 + b.sxy*b.sxy)
	return t + d, t - d
}

// components labels the 8-connected sets of mask's true pixels inside the
// window (x0,y0)-(x1,y1), and returns them.
func components(mask []bool, w, h int, x0, y0, x1, y1 int, minArea int) []*blob {
	seen := make([]bool, len(mask))
	var out []*blob
	stack := make([]int32, 0, 256)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			i := y*w + x
			if !mask[i] || seen[i] {
				continue
			}
			b := &blob{minX: x, minY: y, maxX: x, maxY: y}
			seen[i] = true
			stack = append(stack[:0], int32(i))
			for len(stack) > 0 {
				j := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				b.px = append(b.px, j)
				jx, jy := int(j)%w, int(j)/w
				for dy := -1; dy <= 1; dy++ {
					ny := jy + dy
					if ny < y0 || ny >= y1 {
						continue
					}
					for dx := -1; dx <= 1; dx++ {
						nx := jx + dx
						if nx < x0 || nx >= x1 {
							continue
						}
						k := ny*w + nx
						if mask[k] && !seen[k] {
							seen[k] = true
							stack = append(stack, int32(k))
						}
					}
				}
			}
			if len(b.px) < minArea {
				continue
			}
			b.finish(w, h)
			out = append(out, b)
		}
	}
	return out
}

func (b *blob) finish(w, h int) {
	var sx, sy float64
	for _, j := range b.px {
		x, y := int(j)%w, int(j)/w
		sx += float64(x)
		sy += float64(y)
		if x < b.minX {
			b.minX = x
		}
		if x > b.maxX {
			b.maxX = x
		}
		if y < b.minY {
			b.minY = y
		}
		if y > b.maxY {
			b.maxY = y
		}
		if x == 0 || y == 0 || x == w-1 || y == h-1 {
			b.edge = true
		}
	}
	n := float64(len(b.px))
	b.cx, b.cy = sx/n, sy/n
	for _, j := range b.px {
		dx, dy := float64(int(j)%w)-b.cx, float64(int(j)/w)-b.cy
		b.sxx += dx * dx
		b.syy += dy * dy
		b.sxy += dx * dy
	}
	b.sxx /= n
	b.syy /= n
	b.sxy /= n
}

// background is the table's colour, read on the photo's border: its
// median and how far the border's pixels stray from it.
type background struct {
	r, g, b, l float64
	spread     float64
}

func dist(r1, g1, b1, r2, g2, b2 float64) float64 {
	dr, dg, db := r1-r2, g1-g2, b1-b2
	return math.Sqrt(dr*dr + dg*dg + db*db)
}

func borderModel(p *plane) background {
	bw := max(2, min(p.w, p.h)/25)
	var rs, gs, bs []int
	add := func(i int) { rs, gs, bs = append(rs, int(p.r[i])), append(gs, int(p.g[i])), append(bs, int(p.b[i])) }
	for y := 0; y < p.h; y += 2 {
		for x := 0; x < p.w; x += 2 {
			if x < bw || y < bw || x >= p.w-bw || y >= p.h-bw {
				add(y*p.w + x)
			}
		}
	}
	med := func(v []int) float64 {
		s := append([]int(nil), v...)
		sort.Ints(s)
		return float64(s[len(s)/2])
	}
	bg := background{r: med(rs), g: med(gs), b: med(bs)}
	bg.l = (299*bg.r + 587*bg.g + 114*bg.b) / 1000
	ds := make([]float64, len(rs))
	for i := range rs {
		ds[i] = dist(float64(rs[i]), float64(gs[i]), float64(bs[i]), bg.r, bg.g, bg.b)
	}
	sort.Float64s(ds)
	bg.spread = ds[len(ds)*8/10]
	return bg
}

// readPlane reads the dice of p, the photo shrunk by f from W×H.
func readPlane(p *plane, f, W, H, want int) Reading {
	rd := Reading{Width: W, Height: H}
	bg := borderModel(p)
	thr := math.Max(42, 2.2*bg.spread)
	n := p.w * p.h
	fg := make([]bool, n)
	bgChroma := chroma(bg.r, bg.g, bg.b)
	for i := 0; i < n; i++ {
		r, g, b := float64(p.r[i]), float64(p.g[i]), float64(p.b[i])
		d := dist(r, g, b, bg.r, bg.g, bg.b)
		if d <= thr {
			continue
		}
		// a shadow: the table's colour, darker
		if float64(p.l[i]) < bg.l && chromaDist(chroma(r, g, b), bgChroma) < 0.035 {
			continue
		}
		fg[i] = true
	}
	fillHoles(fg, p.w, p.h)
	open(fg, p.w, p.h)
	minArea := max(80, n/4000)
	blobs := components(fg, p.w, p.h, 0, 0, p.w, p.h, minArea)
	if len(blobs) > 60 {
		// a textured table read as things: only the largest are dice
		sort.Slice(blobs, func(i, j int) bool { return blobs[i].area() > blobs[j].area() })
		blobs = blobs[:60]
	}
	var cands []cand
	for _, b := range blobs {
		cands = append(cands, readBlob(p, b)...)
	}
	// Objects with no pips of a die's size are not dice (a glare, a
	// coin); dice-sized ones without pips are dice that could not be
	// read.
	var sides []float64
	for _, c := range cands {
		if c.value > 0 {
			sides = append(sides, c.side)
		}
	}
	sort.Float64s(sides)
	var kept []cand
	for _, c := range cands {
		if c.value == 0 {
			if len(sides) == 0 || c.side < 0.6*sides[len(sides)/2] || c.side > 1.6*sides[len(sides)/2] || c.aspect > 1.6 {
				continue
			}
		}
		kept = append(kept, c)
	}
	sortReading(kept)
	for i, c := range kept {
		d := Die{Value: c.value, X: int(float64(c.x0) * float64(f)), Y: int(float64(c.y0) * float64(f)),
			W: int(float64(c.x1-c.x0+1) * float64(f)), H: int(float64(c.y1-c.y0+1) * float64(f)), Confidence: c.conf}
		d.X, d.Y = min(d.X, W-1), min(d.Y, H-1)
		d.W, d.H = min(d.W, W-d.X), min(d.H, H-d.Y)
		d.Sure = c.problem == 0 && c.conf >= SureAt && c.value >= 1
		if c.problem != 0 {
			rd.Problems = append(rd.Problems, Problem{Code: c.problem, Die: i, Args: c.args})
		} else if !d.Sure {
			rd.Problems = append(rd.Problems, Problem{Code: Unclear, Die: i, Args: []int{c.pips}})
		}
		rd.Dice = append(rd.Dice, d)
	}
	if len(rd.Dice) == 0 {
		rd.Problems = append(rd.Problems, Problem{Code: NoDice, Die: -1})
	} else if want > 0 && len(rd.Dice) != want {
		rd.Problems = append(rd.Problems, Problem{Code: CountWrong, Die: -1, Args: []int{want, len(rd.Dice)}})
	}
	rd.Sure = len(rd.Problems) == 0
	return rd
}

func chroma(r, g, b float64) [2]float64 {
	s := r + g + b + 1
	return [2]float64{r / s, g / s}
}

func chromaDist(a, b [2]float64) float64 { return math.Hypot(a[0]-b[0], a[1]-b[1]) }

// fillHoles makes foreground every background pixel that the border's
// background does not reach: the pips and glare inside a die.
func fillHoles(fg []bool, w, h int) {
	out := make([]bool, len(fg))
	stack := make([]int32, 0, 1024)
	push := func(i int) {
		if !fg[i] && !out[i] {
			out[i] = true
			stack = append(stack, int32(i))
		}
	}
	for x := 0; x < w; x++ {
		push(x)
		push((h-1)*w + x)
	}
	for y := 0; y < h; y++ {
		push(y * w)
		push(y*w + w - 1)
	}
	for len(stack) > 0 {
		j := int(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		x, y := j%w, j/w
		if x > 0 {
			push(j - 1)
		}
		if x < w-1 {
			push(j + 1)
		}
		if y > 0 {
			push(j - w)
		}
		if y < h-1 {
			push(j + w)
		}
	}
	for i := range fg {
		if !out[i] {
			fg[i] = true
		}
	}
}

// open erodes then dilates fg by one pixel (3×3): specks go, and so do
// the thin bridges between dice that touch.
func open(fg []bool, w, h int) {
	tmp := make([]bool, len(fg))
	for y := 1; y < h-1; y++ {
		for x := 1; x < w-1; x++ {
			i := y*w + x
			tmp[i] = fg[i] && fg[i-1] && fg[i+1] && fg[i-w] && fg[i+w] && fg[i-w-1] && fg[i-w+1] && fg[i+w-1] && fg[i+w+1]
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			v := false
			for dy := -1; dy <= 1 && !v; dy++ {
				for dx := -1; dx <= 1; dx++ {
					nx, ny := x+dx, y+dy
					if nx >= 0 && ny >= 0 && nx < w && ny < h && tmp[ny*w+nx] {
						v = true
						break
					}
				}
			}
			fg[i] = v
		}
	}
}

// cand is a die found: its box in working pixels, value and evidence.
type cand struct {
	x0, y0, x1, y1 int
	cx, cy         float64
	side, aspect   float64
	value, pips    int
	conf           float64
	problem        Code
	args           []int
}

// sortReading puts the dice in reading order: rows top to bottom (a die
// whose centre is within half a die of the row's first starts no new
// row), left to right in a row.
func sortReading(cs []cand) {
	sort.Slice(cs, func(i, j int) bool { return cs[i].cy < cs[j].cy })
	var rows [][]cand
	for _, c := range cs {
		if k := len(rows) - 1; k >= 0 && c.cy-rows[k][0].cy < 0.5*math.Max(c.side, rows[k][0].side) {
			rows[k] = append(rows[k], c)
		} else {
			rows = append(rows, []cand{c})
		}
	}
	cs = cs[:0]
	for _, r := range rows {
		sort.Slice(r, func(i, j int) bool { return r[i].cx < r[j].cx })
		cs = append(cs, r...)
	}
}
