package db

import "github.com/scorepad/scorepad/sheets"

// The figures of Sackson: per final line its penalty rows and completed
// rows; a month and a player's line sum them.
func init() { registerFigures(sheets.EngineSackson, sacksonStore{}) }

type sacksonStore struct{}

// sacksonColumns are the columns of results and stat_months alike.
func sacksonColumns() []string { return []string{"penalties", "rows_complete"} }

func (sacksonStore) resultColumns() []string { return sacksonColumns() }
func (sacksonStore) sumColumns() []string    { return sacksonColumns() }

func (sacksonStore) values(rf sheets.ResultFigures) (v figureRow) {
	if f, ok := rf.(*sheets.SacksonFigures); ok {
		v[0], v[1] = f.Penalties, f.RowsComplete
	}
	return v
}

func (sacksonStore) fold(v figureRow, _ bool) figureRow { return v }

// SacksonStats are a player's figures at Sackson: rows left with a
// penalty, rows completed (10 checks).
type SacksonStats struct {
	Penalties     int `json:"penalties"`
	RowsCompleted int `json:"rows_completed"`
}

// Engine says the figures are the Sackson engine's.
func (SacksonStats) Engine() sheets.Engine { return sheets.EngineSackson }

func (sacksonStore) stats(_ string, _, _ int, s figureRow) KindFigures {
	return SacksonStats{Penalties: s[0], RowsCompleted: s[1]}
}
