package cmd_test

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

type sheetJSON struct {
	Game     int64  `json:"game"`
	Kind     string `json:"kind"`
	Finished bool   `json:"finished"`
	Turn     *struct {
		Player string `json:"player"`
	} `json:"turn"`
	Players []struct {
		Name    string `json:"name"`
		Total   int    `json:"total"`
		Columns []struct {
			Name       string          `json:"name"`
			Mode       string          `json:"mode"`
			Boxes      map[string]*int `json:"boxes"`
			Upper      int             `json:"upper"`
			UpperBonus int             `json:"upper_bonus"`
			Lower      int             `json:"lower"`
			ExtraBonus int             `json:"extra_bonus"`
			PlusMinus  int             `json:"plus_minus"`
			Total      int             `json:"total"`
		} `json:"columns"`
		Score     *int                             `json:"score"`
		Opened    *bool                            `json:"opened"`
		Turns     []struct{ Points, Recorded int } `json:"turns"`
		Finished  *bool                            `json:"finished"`
		Rows      map[string]int                   `json:"rows"`
		RowScores map[string]int                   `json:"row_scores"`
		Tracks    []struct{ Value, Checks int }    `json:"tracks"`
	} `json:"players"`
	Winners []string `json:"winners"`
}

func sheetOf(t *testing.T, db, id string) sheetJSON {
	t.Helper()
	var s sheetJSON
	decode(t, ok(t, db, "sheet", id, "--json"), &s)
	return s
}

var anaPenta = [][2]string{{"11123", "aces"}, {"22213", "twos"}, {"33312", "threes"}, {"44412", "fours"}, {"55512", "fives"},
	{"66612", "sixes"}, {"66634", "brelan"}, {"66663", "carré"}, {"33322", "full"}, {"12346", "ps"}, {"23456", "gs"},
	{"66655", "chance"}, {"66666", "penta"}}

func TestPentaWholeGame(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	var g struct{ Game int64 }
	decode(t, ok(t, db, "new", "penta", "--players", "Ana, Ben", "--json"), &g)
	id := fmt.Sprint(g.Game)
	for i, m := range anaPenta {
		var mv struct {
			Player, Column, Box string
			Points, Bonus       int
			Next                *string
			Finished            bool
		}
		decode(t, ok(t, db, "move", id, "--dice", m[0], "--box", m[1], "--player", "ana", "--json"), &mv)
		if mv.Player != "Ana" || mv.Column != "free" || mv.Next == nil || *mv.Next != "Ben" || mv.Finished {
			t.Fatalf("move %d: %+v", i, mv)
		}
		ben := m
		if m[1] == "penta" {
			ben = [2]string{"12345", "penta"} // Ben sacrifices his Penta box (P4)
		}
		decode(t, ok(t, db, "move", id, "--dice", ben[0], "--box", ben[1], "--json"), &mv)
		if mv.Player != "Ben" || mv.Finished != (i == 12) {
			t.Fatalf("Ben move %d: %+v", i, mv)
		}
	}
	s := sheetOf(t, db, id)
	if !s.Finished || s.Turn != nil || len(s.Winners) != 1 || s.Winners[0] != "Ana" {
		t.Fatalf("P9: %+v", s)
	}
	c := s.Players[0].Columns[0]
	if c.Upper != 63 || c.UpperBonus != 35 || s.Players[0].Total != 323 || s.Players[1].Total != 273 {
		t.Fatalf("P5/P9 totals: %+v %d %d", c, s.Players[0].Total, s.Players[1].Total)
	}
	if v := s.Players[1].Columns[0].Boxes["penta"]; v == nil || *v != 0 {
		t.Fatal("Ben's sacrificed penta")
	}
	fails(t, db, 1, "game 1 is over", "move", id, "--dice", "12345", "--box", "chance")
	text := ok(t, db, "sheet", id)
	for _, want := range []string{"Ana", "Ben", "323", "273", "winner: Ana", "✗0"} {
		if !strings.Contains(text, want) {
			t.Errorf("text sheet lacks %q:\n%s", want, text)
		}
	}
	var list []struct {
		ID       int64
		Finished bool
	}
	decode(t, ok(t, db, "games", "--json"), &list)
	if len(list) != 0 {
		t.Fatalf("games without --all lists unfinished ones only: %+v", list)
	}
	decode(t, ok(t, db, "games", "--all", "--json"), &list)
	if len(list) != 1 || !list[0].Finished {
		t.Fatalf("games --all: %+v", list)
	}
}

