package db

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// oldSacksonMoves is a Sackson game played before S4 was corrected: Ana
// puts 3 on her fifth-die track every round, so under the first reading
// (the opening is a check) her game ends after round 8; Ben opens 6, 5, 4
// and then piles onto 6, ending after round 10.
var oldSacksonMoves = []string{
	`{"roll":"33456","choices":["3+4,5+6/3","3+3,4+5/6"]}`,
	`{"roll":"33456","choices":["3+4,5+6/3","3+3,4+6/5"]}`,
	`{"roll":"33456","choices":["3+4,5+6/3","3+3,5+6/4"]}`,
	`{"roll":"33456","choices":["3+4,5+6/3","3+3,4+5/6"]}`,
	`{"roll":"33456","choices":["3+4,5+6/3","3+3,4+5/6"]}`,
	`{"roll":"33456","choices":["3+4,5+6/3","3+3,4+5/6"]}`,
	`{"roll":"33456","choices":["3+4,5+6/3","3+3,4+5/6"]}`,
	`{"roll":"33456","choices":["3+4,5+6/3","3+3,4+5/6"]}`,
	`{"roll":"33456","choices":["","3+3,4+5/6"]}`,
	`{"roll":"33456","choices":["","3+3,4+5/6"]}`,
}

// writeVersion3 writes, at path, a database with the schema scorepad had
// before the S4 correction (migrations 1–3) holding oldSacksonMoves as game 1,
// finished, with its stored results, and a 5000 game 2.
func writeVersion3(t *testing.T, path string) {
	t.Helper()
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	var stmts []string
	for _, m := range migrations() {
		if m.version <= 3 {
			stmts = append(stmts, m.sql)
		}
	}
	stmts = append(stmts, fmt.Sprintf("PRAGMA application_id = %d", ApplicationID), "PRAGMA user_version = 3",
		"INSERT INTO players (id, name, name_key, created) VALUES (1, 'Ana', 'ana', '2025-06-01T20:00:00Z'), (2, 'Ben', 'ben', '2025-06-01T20:00:00Z')",
		`INSERT INTO games (id, kind, options, started, finished, moves) VALUES
			(1, 'sackson', '{"penalty":200}', '2025-06-01T20:00:00Z', '2025-06-01T21:00:00Z', 10),
			(2, '5000', '{"bust_rule":"booklet","order":"given"}', '2025-06-02T20:00:00Z', NULL, 0)`,
		"INSERT INTO game_players VALUES (1, 0, 1), (1, 1, 2), (2, 0, 1), (2, 1, 2)",
		`INSERT INTO results (game_id, seat, player_id, kind, finished, total, rank, won, penalties, rows_complete) VALUES
			(1, 0, 1, 'sackson', '2025-06-01T21:00:00Z', 300, 1, 1, 0, 0), (1, 1, 2, 'sackson', '2025-06-01T21:00:00Z', -50, 2, 0, 2, 1)`)
	for i, m := range oldSacksonMoves {
		stmts = append(stmts, fmt.Sprintf("INSERT INTO moves (game_id, seq, seat, data, at) VALUES (1, %d, -1, '%s', '2025-06-01T20:%02d:00Z')", i+1, m, i+1))
	}
	for _, s := range stmts {
		if _, err := raw.Exec(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// TestS4_OldGameReplaysAfterMigration: a Sackson game saved before the
// correction of S4 keeps the first reading through migration 4, and
// replays to the sheet the scorepad of that time printed
// (testdata/s4_old_sackson_sheet.json, written by it): still finished, the
// same totals, the same cells; the sheet adds one note naming the reading.
func TestS4_OldGameReplaysAfterMigration(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v3.db")
	writeVersion3(t, path)
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var v int
	s.DB().QueryRow("PRAGMA user_version").Scan(&v)
	if v != schemaVersion() {
		t.Fatalf("user_version %d, want %d", v, schemaVersion())
	}
	g, err := s.Game(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	if g.Options.Sackson().SacksonRules != int(scoring.SacksonOpeningCounts) || g.Options.Sackson().Penalty != 200 {
		t.Fatalf("S4: migration 4 set options %+v, want sackson_rules 1 and the penalty kept", g.Options)
	}
	other, err := s.Game(ctx, 2)
	if err != nil || other.Options.Sackson().SacksonRules != 0 {
		t.Fatalf("S4: a 5000 game's options changed: %+v %v", other, err)
	}
	st, err := sheets.Replay(g)
	if err != nil {
		t.Fatalf("S4: the old game no longer replays: %v", err)
	}

	var want struct {
		Finished bool
		Totals   []int
		EN, FR   sheets.Table
	}
	data, err := os.ReadFile(filepath.Join("testdata", "s4_old_sackson_sheet.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	if !st.Finished || !reflect.DeepEqual(st.Totals(), want.Totals) {
		t.Fatalf("S4: finished %v totals %v, want finished and %v", st.Finished, st.Totals(), want.Totals)
	}
	var stored []int
	rows, _ := s.DB().Query("SELECT total FROM results WHERE game_id = 1 ORDER BY seat")
	for rows.Next() {
		var n int
		rows.Scan(&n)
		stored = append(stored, n)
	}
	rows.Close()
	if !reflect.DeepEqual(stored, st.Totals()) {
		t.Fatalf("S4: stored results %v, replayed totals %v", stored, st.Totals())
	}
	for _, tc := range []struct {
		l    lang.Lang
		want sheets.Table
		note string
	}{{lang.EN, want.EN, "first reading of S4"}, {lang.FR, want.FR, "première lecture de S4"}} {
		got := st.Table(tc.l)
		n := len(got.Notes)
		if n != len(tc.want.Notes)+1 || !strings.Contains(got.Notes[n-1], tc.note) {
			t.Fatalf("S4 %s: the sheet must name the reading it was played under: notes %q", tc.l, got.Notes)
		}
		got.Notes = got.Notes[:n-1]
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(tc.want)
		// the fixture predates French typography (non-breaking spaces
		// before colons): compare the words, not the spaces
		if strings.ReplaceAll(string(g), "\u00a0", " ") != strings.ReplaceAll(string(w), "\u00a0", " ") {
			t.Fatalf("S4 %s: the sheet changed after the migration:\ngot  %s\nwant %s", tc.l, g, w)
		}
	}

	// The reading matters: the same moves under the corrected S4 do not
	// replay (Ana's track has 7 ticks after round 8, she is still playing).
	g.Options.Rules = sheets.SacksonOptions{Penalty: g.Options.Sackson().Penalty, SacksonRules: int(scoring.SacksonRulesCurrent)}
	if _, err := sheets.Replay(g); err == nil {
		t.Fatal("S4: the old game replays under the corrected reading; the test proves nothing")
	}
}

// TestS4_NewGameRecordsCurrentReading: a game created after the correction
// is saved with the current reading, and reopening the database (migration 4
// already applied) leaves it.
func TestS4_NewGameRecordsCurrentReading(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "new.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	svc := sheets.NewService(s, nil)
	g := &sheets.Game{Kind: sheets.Sackson, Players: []string{"Ana"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200}}}
	if err := svc.Create(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if s, err = Open(ctx, path); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, err := s.Game(ctx, g.ID)
	if err != nil || got.Options.Sackson().SacksonRules != int(scoring.SacksonRulesCurrent) {
		t.Fatalf("S4: new game options %+v %v, want sackson_rules %d", got.Options, err, scoring.SacksonRulesCurrent)
	}
}
