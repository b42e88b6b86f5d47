package vision_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/scorepad/scorepad/vision"
	"github.com/scorepad/scorepad/vision/synth"
)

// pngHeader is a PNG that announces w×h pixels and holds none.
func pngHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2
	chunk := append([]byte("IHDR"), ihdr...)
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

func smallJPEG(t testing.TB, seed uint64) ([]byte, synth.Scene) {
	t.Helper()
	sc := synth.New(seed, synth.Options{W: 640, H: 480, MaxTilt: 10})
	var b bytes.Buffer
	if err := jpeg.Encode(&b, sc.Draw(seed), &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), sc
}

// Bad input (issue 38 item 6): each a clear error of its kind, no crash.
func TestReadBadInput(t *testing.T) {
	good, _ := smallJPEG(t, 1)
	for _, c := range []struct {
		name string
		data []byte
		kind error
	}{
		{"empty", nil, vision.ErrEmpty},
		{"text", []byte("Ana 12, Ben 30\n"), vision.ErrNotImage},
		{"truncated JPEG", good[:len(good)/2], vision.ErrTruncated},
		{"JPEG header only", good[:200], vision.ErrTruncated},
		{"30000×30000 PNG header", pngHeader(30000, 30000), vision.ErrTooLarge},
		{"PNG header, no pixels", pngHeader(640, 480), vision.ErrTruncated},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := vision.Read(bytes.NewReader(c.data), 5)
			if !errors.Is(err, c.kind) {
				t.Fatalf("error %v, want %v", err, c.kind)
			}
			var ve *vision.Error
			if !errors.As(err, &ve) || ve.Error() == "" {
				t.Fatalf("no words for %v", err)
			}
		})
	}
}

// A photo of no dice: read, with the problem said, not an error.
func TestReadNoDice(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 400, 300))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = 40, 110, 60, 255
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	r, err := vision.Read(&b, 5)
	if err != nil {
		t.Fatal(err)
	}
	if r.Sure || len(r.Dice) != 0 || len(r.Problems) == 0 || r.Problems[0].Code != vision.NoDice {
		t.Fatalf("no dice: %+v", r)
	}
	if s := r.Problems[0].String(); s != "no die found on the photo" {
		t.Fatalf("words %q", s)
	}
}

// The count asked for: another number of dice is a problem (issue 38
// item 2), the dice still read.
func TestReadCountWrong(t *testing.T) {
	data, sc := smallJPEG(t, 1)
	n := len(sc.Values())
	r, err := vision.Read(bytes.NewReader(data), n+1)
	if err != nil {
		t.Fatal(err)
	}
	if r.Sure {
		t.Fatalf("%d dice wanted, %d found, and sure", n+1, len(r.Dice))
	}
	last := r.Problems[len(r.Problems)-1]
	if last.Code != vision.CountWrong || last.Args[0] != n+1 || last.Args[1] != len(r.Dice) {
		t.Fatalf("problems %v", r.Problems)
	}
}

// exifJPEG is data with an EXIF segment saying orientation o.
func exifJPEG(data []byte, o uint16) []byte {
	tiff := []byte("MM\x00\x2a\x00\x00\x00\x08\x00\x01\x01\x12\x00\x03\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00")
	binary.BigEndian.PutUint16(tiff[18:], o)
	seg := append([]byte("Exif\x00\x00"), tiff...)
	app1 := []byte{0xFF, 0xE1, byte((len(seg) + 2) >> 8), byte(len(seg) + 2)}
	out := append([]byte{}, data[:2]...)
	out = append(out, app1...)
	out = append(out, seg...)
	return append(out, data[2:]...)
}

// EXIF orientation honoured: a photo taken with the phone turned is read
// upright, its size and the dice's boxes those of the upright photo.
func TestReadEXIFOrientation(t *testing.T) {
	data, _ := smallJPEG(t, 1)
	plain, err := vision.Read(bytes.NewReader(data), 0)
	if err != nil {
		t.Fatal(err)
	}
	r, err := vision.Read(bytes.NewReader(exifJPEG(data, 6)), 0) // 90° clockwise to view
	if err != nil {
		t.Fatal(err)
	}
	if r.Width != plain.Height || r.Height != plain.Width {
		t.Fatalf("turned photo %d×%d, want %d×%d", r.Width, r.Height, plain.Height, plain.Width)
	}
	if len(r.Dice) != len(plain.Dice) {
		t.Fatalf("turned: %d dice, upright %d", len(r.Dice), len(plain.Dice))
	}
	// each die's centre turned: (x, y) upright-before is (H-1-y, x) after
	for _, d := range plain.Dice {
		cx, cy := d.X+d.W/2, d.Y+d.H/2
		wx, wy := plain.Height-1-cy, cx
		found := false
		for _, e := range r.Dice {
			if e.Value == d.Value && abs(e.X+e.W/2-wx) < 8 && abs(e.Y+e.H/2-wy) < 8 {
				found = true
			}
		}
		if !found {
			t.Errorf("die %d at (%d,%d) not found turned at (%d,%d): %+v", d.Value, cx, cy, wx, wy, r.Dice)
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// FuzzRead: whatever the bytes, an error or a reading, never a panic.
func FuzzRead(f *testing.F) {
	good, _ := smallJPEG(f, 2)
	var p bytes.Buffer
	img := image.NewNRGBA(image.Rect(0, 0, 30, 20))
	img.Set(3, 3, color.White)
	png.Encode(&p, img)
	for _, s := range [][]byte{good[:600], p.Bytes(), pngHeader(30000, 30000), []byte("GIF89a"), exifJPEG(good[:300], 8), {}} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := vision.Read(bytes.NewReader(b), 5)
		if err == nil && (r.Width <= 0 || r.Height <= 0) {
			t.Fatalf("a reading of no size: %+v", r)
		}
	})
}
