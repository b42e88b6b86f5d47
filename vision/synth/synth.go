// Package synth draws synthetic photos of dice on a table, with their
// labels, for the tests and the tuning of package vision: dice seen from
// above to 45° (their side faces in view, pips included), white, ivory and
// coloured dice with black, red or blue pips, two sizes in one photo,
// shadows, a lamp's glare, noise, blur, backgrounds of felt, wood, cloth
// and paper, dice touching and dice cut by the frame. A photo is a pure
// function of its seed and size: the same seed draws the same photo.
package synth

import (
	"image"
	"math"
	"math/rand/v2"
	"sort"
)

// Label is the truth about one die of a photo.
type Label struct {
	// Value is the face on top, 1 to 6.
	Value int
	// X, Y, W, H is the box of the top face in the photo's pixels.
	X, Y, W, H int
	// Unreadable is true when nobody could read the die from the photo (cut
	// by the frame, blurred beyond its pips); Why says which.
	Unreadable bool
	Why        string
}

// Photo is a synthetic photo and its labels.
type Photo struct {
	Image *image.RGBA
	// Dice are the labels, in no particular order.
	Dice []Label
	// Seed is the seed it was drawn from.
	Seed uint64
	// Tilt is the angle of the camera from straight above, in degrees.
	Tilt float64
	// Background names the table: felt, wood, cloth or paper.
	Background string
}

// Options change what Generate draws; the zero Options draw the usual mix.
type Options struct {
	// Dice is the number of dice, 0 for 5 or 6 (sometimes 1 to 4), -1
	// for none (a bare table).
	Dice int
	// Clean draws no die cut by the frame, no blur beyond reading, no
	// touching dice.
	Clean bool
}

type rgb struct{ r, g, b float64 }

// face colours and pip colours of dice.
var (
	faceColours = []rgb{
		{245, 245, 242}, {250, 250, 250}, {236, 226, 196}, {240, 232, 208}, // white, ivory
		{235, 200, 60}, {240, 150, 50}, {120, 180, 235}, {90, 185, 110}, {225, 70, 70}, {240, 160, 190}, // coloured
	}
	black = rgb{22, 22, 26}
	red   = rgb{190, 25, 35}
	blue  = rgb{30, 50, 160}
)

// pips are the canonical places of the pips of each face, in face units.
var pips = [7][][2]float64{
	1: {{.5, .5}},
	2: {{.25, .25}, {.75, .75}},
	3: {{.25, .25}, {.5, .5}, {.75, .75}},
	4: {{.25, .25}, {.75, .25}, {.25, .75}, {.75, .75}},
	5: {{.25, .25}, {.75, .25}, {.5, .5}, {.25, .75}, {.75, .75}},
	6: {{.25, .25}, {.25, .5}, {.25, .75}, {.75, .25}, {.75, .5}, {.75, .75}},
}

// die is a die of the scene, before drawing.
type die struct {
	cx, cy, s, rot      float64 // centre on the table, side, rotation (radians)
	value, side1, side2 int
	face, pip           rgb
	pipR                float64
}

