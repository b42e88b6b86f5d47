package boxes_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
)

// Y6: a free and an imposed column have the same legal boxes at every mask,
// so they share one table, solved once; a ↓ column gets its own. The progress
// covers the tables to solve and ends at its total.
func TestY6_TablesSharedBetweenEqualColumns(t *testing.T) {
	r := scoring.YamsConfig(scoring.Free, scoring.Down, scoring.Imposed, scoring.Free).MustCompile()
	var last boxes.Progress
	calls := 0
	tables, solved, err := boxes.Tables(context.Background(), r, nil, func(p boxes.Progress) {
		if p.Done < last.Done || p.Total <= 0 || p.Tables != 2 {
			t.Errorf("progress %+v after %+v", p, last)
		}
		last = p
		calls++
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(tables) != 4 || len(solved) != 3 {
		t.Fatalf("%d tables, %d solved", len(tables), len(solved))
	}
	if &tables[0].E[0] != &tables[2].E[0] || tables[0] != tables[3] {
		t.Fatal("free and imposed columns must share one table")
	}
	if &tables[0].E[0] == &tables[1].E[0] || tables[1].Expected() >= tables[0].Expected() {
		t.Fatal("a ↓ column has its own table, worth less than a free one")
	}
	if calls == 0 || last.Done != last.Total || last.Left() != 0 {
		t.Fatalf("the progress must end at its total: %+v (%d calls)", last, calls)
	}
	// A table at hand is used as it is and shared.
	loaded := func(m scoring.Mode) *boxes.Table {
		if m == scoring.Free {
			return tables[0]
		}
		return nil
	}
	again, solved, err := boxes.Tables(context.Background(), r, loaded, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(solved) != 2 || again[0] != tables[0] || &again[2].E[0] != &tables[0].E[0] {
		t.Fatalf("the loaded free table must be used for the imposed column too (%d solved)", len(solved))
	}
}

// Cancelling stops a computation with the context's error.
func TestSolveCancelled(t *testing.T) {
	r := scoring.PentaConfig().MustCompile()
	ctx, cancel := context.WithCancel(context.Background())
	start := time.Now()
	_, err := boxes.SolveContext(ctx, r, scoring.Free, func(p boxes.Progress) {
		if p.Done > 0 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("want context.Canceled, got %v", err)
	}
	t.Logf("cancelled after %v", time.Since(start))
}
