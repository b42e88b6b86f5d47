//go:build unix

package advisor_test

import (
	"path/filepath"
	"syscall"
	"testing"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/scoring"
)

// A FIFO where the 5000 table belongs is never read (it would block): the
// table is solved and saved in its place.
func TestCacheFiveWinFIFONotRead(t *testing.T) {
	t.Parallel()
	c := advisor.Cache{Dir: t.TempDir()}
	rule := scoring.BustBooklet
	if err := syscall.Mkfifo(filepath.Join(c.Dir, five.FiveKey(rule)+".tab"), 0o644); err != nil {
		t.Skip("no FIFO here:", err)
	}
	solves := 0
	w, info := advisor.FiveWinWith(c, rule, 1000, func(r scoring.BustRule, g int) *five.FiveWin { solves++; return five.SolveFiveWinTo(r, g) })
	if w == nil || info.Cached || solves != 1 {
		t.Fatalf("a FIFO is not a table: %+v", info)
	}
}
