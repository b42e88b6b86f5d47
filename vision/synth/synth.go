// Package synth draws synthetic photos of dice on a table, with their
// labels, for measuring the dice reader (package vision) on thousands of
// cases: dice seen from above to 45° with their side faces, white, ivory
// and coloured dice with black, red or blue pips, two sizes, felt, wood,
// cloth and paper, shadows, a lamp's glare, noise and blur, dice touching
// and dice cut by the frame. A scene is made from a seed: the same seed,
// the same photo.
package synth

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
)

// Die is one die of a scene, in the photo's pixels.
type Die struct {
	Value  int
	X, Y   float64 // centre of the top face
	Side   float64
	Turn   float64 // radians
	Face   color.RGBA
	Pip    color.RGBA
	Side2  int  // the value of the side face in view
	Cut    bool // cut by the frame: not to be read surely
	Glared bool
}

// Scene is a photo to draw.
type Scene struct {
	W, H       int
	Background string // felt, wood, cloth, paper
	Table      color.RGBA
	Tilt       float64 // degrees from straight above, 0–45
	Dice       []Die
	Noise      float64 // σ of the noise, in levels
	Blur       int     // box blur radius
	Shadow     bool
	Touching   bool
}

// Options choose what a scene may hold.
type Options struct {
	W, H     int
	Dice     int     // how many (0: 5 or 6)
	MaxTilt  float64 // degrees
	Touching bool    // let dice touch
	Cut      bool    // let a die be cut by the frame
	Hard     bool    // glare, blur, noise, two sizes
}

var (
	whites  = []color.RGBA{{245, 245, 240, 255}, {238, 228, 200, 255}, {250, 250, 250, 255}}
	colours = []color.RGBA{{210, 40, 40, 255}, {240, 200, 40, 255}, {60, 150, 70, 255}, {90, 170, 220, 255}}
	pipsOn  = []color.RGBA{{20, 20, 20, 255}, {190, 20, 30, 255}, {30, 50, 170, 255}}
	tables  = map[string][]color.RGBA{
		"felt":  {{30, 110, 60, 255}, {40, 60, 120, 255}, {120, 30, 35, 255}},
		"wood":  {{140, 95, 55, 255}, {110, 70, 40, 255}, {170, 125, 80, 255}},
		"cloth": {{90, 90, 100, 255}, {150, 60, 60, 255}, {70, 110, 130, 255}},
		"paper": {{200, 195, 185, 255}, {175, 185, 195, 255}},
	}
	kinds = []string{"felt", "wood", "cloth", "paper"}
)

// New makes the scene of seed.
func New(seed uint64, o Options) Scene {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	if o.W == 0 {
		o.W, o.H = 960, 720
	}
	s := Scene{W: o.W, H: o.H, Background: kinds[r.IntN(len(kinds))], Shadow: r.IntN(3) > 0}
	tc := tables[s.Background]
	s.Table = tc[r.IntN(len(tc))]
	s.Tilt = r.Float64() * o.MaxTilt
	n := o.Dice
	if n == 0 {
		n = 5 + r.IntN(2)
	}
	base := float64(min(o.W, o.H)) * (0.09 + 0.06*r.Float64())
	sizes := []float64{base}
	if o.Hard && r.IntN(3) == 0 {
		sizes = append(sizes, base*0.7)
	}
	face := whites[r.IntN(len(whites))]
	pipc := pipsOn[r.IntN(len(pipsOn))]
	if r.IntN(4) == 0 {
		face, pipc = colours[r.IntN(len(colours))], color.RGBA{20, 20, 20, 255}
		if face.G > 190 { // yellow: any pips
			pipc = pipsOn[r.IntN(len(pipsOn))]
		}
	}
	if o.Hard {
		s.Noise = 2 + 6*r.Float64()
		if r.IntN(4) == 0 {
			s.Blur = 1
		}
	} else {
		s.Noise = 2
	}
	s.Touching = o.Touching && r.IntN(2) == 0
	margin := base
	for tries := 0; len(s.Dice) < n && tries < 4000; tries++ {
		side := sizes[r.IntN(len(sizes))]
		d := Die{Value: 1 + r.IntN(6), Side: side, Turn: r.Float64() * math.Pi / 2, Face: face, Pip: pipc, Side2: 1 + r.IntN(6)}
		d.X = margin + r.Float64()*(float64(o.W)-2*margin)
		d.Y = margin + r.Float64()*(float64(o.H)-2*margin)
		ok := true
		for _, e := range s.Dice {
			gap := 1.55
			if s.Touching && len(s.Dice) == 1 {
				gap = 1.0
			}
			if math.Hypot(d.X-e.X, (d.Y-e.Y)) < gap*(d.Side+e.Side)/2*1.45 {
				ok = false
				break
			}
		}
		if s.Touching && len(s.Dice) == 1 {
			// the second die set against the first
			e := s.Dice[0]
			d.Side, d.Turn = e.Side, e.Turn
			d.X = e.X + math.Cos(e.Turn)*e.Side*1.02
			d.Y = e.Y + math.Sin(e.Turn)*e.Side*1.02*math.Cos(s.Tilt*math.Pi/180)
			ok = d.X > margin && d.X < float64(o.W)-margin && d.Y > margin && d.Y < float64(o.H)-margin
		}
		if ok {
			s.Dice = append(s.Dice, d)
		}
	}
	if o.Cut && len(s.Dice) > 0 && r.IntN(3) == 0 {
		d := &s.Dice[len(s.Dice)-1]
		d.X = d.Side * 0.1
		d.Cut = true
	}
	if o.Hard && len(s.Dice) > 0 && r.IntN(3) == 0 {
		s.Dice[r.IntN(len(s.Dice))].Glared = true
	}
	return s
}

