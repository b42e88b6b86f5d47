package advisor

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/scorepad/scorepad/scoring"
)

// Cache keeps solved tables in a folder, one file per rule set and column
// mode (Key), and holds the load-or-solve policy: a table is mapped from its
// file when the file is there and sound, else solved and saved; a stale or
// damaged file is never trusted.
type Cache struct {
	Dir string
}

// Path returns the file of r's table for columns of mode.
func (c Cache) Path(r *scoring.Rules, mode scoring.Mode) string {
	return filepath.Join(c.Dir, Key(r, mode)+".tab")
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
func (c Cache) Cached(r *scoring.Rules) *Advisor {
	tables := make([]*Table, len(r.Columns))
	for i, m := range r.Columns {
		t, err := OpenTable(c.Path(r, m), r, m)
		if err != nil {
			return nil
		}
		tables[i] = t
	}
	return New(r, tables)
}

// Load returns the advisor of r: each column's table mapped from the cache
// when sound, else solved (progress reports, ctx cancels) and saved
// atomically. It returns ctx's error when cancelled.
func (c Cache) Load(ctx context.Context, r *scoring.Rules, progress func(Progress)) (*Advisor, LoadInfo, error) {
	start := time.Now()
	load := func(m scoring.Mode) *Table {
		t, err := OpenTable(c.Path(r, m), r, m)
		if err != nil {
			return nil // missing, stale or damaged: recompute, never trust it
		}
		return t
	}
	tables, solved, err := Tables(ctx, r, load, progress)
	if err != nil {
		return nil, LoadInfo{}, err
	}
	info := LoadInfo{Cached: len(solved) == 0}
	for _, t := range solved {
		if err := SaveTable(c.Path(r, t.Rules.Columns[0]), t); err != nil && info.SaveErr == nil {
			info.SaveErr = err
		}
	}
	seen := map[*Table]bool{}
	for _, t := range tables {
		if !seen[t] {
			seen[t] = true
			info.States += t.States
		}
	}
	info.Seconds = time.Since(start).Seconds()
	return New(r, tables), info, nil
}

// SaveTable writes a table (any of the advisor's: Table, FiveWin,
// SacksonEval) to path atomically: a temporary file in the same folder,
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
