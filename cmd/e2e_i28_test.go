package cmd_test

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/scorepad/scorepad/cmd"
)

// Issue 28: files that travel between machines.

// TestF2StaleJournalCannotEmptyTheDatabase: the attack, as a user
// meets it: a 512-byte rollback-journal header recording an empty database
// beside a database of games. games (which only reads) lists every game,
// says on stderr (in both languages) that the journal was moved aside and
// under which name, and the file keeps its games. On main, games printed
// "No game yet" and the file was replaced by an empty database.
func TestF2StaleJournalCannotEmptyTheDatabase(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en_US.UTF-8", "fr_FR.UTF-8"} {
		db := newDB(t)
		for i := 0; i < 5; i++ {
			ok(t, db, "new", "penta", "--players", "Ana,Ben")
		}
		h := make([]byte, 512)
		copy(h, []byte{0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7})
		binary.BigEndian.PutUint32(h[20:], 512)
		binary.BigEndian.PutUint32(h[24:], 4096)
		if err := os.WriteFile(db+"-journal", h, 0o644); err != nil {
			t.Fatal(err)
		}
		r := run(t, db, []string{"games", "--json"}, "LANG="+lang)
		if r.code != 0 {
			t.Fatalf("%s: games: exit %d, %q", lang, r.code, r.err)
		}
		if n := strings.Count(r.out, `"id"`); n != 5 {
			t.Errorf("%s: games lists %d games, want 5:\n%s", lang, n, r.out)
		}
		want := map[string]string{"en_US.UTF-8": "moved aside", "fr_FR.UTF-8": "mis de côté"}[lang]
		if !strings.Contains(r.err, want) || !strings.Contains(r.err, ".stale-") {
			t.Errorf("%s: stderr %q does not say the journal was moved aside and where", lang, r.err)
		}
		if m, _ := filepath.Glob(db + "-journal.stale-*"); len(m) != 1 {
			t.Errorf("%s: journals moved aside: %v, want one", lang, m)
		}
		if _, err := os.Stat(db + "-journal"); err == nil {
			t.Errorf("%s: the journal is still beside the database", lang)
		}
		if n := strings.Count(ok(t, db, "games", "--json"), `"id"`); n != 5 {
			t.Errorf("%s: afterwards games lists %d games, want 5", lang, n)
		}
	}
}

