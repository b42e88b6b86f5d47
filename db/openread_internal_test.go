package db

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/scorepad/scorepad/sheets"
)

// Issue 14, second round: reading needs no space and no permission to write.

// smallDisk mounts a tmpfs of size bytes in a temporary folder and returns
// it; the test is skipped where that cannot be done (not root, no mount).
func smallDisk(t *testing.T, size int) string {
	t.Helper()
	if os.Getuid() != 0 {
		t.Skip("a small file system needs root (tmpfs)")
	}
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", fmt.Sprintf("size=%d", size), "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs: %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", "-l", dir).Run() })
	return dir
}

// fill writes a file in dir until only about keep bytes are free.
func fill(t *testing.T, dir string, keep uint64) {
	t.Helper()
	free, ok := FreeSpace(dir)
	if !ok {
		t.Skip("free space unknown here")
	}
	f, err := os.CreateTemp(dir, "fill-*")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if free > keep {
		buf := make([]byte, 4096)
		for n := free - keep; n > 0; {
			k := uint64(len(buf))
			if n < k {
				k = n
			}
			if _, err := f.Write(buf[:k]); err != nil {
				break
			}
			n -= k
		}
	}
}

// oldDatabase writes at path a scorepad database of schema version 1.
func oldDatabase(t *testing.T, path string) {
	t.Helper()
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	for _, s := range []string{migrations()[0].sql, fmt.Sprintf("PRAGMA application_id = %d", ApplicationID), "PRAGMA user_version = 1"} {
		if _, err := raw.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
}

// TestOpenReadFullDisk: on a full disk, a database opens for reading and
// its games are listed (no -shm to grow, no checkpoint, no migration);
// writing fails as DiskFull. An old schema on a full disk says that the
// schema is old and why it cannot be brought up to date.
func TestOpenReadFullDisk(t *testing.T) {
	dir := smallDisk(t, 2<<20)
	ctx := context.Background()
	path := filepath.Join(dir, "s.db")
	s := mustWork(t, path)
	s.Close()
	old := filepath.Join(dir, "old.db")
	oldDatabase(t, old)
	fill(t, dir, 0)
	if free, _ := FreeSpace(dir); free != 0 {
		t.Fatalf("%d bytes still free", free)
	}
	r, err := OpenRead(ctx, path)
	if err != nil {
		t.Fatalf("reading on a full disk: %v", err)
	}
	defer r.Close()
	games, err := r.Games(ctx, sheets.GamesQuery{All: true})
	if err != nil || len(games) != 1 {
		t.Fatalf("games on a full disk: %v %v", games, err)
	}
	if _, err := r.Game(ctx, games[0].ID); err != nil {
		t.Fatalf("a sheet on a full disk: %v", err)
	}
	if _, err := r.Stats(ctx, StatsFilter{}); err != nil {
		t.Fatalf("statistics on a full disk: %v", err)
	}
	_, err = OpenRead(ctx, old)
	var de *Error
	if !errors.As(err, &de) || de.Kind != DiskFull || !strings.Contains(de.Error(), "older schema (version 1;") || !strings.Contains(de.Error(), "is full") ||
		!strings.Contains(de.Text(1), "schéma plus ancien") {
		t.Fatalf("old schema on a full disk: %v", err)
	}
}

// TestOpenReadFallsBackToTheFile: when SQLite cannot set up its shared
// memory (simulated: the disk full for the -shm file) and no write-ahead
// log holds commits, OpenRead reads the file itself; with commits in the
// log it does not (they would be missed) and says what failed.
func TestOpenReadFallsBackToTheFile(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	s := mustWork(t, path)
	s.Close()
	full := &os.PathError{Op: "write", Path: path + "-shm", Err: syscall.ENOSPC}
	tries := 0
	roFault = func(immutable bool) error {
		tries++
		if !immutable {
			return full
		}
		return nil
	}
	defer func() { roFault = nil }()
	r, err := OpenRead(ctx, path)
	if err != nil {
		t.Fatalf("OpenRead with no -shm possible: %v", err)
	}
	if games, err := r.Games(ctx, sheets.GamesQuery{All: true}); err != nil || len(games) != 1 {
		t.Fatalf("games: %v %v", games, err)
	}
	r.Close()
	if tries < 2 {
		t.Fatalf("the immutable read was not tried (%d opens)", tries)
	}
	// Commits in the write-ahead log: no fallback.
	os.WriteFile(path+"-wal", []byte("frames"), 0o644)
	defer os.Remove(path + "-wal")
	_, err = OpenRead(ctx, path)
	var de *Error
	if !errors.As(err, &de) || de.Kind != DiskFull {
		t.Fatalf("with a write-ahead log: %v, want DiskFull", err)
	}
}

// TestOpenReadWritesNothing: a read-only open takes no write lock (it reads
// while another program holds it), changes no byte of the file, and its
// connection refuses to write.
func TestOpenReadWritesNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	s := mustWork(t, path)
	s.Close()
	before, _ := os.ReadFile(path)
	other, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	conn, _ := other.Conn(ctx)
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	r, err := OpenRead(ctx, path)
	if err != nil {
		t.Fatalf("OpenRead while another holds the write lock: %v", err)
	}
	if games, err := r.Games(ctx, sheets.GamesQuery{All: true}); err != nil || len(games) != 1 {
		t.Fatalf("games: %v %v", games, err)
	}
	if _, err := r.DB().ExecContext(ctx, "DELETE FROM games"); err == nil {
		t.Fatal("the read-only store wrote")
	}
	r.Close()
	conn.ExecContext(ctx, "ROLLBACK")
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Fatal("reading changed the file")
	}
	// An old schema is brought up to date when it can be.
	old := filepath.Join(t.TempDir(), "old.db")
	oldDatabase(t, old)
	r, err = OpenRead(ctx, old)
	if err != nil {
		t.Fatalf("old schema, writable: %v", err)
	}
	var v int
	r.DB().QueryRow("PRAGMA user_version").Scan(&v)
	r.Close()
	if v != schemaVersion() {
		t.Fatalf("user_version %d", v)
	}
	_ = sheets.ErrNotFound
}

