package cmd_test

import (
	"strings"
	"testing"
)

// TestDiceErrorsNameTheFlag: every flag that takes dice (hint, check, move,
// edit) says which flag and what was typed when the dice are wrong, in both
// languages, with exit 2 and nothing on stdout ("4 dés donnés, il en faut 5"
// alone did not say it was --roll).
func TestDiceErrorsNameTheFlag(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,Bo")   // 1
	ok(t, db, "new", "5000", "--players", "Ana,Bo")    // 2
	ok(t, db, "new", "sackson", "--players", "Ana,Bo") // 3
	ok(t, db, "move", "2", "--points", "1000")         // move 1 of game 2, for edit
	cases := []struct {
		args   []string
		en, fr string
	}{
		{[]string{"hint", "3", "--roll", "3345"}, "--roll 3345: 4 dice given, 5 needed", "--roll 3345 : 4 dés donnés, il en faut 5"},
		{[]string{"hint", "2", "--throw", "11523"}, "--throw 11523: 5 dice given, 6 needed", "--throw 11523 : 5 dés donnés, il en faut 6"},
		{[]string{"hint", "5000", "--throw", "11a234"}, "--throw 11a234: ", "--throw 11a234 : "},
		{[]string{"hint", "1", "--dice", "3345", "--rolls-left", "1"}, "--dice 3345: 4 dice given, 5 needed", "--dice 3345 : 4 dés donnés, il en faut 5"},
		{[]string{"hint", "sackson", "--roll", "33457"}, "--roll 33457: a die cannot show 7", "--roll 33457 : un dé ne peut pas montrer 7"},
		{[]string{"check", "penta", "--dice", "4441", "--box", "fours"}, "--dice 4441: 4 dice given", "--dice 4441 : 4 dés donnés"},
		{[]string{"check", "5000", "--throw", "1152340"}, "--throw 1152340: ", "--throw 1152340 : "},
		{[]string{"check", "5000", "--throw", "115234", "--keep", "17"}, "--keep 17: a die cannot show 7", "--keep 17 : un dé ne peut pas montrer 7"},
		{[]string{"check", "sackson", "--roll", "1234", "--choice", "3+4,5+6/1"}, "--roll 1234: 4 dice given", "--roll 1234 : 4 dés donnés"},
		{[]string{"move", "1", "--dice", "4441", "--box", "fours"}, "--dice 4441: 4 dice given", "--dice 4441 : 4 dés donnés"},
		{[]string{"move", "1", "--dice", "44412", "--box", "fours", "--throw", "6612/66"}, "--throw: throw \"6612/66\": 4 dice given", "--throw : lancer « 6612/66 » : 4 dés donnés"},
		{[]string{"move", "2", "--turn", "115234/1 23x5/"}, "--turn \"115234/1 23x5/\": throw 2: ", "--turn « 115234/1 23x5/ » : lancer 2 : "},
		{[]string{"move", "3", "--roll", "334567", "--choice", "Ana=3+4,5+6/7"}, "--roll 334567: ", "--roll 334567 : "},
		{[]string{"edit", "2", "--move", "1", "--turn", "11523x/1"}, "--turn 11523x/1: throw 1: ", "--turn 11523x/1 : lancer 1 : "},
		{[]string{"edit", "1", "--move", "1", "--dice", "444", "--box", "fours"}, "--dice 444: 3 dice given", "--dice 444 : 3 dés donnés"},
	}
	for _, c := range cases {
		for _, lang := range []struct{ env, want string }{{"LANG=en_US.UTF-8", c.en}, {"LANG=fr_FR.UTF-8", c.fr}} {
			r := run(t, db, c.args, lang.env)
			// French puts a non-breaking space before the colon: compared as a space
			if r.code != 2 || r.out != "" || !strings.Contains(strings.ReplaceAll(r.err, "\u00a0", " "), lang.want) {
				t.Errorf("%s scorepad %s: exit %d, stdout %q, stderr %q; want exit 2, nothing on stdout, %q",
					lang.env, strings.Join(c.args, " "), r.code, r.out, r.err, lang.want)
			}
		}
	}
}

