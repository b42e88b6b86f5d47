package boxes

import "github.com/scorepad/scorepad/scoring"

// HintAlt is one alternative of a hint: a keep, or a box of a column.
type HintAlt struct {
	Keep     *string `json:"keep,omitempty"`
	Column   string  `json:"column,omitempty"`
	Box      string  `json:"box,omitempty"`
	Expected float64 `json:"expected"`
}

// Hint is the advice for the dice at hand (scorepad hint's --json): the
// best keep or box, and every alternative with its expected final total.
type Hint struct {
	Action       string    `json:"action"` // "keep" or "box"
	Keep         string    `json:"keep"`
	Column       string    `json:"column"`
	Box          string    `json:"box"`
	Expected     float64   `json:"expected"`
	Alternatives []HintAlt `json:"alternatives"`
}

// Advise answers a hint for sheet cols, the dice faces and the throws
// still to come: the best keep (or box, when none is left) and the
// alternatives, best first.
func Advise(a *Advisor, cols []scoring.Column, faces []uint8, rollsLeft int) Hint {
	tu := a.Turn(cols)
	names := a.Rules.ColumnNames()
	boxes := tu.Boxes(cols, scoring.HandOf(faces))
	out := Hint{Alternatives: []HintAlt{}}
	if rollsLeft == 0 {
		out.Action, out.Column, out.Box, out.Expected = "box", names[boxes[0].Column], boxes[0].Box.ID(), boxes[0].Expected
		for _, b := range boxes[1:] {
			out.Alternatives = append(out.Alternatives, HintAlt{Column: names[b.Column], Box: b.Box.ID(), Expected: b.Expected})
		}
		return out
	}
	ks := tu.Keeps(faces, rollsLeft)
	best := ks[0]
	out.Action, out.Keep, out.Expected = "keep", scoring.FormatDice(best.Keep), best.Expected
	out.Column, out.Box = names[boxes[0].Column], boxes[0].Box.ID()
	if len(best.Keep) == 5 {
		out.Action = "box" // keep everything: stop and write the best box
	}
	for _, k := range ks[1:] {
		s := scoring.FormatDice(k.Keep)
		out.Alternatives = append(out.Alternatives, HintAlt{Keep: &s, Expected: k.Expected})
	}
	return out
}
