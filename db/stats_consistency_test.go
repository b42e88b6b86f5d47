package db_test

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/sheets"
)

func reportJSON(t *testing.T, s *db.Store, f db.StatsFilter) string {
	t.Helper()
	rep, err := s.Stats(context.Background(), f)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(rep)
	return string(b)
}

// TestStatsReadModelsMatchRebuild: after imports, finishing moves and undos
// the incrementally kept read models equal a rebuild from the results.
func TestStatsReadModelsMatchRebuild(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	ctx := context.Background()
	gen := gen.NewGenerator(3)
	gen.Span = 90 * 24 * time.Hour
	var games []*sheets.Game
	var results [][]sheets.Result
	for range 60 {
		g, st := gen.Game(gen.Mix())
		games, results = append(games, g), append(results, st.Results())
	}
	if err := s.Import(ctx, games, results); err != nil {
		t.Fatal(err)
	}
	// Replay three more games move by move through the service, undoing
	// and redoing the finishing move.
	svc := sheets.NewService(s, func() time.Time { return gen.Start.Add(40 * 24 * time.Hour) })
	for range 3 {
		src, _ := gen.Game(sheets.Penta)
		g := &sheets.Game{Kind: src.Kind, Players: src.Players, Options: src.Options}
		if err := svc.Create(ctx, g, nil); err != nil {
			t.Fatal(err)
		}
		for _, m := range src.Moves {
			if _, _, err := svc.Move(ctx, g.ID, m, ""); err != nil {
				t.Fatal(err)
			}
		}
		if _, _, err := svc.Undo(ctx, g.ID); err != nil {
			t.Fatal(err)
		}
		if _, _, err := svc.Move(ctx, g.ID, src.Moves[len(src.Moves)-1], ""); err != nil {
			t.Fatal(err)
		}
	}
	g := games[0] // reopen one imported game for good
	_ = g
	filters := []db.StatsFilter{{}, {Player: "ana"}, {Kind: sheets.Yams}, {Since: gen.Start.AddDate(0, 1, 0)}, {Since: gen.Start.AddDate(0, 1, 12), Player: "Léo"}}
	var before []string
	for _, f := range filters {
		before = append(before, reportJSON(t, s, f))
	}
	if err := s.RebuildStats(ctx); err != nil {
		t.Fatal(err)
	}
	for i, f := range filters {
		if got := reportJSON(t, s, f); got != before[i] {
			t.Errorf("filter %+v: kept read models differ from a rebuild at byte %d", f, firstDiff(got, before[i]))
		}
	}
}

