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

	"github.com/scorepad/scorepad/cmd"
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
	// (SQLite's -wal and -shm may stay beside a database read read-only.)
	if entries, _ := os.ReadDir(dir); len(entries) != 1 && !strings.HasPrefix(entries[1].Name(), "s.db-") {
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

// TestReadOnlyCommandsOnFullDisk: on a full disk, games, sheet, stats,
// export and players read and print (exit 0); a move fails with the full
// disk (exit 3). Needs root for a small tmpfs; skipped elsewhere (the
// read-only open itself is tested in db without one).
func TestReadOnlyCommandsOnFullDisk(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("a small file system needs root (tmpfs)")
	}
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs: %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", "-l", dir).Run() })
	db := filepath.Join(dir, "s.db")
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	edgeOK(t, db, "move", "1", "--points", "5000")
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	f, err := os.Create(filepath.Join(dir, "fill"))
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 64<<10)
	for {
		if _, err := f.Write(buf); err != nil {
			break
		}
	}
	f.Close()
	for _, args := range [][]string{{"games"}, {"sheet", "1"}, {"stats"}, {"export"}, {"players"}} {
		if out := edgeOK(t, db, args...); !strings.Contains(out, "Ana") {
			t.Errorf("%v on a full disk: %q", args, out)
		}
	}
	edgeFails(t, db, 3, "is full", "move", "2", "--points", "500")
}

// TestReadOnlyCommandsReadAnotherUsersFile: a database of another user
// (root's, mode 0644, in root's folder) is read by games and sheet run as
// nobody; a new database in that folder is refused saying the folder is
// not writable and the database cannot be created there (no word of a
// damaged file), in English and French. As another user than root, the
// folder and file are made read-only instead.
func TestReadOnlyCommandsReadAnotherUsersFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "s.db")
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	edgeOK(t, db, "move", "1", "--points", "5000")
	var prefix []string
	if os.Getuid() == 0 {
		setpriv, err := exec.LookPath("setpriv")
		if err != nil {
			t.Skip("no setpriv to run as another user")
		}
		prefix = []string{setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"}
		os.Chmod(filepath.Dir(dir), 0o755)
		os.Chmod(dir, 0o755)
		os.Chmod(db, 0o644)
	} else {
		os.Chmod(db, 0o444)
		os.Chmod(dir, 0o555)
		t.Cleanup(func() { os.Chmod(dir, 0o755) })
	}
	run := func(path string, args ...string) (string, string, int) {
		t.Helper()
		argv := append(append(append([]string{}, prefix...), bin(t), "--db", path), args...)
		c := exec.Command(argv[0], argv[1:]...)
		c.Env = []string{"HOME=/nonexistent", "LANG=en_US.UTF-8"}
		var o, e bytes.Buffer
		c.Stdout, c.Stderr = &o, &e
		err := c.Run()
		code := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return o.String(), e.String(), code
	}
	for _, args := range [][]string{{"games", "--all"}, {"sheet", "1"}, {"stats"}} {
		out, errOut, code := run(db, args...)
		if code != 0 || !strings.Contains(out, "Ana") {
			t.Errorf("%v on another user's database: exit %d, stderr %q", args, code, errOut)
		}
	}
	newDB := filepath.Join(dir, "new.db")
	_, errOut, code := run(newDB, "games")
	if code != 3 || !strings.Contains(errOut, "the folder "+dir+" is not writable") || !strings.Contains(errOut, "cannot be created there") || strings.Contains(errOut, "damaged") {
		t.Errorf("games on a new database in a read-only folder: exit %d, %q", code, errOut)
	}
	_, errOut, code = run(newDB, "--lang", "fr", "new", "5000", "--players", "Ana,Ben")
	if code != 3 || !strings.Contains(errOut, "n'est pas accessible en écriture") || !strings.Contains(errOut, "ne peut pas y être créée") || strings.Contains(errOut, "endommag") {
		t.Errorf("French: exit %d, %q", code, errOut)
	}
	if _, err := os.Stat(newDB); err == nil {
		t.Error("new.db was created")
	}
}

// TestOutputDashPDFNotOnTerminal: -o - is standard output, so a PDF asked
// with -o - on a terminal is refused as without -o (exit 2).
func TestOutputDashPDFNotOnTerminal(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	for _, args := range [][]string{{"sheet", "1"}, {"stats"}} {
		var o, e bytes.Buffer
		env := map[string]string{"SCOREPAD_DB": db, "HOME": t.TempDir(), "LANG": "en_US.UTF-8"}
		code := cmd.Run(append(args, "--format", "pdf", "-o", "-"), &cmd.IOStreams{In: strings.NewReader(""), Out: &o, ErrOut: &e, OutTTY: true},
			func(k string) string { return env[k] })
		if code != 2 || o.Len() != 0 || !strings.Contains(e.String(), "--format pdf writes a file") {
			t.Errorf("%v --format pdf -o - on a terminal: exit %d, %d bytes out, %q", args, code, o.Len(), e.String())
		}
	}
}
