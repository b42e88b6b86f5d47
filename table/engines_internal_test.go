package table

import (
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// TestEveryKindHasItsDialogue: the table's side of every kind of the
// registry is registered under its engine, whole.
func TestEveryKindHasItsDialogue(t *testing.T) {
	t.Parallel()
	for _, k := range sheets.Kinds {
		e, ok := engines[k.Engine()]
		if !ok || e.turn == nil || e.takenBack == nil || e.robotPlayed == nil ||
			e.ask == nil || e.edit == nil || e.check == nil {
			t.Errorf("%s (engine %q): dialogue %+v", k, k.Engine(), e)
		}
	}
}

// TestRobotPlayedPerEngine: a robot's box turn is said by its throws, a
// 5000 turn by its notation.
func TestRobotPlayedPerEngine(t *testing.T) {
	t.Parallel()
	tb := &Table{}
	box := engines[sheets.EngineBoxes].robotPlayed(tb, &sheets.State{}, sheets.Move{Play: sheets.BoxPlay{Dice: "33322", Box: "full", Throws: []string{"33312/333", "33322"}}})
	if box != "throw 1: 3 3 3 1 2, keeps 3 3 3 · throw 2: 3 3 3 2 2" {
		t.Errorf("box: %q", box)
	}
	if five := engines[sheets.EngineFive].robotPlayed(tb, &sheets.State{}, sheets.Move{Play: sheets.FivePlay{Turn: "111234/111 556/55"}}); five != "throws 111234, keeps 111 (1000); throws 556, keeps 55 (100); stops at 1100" {
		t.Errorf("5000: %q", five)
	}
}

// TestC5RobotTurnOf5000InWords: a robot's 5000 turn is said throw by throw
// in words, in both languages, the points of each set-aside from scoring
// (C3), the bust as « tour perdu » (C5), six dice again after hot dice
// (C4) — never the raw notation.
func TestC5RobotTurnOf5000InWords(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		l          lang.Lang
		turn, want string
	}{
		{lang.EN, "544444/4445 44/-", "throws 544444, keeps 4445 (450); throws 44: bust"},
		{lang.FR, "544444/4445 44/-", "lance 544444, garde 4445 (450)\u00a0; lance 44\u00a0: tour perdu"},
		{lang.EN, "111555/111555 155234/15 2346/-", "throws 111555, keeps 111555 (1500), all six again; throws 155234, keeps 15 (150); throws 2346: bust"},
		{lang.FR, "111234/111 556/55", "lance 111234, garde 111 (1000)\u00a0; lance 556, garde 55 (100)\u00a0; s'arrête à 1100"},
	} {
		tb := &Table{Lang: c.l}
		if got := engines[sheets.EngineFive].robotPlayed(tb, &sheets.State{}, sheets.Move{Play: sheets.FivePlay{Turn: c.turn}}); got != c.want {
			t.Errorf("%s %s: got %q, want %q", c.l, c.turn, got, c.want)
		}
	}
}
