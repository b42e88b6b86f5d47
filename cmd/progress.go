package cmd

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/mattn/go-runewidth"
	"golang.org/x/term"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
)

// Whenever the Expert's tables are computed (the cache lacks them), a
// progress line says what is computed, how far it is and the time left:
// on the command line on stderr (a terminal only), Ctrl-C cancelling; in
// the forms under the question, Esc cancelling.

// errCancelled ends a computation the person cancelled: nothing was saved.
var errCancelled = &cancelledError{}

type cancelledError struct{}

func (*cancelledError) Error() string { return "cancelled" }

// ExitInterrupted is the exit code of a computation cancelled with Ctrl-C,
// as a shell reports a process ended by it (listed with the others in the
// root command's help).
const ExitInterrupted = 130

// progressText is the progress line: what, how far, time left, and the
// key that cancels. It holds the line's forms, longest first, joined by
// progressSep: the one shown is the longest that fits the terminal
// (fitProgress), shorter words rather than a line cut mid-word.
func (f *factory) progressText(p boxes.Progress, cancelKey string) string {
	frac := 0.0
	if p.Total > 0 {
		frac = float64(p.Done) / float64(p.Total)
	}
	bar := func(width int) string {
		n := int(frac * float64(width))
		return strings.Repeat("█", n) + strings.Repeat("░", width-n)
	}
	mode := p.Mode.Name(f.Lang())
	what := []string{
		fmt.Sprintf(f.T("Computing the Expert's table %d/%d (%s column)", "Calcul de la table de l'Expert %d/%d (colonne %s)"), p.Table, p.Tables, mode),
		fmt.Sprintf(f.T("Expert's table %d/%d (%s)", "Table de l'Expert %d/%d (%s)"), p.Table, p.Tables, mode),
		fmt.Sprintf("Table %d/%d", p.Table, p.Tables), // the same word in both languages
	}
	left := []string{f.T("estimating the time left", "estimation du temps restant"), f.T("estimating…", "estimation…")}
	if p.Done > 0 && p.Done < p.Total {
		d := roundDuration(f.Lang(), p.Left())
		left = []string{fmt.Sprintf(f.T("about %s left", "encore environ %s"), d), fmt.Sprintf(f.T("%s left", "encore %s"), d)}
	} else if p.Done >= p.Total {
		left = []string{f.T("done", "terminé"), f.T("done", "terminé")}
	}
	cancel := []string{fmt.Sprintf(f.T("%s cancels", "%s pour annuler"), cancelKey), fmt.Sprintf(f.T("%s: cancel", "%s : annuler"), cancelKey), ""}
	pct := f.lang.Sprintf("%3.0f %%", 100*frac)
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
		forms = append(forms, f.lang.Typeset(line))
	}
	return strings.Join(forms, progressSep)
}

// progressSep separates the forms of a progress line (progressText): the
// ASCII unit separator, never in a text.
const progressSep = "\x1f"

// fitProgress returns the form of progress line s that fits a line of
// width cells (the longest when width ≤ 0), leaving the last cell free so
// that the terminal does not wrap; when even the shortest is too long, as
// many of its words as fit.
func fitProgress(s string, width int) string {
	forms := strings.Split(s, progressSep)
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

// terminalWidth returns the width of the terminal w writes to, else
// $COLUMNS, else 80.
func (f *factory) terminalWidth(w io.Writer) int {
	if fd, ok := w.(interface{ Fd() uintptr }); ok {
		if cols, _, err := term.GetSize(int(fd.Fd())); err == nil && cols > 0 {
			return cols
		}
	}
	if cols, err := strconv.Atoi(f.Getenv("COLUMNS")); err == nil && cols > 0 {
		return cols
	}
	return pages.DefaultTextWidth
}

// roundDuration prints d to the second (tenths under 10 s).
func roundDuration(l scoring.Lang, d time.Duration) string {
	if d < 10*time.Second {
		return l.Sprintf("%.1f s", d.Seconds()) // "4,9 s" in French
	}
	return l.Sprintf("%.0f s", d.Seconds())
}

// lineProgress redraws the progress line on w, a terminal; done clears it.
type lineProgress struct {
	mu   sync.Mutex
	w    io.Writer
	f    *factory
	key  string
	used bool
}

func (l *lineProgress) report(p boxes.Progress) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.used = true
	fmt.Fprintf(l.w, "\r\033[K%s", fitProgress(l.f.progressText(p, l.key), l.f.terminalWidth(l.w)))
}

func (l *lineProgress) done() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.used {
		fmt.Fprint(l.w, "\r\033[K")
	}
}

// interruptible returns a context cancelled by Ctrl-C (SIGINT) and its
// stop function.
func interruptible(parent context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(parent, os.Interrupt)
}
