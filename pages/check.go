package pages

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/mattn/go-runewidth"
	"github.com/scorepad/scorepad/internal/lang"
)

// The answers of scorepad check, what every engine shares: the table of a
// throw's options, the verdict's mark and the rule to read. Each engine's
// answers are in its engine_*.go. Sentences go to folded, a writer that
// folds them at spaces to the line width; a table is laid out for width,
// its notes folded by fold.

// Fold folds the lines of a text longer than width cells at spaces.
type Fold func(s string, width int) string

// checkMinWhy is the narrowest the WHY column of check's table is kept
// beside the others; narrower, each reason goes under its row.
const checkMinWhy = 20

// CheckTable lays out rows (the first the heads), the last cell of each
// folded at spaces so that no line is wider than width cells: as a
// column when at least checkMinWhy cells are left for it, else under its
// row, indented.
func CheckTable(rows [][]string, width int, fold Fold) string {
	n := len(rows[0])
	ws := make([]int, n-1)
	for _, row := range rows {
		for i, c := range row[:n-1] {
			ws[i] = max(ws[i], runewidth.StringWidth(c))
		}
	}
	left := 0
	for _, w := range ws {
		left += w + 2
	}
	under := width-left < checkMinWhy
	var b strings.Builder
	for _, row := range rows {
		line := ""
		for i, c := range row[:n-1] {
			line += c + strings.Repeat(" ", ws[i]-runewidth.StringWidth(c)+2)
		}
		why := row[n-1]
		if under {
			b.WriteString(strings.TrimRight(line, " ") + "\n")
			b.WriteString("    " + strings.ReplaceAll(fold(why, width-4), "\n", "\n    ") + "\n")
			continue
		}
		b.WriteString(line + strings.ReplaceAll(fold(why, width-left), "\n", "\n"+strings.Repeat(" ", left)) + "\n")
	}
	return b.String()
}

// citedRule matches the rule IDs a verdict's sentence cites.
var citedRule = regexp.MustCompile(`\b[PYCSG][0-9]+[a-c]?\b`)

// RuleHint says how to read the rule behind a verdict: the last rule its
// sentence why cites (the most precise, P7a rather than P7), else rule.
func RuleHint(folded io.Writer, l lang.Lang, rule, why string) {
	if ids := citedRule.FindAllString(why, -1); len(ids) > 0 {
		rule = ids[len(ids)-1]
	}
	if rule == "" {
		return
	}
	fmt.Fprintf(folded, l.T("  read the rule: scorepad rules %s\n"), rule)
}

// legalMark is a verdict's mark: ✔ legal or ✘ illegal.
func legalMark(l lang.Lang, legal bool) string {
	if legal {
		return l.T("✔ legal")
	}
	return l.T("✘ illegal")
}
