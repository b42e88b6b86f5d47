package boxes_test

import (
	"bytes"
	"errors"
	"math"
	"testing"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
)

func TestCacheRoundTripAndDamage(t *testing.T) {
	t.Parallel()
	r, tab := penta(t)
	var b bytes.Buffer
	if _, err := tab.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	got, err := boxes.ReadTable(bytes.NewReader(b.Bytes()), r, scoring.Free)
	if err != nil || got.Expected() != tab.Expected() || got.States != tab.States {
		t.Fatalf("round trip: %v", err)
	}
	damaged := append([]byte(nil), b.Bytes()...)
	damaged[len(damaged)/2] ^= 1
	if _, err := boxes.ReadTable(bytes.NewReader(damaged), r, scoring.Free); !errors.Is(err, advisor.ErrStale) {
		t.Fatalf("a flipped bit must be refused: %v", err)
	}
	if _, err := boxes.ReadTable(bytes.NewReader(b.Bytes()[:1000]), r, scoring.Free); !errors.Is(err, advisor.ErrStale) {
		t.Fatal("a truncated file must be refused")
	}
	yams := scoring.YamsConfig().MustCompile()
	if _, err := boxes.ReadTable(bytes.NewReader(b.Bytes()), yams, scoring.Free); !errors.Is(err, advisor.ErrStale) {
		t.Fatal("another rule set's table must be refused")
	}
}

func BenchmarkLoadPentaTable(b *testing.B) {
	r, tab := penta(b)
	var buf bytes.Buffer
	tab.WriteTo(&buf)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := boxes.ReadTable(bytes.NewReader(buf.Bytes()), r, scoring.Free); err != nil {
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
		if _, err := boxes.ReadTable(bytes.NewReader(b.Bytes()), r, scoring.Free); !errors.Is(err, advisor.ErrStale) {
			t.Fatalf("%v in a table must be refused: %v", bad, err)
		}
	}
}
