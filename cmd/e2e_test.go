package cmd_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"testing"

	"github.com/scorepad/scorepad/cmd"
	"github.com/scorepad/scorepad/internal/testtmp"
)

// The end-to-end tests run scorepad as a script or a user would: most of
// them in process, through cmd.Run with its own streams and environment
// (fast, parallel, counted in cmd/'s coverage, failures pointing at a
// line); a few run the built binary (kills, fault points, tmux).

var (
	binOnce sync.Once
	binPath string
	binErr  string
	tmpRoot string // removed by TestMain: the built binary, the shared table cache
)

func TestMain(m *testing.M) {
	// Most of these tests wait on a process, a terminal or an fsync rather
	// than compute: let more of them run at once than there are cores.
	flag.Parse()
	if f := flag.Lookup("test.parallel"); f != nil && !isSet("test.parallel") {
		f.Value.Set("6")
	}
	if os.Getenv("GOGC") == "" {
		// the tests' heap is small and short-lived: collecting it at
		// every doubling was a tenth of the package's CPU time
		debug.SetGCPercent(400)
	}
	// the tests' temporary folders on a RAM disk when the machine has
	// one (internal/testtmp: SQLite's syncs at every commit)
	restore := testtmp.Setup()
	dir, err := os.MkdirTemp("", "scorepad-e2e")
	if err != nil {
		panic(err)
	}
	tmpRoot = dir
	code := m.Run()
	os.RemoveAll(dir)
	restore()
	os.Exit(code)
}

func isSet(name string) (set bool) {
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// bin returns the built scorepad binary, building it on first use (or
// finding it in the build cache): a test build (-tags scorepadfault),
// whose fault points (SCOREPAD_FAULT) the kill tests use; the released
// binary has none.
func bin(t testing.TB) string {
	t.Helper()
	binOnce.Do(func() {
		if binPath = cachedBin(); binPath != "" {
			return
		}
		binPath = filepath.Join(tmpRoot, "scorepad")
		if out, err := exec.Command("go", "build", "-tags", "scorepadfault", "-o", binPath, "./scorepad").CombinedOutput(); err != nil {
			binErr = fmt.Sprintf("go build: %v\n%s", err, out)
		}
	})
	if binErr != "" {
		t.Fatal(binErr)
	}
	return binPath
}

// cachedBin returns the test build of scorepad that go run keeps in the
// build cache (Go 1.24 and later), linked by the first run that needs it
// and found there by the next ones (a link is seconds of CPU), or "" when
// go run does not keep it: go run -exec echo prints the binary's path
// instead of running it; a path that no longer exists once go run is done
// was a temporary link, and asking again finds the cached one.
func cachedBin() string {
	for range 2 {
		out, err := exec.Command("go", "run", "-tags", "scorepadfault", "-exec", "echo", "./scorepad").Output()
		if err != nil {
			return ""
		}
		if p := strings.TrimSpace(string(out)); filepath.IsAbs(p) && filepath.Base(p) == "scorepad" {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	return ""
}

type result struct {
	out, err string
	code     int
}

// syncBuffer is a bytes.Buffer safe for the goroutines of a form.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// environ is the environment of a test run: English, a home of its own,
// the database db, then env ("KEY=value") on top.
func environ(t *testing.T, db string, env []string) map[string]string {
	// Tables solved once are shared by the tests (never the user's cache);
	// a test of the cache itself gives its own SCOREPAD_CACHE.
	m := map[string]string{"HOME": t.TempDir(), "PATH": os.Getenv("PATH"), "LANG": "en_US.UTF-8", "SCOREPAD_DB": db,
		"SCOREPAD_CACHE": filepath.Join(tmpRoot, "cache")}
	for _, kv := range env {
		k, v, _ := strings.Cut(kv, "=")
		m[k] = v
	}
	return m
}

// runIn runs scorepad in process with args, stdin and the environment of
// environ, with no terminal, and returns what it printed and its exit code.
func runIn(t *testing.T, db, stdin string, args []string, env ...string) result {
	t.Helper()
	vars := environ(t, db, env)
	var o, e syncBuffer
	code := cmd.Run(args, &cmd.IOStreams{In: strings.NewReader(stdin), Out: &o, ErrOut: &e},
		func(k string) string { return vars[k] })
	return result{o.String(), e.String(), code}
}

// run runs scorepad in process with args on database db (English unless
// env says otherwise) and returns what it printed and its exit code.
func run(t *testing.T, db string, args []string, env ...string) result {
	t.Helper()
	return runIn(t, db, "", args, env...)
}

// runBin runs the built binary, for what only a process can show (its
// exit under a fault point, a kill).
func runBin(t *testing.T, db string, args []string, env ...string) result {
	t.Helper()
	c := exec.Command(bin(t), args...)
	for k, v := range environ(t, db, env) {
		c.Env = append(c.Env, k+"="+v)
	}
	var o, e bytes.Buffer
	c.Stdout, c.Stderr = &o, &e
	err := c.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{o.String(), e.String(), code}
}

func sp(t *testing.T, db string, args ...string) result { t.Helper(); return run(t, db, args) }

// ok runs scorepad, wants exit 0 and returns stdout.
func ok(t *testing.T, db string, args ...string) string {
	t.Helper()
	r := sp(t, db, args...)
	if r.code != 0 {
		t.Fatalf("scorepad %s: exit %d, stderr %q, stdout %q", strings.Join(args, " "), r.code, r.err, r.out)
	}
	return r.out
}

// fails runs scorepad and wants the exit code and a message on stderr
// containing frag (and nothing on stdout for exit 2).
func fails(t *testing.T, db string, code int, frag string, args ...string) result {
	t.Helper()
	r := sp(t, db, args...)
	if r.code != code {
		t.Fatalf("scorepad %s: exit %d, want %d (stderr %q, stdout %q)", strings.Join(args, " "), r.code, code, r.err, r.out)
	}
	if frag != "" && !strings.Contains(r.err, frag) && !strings.Contains(r.out, frag) {
		t.Fatalf("scorepad %s: output %q / %q does not say %q", strings.Join(args, " "), r.out, r.err, frag)
	}
	if code == 2 && r.out != "" {
		t.Fatalf("scorepad %s: bad input must print nothing on stdout, got %q", strings.Join(args, " "), r.out)
	}
	return r
}

func decode(t *testing.T, s string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(s), v); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, s)
	}
}

