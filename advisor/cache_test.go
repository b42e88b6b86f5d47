package advisor_test

import (
	"bytes"
	"errors"
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
