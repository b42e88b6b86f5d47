package cmd_test

import (
	"strings"
	"testing"
)

// G2 (issue 16): with only finished games, games lists them with the
// winner and the scores instead of "No game yet"; the scores written as
// the sheets write numbers (issue 31, item 10): grouped with a
// non-breaking space in French.
func TestGamesShowsFinishedGamesWithWinnerAndScores(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fiveThousand(t, db, "Ana,Ben")
	out := ok(t, db, "games")
	for _, want := range []string{"No game in progress. Finished games:", "finished · Ana wins · Ana 5000, Ben 500"} {
		if !strings.Contains(out, want) {
			t.Fatalf("games says %q:\n%s", want, out)
		}
	}
	if out := ok(t, db, "--lang", "fr", "games"); !strings.Contains(out, "Ana gagne · Ana 5\u00a0000, Ben 500") {
		t.Fatalf("in French:\n%s", out)
	}
}

// C2 (issue 16): move's help explains the 5000 --turn notation with a turn
// that banks, in both languages.
func TestC2TurnNotationExplainedWithABankedTurn(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	if out := ok(t, db, "move", "--help"); !strings.Contains(out, `--turn "111234/111 556/55"`) || !strings.Contains(out, "banks 1000 + 100 = 1100") {
		t.Fatalf("help:\n%s", out)
	}
	if out := ok(t, db, "--lang", "fr", "move", "--help"); !strings.Contains(out, "marque 1000 + 100 = 1100") {
		t.Fatalf("aide :\n%s", out)
	}
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	if out := ok(t, db, "move", "1", "--turn", "111234/111 556/55"); !strings.Contains(out, "1100") {
		t.Fatalf("the example banks 1100:\n%s", out)
	}
}
