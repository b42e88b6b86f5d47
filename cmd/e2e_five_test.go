package cmd_test

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

var fiveOnce sync.Once

// fiveTable solves the 5000 table once into the shared cache, so that the
// parallel tests that need it do not each solve it.
func fiveTable(t *testing.T) {
	t.Helper()
	fiveOnce.Do(func() { spc(t, newDB(t), "solve", "5000") })
}

// The 5000 advisor's commands on the built binary (C1–C7). The two-player
// table is solved once into the cache folder shared by the advisor tests.

type solveFive struct {
	ExpectedTurn        float64 `json:"expected_turn"`
	ExpectedOpeningTurn float64 `json:"expected_opening_turn"`
	FirstPlayerWin      float64 `json:"first_player_win"`
	States              int
	Seconds             float64
	Cached              bool
}

func TestSolve5000(t *testing.T) {
	t.Parallel()
	fiveTable(t)
	db := newDB(t)
	var s solveFive
	decode(t, spc(t, db, "solve", "5000", "--json").out, &s)
	if math.Abs(s.ExpectedTurn-411.4494) > 1e-4 || math.Abs(s.ExpectedOpeningTurn-367.3928) > 1e-4 || s.States != 2991990 ||
		s.FirstPlayerWin < 0.539 || s.FirstPlayerWin > 0.540 {
		t.Fatalf("solve 5000: %+v", s)
	}
	decode(t, spc(t, db, "solve", "5000", "--json").out, &s)
	if !s.Cached {
		t.Fatalf("the second solve must load the cache: %+v", s)
	}
	out := spc(t, db, "solve", "5000", "--lang", "fr").out
	if !strings.Contains(out, "411,4494") && !strings.Contains(out, "411.4494") || !strings.Contains(out, "premier gagne") {
		t.Fatalf("French: %s", out)
	}
	fails(t, db, 2, "--penalty is a Sackson option, not a 5000 option", "solve", "5000", "--penalty", "100")
	fails(t, db, 2, "unknown bust rule", "solve", "5000", "--bust-rule", "never")
}

// A damaged 5000 table is recomputed, never trusted (a second solve of
// the table: behind SCOREPAD_LONG).
func TestSolve5000DamagedCache(t *testing.T) {
	if os.Getenv("SCOREPAD_LONG") == "" {
		t.Skip("long check: set SCOREPAD_LONG=1")
	}
	t.Parallel()
	db := newDB(t)
	cache := t.TempDir()
	var s solveFive
	decode(t, run(t, db, []string{"solve", "5000", "--json"}, "SCOREPAD_CACHE="+cache).out, &s)
	files, _ := filepath.Glob(filepath.Join(cache, "5000-*.tab"))
	if len(files) != 1 || s.Cached {
		t.Fatalf("cache files %v, %+v", files, s)
	}
	data, _ := os.ReadFile(files[0])
	data[len(data)/2] ^= 0x10
	os.WriteFile(files[0], data, 0o644)
	decode(t, run(t, db, []string{"solve", "5000", "--json"}, "SCOREPAD_CACHE="+cache).out, &s)
	if s.Cached || s.FirstPlayerWin < 0.539 || s.FirstPlayerWin > 0.540 {
		t.Fatalf("a damaged cache must be recomputed: %+v", s)
	}
}

type hintFive struct {
	Player       string
	Throw        string
	TurnTotal    int `json:"turn_total"`
	Measure      string
	Bust         bool
	Keep         string
	Action       string
	Total        int
	Left         int
	Value        float64
	Alternatives []struct {
		Keep, Action string
		Total, Left  int
		Value        float64
	}
}

func TestHint5000(t *testing.T) {
	t.Parallel()
	fiveTable(t)
	db := newDB(t)
	var h hintFive
	decode(t, sp(t, db, "hint", "5000", "--throw", "115234", "--score", "1000", "--json").out, &h)
	if h.Measure != "expected_points" || h.Keep != "1" || h.Action != "throw" || h.Left != 5 || len(h.Alternatives) != 9 {
		t.Fatalf("C4: keep one 1 and throw five: %+v", h)
	}
	for _, a := range h.Alternatives {
		if a.Value > h.Value {
			t.Fatalf("an alternative beats the best: %+v", a)
		}
	}
	// C6: 600 with three dice left, not opened: bank it
	decode(t, sp(t, db, "hint", "5000", "--throw", "115234", "--turn-total", "350", "--json").out, &h)
	if h.Keep != "115" || h.Action != "bank" || h.Total != 600 || h.Value != 600 {
		t.Fatalf("C6: bank the opening: %+v", h)
	}
	decode(t, sp(t, db, "hint", "5000", "--throw", "2346", "--turn-total", "300", "--json").out, &h)
	if !h.Bust || h.Keep != "" {
		t.Fatalf("C2: a bust: %+v", h)
	}
	fails(t, db, 2, "5 dice given, 6 needed", "hint", "5000", "--throw", "11523")
	fails(t, db, 2, "multiple of 50", "hint", "5000", "--throw", "115234", "--turn-total", "120")
	fails(t, db, 2, "--throw required", "hint", "5000")
	fails(t, db, 2, "--dice is a Penta and Yam's flag, not a 5000 flag", "hint", "5000", "--dice", "11111", "--throw", "115234")
	// in a game: the win probability of the player to move
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	ok(t, db, "move", "1", "--points", "600")
	decode(t, spc(t, db, "hint", "1", "--throw", "555234", "--json").out, &h)
	if h.Player != "Ben" || h.Measure != "win_probability" || h.Value <= 0 || h.Value >= 1 || h.Keep == "" {
		t.Fatalf("hint in a game: %+v", h)
	}
	out := spc(t, db, "hint", "1", "--throw", "555234", "--lang", "fr").out
	if !strings.Contains(out, "Ben") || !strings.Contains(out, "de gagner") {
		t.Fatalf("French hint: %s", out)
	}
	fails(t, db, 2, "--throw is a 5000 flag", "hint", "penta", "--throw", "115234")
}

