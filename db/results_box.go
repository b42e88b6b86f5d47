package db

import (
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The figures of the games scored box by box (Penta, Yam's): per final
// line its columns, their upper bonuses, fives at 50, +100 bonuses,
// sacrifices and the points of each box; a month sums them; a player's
// line gives the rates per column.
func init() { registerFigures(sheets.EngineBoxes, boxStore{}) }

type boxStore struct{}

// boxOrder lists the per-box columns (b_aces …) of results and
// stat_months, in scoring.StatsOrder.
var boxOrder = scoring.BoxIDs(scoring.StatsOrder)

// boxColumns are the columns of results and stat_months alike: a month's
// sums are its lines' values added.
func boxColumns() []string {
	cols := []string{"upper_bonuses", "columns", "fives", "extra_bonuses", "sacrifices"}
	for _, b := range boxOrder {
		cols = append(cols, "b_"+b)
	}
	return cols
}

func (boxStore) resultColumns() []string { return boxColumns() }
func (boxStore) sumColumns() []string    { return boxColumns() }

func (boxStore) values(rf sheets.ResultFigures) (v figureRow) {
	f, ok := rf.(*sheets.BoxFigures)
	if !ok {
		return v
	}
	// in boxColumns' order
	v[0], v[1], v[2], v[3], v[4] = f.UpperBonuses, f.Columns, f.Fives, f.ExtraBonuses, f.Sacrifices
	for i, b := range scoring.StatsOrder {
		v[5+i] = f.BoxSums[b]
	}
	return v
}

func (boxStore) fold(v figureRow, _ bool) figureRow { return v }

// BoxStats are a player's figures at a game scored box by box: per sheet
// column, the share that made the upper bonus and each box's mean.
type BoxStats struct {
	UpperBonusRate float64 `json:"upper_bonus_rate"`
	Fives          int     `json:"fives"`
	ExtraBonuses   int     `json:"extra_bonuses"`
	Sacrifices     int     `json:"sacrifices"`
	// MeanPerBox is the mean of each box of the rule set's sheet, by box
	// ID.
	MeanPerBox map[string]float64 `json:"mean_per_box,omitempty"`
}

// Engine says the figures are the box engine's.
func (BoxStats) Engine() sheets.Engine { return sheets.EngineBoxes }

func (boxStore) stats(group string, _, _ int, s figureRow) KindFigures {
	// s in boxColumns' order
	cols := float64(max(s[1], 1))
	f := BoxStats{UpperBonusRate: float64(s[0]) / cols, Fives: s[2], ExtraBonuses: s[3], Sacrifices: s[4], MeanPerBox: map[string]float64{}}
	rs := sheets.ParseRuleSet(group)
	game, _ := rs.Kind.BoxGame()
	// every game of a group has the same sheet: plus and minus are there
	// when its rule set has them, and their mean is over those games only
	pm := rs.Options().Box().PlusMinus
	for i, box := range scoring.StatsOrder {
		if !game.HasBox(box) || ((box == scoring.Plus || box == scoring.Minus) && !pm) {
			continue
		}
		f.MeanPerBox[boxOrder[i]] = float64(s[5+i]) / cols
	}
	return f
}
