// Command release builds scorepad's release archives, one per machine a
// family owns, with a SHA256SUMS file beside them:
//
//	go run ./internal/release [--version v1.2.0] [--out dist] [--targets linux/arm64,windows/amd64]
//
// Every binary is static (CGO_ENABLED=0), built with -trimpath and stamped
// with the version (scorepad --version shows it). Each archive (.tar.gz,
// .zip for Windows) holds the binary, README.md, LICENSE, the reference
// (docs/) and the manual pages in English and French, written by the
// freshly built binary of this machine (scorepad man). Entries are sorted
// and dated at the commit's time, so that a release built twice from one
// commit with one toolchain gives the same bytes.
package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// stampPkg holds the variables -ldflags -X stamps (cmd/version.go).
const stampPkg = "github.com/scorepad/scorepad/cmd."

// target is one machine to build for.
type target struct {
	GOOS, GOARCH, GOARM string
}

// all are the machines a family owns: a Linux PC, a 64-bit and a 32-bit
// Raspberry Pi (ARMv7: Pi 2 and later running a 32-bit system), a Windows
// laptop, an Intel and an Apple-silicon Mac.
var all = []target{
	{"linux", "amd64", ""},
	{"linux", "arm64", ""},
	{"linux", "arm", "7"},
	{"windows", "amd64", ""},
	{"darwin", "amd64", ""},
	{"darwin", "arm64", ""},
}

// String is the target as --targets names it: linux/arm64.
func (t target) String() string { return t.GOOS + "/" + t.GOARCH }

// suffix names the target in an archive's name: linux_arm64, linux_armv7.
func (t target) suffix() string {
	if t.GOARM != "" {
		return t.GOOS + "_" + t.GOARCH + "v" + t.GOARM
	}
	return t.GOOS + "_" + t.GOARCH
}

func (t target) exe() string {
	if t.GOOS == "windows" {
		return "scorepad.exe"
	}
	return "scorepad"
}

// config is what a release is built from.
type config struct {
	root    string    // the module's folder (README.md, LICENSE, docs/)
	version string    // the stamp: v1.2.0
	commit  string    // the commit's full hash
	dirty   bool      // the work tree has uncommitted changes to tracked files
	out     string    // the folder the archives are written to
	targets []target  // in the order of all
	when    time.Time // the commit's time: every entry's date
	log     io.Writer // progress lines
}

// artifact is one file written to the out folder.
type artifact struct {
	target     target // zero for SHA256SUMS
	file       string // its name in out
	size       int64
	sum        string // hex SHA-256
	binarySize int64  // the binary's size inside the archive
}

