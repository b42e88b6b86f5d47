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

// TestG2_RefusalsCiteTheRule: the refusals of turn order, of a finished game
// and of an undo with nothing to undo cite G2, in both languages, exit 1
// and change nothing.
func TestG2_RefusalsCiteTheRule(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	fails(t, db, 1, "game 1 has no move to undo (G2)", "undo", "1")
	fails(t, db, 1, "it is Ana's turn (G2)", "move", "1", "--points", "500", "--player", "Ben")
	r := run(t, db, []string{"move", "1", "--points", "500", "--player", "Ben"}, "LANG=fr_FR.UTF-8")
	if r.code != 1 || !strings.Contains(plainSpaces(r.err), "c'est au tour d'Ana (G2)") {
		t.Fatalf("G2 in French: %+v", r)
	}
	r = run(t, db, []string{"undo", "1"}, "LANG=fr_FR.UTF-8")
	if r.code != 1 || !strings.Contains(plainSpaces(r.err), "la partie 1 n'a aucun coup à annuler (G2)") {
		t.Fatalf("G2 in French: %+v", r)
	}
	ok(t, db, "move", "1", "--points", "5000")
	fails(t, db, 1, "game 1 is over: no more moves (G2)", "move", "1", "--points", "500")
	r = run(t, db, []string{"move", "1", "--points", "500"}, "LANG=fr_FR.UTF-8")
	if r.code != 1 || !strings.Contains(plainSpaces(r.err), "la partie 1 est terminée : plus de coups (G2)") {
		t.Fatalf("G2 in French: %+v", r)
	}
	if s := sheetOf(t, db, "1"); !s.Finished || len(s.Players[0].Turns) != 1 || len(s.Players[1].Turns) != 0 {
		t.Fatalf("G2: a refusal changed the game: %+v", s)
	}
}

// TestY3_CheckFourKindFixedZero: check yams --dice 33332 --four-kind fixed:0
// --box four_kind: there are four alike; the 0 comes from the option (Y3),
// it is no sacrifice (P4).
func TestY3_CheckFourKindFixedZero(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	var v struct {
		Legal  bool
		Points int
		Reason string
		Rule   string
	}
	decode(t, ok(t, db, "check", "yams", "--dice", "33332", "--four-kind", "fixed:0", "--box", "four_kind", "--json"), &v)
	if !v.Legal || v.Points != 0 || v.Rule != "Y3" || strings.Contains(v.Reason, "P4") || strings.Contains(v.Reason, "no four alike") || !strings.Contains(v.Reason, "four 3s") {
		t.Fatalf("Y3 fixed:0: %+v", v)
	}
	for _, tc := range []struct{ args, says []string }{
		{[]string{"--dice", "66666", "--four-kind", "sum4"}, []string{"4 × 6 = 24"}},
		{[]string{"--dice", "66665", "--four-kind", "fixed:40"}, []string{"four 6s", "→ 40"}},
		{[]string{"--dice", "66665", "--four-kind", "fixed+sum:40"}, []string{"40 + sum 29 = 69"}},
		{[]string{"--dice", "66665"}, []string{"sum 5+6+6+6+6 = 29"}},
	} {
		decode(t, ok(t, db, append([]string{"check", "yams", "--box", "four_kind", "--json"}, tc.args...)...), &v)
		for _, s := range tc.says {
			if !strings.Contains(v.Reason, s) || strings.Contains(v.Reason, "5 × 6") || strings.Contains(v.Reason, "4 × 6 → 40") {
				t.Errorf("Y3 %v: %q should say %q", tc.args, v.Reason, s)
			}
		}
	}
	decode(t, ok(t, db, "check", "penta", "--dice", "66665", "--box", "carre", "--json"), &v)
	if v.Points != 29 || !strings.Contains(v.Reason, "6+6+6+6 = 29") || strings.Contains(v.Reason, "4 × 6") {
		t.Errorf("P3 Carré: %+v", v)
	}
}

// TestY6_EmptyColumnsRefused: --columns "" is bad input (exit 2, nothing
// created), not one free column.
func TestY6_EmptyColumnsRefused(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fails(t, db, 2, "--columns: no column given", "new", "yams", "--players", "Ana", "--columns", "")
	fails(t, db, 2, "no column given", "check", "yams", "--dice", "12345", "--columns", "")
	fails(t, db, 2, "--columns is a Yam's option, not a Penta option", "new", "penta", "--players", "Ana", "--columns", "")
	r := run(t, db, []string{"new", "yams", "--players", "Ana", "--columns", ""}, "LANG=fr_FR.UTF-8")
	if r.code != 2 || !strings.Contains(r.err, "aucune colonne donnée") {
		t.Fatalf("Y6 in French: %+v", r)
	}
	var g []struct{ ID int }
	decode(t, ok(t, db, "games", "--all", "--json"), &g)
	if len(g) != 0 {
		t.Fatalf("a refused new game was created: %+v", g)
	}
}

// TestC1_OrderRollShowsTheDice: new 5000 --order roll shows every die thrown
// for the order and who starts, in both languages and in JSON; the one who
// starts threw the highest die of every throw they were in.
func TestC1_OrderRollShowsTheDice(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	var g struct {
		Game        int
		Players     []string
		Starts      string
		OrderThrows [][]struct {
			Player string
			Die    int
		} `json:"order_throws"`
	}
	decode(t, ok(t, db, "new", "5000", "--players", "Ana,Ben,Cléo", "--order", "roll", "--json"), &g)
	if len(g.OrderThrows) == 0 || len(g.OrderThrows[0]) != 3 || g.Starts != g.Players[0] {
		t.Fatalf("C1 JSON: %+v", g)
	}
	for _, th := range g.OrderThrows {
		high, starter := 0, -1
		for _, r := range th {
			if r.Die < 1 || r.Die > 6 {
				t.Fatalf("C1: die %d", r.Die)
			}
			high = max(high, r.Die)
			if r.Player == g.Starts {
				starter = r.Die
			}
		}
		if starter >= 0 && starter != high {
			t.Fatalf("C1: %s starts but threw %d, the highest was %d: %+v", g.Starts, starter, high, g)
		}
	}
	out := ok(t, db, "new", "5000", "--players", "Ana,Ben", "--order", "roll")
	if !strings.Contains(out, "Dice thrown for the order (C1): Ana ") || !strings.Contains(out, " starts (highest die, C1)") {
		t.Fatalf("C1 text: %q", out)
	}
	r := run(t, db, []string{"new", "5000", "--players", "Ana,Ben", "--order", "roll"}, "LANG=fr_FR.UTF-8")
	r.out = plainSpaces(r.out)
	if r.code != 0 || !strings.Contains(r.out, "Dés lancés pour l'ordre (C1) : Ana ") || !strings.Contains(r.out, " commence (dé le plus haut, C1)") {
		t.Fatalf("C1 French: %+v", r)
	}
	if out := ok(t, db, "new", "5000", "--players", "Ana,Ben"); strings.Contains(out, "Dice thrown") {
		t.Fatalf("order as given: no dice: %q", out)
	}
}

// plainSpaces turns French typography's non-breaking spaces (before : ; ! ?
// and %, between digits) into plain ones, for tests that look for words.
func plainSpaces(s string) string {
	return strings.NewReplacer("\u00a0", " ", "\u202f", " ").Replace(s)
}
