package cmd_test

import (
	"fmt"
	"strings"
	"testing"
)

// games lists one page at a time, unfinished first then newest first:
// --limit and --offset give consecutive pages without overlap, --limit 0
// every game (read page by page), the footer says how to see the next
// page, and a negative limit or offset is bad input.
func TestGamesPages(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "dev", "fill", "--games", "30", "--seed", "3")
	for range 3 {
		ok(t, db, "new", "penta", "--players", "Ana")
	}
	type line struct {
		ID       int64
		Finished bool
	}
	page := func(args ...string) []line {
		var ls []line
		decode(t, ok(t, db, append([]string{"games", "--all", "--json"}, args...)...), &ls)
		return ls
	}
	every := page("--limit", "0")
	if len(every) != 33 {
		t.Fatalf("--limit 0 lists %d games, want 33", len(every))
	}
	for i, l := range every {
		if (i < 3) == l.Finished {
			t.Fatalf("game %d at %d: the unfinished come first", l.ID, i)
		}
		if i > 0 && i != 3 && l.ID > every[i-1].ID {
			t.Fatalf("newest first within each group: %d after %d", l.ID, every[i-1].ID)
		}
	}
	var joined []line
	for off := 0; off < 40; off += 7 {
		joined = append(joined, page("--limit", "7", "--offset", fmt.Sprint(off))...)
	}
	if fmt.Sprint(joined) != fmt.Sprint(every) {
		t.Fatalf("pages of 7 joined:\n%v\nwant\n%v", joined, every)
	}
	if d := page(); len(d) != 20 || fmt.Sprint(d) != fmt.Sprint(every[:20]) {
		t.Fatalf("the default page is the first 20 games: %v", d)
	}
	out := ok(t, db, "games", "--all")
	if !strings.Contains(out, "Games 1–20 of 33 · next page: scorepad games --all --offset 20") {
		t.Fatalf("footer missing:\n%s", out)
	}
	if out := ok(t, db, "games", "--all", "--offset", "20"); strings.Contains(out, "next page") || strings.Count(out, "\n") != 14 {
		t.Fatalf("the last page (13 games and the header):\n%s", out)
	}
	fr := runIn(t, db, "", []string{"games", "--all", "--limit", "5"}, "LANG=fr_FR.UTF-8")
	if !strings.Contains(fr.out, "Parties 1 à 5 sur 33 · page suivante") || !strings.Contains(fr.out, "scorepad games --all --offset 5") {
		t.Fatalf("French footer:\n%s\n%s (exit %d)", fr.out, fr.err, fr.code)
	}
	fails(t, db, 2, "--limit -1", "games", "--limit", "-1")
	fails(t, db, 2, "--offset -3", "games", "--offset", "-3")
}
