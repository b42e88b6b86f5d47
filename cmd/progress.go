package cmd

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"time"

	"github.com/scorepad/scorepad/advisor/boxes"
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

// progressText is the progress line: what, how far, time left.
func (f *factory) progressText(p boxes.Progress, cancelKey string) string {
	frac := 0.0
	if p.Total > 0 {
		frac = float64(p.Done) / float64(p.Total)
	}
	const width = 20
	n := int(frac * width)
	bar := strings.Repeat("█", n) + strings.Repeat("░", width-n)
	what := fmt.Sprintf(f.T("Computing the Expert's table %d/%d (%s column)", "Calcul de la table de l'Expert %d/%d (colonne %s)"), p.Table, p.Tables, p.Mode.Name(f.Lang()))
	left := f.T("estimating the time left", "estimation du temps restant")
	if p.Done > 0 && p.Done < p.Total {
		left = fmt.Sprintf(f.T("about %s left", "encore environ %s"), roundDuration(f.Lang(), p.Left()))
	} else if p.Done >= p.Total {
		left = f.T("done", "terminé")
	}
	return f.lang.Sprintf("%s %s %3.0f %% · %s · %s", what, bar, 100*frac, left, fmt.Sprintf(f.T("%s cancels", "%s pour annuler"), cancelKey))
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
	fmt.Fprintf(l.w, "\r\033[K%s", l.f.progressText(p, l.key))
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
