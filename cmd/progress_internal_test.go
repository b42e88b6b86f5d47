package cmd

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mattn/go-runewidth"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/internal/progressline"
	"github.com/scorepad/scorepad/scoring"
)

// TestProgressLineFitsTheTerminal (issue 31, item 10): the progress line
// shown is the longest of its forms that fits the terminal, one cell to
// spare, in both languages, at every stage of a computation; words are
// shortened, never cut ("… 0 % · esti" was cut at 80 columns): every word
// shown is a word of one of the forms. At 80 columns and more the table's
// column is named; its figure is always there from 20 columns.
func TestProgressLineFitsTheTerminal(t *testing.T) {
	t.Parallel()
	stages := []boxes.Progress{
		{Table: 1, Tables: 3, Mode: scoring.Free, Done: 0, Total: 100},
		{Table: 2, Tables: 3, Mode: scoring.Down, Done: 37, Total: 100, Elapsed: 21 * time.Second},
		{Table: 3, Tables: 4, Mode: scoring.Imposed, Done: 99, Total: 100, Elapsed: 4 * time.Minute},
		{Table: 3, Tables: 3, Mode: scoring.Up, Done: 100, Total: 100, Elapsed: time.Minute},
	}
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		f := &factory{lang: l, Getenv: func(string) string { return "" }}
		for _, key := range []string{"Ctrl-C", f.lang.Pick("Esc", "Échap")} {
			for _, p := range stages {
				s := f.progressText(p, key)
				words := map[string]bool{}
				for _, form := range strings.Split(s, progressline.Sep) {
					for _, w := range strings.Fields(form) {
						words[w] = true
					}
				}
				if whole := fitProgress(s, 0); !strings.Contains(whole, l.Say(p.Mode.Label())) || !strings.Contains(whole, key) {
					t.Errorf("%s: the whole line %q", l, whole)
				}
				for _, width := range []int{200, 110, 100, 80, 72, 60, 50, 40, 30, 20, 12} {
					got := fitProgress(s, width)
					where := fmt.Sprintf("%s, %d/%d, %d columns: %q", l, p.Done, p.Total, width, got)
					if runewidth.StringWidth(got) >= width {
						t.Errorf("%s is %d cells wide", where, runewidth.StringWidth(got))
					}
					for _, w := range strings.Fields(got) {
						if !words[w] {
							t.Errorf("%s: %q is a cut word", where, w)
						}
					}
					if width >= 80 && !strings.Contains(got, l.Say(p.Mode.Label())) {
						t.Errorf("%s: the column is not named", where)
					}
					if pct := l.Sprintf("%.0f %%", 100*float64(p.Done)/float64(p.Total)); width >= 20 && !strings.Contains(got, pct) {
						t.Errorf("%s: no %q", where, pct)
					}
				}
			}
		}
	}
}
