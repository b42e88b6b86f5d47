package pages

import (
	"fmt"
	"io"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/advisor/sackson"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// The answers of scorepad solve and simulate, text or JSON, per engine.

// Solved is how a solver's tables were had (scorepad solve).
type Solved struct {
	States  int
	Seconds float64
	Cached  bool
}

// how says whether the tables were computed or loaded.
func (s Solved) how(l lang.Lang) string {
	if s.Cached {
		return l.T("loaded from the cache")
	}
	return l.T("computed")
}

// BoxSolved answers solve penta|yams: the optimal expected score from the
// start of a game of columns columns.
func BoxSolved(w io.Writer, l lang.Lang, expected float64, columns int, s Solved, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, struct {
			Expected float64 `json:"expected"`
			States   int     `json:"states"`
			Seconds  float64 `json:"seconds"`
			Cached   bool    `json:"cached"`
		}{expected, s.States, s.Seconds, s.Cached})
	}
	fmt.Fprint(w, l.Sprintf(l.T("Optimal expected score: %.4f (%s, %d states, %.2f s)\n"), expected, s.how(l), s.States, s.Seconds))
	if columns > 1 {
		fmt.Fprintln(w, l.T("Several columns: each column's table is exact; their combination is an approximation."))
	}
	return nil
}

// FiveSolve is solve 5000's answer.
type FiveSolve struct {
	ExpectedTurn        float64 `json:"expected_turn"`
	ExpectedOpeningTurn float64 `json:"expected_opening_turn"`
	FirstPlayerWin      float64 `json:"first_player_win"`
	States              int     `json:"states"`
	Seconds             float64 `json:"seconds"`
	Cached              bool    `json:"cached"`
	BustRule            string  `json:"bust_rule"` // "booklet" or "nothing-scores" (C5)
}

// FiveSolved answers solve 5000 under rule: the optimal turn's points once
// opened and before (C6), and the first player's chance to win.
func FiveSolved(w io.Writer, l lang.Lang, rule scoring.BustRule, out FiveSolve, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, out)
	}
	fmt.Fprint(w, l.Sprintf(l.T("5000 (%s): an optimal turn banks %.4f points on average once opened, %.4f before opening (C6)\n"), l.Say(rule.Label()), out.ExpectedTurn, out.ExpectedOpeningTurn))
	fmt.Fprint(w, l.Sprintf(l.T("Two players playing to win: the first player wins %.2f %% (table %s, %d states, %.2f s)\n"), 100*out.FirstPlayerWin, Solved{Cached: out.Cached}.how(l), out.States, out.Seconds))
	return nil
}

// BoxSimulation answers simulate penta|yams: the statistics of the games
// of s, against the table's value expected (exact with one column).
func BoxSimulation(w io.Writer, l lang.Lang, s boxes.Stats, expected float64, columns int, seed uint64, asJSON bool) error {
	// With one column the table's value is the optimum; with several it is
	// each column's optimum played alone, summed (and the first turn solved
	// on top): an approximation, which the Expert's mean may pass.
	exact := columns == 1
	if asJSON {
		return WriteJSON(w, struct {
			boxes.Stats
			Expected      float64 `json:"expected"`
			ExpectedExact bool    `json:"expected_exact"`
			Seed          uint64  `json:"seed"`
		}{s, expected, exact, seed})
	}
	fmt.Fprint(w, l.Sprintf(l.T("%s, %s: mean %.2f ± %.2f (σ %.1f), min %d, max %d\n"), l.Sprintf("%d games", s.Games), s.Strategy, s.Mean, s.StdErr, s.StdDev, s.Min, s.Max))
	fmt.Fprint(w, l.Sprintf(l.T("%d bonus %.1f %% of columns · five alike %.1f %% · %.2f extra bonuses a game\n"), scoring.UpperBonusThreshold, 100*s.UpperBonusRate, 100*s.FiveRate, s.ExtraBonuses))
	if exact {
		fmt.Fprint(w, l.Sprintf(l.T("the optimal table expects %.4f · %.0f games a second\n"), expected, s.GamesPerSecond))
	} else {
		fmt.Fprint(w, l.Sprintf(l.T("the %d columns' tables, each column played alone, sum to %.4f: an approximation for several columns, not the Expert's expected mean · %.0f games a second\n"), columns, expected, s.GamesPerSecond))
	}
	if s.Strategy == "expert" {
		fmt.Fprint(w, l.Sprintf(l.T("the Expert's choices came from its memo in %.1f %% of turns\n"), 100*s.MemoHitRate))
	}
	return nil
}

// FiveSimulation answers simulate 5000: each robot's wins, seats rotating.
func FiveSimulation(w io.Writer, l lang.Lang, s five.FiveStats, rule scoring.BustRule, seed uint64, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, struct {
			five.FiveStats
			BustRule string `json:"bust_rule"` // "booklet" or "nothing-scores" (C5)
			Seed     uint64 `json:"seed"`
		}{s, rule.String(), seed})
	}
	head := l.N(s.Games, "%d game of 5000 (%s), seats rotating:\n", "%d games of 5000 (%s), seats rotating:\n")
	fmt.Fprint(w, l.Localf(head, s.Games, l.Say(rule.Label())))
	for i, n := range s.Players {
		fmt.Fprint(w, l.Sprintf(l.T("  %d. %s: wins %.2f %% ± %.2f\n"), i+1, n, 100*s.WinRate[i], 100*s.StdErr[i]))
	}
	fmt.Fprint(w, l.Sprintf(l.T("first player wins %.2f %% · %.1f turns a game · %.1f s\n"), 100*s.FirstWins, s.TurnsPerGame, s.Seconds))
	return nil
}

// sacksonSimulationJSON is simulate sackson's --json: the statistics, and
// for the Expert which one played (README): "rollouts" 0 for the shipped
// Expert (one throw of exact look-ahead), N for the Expert before it (N
// rollouts a split); left out for the Normal.
type sacksonSimulationJSON struct {
	sackson.SacksonStats
	Rollouts *int   `json:"rollouts,omitempty"`
	Seed     uint64 `json:"seed"`
}

// SacksonSimulation answers simulate sackson: the solo games' statistics;
// rollouts is nil for the Normal.
func SacksonSimulation(w io.Writer, l lang.Lang, s sackson.SacksonStats, rollouts *int, seed uint64, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, sacksonSimulationJSON{s, rollouts, seed})
	}
	who := s.Strategy
	if rollouts != nil && *rollouts > 0 {
		// one count, one noun: the singular for 1 (in French too, where 0
		// would also take it; 0 is not written here: the shipped Expert)
		who = l.Localf(l.N(*rollouts, "%s, %d rollout a split", "%s, %d rollouts a split"), who, *rollouts)
	}
	line := l.N(s.Games, "%d solo game of Sackson, %s, penalty −%d: mean %.1f ± %.1f (σ %.1f), min %d, max %d\n",
		"%d solo games of Sackson, %s, penalty −%d: mean %.1f ± %.1f (σ %.1f), min %d, max %d\n")
	fmt.Fprint(w, l.Localf(line, s.Games, who, s.Penalty, s.Mean, s.StdErr, s.StdDev, s.Min, s.Max))
	fmt.Fprint(w, l.Localf(l.T("%.1f throws a game · %.1f s\n"), s.ThrowsPerGame, s.Seconds))
	return nil
}