func newDB(t *testing.T) string { return filepath.Join(t.TempDir(), "family.db") }

func TestCheckContractPenta(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	var v struct {
		Legal  bool   `json:"legal"`
		Points int    `json:"points"`
		Bonus  int    `json:"bonus"`
		Reason string `json:"reason"`
		Rule   string `json:"rule"`
	}
	decode(t, ok(t, db, "check", "penta", "--dice", "44444", "--box", "fours", "--sheet", "penta=50", "--json"), &v)
	if !v.Legal || v.Points != 20 || v.Bonus != 100 || v.Rule != "P7" || v.Reason == "" {
		t.Fatalf("P7a five 4s in fours: %+v", v)
	}
	r := fails(t, db, 1, "", "check", "penta", "--dice", "44444", "--box", "full", "--sheet", "penta=50", "--json")
	decode(t, r.out, &v)
	if v.Legal || v.Rule != "P7" {
		t.Fatalf("P7a full refused: %+v", v)
	}
	decode(t, ok(t, db, "check", "penta", "--dice", "44444", "--box", "full", "--sheet", "penta=50,fours=12", "--json"), &v)
	if !v.Legal || v.Points != 25 || v.Bonus != 100 {
		t.Fatalf("P7b full 25: %+v", v)
	}
	// the dispute of the issue: five 4s written 25 in Full with the Penta box free
	decode(t, ok(t, db, "check", "penta", "--dice", "4 4 4 4 4", "--box", "Full", "--json"), &v)
	if !v.Legal || v.Points != 0 || v.Rule != "P3" {
		t.Fatalf("P3 decision: five alike is no full: %+v", v)
	}
	var all struct {
		Options []struct {
			Column, Box, Reason, Rule string
			Legal                     bool
			Points, Bonus             int
		} `json:"options"`
		MustSacrifice bool `json:"must_sacrifice"`
	}
	decode(t, ok(t, db, "check", "penta", "--dice", "1,1,3,4,6", "--json"), &all)
	if len(all.Options) != 13 || all.MustSacrifice || all.Options[0].Box != "aces" || all.Options[0].Points != 2 || all.Options[0].Column != "free" {
		t.Fatalf("options: %+v", all)
	}
	decode(t, ok(t, db, "check", "penta", "--dice", "11223", "--sheet", "aces=3,twos=6,threes=9,fours=12,sixes=18,three_kind=20,four_kind=0,full=25,small_straight=30,large_straight=40,chance=22", "--json"), &all)
	if !all.MustSacrifice || len(all.Options) != 2 {
		t.Fatalf("P4 must sacrifice: %+v", all)
	}
	out := run(t, db, []string{"check", "penta", "--dice", "11223", "--sheet", "aces=3,twos=6,threes=9,fours=12,sixes=18,three_kind=20,four_kind=0,full=25,small_straight=30,large_straight=40,chance=22"}, "LANG=fr_FR.UTF-8")
	if !strings.Contains(out.out, "Aucune case ouverte ne rapporte\u00a0: il faut en sacrifier une") {
		t.Fatalf("P4 French message missing:\n%s", out.out)
	}
}

