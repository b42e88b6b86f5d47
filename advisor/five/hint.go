package five

import "github.com/scorepad/scorepad/scoring"

// HintAlt is one decision of a 5000 hint.
type HintAlt struct {
	Keep   string  `json:"keep"`
	Total  int     `json:"total"`
	Action string  `json:"action"` // "bank" or "throw"
	Left   int     `json:"left"`   // dice thrown next when the action is "throw"
	Value  float64 `json:"value"`
}

// Hint is the advice on a 5000 throw (scorepad hint's --json): the best
// set-aside, bank or throw on, and the alternatives.
type Hint struct {
	Player    string    `json:"player,omitempty"`
	Throw     string    `json:"throw"`
	TurnTotal int       `json:"turn_total"`
	Measure   string    `json:"measure"` // "win_probability" or "expected_points"
	Bust      bool      `json:"bust"`
	Keep      string    `json:"keep"`
	Action    string    `json:"action"`
	Total     int       `json:"total"`
	Left      int       `json:"left"`
	Value     float64   `json:"value"`
	Options   []HintAlt `json:"alternatives"`
}

// Best is the hint's best decision.
func (h Hint) Best() HintAlt {
	return HintAlt{Keep: h.Keep, Total: h.Total, Action: h.Action, Left: h.Left, Value: h.Value}
}

// AltOf is option o as a hint's decision.
func AltOf(o FiveOption) HintAlt {
	a := HintAlt{Keep: scoring.FormatDice(o.Keep), Total: o.Total, Action: "throw", Left: o.Left, Value: o.Value}
	if o.Bank {
		a.Action, a.Left = "bank", 0
	}
	return a
}

// HintOf answers a hint on throw, total already set aside, from options
// (best first) valued by measure.
func HintOf(throw []uint8, total int, measure string, opts []FiveOption) Hint {
	h := Hint{Throw: scoring.FormatDice(throw), TurnTotal: total, Measure: measure, Options: []HintAlt{}}
	if len(opts) == 0 {
		h.Bust = true
		return h
	}
	b := AltOf(opts[0])
	h.Keep, h.Action, h.Total, h.Left, h.Value = b.Keep, b.Action, b.Total, b.Left, b.Value
	for _, o := range opts[1:] {
		h.Options = append(h.Options, AltOf(o))
	}
	return h
}

// WinHint is the Expert's hint on throw d for seat, by win probability
// from the game table w; total is already set aside this turn.
func WinHint(w *FiveWin, seat FiveSeat, total int, d []uint8) Hint {
	return HintOf(d, total, "win_probability", (&FiveExpert{Win: w}).Options(seat, total, d))
}

// PointsHint is the hint on throw d by expected points of the turn (the
// goal ignored), for a player opened or not (C6).
func PointsHint(rule scoring.BustRule, opened bool, total int, d []uint8) Hint {
	return HintOf(d, total, "expected_points", FivePoints{T: SolveFiveTurn(rule, opened, FiveTurnCap)}.Options(rule, total, d))
}
