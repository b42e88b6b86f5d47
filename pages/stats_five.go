package pages

import (
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// 5000 in the statistics: busts per game, turns to win, the mean banked
// turn and the opening turn ("—" for a figure without games to say it).
func init() {
	RegisterStatsFigures(sheets.EngineFive, StatsFigures{
		CSV:   []string{"turns_to_win", "busts_per_game", "mean_banked_turn", "opening_turn"},
		Cells: fiveCells,
		Card:  fiveCard,
	})
}

func fiveCells(f db.KindFigures) []string {
	v, ok := f.(db.FiveStats)
	if !ok {
		return nil
	}
	opt := func(p *float64) string {
		if p == nil {
			return ""
		}
		return csvFloat(*p)
	}
	return []string{opt(v.TurnsToWin), csvFloat(v.BustsPerGame), csvFloat(v.MeanBankedTurn), opt(v.OpeningTurn)}
}

func fiveCard(k db.KindStats, l lang.Lang) []string {
	v, ok := k.Figures.(db.FiveStats)
	if !ok {
		return nil
	}
	ttw, open := "—", "—"
	if v.TurnsToWin != nil {
		ttw = F1(l, *v.TurnsToWin)
	}
	if v.OpeningTurn != nil {
		open = F1(l, *v.OpeningTurn)
	}
	return []string{figures(l, l.T("busts per game"), F1(l, v.BustsPerGame), l.T("turns to win"), ttw),
		figures(l, l.T("mean banked turn"), F1(l, v.MeanBankedTurn), l.T("opening turn"), open)}
}
