package cmd_test

import (
	"strings"
	"testing"
)

// G2 (issue 16): with only finished games, games lists them with the
// winner and the scores instead of "No game yet".
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
	if out := ok(t, db, "--lang", "fr", "games"); !strings.Contains(out, "Ana gagne · Ana 5000, Ben 500") {
		t.Fatalf("in French:\n%s", out)
	}
}