// TestStatsSinceMidMonth: --since in the middle of a month gives the same
// report as a database holding only the games finished since then.
func TestStatsSinceMidMonth(t *testing.T) {
	t.Parallel()
	all, _ := open(t)
	some, _ := open(t)
	ctx := context.Background()
	gen := gen.NewGenerator(5)
	gen.Span = 120 * 24 * time.Hour
	since := time.Date(2021, 2, 18, 0, 0, 0, 0, time.UTC) // --since is a date: midnight
	for range 80 {
		g, st := gen.Game(gen.Mix())
		if err := all.Import(ctx, []*sheets.Game{g}, [][]sheets.Result{st.Results()}); err != nil {
			t.Fatal(err)
		}
		if !g.Moves[len(g.Moves)-1].At.Before(since) {
			if err := some.Import(ctx, []*sheets.Game{g}, [][]sheets.Result{st.Results()}); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, f := range []db.StatsFilter{{}, {Player: "Mamie"}, {Kind: sheets.FiveThousand}} {
		want := noIDs(reportJSON(t, some, f))
		f.Since = since
		if got := noIDs(reportJSON(t, all, f)); got != want {
			i := firstDiff(got, want)
			t.Errorf("since %s %+v: differs from the database of those games alone at byte %d: %q vs %q", since, f, i, got[max(0, i-150):min(len(got), i+60)], want[max(0, i-150):min(len(want), i+60)])
		}
	}
}

// noIDs drops the game numbers of records (two databases number alike
// games differently).
func noIDs(s string) string { return regexp.MustCompile(`"game_id":\d+`).ReplaceAllString(s, "") }

func firstDiff(a, b string) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// TestStatsFamilyGroups: over a family's games (solo games, Yam's under
// several rule sets, 1–8 players) imported one by one, the kept read
// models equal a rebuild; each entry is one player at one rule set; solo
// games are never wins and every entry's figures add up with the games
// list recomputed here.
func TestStatsFamilyGroups(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	ctx := context.Background()
	g0 := gen.NewFamily(11)
	type tally struct{ games, wins, solo, soloBest int }
	want := map[string]*tally{}
	for range 150 {
		g, st := g0.Game(g0.Mix())
		if err := s.Import(ctx, []*sheets.Game{g}, [][]sheets.Result{st.Results()}); err != nil {
			t.Fatal(err)
		}
		rules := sheets.RuleSetOf(g.Kind, g.Options).Key
		for _, r := range st.Results() {
			k := g.Players[r.Seat] + "\x00" + rules
			w := want[k]
			if w == nil {
				w = &tally{soloBest: -1 << 31}
				want[k] = w
			}
			if len(g.Players) == 1 {
				w.solo++
				w.soloBest = max(w.soloBest, r.Total)
				continue
			}
			w.games++
			if r.Won {
				w.wins++
			}
		}
	}
	before := reportJSON(t, s, db.StatsFilter{})
	if err := s.RebuildStats(ctx); err != nil {
		t.Fatal(err)
	}
	if got := reportJSON(t, s, db.StatsFilter{}); got != before {
		i := firstDiff(got, before)
		t.Errorf("kept read models differ from a rebuild at byte %d: %q vs %q", i, got[max(0, i-300):min(len(got), i+80)], before[max(0, i-300):min(len(before), i+80)])
	}
	rep, err := s.Stats(ctx, db.StatsFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Players) != len(want) {
		t.Errorf("%d entries, want one per player and rule set: %d", len(rep.Players), len(want))
	}
	yams := map[string]bool{}
	for _, e := range rep.Players {
		w := want[e.Player+"\x00"+e.Rules]
		if w == nil {
			t.Errorf("%s %s: no such games", e.Player, e.Rules)
			continue
		}
		if e.Games != w.games || e.Wins != w.wins || e.Solo.Games != w.solo {
			t.Errorf("%s %s: games %d wins %d solo %d, want %d %d %d", e.Player, e.Rules, e.Games, e.Wins, e.Solo.Games, w.games, w.wins, w.solo)
		}
		if w.solo > 0 && *e.Solo.Best != w.soloBest {
			t.Errorf("%s %s: solo best %d, want %d", e.Player, e.Rules, *e.Solo.Best, w.soloBest)
		}
		if (e.Rating != nil) != (e.Games > 0) {
			t.Errorf("%s %s: rating %v with %d games with others", e.Player, e.Rules, e.Rating, e.Games)
		}
		if e.Kind == "yams" {
			yams[e.Rules] = true
		}
	}
	if len(yams) < 3 {
		t.Errorf("Yam's rule sets in the report: %v", yams)
	}
}

// TestStatsReadModelsOfAnOlderScorepad: read models kept by kind alone (as
// before rule sets and solo games were apart) give the same report, read
// from the results, and the next write rebuilds them.
func TestStatsReadModelsOfAnOlderScorepad(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	ctx := context.Background()
	g0 := gen.NewFamily(5)
	var games []*sheets.Game
	var results [][]sheets.Result
	for range 60 {
		g, st := g0.Game(g0.Mix())
		games, results = append(games, g), append(results, st.Results())
	}
	if err := s.Import(ctx, games[:59], results[:59]); err != nil {
		t.Fatal(err)
	}
	filters := []db.StatsFilter{{}, {Player: "Ana"}, {Kind: sheets.Yams}, {Since: g0.Start.AddDate(1, 0, 12)}}
	var want []string
	for _, f := range filters {
		want = append(want, reportJSON(t, s, f))
	}
	// what an older scorepad kept: groups folded into their kind
	for _, table := range []string{"stat_months", "stat_totals", "stat_pairs"} {
		if _, err := s.DB().Exec("DELETE FROM " + table); err != nil {
			t.Fatal(err)
		}
	}
	for _, q := range []string{
		"INSERT INTO stat_totals SELECT player_id, kind, total, count(*) FROM results GROUP BY 1, 2, 3",
		`INSERT INTO stat_pairs SELECT a.player_id, b.player_id, a.kind, substr(a.finished, 1, 7), count(*), sum(a.won), sum(b.won), sum(b.rank < a.rank)
			FROM results a JOIN results b ON b.game_id = a.game_id AND b.player_id <> a.player_id GROUP BY 1, 2, 3, 4`,
		oldMonths(t, s),
	} {
		if _, err := s.DB().Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	for i, f := range filters {
		if got := reportJSON(t, s, f); got != want[i] {
			j := firstDiff(got, want[i])
			t.Errorf("filter %+v over old read models: differs at byte %d: %q vs %q", f, j, got[max(0, j-200):min(len(got), j+60)], want[i][max(0, j-200):min(len(want[i]), j+60)])
		}
	}
	// a write rebuilds them
	if err := s.Import(ctx, games[59:], results[59:]); err != nil {
		t.Fatal(err)
	}
	var old int
	s.DB().QueryRow("SELECT count(*) FROM stat_months WHERE kind IN ('yams', '5000', 'sackson')").Scan(&old)
	before := reportJSON(t, s, db.StatsFilter{})
	if err := s.RebuildStats(ctx); err != nil {
		t.Fatal(err)
	}
	if got := reportJSON(t, s, db.StatsFilter{}); old != 0 || got != before {
		t.Errorf("after a write: %d rows keyed by kind alone; the report differs from a rebuild at byte %d", old, firstDiff(got, before))
	}
}

// oldMonths is the SQL that fills stat_months by kind alone (the figures
// beyond games, wins and totals left at 0: the report must not read them).
func oldMonths(t *testing.T, s *db.Store) string {
	t.Helper()
	rows, err := s.DB().Query("SELECT name FROM pragma_table_info('stat_months')")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	known := map[string]string{"player_id": "player_id", "kind": "kind", "month": "substr(finished, 1, 7)", "games": "count(*)", "wins": "sum(won)",
		"sum_total": "sum(total)", "best": "max(total)", "best_date": "''", "worst": "min(total)", "worst_date": "''"}
	var cols, exprs []string
	for rows.Next() {
		var c string
		rows.Scan(&c)
		e, ok := known[c]
		if !ok {
			e = "0"
		}
		cols, exprs = append(cols, c), append(exprs, e)
	}
	return "INSERT INTO stat_months (" + strings.Join(cols, ", ") + ") SELECT " + strings.Join(exprs, ", ") + " FROM results GROUP BY 1, 2, 3"
}
