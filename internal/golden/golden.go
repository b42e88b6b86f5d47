// Package golden compares rendered output with the files under a test
// package's testdata/ folder; `go test ./pkg -update` rewrites them.
package golden

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// Check fails t when got differs from testdata/name (or rewrites the file
// under -update).
func Check(t testing.TB, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test with -update to write it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test with -update to accept):\n%s", name, got)
	}
}

// Updating reports whether the test runs with -update: a test that keeps a
// generated file other than testdata/'s (docs/commands.md's flags tables)
// rewrites it then.
func Updating() bool { return *update }
