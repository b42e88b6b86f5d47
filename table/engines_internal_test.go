package table

import (
	"testing"

	"github.com/scorepad/scorepad/sheets"
)

// TestEveryKindHasItsDialogue: the table's side of every kind of the
// registry is registered under its engine, whole.
func TestEveryKindHasItsDialogue(t *testing.T) {
	t.Parallel()
	for _, k := range sheets.Kinds {
		e, ok := engines[k.Engine()]
		if !ok || e.turn == nil || e.takenBack == nil || e.robotPlayed == nil ||
			e.ask == nil || e.describe == nil || e.edit == nil {
			t.Errorf("%s (engine %q): dialogue %+v", k, k.Engine(), e)
		}
	}
}

// TestRobotPlayedPerEngine: a robot's box turn is said by its throws, a
// 5000 turn by its notation.
func TestRobotPlayedPerEngine(t *testing.T) {
	t.Parallel()
	tb := &Table{}
	box := engines[sheets.EngineBoxes].robotPlayed(tb, sheets.Move{Play: sheets.BoxPlay{Dice: "33322", Box: "full", Throws: []string{"33312/333", "33322"}}})
	if box != "throw 1: 3 3 3 1 2, keeps 3 3 3 · throw 2: 3 3 3 2 2" {
		t.Errorf("box: %q", box)
	}
	if five := engines[sheets.EngineFive].robotPlayed(tb, sheets.Move{Play: sheets.FivePlay{Turn: "111234/111 556/55"}}); five != "111234/111 556/55" {
		t.Errorf("5000: %q", five)
	}
}