// Generate draws the photo of seed, w×h pixels.
func Generate(seed uint64, w, h int, o Options) Photo {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	p := Photo{Seed: seed, Image: image.NewRGBA(image.Rect(0, 0, w, h))}
	p.Tilt = rng.Float64() * 45
	if rng.IntN(4) == 0 {
		p.Tilt = rng.Float64() * 8
	}
	th := p.Tilt * math.Pi / 180
	cosT, sinT := math.Cos(th), math.Sin(th)
	short := float64(min(w, h))

	// the table
	buf := p.Image.Pix
	p.Background = background(rng, buf, w, h)

	// the dice
	n := o.Dice
	if n < 0 {
		n = 0
	} else if n == 0 {
		n = 5 + rng.IntN(2)
		if rng.IntN(8) == 0 {
			n = 1 + rng.IntN(4)
		}
	}
	size := short * (0.08 + rng.Float64()*0.08)
	twoSizes := rng.IntN(4) == 0
	faceI := rng.IntN(len(faceColours))
	mixed := rng.IntN(3) == 0
	pipC := black
	if faceI < 4 && rng.IntN(3) == 0 {
		pipC = []rgb{red, blue}[rng.IntN(2)]
	}
	touching := !o.Clean && rng.IntN(5) == 0
	cut := !o.Clean && rng.IntN(8) == 0
	var dice []die
	for i := 0; i < n; i++ {
		d := die{s: size, rot: rng.Float64() * math.Pi / 2, value: 1 + rng.IntN(6)}
		if twoSizes && i%2 == 1 {
			d.s = size * (0.6 + rng.Float64()*0.15)
		}
		fi := faceI
		if mixed {
			fi = rng.IntN(len(faceColours))
		}
		d.face = jitter(rng, faceColours[fi], 6)
		d.pip = pipC
		if fi >= 4 {
			d.pip = black
		}
		d.pipR = 0.075 + rng.Float64()*0.02
		d.side1, d.side2 = sideValues(rng, d.value)
		placed := false
		for try := 0; try < 200 && !placed; try++ {
			if touching && i == 1 {
				a := dice[0]
				d.s, d.rot = a.s, a.rot
				gap := rng.Float64() * 0.03 * a.s
				dir := float64(rng.IntN(4)) * math.Pi / 2
				d.cx = a.cx + (a.s+gap)*math.Cos(a.rot+dir)
				d.cy = a.cy + (a.s+gap)*math.Sin(a.rot+dir)
			} else {
				m := d.s * 0.9
				d.cx = m + rng.Float64()*(float64(w)-2*m)
				d.cy = (m + rng.Float64()*(float64(h)-2*m)) / cosT
			}
			if cut && i == n-1 {
				// half out of the frame, on one edge
				switch rng.IntN(4) {
				case 0:
					d.cx = d.s * (rng.Float64()*0.5 - 0.1)
				case 1:
					d.cx = float64(w) - d.s*(rng.Float64()*0.5-0.1)
				case 2:
					d.cy = d.s * (rng.Float64()*0.5 + 0.1) / cosT
				default:
					d.cy = (float64(h) - d.s*(rng.Float64()*0.3-0.1)) / cosT
				}
			}
			placed = fits(d, dice, touching && i == 1, cosT, float64(w), float64(h), cut && i == n-1)
		}
		if !placed {
			continue
		}
		dice = append(dice, d)
	}

	light := rng.Float64() * 2 * math.Pi
	shadowLen := 0.15 + rng.Float64()*0.35
	blur := 0
	if rng.IntN(3) == 0 {
		blur = 1 + rng.IntN(2)
	}
	blurredDie := -1
	for _, d := range dice {
		shadow(buf, w, h, d, cosT, light, shadowLen)
	}
	// back to front: a die nearer the camera hides the sides of the one
	// behind
	sort.SliceStable(dice, func(i, j int) bool { return dice[i].cy < dice[j].cy })
	sideShade := 0.5 + rng.Float64()*0.3
	for _, d := range dice {
		p.Dice = append(p.Dice, drawDie(buf, w, h, d, cosT, sinT, sideShade))
	}
	if rng.IntN(3) == 0 {
		glare(rng, buf, w, h, short)
	}
	if !o.Clean && rng.IntN(10) == 0 && len(dice) > 0 {
		blurredDie = rng.IntN(len(dice))
	}
	// blur: the whole photo a little (out of focus, scaled to its size),
	// and sometimes one die beyond reading (moving when shot)
	scale := short / 600
	if blur > 0 {
		boxBlur(buf, w, h, image.Rect(0, 0, w, h), int(math.Round(float64(blur)*scale)))
	}
	for i := range p.Dice {
		l := &p.Dice[i]
		if i == blurredDie {
			d := dice[i]
			r := int(d.s * d.pipR * 2.2)
			boxBlur(buf, w, h, image.Rect(l.X-l.W/2, l.Y-l.H/2, l.X+l.W*3/2, l.Y+l.H*3/2), r)
			boxBlur(buf, w, h, image.Rect(l.X-l.W/2, l.Y-l.H/2, l.X+l.W*3/2, l.Y+l.H*3/2), r)
			l.Unreadable, l.Why = true, "blurred"
		}
		if l.X < 0 || l.Y < 0 || l.X+l.W > w || l.Y+l.H > h {
			l.Unreadable, l.Why = true, "cut by the frame"
		}
	}
	if noise := rng.Float64() * 8; noise > 0.5 {
		// a table of noise reused along the photo: cheap for 12 MP
		tab := make([]float64, 4093)
		for i := range tab {
			tab[i] = rng.NormFloat64() * noise
		}
		k := rng.IntN(len(tab))
		for i := 0; i < 4*w*h; i += 4 {
			for c := 0; c < 3; c++ {
				k += 7
				if k >= len(tab) {
					k -= len(tab)
				}
				buf[i+c] = clamp(float64(buf[i+c]) + tab[k])
			}
		}
	}
	return p
}

func clamp(v float64) uint8 {
	if v < 0 {
		return 0
	}
	if v > 255 {
		return 255
	}
	return uint8(v + 0.5)
}

func jitter(rng *rand.Rand, c rgb, a float64) rgb {
	return rgb{c.r + (rng.Float64()*2-1)*a, c.g + (rng.Float64()*2-1)*a, c.b + (rng.Float64()*2-1)*a}
}

// sideValues returns two faces that can be beside the top face v.
func sideValues(rng *rand.Rand, v int) (int, int) {
	var c []int
	for f := 1; f <= 6; f++ {
		if f != v && f != 7-v {
			c = append(c, f)
		}
	}
	a := c[rng.IntN(len(c))]
	for {
		b := c[rng.IntN(len(c))]
		if b != a && b != 7-a {
			return a, b
		}
	}
}

// fits reports whether d stands apart from the dice placed (touching the
// first one when touch), inside the frame unless out.
func fits(d die, dice []die, touch bool, cosT, w, h float64, out bool) bool {
	if !out {
		r := d.s * 0.75
		if d.cx-r < 0 || d.cx+r > w || d.cy*cosT-r*1.6 < 0 || d.cy*cosT+r > h {
			return false
		}
	}
	for j, e := range dice {
		if touch && j == 0 {
			continue
		}
		min := (d.s + e.s) * 0.85
		if math.Hypot(d.cx-e.cx, d.cy-e.cy) < min {
			return false
		}
	}
	return true
}