// TestF7EmptyDBFlagRefused: --db "" (a script's unset $DB) is refused with
// exit 2, in both languages, and the default database is neither created
// nor touched. On main it silently used the default database.
func TestF7EmptyDBFlagRefused(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	for _, tc := range []struct{ lang, want string }{{"en_US.UTF-8", "names no file"}, {"fr_FR.UTF-8", "ne nomme aucun fichier"}} {
		for _, arg := range [][]string{{"--db", ""}, {"--db="}, {"--db", "  "}} {
			args := append(append([]string{}, arg...), "new", "penta", "--players", "Ana,Ben")
			r := runIn(t, "", "", args, "HOME="+home, "XDG_DATA_HOME="+filepath.Join(home, "data"), "LANG="+tc.lang)
			if r.code != 2 || !strings.Contains(r.err, tc.want) || r.out != "" {
				t.Errorf("%s %q: exit %d, stderr %q, stdout %q; want exit 2 saying %q", tc.lang, args, r.code, r.err, r.out, tc.want)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(home, "data")); err == nil {
		t.Error("the default database's folder was created")
	}
}

// TestF10ReleasedBuildIgnoresFaultPoints: the package as released (built
// without -tags scorepadfault, as this test is) has no fault point:
// SCOREPAD_FAULT=after-commit changes nothing, the move is saved and
// announced, exit 0. On main the process died with exit 86 after the
// commit, saying nothing.
func TestF10ReleasedBuildIgnoresFaultPoints(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	for i, point := range []string{"before-commit", "after-commit", "before-print"} {
		box := []string{"chance", "chance", "aces"}[i]
		r := run(t, db, []string{"move", "1", "--dice", "12345", "--box", box, "--json"}, "SCOREPAD_FAULT="+point)
		if r.code != 0 || !strings.Contains(r.out, `"player"`) {
			t.Fatalf("SCOREPAD_FAULT=%s: exit %d, stdout %q, stderr %q; want the move saved and announced", point, r.code, r.out, r.err)
		}
	}
}

// exportDoc returns db's export, decoded.
func exportDoc(t *testing.T, db string) map[string]any {
	t.Helper()
	var doc map[string]any
	decode(t, ok(t, db, "export"), &doc)
	return doc
}

// docGames returns the games of an export document.
func docGames(doc map[string]any) []map[string]any {
	var out []map[string]any
	for _, g := range doc["games"].([]any) {
		out = append(out, g.(map[string]any))
	}
	return out
}

// writeDoc writes an export document (or any value) as JSON to a new file.
func writeDoc(t *testing.T, doc any) string {
	t.Helper()
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "file.json")
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// snapshot is what a database shows of itself: every game's export, sheet
// and move list, to see that a refused import changed nothing.
func snapshot(t *testing.T, db string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(strings.Join(func() []string {
		var s []string
		for _, g := range gamesOf(t, ok(t, db, "export")) {
			s = append(s, string(g))
		}
		return s
	}(), "\n"))
	var list []struct{ ID int64 }
	decode(t, ok(t, db, "games", "--all", "--json"), &list)
	for _, g := range list {
		id := fmt.Sprint(g.ID)
		b.WriteString(ok(t, db, "sheet", id, "--json"))
		b.WriteString(ok(t, db, "edit", id, "--list", "--json"))
	}
	b.WriteString(ok(t, db, "stats", "--json"))
	return b.String()
}

// TestF1ImportRefusesALogThatDoesNotFitTheLocalGame: a game of the file
// whose UUID is a local game's but whose kind, seats or options differ is
// refused (exit 2) naming the game, its UUID and what differs, and nothing
// is written: every command still reads the local game. On main a Yam's
// log over a Penta game said "1 updated" and broke the game for sheet,
// edit, undo, delete, stats and export; more seats failed with a raw
// NOT NULL constraint.
func TestF1ImportRefusesALogThatDoesNotFitTheLocalGame(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name         string
		local, other func(t *testing.T, db string)
		want, wantFR string
	}{
		{"yams-over-penta",
			func(t *testing.T, db string) {
				ok(t, db, "new", "penta", "--players", "Ana,Ben")
				pentaMoves(t, db, "1", 4)
			},
			func(t *testing.T, db string) {
				ok(t, db, "new", "yams", "--players", "Ana,Ben")
				pentaMoves(t, db, "1", 6)
			},
			"it is a game of Penta here, of Yam's in the file", "c'est une partie de Penta ici, de Yam's dans le fichier"},
		{"two-players-over-four",
			func(t *testing.T, db string) { fiveThousand(t, db, "Ana,Ben,Cléo,Dan") },
			func(t *testing.T, db string) { fiveThousand(t, db, "Ana,Ben") },
			"it has 4 players here", "elle a 4 joueurs ici"},
		{"five-players-over-four",
			func(t *testing.T, db string) { fiveThousand(t, db, "Ana,Ben,Cléo,Dan") },
			func(t *testing.T, db string) { fiveThousand(t, db, "Ana,Ben,Cléo,Dan,Eve") },
			"it has 4 players here", "elle a 4 joueurs ici"},
		{"sackson-over-5000",
			func(t *testing.T, db string) { fiveThousand(t, db, "Ana,Ben") },
			func(t *testing.T, db string) {
				ok(t, db, "new", "sackson", "--players", "Ana,Ben")
				ok(t, db, "move", "1", "--roll", "33456", "--choice", "Ana=3+4,5+6/3", "--choice", "Ben=3+3,4+5/6")
			},
			"it is a game of 5000 here, of Sackson (Can't Stop Express) in the file", "c'est une partie de 5000 ici"},
		{"other-seats",
			func(t *testing.T, db string) { fiveThousand(t, db, "Ana,Ben") },
			func(t *testing.T, db string) { fiveThousand(t, db, "Ben,Ana") },
			"seat 1 is Ana here, Ben in the file", "la place 1 est à Ana ici, à Ben dans le fichier"},
		{"other-options",
			func(t *testing.T, db string) {
				ok(t, db, "new", "yams", "--players", "Ana,Ben", "--preset", "francaise")
			},
			func(t *testing.T, db string) { ok(t, db, "new", "yams", "--players", "Ana,Ben") },
			"its options are", "ses options sont"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			a, b, c := newDB(t), newDB(t), newDB(t)
			tc.local(t, a)
			ok(t, b, "import", writeDoc(t, exportDoc(t, a)))
			tc.other(t, c)
			local := docGames(exportDoc(t, a))[0]
			doc := exportDoc(t, c)
			g := docGames(doc)[0]
			g["uuid"] = local["uuid"]
			g["updated"] = time.Now().UTC().Format(time.RFC3339Nano) // newer: "newest wins" took it on main
			file := writeDoc(t, doc)
			before := snapshot(t, b)
			r := fails(t, b, 2, tc.want, "import", file)
			if !strings.Contains(r.err, local["uuid"].(string)) || !strings.Contains(r.err, "game 1") || !strings.Contains(r.err, "nothing was imported") {
				t.Errorf("the refusal names neither the game nor its UUID: %q", r.err)
			}
			rf := run(t, b, []string{"import", file}, "LANG=fr_FR.UTF-8")
			if rf.code != 2 || !strings.Contains(rf.err, tc.wantFR) || !strings.Contains(rf.err, "rien n'a été importé") {
				t.Errorf("French: exit %d, %q; want %q", rf.code, rf.err, tc.wantFR)
			}
			if after := snapshot(t, b); after != before {
				t.Errorf("the refused import changed the database")
			}
		})
	}
}

