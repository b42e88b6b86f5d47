// Package progressline writes the progress line of a long computation
// (the Expert's tables): what is computed, how far it is, the time left
// and the key that cancels, in the forms that fit a terminal's width.
package progressline

import (
	"fmt"
	"strings"
	"time"

	"github.com/mattn/go-runewidth"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/internal/lang"
)

// Text is the progress line: what, how far, time left, and the
// key that cancels. It holds the line's forms, longest first, joined by
// Sep: the one shown is the longest that fits the terminal
// (Fit), shorter words rather than a line cut mid-word.
func Text(l lang.Lang, p boxes.Progress, cancelKey string) string {
	frac := 0.0
	if p.Total > 0 {
		frac = float64(p.Done) / float64(p.Total)
	}
	bar := func(width int) string {
		n := int(frac * float64(width))
		return strings.Repeat("█", n) + strings.Repeat("░", width-n)
	}
	mode := l.Say(p.Mode.Label())
	what := []string{
		fmt.Sprintf(l.T("Computing the Expert's table %d/%d (%s column)"), p.Table, p.Tables, mode),
		fmt.Sprintf(l.T("Expert's table %d/%d (%s)"), p.Table, p.Tables, mode),
		fmt.Sprintf("Table %d/%d", p.Table, p.Tables), // the same word in both languages
	}
	left := []string{l.T("estimating the time left"), l.T("estimating…")}
	if p.Done > 0 && p.Done < p.Total {
		d := roundDuration(l, p.Left())
		left = []string{fmt.Sprintf(l.T("about %s left"), d), fmt.Sprintf(l.T("%s left"), d)}
	} else if p.Done >= p.Total {
		left = []string{l.T("done"), l.T("done")}
	}
	cancel := []string{fmt.Sprintf(l.T("%s cancels"), cancelKey), fmt.Sprintf(l.T("%s: cancel"), cancelKey), ""}
	pct := l.Sprintf("%3.0f %%", 100*frac)
	var forms []string
	for _, form := range []struct{ what, bar, left, cancel int }{
		{0, 20, 0, 0}, {0, 10, 0, 0}, {1, 10, 0, 0}, {1, 10, 1, 1}, {1, 5, 1, 1}, {1, 0, 1, 1},
		{2, 10, 1, 1}, {2, 0, 1, 1}, {2, 0, 1, 2}, {-1, 0, 1, 2},
	} {
		var parts []string
		if form.what >= 0 {
			parts = append(parts, what[form.what])
		}
		fig := strings.TrimLeft(pct, " ")
		if form.bar > 0 {
			// the figure after a bar keeps its place as it grows
			parts, fig = append(parts, bar(form.bar)), pct
		}
		line := strings.Join(append(parts, fig), " ") + " · " + left[form.left]
		if c := cancel[form.cancel]; c != "" {
			line += " · " + c
		}
		forms = append(forms, l.Typeset(line))
	}
	return strings.Join(forms, Sep)
}

// Sep separates the forms of a progress line (Text): the
// ASCII unit separator, never in a text.
const Sep = "\x1f"

// Fit returns the form of progress line s that fits a line of
// width cells (the longest when width ≤ 0), leaving the last cell free so
// that the terminal does not wrap; when even the shortest is too long, as
// many of its words as fit.
func Fit(s string, width int) string {
	forms := strings.Split(s, Sep)
	if width <= 0 {
		return forms[0]
	}
	for _, form := range forms {
		if runewidth.StringWidth(form) < width {
			return form
		}
	}
	words := strings.Fields(forms[len(forms)-1])
	line := ""
	for _, w := range words {
		next := w
		if line != "" {
			next = line + " " + w
		}
		if runewidth.StringWidth(next) >= width {
			break
		}
		line = next
	}
	return line
}

// roundDuration prints d to the second (tenths under 10 s).
func roundDuration(l lang.Lang, d time.Duration) string {
	if d < 10*time.Second {
		return l.Sprintf("%.1f s", d.Seconds()) // "4,9 s" in French
	}
	return l.Sprintf("%.0f s", d.Seconds())
}
