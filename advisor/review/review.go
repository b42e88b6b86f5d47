package review

import (
	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
)

// Review is one decision of a recorded Penta or Yam's turn judged against
// the optimum: a keep (with the throws left after it) or the box written.
type Review struct {
	Keep bool    // a keep; false for the box
	Dice []uint8 // the dice the decision was made on
	// A keep: the dice kept and the best keep.
	Chosen, Best []uint8
	// The box: the (column, box) written and the best one.
	ChosenColumn, BestColumn int
	ChosenBox, BestBox       scoring.Box
	// Loss is the expected final total given up by the decision (≥ 0).
	Loss float64
}

// ReviewTurn judges one recorded turn of a player whose sheet was cols
// before it: each keep of the first two throws recorded (a keep of all
// five is stopping, no decision), then the box written with final dice in
// column ci.
func ReviewTurn(a *boxes.Advisor, cols []scoring.Column, throws []scoring.ThrowRecord, final []uint8, ci int, box scoring.Box) []Review {
	cols = append([]scoring.Column(nil), cols...)
	tu := a.Turn(cols)
	var out []Review
	for i, tr := range throws {
		left := scoring.MaxThrows - 1 - i
		if left < 1 {
			break
		}
		if len(tr.Dice) != 5 || len(tr.Keep) == 5 {
			continue // unreadable, or kept whole: no keep decision
		}
		best, bv := tu.BestKeep(tr.Dice, left)
		out = append(out, Review{Keep: true, Dice: tr.Dice, Chosen: tr.Keep, Best: best, Loss: bv - tu.KeepValue(tr.Keep, left)})
	}
	boxes := tu.Boxes(cols, scoring.HandOf(final))
	if len(boxes) == 0 {
		return out
	}
	chosen := 0.0
	for _, o := range boxes {
		if o.Box == box && o.Column == ci {
			chosen = o.Expected
		}
	}
	return append(out, Review{Dice: final, ChosenColumn: ci, ChosenBox: box, BestColumn: boxes[0].Column, BestBox: boxes[0].Box, Loss: boxes[0].Expected - chosen})
}
