package vision

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/vision/synth"
)

// TestDebugOverlay draws what the reader saw on each photo named by
// $SCOREPAD_VISION_DEBUG (a glob) into $SCOREPAD_VISION_DEBUG_OUT: the pips
// found (red), the groups' faces (green when sure, yellow when not, blue
// when dropped). A tool for tuning on tune/, skipped unless asked for.
func TestDebugOverlay(t *testing.T) {
	glob, out := os.Getenv("SCOREPAD_VISION_DEBUG"), os.Getenv("SCOREPAD_VISION_DEBUG_OUT")
	if glob == "" || out == "" {
		t.Skip("SCOREPAD_VISION_DEBUG=GLOB SCOREPAD_VISION_DEBUG_OUT=DIR: draws what the reader saw")
	}
	files, _ := filepath.Glob(glob)
	for _, fn := range files {
		f, err := os.Open(fn)
		if err != nil {
			t.Fatal(err)
		}
		img, err := Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		p := working(img)
		cs := candidates(p)
		if os.Getenv("SCOREPAD_VISION_DEBUG_NEG") != "" {
			cs = pass(p.negative())
		}
		o := image.NewRGBA(image.Rect(0, 0, p.w, p.h))
		for i := range p.l {
			o.Pix[4*i], o.Pix[4*i+1], o.Pix[4*i+2], o.Pix[4*i+3] = p.r[i], p.g[i], p.b[i], 255
		}
		set := func(x, y float64, c color.RGBA) {
			xi, yi := int(math.Round(x)), int(math.Round(y))
			if xi >= 0 && yi >= 0 && xi < p.w && yi < p.h {
				o.SetRGBA(xi, yi, c)
			}
		}
		line := func(x0, y0, x1, y1 float64, c color.RGBA) {
			n := int(math.Hypot(x1-x0, y1-y0)) + 1
			for k := 0; k <= n; k++ {
				t := float64(k) / float64(n)
				set(x0+(x1-x0)*t, y0+(y1-y0)*t, c)
			}
		}
		for _, c := range cs {
			col := color.RGBA{255, 220, 0, 255}
			if c.drop {
				col = color.RGBA{0, 80, 255, 255}
			} else if c.conf >= goodAt && c.why == 0 {
				col = color.RGBA{0, 220, 0, 255}
			}
			for _, q := range c.pips {
				r := q.radius()
				for k := 0; k < 24; k++ {
					a := 2 * math.Pi * float64(k) / 24
					set(q.x+r*math.Cos(a), q.y+r*math.Sin(a), color.RGBA{255, 0, 0, 255})
				}
			}
			if c.fit.ok {
				f := c.fit.f
				cs := [5][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0, 0}}
				for k := 0; k < 4; k++ {
					x0, y0 := f.at(cs[k][0], cs[k][1])
					x1, y1 := f.at(cs[k+1][0], cs[k+1][1])
					line(x0, y0, x1, y1, col)
				}
			}
			t.Logf("%s: value %d conf %.2f why %d drop %v at %.0f,%.0f side %.0f share %.3f; fit size share squash contrast empty round %.2f", filepath.Base(fn), c.value, c.conf, c.why, c.drop, c.fit.f.tx, c.fit.f.ty, c.fit.f.side(), meanRadius(c.pips)/c.fit.f.side(), c.factors)
		}
		name := filepath.Join(out, strings.TrimSuffix(filepath.Base(fn), filepath.Ext(fn))+".png")
		w, err := os.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		png.Encode(w, o)
		w.Close()
	}
}

// TestDebugSynth reads $SCOREPAD_VISION_SYNTH synthetic photos of the long
// check's first size (its first seed; $SCOREPAD_VISION_SYNTH_DICE dice
// each, 0 for the generator's choice): a quicker measure while tuning.
func TestDebugSynth(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_VISION_SYNTH"))
	if n == 0 {
		t.Skip("SCOREPAD_VISION_SYNTH=N: reads N synthetic photos")
	}
	dice, _ := strconv.Atoi(os.Getenv("SCOREPAD_VISION_SYNTH_DICE"))
	var s score
	for k := 0; k < n; k++ {
		seed := 100000 + uint64(k)
		ph := synth.Generate(seed, 640, 480, synth.Options{Dice: dice})
		r := ReadImage(ph.Image, len(ph.Dice))
		if why := s.add(r, ph.Dice); why != "" && testing.Verbose() && os.Getenv("SCOREPAD_VISION_SYNTH_WHY") != "" {
			t.Logf("seed %d (%s, tilt %.0f°):%s", seed, ph.Background, ph.Tilt, why)
		}
	}
	t.Log("synth:", s)
}
