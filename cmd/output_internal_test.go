package cmd

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/scorepad/scorepad/pages"
)

// TestOutputFullDiskKeepsOldReport: the disk fills up after 4 KiB of a new
// report: the old report is left whole, no temporary file stays, and the
// error is a write failure (exit 3) that says the disk is full.
func TestOutputFullDiskKeepsOldReport(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.html")
	old := []byte("<html>last month's report</html>\n")
	os.WriteFile(path, old, 0o644)
	var errOut bytes.Buffer
	f := &factory{IO: &IOStreams{Out: io.Discard, ErrOut: &errOut}, Getenv: func(string) string { return filepath.Join(dir, "s.db") }}
	err := f.writeTo("-o", path, func(w io.Writer, _ bool) error {
		if _, err := w.Write(bytes.Repeat([]byte("<td>1</td>"), 410)); err != nil {
			return err
		}
		return &os.PathError{Op: "write", Path: path, Err: syscall.ENOSPC}
	})
	var we *writeError
	if !errors.As(err, &we) {
		t.Fatalf("err %v, want a write error", err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Fatalf("old report replaced by %q", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("temporary file left: %v", entries)
	}
	if code := f.report(err); code != ExitFailure || !strings.Contains(errOut.String(), "the disk is full") || !strings.Contains(errOut.String(), "left as it was") {
		t.Fatalf("exit %d, %q", code, errOut.String())
	}
}

func TestPrintableEscapes(t *testing.T) {
	for in, want := range map[string]string{
		"Zoé":              "Zoé",
		"a\x1b[2Jb":        `a\x1b[2Jb`,
		"\u202eevil":       `\u202eevil`,
		"x\xffy":           `x\xffy`,
		"tab\tnl\n":        `tab\x09nl\x0a`,
		"tag\U000E0041":    `tag\U000e0041`,
		"del\x7f c1\u009b": `del\x7f c1\u009b`,
	} {
		if got := pages.Printable(in); got != want {
			t.Errorf("pages.Printable(%q) = %q, want %q", in, got, want)
		}
	}
	if got := pages.PrintableLines("a\nb\x1b"); got != "a\nb\\x1b" {
		t.Errorf("printableLines: %q", got)
	}
	if got := string(pages.JSONText([]byte("{\n  \"a\": \"x\u202e\u0085\"\n}"))); got != "{\n  \"a\": \"x\\u202e\\u0085\"\n}" {
		t.Errorf("jsonText: %q", got)
	}
}
