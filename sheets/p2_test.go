package sheets_test

import (
	"testing"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// TestP2_MoveThrowsJudgedAsAWholeTurn: a move recorded throw by throw is
// refused (P2, state unchanged) when its throws cannot make the turn, and
// accepted when they can. A log saved before the check still replays.
func TestP2_MoveThrowsJudgedAsAWholeTurn(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{ID: 1, Kind: sheets.Penta, Players: []string{"Ana"}}
	s, err := sheets.NewState(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []sheets.Move{
		{Play: sheets.BoxPlay{Dice: "11234", Box: "aces", Throws: []string{"23456/11"}}},
		{Play: sheets.BoxPlay{Dice: "66666", Box: "sixes", Throws: []string{"66123/66", "66645/666", "66612/666"}}},
		{Play: sheets.BoxPlay{Dice: "66666", Box: "sixes", Throws: []string{"11111/1", "12222/1", "13333/1", "14444/1"}}},
	} {
		_, err := s.Apply(m)
		e, ok := err.(*scoring.Error)
		if !ok || !e.Illegal || e.Rule != "P2" {
			t.Fatalf("P2: %v accepted or refused wrongly: %v", m.Play.(sheets.BoxPlay).Throws, err)
		}
		if s.Round != 1 || s.Boxes().Cols[0][0].Filled != 0 {
			t.Fatal("P2: a refused turn changed the sheet")
		}
	}
	if _, err := s.Apply(sheets.Move{Play: sheets.BoxPlay{Dice: "66662", Box: "sixes", Throws: []string{"66123/66", "66645/666"}}}); err != nil {
		t.Fatalf("P2: a legal turn refused: %v", err)
	}
	if _, err := s.Apply(sheets.Move{Play: sheets.BoxPlay{Dice: "12345", Box: "chance", Throws: []string{"1234/1"}}}); err == nil || err.(*scoring.Error).Illegal {
		t.Fatalf("a malformed throw is bad input: %v", err)
	}

	// A game saved before P2 was checked, with a keep not in its throw.
	old := &sheets.Game{ID: 2, Kind: sheets.Penta, Players: []string{"Ana"},
		Moves: []sheets.Move{{Seq: 1, Play: sheets.BoxPlay{Dice: "11234", Box: "aces", Throws: []string{"23456/11"}}}}}
	if r, err := sheets.Replay(old); err != nil || r.Totals()[0] != 2 {
		t.Fatalf("an old log no longer replays: %v", err)
	}
}
