package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/scorepad/scorepad/sheets"
)

// Issue 14: the database file's edges.

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func mustWork(t *testing.T, path string) *Store {
	t.Helper()
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatalf("open %s: %v", path, err)
	}
	t.Cleanup(func() { s.Close() })
	svc := sheets.NewService(s, nil)
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}}
	if err := svc.Create(context.Background(), g, nil); err != nil {
		t.Fatalf("a game in %s: %v", path, err)
	}
	var v int
	s.DB().QueryRow("PRAGMA user_version").Scan(&v)
	if v != schemaVersion() {
		t.Fatalf("user_version %d", v)
	}
	return s
}

// TestOpenRefusesWhatIsNotAFile: :memory:, file: URIs, folders and FIFOs
// are refused at once (WrongFile: exit 2), and nothing is created.
func TestOpenRefusesWhatIsNotAFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f.db")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{":memory:", "file:x.db?mode=memory&cache=shared", "FILE:" + filepath.Join(dir, "y.db"), "file::memory:", dir, fifo, ""} {
		done := make(chan error, 1)
		go func() {
			s, err := Open(context.Background(), p)
			if err == nil {
				s.Close()
			}
			done <- err
		}()
		select {
		case err := <-done:
			var de *Error
			if !errors.As(err, &de) || de.Kind != WrongFile || !de.BadInput() {
				t.Errorf("Open(%q): %v, want a WrongFile error", p, err)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("Open(%q) hangs", p)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files created: %v", entries)
	}
	if _, err := os.Stat("x.db"); err == nil {
		t.Error("a file: URI created a file")
	}
}

// TestHalfCreatedDatabaseFinished: the files an older scorepad left when
// killed in its first milliseconds on a new path (a real capture: the
// database header and the rollback journal of the switch to WAL, recording
// an empty database) are recognised and the database created, never called
// foreign; so are an empty file and a file with scorepad's application_id
// whose first migration never ran.
func TestHalfCreatedDatabaseFinished(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	killed := filepath.Join(dir, "killed.db")
	copyFile(t, "testdata/halfcreated/killed-at-creation.sqlite", killed)
	copyFile(t, "testdata/halfcreated/killed-at-creation.sqlite-journal", killed+"-journal")
	mustWork(t, killed)
	if _, err := os.Stat(killed + "-journal"); err == nil {
		t.Error("the stale journal is still there")
	}

	empty := filepath.Join(dir, "empty.db")
	os.WriteFile(empty, nil, 0o644)
	mustWork(t, empty)

	appOnly := filepath.Join(dir, "app-only.db")
	raw, err := sql.Open("sqlite", appOnly)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(fmt.Sprintf("PRAGMA application_id = %d", ApplicationID)); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	mustWork(t, appOnly)
}

// TestCreationIsAtomic: until a new database is complete, nothing is at its
// path; dying at that moment leaves the path free and the next run creates
// it; a finished creation leaves no temporary file.
func TestCreationIsAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "new.db")
	defer func() { createHook = nil }()
	seen := false
	createHook = func(tmp string) {
		seen = true
		if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s exists before the database is complete", path)
		}
		raw, err := sql.Open("sqlite", "file:"+tmp+"?mode=ro")
		if err != nil {
			t.Fatal(err)
		}
		defer raw.Close()
		var app uint32
		var v int
		raw.QueryRow("SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM pragma_user_version)").Scan(&app, &v)
		if app != ApplicationID || v != schemaVersion() {
			t.Errorf("the temporary file is not complete: app %x version %d", app, v)
		}
		panic("killed") // die here, as a kill would
	}
	func() {
		defer func() { recover() }()
		Open(context.Background(), path)
	}()
	if !seen {
		t.Fatal("the creation hook never ran")
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a creation killed before the rename left %s", path)
	}
	createHook = nil
	mustWork(t, path)
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "new.db" && !strings.HasPrefix(e.Name(), "new.db-") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// TestLockedIsNotDamaged: a write while another program holds the write
// lock past the busy timeout is reported as Locked, not as damage.
func TestLockedIsNotDamaged(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	s := mustWork(t, path)
	old := busyTimeout
	busyTimeout = 200 * time.Millisecond
	defer func() { busyTimeout = old }()
	other, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	other.SetMaxOpenConns(1)
	ctx := context.Background()
	conn, _ := other.Conn(ctx)
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(ctx, "ROLLBACK")
	s2, err := Open(ctx, path)
	if err != nil {
		t.Fatalf("opening an up-to-date database waits for no lock: %v", err)
	}
	defer s2.Close()
	err = sheets.NewService(s2, nil).Create(ctx, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ben"}}, nil)
	var de *Error
	if !errors.As(err, &de) || de.Kind != Locked || strings.Contains(de.Error(), "is damaged") || !strings.Contains(de.Error(), "locked") {
		t.Fatalf("err %v, want Locked", err)
	}
	_ = s
}

// TestDiskFullIsNotDamaged: SQLite's "database or disk is full" is
// DiskFull, with the free space, not damage.
func TestDiskFullIsNotDamaged(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "s.db")
	s := mustWork(t, path)
	s.db.SetMaxOpenConns(1)
	var pages int
	s.db.QueryRow("PRAGMA page_count").Scan(&pages)
	if _, err := s.db.Exec(fmt.Sprintf("PRAGMA max_page_count = %d", pages)); err != nil {
		t.Fatal(err)
	}
	svc := sheets.NewService(s, nil)
	var err error
	for i := 0; i < 200 && err == nil; i++ {
		err = svc.Create(context.Background(), &sheets.Game{Kind: sheets.Penta, Players: []string{fmt.Sprintf("Player %d with a long name", i)}}, nil)
	}
	var de *Error
	if !errors.As(err, &de) || de.Kind != DiskFull || !strings.Contains(de.Error(), "is full (") || strings.Contains(de.Error(), "is damaged") {
		t.Fatalf("err %v, want DiskFull with the free space", err)
	}
}
