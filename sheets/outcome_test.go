package sheets_test

import (
	"testing"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// TestOutcomeDetailOfEachEngine: Apply says what a move did in its
// engine's own type — the box's verdict and column (Penta, Yam's), the
// 5000 turn as recorded (C6), each player's Sackson verdict by seat (a
// zero verdict for an ended game, S4) — and the seat that played (-1 for
// a shared Sackson round).
func TestOutcomeDetailOfEachEngine(t *testing.T) {
	t.Parallel()
	yams, _ := sheets.NewState(&sheets.Game{Kind: sheets.Yams, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"down", "free"}}}})
	out, err := yams.Apply(sheets.Move{Play: sheets.BoxPlay{Dice: "66612", Box: "sixes", Column: "free"}})
	box, ok := out.Detail.(sheets.BoxOutcome)
	if err != nil || !ok || out.Seat != 0 || box.Column != "free" || box.Verdict.Box != scoring.Sixes || box.Verdict.Points != 18 {
		t.Errorf("Yam's sixes in free: %+v %v", out, err)
	}

	five, _ := sheets.NewState(&sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}})
	five.Apply(sheets.Move{Play: sheets.FivePlay{Points: 1000}})
	out, err = five.Apply(sheets.Move{Seat: 1, Play: sheets.FivePlay{Points: 400}})
	turn, ok := out.Detail.(sheets.FiveOutcome)
	if err != nil || !ok || out.Seat != 1 || turn.Turn.Points != 400 || turn.Turn.Recorded != 0 || turn.Turn.Opening {
		t.Errorf("5000 400 before the opening (C6): %+v %v", out, err)
	}

	sack, _ := sheets.NewState(&sheets.Game{Kind: sheets.Sackson, Players: []string{"Ana", "Ben"}})
	sack.Sackson().Pads[1].Ended = true
	out, err = sack.Apply(sheets.Move{Seat: -1, Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3", ""}}})
	round, ok := out.Detail.(sheets.SacksonOutcome)
	if err != nil || !ok || out.Seat != -1 || len(round.Verdicts) != 2 || round.Verdicts[0].Sums != [2]int{7, 11} || round.Verdicts[1].Sums != [2]int{} {
		t.Errorf("Sackson round with Ben's game ended: %+v %v", out, err)
	}
}

// TestRefusedBoxKeepsItsVerdict: a box the rules refuse comes back with
// the error and the verdict that refused it (Y6: a down column is filled
// from the top), no seat and nothing written.
func TestRefusedBoxKeepsItsVerdict(t *testing.T) {
	t.Parallel()
	s, _ := sheets.NewState(&sheets.Game{Kind: sheets.Yams, Players: []string{"Ana"}, Options: sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"down"}}}})
	out, err := s.Apply(sheets.Move{Play: sheets.BoxPlay{Dice: "66612", Box: "sixes"}})
	box, ok := out.Detail.(sheets.BoxOutcome)
	if err == nil || !ok || box.Verdict.Box != scoring.Sixes || box.Verdict.Legal || box.Column != "" {
		t.Fatalf("sixes first in a down column: %+v %v", out, err)
	}
	if s.Round != 1 || s.Totals()[0] != 0 {
		t.Errorf("a refused box changed the sheet: round %d, total %d", s.Round, s.Totals()[0])
	}
}