func TestCheckContractYams(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	var v struct {
		Legal  bool
		Points int
		Rule   string
	}
	decode(t, fails(t, db, 1, "", "check", "yams", "--dice", "12345", "--box", "large_straight", "--column", "down", "--preset", "francaise", "--json").out, &v)
	if v.Legal || v.Rule != "Y6" {
		t.Fatalf("Y6 down column: large straight is not first: %+v", v)
	}
	decode(t, ok(t, db, "check", "yams", "--dice", "12345", "--box", "large_straight", "--column", "free", "--preset", "francaise", "--json"), &v)
	if !v.Legal || v.Points != 40 {
		t.Fatalf("free column: %+v", v)
	}
	decode(t, ok(t, db, "check", "yams", "--dice", "33322", "--box", "full", "--full", "25+sum", "--json"), &v)
	if v.Points != 38 {
		t.Fatalf("Y3 25+sum: %+v", v)
	}
	decode(t, ok(t, db, "check", "yams", "--dice", "55552", "--box", "carré", "--four-kind", "fixed+sum:40", "--json"), &v)
	if v.Points != 62 {
		t.Fatalf("Y3 fixed+sum: %+v", v)
	}
	var b struct{ Bonus int }
	decode(t, ok(t, db, "check", "yams", "--dice", "66666", "--box", "chance", "--columns", "down,up,free", "--column", "free", "--sheet", "free:yams=50", "--json"), &b)
	if b.Bonus != 100 {
		t.Fatalf("Y5: %+v", b)
	}
	decode(t, ok(t, db, "check", "yams", "--dice", "66666", "--box", "plus", "--plus-minus", "--json"), &v)
	if v.Points != 30 {
		t.Fatalf("plus: %+v", v)
	}
}

func TestCheckBadInputExit2(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	for _, tc := range []struct {
		frag string
		args []string
	}{
		{"4 dice given, 5 needed", []string{"check", "penta", "--dice", "4441", "--box", "fours"}},
		{"cannot show 7", []string{"check", "penta", "--dice", "44417"}},
		{"unknown box", []string{"check", "penta", "--dice", "44412", "--box", "sevens"}},
		{"no throw can give", []string{"check", "penta", "--dice", "44412", "--sheet", "fours=13"}},
		{"named twice", []string{"check", "penta", "--dice", "44412", "--sheet", "fours=12,fours=8"}},
		{"--dice required", []string{"check", "penta"}},
		{"--column required", []string{"check", "yams", "--dice", "12345", "--box", "chance", "--preset", "francaise"}},
		{"--full is a Yam's option, not a Penta option", []string{"check", "penta", "--dice", "12345", "--full", "sum"}},
		{"unknown game", []string{"check", "poker", "--dice", "12345"}},
		{"not on this sheet", []string{"check", "yams", "--dice", "12345", "--box", "plus"}},
		{"1 to 4", []string{"check", "yams", "--dice", "12345", "--columns", "free,free,free,free,free"}},
		{"--roll and --choice required", []string{"check", "sackson", "--roll", "12345"}},
		{"faces are 1 to 6", []string{"check", "5000", "--throw", "1234567"}},
	} {
		fails(t, db, 2, tc.frag, tc.args...)
	}
	r := run(t, db, []string{"check", "penta", "--dice", "4441"}, "LANG=fr_FR.UTF-8")
	if r.code != 2 || !strings.Contains(r.err, "4 dés donnés, il en faut 5") {
		t.Fatalf("French error: %+v", r)
	}
	if _, err := os.Stat(db); err == nil {
		t.Fatal("check must not create a database")
	}
}

