package cmd_test

import (
	"encoding/csv"
	"fmt"
	"math"
	"strings"
	"testing"
)

// TestG2_RobotRefusalCitesTheGamesRule: "move --robot" when no robot is to
// move cites the rule of the game's kind: Y8 in Yam's, whose rules have the
// robot opponent; G2 in Penta, 5000 and Sackson, whose rules have none.
func TestG2_RobotRefusalCitesTheGamesRule(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		kind    string
		players string
		rule    string
	}{
		{"penta", "Ana", "(G2)"},
		{"yams", "Ana", "(Y8)"},
		{"5000", "Ana,Ben", "(G2)"},
		{"sackson", "Ana", "(G2)"},
	} {
		db := newDB(t)
		ok(t, db, "new", c.kind, "--players", c.players)
		r := fails(t, db, 1, "no robot is to move in this game "+c.rule, "move", "1", "--robot")
		if c.rule != "(Y8)" && strings.Contains(r.err, "Y8") {
			t.Errorf("%s cites Y8: %q", c.kind, r.err)
		}
		fr := run(t, db, []string{"move", "1", "--robot"}, "LANG=fr_FR.UTF-8")
		if fr.code != 1 || !strings.Contains(strings.ReplaceAll(fr.err, "\u00a0", " "), "aucun robot n'a la main dans cette partie "+c.rule) {
			t.Errorf("%s in French: %d %q", c.kind, fr.code, fr.err)
		}
	}
}

// TestEditListOfAGameWithoutMoves: edit --list on a game with no move says
// so (both languages), and --json is an empty list.
func TestEditListOfAGameWithoutMoves(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana")
	if out := ok(t, db, "edit", "1", "--list"); out != "game 1 has no move yet\n" {
		t.Errorf("edit --list: %q", out)
	}
	if r := run(t, db, []string{"edit", "1", "--list"}, "LANG=fr_FR.UTF-8"); r.code != 0 || r.out != "la partie 1 n'a encore aucun coup\n" {
		t.Errorf("French edit --list: %d %q", r.code, r.out)
	}
	if out := strings.TrimSpace(ok(t, db, "edit", "1", "--list", "--json")); out != "[]" {
		t.Errorf("edit --list --json: %q", out)
	}
}

