package db

import (
	"fmt"
	"strings"
	"sync"

	"github.com/scorepad/scorepad/internal/jsonobj"
	"github.com/scorepad/scorepad/sheets"
)

// Each engine's figures (sheets.ResultFigures of a final line, the sums of
// a month, a player's KindFigures) are stored and computed by one
// figureStore, in the engine's own file (results_box.go, results_five.go,
// results_sackson.go) and registered there with one line; the code shared
// by every engine (writes, folds, read models, reports) only moves their
// numbers between columns by the layout below, and names no figure.

// maxFigureColumns bounds the figure columns of every engine together, in
// results as in stat_months (a figureRow's size): raise it when an engine
// needs more.
const maxFigureColumns = 64

// figureRow holds the numbers of figures, first ones used: an engine's
// values of a final line or sums of a month (in the order of its columns),
// or every engine's side by side (in the layout's order).
type figureRow [maxFigureColumns]int

// figureStore is how the figures of one engine live in the database. Its
// rows are passed by value (no pointer escapes through the interface: a
// bucket folded per result stays off the heap).
type figureStore interface {
	// resultColumns are the columns of results a final line's figures fill.
	resultColumns() []string
	// values are the numbers of a final line's figures (f is the engine's
	// own type), one per resultColumns.
	values(f sheets.ResultFigures) figureRow
	// sumColumns are the columns of stat_months that hold the engine's
	// sums of a player's month at a rule set.
	sumColumns() []string
	// fold is the sums (one per sumColumns) of one final line, from its
	// values v (one per resultColumns); won: the line won the game.
	fold(v figureRow, won bool) figureRow
	// stats turns a player's sums s over rule set group (games with
	// others, wins among them) into the report's figures.
	stats(group string, games, wins int, s figureRow) KindFigures
}

// KindFigures are the figures of one engine in a player's line of the
// statistics (BoxStats, FiveStats, SacksonStats, each in its engine's
// file): their JSON members sit in the line's object (KindStats'
// MarshalJSON).
type KindFigures interface {
	Engine() sheets.Engine
}

var figureStores = map[sheets.Engine]figureStore{}

// registerFigures records the figure store of engine e; a second
// registration of the same engine panics (a programming error, found by
// any test).
func registerFigures(e sheets.Engine, fs figureStore) {
	if _, dup := figureStores[e]; dup {
		panic("db: figures of engine " + string(e) + " registered twice")
	}
	figureStores[e] = fs
}

// figureSpan is where one engine's figures sit among every engine's:
// its values from value in the figure columns of results, its sums from
// sum in those of stat_months.
type figureSpan struct {
	store          figureStore
	value, nValues int
	sum, nSums     int
}

// figureLayout is every registered engine's figure columns side by side,
// the engines in the registry's order (sheets.Engines).
type figureLayout struct {
	spans      map[sheets.Engine]*figureSpan
	resultCols []string // the figure columns of results
	sumCols    []string // the figure columns of stat_months
}

// layout is the figures' layout, made at its first use (after every
// engine's init registered its store).
var layout = sync.OnceValue(func() *figureLayout {
	l := &figureLayout{spans: map[sheets.Engine]*figureSpan{}}
	for _, e := range sheets.Engines() {
		fs, ok := figureStores[e]
		if !ok {
			continue
		}
		rc, sc := fs.resultColumns(), fs.sumColumns()
		l.spans[e] = &figureSpan{store: fs, value: len(l.resultCols), nValues: len(rc), sum: len(l.sumCols), nSums: len(sc)}
		l.resultCols, l.sumCols = append(l.resultCols, rc...), append(l.sumCols, sc...)
	}
	if len(l.resultCols) > maxFigureColumns || len(l.sumCols) > maxFigureColumns {
		panic(fmt.Sprintf("db: %d figure columns of results, %d of stat_months: raise maxFigureColumns (%d)", len(l.resultCols), len(l.sumCols), maxFigureColumns))
	}
	return l
})

// spanOf returns the span of engine e (nil: an engine with no figures).
func (l *figureLayout) spanOf(e sheets.Engine) *figureSpan { return l.spans[e] }

// spanOfGroup returns the span of the engine of rule set group's kind.
func (l *figureLayout) spanOfGroup(group string) *figureSpan {
	return l.spans[sheets.KindOfRuleSet(group).Engine()]
}

// columnList writes cols as a list of SQL columns, each after ", ".
func columnList(cols []string) string {
	return ", " + strings.Join(cols, ", ")
}

// figureArgs appends to args the figure columns of results for a final
// line's figures f: its engine's values, 0 in every other engine's
// columns (nil f: 0 everywhere).
func (l *figureLayout) figureArgs(f sheets.ResultFigures, args []any) []any {
	var sp *figureSpan
	var v figureRow
	if f != nil {
		if sp = l.spanOf(f.Engine()); sp != nil {
			v = sp.store.values(f)
		}
	}
	for i := range l.resultCols {
		x := 0
		if sp != nil && i >= sp.value && i < sp.value+sp.nValues {
			x = v[i-sp.value]
		}
		args = append(args, x)
	}
	return args
}

// foldValues sets the sums of b (every engine's, side by side) from one
// final line's figure values all (every engine's, side by side), of
// engine span sp (nil: none); won: the line won.
func (sp *figureSpan) foldValues(b *bucket, all *figureRow, won bool) {
	if sp == nil {
		return
	}
	var v figureRow
	copy(v[:sp.nValues], all[sp.value:])
	sp.foldInto(b, v, won)
}

// foldInto sets the sums of b of engine span sp from the engine's values
// v of one final line.
func (sp *figureSpan) foldInto(b *bucket, v figureRow, won bool) {
	s := sp.store.fold(v, won)
	copy(b.sums[sp.sum:sp.sum+sp.nSums], s[:sp.nSums])
}

// figuresOf returns a player's figures from the merged bucket b (nil: no
// engine's).
func (l *figureLayout) figuresOf(b *bucket) KindFigures {
	sp := l.spanOfGroup(b.kind)
	if sp == nil {
		return nil
	}
	var s figureRow
	copy(s[:sp.nSums], b.sums[sp.sum:])
	return sp.store.stats(b.kind, b.games, b.wins, s)
}

// figuresBefore is the member of KindStats' JSON object its figures sit
// before (after "worst_date"): a key with its quotes, which no string
// holds (it writes " as \").
const figuresBefore = `,"longest_streak":`

// MarshalJSON writes k as its fields' tags say, with the members of its
// engine's figures (Figures) between "worst_date" and "longest_streak".
func (k KindStats) MarshalJSON() ([]byte, error) {
	type plain KindStats // its fields, not this method
	out, err := jsonobj.Plain(plain(k))
	if err != nil || k.Figures == nil {
		return out, err
	}
	return jsonobj.Splice(out, figuresBefore, k.Figures)
}
