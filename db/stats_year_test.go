package db_test

import (
	"context"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
)

// TestStatsCurrentStreak: the games won in a row up to a player's last
// game. Ana won both Penta games (the second shared), Ben lost the first
// and shared the second.
func TestStatsCurrentStreak(t *testing.T) {
	t.Parallel()
	s := knownGames(t)
	rep, err := s.Stats(context.Background(), db.StatsFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if a := find(rep, "Ana", "penta"); a.CurrentStreak != 2 {
		t.Errorf("Ana's current Penta streak %d, want 2", a.CurrentStreak)
	}
	if b := find(rep, "Ben", "penta"); b.CurrentStreak != 1 || b.Streak != 1 {
		t.Errorf("Ben's Penta streaks: current %d longest %d, want 1 and 1", b.CurrentStreak, b.Streak)
	}
	if b := find(rep, "Ben", "5000"); b.CurrentStreak != 0 {
		t.Errorf("Ben lost his 5000 game: current streak %d", b.CurrentStreak)
	}
}

// TestStatsUntil: a window closed at the first of a month (a year in
// review) counts only the games finished before it, in every figure.
func TestStatsUntil(t *testing.T) {
	t.Parallel()
	s := knownGames(t)
	ctx := context.Background()
	feb := time.Date(2025, 2, 1, 0, 0, 0, 0, time.UTC)
	rep, err := s.Stats(ctx, db.StatsFilter{Until: feb})
	if err != nil {
		t.Fatal(err)
	}
	ana, ben := find(rep, "Ana", "penta"), find(rep, "Ben", "penta")
	if ana == nil || ben == nil || ana.Games != 1 || ana.Wins != 1 || ben.Games != 1 || ben.Wins != 0 || ben.Median != 273 || ana.CurrentStreak != 1 {
		t.Fatalf("January: Ana %+v Ben %+v", ana, ben)
	}
	if find(rep, "Cléo", "sackson") != nil || find(rep, "Ana", "5000") != nil {
		t.Error("games finished after the window are counted")
	}
	for _, r := range rep.Records {
		if r.Date >= "2025-02-01" {
			t.Errorf("record after the window: %+v", r)
		}
	}
	if len(rep.HeadToHead) != 1 || rep.HeadToHead[0].Games != 1 {
		t.Errorf("head to head in January: %+v", rep.HeadToHead)
	}
	// From February on: the other games.
	rep, _ = s.Stats(ctx, db.StatsFilter{Since: feb, Until: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)})
	if a := find(rep, "Ana", "penta"); a == nil || a.Games != 1 || a.Median != 323 {
		t.Errorf("from February: Ana %+v", a)
	}
	all, err := s.FinishedGames(ctx, db.StatsFilter{})
	if err != nil || len(all) != 4 {
		t.Fatalf("finished games: %v %v", all, err)
	}
	jan, _ := s.FinishedGames(ctx, db.StatsFilter{Until: feb})
	if len(jan) != 1 || jan[0].Kind != sheets.Penta || jan[0].Finished >= "2025-02-01" {
		t.Errorf("finished in January: %+v", jan)
	}
	cleo, _ := s.FinishedGames(ctx, db.StatsFilter{Player: "CLÉO"})
	if len(cleo) != 1 || cleo[0].Kind != sheets.Sackson {
		t.Errorf("Cléo's games: %+v", cleo)
	}
}
