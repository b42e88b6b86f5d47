package cmd_test

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestS6TextSheetChecksAreNotSeparators: the plain-text Sackson sheet (piped)
// writes a row's or track's checks as a count and ✓, never with "|", the
// column separator: every line of the grid splits into exactly its
// columns; four players fit 80 columns; the note says what ✓ means in both
// languages.
func TestS6TextSheetChecksAreNotSeparators(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "sackson", "--players", "Ana,Ben,Chloé,Dominique")
	for i := 0; i < 6; i++ {
		ok(t, db, "move", "1", "--roll", "33456",
			"--choice", "Ana=3+4,5+6/3", "--choice", "Ben=3+3,4+5/6",
			"--choice", "Chloé=3+4,5+6/3", "--choice", "Dominique=3+3,4+5/6")
	}
	for _, c := range []struct{ lang, note, row string }{
		{"en", "3✓ = 3 checks; rows with 1–4 checks", "7 (30)"},
		{"fr", "3✓ = 3 coches\u00a0; lignes de 1 à 4 coches", "7 (30)"},
	} {
		out := ok(t, db, "sheet", "1", "--lang", c.lang)
		if !strings.Contains(out, c.note) {
			t.Errorf("%s: the note on checks is missing:\n%s", c.lang, out)
		}
		grid := 0
		for _, line := range strings.Split(out, "\n") {
			if n := utf8.RuneCountInString(line); n > 80 {
				t.Errorf("%s: %d columns: %q", c.lang, n, line)
			}
			if !strings.Contains(line, " | ") {
				continue
			}
			grid++
			if cells := strings.Split(line, " | "); len(cells) != 5 || strings.Contains(line[len(cells[0]):], "||") || strings.Count(line, "|") != 4 {
				t.Errorf("%s: a grid line whose cells hold '|': %q", c.lang, line)
			}
			if strings.HasPrefix(line, c.row) && !strings.Contains(line, "6✓ +30") {
				t.Errorf("%s: the 7s row: %q, want 6✓ +30", c.lang, line)
			}
		}
		if grid < 15 {
			t.Errorf("%s: %d grid lines:\n%s", c.lang, grid, out)
		}
	}
}
