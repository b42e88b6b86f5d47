package sackson

import (
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// Hint is the Expert's advice on a Sackson throw for one player (scorepad
// hint's --json): the best split and every other, by expected final total.
type Hint struct {
	Player       string    `json:"player,omitempty"`
	Roll         string    `json:"roll"`
	Choice       string    `json:"choice"`
	Expected     float64   `json:"expected"`
	Alternatives []HintAlt `json:"alternatives"`
	Obligation   string    `json:"obligation"`
}

// HintAlt is one other split of a hint.
type HintAlt struct {
	Choice   string  `json:"choice"`
	Expected float64 `json:"expected"`
}

// HintFor ranks every legal split of roll for pad by the Expert of penalty
// pen (the exact look-ahead, DefaultSacksonRollouts), the obligation said
// in l.
func HintFor(pen scoring.Penalty, pad *scoring.SacksonPad, roll []uint8, l lang.Lang) Hint {
	x := NewSacksonFittedExpert(pen, DefaultSacksonRollouts, true)
	opts := x.Options(pad, roll)
	h := Hint{Roll: scoring.FormatDice(roll), Choice: opts[0].Choice.String(), Expected: opts[0].Value,
		Alternatives: []HintAlt{}, Obligation: l.Say(pad.Obligation(roll).Why())}
	for _, o := range opts[1:] {
		h.Alternatives = append(h.Alternatives, HintAlt{o.Choice.String(), o.Value})
	}
	return h
}
