package vision

import (
	"bytes"
	"errors"
	"testing"
)

// FuzzRead feeds Read any bytes: it must return a reading or one of its
// errors, never panic, and a reading's dice must lie in the photo.
// go test -fuzz FuzzRead ./vision (seeds in testdata/fuzz/FuzzRead).
func FuzzRead(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("not a photo"))
	f.Add(pngHeader(30000, 30000))
	f.Add(pngHeader(16, 16))
	j := smallJPEG(f)
	f.Add(j[:len(j)/3])
	f.Add(withOrientation(j[:600], 6))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Read(bytes.NewReader(data), 5)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || kindOf(err) == nil || err.Error() == "" {
				t.Fatalf("error %v is not one of Read's", err)
			}
			return
		}
		for _, d := range r.Dice {
			if d.Value < 0 || d.Value > 6 || d.Confidence < 0 || d.Confidence > 1 {
				t.Fatalf("die %+v out of range", d)
			}
		}
		if r.Sure && (len(r.Dice) != 5 || len(r.Problems) > 0) {
			t.Fatalf("sure reading with %d dice and problems %v", len(r.Dice), r.Problems)
		}
	})
}
