package pages

import (
	"encoding/csv"
	"io"
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

// StatsCSV writes rep as CSV, one line per player and game; the column
// order is a contract (README).
func StatsCSV(w io.Writer, rep *db.Report) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"player", "game", "games", "wins", "win_rate", "mean", "median", "best", "best_date", "worst", "worst_date", "longest_streak",
		"upper_bonus_rate", "fives", "extra_bonuses", "sacrifices", "turns_to_win", "busts_per_game", "mean_banked_turn", "opening_turn", "penalties", "rows_completed",
		"current_streak", "rules", "rules_text", "solo_games", "solo_mean", "solo_best", "rating_mu", "rating_sigma", "rating_ordinal",
		"mean_winning_score", "minutes_played", "win_rate_last", "win_rate_last_games"}) // new columns go at the end: the order is a contract (README)
	fp := func(p *float64) string {
		if p == nil {
			return ""
		}
		return strconv.FormatFloat(*p, 'f', 4, 64)
	}
	ip := func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	}
	for _, k := range rep.Players {
		row := []string{CSVText(k.Player), CSVText(k.Kind), strconv.Itoa(k.Games), strconv.Itoa(k.Wins), fp(&k.WinRate), fp(&k.Mean), fp(&k.Median),
			strconv.Itoa(k.Best), CSVText(k.BestDate), strconv.Itoa(k.Worst), CSVText(k.WorstDate), strconv.Itoa(k.Streak),
			fp(k.UpperBonusRate), ip(k.Fives), ip(k.ExtraBonuses), ip(k.Sacrifices), fp(k.TurnsToWin), fp(k.BustsPerGame), fp(k.MeanBankedTurn), fp(k.OpeningTurn), ip(k.Penalties), ip(k.RowsCompleted),
			strconv.Itoa(k.CurrentStreak), CSVText(k.Rules), CSVText(k.RulesText), strconv.Itoa(k.Solo.Games), fp(k.Solo.Mean), ip(k.Solo.Best)}
		if r := k.Rating; r != nil {
			row = append(row, fp(&r.Mu), fp(&r.Sigma), fp(&r.Ordinal))
		} else {
			row = append(row, "", "", "")
		}
		// the rolling win rate after the player's last game (win_trend's
		// last point), empty with fewer than 3 games with others
		last, lastN := "", ""
		if n := len(k.WinTrend); n > 0 {
			last, lastN = fp(&k.WinTrend[n-1].Rate), strconv.Itoa(k.WinTrend[n-1].Games)
		}
		row = append(row, fp(k.MeanWinningScore), strconv.Itoa(k.MinutesPlayed), last, lastN)
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}