// Values are the values of the dice not cut by the frame.
func (s Scene) Values() []int {
	var v []int
	for _, d := range s.Dice {
		if !d.Cut {
			v = append(v, d.Value)
		}
	}
	return v
}

// pipPlaces are each face's pips in the die's units (side 1, centred).
var pipPlaces = [7][][2]float64{
	1: {{0, 0}},
	2: {{-0.27, -0.27}, {0.27, 0.27}},
	3: {{-0.27, -0.27}, {0, 0}, {0.27, 0.27}},
	4: {{-0.27, -0.27}, {0.27, -0.27}, {-0.27, 0.27}, {0.27, 0.27}},
	5: {{-0.27, -0.27}, {0.27, -0.27}, {0, 0}, {-0.27, 0.27}, {0.27, 0.27}},
	6: {{-0.27, -0.27}, {0.27, -0.27}, {-0.27, 0}, {0.27, 0}, {-0.27, 0.27}, {0.27, 0.27}},
}

// Draw renders the scene.
func (s Scene) Draw(seed uint64) *image.RGBA {
	r := rand.New(rand.NewPCG(seed+1, seed^0x51ed27))
	img := image.NewRGBA(image.Rect(0, 0, s.W, s.H))
	fy := math.Cos(s.Tilt * math.Pi / 180)
	sy := math.Sin(s.Tilt * math.Pi / 180)
	buf := make([]float64, 3*s.W*s.H)
	// the table
	grain := r.Float64() * 10
	for y := 0; y < s.H; y++ {
		for x := 0; x < s.W; x++ {
			k := 1.0
			switch s.Background {
			case "wood":
				k = 0.85 + 0.15*math.Sin(float64(y)*0.08+3*math.Sin(float64(x)*0.01+grain))
			case "cloth":
				if (x/3+y/3)%2 == 0 {
					k = 0.92
				}
			case "felt":
				k = 0.96 + 0.04*math.Sin(float64(x*7+y*13))
			}
			i := 3 * (y*s.W + x)
			buf[i], buf[i+1], buf[i+2] = float64(s.Table.R)*k, float64(s.Table.G)*k, float64(s.Table.B)*k
		}
	}
	// a lamp: the light falls off across the table
	lx, ly := r.Float64()*float64(s.W), r.Float64()*float64(s.H)
	for _, d := range s.Dice {
		s.drawDie(buf, d, fy, sy, lx, ly)
	}
	for y := 0; y < s.H; y++ {
		for x := 0; x < s.W; x++ {
			i := 3 * (y*s.W + x)
			l := 1 - 0.12*math.Hypot(float64(x)-lx, float64(y)-ly)/float64(s.W)
			for c := 0; c < 3; c++ {
				buf[i+c] = buf[i+c]*l + r.NormFloat64()*s.Noise
			}
		}
	}
	if s.Blur > 0 {
		buf = boxBlur(buf, s.W, s.H, s.Blur)
	}
	for i := 0; i < s.W*s.H; i++ {
		img.Pix[4*i] = clamp(buf[3*i])
		img.Pix[4*i+1] = clamp(buf[3*i+1])
		img.Pix[4*i+2] = clamp(buf[3*i+2])
		img.Pix[4*i+3] = 255
	}
	return img
}

func clamp(v float64) uint8 { return uint8(math.Max(0, math.Min(255, v+0.5))) }

