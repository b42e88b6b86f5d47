package vision

import (
	"bytes"
	"image/jpeg"
	"os"
	"runtime"
	"sync"
	"testing"

	"github.com/scorepad/scorepad/vision/synth"
)

// photo12MP is a 4000×3000 synthetic JPEG (quality 90), made once.
var photo12MP = sync.OnceValue(func() []byte {
	ph := synth.Generate(7, 4000, 3000, synth.Options{Dice: 5, Clean: true})
	var b bytes.Buffer
	if err := jpeg.Encode(&b, ph.Image, &jpeg.Options{Quality: 90}); err != nil {
		panic(err)
	}
	return b.Bytes()
})

// BenchmarkRead12MP reads a 12-megapixel JPEG photo, decoding included:
// go test -bench Read12MP -benchtime 10x -cpu 1 ./vision
func BenchmarkRead12MP(b *testing.B) {
	data := photo12MP()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	runtime.GC()
	b.ResetTimer()
	cpu := cpuTime()
	for i := 0; i < b.N; i++ {
		if _, err := Read(bytes.NewReader(data), 5); err != nil {
			b.Fatal(err)
		}
	}
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(float64(used.Milliseconds())/float64(b.N), "cpu-ms/op")
	}
}

// TestMemory12MP measures the heap that reading a 12-megapixel JPEG
// allocates (SCOREPAD_LONG=1: the photo takes a second to draw): at most
// 150 MB, the goal of issue 38.
func TestMemory12MP(t *testing.T) {
	if os.Getenv("SCOREPAD_LONG") == "" {
		t.Skip("long check: set SCOREPAD_LONG=1")
	}
	data := photo12MP()
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	r, err := Read(bytes.NewReader(data), 5)
	if err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	// TotalAlloc counts every byte allocated during the read: an upper
	// bound of the peak heap it needs
	mb := float64(after.TotalAlloc-before.TotalAlloc) / (1 << 20)
	t.Logf("12 MP JPEG (%d KB): %.1f MB allocated; read %v (sure %v)", len(data)>>10, mb, r.Values(), r.Sure)
	if mb > 150 {
		t.Errorf("reading a 12 MP photo allocated %.1f MB, more than 150 MB", mb)
	}
	if len(r.Dice) != 5 {
		t.Errorf("read %d dice in the 12 MP photo, want 5: %+v", len(r.Dice), r)
	}
}