// mutate returns a's export with change applied to its first game.
func mutate(t *testing.T, a string, change func(g map[string]any)) string {
	t.Helper()
	doc := exportDoc(t, a)
	change(docGames(doc)[0])
	return writeDoc(t, doc)
}

func moveOf(g map[string]any, i int) map[string]any { return g["moves"].([]any)[i].(map[string]any) }

// TestF3ImportChecksEveryFieldAsTheCommandsDo: a field the command that
// writes it would refuse refuses the whole file, naming the game, and
// nothing is written: throws that do not lead to the dice (P2), escape
// sequences in a throw, five throws, a Sackson penalty out of the rules, a
// robot that is none, a 5000 move with points and a bust or points and a
// turn. On main all of them were imported.
func TestF3ImportChecksEveryFieldAsTheCommandsDo(t *testing.T) {
	t.Parallel()
	penta, five, sackson := newDB(t), newDB(t), newDB(t)
	ok(t, penta, "new", "penta", "--players", "Ana,Ben")
	pentaMoves(t, penta, "1", 2)
	fiveThousand(t, five, "Ana,Ben")
	ok(t, sackson, "new", "sackson", "--players", "Ana,Ben")
	ok(t, sackson, "move", "1", "--roll", "33456", "--choice", "Ana=3+4,5+6/3", "--choice", "Ben=3+3,4+5/6")
	for _, tc := range []struct {
		name   string
		from   string
		change func(g map[string]any)
		code   int
		want   string
	}{
		{"throws-not-the-dice", penta, func(g map[string]any) { moveOf(g, 0)["throws"] = []string{"66666/66666"} }, 1, "P2"},
		{"escape-in-a-throw", penta, func(g map[string]any) { moveOf(g, 0)["throws"] = []string{"\x1b[31m11123/111"} }, 2, "game "},
		{"five-throws", penta, func(g map[string]any) {
			moveOf(g, 0)["throws"] = []string{"11456/1", "11456/11", "11156/111", "11123/111", "11123/11123"}
		}, 1, "at most three"},
		{"sackson-penalty", sackson, func(g map[string]any) { g["options"].(map[string]any)["penalty"] = -99999999 }, 2, "penalty -99999999"},
		{"robot-evil", penta, func(g map[string]any) {
			g["players"] = []string{"Ana", "robot:evil"}
			moveOf(g, 1)["player"] = "robot:evil"
		}, 2, "robots are robot:normal and robot:expert"},
		{"points-and-bust", five, func(g map[string]any) { moveOf(g, 0)["bust"] = true }, 2, "exactly one of a turn, points or a bust"},
		{"points-and-turn", five, func(g map[string]any) { moveOf(g, 0)["turn"] = "111234/111 556/55" }, 2, "exactly one of a turn, points or a bust"},
		{"penta-options", penta, func(g map[string]any) { g["options"] = map[string]any{"columns": []string{"down"}} }, 2, "options of another game"},
		{"5000-order", five, func(g map[string]any) { g["options"] = map[string]any{"order": "alphabetical"} }, 2, "order \"alphabetical\""},
	} {
		b := newDB(t)
		file := mutate(t, tc.from, tc.change)
		r := fails(t, b, tc.code, tc.want, "import", file)
		if !strings.Contains(r.err, "nothing was imported") {
			t.Errorf("%s: %q does not say nothing was imported", tc.name, r.err)
		}
		var list []struct{ ID int64 }
		decode(t, ok(t, b, "games", "--all", "--json"), &list)
		if len(list) != 0 {
			t.Errorf("%s: %d games written", tc.name, len(list))
		}
	}
}

