package cmd_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/mattn/go-runewidth"

	"github.com/scorepad/scorepad/cmd"
)

// interruptBuffer is a Buffer safe for the progress goroutine, which can
// run a function at its first write.
type interruptBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
	// onWrite, when set, runs once at the first write.
	onWrite func()
	once    sync.Once
}

func (s *interruptBuffer) Write(p []byte) (int, error) {
	if s.onWrite != nil {
		s.once.Do(s.onWrite)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *interruptBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func inProcess(args []string, errOut *interruptBuffer, env map[string]string) (int, string) {
	var out bytes.Buffer
	io := &cmd.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: errOut, ErrTTY: true}
	code := cmd.Run(args, io, func(k string) string { return env[k] })
	return code, out.String()
}

// A table computed on the command line shows what is computed, how far and
// the time left on a terminal's stderr, in the chosen language, and clears
// the line when done.
func TestSolveShowsProgress(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		// the forms that fit 80 columns (fitProgress)
		{"en_US.UTF-8", "Expert's table 1/1 (Down)"},
		{"fr_FR.UTF-8", "Table de l'Expert 1/1 (Descendante)"},
	} {
		dir := t.TempDir()
		var errOut interruptBuffer
		code, out := inProcess([]string{"solve", "yams", "--columns", "down", "--plus-minus"}, &errOut,
			map[string]string{"LANG": tc.lang, "SCOREPAD_CACHE": dir, "SCOREPAD_DB": filepath.Join(dir, "x.db"), "HOME": dir})
		if code != 0 || out == "" {
			t.Fatalf("exit %d: %q %q", code, out, errOut.String())
		}
		e := errOut.String()
		if !strings.Contains(e, tc.want) || !strings.Contains(strings.ReplaceAll(e, "\u00a0", " "), "100 %") || !strings.HasSuffix(e, "\r\033[K") {
			t.Fatalf("progress line %q, want %q at 100 %% and the line cleared", e, tc.want)
		}
	}
}

// Ctrl-C during a computation cancels it: exit 130, a clear message, and
// no table saved.
func TestSolveCtrlCCancels(t *testing.T) {
	dir := t.TempDir()
	var errOut interruptBuffer
	// the first progress line comes from inside the computation, once the
	// handler is in place: interrupt then
	errOut.onWrite = func() { syscall.Kill(os.Getpid(), syscall.SIGINT) }
	code, out := inProcess([]string{"solve", "yams", "--plus-minus"}, &errOut,
		map[string]string{"LANG": "en_US.UTF-8", "SCOREPAD_CACHE": dir, "SCOREPAD_DB": filepath.Join(dir, "x.db"), "HOME": dir})
	if code != cmd.ExitInterrupted || out != "" || !strings.Contains(errOut.String(), "Cancelled: the Expert's tables were not computed") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut.String())
	}
	if tabs, _ := filepath.Glob(filepath.Join(dir, "*.tab")); len(tabs) != 0 {
		t.Fatalf("a cancelled computation saved %v", tabs)
	}
}

// TestSolveProgressFitsTheTerminal (issue 31, item 10): on a terminal of 60
// columns ($COLUMNS, the in-process stderr having no size) every redraw of
// the progress line leaves the last column free, in both languages.
func TestSolveProgressFitsTheTerminal(t *testing.T) {
	for _, lang := range []string{"en_US.UTF-8", "fr_FR.UTF-8"} {
		dir := t.TempDir()
		var errOut interruptBuffer
		code, _ := inProcess([]string{"solve", "yams", "--columns", "down"}, &errOut,
			map[string]string{"LANG": lang, "SCOREPAD_CACHE": dir, "SCOREPAD_DB": filepath.Join(dir, "x.db"), "HOME": dir, "COLUMNS": "60"})
		if code != 0 {
			t.Fatalf("exit %d: %q", code, errOut.String())
		}
		lines := strings.Split(errOut.String(), "\r\033[K")
		if len(lines) < 3 {
			t.Fatalf("%s: no progress line in %q", lang, errOut.String())
		}
		for _, ln := range lines {
			if w := runewidth.StringWidth(ln); w >= 60 {
				t.Errorf("%s: a progress line of %d cells at 60 columns: %q", lang, w, ln)
			}
		}
	}
}
