package cmd_test

import (
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
)

// The Sackson advisor's commands (S1–S7). The evaluation is computed once
// into the cache folder shared by the advisor tests.

var sackOnce sync.Once

func sackEval(t *testing.T) {
	t.Helper()
	sackOnce.Do(func() { spc(t, newDB(t), "simulate", "sackson", "--games", "1", "--strategy", "normal") })
}

type sackHint struct {
	Player       string
	Roll         string
	Choice       string
	Expected     float64
	Obligation   string
	Alternatives []struct {
		Choice   string
		Expected float64
	}
}

func TestSimulateSackson(t *testing.T) {
	t.Parallel()
	sackEval(t)
	db := newDB(t)
	type stats struct {
		Strategy      string
		Penalty       int
		Games         int
		Mean, Stddev  float64
		Stderr        float64
		Min, Max      int
		ThrowsPerGame float64 `json:"throws_per_game"`
		Seconds       float64
		Rollouts      *int // which Expert played; absent for the Normal
	}
	var s stats
	decode(t, spc(t, db, "simulate", "sackson", "--games", "500", "--strategy", "normal", "--seed", "4", "--json").out, &s)
	if s.Games != 500 || s.Penalty != 200 || s.Mean < 150 || s.Min > s.Max || s.ThrowsPerGame < 20 || s.ThrowsPerGame > 30 || s.Stderr <= 0 || s.Rollouts != nil {
		t.Fatalf("simulate sackson: %+v", s)
	}
	s = stats{}
	decode(t, spc(t, db, "simulate", "sackson", "--games", "4", "--strategy", "expert", "--rollouts", "4", "--json").out, &s)
	if s.Games != 4 || s.Strategy != "expert" || s.Rollouts == nil || *s.Rollouts != 4 {
		t.Fatalf("expert before (rollouts): %+v", s)
	}
	s = stats{}
	decode(t, spc(t, db, "simulate", "sackson", "--games", "20", "--strategy", "expert", "--json").out, &s)
	if s.Games != 20 || s.Strategy != "expert" || s.Mean < 150 || s.Rollouts == nil || *s.Rollouts != 0 {
		t.Fatalf("expert (look-ahead): %+v", s)
	}
	decode(t, spc(t, db, "simulate", "sackson", "--games", "50", "--strategy", "normal", "--penalty", "100", "--json").out, &s)
	if s.Penalty != 100 {
		t.Fatalf("penalty: %+v", s)
	}
	if out := spc(t, db, "simulate", "sackson", "--games", "20", "--strategy", "normal", "--lang", "fr").out; !strings.Contains(out, "parties solitaires de Sackson") {
		t.Fatalf("French: %s", out)
	}
	fails(t, db, 2, "--rollouts is a Sackson flag", "simulate", "penta", "--rollouts", "3")
	fails(t, db, 2, "use 200, 150 or 100", "simulate", "sackson", "--penalty", "120")
	fails(t, db, 2, "--strategy", "simulate", "sackson", "--strategy", "genius")
	fails(t, db, 2, "--rollouts -1: give 0 (the Expert) or more", "simulate", "sackson", "--strategy", "expert", "--rollouts", "-1")
	fails(t, db, 2, "0 (l'Expert) ou plus (l'Expert d'avant)", "simulate", "sackson", "--strategy", "expert", "--rollouts", "-1", "--lang", "fr")
	fails(t, db, 2, "--rollouts goes with --strategy expert", "simulate", "sackson", "--strategy", "normal", "--rollouts", "4")
	fails(t, db, 2, "--rollouts va avec --strategy expert", "simulate", "sackson", "--strategy", "normal", "--rollouts", "0", "--lang", "fr")
}

func TestHintSackson(t *testing.T) {
	t.Parallel()
	sackEval(t)
	db := newDB(t)
	var h sackHint
	decode(t, spc(t, db, "hint", "sackson", "--roll", "33456", "--rows", "7:3,8:2", "--fifths", "3:2,5:0", "--json").out, &h)
	if h.Choice == "" || len(h.Alternatives) == 0 || h.Roll != "33456" || !strings.Contains(h.Obligation, "S3") {
		t.Fatalf("hint sackson: %+v", h)
	}
	for _, a := range h.Alternatives {
		if a.Expected > h.Expected {
			t.Fatalf("an alternative beats the best: %+v", a)
		}
	}
	fails(t, db, 2, "--roll required", "hint", "sackson")
	fails(t, db, 2, "S2", "hint", "sackson", "--roll", "33456", "--rows", "13:1")
	fails(t, db, 2, "--roll is a Sackson flag, not a 5000 flag", "hint", "5000", "--roll", "33456", "--throw", "115234")
	// in a game: every player still playing, or one
	ok(t, db, "new", "sackson", "--players", "Ana,Ben")
	var hs []sackHint
	decode(t, spc(t, db, "hint", "1", "--roll", "12345", "--json").out, &hs)
	if len(hs) != 2 || hs[0].Player != "Ana" || hs[1].Player != "Ben" {
		t.Fatalf("hint in a game: %+v", hs)
	}
	decode(t, spc(t, db, "hint", "1", "--roll", "12345", "--player", "ben", "--json").out, &h)
	if h.Player != "Ben" {
		t.Fatalf("--player: %+v", h)
	}
	if out := spc(t, db, "hint", "1", "--roll", "12345", "--lang", "fr").out; !strings.Contains(out, "total final espéré") || !strings.Contains(out, "Ana\u00a0: ") {
		t.Fatalf("French: %s", out)
	}
}