// TestStatsCSVHasCurrentStreak: stats --format csv carries current_streak,
// as JSON and text do, as its last column (CSV columns are a contract:
// new ones go at the end), with the same figures as JSON.
func TestStatsCSVHasCurrentStreak(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	for id := 1; id <= 2; id++ {
		ok(t, db, "new", "5000", "--players", "Ana,Ben")
		ok(t, db, "move", fmt.Sprint(id), "--points", "5000") // C7: Ana reaches 5000
	}
	var rep struct {
		Players []struct {
			Player        string `json:"player"`
			CurrentStreak int    `json:"current_streak"`
		} `json:"players"`
	}
	decode(t, ok(t, db, "stats", "--json"), &rep)
	want := map[string]string{}
	for _, p := range rep.Players {
		want[p.Player] = fmt.Sprint(p.CurrentStreak)
	}
	if want["Ana"] != "2" {
		t.Fatalf("JSON current_streak: %v", want)
	}
	rows, err := csv.NewReader(strings.NewReader(ok(t, db, "stats", "--format", "csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	head := rows[0]
	// columns are only added at the end: current_streak stays the 23rd
	if head[22] != "current_streak" || head[21] != "rows_completed" || head[11] != "longest_streak" {
		t.Fatalf("CSV header: %v", head)
	}
	for _, row := range rows[1:] {
		if got := row[22]; got != want[row[0]] {
			t.Errorf("%s: CSV current_streak %q, JSON %s", row[0], got, want[row[0]])
		}
	}
}

// TestY6_SimulateSeveralColumnsLabelsTheTablesSum: with several columns
// (Y6) the tables' figure is each column's optimum played alone, summed:
// simulate says it is an approximation (both languages) and --json marks
// it not exact; with one column it is the optimal table's expectation.
func TestY6_SimulateSeveralColumnsLabelsTheTablesSum(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	cache := "SCOREPAD_CACHE=" + t.TempDir() // down and up tables solve in a blink
	out := run(t, db, []string{"simulate", "yams", "--columns", "down,up", "--games", "20"}, cache)
	if out.code != 0 || strings.Contains(out.out, "the optimal table expects") || !strings.Contains(out.out, "the 2 columns' tables, each column played alone, sum to") || !strings.Contains(out.out, "an approximation for several columns") {
		t.Errorf("simulate with two columns: %d %q %q", out.code, out.out, out.err)
	}
	fr := run(t, db, []string{"simulate", "yams", "--columns", "down,up", "--games", "20"}, cache, "LANG=fr_FR.UTF-8")
	if fr.code != 0 || !strings.Contains(strings.ReplaceAll(fr.out, "\u00a0", " "), "une approximation pour plusieurs colonnes") {
		t.Errorf("French: %d %q", fr.code, fr.out)
	}
	var s struct {
		Expected      float64 `json:"expected"`
		ExpectedExact *bool   `json:"expected_exact"`
	}
	decode(t, run(t, db, []string{"simulate", "yams", "--columns", "down,up", "--games", "20", "--json"}, cache).out, &s)
	if s.ExpectedExact == nil || *s.ExpectedExact || s.Expected <= 0 {
		t.Errorf("two columns --json: %+v", s)
	}
	one := run(t, db, []string{"simulate", "yams", "--columns", "down", "--games", "20"}, cache)
	if one.code != 0 || !strings.Contains(one.out, "the optimal table expects") {
		t.Errorf("one column: %d %q %q", one.code, one.out, one.err)
	}
	decode(t, run(t, db, []string{"simulate", "yams", "--columns", "down", "--games", "20", "--json"}, cache).out, &s)
	if s.ExpectedExact == nil || !*s.ExpectedExact {
		t.Errorf("one column --json: %+v", s)
	}
}

// TestStatsWinTrendInJSONAndCSV (issue 30, item 5): stats --json gives
// each player's rolling win rate after each game with others from the
// 3rd (win_trend: date, rate, games), and the CSV its last point at the
// end of the line, after mean_winning_score and minutes_played.
func TestStatsWinTrendInJSONAndCSV(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	// Ana wins games 1, 2 and 4; Ben game 3 (Ana busts, Ben reaches 5000).
	for id := 1; id <= 4; id++ {
		ok(t, db, "new", "5000", "--players", "Ana,Ben")
		if id == 3 {
			ok(t, db, "move", fmt.Sprint(id), "--bust")
		}
		ok(t, db, "move", fmt.Sprint(id), "--points", "5000")
	}
	var rep struct {
		Players []struct {
			Player   string `json:"player"`
			WinTrend []struct {
				Date  string  `json:"date"`
				Rate  float64 `json:"rate"`
				Games int     `json:"games"`
			} `json:"win_trend"`
		} `json:"players"`
	}
	decode(t, ok(t, db, "stats", "--json"), &rep)
	want := map[string][]float64{"Ana": {2.0 / 3, 3.0 / 4}, "Ben": {1.0 / 3, 1.0 / 4}}
	for _, p := range rep.Players {
		w := want[p.Player]
		if len(p.WinTrend) != len(w) {
			t.Fatalf("%s win_trend: %+v, want rates %v", p.Player, p.WinTrend, w)
		}
		for i, pt := range p.WinTrend {
			if math.Abs(pt.Rate-w[i]) > 1e-9 || pt.Games != 3+i || len(pt.Date) != 10 {
				t.Errorf("%s win_trend[%d] = %+v, want rate %.4f over %d games", p.Player, i, pt, w[i], 3+i)
			}
		}
	}
	rows, err := csv.NewReader(strings.NewReader(ok(t, db, "stats", "--format", "csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	head := rows[0]
	n := len(head)
	if n != 35 || head[30] != "rating_ordinal" || head[31] != "mean_winning_score" || head[32] != "minutes_played" || head[33] != "win_rate_last" || head[34] != "win_rate_last_games" {
		t.Fatalf("CSV header: %v", head)
	}
	for _, row := range rows[1:] {
		wantLast := map[string]string{"Ana": "0.7500", "Ben": "0.2500"}[row[0]]
		if row[33] != wantLast || row[34] != "4" {
			t.Errorf("%s: CSV win_rate_last %q over %q, want %s over 4", row[0], row[33], row[34], wantLast)
		}
	}
}
