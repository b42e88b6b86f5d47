package cmd_test

import (
	"bytes"
	"database/sql"
	"encoding/csv"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/scorepad/scorepad/cmd"
	_ "modernc.org/sqlite"
)

// Issue 14: the file and input edges. These tests run scorepad in process
// (cmd.Run) unless they need a real file descriptor (/dev/full).

type edgeResult struct {
	out, err string
	code     int
}

// edgeRun runs scorepad in process on database db with stdin, in English.
func edgeRun(t *testing.T, db, stdin string, args ...string) edgeResult {
	t.Helper()
	home := t.TempDir()
	env := map[string]string{"SCOREPAD_DB": db, "HOME": home, "LANG": "en_US.UTF-8"}
	var o, e bytes.Buffer
	code := cmd.Run(args, &cmd.IOStreams{In: strings.NewReader(stdin), Out: &o, ErrOut: &e}, func(k string) string { return env[k] })
	return edgeResult{o.String(), e.String(), code}
}

func edgeOK(t *testing.T, db string, args ...string) string {
	t.Helper()
	r := edgeRun(t, db, "", args...)
	if r.code != 0 {
		t.Fatalf("scorepad %s: exit %d, stderr %q", strings.Join(args, " "), r.code, r.err)
	}
	return r.out
}

// edgeFails wants exit code and frag in stderr; for exit 2, nothing on
// stdout.
func edgeFails(t *testing.T, db string, code int, frag string, args ...string) edgeResult {
	t.Helper()
	r := edgeRun(t, db, "", args...)
	if r.code != code {
		t.Fatalf("scorepad %s: exit %d, want %d (stderr %q, stdout %q)", clipArgs(args), r.code, code, r.err, r.out)
	}
	if !strings.Contains(r.err, frag) {
		t.Fatalf("scorepad %s: stderr %q does not say %q", clipArgs(args), r.err, frag)
	}
	if code == 2 && r.out != "" {
		t.Fatalf("scorepad %s: exit 2 with stdout %q", clipArgs(args), r.out)
	}
	return r
}

func clipArgs(args []string) string {
	s := strings.Join(args, " ")
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return s
}

// rawRename gives a player a name scorepad would now refuse, as an older
// database or an import could hold.
func rawRename(t *testing.T, db, from, to string) {
	t.Helper()
	h, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	res, err := h.Exec("UPDATE players SET name = ? WHERE name = ?", to, from)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		t.Fatalf("rename %q: %d rows", from, n)
	}
}

// rawBytes are what must never reach an output raw.
var rawBytes = []string{"\x1b", "\x07", "\x00", "\r", "\u202e", "\u200b", "\u009b", "\xff"}

func assertNoRaw(t *testing.T, what, s string) {
	t.Helper()
	for _, b := range rawBytes {
		if strings.Contains(s, b) {
			t.Errorf("%s: raw %q reaches the output:\n%q", what, b, s)
		}
	}
}

// TestG1_HostileNamesRefused: control and format characters, invalid
// UTF-8, ',' and '=' are refused in names (exit 2), naming the character
// and where it is; nothing is saved.
func TestG1_HostileNamesRefused(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	cases := []struct{ players, frag string }{
		{"\x1b]0;pwned\x07,Ref", `character 1 is ESC`},
		{"Ana\x07,Ben", `character 4 is a control character (U+0007)`},
		{"Ana\r,Ben", `U+000D`},
		{"A\x00na", `character 2 is NUL`},
		{"Ana\u202eBen", `bidirectional control (it reorders text) (U+202E)`},
		{"An\u200ba", `zero-width character (U+200B)`},
		{"Ana\u2066x", `U+2066`},
		{"Ana\xff", `not valid UTF-8`},
		{"Ana=Ben", `an equals sign`},
		{"Ana\u00adBen", `U+00AD`},
	}
	for _, c := range cases {
		edgeFails(t, db, 2, c.frag, "new", "penta", "--players", c.players)
	}
	if out := edgeOK(t, db, "games", "--all", "--json"); strings.TrimSpace(out) != "[]" {
		t.Fatalf("a refused name saved a game: %s", out)
	}
	// French too.
	r := edgeRun(t, db, "", "new", "penta", "--players", "A\x1bB", "--lang", "fr")
	if r.code != 2 || !strings.Contains(r.err, "le caractère 2 est ESC") {
		t.Fatalf("French refusal: %d %q", r.code, r.err)
	}
	assertNoRaw(t, "the refusal itself", r.err)
}

