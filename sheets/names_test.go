package sheets_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// TestG1_InvisibleNamesRefused: characters that print as nothing (default
// ignorable code points, Hangul and braille blanks, a variation selector
// with nothing to vary) are refused in names, naming the character and its
// position in both languages; a name of blanks only is refused.
func TestG1_InvisibleNamesRefused(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		pos  int
		r    rune
	}{
		{"\u2800", 1, 0x2800},         // braille pattern blank
		{"Ana\u2800", 4, 0x2800},      // trailing, would look like "Ana"
		{"A\u034Fna", 2, 0x034F},      // combining grapheme joiner
		{"\u115F", 1, 0x115F},         // Hangul choseong filler
		{"\u1160Ana", 1, 0x1160},      // Hangul jungseong filler
		{"\u3164", 1, 0x3164},         // Hangul filler
		{"Ana\uFFA0", 4, 0xFFA0},      // halfwidth Hangul filler
		{"\uFE0F", 1, 0xFE0F},         // variation selector alone
		{"A \uFE0E", 3, 0xFE0E},       // variation selector after a space
		{"\U000E0100x", 1, 0xE0100},   // ideographic variation selector alone
		{"Ana\u17B4", 4, 0x17B4},      // Khmer inherent vowel (ignorable)
		{"Ana\uFFF0", 4, 0xFFF0},      // unassigned ignorable
		{"Ana\u2065", 4, 0x2065},      // ignorable, unassigned
		{"Ana\U000E0001", 4, 0xE0001}, // language tag
	}
	for _, c := range cases {
		err := sheets.ValidName(c.name)
		var se *scoring.Error
		if !errors.As(err, &se) || se.Illegal {
			t.Errorf("ValidName(%q) = %v, want a bad-input *scoring.Error", c.name, err)
			continue
		}
		en, fr := lang.EN.Say(se.Msg()), lang.FR.Say(se.Msg())
		wantEN := fmt.Sprintf("character %d is", c.pos)
		wantFR := fmt.Sprintf("le caractère %d est", c.pos)
		u := fmt.Sprintf("%U", c.r)
		if !strings.Contains(en, wantEN) || !strings.Contains(en, u) || !strings.Contains(en, "G1") {
			t.Errorf("ValidName(%q): got %q, want %q and %s (G1)", c.name, en, wantEN, u)
		}
		if !strings.Contains(fr, wantFR) || !strings.Contains(fr, u) || en == fr {
			t.Errorf("ValidName(%q) in French: got %q, want %q and %s", c.name, fr, wantFR, u)
		}
		if _, err := sheets.ParsePlayers(sheets.Penta, c.name+",Ben"); err == nil {
			t.Errorf("ParsePlayers(%q) accepted an invisible character", c.name+",Ben")
		}
	}
	// Blank names: white space only, whatever space it is.
	for _, n := range []string{" ", "\u00A0", "\u3000", "\u2003\u2003"} {
		if err := sheets.ValidName(n); err == nil {
			t.Errorf("ValidName(%q) accepted a blank name", n)
		}
		if _, err := sheets.ParsePlayers(sheets.Penta, n+",Ben"); err == nil {
			t.Errorf("ParsePlayers(%q) accepted a blank name", n)
		}
	}
	// What stays allowed: letters of every script, a space inside, an
	// emoji with its presentation selector, a Hangul syllable, a real
	// accent (combining acute).
	for _, n := range []string{"Zoé", "Jean Luc", "❤\uFE0F Ana", "한글", "Zoe\u0301", "Ἀθηνᾶ", "李雷"} {
		if err := sheets.ValidName(n); err != nil {
			t.Errorf("ValidName(%q) = %v, want nil", n, err)
		}
	}
}
