package cmd_test

import (
	"strings"
	"testing"
)

// Issue 14, second round: the edges a reviewer found after the first.

// TestG1_InvisibleNamesRefusedByNew: a name holding a character that
// prints as nothing is refused by the command (exit 2, the character and
// its position named, in English and French), and nothing is saved.
func TestG1_InvisibleNamesRefusedByNew(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	cases := []struct{ players, frag string }{
		{"\u2800,Ben", "character 1 is a blank braille pattern (it prints as nothing) (U+2800)"},
		{"Ana,B\u034Fen", "character 2 is an invisible filler character (it prints as nothing) (U+034F)"},
		{"\u3164,Ben", "U+3164"},
		{"Ana,\u115F", "U+115F"},
		{"\uFE0F,Ben", "a variation selector with no character to vary"},
		{"Ana,\u00A0", "blank"},
	}
	for _, c := range cases {
		edgeFails(t, db, 2, c.frag, "new", "penta", "--players", c.players)
	}
	if out := edgeOK(t, db, "games", "--all", "--json"); strings.TrimSpace(out) != "[]" {
		t.Fatalf("a refused name saved a game: %s", out)
	}
	r := edgeRun(t, db, "", "new", "penta", "--players", "Ana,\u3164", "--lang", "fr")
	if r.code != 2 || !strings.Contains(r.err, "le caractère 1 est un caractère de remplissage invisible") {
		t.Fatalf("French refusal: %d %q", r.code, r.err)
	}
}