// TestF4ImportNumbersAndTimes: a game number beyond the range new uses is
// reassigned (the UUID kept) and later games get the next numbers; moves
// dated 0001-01-01 or before the start, a start in 9999 are refused. On
// main the number was kept (every later new got a random 19-digit number)
// and the dates accepted (stats showed a month 0001-01).
func TestF4ImportNumbersAndTimes(t *testing.T) {
	t.Parallel()
	a := newDB(t)
	fiveThousand(t, a, "Ana,Ben")
	b := newDB(t)
	uuid := docGames(exportDoc(t, a))[0]["uuid"].(string)
	ok(t, b, "import", mutate(t, a, func(g map[string]any) { g["id"] = int64(9223372036854775807) }))
	var list []struct{ ID int64 }
	decode(t, ok(t, b, "games", "--all", "--json"), &list)
	if len(list) != 1 || list[0].ID != 1 {
		t.Fatalf("the imported game is numbered %+v, want 1", list)
	}
	if got := docGames(exportDoc(t, b))[0]["uuid"]; got != uuid {
		t.Errorf("the UUID changed: %v, want %s", got, uuid)
	}
	var g struct{ Game int64 }
	decode(t, ok(t, b, "new", "penta", "--players", "Ana,Ben", "--json"), &g)
	if g.Game != 2 {
		t.Errorf("the next new game is %d, want 2", g.Game)
	}
	for _, tc := range []struct {
		name   string
		change func(g map[string]any)
		want   string
	}{
		{"move-in-year-1", func(g map[string]any) { moveOf(g, 0)["at"] = "0001-01-01T00:00:00Z" }, "move 1 is dated 0001-01-01T00:00:00Z"},
		{"move-before-start", func(g map[string]any) {
			st, _ := time.Parse(time.RFC3339Nano, g["started"].(string))
			moveOf(g, 1)["at"] = st.Add(-time.Hour).Format(time.RFC3339Nano)
		}, "move 2 is dated"},
		{"start-in-9999", func(g map[string]any) { g["started"] = "9999-01-01T00:00:00Z" }, "the start, 9999-01-01T00:00:00Z"},
		{"move-in-9999", func(g map[string]any) { moveOf(g, 2)["at"] = "9999-01-01T00:00:00Z" }, "move 3 is dated 9999"},
		{"abandoned-in-9999", func(g map[string]any) { g["abandoned"] = "9999-01-01T00:00:00Z" }, "abandoned 9999"},
	} {
		c := newDB(t)
		fails(t, c, 2, tc.want, "import", mutate(t, a, tc.change))
		decode(t, ok(t, c, "games", "--all", "--json"), &list)
		if len(list) != 0 {
			t.Errorf("%s: %d games written", tc.name, len(list))
		}
	}
}

// importCounts is import --json's summary.
type importCounts struct {
	Imported, Updated, Skipped int
	Conflicts                  []struct {
		Game int64
		UUID string
		Copy int64
	}
}

func importJSON(t *testing.T, db, file string) importCounts {
	t.Helper()
	var c importCounts
	decode(t, ok(t, db, "import", file, "--json"), &c)
	return c
}

// scores returns each player's 5000 score in game id.
func scores(t *testing.T, db, id string) map[string]int {
	t.Helper()
	var s struct {
		Players []struct {
			Name  string
			Score int
		}
	}
	decode(t, ok(t, db, "sheet", id, "--json"), &s)
	out := map[string]int{}
	for _, p := range s.Players {
		out[p.Name] = p.Score
	}
	return out
}

