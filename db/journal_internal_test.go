package db

import (
	"context"
	"database/sql"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// gamesDB makes a scorepad database of n games at path, in rollback-journal
// mode when rollback is true (as a restored copy may be), and closes it.
func gamesDB(t *testing.T, path string, n int, rollback bool) {
	t.Helper()
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	svc := sheets.NewService(s, nil)
	for i := 0; i < n; i++ {
		if err := svc.Create(context.Background(), &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}, nil); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	if rollback {
		raw, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := raw.Exec("PRAGMA journal_mode = DELETE"); err != nil {
			t.Fatal(err)
		}
		raw.Close()
	}
}

// journalHeader is a rollback journal's header as SQLite writes it: the
// magic, nRec, the checksum seed, the original size in pages, the sector
// and page sizes, padded to one 512-byte sector.
func journalHeader(nRec, origPages, pageSize uint32) []byte {
	h := make([]byte, 512)
	copy(h, journalMagic)
	binary.BigEndian.PutUint32(h[8:], nRec)
	binary.BigEndian.PutUint32(h[12:], 0x0488b322)
	binary.BigEndian.PutUint32(h[16:], origPages)
	binary.BigEndian.PutUint32(h[20:], 512)
	binary.BigEndian.PutUint32(h[24:], pageSize)
	return h
}

func countGames(t *testing.T, s *Store) int {
	t.Helper()
	n, err := s.CountGames(context.Background(), true)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestF2StaleJournalMovedAside: a -journal that cannot belong to the
// database beside it (the 512-byte header recording 0 pages beside
// a 50-game database; a journal of another page size; one that restores no
// page yet would resize the file) is moved aside under a name that says
// so, with a notice in both languages, and the database opens whole, for a
// command that only reads as for one that writes. On main the first case
// emptied the database.
func TestF2StaleJournalMovedAside(t *testing.T) {
	t.Parallel()
	journalNow = func() time.Time { return time.Date(2026, 12, 2, 1, 2, 3, 0, time.UTC) }
	for _, tc := range []struct {
		name     string
		rollback bool
		journal  func(pages uint32) []byte
		why      string
	}{
		{"empty-header-beside-wal", false, func(uint32) []byte { return journalHeader(0, 0, 4096) }, "WAL mode"},
		{"empty-header-beside-rollback", true, func(uint32) []byte { return journalHeader(0, 0, 4096) }, "empty database (0 pages)"},
		{"other-page-size", true, func(p uint32) []byte { return journalHeader(0, p, 1024) }, "page size is 1024 bytes"},
		{"no-page-yet-resizes", true, func(p uint32) []byte { return journalHeader(0, p-1, 4096) }, "no page to put back"},
	} {
		for _, read := range []bool{true, false} {
			dir := t.TempDir()
			path := filepath.Join(dir, "fam.db")
			gamesDB(t, path, 50, tc.rollback)
			fi, _ := os.Stat(path)
			if err := os.WriteFile(path+"-journal", tc.journal(uint32(fi.Size()/4096)), 0o644); err != nil {
				t.Fatal(err)
			}
			open := Open
			if read {
				open = OpenRead
			}
			s, err := open(context.Background(), path)
			if err != nil {
				t.Fatalf("%s (read %v): %v", tc.name, read, err)
			}
			if n := countGames(t, s); n != 50 {
				t.Errorf("%s (read %v): %d games after opening, want 50", tc.name, read, n)
			}
			notes := s.Notices()
			s.Close()
			if _, err := os.Stat(path + "-journal"); err == nil {
				t.Errorf("%s (read %v): the journal is still beside the database", tc.name, read)
			}
			aside := path + "-journal.stale-20261202T010203Z"
			if _, err := os.Stat(aside); err != nil {
				t.Errorf("%s (read %v): no %s: %v", tc.name, read, filepath.Base(aside), err)
			}
			if len(notes) != 1 {
				t.Fatalf("%s (read %v): notices %v, want one", tc.name, read, notes)
			}
			en, fr := notes[0].Text(lang.EN), notes[0].Text(lang.FR)
			if !strings.Contains(en, tc.why) || !strings.Contains(en, filepath.Base(aside)) || !strings.Contains(fr, filepath.Base(aside)) || !strings.Contains(fr, "mis de côté") {
				t.Errorf("%s: notice\n%s\n%s\nwant the reason %q and the new name in both languages", tc.name, en, fr, tc.why)
			}
			// the database still opens whole afterwards, with nothing more to say
			s, err = Open(context.Background(), path)
			if err != nil {
				t.Fatal(err)
			}
			if n := countGames(t, s); n != 50 || len(s.Notices()) != 0 {
				t.Errorf("%s: reopened with %d games and notices %v", tc.name, n, s.Notices())
			}
			s.Close()
		}
	}
}

// TestF2GenuineHotJournalRollsBack: a real hot journal, taken from a
// transaction caught in the middle (the database file and its journal
// copied while a transaction that deleted every game had already written
// pages into the file, as a crash would leave them), is rolled back:
// every game is there again, for a command that reads as for one that
// writes, and the journal is gone, not moved aside.
func TestF2GenuineHotJournalRollsBack(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "live.db")
	gamesDB(t, path, 300, true)
	raw, err := sql.Open("sqlite", "file:"+path+"?_pragma=cache_size(2)&_pragma=journal_mode(DELETE)")
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	raw.SetMaxOpenConns(1)
	ctx := context.Background()
	tx, err := raw.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	// enough changed pages that a cache of two spills them into the file
	for _, q := range []string{"DELETE FROM game_players", "DELETE FROM games", "UPDATE players SET name = name || '-gone'"} {
		if _, err := tx.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := os.ReadFile(filepath.Join(dir, "live.db"))
	for _, read := range []bool{true, false} {
		crash := filepath.Join(t.TempDir(), "crash.db")
		copyFile(t, path, crash)
		copyFile(t, path+"-journal", crash+"-journal")
		// the copy really is mid-transaction: read as SQLite's immutable
		// file (which ignores the journal) it has lost its games
		imm, err := sql.Open("sqlite", "file:"+crash+"?mode=ro&immutable=1")
		if err != nil {
			t.Fatal(err)
		}
		var left int
		if err := imm.QueryRow("SELECT count(*) FROM games").Scan(&left); err != nil {
			t.Fatalf("the copy does not read: %v", err)
		}
		imm.Close()
		if left == 300 {
			t.Fatalf("the transaction wrote nothing into the file (%d bytes): no hot journal to test", len(before))
		}
		open := Open
		if read {
			open = OpenRead
		}
		s, err := open(ctx, crash)
		if err != nil {
			t.Fatalf("read %v: %v", read, err)
		}
		if n := countGames(t, s); n != 300 {
			t.Errorf("read %v: %d games after the rollback, want 300", read, n)
		}
		if len(s.Notices()) != 0 {
			t.Errorf("read %v: a genuine journal was reported: %v", read, s.Notices())
		}
		s.Close()
		if m, _ := filepath.Glob(crash + "-journal*"); len(m) != 0 {
			t.Errorf("read %v: left %v", read, m)
		}
	}
}