func TestRobotsAndReviewSackson(t *testing.T) {
	t.Parallel()
	sackEval(t)
	db := newDB(t)
	ok(t, db, "new", "sackson", "--players", "Ana,robot:expert,robot:normal")
	fails(t, db, 1, "no robot is to move", "move", "1", "--robot")
	fails(t, db, 1, "chooses for itself", "move", "1", "--roll", "12345", "--choice", "Ana=1+2,3+4/5", "--choice", "robot:normal=1+2,3+4/5")
	// the robots choose for themselves beside Ana
	var m struct {
		Round   int
		Players []struct {
			Name     string
			Finished bool
		}
	}
	decode(t, spc(t, db, "move", "1", "--roll", "12345", "--choice", "Ana=1+2,3+4/5", "--json").out, &m)
	if m.Round != 1 {
		t.Fatalf("round: %+v", m)
	}
	s := sheetOf(t, db, "1")
	if len(s.Players[1].Tracks) != 1 || len(s.Players[2].Tracks) != 1 {
		t.Fatalf("the robots' choices were not recorded: %+v", s.Players)
	}
	// Ana plays badly on: a 2 and a 12 every time she can
	rolls := []string{"11666", "11665", "12666", "11566", "11366", "11266"}
	for i := 0; i < 60 && !s.Finished; i++ {
		if s.Players[0].Finished != nil && *s.Players[0].Finished {
			spc(t, db, "move", "1", "--robot")
		} else {
			r := spc(t, db, "hint", "1", "--roll", rolls[i%len(rolls)], "--player", "Ana", "--json")
			var h sackHint
			decode(t, r.out, &h)
			worst := h.Choice
			if n := len(h.Alternatives); n > 0 {
				worst = h.Alternatives[n-1].Choice
			}
			spc(t, db, "move", "1", "--roll", rolls[i%len(rolls)], "--choice", "Ana="+worst)
		}
		s = sheetOf(t, db, "1")
	}
	if !s.Finished {
		t.Fatal("the game did not end")
	}
	rev := reviewOf(t, db, "1")
	if rev.Measure != "expected_points" || rev.Players[0].Loss <= 0 || rev.Players[1].Loss != 0 || rev.Players[1].Decisions == 0 {
		t.Fatalf("review: %+v", rev.Players)
	}
	for _, d := range rev.Decisions {
		if d.Loss < -1e-9 || d.Decision != "split" {
			t.Fatalf("a decision: %+v", d)
		}
	}
	fr := spc(t, db, "review", "1", "--lang", "fr").out
	if !strings.Contains(fr, "points espérés perdus") {
		t.Fatalf("French review: %s", fr)
	}
	wantDecimals(t, "review (Sackson)", spc(t, db, "review", "1").out, fr, 2)
}

// review judges Sackson splits by the values hint shows: a player who
// plays the hint's split every round loses nothing, as the Expert robot
// (the same look-ahead) does; one who plays the hint's worst split loses.
func TestReviewSacksonFollowingTheHintCostsNothing(t *testing.T) {
	t.Parallel()
	sackEval(t)
	db := newDB(t)
	ok(t, db, "new", "sackson", "--players", "Ana,Ben,robot:expert")
	// these dice (seed 3) give rounds where the hint's best split is not
	// the best by the Normal's evaluation: 4 of Ana's 26 in December 2026
	rng := rand.New(rand.NewPCG(3, 0))
	s := sheetOf(t, db, "1")
	for round := 0; round < 80 && !s.Finished; round++ {
		var roll [5]byte
		for i := range roll {
			roll[i] = byte('1' + rng.IntN(6))
		}
		move := []string{"move", "1", "--roll", string(roll[:])}
		for seat, name := range []string{"Ana", "Ben"} {
			if f := s.Players[seat].Finished; f != nil && *f {
				continue
			}
			var h sackHint
			decode(t, spc(t, db, "hint", "1", "--roll", string(roll[:]), "--player", name, "--json").out, &h)
			choice := h.Choice
			if n := len(h.Alternatives); seat == 1 && n > 0 {
				choice = h.Alternatives[n-1].Choice
			}
			move = append(move, "--choice", name+"="+choice)
		}
		if len(move) == 4 {
			move = []string{"move", "1", "--robot"}
		}
		if r := spc(t, db, move...); r.code != 0 {
			t.Fatalf("%v: exit %d, %s", move, r.code, r.err)
		}
		s = sheetOf(t, db, "1")
	}
	if !s.Finished {
		t.Fatal("the game did not end")
	}
	rev := reviewOf(t, db, "1")
	for _, d := range rev.Decisions {
		if d.Player != "Ben" && d.Loss != 0 {
			t.Errorf("%s played the hint's split in move %d (%s) and is charged %g (best %s)", d.Player, d.Move, d.Chosen, d.Loss, d.Best)
		}
	}
	if len(rev.Players) != 3 || rev.Players[0].Decisions < 10 || rev.Players[2].Decisions < 10 || rev.Players[1].Loss <= 0 {
		t.Fatalf("review: %+v", rev.Players)
	}
}
