package db_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/sheets"
)

// filledDB returns a database of n generated finished games, built once and
// kept in the temporary folder across benchmark runs (it takes about a
// minute per 50,000 games to build).
func filledDB(b *testing.B, n int) *db.Store {
	b.Helper()
	path := filepath.Join(os.TempDir(), fmt.Sprintf("scorepad-bench-%d-v3.db", n))
	ctx := context.Background()
	if _, err := os.Stat(path); err != nil {
		tmp := path + ".building"
		os.Remove(tmp)
		s, err := db.Open(ctx, tmp)
		if err != nil {
			b.Fatal(err)
		}
		gen := gen.NewGenerator(42)
		for done := 0; done < n; {
			k := min(2000, n-done)
			games, results := make([]*sheets.Game, k), make([][]sheets.Result, k)
			for i := range games {
				g, st := gen.Game(gen.Mix())
				games[i], results[i] = g, st.Results()
			}
			if err := s.Import(ctx, games, results); err != nil {
				b.Fatal(err)
			}
			done += k
		}
		s.DB().Exec("PRAGMA wal_checkpoint(TRUNCATE)")
		s.Close()
		if err := os.Rename(tmp, path); err != nil {
			b.Fatal(err)
		}
	}
	s, err := db.Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

func benchStats(b *testing.B, n int, f db.StatsFilter) {
	s := filledDB(b, n)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		rep, err := s.Stats(ctx, f)
		if err != nil || len(rep.Players) == 0 {
			b.Fatal(err)
		}
	}
}

func BenchmarkStats10k(b *testing.B)        { benchStats(b, 10_000, db.StatsFilter{}) }
func BenchmarkStats100k(b *testing.B)       { benchStats(b, 100_000, db.StatsFilter{}) }
func BenchmarkStats100kPlayer(b *testing.B) { benchStats(b, 100_000, db.StatsFilter{Player: "Mamie"}) }
