package cmd_test

import (
	"strings"
	"testing"
)

// TestMenuEditsEachKindAndChecks drives the menu line by line, in process:
// the table's edit form writes its answers as edit's flags — a 5000 turn
// corrected to a bust, then to a total, a Sackson round's split, a Yam's
// box in another column — and the check form as check's.
func TestMenuEditsEachKindAndChecks(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	ok(t, db, "move", "1", "--points", "650")
	ok(t, db, "move", "1", "--points", "700")
	ok(t, db, "new", "sackson", "--players", "Ana")
	ok(t, db, "move", "2", "--roll", "22222", "--choice", "Ana=2+2,2+2/2")
	ok(t, db, "new", "yams", "--players", "Ana", "--columns", "down,free")
	ok(t, db, "move", "3", "--dice", "11123", "--box", "aces", "--column", "down")
	out := menuIn(t, db,
		"scorepad", "sheets", "Which game?", "1",
		"Game 1", "edit", "Which move?", "1", "The turn", "bust", // Ana busts
		"Game 1", "edit", "Which move?", "2", "The turn", "1000", // Ben banks 1000
		"Game 1", "back",
		"scorepad", "sheets", "Which game?", "2",
		"Game 2", "edit", "Which move?", "1", "shared throw", "33333", "choice", "3+3,3+3/3",
		"Game 2", "back",
		"scorepad", "sheets", "Which game?", "3",
		"Game 3", "edit", "Which move?", "1", "dice", "11145", "In which box?", "aces", "Which column?", "free",
		"Game 3", "back",
		// Check a box: Yam's, one free column, full 25, four sum5, no
		// plus/minus, 66666, an empty sheet
		"scorepad", "check", "Check which game?", "yams",
		"Columns", "free", "Full house", "25", "Four of a kind", "sum5", "minus", "n",
		"dice", "66666", "Boxes already filled", "",
		"scorepad", "quit",
	)
	five := sheetOf(t, db, "1")
	if *five.Players[0].Score != 0 || five.Players[0].Turns[0].Points != 0 || five.Players[1].Turns[0].Points != 1000 {
		t.Fatalf("the 5000 corrections: %+v\n%s", five.Players, out)
	}
	if sack := sheetOf(t, db, "2"); sack.Players[0].Tracks[0].Value != 3 {
		t.Fatalf("the Sackson correction: %+v\n%s", sack.Players[0], out)
	}
	yams := sheetOf(t, db, "3")
	if yams.Players[0].Columns[0].Boxes["aces"] != nil || *yams.Players[0].Columns[1].Boxes["aces"] != 3 {
		t.Fatalf("the Yam's correction moves the box to the free column: %+v\n%s", yams.Players[0].Columns, out)
	}
	for _, want := range []string{"Move 1 of game 1 corrected", "Move 2 of game 1 corrected", "Move 1 of game 2 corrected", "Move 1 of game 3 corrected", "Throw 66666", "Yam's: five 6s → 50 (Y3)"} {
		if !strings.Contains(out, want) {
			t.Errorf("the menu says %q", want)
		}
	}
	if t.Failed() {
		t.Fatalf("the check form judged the throw:\n%s", out)
	}
}
