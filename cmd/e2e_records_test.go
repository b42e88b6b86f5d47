package cmd_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/cmd"
)

// The family's records (issue 17): edits of past moves, people renamed and
// merged, abandoned and deleted games, export and import, BG Stats, backup.

// pentaMoves plays n moves of a Penta game for Ana and Ben, both writing
// anaPenta in order: move 2k+1 is Ana's k-th, move 2k+2 Ben's.
func pentaMoves(t *testing.T, db, id string, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		m := anaPenta[i/2]
		ok(t, db, "move", id, "--dice", m[0], "--box", m[1])
	}
}

func TestEditPentaMove3ChangesTheTotal(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	pentaMoves(t, db, "1", 10)
	before := sheetOf(t, db, "1")
	// Move 3 is Ana's twos, 22213 = 6; written as 22222 it is worth 10.
	var e struct {
		Game    int64
		Move    int
		By      string
		Players []struct {
			Name          string
			Before, After int
		}
	}
	decode(t, ok(t, db, "edit", "1", "--move", "3", "--dice", "22222", "--box", "twos", "--by", "Mamie", "--json"), &e)
	if e.Move != 3 || e.By != "Mamie" || e.Players[0].Before != before.Players[0].Total || e.Players[0].After != before.Players[0].Total+4 || e.Players[1].After != e.Players[1].Before {
		t.Fatalf("edit answer: %+v", e)
	}
	after := sheetOf(t, db, "1")
	if got := after.Players[0].Columns[0].Boxes["twos"]; got == nil || *got != 10 || after.Players[0].Total != before.Players[0].Total+4 {
		t.Fatalf("P3: twos after the edit %v, total %d (was %d)", got, after.Players[0].Total, before.Players[0].Total)
	}
	if !reflect.DeepEqual(after.Players[1], before.Players[1]) {
		t.Fatalf("Ben's sheet changed: %+v", after.Players[1])
	}
	// The edit is recorded: undo takes it back, then the last move.
	var u struct {
		Undone int
		Edit   bool
	}
	decode(t, ok(t, db, "undo", "1", "--json"), &u)
	if u.Undone != 3 || !u.Edit {
		t.Fatalf("undo takes the edit back: %+v", u)
	}
	if got := sheetOf(t, db, "1"); !reflect.DeepEqual(got, before) {
		t.Fatalf("after undo the sheet is as before the edit:\n%+v\n%+v", got, before)
	}
	decode(t, ok(t, db, "undo", "1", "--json"), &u)
	if u.Undone != 10 || u.Edit {
		t.Fatalf("then undo takes back the last move: %+v", u)
	}
	list := ok(t, db, "edit", "1", "--list")
	if !strings.Contains(list, "   3  Ana          22213 → twos") {
		t.Fatalf("edit --list numbers the moves:\n%s", list)
	}
	r := run(t, db, []string{"edit", "1", "--move", "3", "--dice", "22222", "--box", "twos"}, "LANG=fr_FR.UTF-8")
	if r.code != 0 || !strings.Contains(r.out, "Coup 3 de la partie 1 corrigé") {
		t.Fatalf("French: %+v", r)
	}
	// Who, when, what it replaced: the history of move 3.
	var lines []struct {
		Move  int
		Text  string
		Edits []struct {
			By, At, Was string
			Undone      bool
		}
	}
	decode(t, ok(t, db, "edit", "1", "--list", "--json"), &lines)
	h := lines[2].Edits
	if len(lines) != 9 || lines[2].Text != "22222 → twos" || len(h) != 2 || h[0].By != "Mamie" || !h[0].Undone || h[0].Was != "22213 → twos" || h[1].Undone || len(h[1].At) != 20 {
		t.Fatalf("edit history: %+v", lines)
	}
}

