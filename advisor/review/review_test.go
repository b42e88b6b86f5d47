package review_test

import (
	"testing"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/scoring"
)

// ReviewTurn judges each keep and the box of a recorded turn; the best
// choices lose nothing.
func TestY8ReviewTurn(t *testing.T) {
	t.Parallel()
	r := scoring.YamsConfig(scoring.Free).MustCompile()
	tab, err := boxes.Solve(r, scoring.Free)
	if err != nil {
		t.Fatal(err)
	}
	a := boxes.New(r, []*boxes.Table{tab})
	cols := make([]scoring.Column, 1)
	tu := a.Turn(cols)
	first := []uint8{6, 6, 6, 1, 2}
	best, _ := tu.BestKeep(first, 2)
	recs := []scoring.ThrowRecord{{Dice: first, Keep: best}, {Dice: []uint8{6, 6, 6, 3, 4}, Keep: []uint8{6, 6, 6}}, {Dice: []uint8{6, 6, 6, 6, 5}, Keep: []uint8{6, 6, 6, 6, 5}}}
	final := []uint8{6, 6, 6, 6, 5}
	ci, box := tu.BestBox(scoring.HandOf(final))
	got := review.ReviewTurn(a, cols, recs, final, ci, box)
	if len(got) != 3 || !got[0].Keep || !got[1].Keep || got[2].Keep {
		t.Fatalf("two keeps and the box: %+v", got)
	}
	if got[0].Loss > 1e-9 || got[2].Loss > 1e-9 || got[2].BestBox != box {
		t.Fatalf("the best keep and box lose nothing: %+v", got)
	}
	// the same dice written in Aces cost expected points
	worse := review.ReviewTurn(a, cols, nil, final, 0, scoring.Aces)
	if len(worse) != 1 || worse[0].Loss <= 0 || worse[0].ChosenBox != scoring.Aces {
		t.Fatalf("a worse box loses points: %+v", worse)
	}
}