func TestRobotsAndReview5000(t *testing.T) {
	t.Parallel()
	fiveTable(t)
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,robot:expert,robot:normal")
	fails(t, db, 1, "no robot is to move", "move", "1", "--robot")
	ok(t, db, "move", "1", "--turn", "115234/11 2346/-")
	fails(t, db, 1, "plays its own turns", "move", "1", "--points", "600")
	next := "robot:expert"
	for i := 0; i < 200 && next != ""; i++ {
		args := []string{"move", "1", "--robot", "--json"}
		if next == "Ana" {
			args = []string{"move", "1", "--bust", "--json"}
		}
		var m struct {
			Next   *string
			Winner *string
		}
		decode(t, spc(t, db, args...).out, &m)
		next = ""
		if m.Next != nil {
			next = *m.Next
		}
	}
	if next != "" {
		t.Fatal("200 turns and no winner")
	}
	rev := reviewOf(t, db, "1")
	if rev.Measure != "win_probability" || rev.Decisions[0].Player != "Ana" || rev.Decisions[0].Loss < 0.005 {
		t.Fatalf("keeping two 1s from 115234 costs win probability: %+v", rev.Decisions[0])
	}
	if rev.Players[1].Decisions == 0 || rev.Players[1].Loss > 1e-9 {
		t.Fatalf("the Expert loses nothing against itself: %+v", rev.Players[1])
	}
	for _, d := range rev.Decisions {
		if d.Loss < -1e-9 {
			t.Fatalf("a negative loss: %+v", d)
		}
	}
	fr := spc(t, db, "review", "1", "--lang", "fr").out
	if !strings.Contains(fr, "points de pourcentage de chances de gagner perdus") {
		t.Fatal("French review")
	}
	wantDecimals(t, "review (5000)", spc(t, db, "review", "1").out, fr, 2)
}

func TestSimulate5000(t *testing.T) {
	t.Parallel()
	fiveTable(t)
	db := newDB(t)
	var s struct {
		Games        int
		Players      []string
		Wins         []int
		WinRate      []float64 `json:"win_rate"`
		StdErr       []float64 `json:"stderr"`
		TurnsPerGame float64   `json:"turns_per_game"`
	}
	games := 60 // SCOREPAD_LONG=1: 300
	if os.Getenv("SCOREPAD_LONG") != "" {
		games = 300
	}
	decode(t, spc(t, db, "simulate", "5000", "--games", fmt.Sprint(games), "--seed", "5", "--json").out, &s)
	if s.Games != games || len(s.Wins) != 2 || s.Wins[0]+s.Wins[1] != games || s.Players[0] != "expert" || s.TurnsPerGame < 10 {
		t.Fatalf("simulate 5000: %+v", s)
	}
	decode(t, spc(t, db, "simulate", "5000", "--games", "90", "--players", "normal,normal,normal", "--json").out, &s)
	if len(s.Wins) != 3 || s.Wins[0]+s.Wins[1]+s.Wins[2] != 90 {
		t.Fatalf("three players: %+v", s)
	}
	fails(t, db, 2, "2 to 5", "simulate", "5000", "--players", "expert")
	fails(t, db, 2, "--strategy is a Penta, Yam's and Sackson flag, not a 5000 flag", "simulate", "5000", "--strategy", "normal")
	fails(t, db, 2, "--players is a 5000 flag", "simulate", "penta", "--players", "expert,normal")
}

// solve 5000 and simulate 5000 name the bust rule (C2) in the reader's
// language, and simulate groups the count of games the French way.
func TestBustRuleNamedInBothLanguages5000(t *testing.T) {
	t.Parallel()
	fiveTable(t)
	db := newDB(t)
	en, fr := inBoth(t, db, "solve", "5000")
	if !strings.Contains(en, "5000 (booklet): ") || !strings.Contains(fr, "5000 (livret)\u00a0: ") || strings.Contains(fr, "booklet") {
		t.Errorf("solve 5000:\n%s\n%s", en, fr)
	}
	en, fr = inBoth(t, db, "simulate", "5000", "--games", "1000", "--players", "normal,normal", "--seed", "3")
	if !strings.Contains(en, "1000 games of 5000 (booklet), seats rotating:") ||
		!regexp.MustCompile(`^1[\x{a0}\x{202f}]000 parties de 5000 \(livret\), places tournantes\x{a0}:`).MatchString(fr) {
		t.Errorf("simulate 5000:\n%s\n%s", en, fr)
	}
	en, fr = inBoth(t, db, "simulate", "5000", "--games", "1", "--players", "normal,normal", "--bust-rule", "nothing-scores")
	if !strings.HasPrefix(en, "1 game of 5000 (nothing-scores),") || !strings.HasPrefix(fr, "1 partie de 5000 (rien ne marque),") {
		t.Errorf("simulate 5000 --bust-rule nothing-scores in French:\n%s", fr)
	}
}
