package cmd_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