// TestF5TwoDatabasesPlayTheSameGameApart: the scenario. After a
// sync, A adds 600 and 50, B adds 700 and 800. B importing A's file keeps
// B's game and adds A's as a conflict copy (said on stdout and in
// "conflicts"); A importing B's does the same the other way: no move is
// lost on either side. Importing again adds nothing. games and players
// show the copy until it is kept or deleted. A side whose log is a prefix
// of the other's catches up (and the longer side skips). On main B's moves
// were replaced ("1 updated") and A skipped B's ("1 skipped").
func TestF5TwoDatabasesPlayTheSameGameApart(t *testing.T) {
	t.Parallel()
	a, b := newDB(t), newDB(t)
	ok(t, a, "new", "5000", "--players", "Ana,Ben")
	ok(t, a, "move", "1", "--points", "1000")
	ok(t, a, "move", "1", "--points", "500")
	sync := writeDoc(t, exportDoc(t, a))
	if c := importJSON(t, b, sync); c.Imported != 1 {
		t.Fatalf("first sync: %+v", c)
	}
	// apart
	ok(t, a, "move", "1", "--points", "600")
	ok(t, a, "move", "1", "--points", "50")
	ok(t, b, "move", "1", "--points", "700")
	ok(t, b, "move", "1", "--points", "800")
	fa, fb := writeDoc(t, exportDoc(t, a)), writeDoc(t, exportDoc(t, b))

	out := ok(t, b, "import", fa)
	if !strings.Contains(out, "Conflict: game 1 was played apart on both sides") || !strings.Contains(out, "as game 2") {
		t.Errorf("B's import does not say so: %q", out)
	}
	if got := scores(t, b, "1"); got["Ana"] != 1700 || got["Ben"] != 1300 {
		t.Errorf("B's own game after importing A's: %v, want Ana 1700, Ben 1300 (B's moves kept)", got)
	}
	if got := scores(t, b, "2"); got["Ana"] != 1600 || got["Ben"] != 550 {
		t.Errorf("the conflict copy in B: %v, want A's log (Ana 1600, Ben 550)", got)
	}
	c := importJSON(t, a, fb)
	if len(c.Conflicts) != 1 || c.Conflicts[0].Game != 1 || c.Conflicts[0].Copy != 2 || c.Imported+c.Updated+c.Skipped != 0 {
		t.Errorf("A imports B: %+v, want one conflict (game 1, copy 2)", c)
	}
	if got := scores(t, a, "2"); got["Ana"] != 1700 || got["Ben"] != 1300 {
		t.Errorf("the conflict copy in A: %v, want B's log", got)
	}
	// again: nothing new
	for _, tc := range []struct{ db, file string }{{a, fb}, {b, fa}} {
		if c := importJSON(t, tc.db, tc.file); len(c.Conflicts) != 0 || c.Imported != 0 {
			t.Errorf("importing the same file again: %+v", c)
		}
	}
	// A's export now carries the copy too: B meets it as its own log
	if c := importJSON(t, b, writeDoc(t, exportDoc(t, a))); len(c.Conflicts) != 0 || c.Imported != 0 {
		t.Errorf("B imports A's export holding the copy of B's own log: %+v", c)
	}
	// games and players show the copy, in both languages
	if out := ok(t, b, "games"); !strings.Contains(out, "conflict copy of game 1") || !strings.Contains(out, "scorepad keep 2") {
		t.Errorf("games does not show the conflict copy:\n%s", out)
	}
	if out := run(t, b, []string{"players"}, "LANG=fr_FR.UTF-8").out; !strings.Contains(out, "copie en conflit de la partie 1") {
		t.Errorf("players does not show the conflict copy:\n%s", out)
	}
	var list []struct {
		ID         int64
		ConflictOf int64 `json:"conflict_of"`
	}
	decode(t, ok(t, b, "games", "--json"), &list)
	if len(list) != 2 || list[0].ConflictOf != 1 {
		t.Errorf("games --json: %+v", list)
	}
	ok(t, b, "keep", "2")
	if out := ok(t, b, "games", "--all"); strings.Contains(out, "conflict") {
		t.Errorf("a kept copy is still shown as one:\n%s", out)
	}
	fails(t, b, 2, "not a conflict copy", "keep", "2")
	ok(t, a, "delete", "2", "--yes")
	if out := ok(t, a, "players"); strings.Contains(out, "conflict") {
		t.Errorf("a deleted copy is still shown:\n%s", out)
	}

	// a finished game played apart: the copy counts in no statistics
	// until it is kept
	f1, f2 := newDB(t), newDB(t)
	ok(t, f1, "new", "5000", "--players", "Ana,Ben")
	ok(t, f1, "move", "1", "--points", "1000")
	ok(t, f2, "import", writeDoc(t, exportDoc(t, f1)))
	ok(t, f1, "move", "1", "--points", "500")
	ok(t, f1, "move", "1", "--points", "4000") // Ana wins
	ok(t, f2, "move", "1", "--bust")
	ok(t, f2, "move", "1", "--points", "4000") // Ana wins too, Ben on 0
	ana := func() int {
		var s statsDoc
		decode(t, ok(t, f2, "stats", "--json"), &s)
		for _, p := range s.Players {
			if p.Player == "Ana" {
				return p.Games
			}
		}
		return 0
	}
	if c := importJSON(t, f2, writeDoc(t, exportDoc(t, f1))); len(c.Conflicts) != 1 {
		t.Fatalf("finished games played apart: %+v", c)
	}
	if n := ana(); n != 1 {
		t.Errorf("with a conflict copy not yet kept, Ana's statistics count %d games, want 1", n)
	}
	ok(t, f2, "keep", "2")
	if n := ana(); n != 2 {
		t.Errorf("the copy kept, Ana's statistics count %d games, want 2", n)
	}

	// a prefix catches up, either way
	c1, c2 := newDB(t), newDB(t)
	ok(t, c1, "new", "5000", "--players", "Ana,Ben")
	ok(t, c1, "move", "1", "--points", "1000")
	ok(t, c2, "import", writeDoc(t, exportDoc(t, c1)))
	ok(t, c1, "move", "1", "--points", "600")
	ahead := writeDoc(t, exportDoc(t, c1))
	if c := importJSON(t, c2, ahead); c.Updated != 1 || len(c.Conflicts) != 0 {
		t.Errorf("the shorter side imports the longer: %+v, want 1 updated", c)
	}
	ok(t, c2, "move", "1", "--points", "700")
	behind := writeDoc(t, exportDoc(t, c1))
	if c := importJSON(t, c2, behind); c.Skipped != 1 || c.Updated != 0 || len(c.Conflicts) != 0 {
		t.Errorf("the longer side imports the shorter: %+v, want 1 skipped", c)
	}
	if got := scores(t, c2, "1"); got["Ana"] != 1700 || got["Ben"] != 600 {
		t.Errorf("the longer side lost a move: %v", got)
	}
}

