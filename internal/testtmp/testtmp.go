// Package testtmp puts a test binary's temporary folders on a RAM disk
// when the machine has a large one (/dev/shm): SQLite syncs the file at
// every commit (synchronous=FULL) and the tests commit thousands of
// times; on a virtual machine's disk those syncs cost the suite a sixth
// of its CPU time. Tests see temporary folders as before (t.TempDir,
// os.MkdirTemp) and the processes they start inherit the place; what a
// sync guarantees against a power cut is no test's to check (the kill
// tests kill processes, whose writes the system keeps either way).
//
// SCOREPAD_TEST_TMPDIR names another folder for them; "disk" keeps the
// system's.
package testtmp

import (
	"os"
	"testing"
)

// minFree is the free space a RAM disk needs to be used: Docker's
// default /dev/shm (64 MB) is too small for the suite.
const minFree = 2 << 30

// Main runs m with its temporary folders set up by Setup and returns m's
// exit code: TestMain(m) { os.Exit(testtmp.Main(m)) }.
func Main(m *testing.M) int {
	defer Setup()()
	return m.Run()
}

// Setup points TMPDIR at a folder of its own on the RAM disk (or
// SCOREPAD_TEST_TMPDIR's) and returns what removes it; it changes nothing
// when there is no such place.
func Setup() (cleanup func()) {
	root := os.Getenv("SCOREPAD_TEST_TMPDIR")
	switch root {
	case "disk":
		root = ""
	case "":
		root = ramDisk()
	}
	if root == "" {
		return func() {}
	}
	dir, err := os.MkdirTemp(root, "scorepad-test-")
	if err != nil {
		return func() {}
	}
	// others may go through it, as through the system's /tmp: the tests
	// that run a command as another user reach their files below
	if err := os.Chmod(dir, 0o755); err != nil {
		os.RemoveAll(dir)
		return func() {}
	}
	old, had := os.LookupEnv("TMPDIR")
	os.Setenv("TMPDIR", dir)
	return func() {
		os.RemoveAll(dir)
		if had {
			os.Setenv("TMPDIR", old)
		} else {
			os.Unsetenv("TMPDIR")
		}
	}
}
