package db_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"testing"
	"time"

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

// TestImportFirstConflictCopyFindsItsGame: in a first import (an empty
// database, where Local looks only among the games the import added), a
// conflict copy later in the file than its game is still linked to it.
func TestImportFirstConflictCopyFindsItsGame(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, err := db.Open(ctx, filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	start := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	orig, cp := "0b6c5f0e-7f4a-4d7b-9a51-3c2f8f8f1a01", "0b6c5f0e-7f4a-4d7b-9a51-3c2f8f8f1a02"
	move := func(seq int, who string, pts int) sheets.ArchiveMove {
		return sheets.ArchiveMove{Seq: seq, Player: who, At: start.Add(time.Duration(seq) * time.Minute), Play: sheets.FivePlay{Points: pts}}
	}
	a := &sheets.Archive{Format: sheets.ArchiveFormat, Version: sheets.ArchiveVersion, Games: []sheets.ArchiveGame{
		{UUID: orig, ID: 1, Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Started: start, Moves: []sheets.ArchiveMove{move(1, "Ana", 500)}},
		{UUID: cp, ID: 2, ConflictOf: orig, Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Started: start, Moves: []sheets.ArchiveMove{move(1, "Ana", 500), move(2, "Ben", 600)}},
	}}
	c, err := sheets.NewService(s, func() time.Time { return start.Add(time.Hour) }).Import(ctx, a)
	if err != nil || c.Imported != 2 {
		t.Fatalf("%+v %v; want 2 imported", c, err)
	}
	var link, id int64
	s.DB().QueryRow("SELECT id FROM games WHERE uuid = ?", orig).Scan(&id)
	s.DB().QueryRow("SELECT coalesce(conflict_of, 0) FROM games WHERE uuid = ?", cp).Scan(&link)
	if id == 0 || link != id {
		t.Errorf("the copy is linked to game %d; want %d", link, id)
	}
}