func TestSharedWin(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	for _, m := range anaPenta {
		ok(t, db, "move", "1", "--dice", m[0], "--box", m[1])
		ok(t, db, "move", "1", "--dice", m[0], "--box", m[1])
	}
	s := sheetOf(t, db, "1")
	if len(s.Winners) != 2 {
		t.Fatalf("P9: equal totals share the win: %+v", s.Winners)
	}
}

func TestMoveRefusalsSaveNothing(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "yams", "--players", "Ana,Ben", "--columns", "down,up")
	ok(t, db, "move", "1", "--dice", "11123", "--box", "aces", "--column", "down")
	before := ok(t, db, "sheet", "1", "--json")
	fails(t, db, 1, "it is Ben's turn", "move", "1", "--dice", "12345", "--box", "chance", "--column", "up", "--player", "Ana")
	fails(t, db, 1, "Y6", "move", "1", "--dice", "12345", "--box", "chance", "--column", "down")
	fails(t, db, 2, "which column", "move", "1", "--dice", "12345", "--box", "chance")
	fails(t, db, 2, "cannot show 7", "move", "1", "--dice", "12347", "--box", "chance", "--column", "up")
	fails(t, db, 2, "unknown box", "move", "1", "--dice", "12345", "--box", "nope", "--column", "up")
	fails(t, db, 2, "no game 9", "move", "9", "--dice", "12345", "--box", "chance", "--column", "up")
	fails(t, db, 2, "does not play", "move", "1", "--dice", "12345", "--box", "chance", "--column", "up", "--player", "Zoé")
	ok(t, db, "move", "1", "--dice", "11123", "--box", "aces", "--column", "down")
	fails(t, db, 1, "already filled", "move", "1", "--dice", "11123", "--box", "aces", "--column", "down")
	ok(t, db, "undo", "1")
	if after := ok(t, db, "sheet", "1", "--json"); after != before {
		t.Fatalf("refused moves or undo changed the sheet:\n%s\n%s", before, after)
	}
}

func TestYamsTwoColumnsExtraBonusPerColumn(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "yams", "--players", "Solo", "--columns", "down,up")
	down := []string{"aces", "twos", "threes", "fours", "fives", "sixes", "three_kind", "four_kind", "full", "small_straight", "large_straight", "yams", "chance"}
	for i := range down {
		ok(t, db, "move", "1", "--dice", "66666", "--box", down[i], "--column", "down")
		ok(t, db, "move", "1", "--dice", "66666", "--box", down[len(down)-1-i], "--column", "up")
	}
	s := sheetOf(t, db, "1")
	d, u := s.Players[0].Columns[0], s.Players[0].Columns[1]
	if !s.Finished || d.Total != 270 || d.ExtraBonus != 100 || u.Total != 1270 || u.ExtraBonus != 1100 || s.Players[0].Total != 1540 {
		t.Fatalf("Y5/Y6/Y9: down %+v up %+v total %d", d, u, s.Players[0].Total)
	}
}

func TestFiveThousandGame(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	var m struct {
		Player     string
		TurnPoints int `json:"turn_points"`
		Recorded   int
		Score      int
		Opened     bool
		Bust       bool
		Next       *string
		Winner     *string
	}
	decode(t, ok(t, db, "move", "1", "--turn", "155234/155 234/-", "--json"), &m)
	if !m.Bust || m.Recorded != 0 || *m.Next != "Ben" {
		t.Fatalf("C5: %+v", m)
	}
	decode(t, ok(t, db, "move", "1", "--points", "450", "--json"), &m)
	if m.Recorded != 0 || m.Opened || m.TurnPoints != 450 {
		t.Fatalf("C6 450 does not open: %+v", m)
	}
	decode(t, ok(t, db, "move", "1", "--turn", "111555/111555 234561/1 23456/5", "--json"), &m)
	if m.TurnPoints != 1650 || m.Recorded != 1650 || !m.Opened || m.Score != 1650 {
		t.Fatalf("C4 hot dice then C6 opening: %+v", m)
	}
	fails(t, db, 1, "does not bust", "move", "1", "--turn", "155234/-")
	fails(t, db, 1, "no scoring group", "move", "1", "--turn", "155234/2")
	fails(t, db, 1, "5 dice thrown", "move", "1", "--turn", "155234/155 23456/5")
	fails(t, db, 2, "multiple of 50", "move", "1", "--points", "120")
	fails(t, db, 2, "exactly one of", "move", "1", "--points", "100", "--bust")
	ok(t, db, "move", "1", "--bust")
	decode(t, ok(t, db, "move", "1", "--points", "3350", "--json"), &m)
	if m.Score != 5000 || m.Winner == nil || *m.Winner != "Ana" || m.Next != nil {
		t.Fatalf("C7: %+v", m)
	}
	fails(t, db, 1, "over", "move", "1", "--points", "100")
	s := sheetOf(t, db, "1")
	if !s.Finished || s.Winners[0] != "Ana" || *s.Players[0].Score != 5000 || len(s.Players[0].Turns) != 3 || len(s.Players[1].Turns) != 2 {
		t.Fatalf("sheet: %+v", s)
	}
}

