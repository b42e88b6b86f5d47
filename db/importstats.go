package db

import (
	"cmp"
	"context"
	"database/sql"
	"slices"
	"strings"

	"github.com/scorepad/scorepad/sheets"
)

// importFold builds the statistics read models of a first import (the
// database had no game when it began) in Go, from the results as Add
// writes them, instead of reading every result back with SQL at the end:
// in such an import the results in the database are exactly the ones
// folded here. It computes what rebuildStats computes: the month buckets
// with the same fold (bucket.merge), the totals counted, the pairs summed.
// A file lists games in any order, and a bucket's runs of wins depend on
// the order of its results (finished, then game): each bucket keeps its
// results' finish, game and win, and its runs are folded in that order
// when it is written; everything else a bucket holds is a sum or an
// extreme, the same in any order.
type importFold struct {
	months map[monthKey]*monthFold
	totals map[totalKey]int
	pairs  map[pairKey]*pairSums
}

type monthKey struct {
	player       int64
	group, month string
}

// monthFold is one month bucket being folded: its sums and extremes, and
// each of its results' place in the order of the fold and win.
type monthFold struct {
	b    bucket
	runs []runEntry
}

// runEntry is one result of a bucket as its runs of wins see it.
type runEntry struct {
	fin string
	id  int64
	won bool
}

type totalKey struct {
	player int64
	group  string
	total  int
}

type pairKey struct {
	a, b         int64
	group, month string
}

// pairSums is a stat_pairs row's counts: a's view of the games with b.
type pairSums struct{ games, winsA, winsB, bAhead int }

func newImportFold() *importFold {
	return &importFold{months: map[monthKey]*monthFold{}, totals: map[totalKey]int{}, pairs: map[pairKey]*pairSums{}}
}

// add folds the results of game id, of statistics group group, finished
// at fin, its seats played by pids.
func (f *importFold) add(id int64, group, fin string, pids []int64, results []sheets.Result) {
	month := fin[:7]
	for _, r := range results {
		p := pids[r.Seat]
		f.totals[totalKey{p, group, r.Total}]++
		f.addMonth(monthKey{p, group, month}, id, fin, resultBucket(p, group, fin, r))
		for _, o := range results {
			if q := pids[o.Seat]; q != p {
				k := pairKey{p, q, group, month}
				s := f.pairs[k]
				if s == nil {
					s = &pairSums{}
					f.pairs[k] = s
				}
				s.games++
				s.winsA += b2i(r.Won)
				s.winsB += b2i(o.Won)
				s.bAhead += b2i(o.Rank < r.Rank)
			}
		}
	}
}

// addMonth merges one result's bucket n (game id, finished at fin) into
// its month bucket's sums and extremes, and keeps its place for the runs.
func (f *importFold) addMonth(k monthKey, id int64, fin string, n bucket) {
	m := f.months[k]
	if m == nil {
		m = &monthFold{b: n}
		f.months[k] = m
	} else {
		m.b.merge(&n)
	}
	m.runs = append(m.runs, runEntry{fin, id, n.wins == 1})
}

// foldRuns sets m's runs of wins (first, last, longest) as the fold of
// its results in the order finished, game gives them.
func (m *monthFold) foldRuns() {
	slices.SortFunc(m.runs, func(x, y runEntry) int {
		return cmp.Or(strings.Compare(x.fin, y.fin), cmp.Compare(x.id, y.id))
	})
	var acc bucket
	for i, r := range m.runs {
		n := bucket{games: 1}
		if r.won {
			n.lead, n.trail, n.maxRun = 1, 1, 1
		}
		if i == 0 {
			acc = n
		} else {
			acc.merge(&n)
		}
	}
	m.b.lead, m.b.trail, m.b.maxRun = acc.lead, acc.trail, acc.maxRun
}

