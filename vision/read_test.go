package vision

import (
	"image"
	"image/color"
	"math"
	"reflect"
	"testing"
)

// painted is a photo painted by hand for one behaviour of the reader: a
// plain table and square dice seen from straight above, drawn with 4×4
// samples a pixel (edges anti-aliased as a camera's are).
type painted struct {
	w, h  int
	table color.RGBA
	dice  []paintedDie
	spots [][3]float64 // dark round spots on the table: x, y, radius
}

type paintedDie struct {
	x, y, side, angle float64 // centre, side in pixels, turn in radians
	face, pip         color.RGBA
	value             int
}

func (p painted) image() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, p.w, p.h))
	at := func(x, y float64) color.RGBA {
		for _, s := range p.spots {
			if math.Hypot(x-s[0], y-s[1]) <= s[2] {
				return color.RGBA{30, 30, 30, 255}
			}
		}
		for _, d := range p.dice {
			c, s := math.Cos(-d.angle), math.Sin(-d.angle)
			u := ((x-d.x)*c-(y-d.y)*s)/d.side + 0.5
			v := ((x-d.x)*s+(y-d.y)*c)/d.side + 0.5
			if u < 0 || v < 0 || u > 1 || v > 1 {
				continue
			}
			for _, q := range layouts[d.value] {
				if math.Hypot(u-q[0], v-q[1]) <= pipShare {
					return d.pip
				}
			}
			return d.face
		}
		return p.table
	}
	for y := 0; y < p.h; y++ {
		for x := 0; x < p.w; x++ {
			var r, g, b int
			for k := 0; k < 16; k++ {
				c := at(float64(x)+(float64(k%4)+0.5)/4, float64(y)+(float64(k/4)+0.5)/4)
				r, g, b = r+int(c.R), g+int(c.G), b+int(c.B)
			}
			img.SetRGBA(x, y, color.RGBA{uint8(r / 16), uint8(g / 16), uint8(b / 16), 255})
		}
	}
	return img
}

var (
	white = color.RGBA{240, 240, 236, 255}
	black = color.RGBA{25, 25, 28, 255}
)

// read reads the painted photo, wanting n dice, and checks the faces read
// in reading order, each sure.
func (p painted) expect(t *testing.T, n int, want []int) Reading {
	t.Helper()
	r := ReadImage(p.image(), n)
	if got := r.Values(); !reflect.DeepEqual(got, want) {
		t.Fatalf("read %v, want %v (%v)", got, want, r.Problems)
	}
	for i, d := range r.Dice {
		if !d.Sure {
			t.Errorf("die %d (%d) not sure: confidence %.2f", i, d.Value, d.Confidence)
		}
	}
	return r
}

// TestReadTouchingDiceOnTheirOwnColour: two white dice edge to edge on a
// white table, so that the face seems to run from one die to the next:
// their pips are parted into the two faces, not read as one of five.
func TestReadTouchingDiceOnTheirOwnColour(t *testing.T) {
	p := painted{w: 640, h: 480, table: white, dice: []paintedDie{
		{x: 260, y: 240, side: 110, face: white, pip: black, value: 2},
		{x: 371, y: 240, side: 110, face: white, pip: black, value: 3},
	}}
	p.expect(t, 2, []int{2, 3})
}

// TestReadPalePipsOnDarkDice: a black die with white pips beside a white
// one with black pips, on a grey table: the first read from the photo in
// negative, both sure.
func TestReadPalePipsOnDarkDice(t *testing.T) {
	p := painted{w: 640, h: 480, table: color.RGBA{150, 150, 155, 255}, dice: []paintedDie{
		{x: 200, y: 240, side: 110, angle: 0.3, face: white, pip: black, value: 4},
		{x: 430, y: 250, side: 110, angle: -0.2, face: color.RGBA{30, 30, 34, 255}, pip: white, value: 5},
	}}
	p.expect(t, 2, []int{4, 5})
}

// TestReadSmallDiceInASmallPhoto: a 320×240 photo whose dice are 16 pixels
// wide (pips of 1.4 pixels): read enlarged, every die sure, the boxes in
// the photo's own pixels.
func TestReadSmallDiceInASmallPhoto(t *testing.T) {
	p := painted{w: 320, h: 240, table: color.RGBA{60, 110, 70, 255}, dice: []paintedDie{
		{x: 80, y: 120, side: 16, face: white, pip: black, value: 6},
		{x: 160, y: 120, side: 16, angle: 0.5, face: white, pip: black, value: 5},
		{x: 240, y: 120, side: 16, face: white, pip: black, value: 3},
	}}
	r := p.expect(t, 3, []int{6, 5, 3})
	for i, d := range r.Dice {
		cx := d.X + d.W/2
		if want := 80 * (i + 1); cx < want-8 || cx > want+8 || d.W > 30 {
			t.Errorf("die %d: box %d,%d %d×%d, want about 16 wide around x=%d", i, d.X, d.Y, d.W, d.H, want)
		}
	}
}

