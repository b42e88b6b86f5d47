package boxes_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
)

// TestP2_RobotTurnsPassTheCheck: the turns robots and digital play record
// (boxes.TakeTurn) are legal whole turns.
func TestP2_RobotTurnsPassTheCheck(t *testing.T) {
	t.Parallel()
	r := scoring.PentaConfig().MustCompile()
	rng := rand.New(rand.NewPCG(13, 2))
	die := func() uint8 { return uint8(rng.IntN(6)) + 1 }
	for i := 0; i < 500; i++ {
		cols := make([]scoring.Column, 1)
		d := boxes.TakeTurn(cols, boxes.Normal{Rules: r}, die)
		recs, err := scoring.ParseThrowRecords(d.Throws)
		if err != nil {
			t.Fatal(err)
		}
		if err := scoring.CheckTurn(recs, d.Faces); err != nil {
			t.Fatalf("P2: robot turn %s → %s refused: %v", strings.Join(d.Throws, " "), scoring.FormatDice(d.Faces), err)
		}
	}
}
