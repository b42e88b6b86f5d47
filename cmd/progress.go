package cmd

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"sync"

	"golang.org/x/term"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/internal/progressline"
	"github.com/scorepad/scorepad/pages"
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

// progressText is the progress line (progressline.Text).
func (f *factory) progressText(p boxes.Progress, cancelKey string) string {
	return progressline.Text(f.Lang(), p, cancelKey)
}

// fitProgress is the form of progress line s that fits width cells
// (progressline.Fit).
func fitProgress(s string, width int) string { return progressline.Fit(s, width) }

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
