package cmd_test

import (
	"database/sql"
	"strings"
	"testing"
)

// TestDamagedMoveLogExit3: a stored move the rules refuse is damaged data
// (exit 3, naming the game and the move), never a rules refusal (exit 1).
func TestDamagedMoveLogExit3(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana")
	ok(t, db, "move", "1", "--dice", "44412", "--box", "fours")
	ok(t, db, "move", "1", "--dice", "12345", "--box", "chance")
	sq, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	// move 2 rewritten by hand: fours a second time
	if _, err := sq.Exec(`UPDATE moves SET data = '{"dice":"44412","box":"fours"}' WHERE game_id = 1 AND seq = 2`); err != nil {
		t.Fatal(err)
	}
	sq.Close()
	for _, args := range [][]string{{"sheet", "1"}, {"move", "1", "--dice", "12345", "--box", "aces"}} {
		r := sp(t, db, args...)
		if r.code != 3 || !strings.Contains(r.err, "game 1's move 2 cannot be replayed: Fours is already filled") {
			t.Fatalf("scorepad %s: want exit 3 naming move 2, got %d %q", strings.Join(args, " "), r.code, r.err)
		}
	}
	r := run(t, db, []string{"sheet", "1"}, "LANG=fr_FR.UTF-8")
	if r.code != 3 || !strings.Contains(r.err, "le coup 2 de la partie 1 ne peut pas être rejoué") {
		t.Fatalf("French: %d %q", r.code, r.err)
	}
}
