package db

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
)

// TestUpgradeFromVersion1: a database written by a scorepad that knew only
// migration 1, holding a finished game, opens at the latest version with
// its statistics computed from the results it already had.
func TestUpgradeFromVersion1(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "old.db")
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	stmts := []string{migrations()[0].sql,
		fmt.Sprintf("PRAGMA application_id = %d", ApplicationID), "PRAGMA user_version = 1",
		"INSERT INTO players (id, name, name_key, created) VALUES (1, 'Ana', 'ana', '2024-01-01T00:00:00Z'), (2, 'Ben', 'ben', '2024-01-01T00:00:00Z')",
		`INSERT INTO games (id, kind, options, started, finished, moves) VALUES (1, 'penta', '{}', '2024-03-01T20:00:00Z', '2024-03-01T21:00:00Z', 26)`,
		"INSERT INTO game_players VALUES (1, 0, 1), (1, 1, 2)",
		`INSERT INTO results (game_id, seat, player_id, kind, finished, total, rank, won, upper_bonuses, columns) VALUES
			(1, 0, 1, 'penta', '2024-03-01T21:00:00Z', 250, 1, 1, 1, 1), (1, 1, 2, 'penta', '2024-03-01T21:00:00Z', 180, 2, 0, 0, 1)`,
	}
	for _, s := range stmts {
		if _, err := raw.Exec(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	raw.Close()
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var v int
	s.DB().QueryRow("PRAGMA user_version").Scan(&v)
	if v != schemaVersion() {
		t.Fatalf("user_version %d, want %d", v, schemaVersion())
	}
	g, err := s.Game(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.UUID) != 36 || g.UUID[14] != '4' || !g.Updated.Equal(parseTime("2024-03-01T21:00:00Z")) {
		t.Fatalf("migration 5: uuid %q updated %v", g.UUID, g.Updated)
	}
	rep, err := s.Stats(context.Background(), StatsFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Players) != 2 || rep.Players[0].Player != "Ana" || rep.Players[0].Wins != 1 || rep.Players[0].Best != 250 ||
		len(rep.HeadToHead) != 1 || rep.HeadToHead[0].WinsA != 1 || len(rep.Records) != 2 {
		t.Fatalf("statistics after the upgrade: %+v", rep)
	}
}

// TestFailedUpgradeChangesNothing: a file this scorepad cannot upgrade (a
// development build added migration 5's uuid column under version 3) is
// refused with an *Error of Kind UpgradeFailed that names the file and the
// step, says in both languages that the file was not changed and what to do;
// and it was not: every step runs in one transaction, so migration 4, which
// would succeed, is rolled back with 5 (byte for byte, the same checksum).
// Every file scorepad writes is in WAL mode; one in rollback-journal mode
// (copied by another tool) is left in it too: WAL is set after the upgrade.
func TestFailedUpgradeChangesNothing(t *testing.T) {
	t.Parallel()
	for _, journal := range []string{"WAL", "DELETE"} {
		path := filepath.Join(t.TempDir(), "dev.db")
		raw, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		stmts := []string{"PRAGMA journal_mode = " + journal}
		for _, m := range migrations()[:3] {
			stmts = append(stmts, m.sql)
		}
		stmts = append(stmts, fmt.Sprintf("PRAGMA application_id = %d", ApplicationID), "PRAGMA user_version = 3",
			"ALTER TABLE games ADD COLUMN uuid TEXT", // what a development build did
			"INSERT INTO players (id, name, name_key, created) VALUES (1, 'Ana', 'ana', '2024-01-01T00:00:00Z')")
		for _, s := range stmts {
			if _, err := raw.Exec(s); err != nil {
				t.Fatalf("%s: %v", s, err)
			}
		}
		raw.Close()
		before := checksum(t, path)
		s, err := Open(context.Background(), path)
		if err == nil {
			s.Close()
			t.Fatalf("%s: Open upgraded a file whose step 5 cannot run", journal)
		}
		var de *Error
		if !errors.As(err, &de) || de.Kind != UpgradeFailed || de.BadInput() {
			t.Fatalf("%s: Open: %T %v, want an *Error of Kind UpgradeFailed", journal, err, err)
		}
		en, fr := de.Text(lang.EN), de.Text(lang.FR)
		for _, want := range []string{path, "from schema version 3 to", "step 005_records.sql failed", "duplicate column name: uuid", "NOT changed", "rolled back", "Keep a copy", "export", "import", "report"} {
			if !strings.Contains(en, want) {
				t.Errorf("%s: English %q does not say %q", journal, en, want)
			}
		}
		for _, want := range []string{path, "de la version de schéma 3 à", "l'étape 005_records.sql a échoué", "n'a PAS été modifié", "annulée", "Gardez une copie", "export", "import", "signalez"} {
			if !strings.Contains(fr, want) {
				t.Errorf("%s: French %q does not say %q", journal, fr, want)
			}
		}
		if after := checksum(t, path); after != before {
			t.Fatalf("%s: the file changed: sha256 %s before, %s after", journal, before, after)
		}
		raw, err = sql.Open("sqlite", "file:"+path+"?mode=ro")
		if err != nil {
			t.Fatal(err)
		}
		var v, n int
		raw.QueryRow("PRAGMA user_version").Scan(&v)
		raw.QueryRow("SELECT count(*) FROM pragma_table_info('games') WHERE name = 'abandoned'").Scan(&n)
		raw.Close()
		if v != 3 || n != 0 {
			t.Fatalf("%s: user_version %d, abandoned columns %d after the failed upgrade: want 3 and 0", journal, v, n)
		}
	}
}

func checksum(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%x", sha256.Sum256(b))
}

// A step that fails on storage (here a full disk) is reported as that
// failure, with its advice, not as an upgrade this version cannot do.
func TestUpgradeStepFailureOnStorageIsThatFailure(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "x.db")
	if e := stepFailure(path, 3, 6, &stepError{"005_records.sql", syscall.ENOSPC}); e.Kind != DiskFull {
		t.Errorf("a full disk during a step: kind %v, %v", e.Kind, e)
	}
	if e := stepFailure(path, 3, 6, &stepError{"005_records.sql", errors.New("SQL logic error: duplicate column name: uuid (1)")}); e.Kind != UpgradeFailed {
		t.Errorf("a step that cannot run: kind %v, %v", e.Kind, e)
	}
}
