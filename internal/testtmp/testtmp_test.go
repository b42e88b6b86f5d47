package testtmp

import (
	"os"
	"path/filepath"
	"testing"
)

// TestSetupPlacesAndRemoves: SCOREPAD_TEST_TMPDIR names the folder the
// temporary folders go under (a folder of their own, others may go
// through it); cleanup removes it and gives TMPDIR back; "disk" changes
// nothing.
func TestSetupPlacesAndRemoves(t *testing.T) {
	root := t.TempDir()
	t.Setenv("TMPDIR", "/before")
	t.Setenv("SCOREPAD_TEST_TMPDIR", root)
	cleanup := Setup()
	dir := os.Getenv("TMPDIR")
	if filepath.Dir(dir) != root {
		t.Fatalf("TMPDIR %q, want a folder in %q", dir, root)
	}
	if fi, err := os.Stat(dir); err != nil || fi.Mode().Perm() != 0o755 {
		t.Fatalf("the folder: %v %v", fi, err)
	}
	cleanup()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Fatalf("%s left behind: %v", dir, err)
	}
	if got := os.Getenv("TMPDIR"); got != "/before" {
		t.Fatalf("TMPDIR after cleanup %q, want /before", got)
	}

	t.Setenv("SCOREPAD_TEST_TMPDIR", "disk")
	Setup()()
	if got := os.Getenv("TMPDIR"); got != "/before" {
		t.Fatalf("disk: TMPDIR %q, want it unchanged", got)
	}
}