func TestEditThatBreaksMove9IsRefused(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	pentaMoves(t, db, "1", 10)
	before := ok(t, db, "sheet", "1", "--json")
	beforeExport := gamesOf(t, ok(t, db, "export"))
	// Move 3 (Ana's twos) rewritten into fives: move 9, Ana's fives, now
	// writes a box already filled.
	r := fails(t, db, 1, "breaks move 9 (Ana)", "edit", "1", "--move", "3", "--dice", "55512", "--box", "fives")
	if !strings.Contains(r.err, "nothing was changed") {
		t.Fatalf("the refusal says nothing changed: %q", r.err)
	}
	if got := ok(t, db, "sheet", "1", "--json"); got != before {
		t.Fatalf("a refused edit changed the sheet")
	}
	if got := gamesOf(t, ok(t, db, "export")); !reflect.DeepEqual(got, beforeExport) {
		t.Fatalf("a refused edit changed the log")
	}
	var u struct {
		Undone int
		Edit   bool
	}
	decode(t, ok(t, db, "undo", "1", "--json"), &u)
	if u.Edit || u.Undone != 10 {
		t.Fatalf("no edit was recorded: undo takes back move 10, got %+v", u)
	}
	fails(t, db, 1, "move 3 (Ana): Aces is already filled", "edit", "1", "--move", "3", "--dice", "12345", "--box", "aces") // P2: Ana wrote aces at move 1
	fails(t, db, 2, "no move 12", "edit", "1", "--move", "12", "--dice", "12345", "--box", "chance")
	fails(t, db, 2, "--move N required", "edit", "1", "--dice", "12345", "--box", "chance")
	fails(t, db, 2, "cannot show 7", "edit", "1", "--move", "3", "--dice", "12347", "--box", "chance")
	fails(t, db, 2, "already reads so", "edit", "1", "--move", "3", "--dice", "22213", "--box", "twos")
}

// TestC7_EditReopensAFinishedGame: a 5000 game won at the last turn is
// reopened when that turn no longer reaches 5000; an edit that would make
// a player win earlier breaks the next move.
func TestC7_EditReopensAFinishedGame(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fiveThousand(t, db, "Ana,Ben")
	fails(t, db, 1, "breaks move 2", "edit", "1", "--move", "1", "--points", "5000")
	var e struct{ Finished bool }
	decode(t, ok(t, db, "edit", "1", "--move", "3", "--points", "1000", "--json"), &e)
	if e.Finished {
		t.Fatal("C7: 4000 is no win: the game is open again")
	}
	var st struct{ Players []struct{ Games int } }
	decode(t, ok(t, db, "stats", "--json"), &st)
	if len(st.Players) != 0 {
		t.Fatalf("a reopened game leaves the statistics: %+v", st)
	}
	ok(t, db, "undo", "1")
	decode(t, ok(t, db, "stats", "--json"), &st)
	if len(st.Players) != 2 {
		t.Fatalf("undoing the edit finishes the game again: %+v", st)
	}
}

// fiveThousand plays a short finished 5000 game (the first player wins
// with 3000 then 2000) and returns its number.
func fiveThousand(t *testing.T, db, players string) string {
	t.Helper()
	var g struct{ Game int64 }
	decode(t, ok(t, db, "new", "5000", "--players", players, "--json"), &g)
	id := fmt.Sprint(g.Game)
	ok(t, db, "move", id, "--points", "3000")
	ok(t, db, "move", id, "--points", "500")
	ok(t, db, "move", id, "--points", "2000")
	return id
}

type statsDoc struct {
	Players []struct {
		Player string
		Game   string
		Games  int
		Wins   int
	}
	HeadToHead []struct {
		A, B         string
		Games        int
		WinsA, WinsB int `json:"-"`
	} `json:"head_to_head"`
}

