package db_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
)

// TestF4ImportTimesAgainstTheClock: with the clock injected, an imported
// game may be dated up to sheets.ClockSkew ahead of now (two devices'
// clocks differ) and no further: a start, a move or a change time beyond
// that is refused, and nothing is written.
func TestF4ImportTimesAgainstTheClock(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 6, 1, 20, 0, 0, 0, time.UTC)
	start := now.Add(-time.Hour)
	game := func(move, updated time.Time) *sheets.Archive {
		return &sheets.Archive{Format: sheets.ArchiveFormat, Version: sheets.ArchiveVersion, Games: []sheets.ArchiveGame{{
			UUID: "0b6c5f0e-7f4a-4d7b-9a51-3c2f8f8f1a01", ID: 1, Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"},
			Started: start, Updated: updated,
			Moves: []sheets.ArchiveMove{{Seq: 1, Player: "Ana", At: move, Play: sheets.FivePlay{Points: 500}}},
		}}}
	}
	for _, tc := range []struct {
		name          string
		move, updated time.Time
		want          string // "" when accepted
	}{
		{"now", now, now, ""},
		{"within-the-skew", now.Add(sheets.ClockSkew - time.Minute), now.Add(sheets.ClockSkew - time.Minute), ""},
		{"move-beyond", now.Add(sheets.ClockSkew + time.Minute), now.Add(sheets.ClockSkew + time.Minute), "move 1 is dated 2026-06-01T21:01:00Z"},
		{"updated-beyond", now, now.Add(sheets.ClockSkew + time.Minute), "updated 2026-06-01T21:01:00Z is after now (2026-06-01T20:00:00Z)"},
		{"move-before-start", start.Add(-time.Second), now, "move 1 is dated 2026-06-01T18:59:59Z"},
	} {
		s, err := db.Open(context.Background(), filepath.Join(t.TempDir(), "c.db"))
		if err != nil {
			t.Fatal(err)
		}
		svc := sheets.NewService(s, func() time.Time { return now })
		c, err := svc.Import(context.Background(), game(tc.move, tc.updated))
		n, _ := s.CountGames(context.Background(), true)
		s.Close()
		switch {
		case tc.want == "" && (err != nil || c.Imported != 1 || n != 1):
			t.Errorf("%s: %+v %v, %d games; want it imported", tc.name, c, err, n)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || n != 0):
			t.Errorf("%s: %v, %d games; want %q and nothing written", tc.name, err, n, tc.want)
		}
	}
}
