package advisor_test

import (
	"bytes"
	"errors"
	"math"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/scoring"
)

func TestCacheRoundTripAndDamage(t *testing.T) {
	t.Parallel()
	r, tab := penta(t)
	var b bytes.Buffer
	if _, err := tab.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	got, err := advisor.ReadTable(bytes.NewReader(b.Bytes()), r, scoring.Free)
	if err != nil || got.Expected() != tab.Expected() || got.States != tab.States {
		t.Fatalf("round trip: %v", err)
	}
	damaged := append([]byte(nil), b.Bytes()...)
	damaged[len(damaged)/2] ^= 1
	if _, err := advisor.ReadTable(bytes.NewReader(damaged), r, scoring.Free); !errors.Is(err, advisor.ErrStale) {
		t.Fatalf("a flipped bit must be refused: %v", err)
	}
	if _, err := advisor.ReadTable(bytes.NewReader(b.Bytes()[:1000]), r, scoring.Free); !errors.Is(err, advisor.ErrStale) {
		t.Fatal("a truncated file must be refused")
	}
	yams := scoring.YamsConfig().MustCompile()
	if _, err := advisor.ReadTable(bytes.NewReader(b.Bytes()), yams, scoring.Free); !errors.Is(err, advisor.ErrStale) {
		t.Fatal("another rule set's table must be refused")
	}
}

func BenchmarkLoadPentaTable(b *testing.B) {
	r, tab := penta(b)
	var buf bytes.Buffer
	tab.WriteTo(&buf)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := advisor.ReadTable(bytes.NewReader(buf.Bytes()), r, scoring.Free); err != nil {
			b.Fatal(err)
		}
	}
}

// A table file whose checksum is right but which holds a value that is not
// a finite number is refused (issue 14): hints would print NaN.
func TestCacheRefusesNonFinite(t *testing.T) {
	r, tab := penta(t)
	for _, bad := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		cp := *tab
		cp.E = append([]float64(nil), tab.E...)
		cp.E[12345] = bad
		var b bytes.Buffer
		if _, err := cp.WriteTo(&b); err != nil {
			t.Fatal(err)
		}
		if _, err := advisor.ReadTable(bytes.NewReader(b.Bytes()), r, scoring.Free); !errors.Is(err, advisor.ErrStale) {
			t.Fatalf("%v in a table must be refused: %v", bad, err)
		}
	}
}

// OpenTable maps a table file and gives the same values as the table
// written; a damaged file, a truncated one and a FIFO are refused.
func TestOpenTableMapped(t *testing.T) {
	r, tab := penta(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "penta.tab")
	var b bytes.Buffer
	if _, err := tab.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := advisor.OpenTable(path, r, scoring.Free)
	if err != nil {
		t.Fatal(err)
	}
	a1, a2 := advisor.New(r, []*advisor.Table{tab}), advisor.New(r, []*advisor.Table{got})
	cols, _ := r.ParseSheet("aces=3,sixes=24,penta=50")
	if a1.Turn(cols).Expected() != a2.Turn(cols).Expected() || got.Expected() != tab.Expected() {
		t.Fatal("the mapped table differs from the one written")
	}
	damaged := append([]byte(nil), b.Bytes()...)
	damaged[len(damaged)/3] ^= 4
	os.WriteFile(path, damaged, 0o644)
	if _, err := advisor.OpenTable(path, r, scoring.Free); !errors.Is(err, advisor.ErrStale) {
		t.Fatalf("a damaged file must be refused: %v", err)
	}
	os.WriteFile(path, b.Bytes()[:4096], 0o644)
	if _, err := advisor.OpenTable(path, r, scoring.Free); !errors.Is(err, advisor.ErrStale) {
		t.Fatalf("a truncated file must be refused: %v", err)
	}
	fifo := filepath.Join(dir, "fifo.tab")
	if err := syscall.Mkfifo(fifo, 0o644); err == nil {
		if _, err := advisor.OpenTable(fifo, r, scoring.Free); !errors.Is(err, advisor.ErrStale) {
			t.Fatalf("a FIFO must be refused: %v", err)
		}
	}
}
