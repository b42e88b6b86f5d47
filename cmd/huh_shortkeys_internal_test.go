package cmd

import (
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/huh"
	"github.com/mattn/go-runewidth"
	"github.com/scorepad/scorepad/internal/lang"
)

// ansiCodes matches the terminal's colour and style codes.
var ansiCodes = regexp.MustCompile("\x1b\\[[0-9;]*m")

// keyLine draws field in a one-field form width cells wide, as the
// adapter runs it (its key map, the short form's wrapper), and returns
// the form's last line: huh's key help.
func keyLine(t *testing.T, f huh.Field, width int, l lang.Lang) string {
	t.Helper()
	form := huh.NewForm(huh.NewGroup(&shortKeys{Field: f, width: width, lang: l})).WithKeyMap(keyMap(l)).WithShowHelp(true).WithWidth(width)
	form.Init()
	lines := strings.Split(strings.TrimRight(ansiCodes.ReplaceAllString(form.View(), ""), "\n "), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}

// TestKeyHelpFitsNarrowTerminals (issue 31, item 5 left over): the key
// line of the keep form (a MultiSelect of five dice) and of a list is
// never cut with "…" at 60 columns or more, in both languages, and still
// says how to tick and how to confirm; at 100 columns it is huh's whole
// line.
func TestKeyHelpFitsNarrowTerminals(t *testing.T) {
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		for _, width := range []int{60, 50, 100} {
			var kept []string
			dice := huh.NewMultiSelect[string]().Title("Keep").Value(&kept).Options(
				huh.NewOption("⚀ 1", "0"), huh.NewOption("⚃ 4", "1"), huh.NewOption("⚃ 4", "2"), huh.NewOption("⚄ 5", "3"), huh.NewOption("⚂ 3", "4"))
			line := keyLine(t, dice, width, l)
			t.Logf("%v %d: %s", l, width, line)
			if strings.Contains(line, "…") || runewidth.StringWidth(line) > width {
				t.Errorf("%v keep form at %d columns: key line cut or too wide: %q", l, width, line)
			}
			for _, want := range []string{l.Pick("toggle", "cocher"), l.Pick("submit", "valider")} {
				if !strings.Contains(line, want) {
					t.Errorf("%v keep form at %d columns: %q does not say %q", l, width, line, want)
				}
			}
			if width == 100 && !strings.Contains(line, "ctrl+a") {
				t.Errorf("%v at 100 columns: huh's whole line, ctrl+a included: %q", l, line)
			}
			v := ""
			list := huh.NewSelect[string]().Title("Box").Value(&v).Options(huh.NewOption("Aces", "aces"), huh.NewOption("Twos", "twos"))
			if line := keyLine(t, list, width, l); strings.Contains(line, "…") || runewidth.StringWidth(line) > width || !strings.Contains(line, l.Pick("enter", "entrée")) {
				t.Errorf("%v list at %d columns: %q", l, width, line)
			}
		}
	}
}

// TestFoldTextKeepsADashWithTheWordBefore: folded text never starts a line
// with a dash or an arrow ("0 — a sacrifice" is not cut before "—"), and
// no line is wider than asked.
func TestFoldTextKeepsADashWithTheWordBefore(t *testing.T) {
	for _, c := range []struct {
		s     string
		width int
	}{
		{"Sixes: no 6 in the throw, so it scores 0 — a sacrifice (Y3)", 43},
		{"Small straight: four consecutive values → 30 (Y3)", 41},
		{"Six : aucun 6 dans le lancer, donc 0 — case sacrifiée (Y3)", 37},
	} {
		got := foldText(c.s, c.width)
		for _, line := range strings.Split(got, "\n") {
			if strings.HasPrefix(line, "—") || strings.HasPrefix(line, "→") || len([]rune(line)) > c.width {
				t.Errorf("foldText(%q, %d) = %q", c.s, c.width, got)
			}
		}
		if strings.ReplaceAll(got, "\n", " ") != c.s {
			t.Errorf("foldText(%q, %d) lost words: %q", c.s, c.width, got)
		}
	}
}
