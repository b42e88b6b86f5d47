package review

import (
	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The reviews of whole recorded games, one per engine: each walks the
// game's stored log once (sheets.Walk, the state before each move) and
// judges every decision it can read against its Expert. A move that no
// longer replays is a *sheets.ReplayError, never a refusal of the rules;
// a decision whose record does not read is left out (the walk then names
// the damaged move, or the move replays without it).

// ReviewLine is one judged decision of a recorded game: a line of a review.
type ReviewLine struct {
	Move int // the move's place in the log (its Seq)
	Seat int // the player who decided
	// Kind is "keep" or "box" (Penta, Yam's), "set-aside" (5000) or
	// "split" (Sackson).
	Kind string
	Dice string // the dice decided on
	// Chosen and Best are the choice made and the best one, in the
	// review's notation: a keep's dice ("66"), a box "column:box"
	// ("free:fours"), a set-aside with what followed ("11 bank", "5
	// throw"), a Sackson choice ("3+4,5+6/3").
	Chosen, Best string
	// Loss is what the choice gave up against the best, ≥ 0: expected
	// final points (Penta, Yam's, Sackson) or win probability (5000).
	Loss float64
}

// ReviewGame judges every recorded decision of a Penta or Yam's game g,
// played under a's rules: each box written, and each keep when the throws
// were recorded (ReviewTurn).
func ReviewGame(a *boxes.Advisor, g *sheets.Game) ([]ReviewLine, error) {
	names := a.Rules.ColumnNames()
	out := []ReviewLine{}
	_, err := sheets.Walk(g, func(st *sheets.State, m sheets.Move) error {
		seat, sheet := st.Turn, st.Boxes()
		p, _ := m.Play.(sheets.BoxPlay)
		recs := make([]scoring.ThrowRecord, len(p.Throws))
		for i, rec := range p.Throws {
			recs[i], _ = scoring.ParseThrowRecord(rec) // unreadable: skipped by the review
		}
		faces, _ := scoring.ParseDice(p.Dice, 5, 5)
		b, _ := scoring.ParseBox(sheet.Rules.Game, p.Box)
		ci := 0
		if p.Column != "" {
			if i, err := sheet.Rules.ColumnIndex(p.Column); err == nil {
				ci = i
			}
		}
		for _, rv := range ReviewTurn(a, sheet.Cols[seat], recs, faces, ci, b) {
			d := ReviewLine{Move: m.Seq, Seat: seat, Dice: scoring.FormatDice(rv.Dice), Loss: rv.Loss}
			if rv.Keep {
				d.Kind, d.Chosen, d.Best = "keep", scoring.FormatDice(rv.Chosen), scoring.FormatDice(rv.Best)
			} else {
				d.Kind, d.Dice = "box", p.Dice
				d.Chosen = names[rv.ChosenColumn] + ":" + rv.ChosenBox.ID()
				d.Best = names[rv.BestColumn] + ":" + rv.BestBox.ID()
			}
			out = append(out, d)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
