package vision

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/vision/synth"
)

// smallJPEG is a 400×300 synthetic photo of dice as a JPEG.
func smallJPEG(t testing.TB) []byte {
	ph := synth.Generate(3, 400, 300, synth.Options{Clean: true})
	var b bytes.Buffer
	if err := jpeg.Encode(&b, ph.Image, &jpeg.Options{Quality: 85}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// pngHeader returns the start of a PNG that says w×h pixels: a signature
// and an IHDR chunk, no pixels (a decompression bomb's header).
func pngHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2 // 8 bits, RGB
	binary.Write(&b, binary.BigEndian, uint32(13))
	chunk := append([]byte("IHDR"), ihdr...)
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	// and an IDAT of a few bytes, as a bomb would carry
	b.Write([]byte{0, 0, 0, 0, 'I', 'D', 'A', 'T', 0x35, 0xaf, 0x06, 0x1e})
	return b.Bytes()
}

func TestReadBadInput(t *testing.T) {
	j := smallJPEG(t)
	cases := []struct {
		name  string
		data  []byte
		want  error
		words string
	}{
		{"empty file", nil, ErrEmpty, "empty"},
		{"not an image", []byte("Penta: 3 3 3 5 6\n"), ErrNotImage, "not a photo"},
		{"truncated JPEG", j[:len(j)/2], ErrTruncated, "cut short"},
		{"JPEG header only", j[:300], ErrTruncated, "cut short"},
		{"30000×30000 PNG header", pngHeader(30000, 30000), ErrTooLarge, "30000×30000"},
		{"10000×6000 PNG header", pngHeader(10000, 6000), ErrTooLarge, "at most 50 megapixels"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := Read(bytes.NewReader(c.data), 5)
			if !errors.Is(err, c.want) {
				t.Fatalf("Read: error %v, want %v", err, c.want)
			}
			if !strings.Contains(err.Error(), c.words) {
				t.Errorf("error %q does not say %q", err, c.words)
			}
			if fr := lang.ErrorText(err, lang.FR); fr == err.Error() {
				t.Errorf("error %q has no French", err)
			}
			if len(r.Dice) != 0 || r.Sure {
				t.Errorf("a reading with the error: %+v", r)
			}
		})
	}
}

// TestReadNoDice: a photo of a table without dice, and a blank image, are
// read as NoDice, not sure.
func TestReadNoDice(t *testing.T) {
	ph := synth.Generate(11, 640, 480, synth.Options{Dice: -1})
	blank := image.NewGray(image.Rect(0, 0, 300, 200))
	for i := range blank.Pix {
		blank.Pix[i] = 128
	}
	tiny := image.NewRGBA(image.Rect(0, 0, 3, 3))
	for name, img := range map[string]image.Image{"table": ph.Image, "blank": blank, "3×3": tiny} {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			t.Fatal(err)
		}
		r, err := Read(&b, 5)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if r.Sure || len(r.Dice) != 0 || len(r.Problems) != 1 || r.Problems[0].Code != NoDice {
			t.Errorf("%s: %+v, want NoDice", name, r)
		}
		if got := r.Problems[0].String(); got != "no dice found in the photo" {
			t.Errorf("%s: problem says %q", name, got)
		}
	}
}

// TestProblemWords: every problem says itself in English and French.
func TestProblemWords(t *testing.T) {
	for c := NoDice; c <= SetAside; c++ {
		p := Problem{Code: c, Die: 2}
		switch c {
		case CountWrong:
			p = Problem{Code: c, Die: -1, Args: []any{5, 4}}
		case SetAside:
			p = Problem{Code: c, Die: -1, Args: []any{2}}
		}
		en, fr := lang.EN.Say(p.Msg()), lang.FR.Say(p.Msg())
		if en == "" || en == fr || en == "unreadable" {
			t.Errorf("code %d: English %q, French %q", c, en, fr)
		}
	}
	p := Problem{Code: CountWrong, Die: -1, Args: []any{5, 4}}
	if got, want := p.String(), "5 dice wanted, 4 found"; got != want {
		t.Errorf("CountWrong says %q, want %q", got, want)
	}
	if got, want := lang.FR.Say(p.Msg()), "5 dés attendus, 4 trouvés"; got != want {
		t.Errorf("CountWrong in French says %q, want %q", got, want)
	}
	if got, want := (Problem{Code: CutByFrame, Die: 0}).String(), "die 1: cut by the edge of the photo"; got != want {
		t.Errorf("CutByFrame says %q, want %q", got, want)
	}
}

// TestExifOrientation: a JPEG whose EXIF says "turn a quarter clockwise"
// is read upright: its size swapped, the pixel of the stored top-left
// corner at the upright top-right.
func TestExifOrientation(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 64, 32))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for y := 0; y < 8; y++ {
		for x := 0; x < 8; x++ {
			img.Set(x, y, color.Black)
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	data := withOrientation(b.Bytes(), 6)
	up, err := Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if got := up.Bounds().Size(); got != image.Pt(32, 64) {
		t.Fatalf("upright size %v, want 32×64", got)
	}
	if r, _, _, _ := up.At(28, 3).RGBA(); r > 0x4000 {
		t.Errorf("upright top-right corner not black (r=%#x)", r)
	}
	if r, _, _, _ := up.At(3, 3).RGBA(); r < 0xc000 {
		t.Errorf("upright top-left corner not white (r=%#x)", r)
	}
	for o := 1; o <= 8; o++ {
		if got := exifOrientation(withOrientation(b.Bytes(), o)); got != o {
			t.Errorf("orientation %d read as %d", o, got)
		}
	}
}

// withOrientation inserts an EXIF APP1 segment saying orientation o after
// the JPEG's start marker.
func withOrientation(j []byte, o int) []byte {
	tiff := []byte{'M', 'M', 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, byte(o), 0, 0, 0, 0, 0, 0, 0, 0}
	seg := append([]byte("Exif\x00\x00"), tiff...)
	app1 := []byte{0xFF, 0xE1, byte((len(seg) + 2) >> 8), byte(len(seg) + 2)}
	out := append([]byte{}, j[:2]...)
	out = append(out, app1...)
	out = append(out, seg...)
	return append(out, j[2:]...)
}