var validVersion = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._+-]*$`)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout, stderr io.Writer) error {
	fl := flag.NewFlagSet("release", flag.ContinueOnError)
	fl.SetOutput(stderr)
	version := fl.String("version", "", "the version to stamp (default: git describe --tags --always --dirty)")
	out := fl.String("out", "dist", "the folder to write the archives and SHA256SUMS to")
	only := fl.String("targets", "", "comma-separated GOOS/GOARCH to build (default: all of "+targetList()+")")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if fl.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (flags only: --version, --out, --targets)", fl.Arg(0))
	}
	root, err := git("", "rev-parse", "--show-toplevel")
	if err != nil {
		return fmt.Errorf("the source's folder: %w (run it from scorepad's git checkout)", err)
	}
	c := config{root: root, out: *out, log: stderr}
	if c.targets, err = parseTargets(*only); err != nil {
		return err
	}
	c.version = *version
	if c.version == "" {
		if c.version, err = git(root, "describe", "--tags", "--always", "--dirty"); err != nil {
			return fmt.Errorf("the version: %w (give --version)", err)
		}
	}
	head, err := git(root, "log", "-1", "--format=%H %ct")
	if err != nil {
		return fmt.Errorf("the commit: %w", err)
	}
	hash, epoch, _ := strings.Cut(head, " ")
	c.commit = hash
	secs, err := strconv.ParseInt(epoch, 10, 64)
	if err != nil {
		return fmt.Errorf("the commit's time %q: %w", epoch, err)
	}
	changed, err := git(root, "status", "--porcelain", "--untracked-files=no")
	if err != nil {
		return err
	}
	c.dirty = changed != ""
	c.when = time.Unix(secs, 0).UTC()
	arts, err := release(c)
	if err != nil {
		return err
	}
	summary(stdout, c, arts)
	return nil
}

func targetList() string {
	var s []string
	for _, t := range all {
		s = append(s, t.String())
	}
	return strings.Join(s, ", ")
}

// parseTargets reads --targets; "" is every target.
func parseTargets(s string) ([]target, error) {
	if strings.TrimSpace(s) == "" {
		return all, nil
	}
	want := map[string]bool{}
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		found := false
		for _, t := range all {
			found = found || t.String() == name
		}
		if !found {
			return nil, fmt.Errorf("--targets: %q is not a release target (the targets: %s)", name, targetList())
		}
		want[name] = true
	}
	var ts []target
	for _, t := range all {
		if want[t.String()] {
			ts = append(ts, t)
		}
	}
	return ts, nil
}

func git(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("git %s: %v %s", strings.Join(args, " "), err, strings.TrimSpace(errOut.String()))
	}
	return strings.TrimSpace(string(out)), nil
}

// release builds c's targets and writes their archives and SHA256SUMS to
// c.out; it returns them in order, SHA256SUMS last.
func release(c config) ([]artifact, error) {
	if !validVersion.MatchString(c.version) {
		return nil, fmt.Errorf("--version %q: a version is letters, digits and . _ + - (as v1.2.0), starting with a letter or digit", c.version)
	}
	if len(c.targets) == 0 {
		return nil, errors.New("no target to build")
	}
	if err := os.MkdirAll(c.out, 0o755); err != nil {
		return nil, err
	}
	work, err := os.MkdirTemp("", "scorepad-release-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)

	bins := map[target]string{}
	for _, t := range c.targets {
		bin, err := build(c, t, filepath.Join(work, t.suffix()))
		if err != nil {
			return nil, err
		}
		bins[t] = bin
	}
	host := target{GOOS: runtime.GOOS, GOARCH: runtime.GOARCH}
	hostBin, ok := bins[host]
	if !ok {
		if hostBin, err = build(c, host, filepath.Join(work, "host")); err != nil {
			return nil, err
		}
	}
	man := filepath.Join(work, "man")
	if err := manPages(c, hostBin, man); err != nil {
		return nil, err
	}
	common, err := commonFiles(c.root, man)
	if err != nil {
		return nil, err
	}

	var arts []artifact
	var sums strings.Builder
	for _, t := range c.targets {
		binData, err := os.ReadFile(bins[t])
		if err != nil {
			return nil, err
		}
		base := "scorepad_" + c.version + "_" + t.suffix()
		files := append([]entry{{name: t.exe(), mode: 0o755, data: binData}}, common...)
		var data []byte
		file := base + ".tar.gz"
		if t.GOOS == "windows" {
			file = base + ".zip"
			data, err = zipArchive(base, files, c.when)
		} else {
			data, err = tarArchive(base, files, c.when)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		sum := sha256.Sum256(data)
		a := artifact{target: t, file: file, size: int64(len(data)), sum: hex.EncodeToString(sum[:]), binarySize: int64(len(binData))}
		if err := writeFile(filepath.Join(c.out, file), data); err != nil {
			return nil, err
		}
		arts = append(arts, a)
		fmt.Fprintf(&sums, "%s  %s\n", a.sum, a.file)
	}
	sumsData := []byte(sums.String())
	if err := writeFile(filepath.Join(c.out, "SHA256SUMS"), sumsData); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(sumsData)
	arts = append(arts, artifact{file: "SHA256SUMS", size: int64(len(sumsData)), sum: hex.EncodeToString(sum[:])})
	return arts, nil
}

// build compiles the binary of t into dir and returns its path.
func build(c config, t target, dir string) (string, error) {
	fmt.Fprintf(c.log, "building %s …\n", t)
	bin := filepath.Join(dir, t.exe())
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags", ldflags(c), "-o", bin, "./cmd/scorepad")
	cmd.Dir = c.root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+t.GOOS, "GOARCH="+t.GOARCH, "GOARM="+t.GOARM)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build for %s: %v\n%s", t, err, out)
	}
	return bin, nil
}

// ldflags strips the symbol tables (-s -w) and stamps the version, the
// commit and its time; the Go toolchain's own VCS stamp is missing from a
// build in a linked git worktree, so the release reads them from git.
func ldflags(c config) string {
	modified := ""
	if c.dirty {
		modified = "true"
	}
	f := "-s -w"
	for _, kv := range [][2]string{{"releaseVersion", c.version}, {"releaseCommit", c.commit},
		{"releaseModified", modified}, {"releaseTime", c.when.Format(time.RFC3339)}} {
		if kv[1] != "" {
			f += " -X " + stampPkg + kv[0] + "=" + kv[1]
		}
	}
	return f
}

// manPages writes the manual pages of bin into dir/man1 (English) and
// dir/fr/man1 (French), the layout man's MANPATH reads, dated at the
// commit's time (cobra reads SOURCE_DATE_EPOCH).
func manPages(c config, bin, dir string) error {
	home := filepath.Join(filepath.Dir(dir), "home")
	if err := os.MkdirAll(home, 0o755); err != nil {
		return err
	}
	for _, l := range []struct{ lang, sub string }{{"en", "man1"}, {"fr", filepath.Join("fr", "man1")}} {
		cmd := exec.Command(bin, "--lang", l.lang, "man", filepath.Join(dir, l.sub))
		cmd.Env = []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"),
			"SCOREPAD_DB=" + filepath.Join(home, "unused.db"),
			"SOURCE_DATE_EPOCH=" + strconv.FormatInt(c.when.Unix(), 10)}
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("scorepad --lang %s man: %v\n%s", l.lang, err, out)
		}
	}
	return nil
}

// entry is a file of an archive, its name relative to the archive's folder.
type entry struct {
	name string // slash-separated
	mode int64
	data []byte
}

// commonFiles are what every archive holds beside the binary: README.md,
// LICENSE, docs/ (the Markdown and its pictures, not the Go file that
// embeds them) and man/ from manDir.
func commonFiles(root, manDir string) ([]entry, error) {
	var es []entry
	add := func(name, file string) error {
		b, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		es = append(es, entry{name: name, mode: 0o644, data: b})
		return nil
	}
	for _, f := range []string{"README.md", "LICENSE"} {
		if err := add(f, filepath.Join(root, f)); err != nil {
			return nil, err
		}
	}
	walk := func(dir, prefix string, keep func(string) bool) error {
		return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !keep(p) {
				return err
			}
			rel, err := filepath.Rel(dir, p)
			if err != nil {
				return err
			}
			return add(path.Join(prefix, filepath.ToSlash(rel)), p)
		})
	}
	if err := walk(filepath.Join(root, "docs"), "docs", func(p string) bool { return !strings.HasSuffix(p, ".go") }); err != nil {
		return nil, err
	}
	if err := walk(manDir, "man", func(string) bool { return true }); err != nil {
		return nil, err
	}
	return es, nil
}

// withDirs returns files sorted by name with the folders they are in
// before them, each folder once.
func withDirs(files []entry) []entry {
	seen := map[string]bool{}
	var es []entry
	for _, f := range files {
		for d := path.Dir(f.name); d != "."; d = path.Dir(d) {
			if !seen[d] {
				seen[d] = true
				es = append(es, entry{name: d + "/", mode: 0o755 | int64(fs.ModeDir)})
			}
		}
		es = append(es, f)
	}
	sort.Slice(es, func(i, j int) bool { return es[i].name < es[j].name })
	return es
}

// tarArchive is a gzipped tar of files under the folder base/.
func tarArchive(base string, files []entry, when time.Time) ([]byte, error) {
	var buf bytes.Buffer
	gz, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	gz.ModTime = when
	tw := tar.NewWriter(gz)
	for _, e := range append([]entry{{name: base + "/", mode: 0o755 | int64(fs.ModeDir)}}, prefixed(base, withDirs(files))...) {
		h := &tar.Header{Name: e.name, Mode: e.mode &^ int64(fs.ModeDir), ModTime: when, Format: tar.FormatUSTAR}
		if strings.HasSuffix(e.name, "/") {
			h.Typeflag = tar.TypeDir
		} else {
			h.Typeflag = tar.TypeReg
			h.Size = int64(len(e.data))
		}
		if err := tw.WriteHeader(h); err != nil {
			return nil, err
		}
		if _, err := tw.Write(e.data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := gz.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// zipArchive is a zip of files under the folder base/.
func zipArchive(base string, files []entry, when time.Time) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	zw.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(w, flate.BestCompression)
	})
	for _, e := range append([]entry{{name: base + "/", mode: 0o755 | int64(fs.ModeDir)}}, prefixed(base, withDirs(files))...) {
		h := &zip.FileHeader{Name: e.name, Modified: when, Method: zip.Deflate}
		if strings.HasSuffix(e.name, "/") {
			h.Method = zip.Store
			h.SetMode(fs.ModeDir | 0o755)
		} else {
			h.SetMode(fs.FileMode(e.mode))
		}
		w, err := zw.CreateHeader(h)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(e.data); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func prefixed(base string, es []entry) []entry {
	out := make([]entry, len(es))
	for i, e := range es {
		e.name = base + "/" + e.name
		out[i] = e
	}
	return out
}

// writeFile writes data to name under a temporary name first, so that an
// interrupted release leaves no half archive under the real name.
func writeFile(name string, data []byte) error {
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, name)
}

// summary prints what was written: each file, its size, its binary's size
// and the start of its SHA-256.
func summary(w io.Writer, c config, arts []artifact) {
	commit := c.commit
	if len(commit) > 12 {
		commit = commit[:12]
	}
	if c.dirty {
		commit += "+dirty"
	}
	archives := fmt.Sprintf("%d archives", len(arts)-1)
	if len(arts) == 2 {
		archives = "1 archive"
	}
	fmt.Fprintf(w, "scorepad %s (commit %s, %s): %s in %s\n\n", c.version, commit, c.when.Format(time.RFC3339), archives, c.out)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "file\tsize\tbinary\tsha256")
	for _, a := range arts {
		bin := ""
		if a.binarySize > 0 {
			bin = megabytes(a.binarySize)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s…\n", a.file, megabytes(a.size), bin, a.sum[:16])
	}
	tw.Flush()
	fmt.Fprintf(w, "\ncheck: cd %s && sha256sum -c SHA256SUMS\n", c.out)
}

func megabytes(n int64) string {
	if n < 10_000 {
		return fmt.Sprintf("%d B", n)
	}
	return fmt.Sprintf("%.1f MB", float64(n)/1e6)
}
