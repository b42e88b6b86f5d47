package db_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/sheets"
)

// schema returns every object of the schema as "type name sql".
func schema(t *testing.T, s *db.Store) []string {
	t.Helper()
	rows, err := s.DB().Query("SELECT type || ' ' || name || ' ' || coalesce(sql, '') FROM sqlite_schema ORDER BY name")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			t.Fatal(err)
		}
		out = append(out, line)
	}
	return out
}

// TestImportBulkIndexesBuiltAgain: a first import (no results yet) drops
// the results' indexes while its rows go in and builds them again before
// it commits, so the schema after it is the schema before, and the
// statistics match the games; an import that fails midway rolls the
// drops back with its rows.
func TestImportBulkIndexesBuiltAgain(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	g := gen.NewGenerator(7)
	games := func(n, from int) []sheets.ImportGame {
		var out []sheets.ImportGame
		for i := range n {
			gm, st := g.Game(g.Mix())
			gm.UUID = fmt.Sprintf("6f1c2d3e-4a5b-4c6d-8e7f-%012d", from+i)
			out = append(out, sheets.ImportGame{Game: gm, Results: st.Results()})
		}
		return out
	}
	for _, tc := range []struct {
		name string
		fail bool
	}{{"kept", false}, {"failed", true}} {
		s, err := db.Open(ctx, filepath.Join(t.TempDir(), "b.db"))
		if err != nil {
			t.Fatal(err)
		}
		before := schema(t, s)
		stop := errors.New("stop")
		err = s.ImportTx(ctx, func(sess sheets.ImportSession) error {
			for _, ig := range games(30, 0) {
				if err := sess.Add(ctx, ig, 0); err != nil {
					return err
				}
			}
			if tc.fail {
				return stop
			}
			return nil
		})
		if tc.fail != errors.Is(err, stop) || (!tc.fail && err != nil) {
			t.Fatalf("%s: import: %v", tc.name, err)
		}
		if after := schema(t, s); !reflect.DeepEqual(before, after) {
			t.Errorf("%s: schema after the import\n%q\nwant\n%q", tc.name, after, before)
		}
		var results, played int
		s.DB().QueryRow("SELECT count(*) FROM results").Scan(&results)
		s.DB().QueryRow("SELECT coalesce(sum(games), 0) FROM stat_months").Scan(&played)
		if tc.fail && (results != 0 || played != 0) {
			t.Errorf("%s: %d results, %d games in the statistics; want none", tc.name, results, played)
		}
		if !tc.fail && (results == 0 || played != results) {
			t.Errorf("%s: %d results, %d games in the statistics; want as many, not 0", tc.name, results, played)
		}
		s.Close()
	}
}
