package cmd

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/sheets"
)

var replayDBOnce sync.Map // games → path of a database holding them

// replayStore opens a database of n generated finished games (the
// generator's family mix: Penta, 3-column Yam's, 5000, Sackson), built once
// per n in the benchmark's temporary directory.
func replayStore(b *testing.B, n int) *db.Store {
	b.Helper()
	ctx := context.Background()
	// kept between runs: 10,000 games take a while to generate
	v, _ := replayDBOnce.LoadOrStore(n, filepath.Join(os.TempDir(), "scorepad-bench-decisions-"+strconv.Itoa(n)+".db"))
	path := v.(string)
	if _, err := os.Stat(path); err != nil {
		s, err := db.Open(ctx, path)
		if err != nil {
			b.Fatal(err)
		}
		g0 := gen.NewGenerator(30)
		var games []*sheets.Game
		var results [][]sheets.Result
		for i := range n {
			g, st := g0.Game(g0.Mix())
			games, results = append(games, g), append(results, st.Results())
			if len(games) == 500 || i == n-1 {
				if err := s.Import(ctx, games, results); err != nil {
					b.Fatal(err)
				}
				games, results = nil, nil
			}
		}
		s.Close()
	}
	s, err := db.OpenReadOnly(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// benchReplay measures stats --decisions' replay of n games: cold (each
// game judged) or warm (judgements from the cache of an earlier run).
func benchReplay(b *testing.B, n int, warm bool) {
	s := replayStore(b, n)
	cache := os.Getenv("SCOREPAD_CACHE")
	if cache == "" {
		cache = filepath.Join(os.Getenv("HOME"), ".cache", "scorepad")
	}
	decisions := b.TempDir()
	f := &factory{IO: &IOStreams{Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, Getenv: func(k string) string {
		switch k {
		case "SCOREPAD_CACHE":
			return cache
		case "SCOREPAD_DECISIONS_CACHE":
			return decisions
		}
		return ""
	}}
	ctx := context.Background()
	if warm {
		if _, err := f.replayFacts(ctx, s, db.StatsFilter{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if !warm {
			b.StopTimer()
			os.RemoveAll(decisions)
			os.MkdirAll(decisions, 0o755)
			b.StartTimer()
		}
		x, err := f.replayFacts(ctx, s, db.StatsFilter{})
		if err != nil || x.Games != n {
			b.Fatalf("%v: %d games", err, x.Games)
		}
	}
}

func BenchmarkStatsDecisionsCold600(b *testing.B) { benchReplay(b, 600, false) }
func BenchmarkStatsDecisionsWarm10k(b *testing.B) { benchReplay(b, 10_000, true) }
