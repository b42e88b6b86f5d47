package db

import "github.com/scorepad/scorepad/sheets"

// The figures of 5000: per final line its turns, busts, banked turns and
// their points, and the turn that opened; a month sums the turns of the
// games won, the busts, the banked turns and points, and the opening
// turns of the games that opened; a player's line gives the means.
func init() { registerFigures(sheets.EngineFive, fiveStore{}) }

type fiveStore struct{}

func (fiveStore) resultColumns() []string {
	return []string{"turns", "busts", "opening_turn", "banked_turns", "banked_points"}
}

func (fiveStore) values(rf sheets.ResultFigures) (v figureRow) {
	if f, ok := rf.(*sheets.FiveFigures); ok {
		v[0], v[1], v[2], v[3], v[4] = f.Turns, f.Busts, f.OpeningTurn, f.BankedTurns, f.BankedPoints
	}
	return v
}

func (fiveStore) sumColumns() []string {
	return []string{"won_turns", "busts", "banked_turns", "banked_points", "opening_sum", "opened"}
}

func (fiveStore) fold(v figureRow, won bool) (s figureRow) {
	turns, busts, opening, banked, points := v[0], v[1], v[2], v[3], v[4]
	if won {
		s[0] = turns
	}
	s[1], s[2], s[3] = busts, banked, points
	if opening > 0 {
		s[4], s[5] = opening, 1
	}
	return s
}

// FiveStats are a player's figures at 5000: busts per game and points per
// banked turn; the turns a win took (nil without a win) and the turn
// that opened (nil if never).
type FiveStats struct {
	TurnsToWin     *float64 `json:"turns_to_win,omitempty"`
	BustsPerGame   float64  `json:"busts_per_game"`
	MeanBankedTurn float64  `json:"mean_banked_turn"`
	OpeningTurn    *float64 `json:"opening_turn,omitempty"`
}

// Engine says the figures are the 5000 engine's.
func (FiveStats) Engine() sheets.Engine { return sheets.EngineFive }

func (fiveStore) stats(_ string, games, wins int, s figureRow) KindFigures {
	wonTurns, busts, banked, points, openingSum, opened := s[0], s[1], s[2], s[3], s[4], s[5]
	f := FiveStats{BustsPerGame: float64(busts) / float64(games)}
	if banked > 0 {
		f.MeanBankedTurn = float64(points) / float64(banked)
	}
	if wins > 0 {
		t := float64(wonTurns) / float64(wins)
		f.TurnsToWin = &t
	}
	if opened > 0 {
		o := float64(openingSum) / float64(opened)
		f.OpeningTurn = &o
	}
	return f
}