func TestG1_RenameMergesStats(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fiveThousand(t, db, "Zoe,Ben")
	fiveThousand(t, db, "Zoé,Ben")
	var s statsDoc
	decode(t, ok(t, db, "stats", "--game", "5000", "--json"), &s)
	if len(s.Players) != 3 {
		t.Fatalf("before the merge Zoe and Zoé are two people: %+v", s.Players)
	}
	var alike []struct {
		Name      string
		LooksLike []string `json:"looks_like"`
	}
	decode(t, ok(t, db, "players", "--json"), &alike)
	for _, p := range alike {
		if (p.Name == "Zoe") != reflect.DeepEqual(p.LooksLike, []string{"Zoé"}) {
			t.Fatalf("G1: Zoe and Zoé look alike, and are offered for a merge: %+v", alike)
		}
	}
	if text := ok(t, db, "players"); !strings.Contains(text, `scorepad players merge "Zoe" "Zoé"`) && !strings.Contains(text, `scorepad players merge "Zoé" "Zoe"`) {
		t.Fatalf("players suggests the merge:\n%s", text)
	}
	var r struct {
		From, To string
		Merged   bool
	}
	decode(t, ok(t, db, "players", "rename", "zoe", "Zoé", "--json"), &r)
	if !r.Merged {
		t.Fatalf("rename onto an existing name merges: %+v", r)
	}
	decode(t, ok(t, db, "stats", "--game", "5000", "--json"), &s)
	if len(s.Players) != 2 {
		t.Fatalf("after the merge: %+v", s.Players)
	}
	for _, p := range s.Players {
		if p.Games != 2 || (p.Player == "Zoé") != (p.Wins == 2) {
			t.Fatalf("merged statistics: %+v", s.Players)
		}
	}
	if len(s.HeadToHead) != 1 || s.HeadToHead[0].Games != 2 {
		t.Fatalf("head to head follows: %+v", s.HeadToHead)
	}
	var people []struct {
		Name  string
		Games int
	}
	decode(t, ok(t, db, "players", "--json"), &people)
	if len(people) != 2 || people[0].Games != 2 || people[1].Games != 2 {
		t.Fatalf("players: %+v", people)
	}
	// A new name is a rename; a case change is the same person (G1).
	decode(t, ok(t, db, "players", "merge", "ben", "Benoît", "--json"), &r)
	if r.Merged {
		t.Fatalf("a new name is no merge: %+v", r)
	}
	ok(t, db, "players", "rename", "BENOÎT", "Benoît")
	if sheet := sheetOf(t, db, "1"); sheet.Players[1].Name != "Benoît" || sheet.Players[0].Name != "Zoé" {
		t.Fatalf("sheets follow the names: %+v", sheet.Players)
	}
	fails(t, db, 1, "both played in game 1", "players", "merge", "Zoé", "Benoît")
	fails(t, db, 2, "nobody called Nobody", "players", "rename", "Nobody", "Ana")
}

func TestAbandonedGamesOutOfStats(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fiveThousand(t, db, "Ana,Ben")
	var g struct{ Game int64 }
	decode(t, ok(t, db, "new", "penta", "--players", "Ana,Cléo", "--json"), &g)
	var s statsDoc
	decode(t, ok(t, db, "stats", "--json"), &s)
	if len(s.Players) != 2 {
		t.Fatalf("stats before: %+v", s)
	}
	ok(t, db, "abandon", "1")
	ok(t, db, "abandon", "2")
	decode(t, ok(t, db, "stats", "--json"), &s)
	if len(s.Players) != 0 || len(s.HeadToHead) != 0 {
		t.Fatalf("abandoned games count in no statistics: %+v", s)
	}
	var list []struct {
		ID                  int64
		Finished, Abandoned bool
	}
	decode(t, ok(t, db, "games", "--json"), &list)
	if len(list) != 0 {
		t.Fatalf("games hides abandoned games: %+v", list)
	}
	decode(t, ok(t, db, "games", "--all", "--json"), &list)
	if len(list) != 2 || !list[0].Abandoned || !list[1].Abandoned || !list[1].Finished {
		t.Fatalf("games --all shows them: %+v", list)
	}
	fails(t, db, 1, "abandoned", "move", "2", "--dice", "12345", "--box", "chance")
	fails(t, db, 1, "already abandoned", "abandon", "2")
	if s := sheetOf(t, db, "1"); !s.Finished || s.Players[0].Total != 5000 {
		t.Fatalf("an abandoned game is kept whole: %+v", s)
	}
}

func TestDeleteAsksOrWantsYes(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fiveThousand(t, db, "Ana,Ben")
	fiveThousand(t, db, "Ana,Cléo")
	fails(t, db, 2, "--yes required", "delete", "1")
	// At a terminal scorepad asks (line by line here); "n" keeps the game.
	tty := func(answer string) (int, string) {
		var o, e strings.Builder
		env := map[string]string{"HOME": t.TempDir(), "LANG": "en_US.UTF-8", "SCOREPAD_DB": db, "ACCESSIBLE": "1"}
		code := cmd.Run([]string{"delete", "1"}, &cmd.IOStreams{In: strings.NewReader(answer), Out: &o, ErrOut: &e, InTTY: true, OutTTY: true},
			func(k string) string { return env[k] })
		return code, o.String() + e.String()
	}
	if code, out := tty("n\n"); code != 1 || !strings.Contains(out, "Nothing deleted") {
		t.Fatalf("answering no: exit %d\n%s", code, out)
	}
	sheetOf(t, db, "1")
	if code, out := tty("y\n"); code != 0 || !strings.Contains(out, "Game 1 deleted") {
		t.Fatalf("answering yes: exit %d\n%s", code, out)
	}
	fails(t, db, 2, "no game 1", "sheet", "1")
	var s statsDoc
	decode(t, ok(t, db, "stats", "--json"), &s)
	if len(s.Players) != 2 || s.Players[0].Games != 1 || s.Players[1].Games != 1 {
		t.Fatalf("statistics follow a deletion: %+v", s)
	}
	ok(t, db, "delete", "2", "--yes")
	var people []struct{ Name string }
	decode(t, ok(t, db, "players", "--json"), &people)
	if len(people) != 0 {
		t.Fatalf("people who played only deleted games go with them: %+v", people)
	}
	fails(t, db, 2, "no game 2", "delete", "2", "--yes")
}