// fullWriter is standard output on a full disk.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestF6SavedButNotPrinted: when new, move or undo saved their change and
// the confirmation cannot be written (stdout on a full disk), stderr says
// what was saved (the game, the move) in the user's language and the exit
// code is 4 (saved, output failed), not 3 (nothing saved); a command that
// saved nothing and cannot print keeps 3. The built binary with stdout on
// /dev/full does the same. On main every case exited 3 "cannot write the
// output", and a script retrying the move recorded the next player's turn.
func TestF6SavedButNotPrinted(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	full := func(lang string, args ...string) result {
		t.Helper()
		vars := environ(t, db, []string{"LANG=" + lang})
		var e syncBuffer
		code := cmd.Run(args, &cmd.IOStreams{In: strings.NewReader(""), Out: fullWriter{}, ErrOut: &e}, func(k string) string { return vars[k] })
		return result{"", e.String(), code}
	}
	for _, tc := range []struct {
		args []string
		lang string
		code int
		want []string
	}{
		{[]string{"new", "penta", "--players", "Ana,Ben"}, "en_US.UTF-8", 4, []string{"Saved: new game 1 (Penta: Ana, Ben)", "do not enter it again"}},
		{[]string{"move", "1", "--dice", "12345", "--box", "chance"}, "en_US.UTF-8", 4, []string{"Saved: game 1, move 1 (Ana):", "chance", "no space left"}},
		{[]string{"move", "1", "--dice", "12345", "--box", "chance", "--json"}, "fr_FR.UTF-8", 4, []string{"Enregistré : partie 1, coup 2 (Ben)", "ne le saisissez pas de nouveau"}},
		{[]string{"undo", "1"}, "en_US.UTF-8", 4, []string{"Saved: Move 2 of game 1 taken back. But"}},
		{[]string{"games"}, "en_US.UTF-8", 3, []string{"cannot write the output"}},
		{[]string{"move", "1", "--dice", "12345", "--box", "nonsense"}, "en_US.UTF-8", 2, nil},
	} {
		r := full(tc.lang, tc.args...)
		if r.code != tc.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tc.args, r.code, tc.code, r.err)
		}
		for _, w := range tc.want {
			if !strings.Contains(r.err, strings.ReplaceAll(w, " :", "\u00a0:")) {
				t.Errorf("%v: stderr %q does not say %q", tc.args, r.err, w)
			}
		}
	}
	// Ben's chance was undone, Ana's stays: the saved moves are there
	var l []struct{ Moves int }
	decode(t, ok(t, db, "games", "--json"), &l)
	if len(l) != 1 || l[0].Moves != 1 {
		t.Errorf("games after: %+v, want game 1 with 1 move", l)
	}
	if _, err := os.Stat("/dev/full"); err != nil {
		return
	}
	devFull, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer devFull.Close()
	c := exec.Command(bin(t), "move", "1", "--dice", "12345", "--box", "chance")
	for k, v := range environ(t, db, nil) {
		c.Env = append(c.Env, k+"="+v)
	}
	var e bytes.Buffer
	c.Stdout, c.Stderr = devFull, &e
	err = c.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 4 || !strings.Contains(e.String(), "Saved: game 1, move 2 (Ben)") {
		t.Errorf("move >/dev/full: %v, stderr %q; want exit 4 saying what was saved", err, e.String())
	}
}

