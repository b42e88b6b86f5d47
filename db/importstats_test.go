package db_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/sheets"
)

// readModels returns every row of the statistics read models, in the
// order of their keys, as text.
func readModels(t *testing.T, s *db.Store) []string {
	t.Helper()
	var out []string
	for _, q := range []string{
		"SELECT * FROM stat_months ORDER BY player_id, kind, month",
		"SELECT * FROM stat_totals ORDER BY player_id, kind, total",
		"SELECT * FROM stat_pairs ORDER BY a, b, kind, month",
	} {
		rows, err := s.DB().Query(q)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			out = append(out, strings.SplitN(q, " ", 5)[3]+fmt.Sprint(vals))
		}
		rows.Close()
	}
	return out
}

// TestImportFirstReadModelsMatchRebuild: a first import (an empty
// database) builds the statistics read models from the results it writes,
// in Go; they equal a rebuild from the results with SQL, whether the file
// lists the games in the order they finished, backwards or shuffled (a
// month bucket's runs of wins follow the order finished, game, not the
// file's), and whatever the file's game numbers.
func TestImportFirstReadModelsMatchRebuild(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	g := gen.NewGenerator(11)
	g.Span = 60 * 24 * time.Hour
	var games []sheets.ImportGame
	for i := range 240 {
		gm, st := g.Game(g.Mix())
		gm.UUID = fmt.Sprintf("7a1c2d3e-4a5b-4c6d-8e7f-%012d", i)
		games = append(games, sheets.ImportGame{Game: gm, Results: st.Results()})
	}
	slices.SortStableFunc(games, func(x, y sheets.ImportGame) int {
		return x.Game.Moves[len(x.Game.Moves)-1].At.Compare(y.Game.Moves[len(y.Game.Moves)-1].At)
	})
	backwards := slices.Clone(games)
	slices.Reverse(backwards)
	shuffled := slices.Clone(games)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	for _, tc := range []struct {
		name  string
		games []sheets.ImportGame
		ids   bool // keep the games' numbers in the file's order of finish
	}{
		{"in-order", games, false},
		{"backwards", backwards, false},
		{"shuffled", shuffled, false},
		{"shuffled-numbers-by-finish", shuffled, true},
	} {
		s, err := db.Open(ctx, filepath.Join(t.TempDir(), "f.db"))
		if err != nil {
			t.Fatal(err)
		}
		err = s.ImportTx(ctx, func(sess sheets.ImportSession) error {
			for _, ig := range tc.games {
				gm := *ig.Game
				gm.ID = 0
				if tc.ids {
					gm.ID = int64(slices.IndexFunc(games, func(x sheets.ImportGame) bool { return x.Game == ig.Game }) + 1)
				}
				ig.Game = &gm
				if err := sess.Add(ctx, ig, 0); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatalf("%s: import: %v", tc.name, err)
		}
		got := readModels(t, s)
		if err := s.RebuildStats(ctx); err != nil {
			t.Fatal(err)
		}
		want := readModels(t, s)
		if len(want) < 100 || !slices.Equal(got, want) {
			t.Errorf("%s: the import's read models (%d rows) differ from a rebuild (%d rows)", tc.name, len(got), len(want))
			for i := range min(len(got), len(want)) {
				if got[i] != want[i] {
					t.Errorf("first difference:\n got %s\nwant %s", got[i], want[i])
					break
				}
			}
		}
		s.Close()
	}
}
