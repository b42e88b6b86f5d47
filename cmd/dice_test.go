package cmd_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image/jpeg"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/vision"
	"github.com/scorepad/scorepad/vision/synth"
)

// scorepad dice and --photo on bad input (issue 38 item 6): each file a
// clear error naming it, exit 2, nothing printed on stdout, nothing saved.

func writeFile(t *testing.T, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// pngHeader is the start of a PNG whose header says w×h pixels, and no
// pixel data: a decompression bomb's announcement.
func pngHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2 // 8 bits, RGB
	chunk := append([]byte("IHDR"), ihdr...)
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

func TestDicePhotoBadInput(t *testing.T) {
	db := newDB(t)
	dir := t.TempDir()
	for _, c := range []struct {
		name, file, says string
	}{
		{"not an image", writeFile(t, "notes.jpg", []byte("Ana 12, Ben 30\n")), "notes.jpg"},
		{"empty", writeFile(t, "empty.png", nil), "empty.png"},
		{"truncated JPEG", writeFile(t, "cut.jpg", []byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00\xff\xdb")), "cut.jpg"},
		{"bomb", writeFile(t, "bomb.png", pngHeader(30000, 30000)), "bomb.png"},
		{"missing", filepath.Join(dir, "nothere.jpg"), "no such file"},
		{"folder", dir, "not a photo"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := fails(t, db, 2, c.says, "dice", c.file)
			if strings.Count(strings.TrimSpace(r.err), "\n") > 0 {
				t.Errorf("one sentence wanted, got %q", r.err)
			}
			fails(t, db, 2, c.says, "dice", "--json", c.file)
			fails(t, db, 2, c.says, "check", "penta", "--photo", c.file)
		})
	}
}

func TestDicePhotoFlags(t *testing.T) {
	db := newDB(t)
	p := writeFile(t, "x.png", pngHeader(10, 10))
	fails(t, db, 2, "--count", "dice", "--count", "-1", p)
	fails(t, db, 2, "--dice", "check", "penta", "--photo", p, "--dice", "12345")
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	fails(t, db, 2, "check 5000 --photo", "move", "1", "--photo", p)
	if out := ok(t, db, "games", "--json"); !strings.Contains(out, `"moves": 0`) {
		t.Fatalf("a refused photo saved something: %s", out)
	}
}

// labelValues are the values of a synthetic photo's dice.
func labelValues(ls []synth.Label) []int {
	var v []int
	for _, l := range ls {
		v = append(v, l.Value)
	}
	return v
}

func sortedString(v []int) string {
	s := append([]int(nil), v...)
	sort.Ints(s)
	return fmt.Sprint(s)
}

// scorepad dice: the dice read, sure → exit 0; the count asked not found
// → exit 5 with the problem said; --json one object a line.
func TestDiceCommand(t *testing.T) {
	db := newDB(t)
	photo, want := findPhoto(t, 5)
	r := sp(t, db, "dice", "--json", photo)
	if r.code != 0 {
		t.Fatalf("exit %d: %s %s", r.code, r.out, r.err)
	}
	var got struct {
		File  string `json:"file"`
		Dice  []int  `json:"dice"`
		Sure  bool   `json:"sure"`
		Found []struct {
			Value, X, Y, W, H int
			Confidence        float64
		} `json:"found"`
		Problems []string `json:"problems"`
		Size     struct{ W, H int }
	}
	decode(t, r.out, &got)
	if got.File != photo || !got.Sure || sortedString(got.Dice) != sortedString(want) || len(got.Found) != len(want) || got.Size.W != 640 {
		t.Fatalf("read %+v, want the dice %v", got, want)
	}
	for _, d := range got.Found {
		if d.W <= 0 || d.X < 0 || d.X+d.W > 640 || d.Confidence <= 0 || d.Confidence > 1 {
			t.Fatalf("a die's box or confidence: %+v", d)
		}
	}
	out := ok(t, db, "dice", photo)
	if !strings.Contains(out, "read surely") {
		t.Fatalf("text: %q", out)
	}
	r = sp(t, db, "dice", "--count", fmt.Sprint(len(want)+1), photo)
	if r.code != 5 || !strings.Contains(r.out, fmt.Sprintf("%d dice wanted, %d found", len(want)+1, len(want))) {
		t.Fatalf("count wrong: exit %d %q %q", r.code, r.out, r.err)
	}
	r = sp(t, db, "dice", "--lang", "fr", "--count", fmt.Sprint(len(want)+1), photo)
	if r.code != 5 || !strings.Contains(r.out, "attendus") {
		t.Fatalf("French: exit %d %q", r.code, r.out)
	}
	// a bad file among good ones: the good ones read, exit 2
	bad := writeFile(t, "notes.jpg", []byte("Ana 12"))
	r = sp(t, db, "dice", photo, bad)
	if r.code != 2 || !strings.Contains(r.out, "read surely") || !strings.Contains(r.err, "notes.jpg") {
		t.Fatalf("mixed: exit %d %q %q", r.code, r.out, r.err)
	}
}

// move --photo: without a terminal, a sure reading is saved only with
// --yes; an unsure one never (exit 5, nothing saved). check --photo
// judges the dice read.
func TestMoveAndCheckPhoto(t *testing.T) {
	db := newDB(t)
	photo, want := findPhoto(t, 5)
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	fails(t, db, 2, "--yes", "move", "1", "--photo", photo, "--box", "chance")
	if out := ok(t, db, "games", "--json"); !strings.Contains(out, `"moves": 0`) {
		t.Fatalf("saved without --yes: %s", out)
	}
	out := ok(t, db, "move", "1", "--photo", photo, "--yes", "--box", "chance", "--json")
	sum := 0
	for _, v := range want {
		sum += v
	}
	if !strings.Contains(out, fmt.Sprintf(`"points": %d`, sum)) {
		t.Fatalf("chance of %v: %s", want, out)
	}
	out = ok(t, db, "check", "penta", "--photo", photo, "--box", "chance", "--json")
	if !strings.Contains(out, fmt.Sprintf(`"points": %d`, sum)) {
		t.Fatalf("check chance of %v: %s", want, out)
	}
	// six dice on the photo: not the five a Penta throw needs
	six, _ := findPhoto(t, 6)
	r := sp(t, db, "move", "1", "--photo", six, "--yes", "--box", "chance")
	if r.code != 5 || !strings.Contains(r.err, "wanted") {
		t.Fatalf("six dice for five: exit %d %q %q", r.code, r.out, r.err)
	}
	if out := ok(t, db, "games", "--json"); !strings.Contains(out, `"moves": 1`) {
		t.Fatalf("an unsure photo saved something: %s", out)
	}
}

// findPhoto returns a synthetic photo of n dice that the reader reads
// surely.
func findPhoto(t *testing.T, n int) (string, []int) {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		ph := synth.Generate(seed, 640, 480, synth.Options{Dice: n, Clean: true})
		img, vals := ph.Image, labelValues(ph.Dice)
		if r := vision.ReadImage(img, len(vals)); r.Sure && sortedString(r.Values()) == sortedString(vals) && (n == 0 || len(vals) == n) {
			var b bytes.Buffer
			if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 92}); err != nil {
				t.Fatal(err)
			}
			return writeFile(t, fmt.Sprintf("dice-%d-%d.jpg", n, seed), b.Bytes()), vals
		}
	}
	t.Fatalf("no synthetic photo of %d dice read surely", n)
	return "", nil
}
