package safeout_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/scorepad/scorepad/internal/safeout"
)

// TestCreateRefusesWhatItMustNotReplace: the database (also through a
// symbolic link and as its -wal), a folder and another SQLite file are
// refused with their reason, and nothing is written.
func TestCreateRefusesWhatItMustNotReplace(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "s.db")
	other := filepath.Join(dir, "other.db")
	for _, p := range []string{db, other} {
		if err := os.WriteFile(p, []byte("SQLite format 3\x00rest"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(db, link); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		want safeout.Reason
	}{{db, safeout.Database}, {link, safeout.Database}, {db + "-wal", safeout.Database}, {dir, safeout.Folder}, {other, safeout.SQLite}} {
		_, err := safeout.Create(c.path, db, nil, false)
		var re *safeout.Refused
		if !errors.As(err, &re) || re.Reason != c.want {
			t.Errorf("%s: %v, want the refusal %d", c.path, err, c.want)
		}
	}
	if _, err := os.Stat(db + "-wal"); !os.IsNotExist(err) {
		t.Fatal("a refused target was created")
	}
}

// TestCommitIsAllOrNothing: a failed write leaves the old file as it was
// and no temporary file; a good one replaces it, keeping its mode.
func TestCommitIsAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	if err := os.WriteFile(p, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := safeout.Create(p, "", nil, false)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("half"))
	err = f.Commit(errors.New("the writer failed"))
	var we *safeout.Error
	if !errors.As(err, &we) || we.Path == "" {
		t.Fatalf("a failed write: %v", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "old" {
		t.Fatalf("the old file changed: %q", b)
	}
	if f, err = safeout.Create(p, "", nil, false); err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("new"))
	if err := f.Commit(nil); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	fi, _ := os.Stat(p)
	if b, _ := os.ReadFile(p); string(b) != "new" || len(entries) != 1 || fi.Mode().Perm() != 0o600 {
		t.Fatalf("replaced: %q, %d files, mode %v", b, len(entries), fi.Mode())
	}
	if _, err := safeout.Create(filepath.Join(dir, "none", "x"), "", nil, false); !errors.As(err, &we) || we.Missing == "" {
		t.Fatalf("a missing folder: %v", err)
	}
}