func TestFiveThousandOrderRoll(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	var g struct{ Players []string }
	decode(t, ok(t, db, "new", "5000", "--players", "Ana,Ben,Cléo", "--order", "roll", "--json"), &g)
	if len(g.Players) != 3 {
		t.Fatalf("C1: %+v", g)
	}
	s := sheetOf(t, db, "1")
	if s.Turn.Player != g.Players[0] {
		t.Fatalf("C1: the first thrown for starts: %+v vs %v", s.Turn, g.Players)
	}
	fails(t, db, 2, "2 to 5", "new", "5000", "--players", "Ana")
}

func TestSacksonGame(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "sackson", "--players", "Ana,Ben", "--penalty", "100")
	fails(t, db, 2, "no choice for Ben", "move", "1", "--roll", "33456", "--choice", "Ana=3+4,5+6/3")
	fails(t, db, 1, "Ben", "move", "1", "--roll", "33456", "--choice", "Ana=3+4,5+6/3", "--choice", "Ben=3+3,4+5/2")
	for round := 1; round <= 9; round++ {
		var m struct {
			Round   int
			Players []struct {
				Name     string
				Finished bool
			}
			Finished bool
		}
		// Ana puts 3 on her fifth-die track every round: opened in round 1,
		// its 8th tick in round 9 ends her game (S4); Ben spreads his.
		ben := []string{"3+3,4+5/6", "3+3,4+6/5", "3+3,5+6/4", "3+3,4+5/6"}[min(round-1, 3)]
		decode(t, ok(t, db, "move", "1", "--roll", "33456", "--choice", "Ana=3+4,5+6/3", "--choice", "Ben="+ben, "--json"), &m)
		if m.Round != round || m.Players[0].Finished != (round == 9) {
			t.Fatalf("round %d: %+v", round, m)
		}
	}
	fails(t, db, 1, "has ended", "move", "1", "--roll", "33456", "--choice", "Ana=3+4,5+6/3", "--choice", "Ben=3+4,5+6/3")
	fails(t, db, 1, "S3", "move", "1", "--roll", "33456", "--choice", "Ben=3+4,5+6/3")
	ok(t, db, "move", "1", "--roll", "33456", "--choice", "Ben=3+3,4+5/6")
	s := sheetOf(t, db, "1")
	a := s.Players[0]
	if !*a.Finished || a.Rows["7"] != 9 || a.RowScores["7"] != 120 || a.RowScores["11"] != 280 || a.Total != 400 || a.Tracks[0].Value != 3 || a.Tracks[0].Checks != 8 {
		t.Fatalf("S4/S6: %+v", a)
	}
	if s.Finished {
		t.Fatal("Ben still plays")
	}
}

// nextFreeBox returns the player to move in game 1 and their first free
// box in sheet order.
func nextFreeBox(t *testing.T, db string) (who, box string, finished bool) {
	t.Helper()
	s := sheetOf(t, db, "1")
	if s.Finished {
		return "", "", true
	}
	boxes := []string{"aces", "twos", "threes", "fours", "fives", "sixes", "three_kind", "four_kind", "full", "small_straight", "large_straight", "chance", "penta"}
	for _, p := range s.Players {
		if p.Name == s.Turn.Player {
			for _, b := range boxes {
				if p.Columns[0].Boxes[b] == nil {
					return p.Name, b, false
				}
			}
		}
	}
	t.Fatalf("no free box for %s", s.Turn.Player)
	return
}

