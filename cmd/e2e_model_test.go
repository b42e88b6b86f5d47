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

// damage runs one SQL statement on the database file at path.
func damage(t *testing.T, path, stmt string) {
	t.Helper()
	sq, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer sq.Close()
	if _, err := sq.Exec(stmt); err != nil {
		t.Fatal(err)
	}
}

// TestDamagedLogInStatsDecisionsExit3: the statistics replay the finished
// games from the store: a stored 5000 turn the rules refuse (C3, C4) is
// damaged data there too (exit 3, both languages), as for sheet and
// review, never the rules' refusal (exit 1).
func TestDamagedLogInStatsDecisionsExit3(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	ok(t, db, "move", "1", "--turn", "115234/11 2346/-")
	ok(t, db, "move", "1", "--points", "1000")
	ok(t, db, "move", "1", "--points", "5000")
	ok(t, db, "stats", "--decisions")
	damage(t, db, `UPDATE moves SET data = '{"turn":"155234/234"}' WHERE game_id = 1 AND seq = 3`)
	for _, args := range [][]string{{"stats", "--decisions"}, {"stats", "--decisions", "--json"}, {"sheet", "1"}, {"review", "1"}} {
		r := sp(t, db, args...)
		if r.code != 3 || !strings.Contains(r.err, "game 1's move 3 cannot be replayed: throw 1: a kept 2 belongs to no scoring group") || r.out != "" {
			t.Fatalf("scorepad %s: want exit 3 naming move 3, got %d %q (stdout %q)", strings.Join(args, " "), r.code, r.err, r.out)
		}
	}
	r := run(t, db, []string{"stats", "--decisions"}, "LANG=fr_FR.UTF-8")
	if r.code != 3 || !strings.Contains(r.err, "le coup 3 de la partie 1 ne peut pas être rejoué") {
		t.Fatalf("French: %d %q", r.code, r.err)
	}
}

// TestUndecodableMoveExit3: a stored move whose JSON no longer reads is a
// move that cannot be replayed (exit 3, both languages), not a bare
// decoder error.
func TestUndecodableMoveExit3(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	ok(t, db, "move", "1", "--points", "1000")
	ok(t, db, "move", "1", "--points", "5000")
	damage(t, db, `UPDATE moves SET data = '{"points":' WHERE game_id = 1 AND seq = 2`)
	for _, args := range [][]string{{"sheet", "1"}, {"stats", "--decisions"}, {"review", "1"}} {
		r := sp(t, db, args...)
		if r.code != 3 || !strings.Contains(r.err, "game 1's move 2 cannot be replayed: its stored data does not read as a move") {
			t.Fatalf("scorepad %s: want exit 3 naming move 2, got %d %q", strings.Join(args, " "), r.code, r.err)
		}
	}
	r := run(t, db, []string{"sheet", "1"}, "LANG=fr_FR.UTF-8")
	if r.code != 3 || !strings.Contains(r.err, "le coup 2 de la partie 1 ne peut pas être rejoué\u00a0: ses données enregistrées ne se lisent pas comme un coup") || strings.Contains(r.err, "db:") {
		t.Fatalf("French: %d %q", r.code, r.err)
	}
}

// TestUndecodableEditExit3: an edit whose stored move no longer reads is
// damage (exit 3, both languages), not a bare decoder error.
func TestUndecodableEditExit3(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	ok(t, db, "move", "1", "--points", "1000")
	ok(t, db, "edit", "1", "--move", "1", "--points", "1500")
	damage(t, db, `UPDATE edits SET old = '{"points":' WHERE game_id = 1`)
	r := sp(t, db, "edit", "1", "--list")
	if r.code != 3 || r.out != "" || !strings.Contains(r.err, "game 1's move 1 cannot be replayed: its stored data does not read as a move") {
		t.Fatalf("edit --list: want exit 3 naming move 1, got %d %q %q", r.code, r.out, r.err)
	}
	r = run(t, db, []string{"edit", "1", "--list"}, "LANG=fr_FR.UTF-8")
	if r.code != 3 || !strings.Contains(r.err, "le coup 1 de la partie 1 ne peut pas être rejoué") || strings.Contains(r.err, "db:") {
		t.Fatalf("French: %d %q", r.code, r.err)
	}
}