// hostileDB returns a database with one finished 5000 game (Ana beat Ben)
// and one in progress (Cleo to play), where Ana and Cleo were renamed to
// hostile names behind scorepad's back.
func hostileDB(t *testing.T, ana, cleo string) string {
	t.Helper()
	db := newDB(t)
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	edgeOK(t, db, "move", "1", "--points", "5000")
	edgeOK(t, db, "new", "5000", "--players", "Cleo,Dan")
	rawRename(t, db, "Ana", ana)
	rawRename(t, db, "Cleo", cleo)
	return db
}

// TestG1_UnprintableEscapedOnEveryOutput: names from an older database
// carrying ESC, BEL, NUL, CR, C1, bidi and zero-width characters reach no
// output raw: sheet (text, md, html, json), games, stats (text, csv, html,
// json), move output and errors. JSON keeps the name (escaped as \uXXXX).
func TestG1_UnprintableEscapedOnEveryOutput(t *testing.T) {
	t.Parallel()
	evil := "\x1b]0;pwned\x07A\x00\r\u202e\u200b\u009b\xff"
	db := hostileDB(t, evil, "C"+evil)
	outs := map[string][]string{
		"games":      {"games", "--all"},
		"sheet text": {"sheet", "1"},
		"sheet md":   {"sheet", "1", "--format", "md"},
		"sheet html": {"sheet", "1", "--format", "html"},
		"sheet json": {"sheet", "1", "--json"},
		"stats":      {"stats"},
		"stats csv":  {"stats", "--format", "csv"},
		"stats html": {"stats", "--format", "html"},
		"stats json": {"stats", "--json"},
		"games json": {"games", "--json"},
		"move":       {"move", "2", "--points", "50"},
	}
	for what, args := range outs {
		out := edgeOK(t, db, args...)
		assertNoRaw(t, what, out)
		if !strings.Contains(out, "pwned") {
			t.Errorf("%s: the name is not shown at all:\n%s", what, out)
		}
	}
	var games []struct{ Players []string }
	json.Unmarshal([]byte(edgeOK(t, db, "games", "--all", "--json")), &games)
	if len(games) != 2 || games[1].Players[0] != strings.ToValidUTF8(evil, "\uFFFD") {
		t.Errorf("JSON must keep the name as stored: %q", games)
	}
	// Errors that echo a name or an argument.
	r := edgeRun(t, db, "", "move", "2", "--points", "50", "--player", "X\x1b[2J")
	if r.code != 2 {
		t.Fatalf("unknown player: %+v", r)
	}
	assertNoRaw(t, "error", r.err)
	if !strings.Contains(r.err, `X\x1b[2J`) {
		t.Errorf("the error shows the escape visibly: %q", r.err)
	}
}

