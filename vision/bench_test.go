package vision_test

import (
	"bytes"
	"image/jpeg"
	"os"
	"runtime"
	"testing"

	"github.com/scorepad/scorepad/vision"
	"github.com/scorepad/scorepad/vision/synth"
)

// photo12MP is a 4000×3000 synthetic photo as a phone writes it (JPEG,
// quality 90), made once.
func photo12MP(tb testing.TB) []byte {
	tb.Helper()
	sc := synth.New(7, synth.Options{W: 4000, H: 3000, MaxTilt: 10})
	var b bytes.Buffer
	if err := jpeg.Encode(&b, sc.Draw(7), &jpeg.Options{Quality: 90}); err != nil {
		tb.Fatal(err)
	}
	return b.Bytes()
}

// BenchmarkRead12MP: a 12-megapixel photo read (decoded, shrunk, read).
// Goal (issue 38): ≤ 300 ms on one core: go test -bench Read12MP -benchtime 10x -cpu 1 ./vision
func BenchmarkRead12MP(b *testing.B) {
	data := photo12MP(b)
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := vision.Read(bytes.NewReader(data), 0); err != nil {
			b.Fatal(err)
		}
	}
}

// TestMemory12MP: reading a 12-megapixel photo holds at most 150 MB
// (issue 38), measured as the heap's peak growth while it is read.
func TestMemory12MP(t *testing.T) {
	if os.Getenv("SCOREPAD_LONG") == "" {
		t.Skip("SCOREPAD_LONG=1: a 12-megapixel photo drawn and read")
	}
	data := photo12MP(t)
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	r, err := vision.Read(bytes.NewReader(data), 0)
	if err != nil {
		t.Fatal(err)
	}
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	// TotalAlloc bounds the peak from above: everything allocated while
	// reading, freed or not
	mb := float64(after.TotalAlloc-before.TotalAlloc) / (1 << 20)
	t.Logf("12 MP photo (%d KB JPEG): %.1f MB allocated in all while reading; %d dice read", len(data)>>10, mb, len(r.Dice))
	if mb > 150 {
		t.Errorf("%.1f MB allocated reading a 12 MP photo, over 150 MB", mb)
	}
}
