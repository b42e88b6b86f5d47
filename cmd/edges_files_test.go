package cmd_test

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Issue 14, second round: the edges a reviewer found after the first.

// TestG1_InvisibleNamesRefusedByNew: a name holding a character that
// prints as nothing is refused by the command (exit 2, the character and
// its position named, in English and French), and nothing is saved.
func TestG1_InvisibleNamesRefusedByNew(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	cases := []struct{ players, frag string }{
		{"\u2800,Ben", "character 1 is a blank braille pattern (it prints as nothing) (U+2800)"},
		{"Ana,B\u034Fen", "character 2 is an invisible filler character (it prints as nothing) (U+034F)"},
		{"\u3164,Ben", "U+3164"},
		{"Ana,\u115F", "U+115F"},
		{"\uFE0F,Ben", "a variation selector with no character to vary"},
		{"Ana,\u00A0", "blank"},
	}
	for _, c := range cases {
		edgeFails(t, db, 2, c.frag, "new", "penta", "--players", c.players)
	}
	if out := edgeOK(t, db, "games", "--all", "--json"); strings.TrimSpace(out) != "[]" {
		t.Fatalf("a refused name saved a game: %s", out)
	}
	r := edgeRun(t, db, "", "new", "penta", "--players", "Ana,\u3164", "--lang", "fr")
	if r.code != 2 || !strings.Contains(r.err, "le caractère 1 est un caractère de remplissage invisible") {
		t.Fatalf("French refusal: %d %q", r.code, r.err)
	}
}

// TestOutputDashIsStdout: -o - writes to standard output (no file named
// "-" is made), for sheet, stats and export.
func TestOutputDashIsStdout(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir) // a file named "-" would appear here
	db := filepath.Join(dir, "s.db")
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	for _, args := range [][]string{{"sheet", "1"}, {"stats"}, {"export"}} {
		want := withoutStamp(edgeOK(t, db, args...))
		got := withoutStamp(edgeOK(t, db, append(args, "-o", "-")...))
		if got != want || got == "" {
			t.Errorf("%v -o -: stdout %q, want %q", args, got, want)
		}
		if _, err := os.Lstat(filepath.Join(dir, "-")); err == nil {
			t.Fatalf("%v -o - made a file named \"-\"", args)
		}
	}
}

// TestOutputDevStdoutPipe: -o /dev/stdout with standard output a pipe
// (scorepad sheet 1 -o /dev/stdout | head) writes to the pipe, exit 0, and
// -o on a named pipe writes straight into it; a folder is refused (exit 2).
func TestOutputDevStdoutPipe(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("/dev/stdout"); err != nil {
		t.Skip("no /dev/stdout here")
	}
	dir := t.TempDir()
	db := filepath.Join(dir, "s.db")
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	want := edgeOK(t, db, "sheet", "1")

	c := exec.Command(bin(t), "sheet", "1", "-o", "/dev/stdout")
	c.Env = []string{"SCOREPAD_DB=" + db, "HOME=" + dir, "LANG=en_US.UTF-8"}
	var e bytes.Buffer
	c.Stderr = &e
	out, err := c.Output() // standard output is a pipe
	if err != nil || string(out) != want {
		t.Fatalf("sheet 1 -o /dev/stdout | …: %v, stderr %q, stdout %q, want %q", err, e.String(), out, want)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("files left beside the database: %v", entries)
	}

	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	got := make(chan string, 1)
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- string(b)
	}()
	edgeOK(t, db, "sheet", "1", "-o", fifo)
	if s := <-got; s != want {
		t.Fatalf("sheet 1 -o FIFO: the pipe got %q, want %q", s, want)
	}
	edgeFails(t, db, 2, "that is a folder", "sheet", "1", "-o", dir)
}

// TestOutputDevStdoutNeverTheDatabase: standard output opened on the
// database itself (scorepad sheet 1 -o /dev/stdout >> s.db) is refused
// (exit 2) and the database is left as it was.
func TestOutputDevStdoutNeverTheDatabase(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "s.db")
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	before, _ := os.ReadFile(db)
	fh, err := os.OpenFile(db, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	c := exec.Command(bin(t), "sheet", "1", "-o", "/dev/stdout")
	c.Env = []string{"SCOREPAD_DB=" + db, "HOME=" + dir, "LANG=en_US.UTF-8"}
	var e bytes.Buffer
	c.Stdout, c.Stderr = fh, &e
	err = c.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 2 || !strings.Contains(e.String(), "scorepad's database") {
		t.Fatalf("sheet 1 -o /dev/stdout >> s.db: %v, stderr %q", err, e.String())
	}
	if after, _ := os.ReadFile(db); !bytes.Equal(before, after) {
		t.Fatal("the database was written to")
	}
}

// withoutStamp drops the line of an export that says when it was made.
func withoutStamp(s string) string {
	var keep []string
	for _, l := range strings.Split(s, "\n") {
		if !strings.Contains(l, `"exported"`) {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}
