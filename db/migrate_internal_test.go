package db

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"
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
	if v != len(migrations()) {
		t.Fatalf("user_version %d, want %d", v, len(migrations()))
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