// TestReadMoreDiceThanWanted: a dark speck on the table beside the dice
// the game wants; read as a lone spot of no die's size, it is the first
// to go, and the reading says so and is not sure (a die may be missing).
func TestReadMoreDiceThanWanted(t *testing.T) {
	p := painted{w: 640, h: 480, table: color.RGBA{200, 170, 120, 255}, dice: []paintedDie{
		{x: 200, y: 240, side: 110, face: white, pip: black, value: 6},
		{x: 420, y: 240, side: 110, face: white, pip: black, value: 2},
	}, spots: [][3]float64{{320, 400, 5}}}
	r := p.expect(t, 2, []int{6, 2})
	if r.Sure || len(r.Problems) != 1 || r.Problems[0].Code != SetAside {
		t.Errorf("sure %v, problems %v: want not sure, the spot set aside said", r.Sure, r.Problems)
	}
	if got, want := r.Problems[0].String(), "1 spot set aside as no die (more were seen than wanted): check that no die is missing"; got != want {
		t.Errorf("says %q, want %q", got, want)
	}
	// wanting any number, the speck is a die like the others
	if r := ReadImage(p.image(), 0); len(r.Dice) != 3 {
		t.Errorf("wanting any number: %v read, want the speck too", r.Values())
	}
}

// TestEnlarge2: each new pixel is 3/4 of its own and 1/4 of its
// neighbour's, each way; the edges repeat.
func TestEnlarge2(t *testing.T) {
	a := []uint8{0, 100, 200, 40, 40, 40} // 3×2
	b := enlarge2(a, 3, 2)
	at := func(x, y int) float64 { return float64(a[max(0, min(1, y))*3+max(0, min(2, x))]) }
	for y := 0; y < 4; y++ {
		for x := 0; x < 6; x++ {
			sx, sy := x/2, y/2
			nx, ny := sx-1+2*(x%2), sy-1+2*(y%2) // the neighbour each way
			want := 0.75*0.75*at(sx, sy) + 0.75*0.25*(at(nx, sy)+at(sx, ny)) + 0.25*0.25*at(nx, ny)
			if got := float64(b[y*6+x]); math.Abs(got-want) > 0.6 {
				t.Errorf("at %d,%d: %v, want %.2f", x, y, got, want)
			}
		}
	}
}

// TestReadTouchingTieIsSaid: a 1 touching a 2 on a table of their colour,
// the 1 on the left: the 1's pip and the 2's upper pip also make a 2, the
// 2's other pip a 1, as likely a parting as the true one. Whichever is
// read, no wrong face may be called sure.
func TestReadTouchingTieIsSaid(t *testing.T) {
	for _, gap := range []float64{0, 3} {
		for _, turn := range []float64{0, 0.15} {
			p := painted{w: 640, h: 480, table: white, dice: []paintedDie{
				{x: 260, y: 240, side: 110, angle: turn, face: white, pip: black, value: 1},
				{x: 370 + gap, y: 240, side: 110, angle: turn, face: white, pip: black, value: 2},
			}}
			r := ReadImage(p.image(), 2)
			want := []int{1, 2}
			for i, d := range r.Dice {
				if d.Sure && (i >= len(want) || d.Value != want[i]) {
					t.Errorf("gap %v, turn %v: die %d read %d and called sure (read %v, %v)", gap, turn, i+1, d.Value, r.Values(), r.Problems)
				}
			}
			if r.Sure && !reflect.DeepEqual(r.Values(), want) {
				t.Errorf("gap %v, turn %v: read %v, sure", gap, turn, r.Values())
			}
		}
	}
}

// TestReadNineDotsIsNoSureDie: nine dark dots in a square on a pale table,
// a face no die has: whatever is read of them (parted, a 4 and two 2s),
// nothing is called sure.
func TestReadNineDotsIsNoSureDie(t *testing.T) {
	p := painted{w: 640, h: 480, table: white}
	for i := 0; i < 9; i++ {
		p.spots = append(p.spots, [3]float64{290 + 30*float64(i%3), 210 + 30*float64(i/3), 6})
	}
	r := ReadImage(p.image(), 0)
	for i, d := range r.Dice {
		if d.Sure {
			t.Errorf("die %d read %d and called sure (read %v, %v)", i+1, d.Value, r.Values(), r.Problems)
		}
	}
}