// archive is the part of an export that must match between databases.
type archive struct {
	Format  string
	Version int
	Games   []json.RawMessage
}

func gamesOf(t *testing.T, export string) []json.RawMessage {
	t.Helper()
	var a archive
	decode(t, export, &a)
	if a.Format != "scorepad-export" || a.Version != 1 {
		t.Fatalf("export header: %+v", a)
	}
	return a.Games
}

// family fills db with games of every kind: finished ones from the
// generator, one in progress, one abandoned, one edited.
func family(t *testing.T, db string) {
	t.Helper()
	for _, k := range []string{"penta", "yams", "5000", "sackson"} {
		ok(t, db, "dev", "fill", "--games", "2", "--game", k, "--seed", fmt.Sprint(len(k)))
	}
	ok(t, db, "new", "yams", "--players", "Ana,Zoé", "--columns", "down,free", "--plus-minus", "--full", "25+sum")
	ok(t, db, "move", "9", "--dice", "11123", "--box", "aces", "--column", "down")
	ok(t, db, "move", "9", "--dice", "66612", "--box", "plus", "--column", "free")
	ok(t, db, "new", "sackson", "--players", "Ana,Ben")
	ok(t, db, "move", "10", "--roll", "33456", "--choice", "Ana=3+4,5+6/3", "--choice", "Ben=3+3,4+5/6")
	ok(t, db, "abandon", "10")
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	pentaMoves(t, db, "11", 4)
	ok(t, db, "edit", "11", "--move", "3", "--dice", "22222", "--box", "twos")
}

func TestExportImportRoundTrip(t *testing.T) {
	t.Parallel()
	a, b := newDB(t), newDB(t)
	family(t, a)
	file := filepath.Join(t.TempDir(), "family.json")
	ok(t, a, "export", "-o", file)
	var c struct{ Imported, Updated, Skipped int }
	decode(t, ok(t, b, "import", file, "--json"), &c)
	if c.Imported != 11 || c.Updated != 0 || c.Skipped != 0 {
		t.Fatalf("first import: %+v", c)
	}
	var list []struct {
		ID   int64
		Game string
	}
	decode(t, ok(t, a, "games", "--all", "--json"), &list)
	kinds := map[string]bool{}
	for _, g := range list {
		id := fmt.Sprint(g.ID)
		kinds[g.Game] = true
		if sa, sb := ok(t, a, "sheet", id, "--json"), ok(t, b, "sheet", id, "--json"); sa != sb {
			t.Fatalf("game %s differs after import:\n%s\n%s", id, sa, sb)
		}
	}
	if len(list) != 11 || len(kinds) != 4 {
		t.Fatalf("games: %+v", list)
	}
	if sa, sb := ok(t, a, "stats", "--json"), ok(t, b, "stats", "--json"); sa != sb {
		t.Fatalf("statistics differ after import")
	}
	decode(t, ok(t, b, "import", file, "--json"), &c)
	if c.Imported != 0 || c.Updated != 0 || c.Skipped != 11 {
		t.Fatalf("second import adds nothing: %+v", c)
	}
	// Each database goes on; each imports the other's export; both end
	// identical.
	ok(t, b, "move", "9", "--dice", "22222", "--box", "twos", "--column", "free")
	ok(t, a, "move", "11", "--dice", "33312", "--box", "threes")
	fa, fb := filepath.Join(t.TempDir(), "a.json"), filepath.Join(t.TempDir(), "b.json")
	ok(t, a, "export", "-o", fa)
	ok(t, b, "export", "-o", fb)
	decode(t, ok(t, a, "import", fb, "--json"), &c)
	if c.Imported != 0 || c.Updated != 1 || c.Skipped != 10 {
		t.Fatalf("a imports b: %+v", c)
	}
	decode(t, ok(t, b, "import", fa, "--json"), &c)
	if c.Updated != 1 {
		t.Fatalf("b imports a: %+v", c)
	}
	if ga, gb := gamesOf(t, ok(t, a, "export")), gamesOf(t, ok(t, b, "export")); !reflect.DeepEqual(ga, gb) {
		t.Fatalf("the two databases differ after importing each other")
	}
	if sa, sb := ok(t, a, "stats", "--json"), ok(t, b, "stats", "--json"); sa != sb {
		t.Fatalf("statistics differ")
	}
}

