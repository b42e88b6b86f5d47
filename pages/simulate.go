package pages

import (
	"fmt"
	"io"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/advisor/sackson"
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
func (s Solved) how(l scoring.Lang) string {
	if s.Cached {
		return l.Pick("loaded from the cache", "chargée du cache")
	}
	return l.Pick("computed", "calculée")
}

// BoxSolved answers solve penta|yams: the optimal expected score from the
// start of a game of columns columns.
func BoxSolved(w io.Writer, l scoring.Lang, expected float64, columns int, s Solved, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, struct {
			Expected float64 `json:"expected"`
			States   int     `json:"states"`
			Seconds  float64 `json:"seconds"`
			Cached   bool    `json:"cached"`
		}{expected, s.States, s.Seconds, s.Cached})
	}
	fmt.Fprint(w, l.Sprintf(l.Pick("Optimal expected score: %.4f (%s, %d states, %.2f s)\n", "Score espéré optimal : %.4f (%s, %d états, %.2f s)\n"), expected, s.how(l), s.States, s.Seconds))
	if columns > 1 {
		fmt.Fprintln(w, l.Pick("Several columns: each column's table is exact; their combination is an approximation.", "Plusieurs colonnes : la table de chaque colonne est exacte ; leur combinaison est une approximation."))
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
func FiveSolved(w io.Writer, l scoring.Lang, rule scoring.BustRule, out FiveSolve, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, out)
	}
	fmt.Fprint(w, l.Sprintf(l.Pick("5000 (%s): an optimal turn banks %.4f points on average once opened, %.4f before opening (C6)\n",
		"5000 (%s) : un tour optimal marque en moyenne %.4f points une fois ouvert, %.4f avant l'ouverture (C6)\n"), rule.Name(l), out.ExpectedTurn, out.ExpectedOpeningTurn))
	fmt.Fprint(w, l.Sprintf(l.Pick("Two players playing to win: the first player wins %.2f %% (table %s, %d states, %.2f s)\n",
		"Deux joueurs qui jouent pour gagner : le premier gagne %.2f %% (table %s, %d états, %.2f s)\n"), 100*out.FirstPlayerWin, Solved{Cached: out.Cached}.how(l), out.States, out.Seconds))
	return nil
}

// BoxSimulation answers simulate penta|yams: the statistics of the games
// of s, against the table's value expected (exact with one column).
func BoxSimulation(w io.Writer, l scoring.Lang, s boxes.Stats, expected float64, columns int, seed uint64, asJSON bool) error {
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
	fmt.Fprint(w, l.Sprintf(l.Pick("%s, %s: mean %.2f ± %.2f (σ %.1f), min %d, max %d\n", "%s, %s : moyenne %.2f ± %.2f (σ %.1f), min %d, max %d\n"), l.Sprintf("%d games", s.Games), s.Strategy, s.Mean, s.StdErr, s.StdDev, s.Min, s.Max))
	fmt.Fprint(w, l.Sprintf(l.Pick("%d bonus %.1f %% of columns · five alike %.1f %% · %.2f extra bonuses a game\n", "bonus des %d : %.1f %% des colonnes · cinq identiques %.1f %% · %.2f bonus supplémentaires par partie\n"), scoring.UpperBonusThreshold, 100*s.UpperBonusRate, 100*s.FiveRate, s.ExtraBonuses))
	if exact {
		fmt.Fprint(w, l.Sprintf(l.Pick("the optimal table expects %.4f · %.0f games a second\n", "la table optimale espère %.4f · %.0f parties par seconde\n"), expected, s.GamesPerSecond))
	} else {
		fmt.Fprint(w, l.Sprintf(l.Pick("the %d columns' tables, each column played alone, sum to %.4f: an approximation for several columns, not the Expert's expected mean · %.0f games a second\n",
			"les tables des %d colonnes, chacune jouée seule, totalisent %.4f : une approximation pour plusieurs colonnes, pas la moyenne attendue de l'Expert · %.0f parties par seconde\n"), columns, expected, s.GamesPerSecond))
	}
	if s.Strategy == "expert" {
		fmt.Fprint(w, l.Sprintf(l.Pick("the Expert's choices came from its memo in %.1f %% of turns\n", "les choix de l'Expert venaient de sa mémoire dans %.1f %% des tours\n"), 100*s.MemoHitRate))
	}
	return nil
}

// FiveSimulation answers simulate 5000: each robot's wins, seats rotating.
func FiveSimulation(w io.Writer, l scoring.Lang, s five.FiveStats, rule scoring.BustRule, seed uint64, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, struct {
			five.FiveStats
			BustRule string `json:"bust_rule"` // "booklet" or "nothing-scores" (C5)
			Seed     uint64 `json:"seed"`
		}{s, rule.String(), seed})
	}
	head := l.Plural(s.Games, "%d game of 5000 (%s), seats rotating:\n", "%d games of 5000 (%s), seats rotating:\n",
		"%d partie de 5000 (%s), places tournantes :\n", "%d parties de 5000 (%s), places tournantes :\n")
	fmt.Fprint(w, l.Localf(head, s.Games, rule.Name(l)))
	for i, n := range s.Players {
		fmt.Fprint(w, l.Sprintf(l.Pick("  %d. %s: wins %.2f %% ± %.2f\n", "  %d. %s : gagne %.2f %% ± %.2f\n"), i+1, n, 100*s.WinRate[i], 100*s.StdErr[i]))
	}
	fmt.Fprint(w, l.Sprintf(l.Pick("first player wins %.2f %% · %.1f turns a game · %.1f s\n", "le premier joueur gagne %.2f %% · %.1f tours par partie · %.1f s\n"), 100*s.FirstWins, s.TurnsPerGame, s.Seconds))
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
func SacksonSimulation(w io.Writer, l scoring.Lang, s sackson.SacksonStats, rollouts *int, seed uint64, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, sacksonSimulationJSON{s, rollouts, seed})
	}
	who := s.Strategy
	if rollouts != nil && *rollouts > 0 {
		// one count, one noun: the singular for 1 (in French too, where 0
		// would also take it; 0 is not written here: the shipped Expert)
		who = l.Localf(l.Plural(*rollouts, "%s, %d rollout a split", "%s, %d rollouts a split", "%s, %d simulation par partage", "%s, %d simulations par partage"), who, *rollouts)
	}
	line := l.Plural(s.Games, "%d solo game of Sackson, %s, penalty −%d: mean %.1f ± %.1f (σ %.1f), min %d, max %d\n",
		"%d solo games of Sackson, %s, penalty −%d: mean %.1f ± %.1f (σ %.1f), min %d, max %d\n",
		"%d partie solitaire de Sackson, %s, pénalité −%d : moyenne %.1f ± %.1f (σ %.1f), min %d, max %d\n",
		"%d parties solitaires de Sackson, %s, pénalité −%d : moyenne %.1f ± %.1f (σ %.1f), min %d, max %d\n")
	fmt.Fprint(w, l.Localf(line, s.Games, who, s.Penalty, s.Mean, s.StdErr, s.StdDev, s.Min, s.Max))
	fmt.Fprint(w, l.Localf(l.Pick("%.1f throws a game · %.1f s\n", "%.1f lancers par partie · %.1f s\n"), s.ThrowsPerGame, s.Seconds))
	return nil
}
