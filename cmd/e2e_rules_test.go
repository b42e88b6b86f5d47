package cmd_test

import (
	"strings"
	"testing"
)

// Tests of issue 13's rules corrections through the command line, named by
// rule ID.

// TestP2_MoveThrowWholeTurn: move --throw records are judged as one turn
// (P2): refused with exit 1 citing P2, nothing saved; a legal turn is saved
// with its throws.
func TestP2_MoveThrowWholeTurn(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	many := []string{"move", "1", "--dice", "66123", "--box", "sixes"}
	for range 5000 {
		many = append(many, "--throw", "66123/66")
	}
	for _, args := range [][]string{
		{"move", "1", "--dice", "11234", "--box", "aces", "--throw", "23456/11"},
		{"move", "1", "--dice", "11111", "--box", "aces", "--throw", "66123/66", "--throw", "66645/666"},
		{"move", "1", "--dice", "66666", "--box", "sixes", "--throw", "66123/66", "--throw", "66645/666", "--throw", "66612/666"},
		many,
	} {
		r := fails(t, db, 1, "(P2)", args...)
		if r.out != "" {
			t.Fatalf("P2: a refused turn printed %q", r.out)
		}
	}
	r := run(t, db, []string{"move", "1", "--dice", "11234", "--box", "aces", "--throw", "23456/11"}, "LANG=fr_FR.UTF-8")
	if r.code != 1 || !strings.Contains(r.err, "ne sont pas tous dans le lancer 23456 (P2)") {
		t.Fatalf("P2 in French: %+v", r)
	}
	fails(t, db, 2, "5 needed", "move", "1", "--dice", "11234", "--box", "aces", "--throw", "2345/2")
	if s := sheetOf(t, db, "1"); s.Turn.Player != "Ana" || s.Players[0].Columns[0].Boxes["aces"] != nil || s.Players[0].Columns[0].Boxes["sixes"] != nil {
		t.Fatalf("P2: a refused turn was saved: %+v", s)
	}
	ok(t, db, "move", "1", "--dice", "66662", "--box", "sixes", "--throw", "66123/66", "--throw", "66645/666")
	if s := sheetOf(t, db, "1"); s.Turn.Player != "Ben" {
		t.Fatalf("P2: the legal turn was not saved: %+v", s)
	}
}
