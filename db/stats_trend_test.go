package db_test

import (
	"context"
	"encoding/json"
	"math"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/sheets"
)

// TestStatsWinTrendAndTimePlayed (issue 30, item 5): each player's win
// trend is the win rate over their last 10 games with others at the rule
// set, one point per game from the 3rd on, in finishing order; a rule
// set's time played is the sum of its games' start-to-finish minutes.
// Both are recomputed here from the stored rows, apart from the report.
func TestStatsWinTrendAndTimePlayed(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	ctx := context.Background()
	g0 := gen.NewFamily(7)
	for range 120 {
		g, st := g0.Game(g0.Mix())
		if err := s.Import(ctx, []*sheets.Game{g}, [][]sheets.Result{st.Results()}); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := s.Stats(ctx, db.StatsFilter{})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := s.DB().QueryContext(ctx, `SELECT g.id, g.kind, g.options, g.started, g.finished, p.name, r.won,
		(SELECT count(*) FROM results x WHERE x.game_id = g.id)
		FROM games g JOIN results r ON r.game_id = g.id JOIN players p ON p.id = r.player_id
		WHERE g.finished IS NOT NULL ORDER BY g.finished, g.id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	type key struct{ player, rules string }
	last := map[key][]bool{}
	want := map[key][]db.WinPoint{}
	minutes := map[string]int{}
	seen := map[int64]bool{}
	for rows.Next() {
		var id int64
		var kind, opts, started, finished, name string
		var won bool
		var n int
		if err := rows.Scan(&id, &kind, &opts, &started, &finished, &name, &won, &n); err != nil {
			t.Fatal(err)
		}
		var o sheets.Options
		if err := json.Unmarshal([]byte(opts), &o); err != nil {
			t.Fatalf("options %q: %v", opts, err)
		}
		rules := sheets.RuleSetOf(sheets.Kind(kind), o).Key
		if !seen[id] {
			seen[id] = true
			t0, _ := time.Parse(time.RFC3339Nano, started)
			t1, _ := time.Parse(time.RFC3339Nano, finished)
			minutes[rules] += int(t1.Sub(t0).Round(time.Minute) / time.Minute)
		}
		if n < 2 {
			continue // solo: no win, no trend
		}
		k := key{name, rules}
		w := append(last[k], won)
		if len(w) > 10 {
			w = w[1:]
		}
		last[k] = w
		if len(w) >= 3 {
			wins := 0
			for _, x := range w {
				if x {
					wins++
				}
			}
			want[k] = append(want[k], db.WinPoint{Date: finished[:10], Rate: float64(wins) / float64(len(w)), Games: len(w)})
		}
	}
	checked := 0
	for _, e := range rep.Players {
		got, exp := e.WinTrend, want[key{e.Player, e.Rules}]
		if got == nil {
			t.Errorf("%s %s: win_trend is null, want a list", e.Player, e.Rules)
		}
		if len(got) != len(exp) {
			t.Errorf("%s %s: %d trend points, want %d", e.Player, e.Rules, len(got), len(exp))
			continue
		}
		for i := range got {
			if got[i].Date != exp[i].Date || math.Abs(got[i].Rate-exp[i].Rate) > 1e-12 || got[i].Games != exp[i].Games {
				t.Errorf("%s %s point %d: %+v, want %+v", e.Player, e.Rules, i, got[i], exp[i])
				break
			}
		}
		if len(exp) > 0 {
			checked++
			// after the player's last game: the last 10 of their games
			if n := min(e.Games, 10); got[len(got)-1].Games != n {
				t.Errorf("%s %s: last point over %d games, want %d", e.Player, e.Rules, got[len(got)-1].Games, n)
			}
		}
	}
	if checked < 5 {
		t.Errorf("only %d players with a trend: the data set does not test it", checked)
	}
	for _, rs := range rep.RuleSets {
		if rs.Minutes != minutes[rs.Rules] || rs.Minutes <= 0 {
			t.Errorf("%s: %d minutes played, want %d", rs.Rules, rs.Minutes, minutes[rs.Rules])
		}
	}
}