// boxFilled reports whether who's box holds a value in game 1.
func boxFilled(t *testing.T, db, who, box string) bool {
	t.Helper()
	for _, p := range sheetOf(t, db, "1").Players {
		if p.Name == who {
			return p.Columns[0].Boxes[box] != nil
		}
	}
	return false
}

// TestG2FaultPointsAroundTheCommit dies hard (SCOREPAD_FAULT, exit 86) on
// each side of a move's commit, on every run whatever the machine's speed:
// killed just before the commit, the move is not saved and nothing was
// announced; killed just after it, the move is saved (and still nothing
// was announced: a move is announced only once it is on disk). A move
// announced before its commit fails the first case.
func TestG2FaultPointsAroundTheCommit(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	for _, tc := range []struct {
		point string
		saved bool
	}{{"before-commit", false}, {"after-commit", true}, {"before-commit", false}, {"after-commit", true}} {
		who, box, _ := nextFreeBox(t, db)
		r := runBin(t, db, []string{"move", "1", "--dice", "12345", "--box", box, "--json"}, "SCOREPAD_FAULT="+tc.point)
		if r.code != 86 {
			t.Fatalf("%s: exit %d, want the fault point's 86 (stderr %q)", tc.point, r.code, r.err)
		}
		if strings.TrimSpace(r.out) != "" {
			t.Errorf("%s: the move was announced before the process died: %q", tc.point, r.out)
		}
		if got := boxFilled(t, db, who, box); got != tc.saved {
			t.Errorf("%s: %s's %s saved = %v, want %v", tc.point, who, box, got, tc.saved)
		}
		if !tc.saved { // the same move again, unharmed: it is saved and announced
			if out := ok(t, db, "move", "1", "--dice", "12345", "--box", box, "--json"); !strings.Contains(out, `"player"`) {
				t.Fatalf("retry after %s: %q", tc.point, out)
			}
		}
	}
}

// TestKilledMidWriteLosesNothing kills scorepad move at random moments,
// spread over the time an unkilled move takes on this machine (measured
// first): every move it confirmed is on disk and the file stays usable.
// How many moves get confirmed depends on the machine's speed, so the test
// asserts only what must hold for each; the fault points above exercise
// both sides of the commit deterministically.
func TestKilledMidWriteLosesNothing(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "A,B,C,D,E,F,G,H")
	// Calibrate: the median of three whole move processes (built first).
	bin(t)
	var took []time.Duration
	for range 3 {
		_, box, _ := nextFreeBox(t, db)
		start := time.Now()
		if r := runBin(t, db, []string{"move", "1", "--dice", "12345", "--box", box}); r.code != 0 {
			t.Fatalf("calibration move: %+v", r)
		}
		took = append(took, time.Since(start))
	}
	slices.Sort(took)
	window := took[1]
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	confirmed := map[string]bool{} // player/box
	killed := 0
	for range 40 {
		who, box, finished := nextFreeBox(t, db)
		if finished {
			break
		}
		c := exec.Command(bin(t), "move", "1", "--dice", "12345", "--box", box, "--json")
		c.Env = []string{"SCOREPAD_DB=" + db, "HOME=" + t.TempDir()}
		var out bytes.Buffer
		c.Stdout = &out
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- c.Wait() }()
		var err error
		select {
		case err = <-done:
		case <-time.After(time.Duration(rng.Int64N(int64(window) * 3 / 2))):
			c.Process.Signal(syscall.SIGKILL)
			err = <-done
			killed++
		}
		if err == nil && strings.Contains(out.String(), `"player"`) {
			confirmed[who+"/"+box] = true
		}
	}
	for k := range confirmed {
		who, box, _ := strings.Cut(k, "/")
		if !boxFilled(t, db, who, box) {
			t.Errorf("confirmed move %s lost", k)
		}
	}
	t.Logf("window %v: %d kills sent, %d moves confirmed and found", window, killed, len(confirmed))
	_, box, _ := nextFreeBox(t, db)
	ok(t, db, "move", "1", "--dice", "12345", "--box", box) // still writable
}