// asNobody runs the built binary as user nobody (root runs the tests; a
// file root made is then another user's), in English unless lang says.
func asNobody(t *testing.T, lang string, args ...string) result {
	t.Helper()
	setpriv, err := exec.LookPath("setpriv")
	if os.Getuid() != 0 || err != nil {
		t.Skip("needs root and setpriv to run as another user")
	}
	c := exec.Command(setpriv, append([]string{"--reuid=65534", "--regid=65534", "--clear-groups", bin(t)}, args...)...)
	c.Env = []string{"HOME=/nonexistent", "LANG=" + lang}
	var o, e bytes.Buffer
	c.Stdout, c.Stderr = &o, &e
	err = c.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{o.String(), e.String(), code}
}

// TestF8FileErrorsInWords: each error of the issue says what is true, with
// the path the user gave, in both languages, never a raw error or a
// temporary file's name: backup "" and backup into a missing folder,
// import of a folder and of "", sheet -o into a missing folder, an export
// from a newer scorepad, a field of the wrong type.
func TestF8FileErrorsInWords(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	dir := t.TempDir()
	missing := filepath.Join(dir, "nonexist")
	newer := writeDoc(t, map[string]any{"format": "scorepad-export", "version": 2, "games": []any{}})
	typed := writeDoc(t, map[string]any{"format": "scorepad-export", "version": 1, "games": []any{map[string]any{
		"uuid": "0b6c5f0e-7f4a-4d7b-9a51-3c2f8f8f1a01", "kind": "penta", "players": []string{"Ana"}, "started": "2026-01-01T10:00:00Z",
		"moves": []any{map[string]any{"seq": 1, "at": "2026-01-01T10:01:00Z", "dice": "12345", "box": "chance", "auto": "yes"}}}}})
	for _, tc := range []struct {
		args     []string
		code     int
		en, fr   string
		notWords []string
	}{
		{[]string{"backup", ""}, 2, "give the file to write the copy to", "donnez le fichier où écrire la copie", nil},
		{[]string{"backup", filepath.Join(missing, "b.db")}, 2, "the folder " + missing + " does not exist: no backup was written to " + filepath.Join(missing, "b.db"), "le dossier " + missing + " n'existe pas", []string{"backup-", "VACUUM"}},
		{[]string{"backup", dir}, 2, dir + " is a folder", dir + " est un dossier", nil},
		{[]string{"import", dir}, 2, dir + " is a folder, not a file written by scorepad export", dir + " est un dossier", []string{"read " + dir}},
		{[]string{"import", ""}, 2, "give the file to import", "donnez le fichier à importer", nil},
		{[]string{"import", filepath.Join(missing, "x.json")}, 2, "cannot read " + filepath.Join(missing, "x.json") + ": there is no such file", "ce fichier n'existe pas", []string{"open "}},
		{[]string{"sheet", "1", "-o", filepath.Join(missing, "x.html")}, 3, "cannot write " + filepath.Join(missing, "x.html") + ": the folder " + missing + " does not exist; nothing was written", "le dossier " + missing + " n'existe pas", []string{".tmp-", "open "}},
		{[]string{"import", newer}, 2, "written by a newer scorepad (export version 2; this one reads version 1)", "écrit par un scorepad plus récent", []string{"not a scorepad export"}},
		{[]string{"import", typed}, 2, `move 1: "auto" holds a string where true or false is expected`, `contient une chaîne là où true ou false est attendu`, []string{"games.games", "games.moves"}},
	} {
		r := fails(t, db, tc.code, tc.en, tc.args...)
		for _, w := range tc.notWords {
			if strings.Contains(r.err, w) {
				t.Errorf("%q: stderr %q says %q", tc.args, r.err, w)
			}
		}
		rf := run(t, db, tc.args, "LANG=fr_FR.UTF-8")
		if rf.code != tc.code || !strings.Contains(strings.ReplaceAll(rf.err, "\u00a0", " "), tc.fr) {
			t.Errorf("%q in French: exit %d, %q; want %q", tc.args, rf.code, rf.err, tc.fr)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(dir, ".*")); len(m) != 0 {
		t.Errorf("left behind: %v", m)
	}
}

// TestF8ReadOnlyAndUnreadableDatabases: games on a database it may not read
// says "may not read" (not "may not write"), in both languages; backup of a
// database it may only read works when the target folder is writable. Run
// as nobody on root's files. On main the first said "may not write" and
// the second was refused.
func TestF8ReadOnlyAndUnreadableDatabases(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	os.Chmod(filepath.Dir(dir), 0o755)
	os.Chmod(dir, 0o755)
	db := filepath.Join(dir, "root.db")
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	ok(t, db, "move", "1", "--points", "1000")
	os.Chmod(db, 0o644)
	out := t.TempDir()
	os.Chmod(out, 0o777)
	r := asNobody(t, "en_US.UTF-8", "--db", db, "backup", filepath.Join(out, "copy.db"))
	if r.code != 0 {
		t.Fatalf("backup of a database nobody may only read: exit %d, %q", r.code, r.err)
	}
	if n := strings.Count(ok(t, filepath.Join(out, "copy.db"), "games", "--json"), `"id"`); n != 1 {
		t.Errorf("the copy holds %d games, want 1", n)
	}
	os.Chmod(db, 0o600)
	for _, tc := range []struct{ lang, want, not string }{
		{"en_US.UTF-8", "scorepad may not read " + db, "may not write"},
		{"fr_FR.UTF-8", "scorepad n'a pas le droit de lire " + db, "d'écrire"},
	} {
		r := asNobody(t, tc.lang, "--db", db, "games")
		if r.code != 3 || !strings.Contains(strings.ReplaceAll(r.err, "\u00a0", " "), tc.want) || strings.Contains(r.err, tc.not) {
			t.Errorf("%s: games on a file nobody may not read: exit %d, %q; want %q", tc.lang, r.code, r.err, tc.want)
		}
	}
}

// TestF8BackupOntoAFullDisk: a backup that does not fit names the disk
// (its folder) and how much is free, and leaves nothing behind (no
// temporary copy, no -journal). Needs root for a small tmpfs.
func TestF8BackupOntoAFullDisk(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("a small file system needs root (tmpfs)")
	}
	t.Parallel()
	db := newDB(t)
	ok(t, db, "dev", "fill", "--games", "100", "--seed", "3") // 1.1 MB: four times the disk below
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs: %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", "-l", dir).Run() })
	target := filepath.Join(dir, "b.db")
	r := fails(t, db, 3, "the disk holding "+dir+" is full", "backup", target)
	if !strings.Contains(r.err, "free)") || !strings.Contains(r.err, target) {
		t.Errorf("stderr %q does not say how much is free and which backup", r.err)
	}
	if m, _ := os.ReadDir(dir); len(m) != 0 {
		t.Errorf("left on the full disk: %v", m)
	}
}