func TestCheck5000AndSackson(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	var v struct {
		Bust       bool
		Best       int
		Legal      *bool
		KeepPoints *int `json:"keep_points"`
		Rule       string
	}
	decode(t, ok(t, db, "check", "5000", "--throw", "222346", "--json"), &v)
	if !v.Bust || v.Best != 0 || v.Legal != nil || v.Rule != "C2" {
		t.Fatalf("C2 booklet: %+v", v)
	}
	decode(t, ok(t, db, "check", "5000", "--throw", "222346", "--bust-rule", "nothing-scores", "--json"), &v)
	if v.Bust || v.Best != 200 {
		t.Fatalf("C2 variant: %+v", v)
	}
	decode(t, ok(t, db, "check", "5000", "--throw", "111123", "--keep", "1111", "--json"), &v)
	if v.Legal == nil || !*v.Legal || *v.KeepPoints != 1100 {
		t.Fatalf("C3 four 1s: %+v", v)
	}
	r := fails(t, db, 1, "", "check", "5000", "--throw", "155234", "--keep", "2", "--json")
	decode(t, r.out, &v)
	if *v.Legal || v.KeepPoints != nil {
		t.Fatalf("C4 a 2 does not score: %+v", v)
	}
	var s struct {
		Legal     bool
		Sums      []int
		Fifth     int
		FreeThrow bool `json:"free_throw"`
		Rule      string
	}
	decode(t, ok(t, db, "check", "sackson", "--roll", "33456", "--choice", "3+4,5+6/3", "--fifths", "3:2,5:1", "--json"), &s)
	if !s.Legal || s.Sums[0] != 7 || s.Sums[1] != 11 || s.Fifth != 3 || s.FreeThrow {
		t.Fatalf("S3: %+v", s)
	}
	decode(t, fails(t, db, 1, "", "check", "sackson", "--roll", "33456", "--choice", "3+3,5+6/4", "--fifths", "3:2,5:1,6:1", "--json").out, &s)
	if s.Legal || s.Rule != "S3" {
		t.Fatalf("S3 obligation: %+v", s)
	}
	decode(t, ok(t, db, "check", "sackson", "--roll", "11224", "--choice", "1+1,2+2/4", "--fifths", "3:2,5:1,6:1", "--json"), &s)
	if !s.FreeThrow {
		t.Fatalf("S3 free throw: %+v", s)
	}
}

func TestUsageErrorsExit2(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fails(t, db, 2, "takes 1 argument, received 0", "check")
	fails(t, db, 2, "unknown command", "frobnicate")
	fails(t, db, 2, "unknown flag", "games", "--bogus")
	r := run(t, db, []string{"move", "1", "--points", "100", "--bust"}, "LANG=fr_FR.UTF-8")
	if r.code != 2 || !strings.Contains(r.err, "pas de partie 1") && !strings.Contains(r.err, "donnez un seul") {
		t.Fatalf("French usage errors: %+v", r)
	}
	r = run(t, db, []string{"new", "penta"}, "LANG=fr_FR.UTF-8")
	if r.code != 2 || !strings.Contains(r.err, "--players requis") {
		t.Fatalf("French flag error: %+v", r)
	}
}