// TestTwoProcessesAtOnce: processes writing the same file at once all
// succeed, each waiting for the other; none loses a move.
func TestTwoProcessesAtOnce(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	games := []string{"1", "2", "3"}
	for range games {
		ok(t, db, "new", "penta", "--players", "Ana,Ben")
	}
	boxes := []string{"aces", "twos", "threes", "fours", "fives", "sixes", "three_kind", "four_kind", "full", "small_straight", "large_straight", "chance", "penta"}
	var wg sync.WaitGroup
	errs := make(chan string, 200)
	for _, game := range games {
		wg.Add(1)
		go func(game string) {
			defer wg.Done()
			for _, b := range boxes {
				for range 2 { // Ana then Ben
					if r := sp(t, db, "move", game, "--dice", "12345", "--box", b); r.code != 0 {
						errs <- fmt.Sprintf("game %s box %s: %d %s", game, b, r.code, r.err)
					}
				}
			}
		}(game)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	for _, id := range games {
		if s := sheetOf(t, db, id); !s.Finished || s.Players[0].Total != 100 {
			t.Errorf("game %s after concurrent writers: finished %v, totals %d", id, s.Finished, s.Players[0].Total)
		}
	}
	// Two moves on the same game at the same instant: the second is
	// judged after the first, for the next player.
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if r := sp(t, db, "move", "4", "--dice", "12345", "--box", "chance"); r.code != 0 {
				t.Errorf("same-game writer: %d %s", r.code, r.err)
			}
		}()
	}
	wg.Wait()
	s := sheetOf(t, db, "4")
	if s.Players[0].Total != 15 || s.Players[1].Total != 15 {
		t.Fatalf("both simultaneous moves must land, one per player: %+v", s.Players)
	}
}

func TestForeignAndNewerFilesUntouched(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	text := filepath.Join(dir, "notes.txt")
	os.WriteFile(text, []byte("grocery list: eggs, milk\n"), 0o644)
	other := filepath.Join(dir, "other.db")
	// A SQLite database of another program.
	if out, err := exec.Command("go", "run", "./testdata/mkforeign", other).CombinedOutput(); err != nil {
		t.Fatalf("%v %s", err, out)
	}
	for _, f := range []string{text, other} {
		before := sum(t, f)
		fails(t, f, 2, "not a scorepad database", "games")
		fails(t, f, 2, "not a scorepad database", "new", "penta", "--players", "Ana")
		if sum(t, f) != before {
			t.Errorf("%s was modified", f)
		}
	}
	newer := filepath.Join(dir, "newer.db")
	ok(t, newer, "new", "penta", "--players", "Ana")
	if out, err := exec.Command("go", "run", "./testdata/mkforeign", "-bump", newer).CombinedOutput(); err != nil {
		t.Fatalf("%v %s", err, out)
	}
	before := sum(t, newer)
	fails(t, newer, 2, "newer scorepad", "games")
	if sum(t, newer) != before {
		t.Error("newer database was modified")
	}
}