// resultBucket is the bucket of one result, as foldResults makes it from
// a results row: player p, group, finished at fin.
func resultBucket(p int64, group, fin string, r sheets.Result) bucket {
	b := bucket{playerID: p, kind: group, month: fin[:7], games: 1, wins: b2i(r.Won), sumTotal: r.Total,
		best: r.Total, bestDate: fin[:10], worst: r.Total, worstDate: fin[:10]}
	if r.Won {
		b.lead, b.trail, b.maxRun = 1, 1, 1
	}
	if r.Figures != nil {
		if sp := layout().spanOf(r.Figures.Engine()); sp != nil {
			sp.foldInto(&b, sp.store.values(r.Figures), r.Won)
		}
	}
	return b
}

func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}

// write replaces the read models with the fold, each table's rows in the
// order of its primary key (appended to its B-tree) and several to an
// INSERT.
func (f *importFold) write(ctx context.Context, tx *sql.Tx) error {
	for _, t := range []string{"stat_months", "stat_totals", "stat_pairs"} {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+t); err != nil {
			return err
		}
	}
	if err := f.writeMonths(ctx, tx); err != nil {
		return err
	}
	tk := sortedKeys(f.totals, func(x, y totalKey) int {
		return cmp.Or(cmp.Compare(x.player, y.player), strings.Compare(x.group, y.group), cmp.Compare(x.total, y.total))
	})
	err := insertRows(ctx, tx, "stat_totals", "player_id, kind, total, n", len(tk), func(i int, row []any) []any {
		k := tk[i]
		return append(row, k.player, k.group, k.total, f.totals[k])
	})
	if err != nil {
		return err
	}
	pk := sortedKeys(f.pairs, func(x, y pairKey) int {
		return cmp.Or(cmp.Compare(x.a, y.a), cmp.Compare(x.b, y.b), strings.Compare(x.group, y.group), strings.Compare(x.month, y.month))
	})
	return insertRows(ctx, tx, "stat_pairs", "a, b, kind, month, games, wins_a, wins_b, b_ahead", len(pk), func(i int, row []any) []any {
		k := pk[i]
		s := f.pairs[k]
		return append(row, k.a, k.b, k.group, k.month, s.games, s.winsA, s.winsB, s.bAhead)
	})
}

// writeMonths writes the month buckets, their runs folded.
func (f *importFold) writeMonths(ctx context.Context, tx *sql.Tx) error {
	keys := sortedKeys(f.months, func(x, y monthKey) int {
		return cmp.Or(cmp.Compare(x.player, y.player), strings.Compare(x.group, y.group), strings.Compare(x.month, y.month))
	})
	return insertRows(ctx, tx, "stat_months", monthCols(), len(keys), func(i int, row []any) []any {
		m := f.months[keys[i]]
		m.foldRuns()
		for _, v := range m.b.fields() {
			row = append(row, reflectDeref(v))
		}
		return row
	})
}

// sortedKeys returns m's keys in the order of compare.
func sortedKeys[K comparable, V any](m map[K]V, compare func(x, y K) int) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, compare)
	return keys
}

// rowsPerInsert is how many rows insertRows writes with one statement
// (stat_months' 41 columns: 4,100 values, within SQLite's limit).
const rowsPerInsert = 100

// insertRows inserts n rows into table's columns cols, rowsPerInsert
// rows to a statement; row appends the values of row i to vals.
func insertRows(ctx context.Context, tx *sql.Tx, table, cols string, n int, row func(i int, vals []any) []any) error {
	width := strings.Count(cols, ",") + 1
	marks := "(?" + strings.Repeat(", ?", width-1) + ")"
	stmts := map[int]*sql.Stmt{}
	defer func() {
		for _, st := range stmts {
			st.Close()
		}
	}()
	vals := make([]any, 0, min(n, rowsPerInsert)*width)
	for from := 0; from < n; from += rowsPerInsert {
		rows := min(rowsPerInsert, n-from)
		vals = vals[:0]
		for i := from; i < from+rows; i++ {
			vals = row(i, vals)
		}
		st := stmts[rows]
		if st == nil {
			var err error
			if st, err = tx.PrepareContext(ctx, "INSERT INTO "+table+" ("+cols+") VALUES "+marks+strings.Repeat(", "+marks, rows-1)); err != nil {
				return err
			}
			stmts[rows] = st
		}
		if _, err := st.ExecContext(ctx, vals...); err != nil {
			return err
		}
	}
	return nil
}