// TestSimulateAndSolveJSONSayTheirSeedAndBustRule: simulate --json (every
// kind) gives the seed its games came from, and the 5000 commands the bust
// rule (C5) their numbers hold for; fields only added (README, JSON output).
func TestSimulateAndSolveJSONSayTheirSeedAndBustRule(t *testing.T) {
	t.Parallel()
	fiveTable(t)
	db := newDB(t)
	type out struct {
		Seed     *uint64 `json:"seed"`
		BustRule *string `json:"bust_rule"`
		Games    int     `json:"games"`
	}
	cases := []struct {
		args []string
		seed uint64
		rule string // "" when the kind has no bust rule
	}{
		{[]string{"simulate", "penta", "--games", "2", "--seed", "7"}, 7, ""},
		{[]string{"simulate", "yams", "--games", "2", "--strategy", "normal"}, 1, ""},
		{[]string{"simulate", "5000", "--games", "3", "--seed", "9", "--players", "normal,normal"}, 9, "booklet"},
		{[]string{"simulate", "5000", "--games", "3", "--seed", "4", "--players", "normal,normal", "--bust-rule", "nothing-scores"}, 4, "nothing-scores"},
		{[]string{"simulate", "sackson", "--games", "2", "--seed", "11", "--strategy", "normal"}, 11, ""},
		{[]string{"solve", "5000"}, 0, "booklet"},
	}
	for _, c := range cases {
		var o out
		decode(t, spc(t, db, append(c.args, "--json")...).out, &o)
		name := strings.Join(c.args, " ")
		if c.args[0] == "simulate" && (o.Seed == nil || *o.Seed != c.seed) {
			t.Errorf("%s --json: seed %v, want %d", name, o.Seed, c.seed)
		}
		if c.rule != "" && (o.BustRule == nil || *o.BustRule != c.rule) {
			t.Errorf("%s --json: bust_rule %v, want %q", name, o.BustRule, c.rule)
		}
	}
}

// TestFrenchWordsAndTypography: French human text says « tour perdu » (not
// the English "bust"), quotes with « », groups thousands (1 000), writes the
// fifth die 5ᵉ; English keeps its words and its numbers as scripts know them.
func TestFrenchWordsAndTypography(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fr := "LANG=fr_FR.UTF-8"
	nb := func(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, "\u00a0", " "), "\u202f", " ") }
	ok(t, db, "new", "5000", "--players", "Ana,Bo")
	ok(t, db, "new", "sackson", "--players", "Ana,Bo")
	var out strings.Builder
	for _, args := range [][]string{
		{"move", "1", "--points", "1000"},
		{"move", "1", "--bust"},
		{"move", "1", "--turn", "115234/115 234/-"},
		{"sheet", "1"},
		{"edit", "1", "--list"},
		{"check", "5000", "--throw", "223466"},
		{"check", "5000", "--throw", "111111"},
		{"sheet", "2"},
	} {
		r := run(t, db, args, fr)
		out.WriteString(r.out + r.err)
	}
	got := nb(out.String())
	for _, want := range []string{"Ana ouvre avec 1 000 (C6). Score 1 000", "Bo perd son tour (C5)", "perdu", "tour perdu",
		"Règle du tour perdu", "223466 fait perdre le tour", "au plus 2 000 points", "5ᵉ dé 1"} {
		if !strings.Contains(got, want) {
			t.Errorf("French output does not say %q:\n%s", want, got)
		}
	}
	if strings.Contains(strings.ToLower(got), "bust") || strings.Contains(got, "5e dé") {
		t.Errorf("French output still says bust or 5e dé:\n%s", got)
	}
	r := run(t, db, []string{"check", "penta", "--dice", "4441a", "--box", "fours"}, fr)
	if e := nb(r.err); !strings.Contains(e, "« a » n'est pas une face de dé") || strings.Contains(e, `"a"`) {
		t.Errorf("French quotes: %q", r.err)
	}
	r = run(t, db, []string{"simulate", "penta", "--games", "0"}, fr)
	if e := nb(r.err); !strings.Contains(e, "--games 0 : de 1 à 10 000 000 parties") {
		t.Errorf("French --games: %q", r.err)
	}
	// English: the same words and numbers as before
	en := ok(t, db, "move", "1", "--points", "1500")
	if !strings.Contains(en, "Accepted: Bo opens with 1500 (C6). Score 1500") {
		t.Errorf("English move: %q", en)
	}
	if r := sp(t, db, "check", "5000", "--throw", "223466"); !strings.Contains(r.out+r.err, "223466 busts") {
		t.Errorf("English check: %q", r.out+r.err)
	}
}