// drawDie draws d: its shadow, the side face towards the camera, the top
// face with its pips, a glare.
func (s Scene) drawDie(buf []float64, d Die, fy, sy, lx, ly float64) {
	cs, sn := math.Cos(d.Turn), math.Sin(d.Turn)
	h := d.Side / 2
	// top face point (u,v) in die units -> photo
	top := func(u, v float64) (float64, float64) {
		x := (cs*u - sn*v) * d.Side
		y := (sn*u + cs*v) * d.Side
		return d.X + x, d.Y + y*fy
	}
	// photo -> top face units
	inv := func(px, py float64) (float64, float64) {
		x := (px - d.X) / d.Side
		y := (py - d.Y) / fy / d.Side
		return cs*x + sn*y, -sn*x + cs*y
	}
	depth := d.Side * sy // the side face's height on the photo
	reach := int(d.Side*0.9 + depth + 4)
	x0, x1 := max(0, int(d.X)-reach), min(s.W-1, int(d.X)+reach)
	y0, y1 := max(0, int(d.Y)-reach), min(s.H-1, int(d.Y)+reach+int(depth))
	rounded := func(u, v float64) float64 {
		// signed inside-ness of a rounded square of half-side 0.5
		q := 0.08
		ax, ay := math.Abs(u)-(0.5-q), math.Abs(v)-(0.5-q)
		out := math.Hypot(math.Max(ax, 0), math.Max(ay, 0)) + math.Min(math.Max(ax, ay), 0) - q
		return -out
	}
	_ = h
	_ = top
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			i := 3 * (y*s.W + x)
			// shadow first (the table only)
			if s.Shadow {
				u, v := inv(px-d.Side*0.14, py-d.Side*0.12-depth)
				if in := rounded(u, v); in > -0.08 {
					k := 1 - 0.35*math.Min(1, (in+0.08)/0.16)
					buf[i], buf[i+1], buf[i+2] = buf[i]*k, buf[i+1]*k, buf[i+2]*k
				}
			}
			// the side face: the top face's outline swept down by depth
			if depth > 0.5 {
				for t := 0.0; t <= depth; t += math.Max(1, depth/6) {
					u, v := inv(px, py-t)
					if rounded(u, v) > 0 {
						// a side point: darker, with the side face's pips
						// drawn in the swept band
						k := 0.62
						c := d.Face
						tv := t / depth // 0 top edge .. 1 bottom
						pu := u
						if s.sidePip(d.Side2, pu, tv-0.5) {
							c = d.Pip
						}
						buf[i], buf[i+1], buf[i+2] = float64(c.R)*k, float64(c.G)*k, float64(c.B)*k
						break
					}
				}
			}
			u, v := inv(px, py)
			in := rounded(u, v)
			if in <= -0.01 {
				continue
			}
			c := d.Face
			shade := 1.0
			if in < 0.03 {
				shade = 0.85 // the edge's bevel
			}
			for _, p := range pipPlaces[d.Value] {
				if math.Hypot(u-p[0], v-p[1]) < 0.095 {
					c = d.Pip
					shade = 1
				}
			}
			alpha := math.Min(1, (in+0.01)/0.02)
			for k, ch := range []uint8{c.R, c.G, c.B} {
				buf[i+k] = buf[i+k]*(1-alpha) + float64(ch)*shade*alpha
			}
			if d.Glared {
				g := math.Exp(-(math.Pow(u-0.15, 2) + math.Pow(v+0.1, 2)) / 0.02)
				for k := 0; k < 3; k++ {
					buf[i+k] += (255 - buf[i+k]) * 0.8 * g
				}
			}
		}
	}
}

// sidePip reports whether the side face's point (u across, w down, both
// in -0.5..0.5) is on one of its pips.
func (s Scene) sidePip(value int, u, w float64) bool {
	for _, p := range pipPlaces[value] {
		if math.Hypot(u-p[0], (w-p[1])*0.8) < 0.09 {
			return true
		}
	}
	return false
}

func boxBlur(b []float64, w, h, r int) []float64 {
	out := make([]float64, len(b))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var s [3]float64
			n := 0.0
			for dy := -r; dy <= r; dy++ {
				for dx := -r; dx <= r; dx++ {
					nx, ny := x+dx, y+dy
					if nx < 0 || ny < 0 || nx >= w || ny >= h {
						continue
					}
					j := 3 * (ny*w + nx)
					s[0], s[1], s[2] = s[0]+b[j], s[1]+b[j+1], s[2]+b[j+2]
					n++
				}
			}
			i := 3 * (y*w + x)
			out[i], out[i+1], out[i+2] = s[0]/n, s[1]/n, s[2]/n
		}
	}
	return out
}
