package pages

import (
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// Sackson in the statistics: penalties and rows completed.
func init() {
	RegisterStatsFigures(sheets.EngineSackson, StatsFigures{
		CSV:   []string{"penalties", "rows_completed"},
		Cells: sacksonCells,
		Card:  sacksonCard,
	})
}

func sacksonCells(f db.KindFigures) []string {
	v, ok := f.(db.SacksonStats)
	if !ok {
		return nil
	}
	return []string{csvInt(v.Penalties), csvInt(v.RowsCompleted)}
}

func sacksonCard(k db.KindStats, l lang.Lang) []string {
	v, ok := k.Figures.(db.SacksonStats)
	if !ok {
		return nil
	}
	return []string{figures(l, l.T("penalties"), Num(l, v.Penalties), l.T("rows completed"), Num(l, v.RowsCompleted))}
}
