package cmd_test

import (
	"reflect"
	"strings"
	"testing"
)

// TestOrganiserOptionRefusedPerKind (issue 29, item 1): an organiser's
// option given to a game whose kind does not take it is refused by the one
// generic check in every command that takes the organiser's options (new,
// and the rules of check, hint, simulate and solve): exit 2, nothing on
// stdout, nothing created, the refusal naming the option, the games that
// take it and the game given. Penta takes none of Yam's options (P1).
func TestOrganiserOptionRefusedPerKind(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	for _, tc := range []struct {
		want string
		args []string
	}{
		{"--preset is a Yam's option, not a Penta option", []string{"new", "penta", "--players", "Ana", "--preset", "francaise"}},
		{"--columns is a Yam's option, not a 5000 option", []string{"new", "5000", "--players", "Ana,Ben", "--columns", "down"}},
		{"--plus-minus is a Yam's option, not a Sackson option", []string{"new", "sackson", "--players", "Ana,Ben", "--plus-minus"}},
		{"--bust-rule is a 5000 option, not a Sackson option", []string{"new", "sackson", "--players", "Ana,Ben", "--bust-rule", "booklet"}},
		{"--order is a 5000 option, not a Yam's option", []string{"new", "yams", "--players", "Ana", "--order", "roll"}},
		{"--penalty is a Sackson option, not a Penta option", []string{"new", "penta", "--players", "Ana", "--penalty", "100"}},
		{"--four-kind is a Yam's option, not a Penta option", []string{"check", "penta", "--dice", "12345", "--four-kind", "sum4"}},
		{"--bust-rule is a 5000 option, not a Yam's option", []string{"check", "yams", "--dice", "12345", "--bust-rule", "nothing-scores"}},
		{"--penalty is a Sackson option, not a 5000 option", []string{"check", "5000", "--throw", "155234", "--penalty", "150"}},
		{"--full is a Yam's option, not a Sackson option", []string{"check", "sackson", "--roll", "33456", "--choice", "3+4,5+6", "--full", "sum"}},
		{"--columns is a Yam's option, not a 5000 option", []string{"hint", "5000", "--throw", "115234", "--columns", "down"}},
		{"--bust-rule is a 5000 option, not a Sackson option", []string{"hint", "sackson", "--roll", "33456", "--bust-rule", "booklet"}},
		{"--full is a Yam's option, not a Penta option", []string{"hint", "penta", "--dice", "12345", "--rolls-left", "0", "--full", "sum"}},
		{"--penalty is a Sackson option, not a Yam's option", []string{"hint", "yams", "--dice", "12345", "--rolls-left", "0", "--penalty", "100"}},
		{"--plus-minus is a Yam's option, not a Penta option", []string{"simulate", "penta", "--games", "1", "--plus-minus"}},
		{"--preset is a Yam's option, not a Sackson option", []string{"simulate", "sackson", "--games", "1", "--preset", "francaise"}},
		{"--penalty is a Sackson option, not a 5000 option", []string{"simulate", "5000", "--games", "1", "--players", "normal,normal", "--penalty", "100"}},
		{"--bust-rule is a 5000 option, not a Yam's option", []string{"simulate", "yams", "--games", "1", "--bust-rule", "booklet"}},
		{"--columns is a Yam's option, not a Penta option", []string{"solve", "penta", "--columns", "down"}},
		{"--four-kind is a Yam's option, not a 5000 option", []string{"solve", "5000", "--four-kind", "sum4"}},
		{"--penalty is a Sackson option, not a Yam's option", []string{"solve", "yams", "--penalty", "100"}},
	} {
		fails(t, db, 2, tc.want, tc.args...)
	}
	// A game number: its kind's options, those of the game.
	id := strings.TrimSpace(ok(t, db, "new", "5000", "--players", "Ana,Ben", "--json"))
	var g struct{ Game int }
	decode(t, id, &g)
	fails(t, db, 2, "--columns is a Yam's option, not a 5000 option", "hint", itoa(g.Game), "--throw", "115234", "--columns", "down")
	fails(t, db, 2, "--bust-rule go with hint 5000, not with a game number", "hint", itoa(g.Game), "--throw", "115234", "--bust-rule", "booklet")
	r := run(t, db, []string{"new", "penta", "--players", "Ana", "--columns", "down"}, "LANG=fr_FR.UTF-8")
	if want := "--columns est une option du Yam's, pas du Penta"; r.code != 2 || !strings.Contains(r.err, want) {
		t.Errorf("in French: %+v, want %q", r, want)
	}
	var games []struct{ ID int }
	decode(t, ok(t, db, "games", "--all", "--json"), &games)
	if len(games) != 1 {
		t.Errorf("a refused new game was created: %+v", games)
	}
}

