package cmd_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/cmd"
)

// TestCheckFitsEightyColumns (issue 31, item 4 for check): every text
// scorepad check prints — each kind, each Yam's layout, a table of the
// boxes or one verdict, legal or not — is 80 columns wide at most when
// piped, and at most the terminal's width on a narrower terminal ($COLUMNS
// here), in both languages; the reasons are folded, never cut.
func TestCheckFitsEightyColumns(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	cases := [][]string{
		{"penta", "--dice", "12345"},
		{"penta", "--dice", "44444", "--box", "fours"},
		{"penta", "--dice", "12346", "--box", "large_straight"},
		{"yams", "--dice", "12345"},
		{"yams", "--dice", "12345", "--preset", "francaise"},
		{"yams", "--dice", "66665", "--columns", "down,up,free,imposed", "--plus-minus", "--full", "25+sum", "--four-kind", "fixed+sum:40"},
		{"yams", "--dice", "12345", "--preset", "francaise", "--box", "large_straight", "--column", "up"},
		{"yams", "--dice", "11111", "--preset", "francaise", "--sheet", "down:aces=3"},
		{"5000", "--throw", "155234", "--keep", "155"},
		{"5000", "--throw", "222346", "--keep", "23"},
		{"5000", "--throw", "2346"},
		{"sackson", "--roll", "33456", "--choice", "3+4,5+6/3"},
		{"sackson", "--roll", "33456", "--choice", "3+3,4+4/6", "--fifths", "3:2,5:0"},
	}
	for _, lang := range []string{"en", "fr"} {
		for _, c := range cases {
			args := append([]string{"--lang", lang, "check"}, c...)
			for _, cols := range []int{0, 60, 100} { // 0: piped
				var o, e syncBuffer
				code := cmd.Run(args, &cmd.IOStreams{In: strings.NewReader(""), Out: &o, ErrOut: &e, OutTTY: cols > 0},
					func(k string) string { return environ(t, db, []string{fmt.Sprintf("COLUMNS=%d", cols)})[k] })
				if code != 0 && code != cmd.ExitRefused {
					t.Fatalf("%v: exit %d %s", args, code, e.String())
				}
				limit := 80
				if cols > 0 && cols < limit {
					limit = cols
				}
				if w, line := widest(o.String()); w > limit {
					t.Errorf("%v at %d columns: a line of %d: %q\n%s", args, cols, w, line, o.String())
				}
				if strings.Contains(o.String(), "…") {
					t.Errorf("%v: a line cut:\n%s", args, o.String())
				}
			}
		}
	}
}
