package advisor_test

import (
	"context"
	"os"
	"testing"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/scoring"
)

// The cache's load-or-solve policy: nothing cached → solved and saved; then
// loaded; a damaged file is never trusted.
func TestCacheLoadOrSolve(t *testing.T) {
	t.Parallel()
	r := scoring.YamsConfig(scoring.Down).MustCompile()
	c := advisor.Cache{Dir: t.TempDir()}
	if c.Cached(r) != nil {
		t.Fatal("an empty cache has no advisor")
	}
	a, info, err := c.Load(context.Background(), r, nil)
	if err != nil || info.Cached || info.SaveErr != nil || a == nil {
		t.Fatalf("first load solves: %+v %v", info, err)
	}
	if _, err := os.Stat(c.Path(r, scoring.Down)); err != nil {
		t.Fatalf("the table is saved: %v", err)
	}
	b := c.Cached(r)
	if b == nil {
		t.Fatal("a cached table loads without solving")
	}
	empty := make([]scoring.Column, 1)
	if got, want := b.Turn(empty).Expected(), a.Turn(empty).Expected(); got != want {
		t.Fatalf("cached %v, solved %v", got, want)
	}
	if err := os.WriteFile(c.Path(r, scoring.Down), []byte("damaged"), 0o644); err != nil {
		t.Fatal(err)
	}
	if c.Cached(r) != nil {
		t.Fatal("a damaged table is never trusted")
	}
	if _, info, err := c.Load(context.Background(), r, nil); err != nil || info.Cached {
		t.Fatalf("a damaged table is solved again: %+v %v", info, err)
	}
}

// The 5000 win table goes through the same policy (C7): solved and saved
// when missing, then read back; a damaged or stale file is solved again,
// CachedFiveWin never solves.
func TestC7CacheFiveWinLoadOrSolve(t *testing.T) {
	t.Parallel()
	c := advisor.Cache{Dir: t.TempDir()}
	rule, goal := scoring.BustNothingScores, 1000
	solves := 0
	solve := func(r scoring.BustRule, g int) *five.FiveWin { solves++; return five.SolveFiveWinTo(r, g) }
	if w, _ := advisor.FiveWinWith(c, rule, goal, nil); w != nil || c.CachedFiveWin(rule) != nil {
		t.Fatal("an empty cache has no 5000 table, and the cached look-up never solves")
	}
	w, info := advisor.FiveWinWith(c, rule, goal, solve)
	if w == nil || info.Cached || info.SaveErr != nil || info.States != w.States || solves != 1 {
		t.Fatalf("first load solves and saves: %+v, %d solves", info, solves)
	}
	got, info := advisor.FiveWinWith(c, rule, goal, solve)
	if !info.Cached || solves != 1 || got.FirstPlayer() != w.FirstPlayer() || info.States != w.States {
		t.Fatalf("second load reads the file: %+v, %d solves", info, solves)
	}
	if _, info := advisor.FiveWinWith(c, scoring.BustBooklet, goal, solve); info.Cached || solves != 2 {
		t.Fatal("another bust rule is another table")
	}
	data, err := os.ReadFile(c.FiveWinPath(rule))
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 1
	if err := os.WriteFile(c.FiveWinPath(rule), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, info := advisor.FiveWinWith(c, rule, goal, solve); info.Cached || solves != 3 || got.FirstPlayer() != w.FirstPlayer() {
		t.Fatalf("a damaged table is solved again: %+v", info)
	}
	if c.CachedFiveWin(rule) != nil {
		t.Fatal("a table for another goal is stale for the game of C7")
	}
}
