package db_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/sheets"
)

// TestRecordsKeepReadModelsInStep: edits, abandons, deletions, merges and
// imports keep the statistics read models equal to a rebuild from the
// results, and a database filled by import reports what its source does.
func TestRecordsKeepReadModelsInStep(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	ctx := context.Background()
	g0 := gen.NewGenerator(5)
	g0.Span = 120 * 24 * time.Hour
	var games []*sheets.Game
	var results [][]sheets.Result
	for i := range 40 {
		k := g0.Mix()
		if i < 4 {
			k = sheets.FiveThousand
		}
		g, st := g0.Game(k)
		games, results = append(games, g), append(results, st.Results())
	}
	if err := s.Import(ctx, games, results); err != nil {
		t.Fatal(err)
	}
	svc := sheets.NewService(s, func() time.Time { return g0.Start.Add(60 * 24 * time.Hour) })
	// A merge rebuilds the read models: it comes first, so that the
	// incremental steps after it are checked.
	z := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Zed", "Ana"}}
	if err := svc.Create(ctx, z, nil); err != nil {
		t.Fatal(err)
	}
	for _, p := range []int{3000, 500, 2000} {
		if _, _, err := svc.Move(ctx, z.ID, sheets.Move{Play: sheets.FivePlay{Points: p}}, ""); err != nil {
			t.Fatal(err)
		}
	}
	if merged, err := svc.Rename(ctx, "zed", "Hugo"); err != nil || !merged {
		t.Fatalf("merge Zed into Hugo: %v %v", merged, err)
	}
	if err := svc.Abandon(ctx, games[1].ID); err != nil {
		t.Fatal(err)
	}
	if err := svc.Delete(ctx, games[2].ID); err != nil {
		t.Fatal(err)
	}
	// C5, C7: the winning turn of a 5000 game turned into a bust reopens
	// the game (its results leave); undoing the edit finishes it again.
	for _, g := range []*sheets.Game{games[0], games[3]} {
		st, _, err := svc.Edit(ctx, g.ID, len(g.Moves), sheets.Move{Play: sheets.FivePlay{Bust: true}}, "test")
		if err != nil || st.Finished {
			t.Fatalf("C7: the game reopens: %v", err)
		}
	}
	if _, u, err := svc.Undo(ctx, games[3].ID); err != nil || u.Edit == nil {
		t.Fatalf("undo the edit: %+v %v", u, err)
	}
	filters := []db.StatsFilter{{}, {Player: "hugo"}, {Kind: sheets.FiveThousand}, {Since: g0.Start.AddDate(0, 1, 10)}}
	var kept []string
	for _, f := range filters {
		kept = append(kept, reportJSON(t, s, f))
	}
	// Import into an empty database: the same report.
	s2, err := db.Open(ctx, filepath.Join(t.TempDir(), "other.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	a, err := svc.Export(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := sheets.NewService(s2, nil).Import(ctx, a)
	if err != nil || c.Imported != len(a.Games) {
		t.Fatalf("import: %+v %v", c, err)
	}
	for i, f := range filters {
		if got := reportJSON(t, s2, f); got != kept[i] {
			t.Errorf("filter %+v: the imported database reports otherwise (byte %d)", f, firstDiff(got, kept[i]))
		}
	}
	if err := s.RebuildStats(ctx); err != nil {
		t.Fatal(err)
	}
	if err := s2.RebuildStats(ctx); err != nil {
		t.Fatal(err)
	}
	for i, f := range filters {
		if got := reportJSON(t, s, f); got != kept[i] {
			t.Errorf("filter %+v: kept read models differ from a rebuild at byte %d", f, firstDiff(got, kept[i]))
		}
		if got := reportJSON(t, s2, f); got != kept[i] {
			t.Errorf("filter %+v: imported read models differ from a rebuild at byte %d", f, firstDiff(got, kept[i]))
		}
	}
}