// TestCreateOnNearlyFullDisk: creating a database on a disk with too little
// room for it (at every size where the write-ahead log fits and its
// checkpoint does not, too) reports a full disk with the free space, in
// both languages, and leaves nothing behind.
func TestCreateOnNearlyFullDisk(t *testing.T) {
	dir := smallDisk(t, 2<<20)
	fill(t, dir, 320<<10)
	ctx := context.Background()
	sub := filepath.Join(dir, "x")
	os.Mkdir(sub, 0o755)
	pad, err := os.CreateTemp(dir, "pad-*")
	if err != nil {
		t.Fatal(err)
	}
	defer pad.Close()
	chunk := make([]byte, 16<<10)
	for step := 0; step < 20; step++ {
		path := filepath.Join(sub, "s.db")
		s, err := Open(ctx, path)
		if err == nil {
			s.Close()
			os.Remove(path)
		} else {
			var de *Error
			if !errors.As(err, &de) || de.Kind != DiskFull || !strings.Contains(de.Error(), "is full (") || strings.Contains(de.Error(), "checkpointed") ||
				!strings.Contains(de.Text(1), "est plein (") {
				free, _ := FreeSpace(dir)
				t.Fatalf("%d bytes free: %v, want DiskFull with the free space", free, err)
			}
			if entries, _ := os.ReadDir(sub); len(entries) != 0 {
				t.Fatalf("left behind: %v", entries)
			}
		}
		if _, err := pad.Write(chunk); err != nil {
			break
		}
	}
}

// TestOpenReadNoCheckpoint: a database left with commits in its
// write-ahead log (a writer that died) is read with those commits, and
// reading checkpoints nothing: the file and its log are left as they were.
func TestOpenReadNoCheckpoint(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	s := mustWork(t, path) // one game, committed to the log
	crash := filepath.Join(t.TempDir(), "s.db")
	copyFile(t, path, crash)
	copyFile(t, path+"-wal", crash+"-wal")
	s.Close()
	db0, _ := os.ReadFile(crash)
	wal0, _ := os.ReadFile(crash + "-wal")
	if len(wal0) == 0 {
		t.Fatal("no commit in the log to test with")
	}
	r, err := OpenRead(ctx, crash)
	if err != nil {
		t.Fatal(err)
	}
	if games, err := r.Games(ctx, sheets.GamesQuery{All: true}); err != nil || len(games) != 1 {
		t.Fatalf("the commit in the log is not read: %v %v", games, err)
	}
	r.Close()
	db1, _ := os.ReadFile(crash)
	wal1, _ := os.ReadFile(crash + "-wal")
	if !bytes.Equal(db0, db1) || !bytes.Equal(wal0, wal1) {
		t.Fatal("reading checkpointed the log into the file")
	}
}
