package advisor

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/advisor/internal/engine"
	"github.com/scorepad/scorepad/scoring"
)

// ErrStale is returned by OpenTable, boxes.ReadTable and five.ReadFiveWin
// (wrapped) for a table file of another version, rule set or size, or a
// damaged one.
var ErrStale = engine.ErrStale

// Cache keeps solved tables in a folder, one file per table: the Penta and
// Yam's tables per rule set and column mode (boxes.Key), the 5000 win table per
// bust rule (five.FiveKey). It holds the load-or-solve policy: a table is read
// from its file when the file is there and sound (version, key, size,
// checksum), else solved and saved atomically (SaveTable); a stale or damaged file is never trusted.
type Cache struct {
	Dir string
}

// Path returns the file of r's table for columns of mode.
func (c Cache) Path(r *scoring.Rules, mode scoring.Mode) string {
	return filepath.Join(c.Dir, boxes.Key(r, mode)+".tab")
}

// LoadInfo says how an advisor's tables were had.
type LoadInfo struct {
	States  int     // states of the distinct tables
	Seconds float64 // time spent loading and solving
	Cached  bool    // every table came from the cache
	// SaveErr is set when a solved table could not be saved: the advisor
	// is sound, the next run solves again.
	SaveErr error
}

// Cached returns the advisor of r when every table is in the cache and
// sound, nil otherwise. It never solves.
func (c Cache) Cached(r *scoring.Rules) *boxes.Advisor {
	tables := make([]*boxes.Table, len(r.Columns))
	for i, m := range r.Columns {
		t, err := OpenTable(c.Path(r, m), r, m)
		if err != nil {
			return nil
		}
		tables[i] = t
	}
	return boxes.New(r, tables)
}

// Load returns the advisor of r: each column's table mapped from the cache
// when sound, else solved (progress reports, ctx cancels) and saved
// atomically. It returns ctx's error when cancelled.
func (c Cache) Load(ctx context.Context, r *scoring.Rules, progress func(boxes.Progress)) (*boxes.Advisor, LoadInfo, error) {
	start := time.Now()
	load := func(m scoring.Mode) *boxes.Table {
		t, err := OpenTable(c.Path(r, m), r, m)
		if err != nil {
			return nil // missing, stale or damaged: recompute, never trust it
		}
		return t
	}
	tables, solved, err := boxes.Tables(ctx, r, load, progress)
	if err != nil {
		return nil, LoadInfo{}, err
	}
	info := LoadInfo{Cached: len(solved) == 0}
	for _, t := range solved {
		if err := SaveTable(c.Path(r, t.Rules.Columns[0]), t); err != nil && info.SaveErr == nil {
			info.SaveErr = err
		}
	}
	seen := map[*boxes.Table]bool{}
	for _, t := range tables {
		if !seen[t] {
			seen[t] = true
			info.States += t.States
		}
	}
	info.Seconds = time.Since(start).Seconds()
	return boxes.New(r, tables), info, nil
}

// FiveWinPath returns the file of the 5000 win table of rule.
func (c Cache) FiveWinPath(rule scoring.BustRule) string {
	return filepath.Join(c.Dir, five.FiveKey(rule)+".tab")
}

// CachedFiveWin returns the two-player 5000 win table of rule when its
// file is in the cache and sound, nil otherwise. It never solves.
func (c Cache) CachedFiveWin(rule scoring.BustRule) *five.FiveWin {
	w, _ := c.fiveWin(rule, scoring.Target5000, nil)
	return w
}

// LoadFiveWin returns the two-player 5000 win table of rule (the game of
// C7): read from the cache when sound, else solved (SolveFiveWin) and
// saved.
func (c Cache) LoadFiveWin(rule scoring.BustRule) (*five.FiveWin, LoadInfo) {
	return c.fiveWin(rule, scoring.Target5000, five.SolveFiveWinTo)
}

// fiveWin is the policy of the 5000 table for a game to goal, solved by
// solve (nil: never solve).
func (c Cache) fiveWin(rule scoring.BustRule, goal int, solve func(scoring.BustRule, int) *five.FiveWin) (*five.FiveWin, LoadInfo) {
	start := time.Now()
	path := c.FiveWinPath(rule)
	if data, err := readCached(path); err == nil {
		if w, err := five.ReadFiveWin(bytes.NewReader(data), rule, goal); err == nil {
			return w, LoadInfo{States: w.States, Seconds: time.Since(start).Seconds(), Cached: true}
		} // stale or damaged: recompute, never trust it
	}
	if solve == nil {
		return nil, LoadInfo{}
	}
	w := solve(rule, goal)
	info := LoadInfo{States: w.States, SaveErr: SaveTable(path, w)}
	info.Seconds = time.Since(start).Seconds()
	return w, info
}

// readCached reads the cache file at path; anything but a regular file (a
// FIFO would block) is refused as stale.
func readCached(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%w: not a regular file", ErrStale)
	}
	return os.ReadFile(path)
}

// SaveTable writes a table (any of the advisor's: Table, FiveWin) to path atomically: a temporary file in the same folder,
// then a rename, so that path never holds half a table.
func SaveTable(path string, t io.WriterTo) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tab-*")
	if err != nil {
		return err
	}
	if _, err := t.WriteTo(tmp); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