// TestF9TemporaryFilesOfKilledRunsRemoved: a backup killed after writing
// its copy (the fault point, exit 86) leaves a full-size temporary file; the
// next backup into that folder removes it. A creation's ".NAME.new-PID-N"
// files left by a dead process are removed by the next run on that folder;
// those of a live process, and files that are not scorepad's, stay. On
// main nothing removed them.
func TestF9TemporaryFilesOfKilledRunsRemoved(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	out := t.TempDir()
	r := runBin(t, db, []string{"backup", filepath.Join(out, "a.db")}, "SCOREPAD_FAULT=backup-written")
	left, _ := filepath.Glob(filepath.Join(out, ".a.db.backup-*"))
	if r.code != 86 || len(left) != 1 {
		t.Fatalf("killed backup: exit %d, left %v", r.code, left)
	}
	ok(t, db, "backup", filepath.Join(out, "b.db"))
	if _, err := os.Stat(left[0]); err == nil {
		t.Errorf("the killed backup's %s is still there", filepath.Base(left[0]))
	}
	// a dead process's creation files, beside the database
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Skip(err)
	}
	dir := filepath.Dir(db)
	gone := []string{fmt.Sprintf(".family.db.new-%d-0", dead.Process.Pid), fmt.Sprintf(".family.db.new-%d-0-wal", dead.Process.Pid)}
	kept := []string{".family.db.new-1-0", "notes.new-5-0", ".family.db.new-x-0"} // pid 1 lives; not ours

	for _, n := range append(append([]string{}, gone...), kept...) {
		os.WriteFile(filepath.Join(dir, n), []byte("SQLite format 3\x00"), 0o644)
	}
	// a file of the user's with a name alike, not SQLite's
	notSQLite := fmt.Sprintf(".plan.new-%d-12", dead.Process.Pid)
	os.WriteFile(filepath.Join(dir, notSQLite), []byte("my plans"), 0o644)
	kept = append(kept, notSQLite)
	ok(t, db, "move", "1", "--points", "500")
	for _, n := range gone {
		if _, err := os.Stat(filepath.Join(dir, n)); err == nil {
			t.Errorf("%s of a dead process is still there", n)
		}
	}
	for _, n := range kept {
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			t.Errorf("%s was removed", n)
		}
	}
}
