package main

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/internal/testtmp"
)

func TestMain(m *testing.M) { os.Exit(testtmp.Main(m)) }

func TestParseTargets(t *testing.T) {
	t.Parallel()
	ts, err := parseTargets("")
	if err != nil || len(ts) != 6 {
		t.Fatalf("every target: %v %v", ts, err)
	}
	ts, err = parseTargets("windows/amd64, linux/arm")
	if err != nil || len(ts) != 2 || ts[0] != (target{"linux", "arm", "7"}) || ts[1].exe() != "scorepad.exe" {
		t.Errorf("two targets, in the order of all: %v %v", ts, err)
	}
	if ts[0].suffix() != "linux_armv7" || ts[1].suffix() != "windows_amd64" {
		t.Errorf("suffixes %s %s", ts[0].suffix(), ts[1].suffix())
	}
	if _, err := parseTargets("linux/riscv64"); err == nil || !strings.Contains(err.Error(), `"linux/riscv64" is not a release target`) {
		t.Errorf("an unknown target: %v", err)
	}
}

func TestReleaseRefusesBadInput(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "dist")
	for _, v := range []string{"", "v1 2", "../v1", "-v1"} {
		_, err := release(config{version: v, out: out, targets: all, log: io.Discard})
		if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("--version %q", v)) {
			t.Errorf("--version %q: %v", v, err)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused release created its out folder")
	}
	var errOut bytes.Buffer
	if err := run([]string{"--targets", "plan9/amd64"}, io.Discard, &errOut); err == nil || !strings.Contains(err.Error(), "plan9/amd64") {
		t.Errorf("--targets plan9/amd64: %v", err)
	}
	if err := run([]string{"extra"}, io.Discard, &errOut); err == nil || !strings.Contains(err.Error(), `unexpected argument "extra"`) {
		t.Errorf("an argument: %v", err)
	}
}

// TestArchivesDeterministic: an archive is its folder then its files in
// sorted order, each folder before what it holds, dated at the commit's
// time, the binary executable; the same files give the same bytes.
func TestArchivesDeterministic(t *testing.T) {
	t.Parallel()
	when := time.Date(2026, 12, 7, 11, 54, 40, 0, time.UTC)
	files := []entry{{name: "scorepad", mode: 0o755, data: []byte("\x7fELF")}, {name: "README.md", mode: 0o644, data: []byte("# scorepad\n")},
		{name: "man/fr/man1/scorepad.1", mode: 0o644, data: []byte(".TH fr")}, {name: "docs/img/sheet.png", mode: 0o644, data: []byte("png")},
		{name: "docs/commands.md", mode: 0o644, data: []byte("# Commands\n")}, {name: "man/man1/scorepad.1", mode: 0o644, data: []byte(".TH en")}}
	want := []string{"b/", "b/README.md", "b/docs/", "b/docs/commands.md", "b/docs/img/", "b/docs/img/sheet.png",
		"b/man/", "b/man/fr/", "b/man/fr/man1/", "b/man/fr/man1/scorepad.1", "b/man/man1/", "b/man/man1/scorepad.1", "b/scorepad"}

	tgz, err := tarArchive("b", files, when)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := tarArchive("b", files, when)
	if !bytes.Equal(tgz, again) {
		t.Error("the same files gave two different .tar.gz")
	}
	got := readTar(t, tgz, func(h *tar.Header, data []byte) {
		if !h.ModTime.Equal(when) {
			t.Errorf("%s dated %v, want %v", h.Name, h.ModTime, when)
		}
		if mode := h.Mode & 0o777; (h.Name == "b/scorepad" || h.Typeflag == tar.TypeDir) != (mode == 0o755) || mode&0o644 != 0o644 {
			t.Errorf("%s: mode %o", h.Name, mode)
		}
		if h.Name == "b/man/man1/scorepad.1" && string(data) != ".TH en" {
			t.Errorf("%s holds %q", h.Name, data)
		}
	})
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("tar entries\n got %v\nwant %v", got, want)
	}

	z, err := zipArchive("b", files, when)
	if err != nil {
		t.Fatal(err)
	}
	again, _ = zipArchive("b", files, when)
	if !bytes.Equal(z, again) {
		t.Error("the same files gave two different .zip")
	}
	zr, err := zip.NewReader(bytes.NewReader(z), int64(len(z)))
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	for _, f := range zr.File {
		got = append(got, f.Name)
		if !f.Modified.Equal(when) {
			t.Errorf("%s dated %v, want %v", f.Name, f.Modified, when)
		}
		if (f.Name == "b/scorepad" || f.FileInfo().IsDir()) != (f.Mode().Perm() == 0o755) {
			t.Errorf("%s: mode %v", f.Name, f.Mode())
		}
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("zip entries\n got %v\nwant %v", got, want)
	}
}