func TestImportRefusesAWholeFileForOneBadMove(t *testing.T) {
	t.Parallel()
	a, b := newDB(t), newDB(t)
	ok(t, a, "new", "penta", "--players", "Ana,Ben")
	pentaMoves(t, a, "1", 6)
	fiveThousand(t, a, "Ana,Ben")
	var doc map[string]any
	decode(t, ok(t, a, "export"), &doc)
	game := doc["games"].([]any)[0].(map[string]any)
	moves := game["moves"].([]any)
	moves[4].(map[string]any)["box"] = "aces" // move 5: Ana's aces, already written at move 1
	bad, _ := json.Marshal(doc)
	file := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(file, bad, 0o644)
	r := fails(t, b, 1, "move 5 (Ana)", "import", file)
	if !strings.Contains(r.err, game["uuid"].(string)) || !strings.Contains(r.err, "nothing was imported") {
		t.Fatalf("the refusal names the game: %q", r.err)
	}
	var list []struct{ ID int64 }
	decode(t, ok(t, b, "games", "--all", "--json"), &list)
	if len(list) != 0 {
		t.Fatalf("nothing written: %+v", list)
	}
	os.WriteFile(file, []byte(`{"format": "something-else", "version": 1}`), 0o644)
	fails(t, b, 2, "not a scorepad export", "import", file)
	os.WriteFile(file, []byte(`{"format": "scorepad-export", `), 0o644)
	fails(t, b, 2, "not JSON", "import", file)
	fails(t, b, 2, "cannot read", "import", filepath.Join(t.TempDir(), "none.json"))
}

func TestExportSinceAndFiles(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fiveThousand(t, db, "Ana,Ben")
	if g := gamesOf(t, ok(t, db, "export", "--since", "2999-01-01")); len(g) != 0 {
		t.Fatalf("--since in the future: %d games", len(g))
	}
	if g := gamesOf(t, ok(t, db, "export", "--since", "2000-01-01")); len(g) != 1 {
		t.Fatalf("--since in the past: %d games", len(g))
	}
	fails(t, db, 2, "YYYY-MM-DD", "export", "--since", "yesterday")
	fails(t, db, 2, "scorepad's database", "export", "-o", db)
	fails(t, db, 2, "json or bgstats", "export", "--format", "csv")
}

func TestExportBGStats(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	family(t, db)
	type play struct {
		UUID         string
		GameRefID    int `json:"gameRefId"`
		PlayDate     string
		PlayerScores []struct {
			Score       string
			Winner      bool
			PlayerRefID int `json:"playerRefId"`
			Rank        int
		}
	}
	var d struct {
		About   string
		Players []struct {
			UUID string
			ID   int
			Name string
		}
		Games []struct {
			UUID        string
			ID          int
			Name        string
			HighestWins bool
		}
		Plays []play
	}
	out := ok(t, db, "export", "--format", "bgstats")
	decode(t, out, &d)
	if len(d.Plays) != 8 || len(d.Games) != 4 || !strings.Contains(d.About, "Board Game Stats") {
		t.Fatalf("8 finished games of 4 kinds, the in-progress and abandoned ones left out: %d plays, %d games", len(d.Plays), len(d.Games))
	}
	var list []struct {
		ID       int64
		Finished bool
	}
	decode(t, ok(t, db, "games", "--all", "--json"), &list)
	exp := gamesOf(t, ok(t, db, "export"))
	uuids := map[string]bool{}
	for _, g := range exp {
		var x struct{ UUID, State string }
		json.Unmarshal(g, &x)
		if x.State == "finished" {
			uuids[x.UUID] = true
		}
	}
	for _, p := range d.Plays {
		if !uuids[p.UUID] || len(p.PlayerScores) < 1 || len(p.PlayDate) != 19 {
			t.Fatalf("a play keeps its game's uuid: %+v", p)
		}
		winners := 0
		for _, s := range p.PlayerScores {
			if s.Winner {
				winners++
				if s.Rank != 1 {
					t.Fatalf("a winner ranks first: %+v", p)
				}
			}
		}
		if winners == 0 {
			t.Fatalf("every finished play has a winner: %+v", p)
		}
	}
	// A second export names every play, game and player the same: BG Stats
	// updates them instead of adding copies.
	if again := ok(t, db, "export", "--format", "bgstats"); again != out {
		t.Fatalf("a re-export differs")
	}
	ok(t, db, "players", "rename", "Ana", "Anna")
	var d2 struct {
		Players []struct{ UUID, Name string }
	}
	decode(t, ok(t, db, "export", "--format", "bgstats"), &d2)
	if len(d2.Players) != len(d.Players) {
		t.Fatalf("players: %+v", d2.Players)
	}
}

