package web_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/scorepad/scorepad/internal/golden"
)

// The app's icons (issue 37): a white die showing five on the header's
// blue, drawn here. The committed PNGs under assets/icons are these
// drawings: go test ./web -run TestIcons -update writes them again.

type iconSpec struct {
	name string
	size int
	// die is the die's side as a part of the icon's: a maskable icon keeps
	// it inside the safe circle (80 % of the side).
	die     float64
	rounded bool // the background's corners rounded (not for maskable)
}

var icons = []iconSpec{
	{"icon-192.png", 192, 0.66, true},
	{"icon-512.png", 512, 0.66, true},
	{"maskable-512.png", 512, 0.5, false},
	{"apple-touch-icon.png", 180, 0.62, false}, // iOS rounds the corners itself
}

var (
	iconBlue  = color.NRGBA{0x0b, 0x53, 0x94, 0xff}
	iconWhite = color.NRGBA{0xff, 0xff, 0xff, 0xff}
)

// inRoundRect reports whether (x, y) is inside the square of centre c,
// half side h and corner radius r.
func inRoundRect(x, y, c, h, r float64) bool {
	dx, dy := math.Abs(x-c)-(h-r), math.Abs(y-c)-(h-r)
	if dx <= 0 || dy <= 0 {
		return math.Abs(x-c) <= h && math.Abs(y-c) <= h
	}
	return dx*dx+dy*dy <= r*r
}

// drawIcon draws spec, 4×4 samples a pixel.
func drawIcon(spec iconSpec) *image.NRGBA {
	n := float64(spec.size)
	img := image.NewNRGBA(image.Rect(0, 0, spec.size, spec.size))
	c, die := n/2, n*spec.die/2
	pip := die * 0.17
	pips := [][2]float64{{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}}
	const ss = 4
	for py := 0; py < spec.size; py++ {
		for px := 0; px < spec.size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					x, y := float64(px)+(float64(sx)+.5)/ss, float64(py)+(float64(sy)+.5)/ss
					var col color.NRGBA
					switch {
					case spec.rounded && !inRoundRect(x, y, c, n/2, n*0.18):
						continue // transparent corner
					case inRoundRect(x, y, c, die, die*0.22):
						col = iconWhite
						for _, p := range pips {
							dx, dy := x-(c+p[0]*die*0.52), y-(c+p[1]*die*0.52)
							if dx*dx+dy*dy <= pip*pip {
								col = iconBlue
							}
						}
					default:
						col = iconBlue
					}
					r, g, b, a = r+float64(col.R), g+float64(col.G), b+float64(col.B), a+1
				}
			}
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{uint8(r/a + .5), uint8(g/a + .5), uint8(b/a + .5), uint8(a/(ss*ss)*255 + .5)})
		}
	}
	return img
}

func TestIconsAreTheDrawings(t *testing.T) {
	for _, spec := range icons {
		var b bytes.Buffer
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		if err := enc.Encode(&b, drawIcon(spec)); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("assets", "icons", spec.name)
		if golden.Updating() {
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%s: %v (go test ./web -run TestIcons -update draws it)", path, err)
		}
		img, err := png.Decode(bytes.NewReader(got))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if sz := img.Bounds().Size(); sz.X != spec.size || sz.Y != spec.size {
			t.Errorf("%s is %v, want %d×%d", path, sz, spec.size, spec.size)
		}
		want := drawIcon(spec) // the pixels, whatever the encoder's bytes
		for y := 0; y < spec.size && img.Bounds().Dy() == spec.size; y++ {
			for x := 0; x < spec.size; x++ {
				if color.NRGBAModel.Convert(img.At(x, y)) != want.NRGBAAt(x, y) {
					t.Fatalf("%s at (%d, %d) is not the drawing of icons_test.go: go test ./web -run TestIcons -update", path, x, y)
				}
			}
		}
		if len(got) > 12<<10 {
			t.Errorf("%s: %d bytes, want at most 12 KiB", path, len(got))
		}
	}
}