// TestSummary: the table names each file with its size, its binary's and
// the start of its SHA-256, and says how to check them.
func TestSummary(t *testing.T) {
	t.Parallel()
	c := config{version: "v1.2.0", commit: "47ae2b6bbd4a0123", dirty: true, out: "dist", when: time.Date(2026, 12, 7, 12, 28, 53, 0, time.UTC)}
	var b bytes.Buffer
	summary(&b, c, []artifact{
		{target: all[1], file: "scorepad_v1.2.0_linux_arm64.tar.gz", size: 10_812_345, binarySize: 23_512_345, sum: strings.Repeat("5a", 32)},
		{file: "SHA256SUMS", size: 631, sum: strings.Repeat("bf", 32)}})
	want := `scorepad v1.2.0 (commit 47ae2b6bbd4a+dirty, 2026-12-07T12:28:53Z): 1 archive in dist

file                                size     binary   sha256
scorepad_v1.2.0_linux_arm64.tar.gz  10.8 MB  23.5 MB  5a5a5a5a5a5a5a5a…
SHA256SUMS                          631 B             bfbfbfbfbfbfbfbf…

check: cd dist && sha256sum -c SHA256SUMS
`
	if b.String() != want {
		t.Errorf("summary:\n%s\nwant:\n%s", b.String(), want)
	}
}

func readTar(t *testing.T, tgz []byte, each func(*tar.Header, []byte)) []string {
	t.Helper()
	gz, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	var names []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return names
		}
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, h.Name)
		each(h, data)
	}
}

// TestReleaseRuns builds the Windows and the two ARM archives as a release
// does, unpacks them and runs each binary as a family's machine would: the
// Windows one under wine, the ARM ones under qemu-user. Each prints its
// version, plays a short Penta game into a new database by flags only,
// refuses a bad move changing nothing, and prints the PDF sheet.
func TestReleaseRuns(t *testing.T) {
	if os.Getenv("SCOREPAD_LONG") == "" {
		t.Skip("long check: set SCOREPAD_LONG=1 (cross builds, wine and qemu-user)")
	}
	root, err := git("", "rev-parse", "--show-toplevel")
	if err != nil {
		t.Fatal(err)
	}
	head, err := git(root, "log", "-1", "--format=%H %ct")
	if err != nil {
		t.Fatal(err)
	}
	hash, epoch, _ := strings.Cut(head, " ")
	secs, _ := strconv.ParseInt(epoch, 10, 64)
	changed, err := git(root, "status", "--porcelain", "--untracked-files=no")
	if err != nil {
		t.Fatal(err)
	}
	targets, _ := parseTargets("windows/amd64,linux/arm64,linux/arm")
	c := config{root: root, version: "v9.8.7-test", commit: hash, dirty: changed != "", out: filepath.Join(t.TempDir(), "dist"),
		targets: targets, when: time.Unix(secs, 0).UTC(), log: io.Discard}
	start := time.Now()
	arts, err := release(c)
	if err != nil {
		t.Fatal(err)
	}
	var table bytes.Buffer
	summary(&table, c, arts)
	t.Logf("release built in %v:\n%s", time.Since(start).Round(time.Second), table.String())

	checkSums(t, c.out, arts)
	commit := hash[:12]
	if c.dirty {
		commit += "+dirty"
	}
	wantVersion := fmt.Sprintf("scorepad v9.8.7-test (commit %s, %s)", commit, c.when.Format(time.RFC3339))

	emulators := map[string][]string{"windows/amd64": {"wine64", "wine"}, "linux/arm64": {"qemu-aarch64-static", "qemu-aarch64"}, "linux/arm": {"qemu-arm-static", "qemu-arm"}}
	for _, a := range arts[:len(arts)-1] {
		t.Run(a.target.suffix(), func(t *testing.T) {
			dir := t.TempDir()
			bin := unpack(t, filepath.Join(c.out, a.file), dir, a.target)
			var emu string
			for _, name := range emulators[a.target.String()] {
				if p, err := exec.LookPath(name); err == nil {
					emu = p
					break
				}
			}
			if emu == "" {
				t.Skipf("%s cannot run here: none of %v is installed (Debian: apt-get install wine64 qemu-user-static)", a.target, emulators[a.target.String()])
			}
			play(t, emu, bin, dir, wantVersion, a.target.GOOS == "windows")
		})
	}
}