// TestMarkdownSheetEscapesHTMLLinksPipesNewlines: a name with a script
// tag, a javascript: link, a pipe and a newline prints as itself in a
// Markdown sheet and cannot break the table.
func TestMarkdownSheetEscapesHTMLLinksPipesNewlines(t *testing.T) {
	t.Parallel()
	db := hostileDB(t, "<script>alert(1)</script>|[x](javascript:alert(1))\n| evil |", "<img src=x onerror=alert(1)>")
	for _, id := range []string{"1", "2"} {
		md := edgeOK(t, db, "sheet", id, "--format", "md")
		for _, bad := range []string{"<script>", "<img", "[x](", "\n| evil"} {
			if strings.Contains(strings.ReplaceAll(md, `\`+bad[:1], ""), bad) {
				t.Errorf("sheet %s: %q passes through:\n%s", id, bad, md)
			}
		}
		// Every table line has the same number of unescaped pipes.
		want := -1
		for _, ln := range strings.Split(md, "\n") {
			if !strings.HasPrefix(ln, "|") {
				continue
			}
			n := strings.Count(ln, "|") - strings.Count(ln, `\|`)
			if want < 0 {
				want = n
			}
			if n != want {
				t.Errorf("sheet %s: a table line has %d cells borders, want %d: %q", id, n, want, ln)
			}
		}
	}
	if md := edgeOK(t, db, "sheet", "1", "--format", "md"); !strings.Contains(md, `\<script\>`) {
		t.Errorf("the name is shown escaped:\n%s", md)
	}
}

// TestCSVFormulaNeutralised: names that start with = + - @ tab or CR go to
// spreadsheets prefixed with a quote (OWASP).
func TestCSVFormulaNeutralised(t *testing.T) {
	t.Parallel()
	for _, name := range []string{`=HYPERLINK("http://x","y")`, "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"} {
		db := hostileDB(t, name, "Cleo2")
		out := edgeOK(t, db, "stats", "--format", "csv")
		rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, row := range rows[1:] {
			if strings.Contains(row[0], name[1:]) {
				found = true
				if !strings.HasPrefix(row[0], "'") {
					t.Errorf("%q goes to the spreadsheet as %q", name, row[0])
				}
			} else if strings.HasPrefix(row[0], "'") {
				t.Errorf("an ordinary name was changed: %q", row[0])
			}
		}
		if !found {
			t.Errorf("%q not in the CSV:\n%s", name, out)
		}
	}
}

// TestErrorsCutLongArguments: a 128 KiB argument is not echoed in full.
func TestErrorsCutLongArguments(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	long := strings.Repeat("7", 128<<10)
	for _, args := range [][]string{
		{"check", "penta", "--dice", "12345", "--box", long},
		{"new", "penta", "--players", strings.Repeat("a", 128<<10)},
		{"sheet", long},
		{"stats", "--format", long},
		{long},
	} {
		r := edgeRun(t, db, "", args...)
		if r.code != 2 {
			t.Errorf("%.40s…: exit %d", strings.Join(args, " "), r.code)
		}
		if len(r.err) > 1000 || !strings.Contains(r.err, "characters cut") {
			t.Errorf("%.40s…: %d bytes of error: %.300q", strings.Join(args, " "), len(r.err), r.err)
		}
	}
}

func sha(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestOutputNeverOverwritesTheDatabase: -o naming the open database, its
// -wal or -shm, through a symbolic or a hard link, or another SQLite
// file, or a folder, is refused (exit 2) and nothing is changed.
func TestOutputNeverOverwritesTheDatabase(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	edgeOK(t, db, "move", "1", "--points", "5000")
	dir := filepath.Dir(db)
	link := filepath.Join(dir, "report.html")
	os.Symlink(db, link)
	hard := filepath.Join(dir, "hard.html")
	if err := os.Link(db, hard); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(t.TempDir(), "other.db")
	edgeOK(t, other, "games")
	// A named pipe is written straight to (TestOutputDevStdoutPipe); a
	// folder is refused.
	before, otherBefore := sha(t, db), sha(t, other)
	for _, target := range []string{db, db + "-wal", db + "-shm", link, hard, other, dir} {
		edgeFails(t, db, 2, "-o "+target, "sheet", "1", "-o", target)
		edgeFails(t, db, 2, "-o "+target, "stats", "-o", target, "--format", "html")
	}
	// Through a relative path and a symlinked folder, too.
	ldir := filepath.Join(t.TempDir(), "linkdir")
	os.Symlink(dir, ldir)
	edgeFails(t, db, 2, "scorepad's database", "sheet", "1", "-o", filepath.Join(ldir, filepath.Base(db)))
	if sha(t, db) != before || sha(t, other) != otherBefore {
		t.Fatal("a database was modified")
	}
	if s := edgeOK(t, db, "sheet", "1", "--json"); !strings.Contains(s, `"finished": true`) {
		t.Fatalf("the game is still there: %s", s)
	}
}

// TestOutputReplacesAtomically: -o writes a new file whole, replaces an old
// report keeping its permissions, follows a symbolic link to the file it
// points at, and leaves no temporary file behind.
func TestOutputReplacesAtomically(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	edgeOK(t, db, "move", "1", "--points", "5000")
	dir := t.TempDir()
	out := filepath.Join(dir, "sheet.html")
	os.WriteFile(out, []byte("old report"), 0o600)
	edgeOK(t, db, "sheet", "1", "--format", "html", "-o", out)
	got := sha(t, out)
	if !strings.HasPrefix(got, "<!DOCTYPE html>") || !strings.HasSuffix(got, "</html>\n") {
		t.Fatalf("not the whole sheet: %.80q", got)
	}
	if fi, _ := os.Stat(out); fi.Mode().Perm() != 0o600 {
		t.Errorf("permissions %v, want the old file's 0600", fi.Mode().Perm())
	}
	link := filepath.Join(dir, "latest.csv")
	target := filepath.Join(dir, "stats.csv")
	os.Symlink("stats.csv", link)
	edgeOK(t, db, "stats", "--format", "csv", "-o", link)
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	if !strings.HasPrefix(sha(t, target), "player,game") {
		t.Errorf("the link's target holds %q", sha(t, target))
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("files left: %v", names)
	}
	// A folder that does not exist: exit 3, nothing created.
	edgeFails(t, db, 3, "cannot write", "sheet", "1", "-o", filepath.Join(dir, "missing", "x.html"))
}

// failWriter fails every write as a full disk does.
type failWriter struct{}

func (failWriter) Write(p []byte) (int, error) { return 0, syscall.ENOSPC }

// TestStdoutWriteErrorsExit3: a full standard output is a failure (exit
// 3), in process and for real (/dev/full).
func TestStdoutWriteErrorsExit3(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	edgeOK(t, db, "move", "1", "--points", "5000")
	for _, args := range [][]string{{"stats"}, {"games", "--all"}, {"sheet", "1"}, {"stats", "--json"}, {"check", "penta", "--dice", "12345"}} {
		var e bytes.Buffer
		env := map[string]string{"SCOREPAD_DB": db, "LANG": "en_US.UTF-8"}
		code := cmd.Run(args, &cmd.IOStreams{In: strings.NewReader(""), Out: failWriter{}, ErrOut: &e}, func(k string) string { return env[k] })
		if code != 3 || !strings.Contains(e.String(), "no space left") {
			t.Errorf("%v: exit %d, stderr %q", args, code, e.String())
		}
	}
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer full.Close()
	c := exec.Command(bin(t), "stats")
	c.Env = []string{"SCOREPAD_DB=" + db, "HOME=" + t.TempDir(), "LANG=en_US.UTF-8"}
	var e bytes.Buffer
	c.Stdout, c.Stderr = full, &e
	err = c.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 3 {
		t.Fatalf("stats > /dev/full: %v, stderr %q", err, e.String())
	}
}

// TestDatabaseMustBeARegularFile: :memory:, file: URIs, FIFOs and folders
// are refused (exit 2) before anything is saved; a FIFO does not hang.
func TestDatabaseMustBeARegularFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f.db")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{":memory:", "file:" + filepath.Join(dir, "x.db") + "?mode=memory", "file::memory:", fifo, dir} {
		edgeFails(t, p, 2, "", "new", "penta", "--players", "Ana")
		edgeFails(t, p, 2, "", "games")
		edgeFails(t, "", 2, "", "--db", p, "games")
	}
	r := edgeRun(t, ":memory:", "", "new", "penta", "--players", "Ana")
	if !strings.Contains(r.err, `":memory:" is not a path to a database file`) {
		t.Errorf("the refusal says why: %q", r.err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files created: %v", entries)
	}
}

// TestKilledAtCreationThenRecovered: the files a scorepad killed in its
// first milliseconds on a new path left (captured from a real kill) are
// recognised as a half-created database and finished, not called foreign.
func TestKilledAtCreationThenRecovered(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	for _, f := range [][2]string{{"../db/testdata/halfcreated/killed-at-creation.sqlite", db}, {"../db/testdata/halfcreated/killed-at-creation.sqlite-journal", db + "-journal"}} {
		b, err := os.ReadFile(f[0])
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(f[1], b, 0o644)
	}
	edgeOK(t, db, "games")
	edgeOK(t, db, "new", "penta", "--players", "Ana")
	if out := edgeOK(t, db, "games"); !strings.Contains(out, "Ana") {
		t.Fatalf("games: %s", out)
	}
}

// TestReadersNeverWaitForAWriter: while another process holds the write
// lock, games, sheet and stats read at once (WAL); only writers wait.
func TestReadersNeverWaitForAWriter(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	edgeOK(t, db, "move", "1", "--points", "5000")
	edgeOK(t, db, "new", "penta", "--players", "Ana")
	h, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	h.SetMaxOpenConns(1)
	if _, err := h.Exec("BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	defer h.Exec("ROLLBACK")
	if _, err := h.Exec("UPDATE players SET created = created"); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"games", "--all"}, {"sheet", "1"}, {"sheet", "2", "--json"}, {"stats"}, {"stats", "--player", "Ana"}} {
		edgeOK(t, db, args...)
	}
}

// makeUnwritable makes path refuse writes even for root (chmod, else the
// immutable attribute), or skips the test.
func makeUnwritable(t *testing.T, path string) {
	t.Helper()
	fi, _ := os.Stat(path)
	os.Chmod(path, fi.Mode().Perm()&^0o222)
	t.Cleanup(func() { os.Chmod(path, fi.Mode().Perm()) })
	if !writable(path, fi.IsDir()) {
		return
	}
	if out, err := exec.Command("chattr", "+i", path).CombinedOutput(); err != nil {
		t.Skipf("cannot make %s unwritable here: %v %s", path, err, out)
	}
	t.Cleanup(func() { exec.Command("chattr", "-i", path).Run() })
	if writable(path, fi.IsDir()) {
		t.Skipf("%s stays writable here", path)
	}
}

func writable(path string, dir bool) bool {
	if dir {
		f, err := os.CreateTemp(path, "probe")
		if err == nil {
			f.Close()
			os.Remove(f.Name())
		}
		return err == nil
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err == nil {
		f.Close()
	}
	return err == nil
}

// TestPermissionProblemsAreNotDamage: an unwritable folder or database file
// is reported as what it is (exit 3, which permission), never as damage
// with advice to restore a copy; the file is left as it was.
func TestPermissionProblemsAreNotDamage(t *testing.T) {
	t.Parallel()
	for _, what := range []string{"folder", "file"} {
		db := newDB(t)
		edgeOK(t, db, "new", "penta", "--players", "Ana")
		before := sha(t, db)
		if what == "folder" {
			makeUnwritable(t, filepath.Dir(db))
		} else {
			makeUnwritable(t, db)
		}
		r := edgeRun(t, db, "", "move", "1", "--dice", "12345", "--box", "chance")
		if r.code != 3 || strings.Contains(r.err, "is damaged") || strings.Contains(r.err, "restore") || !strings.Contains(r.err, "may not write") || !strings.Contains(r.err, what) {
			t.Errorf("%s: exit %d, %q", what, r.code, r.err)
		}
		fr := edgeRun(t, db, "", "move", "1", "--dice", "12345", "--box", "chance", "--lang", "fr")
		if !strings.Contains(fr.err, "n'a pas le droit d'écrire") {
			t.Errorf("%s in French: %q", what, fr.err)
		}
		if sha(t, db) != before {
			t.Errorf("%s: the database changed", what)
		}
	}
}

// TestC3_TypedNumbersBounded: a banked 5000 turn is a positive multiple of
// 50 of at most 100,000 (scoring.MaxTurn5000), typed or added up throw by
// throw; --games is bounded too. Refusals cite the rule and save nothing.
func TestC3_TypedNumbersBounded(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	edgeOK(t, db, "new", "5000", "--players", "Ana,Ben")
	for _, p := range []string{"4611686018427387900", "100050", "-50", "0", "120"} {
		edgeFails(t, db, 2, "(C3)", "move", "1", "--points", p)
	}
	edgeFails(t, db, 2, "at most 100000 (C3)", "move", "1", "--points", "4611686018427387900")
	hot := strings.TrimSpace(strings.Repeat("111555/111555 ", 68)) // 68 × 1500 with hot dice
	edgeFails(t, db, 2, "at most 100000 (C3)", "move", "1", "--turn", hot)
	var sheet struct{ Players []struct{ Turns []any } }
	json.Unmarshal([]byte(edgeOK(t, db, "sheet", "1", "--json")), &sheet)
	if len(sheet.Players[0].Turns) != 0 {
		t.Fatalf("a refused turn was saved: %+v", sheet)
	}
	edgeOK(t, db, "move", "1", "--turn", strings.TrimSpace(strings.Repeat("111555/111555 ", 66))+" 234623/-") // 99,000 then a bust: fine
	edgeOK(t, db, "move", "1", "--points", "100000")
	edgeFails(t, db, 2, "--games", "simulate", "penta", "--games", "100000000")
	edgeFails(t, db, 2, "--games", "dev", "fill", "--games", "2000000")
}

// TestPlayLongAnswerLineAsksAgain: an answer line of 64 KiB and more in
// play (pasted by mistake) is refused with a message and the question asked
// again; the game goes on to its end.
func TestPlayLongAnswerLineAsksAgain(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	long := strings.Repeat("4", 70_000)
	answers := []string{"1", "Ana", "1", "y"} // Penta, Ana, real dice, start
	for i, m := range anaPenta {
		if i == 0 {
			answers = append(answers, long, m[0], long+" 1", "1") // at the dice (an input), then at the box (a select)
			continue
		}
		answers = append(answers, m[0], "1")
	}
	out := playPiped(t, db, answers)
	s := sheetOf(t, db, "1")
	if !s.Finished || s.Players[0].Total != 323 {
		t.Fatalf("the game did not go on: %+v\n%.2000s", s, out)
	}
	if strings.Count(out, "longer than 4096 characters") != 2 {
		t.Fatalf("each long line is refused with a message:\n%.3000s", out)
	}
}
