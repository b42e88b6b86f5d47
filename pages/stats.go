package pages

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// LocalizeRules writes each entry's rules_text in language l.
func LocalizeRules(rep *db.Report, l lang.Lang) {
	for i := range rep.Players {
		rep.Players[i].RulesText = sheets.ParseRuleSet(rep.Players[i].Rules).Text(l)
	}
}

// StatsFigures is how the statistics show one engine's figures
// (db.KindFigures): its columns of the CSV with their cells, and the parts
// of a player's card line. Each engine's is part of its Look, registered
// beside its implementation (engine_*.go), once; the statistics pages read
// no engine's figure themselves.
type StatsFigures struct {
	// CSV are the engine's columns of the statistics CSV, none named like
	// a common column (statsCommonColumns) or another engine's; Cells the
	// values of f in them, exactly one per column.
	CSV   []string
	Cells func(f db.KindFigures) []string
	// Card are the parts of a player's card line that tell k's figures.
	Card func(k db.KindStats, l lang.Lang) []string
}

// statsOf returns how the statistics show the figures of engine e (none
// for an engine that registered none).
func statsOf(e sheets.Engine) StatsFigures { return looks[e].Stats }

// check panics (at init, where engine e registers its Look) when one of
// sf's CSV columns is named like a common column, twice, or like a column
// of an engine registered before: two cells in one column.
func (sf StatsFigures) check(e sheets.Engine) {
	for i, c := range sf.CSV {
		switch {
		case slices.Contains(statsCommonColumns, c):
			panic(fmt.Sprintf("pages: engine %s: statistics column %q is a common column", e, c))
		case slices.Contains(sf.CSV[:i], c):
			panic(fmt.Sprintf("pages: engine %s: statistics column %q named twice", e, c))
		}
		for o, lk := range looks {
			if slices.Contains(lk.Stats.CSV, c) {
				panic(fmt.Sprintf("pages: engine %s: statistics column %q is engine %s's", e, c, o))
			}
		}
	}
}

// The columns of the statistics CSV in the order the README promises (a
// contract: columns are only ever added at the end): common columns, the
// figures' columns of the engines there were then, common columns again.
var (
	statsHeadColumns = []string{"player", "game", "games", "wins", "win_rate", "mean", "median", "best", "best_date", "worst", "worst_date", "longest_streak"}
	// each filled by its engine's Cells (a test checks that each is
	// exactly one registered engine's)
	statsFigureColumnsThen = []string{"upper_bonus_rate", "fives", "extra_bonuses", "sacrifices", "turns_to_win", "busts_per_game", "mean_banked_turn", "opening_turn", "penalties", "rows_completed"}
	statsTailColumns       = []string{"current_streak", "rules", "rules_text", "solo_games", "solo_mean", "solo_best", "rating_mu", "rating_sigma", "rating_ordinal",
		"mean_winning_score", "minutes_played", "win_rate_last", "win_rate_last_games"}
)

// statsCommonColumns are the columns of the statistics CSV every line
// has, whatever its engine, filled by statsCells itself.
var statsCommonColumns = slices.Concat(statsHeadColumns, statsTailColumns)

// statsCSVColumns are the columns of the contract, in its order; an
// engine's columns not listed here come after these (statsCSVHeader).
var statsCSVColumns = slices.Concat(statsHeadColumns, statsFigureColumnsThen, statsTailColumns)

// statsCSVHeader is statsCSVColumns, then the registered engines' columns
// it does not list, in the order of the kinds' registry.
func statsCSVHeader() []string {
	cols := slices.Clone(statsCSVColumns)
	for _, e := range sheets.Engines() {
		for _, c := range statsOf(e).CSV {
			if !slices.Contains(cols, c) {
				cols = append(cols, c)
			}
		}
	}
	return cols
}

// StatsCSV writes rep as CSV, one line per player and game; the column
// order is a contract (README): statsCSVHeader.
func StatsCSV(w io.Writer, rep *db.Report) error {
	cw := csv.NewWriter(w)
	cols := statsCSVHeader()
	cw.Write(cols)
	for _, k := range rep.Players {
		cells := statsCells(k)
		row := make([]string, len(cols))
		for i, c := range cols {
			row[i] = cells[c] // empty where a figure does not apply to the game
		}
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// statsCells are the CSV cells of a player's line, by column: the figures'
// from their engine.
func statsCells(k db.KindStats) map[string]string {
	fp := func(p *float64) string {
		if p == nil {
			return ""
		}
		return csvFloat(*p)
	}
	ip := func(p *int) string {
		if p == nil {
			return ""
		}
		return csvInt(*p)
	}
	c := map[string]string{"player": CSVText(k.Player), "game": CSVText(k.Kind), "games": csvInt(k.Games), "wins": csvInt(k.Wins),
		"win_rate": csvFloat(k.WinRate), "mean": csvFloat(k.Mean), "median": csvFloat(k.Median),
		"best": csvInt(k.Best), "best_date": CSVText(k.BestDate), "worst": csvInt(k.Worst), "worst_date": CSVText(k.WorstDate), "longest_streak": csvInt(k.Streak),
		"current_streak": csvInt(k.CurrentStreak), "rules": CSVText(k.Rules), "rules_text": CSVText(k.RulesText),
		"solo_games": csvInt(k.Solo.Games), "solo_mean": fp(k.Solo.Mean), "solo_best": ip(k.Solo.Best),
		"mean_winning_score": fp(k.MeanWinningScore), "minutes_played": csvInt(k.MinutesPlayed)}
	if r := k.Rating; r != nil {
		c["rating_mu"], c["rating_sigma"], c["rating_ordinal"] = csvFloat(r.Mu), csvFloat(r.Sigma), csvFloat(r.Ordinal)
	}
	// the rolling win rate after the player's last game (win_trend's
	// last point), empty with fewer than 3 games with others
	if n := len(k.WinTrend); n > 0 {
		c["win_rate_last"], c["win_rate_last_games"] = csvFloat(k.WinTrend[n-1].Rate), csvInt(k.WinTrend[n-1].Games)
	}
	if k.Figures != nil {
		figureCells(c, k.Figures)
	}
	return c
}

// figureCells sets the cells of figures f in c, by column, from f's
// engine; it panics (a programming error, found by any test of the CSV)
// when the engine's Cells does not give exactly one value per column.
func figureCells(c map[string]string, f db.KindFigures) {
	sf := statsOf(f.Engine())
	var vals []string
	if sf.Cells != nil {
		vals = sf.Cells(f)
	}
	if len(vals) != len(sf.CSV) {
		panic(fmt.Sprintf("pages: engine %s: %d statistics cells for %d columns", f.Engine(), len(vals), len(sf.CSV)))
	}
	for i, v := range vals {
		c[sf.CSV[i]] = v
	}
}

// csvFloat writes a figure of the CSV with 4 decimals.
func csvFloat(x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }

// csvInt writes a count of the CSV.
func csvInt(n int) string { return strconv.Itoa(n) }