// checkSums: SHA256SUMS lists every archive with its SHA-256, in
// sha256sum -c's format (and sha256sum agrees when it is installed).
func checkSums(t *testing.T, out string, arts []artifact) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(out, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		sum, file, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			t.Fatalf("SHA256SUMS line %q is not \"SUM  FILE\"", sc.Text())
		}
		data, err := os.ReadFile(filepath.Join(out, file))
		if err != nil {
			t.Fatal(err)
		}
		if got := sha256.Sum256(data); hex.EncodeToString(got[:]) != sum {
			t.Errorf("SHA256SUMS: %s is %x, listed %s", file, got, sum)
		}
		listed = append(listed, file)
	}
	if len(listed) != len(arts)-1 {
		t.Errorf("SHA256SUMS lists %v, the release wrote %d archives", listed, len(arts)-1)
	}
	if _, err := exec.LookPath("sha256sum"); err == nil {
		cmd := exec.Command("sha256sum", "-c", "SHA256SUMS")
		cmd.Dir = out
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("sha256sum -c SHA256SUMS: %v\n%s", err, b)
		}
	}
}

// unpack extracts the archive into dir, checks that it holds what a
// family needs (the binary, README.md, LICENSE, the reference, the man
// pages in both languages) and returns the binary's path.
func unpack(t *testing.T, archive, dir string, tg target) string {
	t.Helper()
	data, err := os.ReadFile(archive)
	if err != nil {
		t.Fatal(err)
	}
	base := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(archive), ".zip"), ".tar.gz")
	files := map[string]fs.FileMode{}
	write := func(name string, mode fs.FileMode, body []byte) {
		if !strings.HasPrefix(name, base+"/") {
			t.Fatalf("%s: %s is outside the folder %s/", archive, name, base)
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if strings.HasSuffix(name, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			return
		}
		files[strings.TrimPrefix(name, base+"/")] = mode
		if err := os.WriteFile(p, body, mode); err != nil {
			t.Fatal(err)
		}
	}
	if tg.GOOS == "windows" {
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range zr.File {
			r, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			body, err := io.ReadAll(r)
			if err != nil {
				t.Fatal(err)
			}
			write(f.Name, f.Mode().Perm(), body)
		}
	} else {
		readTar(t, data, func(h *tar.Header, body []byte) { write(h.Name, fs.FileMode(h.Mode).Perm(), body) })
	}
	for _, want := range []string{tg.exe(), "README.md", "LICENSE", "docs/commands.md", "docs/install.md", "docs/scorepad-serve.service",
		"docs/img/phone.png", "man/man1/scorepad.1", "man/man1/scorepad-sheet.1", "man/fr/man1/scorepad.1"} {
		if _, ok := files[want]; !ok {
			t.Errorf("%s lacks %s", filepath.Base(archive), want)
		}
	}
	if files[tg.exe()] != 0o755 {
		t.Errorf("%s: %s has mode %v, want 0755", filepath.Base(archive), tg.exe(), files[tg.exe()])
	}
	for name := range files {
		if path.Ext(name) == ".go" {
			t.Errorf("%s holds the source file %s", filepath.Base(archive), name)
		}
	}
	return filepath.Join(dir, base, tg.exe())
}

