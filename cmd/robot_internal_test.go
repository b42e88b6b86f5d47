package cmd

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/mattn/go-runewidth"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
)

// TestSolvedLineFitsTheLine (issue 31, item 4 left over): the Expert's
// "tables solved" line that move --robot and the table print is folded
// at spaces to 80 columns, or to the terminal's width when narrower, in
// both languages, the French sign kept with the word before it.
func TestSolvedLineFitsTheLine(t *testing.T) {
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		for _, cols := range []int{0, 60, 44, 120} { // 0: piped
			f := &factory{IO: &IOStreams{Out: io.Discard, OutTTY: cols > 0}, lang: l,
				Getenv: func(k string) string {
					if k == "COLUMNS" {
						return fmt.Sprint(cols)
					}
					return ""
				}}
			s := solvedLine(f, 123.4)
			limit := min(80, cols)
			if cols == 0 {
				limit = 80
			}
			for _, line := range strings.Split(s, "\n") {
				if w := runewidth.StringWidth(line); w > limit {
					t.Errorf("%v at %d columns: a line of %d: %q", l, cols, w, line)
				}
				if strings.HasPrefix(line, ";") || strings.HasPrefix(line, "\u00a0") {
					t.Errorf("%v at %d columns: a sign starts a line: %q", l, cols, s)
				}
			}
			if want := l.Pick("123.4 s", "123,4\u00a0s"); !strings.Contains(strings.ReplaceAll(s, "\n", " "), want) {
				t.Errorf("%v: %q does not say %q", l, s, want)
			}
		}
	}
}

// Issue 29, item 1: the table's Expert gives each engine's coach, each of
// its own type implementing that engine's table interface and no other
// engine's (one method namespace an engine), and none for an engine it
// does not know.
func TestExpertCoachIsTheEnginesOwn(t *testing.T) {
	e := tableExpert{&table{}}
	want := map[sheets.Engine]func(any) bool{
		sheets.EngineBoxes:   func(c any) bool { _, ok := c.(tbl.BoxCoach); return ok },
		sheets.EngineFive:    func(c any) bool { _, ok := c.(tbl.FiveCoach); return ok },
		sheets.EngineSackson: func(c any) bool { _, ok := c.(tbl.SacksonCoach); return ok },
	}
	for en := range want {
		c := e.Coach(en)
		for other, is := range want {
			if is(c) != (other == en) {
				t.Errorf("the %s coach (%T) coaching %s: %v", en, c, other, is(c))
			}
		}
	}
	if c := e.Coach("tennis"); c != nil {
		t.Errorf("an unknown engine has no coach: %T", c)
	}
}