func TestBackup(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fiveThousand(t, db, "Ana,Ben")
	copyPath := filepath.Join(t.TempDir(), "copy.db")
	var b struct {
		File  string
		Bytes int64
	}
	decode(t, ok(t, db, "backup", copyPath, "--json"), &b)
	if b.File != copyPath || b.Bytes == 0 {
		t.Fatalf("backup: %+v", b)
	}
	if got, want := ok(t, copyPath, "sheet", "1", "--json"), ok(t, db, "sheet", "1", "--json"); got != want {
		t.Fatalf("the copy holds the game")
	}
	before := sum(t, copyPath)
	fails(t, db, 2, "already exists", "backup", copyPath)
	if sum(t, copyPath) != before {
		t.Fatal("backup wrote over an existing file")
	}
	entries, _ := os.ReadDir(filepath.Dir(copyPath))
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Fatalf("a temporary file was left: %s", e.Name())
		}
	}
}

// TestMenuRecords drives the menu line by line: from a sheet, correct a
// move; rename a player; back up the database.
func TestMenuRecords(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	pentaMoves(t, db, "1", 4)
	backup := filepath.Join(t.TempDir(), "copy.db")
	out := menuIn(t, db,
		"scorepad", "sheets", "Which game?", "1",
		"Game 1", "edit", "Which move?", "3", "dice", "22222", "In which box?", "twos",
		"Game 1", "back",
		"scorepad", "players", "Players", "rename", "Who?", "~Ana", "New name for Ana", "Anna",
		"scorepad", "files", "Export, import, back up", "backup", "File", backup,
		"scorepad", "quit",
	)
	for _, want := range []string{"Move 3 of game 1 corrected", "is now called Anna", "Database copied to"} {
		if !strings.Contains(out, want) {
			t.Fatalf("the menu did not say %q:\n%s", want, out)
		}
	}
	if got := sheetOf(t, backup, "1"); *got.Players[0].Columns[0].Boxes["twos"] != 10 || got.Players[0].Name != "Anna" && got.Players[1].Name != "Anna" {
		t.Fatalf("the backup holds the corrected, renamed game: %+v", got.Players)
	}
}

// TestBackupWhileAnotherWrites: backups taken while another scorepad keeps
// writing are whole databases: each opens, replays, and holds the game with
// some of its moves, whatever the interleaving.
func TestBackupWhileAnotherWrites(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	failed := make(chan string, 1)
	go func() {
		defer close(failed)
		for i := 0; i < 26; i++ {
			m := anaPenta[i/2]
			if r := run(t, db, []string{"move", "1", "--dice", m[0], "--box", m[1]}); r.code != 0 {
				failed <- fmt.Sprintf("move %d: exit %d %s", i+1, r.code, r.err)
				return
			}
		}
	}()
	dir := t.TempDir()
	var copies []string
	for i := 0; i < 4; i++ {
		p := filepath.Join(dir, fmt.Sprintf("copy%d.db", i))
		ok(t, db, "backup", p)
		copies = append(copies, p)
	}
	if msg := <-failed; msg != "" {
		t.Fatal(msg)
	}
	last := -1
	for _, p := range copies {
		var list []struct{ Moves int }
		decode(t, ok(t, p, "games", "--all", "--json"), &list)
		if len(list) != 1 || list[0].Moves < last || list[0].Moves > 26 {
			t.Fatalf("%s: %+v (previous copy had %d moves)", p, list, last)
		}
		last = list[0].Moves
		sheetOf(t, p, "1") // every move of the copy replays
	}
	if s := sheetOf(t, db, "1"); !s.Finished {
		t.Fatal("the writer finished its game meanwhile")
	}
}
