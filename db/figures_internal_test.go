package db

import (
	"context"
	"maps"
	"path/filepath"
	"slices"
	"testing"

	"github.com/scorepad/scorepad/internal/jsonobj"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// TestFigureColumnsAreTheSchemas (issue 29): the engines' figure stores,
// side by side, fill every figure column of results and of stat_months
// once, and no other: the columns the schema has beyond a final line's
// and a month's own.
func TestFigureColumnsAreTheSchemas(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	columns := func(table string) []string {
		rows, err := s.db.QueryContext(ctx, "SELECT name FROM pragma_table_info(?)", table)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []string
		for rows.Next() {
			var n string
			if err := rows.Scan(&n); err != nil {
				t.Fatal(err)
			}
			out = append(out, n)
		}
		return out
	}
	l := layout()
	for _, c := range []struct {
		table string
		own   []string
		figs  []string
	}{
		{"results", []string{"game_id", "seat", "player_id", "kind", "finished", "total", "rank", "won"}, l.resultCols},
		{"stat_months", []string{"player_id", "kind", "month", "games", "wins", "sum_total", "best", "best_date", "worst", "worst_date", "streak_lead", "streak_trail", "streak_max"}, l.sumCols},
	} {
		want := slices.DeleteFunc(columns(c.table), func(n string) bool { return slices.Contains(c.own, n) })
		got := slices.Clone(c.figs)
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: the engines fill %v, the schema's figure columns are %v", c.table, got, want)
		}
	}
	for _, k := range sheets.Kinds {
		if l.spanOf(k.Engine()) == nil {
			t.Errorf("%s: engine %s has no figure store", k, k.Engine())
		}
	}
}

// TestFigureStoresRoundTrip: each engine's figures of a final line, written
// as its values and folded, give back the statistics of that one line.
func TestFigureStoresRoundTrip(t *testing.T) {
	t.Parallel()
	box := &sheets.BoxFigures{UpperBonuses: 1, Columns: 2, Fives: 1, ExtraBonuses: 1, Sacrifices: 3}
	box.BoxSums[0], box.BoxSums[13] = 3, 50 // aces, yams
	means := map[string]float64{"aces": 1.5, "twos": 0, "threes": 0, "fours": 0, "fives": 0, "sixes": 0, "three_kind": 0, "four_kind": 0, "full": 0,
		"small_straight": 0, "large_straight": 0, "yams": 25, "chance": 0}
	// a sheet with plus and minus: their means are there when the rule
	// set has them
	pm := *box
	pm.BoxSums[scoring.Plus], pm.BoxSums[scoring.Minus] = 50, 16
	pmMeans := maps.Clone(means)
	pmMeans[scoring.Plus.ID()], pmMeans[scoring.Minus.ID()] = 25, 8
	for _, c := range []struct {
		group string
		f     sheets.ResultFigures
		won   bool
		want  KindFigures
	}{
		{"yams:down,up", box, true, BoxStats{UpperBonusRate: 0.5, Fives: 1, ExtraBonuses: 1, Sacrifices: 3, MeanPerBox: means}},
		{"yams:down,up;full=25;four=sum5", &pm, true, BoxStats{UpperBonusRate: 0.5, Fives: 1, ExtraBonuses: 1, Sacrifices: 3, MeanPerBox: means}},
		{"yams:down,up;full=25;four=sum5;plusminus", &pm, true, BoxStats{UpperBonusRate: 0.5, Fives: 1, ExtraBonuses: 1, Sacrifices: 3, MeanPerBox: pmMeans}},
		{"5000:bust=booklet", &sheets.FiveFigures{BankedTurns: 4, BankedPoints: 2000, Turns: 9, Busts: 5, OpeningTurn: 3}, true,
			FiveStats{TurnsToWin: ptr(9.0), BustsPerGame: 5, MeanBankedTurn: 500, OpeningTurn: ptr(3.0)}},
		{"5000:bust=booklet", &sheets.FiveFigures{Turns: 9, Busts: 9}, false, FiveStats{BustsPerGame: 9}},
		{"sackson:penalty=200;s4=2", &sheets.SacksonFigures{Penalties: 2, RowsComplete: 1}, false, SacksonStats{Penalties: 2, RowsCompleted: 1}},
	} {
		sp := layout().spanOf(c.f.Engine())
		b := bucket{kind: c.group, games: 1, wins: b2i(c.won)}
		sp.foldInto(&b, sp.store.values(c.f), c.won)
		if got := layout().figuresOf(&b); !equalJSON(t, got, c.want) {
			t.Errorf("%s %+v: %#v, want %#v", c.group, c.f, got, c.want)
		}
	}
}

func ptr[T any](v T) *T { return &v }

func equalJSON(t *testing.T, a, b any) bool {
	t.Helper()
	x, err1 := jsonobj.Plain(a)
	y, err2 := jsonobj.Plain(b)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	return string(x) == string(y)
}
