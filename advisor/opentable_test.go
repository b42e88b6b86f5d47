package advisor_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
)

// pentaTable solves the Penta table.
func pentaTable(t *testing.T) (*scoring.Rules, *boxes.Table) {
	t.Helper()
	r := scoring.PentaConfig().MustCompile()
	tab, err := boxes.Solve(r, scoring.Free)
	if err != nil {
		t.Fatal(err)
	}
	return r, tab
}

// OpenTable maps a table file and gives the same values as the table
// written; a damaged file, a truncated one and a FIFO are refused.
func TestOpenTableMapped(t *testing.T) {
	r, tab := pentaTable(t)
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
	a1, a2 := boxes.New(r, []*boxes.Table{tab}), boxes.New(r, []*boxes.Table{got})
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