func sum(t *testing.T, path string) [32]byte {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

// TestDamagedDatabase: a scorepad file whose pages are damaged gets a clear
// error (exit 3, "damaged" said once), and scorepad writes nothing to it.
func TestDamagedDatabase(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	for range 5 {
		ok(t, db, "move", "1", "--dice", "12345", "--box", "chance")
		ok(t, db, "move", "1", "--dice", "12345", "--box", "chance")
		ok(t, db, "undo", "1")
		ok(t, db, "undo", "1")
	}
	data, _ := os.ReadFile(db)
	if len(data) < 4*4096 {
		t.Skipf("database of %d bytes: too small to damage a middle page", len(data))
	}
	for i := 4096; i < len(data); i++ { // every page but the first (the schema)
		data[i] = 0xA5
	}
	os.WriteFile(db, data, 0o644)
	before := sum(t, db)
	for _, args := range [][]string{{"sheet", "1"}, {"move", "1", "--dice", "12345", "--box", "chance"}, {"games"}, {"stats"}} {
		r := sp(t, db, args...)
		if r.code == 0 {
			t.Fatalf("%v: a damaged page went unnoticed: %+v", args, r)
		}
		// Issue 14: a system failure (exit 3), said once, not nested.
		if r.code != 3 || strings.Count(r.err, "damaged") != 1 || strings.Count(r.err, "\n") != 1 {
			t.Fatalf("%v: want one clear sentence and exit 3, got %d %q", args, r.code, r.err)
		}
	}
	if sum(t, db) != before {
		t.Fatal("scorepad wrote to a damaged file")
	}
}

// The per-player lines that confirm a move or an edit put a non-breaking
// space before the colon in French ("  Ana : …"), in every game.
func TestFrenchColonInConfirmations(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "sackson", "--players", "Ana,Ben")
	en := ok(t, db, "move", "1", "--roll", "33456", "--choice", "Ana=3+4,5+6/3", "--choice", "Ben=3+3,4+5/6")
	fr := ok(t, db, "move", "1", "--roll", "33456", "--choice", "Ana=3+4,5+6/3", "--choice", "Ben=3+3,4+5/6", "--lang", "fr")
	if !strings.Contains(en, "  Ana: ") || !strings.Contains(en, "  Ben: ") {
		t.Errorf("Sackson move in English:\n%s", en)
	}
	if !strings.Contains(fr, "  Ana\u00a0: ") || !strings.Contains(fr, "  Ben\u00a0: ") || strings.Contains(fr, "Ana: ") {
		t.Errorf("Sackson move in French:\n%s", fr)
	}
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	fr = ok(t, db, "move", "2", "--dice", "44412", "--box", "fours", "--lang", "fr")
	if !strings.Contains(fr, "Accepté\u00a0: Ana") {
		t.Errorf("Penta move in French:\n%s", fr)
	}
	en = ok(t, db, "edit", "2", "--move", "1", "--dice", "44413", "--box", "fours")
	fr = ok(t, db, "edit", "2", "--move", "1", "--dice", "44444", "--box", "fours", "--lang", "fr")
	if !strings.Contains(en, "  Ana: 12\n") || !strings.Contains(fr, "  Ana\u00a0: 12 → 20") || !strings.Contains(fr, "  Ben\u00a0: 0") {
		t.Errorf("edit:\n%s\n%s", en, fr)
	}
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	fr = ok(t, db, "move", "3", "--points", "550", "--lang", "fr")
	if !strings.Contains(fr, "Accepté\u00a0: Ana") {
		t.Errorf("5000 move in French:\n%s", fr)
	}
}

// TestEditListNamesBoxesInTheReadersLanguage: edit --list and edit's
// confirmation write a Penta/Yam's move as its flags would, in French with
// the French names --box and --column take too ("44444 → quatre (libre)"),
// in English with the IDs; --json keeps the IDs whatever the language.
func TestEditListNamesBoxesInTheReadersLanguage(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "yams", "--players", "Ana,Ben", "--preset", "francaise")
	ok(t, db, "move", "1", "--dice", "44412", "--box", "fours", "--column", "free")
	en := ok(t, db, "edit", "1", "--list")
	fr := ok(t, db, "edit", "1", "--list", "--lang", "fr")
	js := ok(t, db, "edit", "1", "--list", "--json", "--lang", "fr")
	if !strings.Contains(en, "44412 → fours (free)") || !strings.Contains(fr, "44412 → quatre (libre)") || strings.Contains(fr, "fours") || !strings.Contains(js, "44412 → fours (free)") {
		t.Errorf("edit --list:\n%s\n%s\n%s", en, fr, js)
	}
	// what the French line shows is what the flags take
	fr = ok(t, db, "edit", "1", "--move", "1", "--dice", "44444", "--box", "quatre", "--column", "libre", "--lang", "fr")
	if !strings.Contains(fr, "44444 → quatre (libre)") || !strings.Contains(fr, "44412 → quatre (libre)") {
		t.Errorf("edit in French:\n%s", fr)
	}
}

// The stats cards in French: a colon after its label with the
// non-breaking space, « gagnée » agreeing with the count, one game « 1
// partie » / "1 game".
func TestStatsCardsAgreeInBothLanguages(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	ok(t, db, "move", "1", "--points", "5000")
	fr := ok(t, db, "stats", "--lang", "fr")
	en := ok(t, db, "stats", "--lang", "en")
	for _, want := range []string{"Parties\u00a0: 1, 1 gagnée (", "Parties\u00a0: 1, 0 gagnée (", "Jeu préféré\u00a0: 5000 (1 partie)", "5000\u00a0: 1 partie, 1 gagnée · record"} {
		if !strings.Contains(fr, want) {
			t.Errorf("French stats lack %q:\n%s", want, fr)
		}
	}
	for _, want := range []string{"Games: 1, 1 won (", "Favourite game: 5000 (1 game)", "5000: 1 game, 1 won · record"} {
		if !strings.Contains(en, want) {
			t.Errorf("English stats lack %q:\n%s", want, en)
		}
	}
}