// TestOrganiserOptionsTakenPerKind: each kind's own organiser's options
// still work in new (saved in the game's options), check, hint and
// simulate.
func TestOrganiserOptionsTakenPerKind(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	type options struct {
		Full      string   `json:"full"`
		FourKind  string   `json:"four_kind"`
		PlusMinus bool     `json:"plus_minus"`
		Columns   []string `json:"columns"`
		BustRule  string   `json:"bust_rule"`
		Order     string   `json:"order"`
		Penalty   int      `json:"penalty"`
	}
	for _, tc := range []struct {
		args []string
		want options
	}{
		{[]string{"yams", "--players", "Ana", "--columns", "down,up", "--full", "25+sum", "--four-kind", "sum4", "--plus-minus"},
			options{Full: "25+sum", FourKind: "sum4", PlusMinus: true, Columns: []string{"down", "up"}}},
		{[]string{"5000", "--players", "Ana,Ben", "--order", "roll", "--bust-rule", "nothing-scores"}, options{BustRule: "nothing-scores", Order: "roll"}},
		{[]string{"sackson", "--players", "Ana,Ben", "--penalty", "100"}, options{Penalty: 100}},
	} {
		var g struct{ Game int }
		decode(t, ok(t, db, append(append([]string{"new"}, tc.args...), "--json")...), &g)
		var doc struct{ Options options }
		decode(t, ok(t, db, "sheet", itoa(g.Game), "--json"), &doc)
		if !reflect.DeepEqual(doc.Options, tc.want) {
			t.Errorf("new %v: options %+v, want %+v", tc.args, doc.Options, tc.want)
		}
	}
	var v struct {
		Points int
		Bust   bool
	}
	decode(t, ok(t, db, "check", "yams", "--dice", "33322", "--box", "full", "--full", "25+sum", "--json"), &v)
	if v.Points != 38 {
		t.Errorf("check yams --full 25+sum: %+v", v)
	}
	decode(t, ok(t, db, "check", "5000", "--throw", "222", "--bust-rule", "nothing-scores", "--json"), &v)
	if v.Bust {
		t.Errorf("check 5000 --bust-rule nothing-scores: three 2s bust: %+v", v)
	}
	if out := okc(t, db, "hint", "sackson", "--roll", "33456", "--penalty", "150"); out == "" {
		t.Error("hint sackson --penalty 150 said nothing")
	}
	if out := okc(t, db, "hint", "5000", "--throw", "222346", "--bust-rule", "nothing-scores"); out == "" {
		t.Error("hint 5000 --bust-rule nothing-scores said nothing")
	}
	var s struct {
		BustRule string `json:"bust_rule"`
	}
	decode(t, okc(t, db, "simulate", "5000", "--games", "1", "--players", "normal,normal", "--bust-rule", "nothing-scores", "--json"), &s)
	if s.BustRule != "nothing-scores" {
		t.Errorf("simulate 5000 --bust-rule nothing-scores: %+v", s)
	}
	var sk struct{ Penalty int }
	decode(t, okc(t, db, "simulate", "sackson", "--games", "2", "--strategy", "normal", "--penalty", "100", "--json"), &sk)
	if sk.Penalty != 100 {
		t.Errorf("simulate sackson --penalty 100: %+v", sk)
	}
}
