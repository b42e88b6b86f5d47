package db_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
)

func open(t testing.TB) (*db.Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.db")
	s, err := db.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

// clock returns a Now that advances a day per call from 2025-01-01: a game
// created then played for 26 moves finishes on day 27 (2025-01-28).
func clock() func() time.Time {
	t := time.Date(2025, 1, 1, 20, 0, 0, 0, time.UTC)
	return func() time.Time { t = t.Add(24 * time.Hour); return t }
}

func TestMigrationsRecorded(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	var v, app int
	s.DB().QueryRow("PRAGMA user_version").Scan(&v)
	s.DB().QueryRow("PRAGMA application_id").Scan(&app)
	if v != 11 || app != db.ApplicationID { // 011_move_keys.sql is the last (010 is another branch's)
		t.Fatalf("user_version %d application_id %x", v, app)
	}
	s.Close()
	s2, err := db.Open(context.Background(), path) // reopening migrates nothing twice
	if err != nil {
		t.Fatal(err)
	}
	s2.Close()
}

func TestDefaultPath(t *testing.T) {
	t.Parallel()
	env := map[string]string{"XDG_DATA_HOME": "/x", "HOME": "/h"}
	p, _ := db.DefaultPath(func(k string) string { return env[k] })
	if p != "/x/scorepad/scorepad.db" {
		t.Error(p)
	}
	delete(env, "XDG_DATA_HOME")
	if p, _ := db.DefaultPath(func(k string) string { return env[k] }); p != "/h/.local/share/scorepad/scorepad.db" {
		t.Error(p)
	}
}

func TestNotADatabaseUntouched(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "x.db")
	content := []byte("SQLite format 3\x00 but truncated and corrupt")
	os.WriteFile(path, content, 0o600)
	if _, err := db.Open(context.Background(), path); err == nil {
		t.Fatal("opened a corrupt file")
	}
	if got, _ := os.ReadFile(path); string(got) != string(content) {
		t.Fatal("file modified")
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		t.Fatal("a -wal file was created beside it")
	}
}

func TestUndoOfFinishingMoveRemovesResults(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	svc := sheets.NewService(s, clock())
	ctx := context.Background()
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet"}}}
	if err := svc.Create(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	if _, _, err := svc.Move(ctx, g.ID, sheets.Move{Play: sheets.FivePlay{Points: 5000}}, ""); err != nil {
		t.Fatal(err)
	}
	var n int
	s.DB().QueryRow("SELECT count(*) FROM results").Scan(&n)
	if n != 2 {
		t.Fatalf("results %d", n)
	}
	st, _, err := svc.Undo(ctx, g.ID)
	if err != nil || st.Finished {
		t.Fatal(err)
	}
	s.DB().QueryRow("SELECT count(*) FROM results").Scan(&n)
	if n != 0 {
		t.Fatal("results of an undone end kept")
	}
}

// BenchmarkMoveThroughStore is one accepted move: load, replay, judge,
// save (one transaction, fsync'd).
func BenchmarkMoveThroughStore(b *testing.B) {
	s, _ := open(b)
	svc := sheets.NewService(s, nil)
	ctx := context.Background()
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet"}}}
	if err := svc.Create(ctx, g, nil); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if i%400 == 399 { // keep the log short and realistic: a new game
			g = &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet"}}}
			svc.Create(ctx, g, nil)
		}
		if _, _, err := svc.Move(ctx, g.ID, sheets.Move{Play: sheets.FivePlay{Bust: true}}, ""); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