// play runs bin under emu in dir as a family would by commands: the
// database is a file of dir, named relative to it (wine sees the same
// folder as Z:\…).
func play(t *testing.T, emu, bin, dir, wantVersion string, wine bool) {
	home := filepath.Join(dir, "home")
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	env := []string{"HOME=" + home, "LANG=en_US.UTF-8", "PATH=" + os.Getenv("PATH"),
		// wine: its own prefix, created on the first run (the slow one),
		// quiet, and without offering to install Mono or Gecko
		"WINEPREFIX=" + filepath.Join(dir, "wine"), "WINEDEBUG=-all", "WINEDLLOVERRIDES=mscoree,mshtml="}
	if wine {
		prepareWine(t, emu, env)
	}
	scorepad := func(wantCode int, args ...string) string {
		t.Helper()
		// generous: wine's first run builds its prefix
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, emu, append([]string{bin}, args...)...)
		cmd.Dir, cmd.Env = dir, env
		start := time.Now()
		out, errOut, err := runToFiles(t, cmd)
		code := cmd.ProcessState.ExitCode()
		if err != nil && code < 0 {
			t.Fatalf("%s scorepad %s: %v\n%s", filepath.Base(emu), strings.Join(args, " "), err, errOut)
		}
		got := strings.ReplaceAll(out, "\r\n", "\n")
		shown := got
		if lines := strings.SplitAfter(shown, "\n"); len(lines) > 12 {
			shown = strings.Join(lines[:12], "") + fmt.Sprintf("  … (%d lines more)\n", len(lines)-12)
		}
		t.Logf("$ %s scorepad %s   # exit %d, %v\n%s%s", filepath.Base(emu), strings.Join(args, " "), code,
			time.Since(start).Round(10*time.Millisecond), shown, errOut)
		if code != wantCode {
			t.Fatalf("scorepad %s: exit %d, want %d\n%s%s", strings.Join(args, " "), code, wantCode, got, errOut)
		}
		return got
	}

	if got := strings.TrimSpace(scorepad(0, "--version")); got != wantVersion {
		t.Errorf("--version: %q, want %q", got, wantVersion)
	}
	var started struct {
		Game    int
		Players []string
		Starts  string
	}
	if err := json.Unmarshal([]byte(scorepad(0, "--db", "game.db", "new", "penta", "--players", "Ana,Ben", "--json")), &started); err != nil {
		t.Fatal(err)
	}
	if started.Game != 1 || started.Starts != "Ana" {
		t.Fatalf("new: %+v", started)
	}
	for _, m := range []struct {
		dice, box, player string
		points            int
	}{{"66612", "sixes", "Ana", 18}, {"55523", "fives", "Ben", 15}, {"12345", "large_straight", "Ana", 40}, {"33366", "full", "Ben", 25}} {
		var moved struct {
			Player string
			Box    string
			Points int
		}
		if err := json.Unmarshal([]byte(scorepad(0, "--db", "game.db", "move", "1", "--dice", m.dice, "--box", m.box, "--json")), &moved); err != nil {
			t.Fatal(err)
		}
		if moved.Player != m.player || moved.Box != m.box || moved.Points != m.points {
			t.Errorf("move %s %s: %+v, want %s %d", m.dice, m.box, moved, m.player, m.points)
		}
	}
	// a bad move: refused (exit 2), nothing saved
	scorepad(2, "--db", "game.db", "move", "1", "--dice", "6661", "--box", "sixes")
	var sheet struct {
		Turn    struct{ Player string }
		Players []struct {
			Name  string
			Total int
		}
	}
	if err := json.Unmarshal([]byte(scorepad(0, "--db", "game.db", "sheet", "1", "--json")), &sheet); err != nil {
		t.Fatal(err)
	}
	if len(sheet.Players) != 2 || sheet.Players[0].Total != 58 || sheet.Players[1].Total != 40 || sheet.Turn.Player != "Ana" {
		t.Errorf("sheet --json after four moves and a refused one: %+v, want Ana 58, Ben 40, Ana to play", sheet)
	}
	scorepad(0, "--db", "game.db", "sheet", "1", "-o", "game-1.pdf")
	pdf, err := os.ReadFile(filepath.Join(dir, "game-1.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("sheet -o game-1.pdf wrote %.20q…, not a PDF", pdf)
	}
	t.Logf("game-1.pdf: %d bytes, %.8q…", len(pdf), pdf)
	if _, err := exec.LookPath("pdftotext"); err == nil {
		text, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, "game-1.pdf"), "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []string{"Penta", "Ana", "Ben", "58", "40"} {
			if !strings.Contains(string(text), w) {
				t.Errorf("the PDF sheet lacks %q:\n%s", w, text)
			}
		}
	}
}
