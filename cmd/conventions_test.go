package cmd

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/golden"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// runLang runs scorepad in process, in the language of locale, on database
// db, and returns stdout, stderr and the exit code.
func runLang(t *testing.T, locale, db string, args ...string) (string, string, int) {
	t.Helper()
	env := map[string]string{"LANG": locale, "SCOREPAD_DB": db, "HOME": t.TempDir()}
	var o, e bytes.Buffer
	code := Run(args, &IOStreams{In: strings.NewReader(""), Out: &o, ErrOut: &e}, func(k string) string { return env[k] })
	return o.String(), e.String(), code
}

func TestGoldenRulesP7(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "fr"} {
		out, errOut, code := runLang(t, lang+"_FR.UTF-8", filepath.Join(t.TempDir(), "x.db"), "rules", "P7")
		if code != 0 {
			t.Fatalf("rules P7 (%s): exit %d, %s", lang, code, errOut)
		}
		golden.Check(t, "rules.P7."+lang+".txt", []byte(out))
	}
}

func TestRulesCommand(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "x.db")
	cases := []struct {
		locale string
		args   []string
		code   int
		want   []string
	}{
		{"en_US.UTF-8", []string{"rules", "p7a"}, 0, []string{"Penta · P7 · Joker", "P7a · The matching upper box first"}},
		{"fr_FR.UTF-8", []string{"rules", "C6"}, 0, []string{"5000", "C6 · L'ouverture", "500"}},
		{"en_US.UTF-8", []string{"rules", "yam's"}, 0, []string{"Yam's\n=====", "Y1 · A column", "Y9 · The end"}},
		{"en_US.UTF-8", []string{"rules"}, 0, []string{"P10 ·", "Y9 ·", "C7 ·", "S7 ·", "G2 ·"}},
		{"en_US.UTF-8", []string{"rules", "P7d"}, 2, []string{`no rule "P7d": did you mean P7, P7a, P7b?`}},
		{"fr_FR.UTF-8", []string{"rules", "zzz"}, 2, []string{"pas de règle"}},
	}
	for _, c := range cases {
		out, errOut, code := runLang(t, c.locale, db, c.args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (%s)", c.args, code, c.code, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(out+errOut, w) {
				t.Errorf("%v: output does not say %q:\n%s%s", c.args, w, out, errOut)
			}
		}
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("rules opened the database")
	}
}

func TestCheckSaysHowToReadTheRule(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "x.db")
	out, _, code := runLang(t, "en_US.UTF-8", db, "check", "penta", "--dice", "44444", "--box", "fives", "--sheet", "penta=50")
	if code != ExitRefused || !strings.Contains(out, "(P7a)") || !strings.Contains(out, "read the rule: scorepad rules P7a") {
		t.Errorf("check P7a: exit %d\n%s", code, out)
	}
	out, _, _ = runLang(t, "fr_FR.UTF-8", db, "check", "5000", "--throw", "155234", "--keep", "15")
	if !strings.Contains(out, "scorepad rules C4") {
		t.Errorf("check 5000 in French:\n%s", out)
	}
}

func TestDidYouMean(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "x.db")
	cases := []struct {
		locale string
		args   []string
		want   string
	}{
		{"en_US.UTF-8", []string{"chek"}, `unknown command "chek": did you mean check?`},
		{"fr_FR.UTF-8", []string{"shet", "1"}, "vouliez-vous dire sheet"},
		{"en_US.UTF-8", []string{"check", "pentaa", "--dice", "12345"}, `unknown game "pentaa": did you mean penta?`},
		{"en_US.UTF-8", []string{"check", "penta", "--dice", "12345", "--box", "ful"}, `unknown box "ful": did you mean full?`},
		{"fr_FR.UTF-8", []string{"check", "yams", "--dice", "12345", "--box", "petite suit"}, "vouliez-vous dire petite suite"},
	}
	for _, c := range cases {
		out, errOut, code := runLang(t, c.locale, db, c.args...)
		if code != ExitBadInput || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 saying %q", c.args, code, out, errOut, c.want)
		}
	}
}

func TestOutputFormatFromExtension(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "x.db")
	if _, e, code := runLang(t, "en_US.UTF-8", db, "new", "penta", "--players", "Ana,Ben"); code != 0 {
		t.Fatal(e)
	}
	for ext, magic := range map[string]string{".pdf": "%PDF-", ".html": "<!DOCTYPE html>", ".json": "{", ".md": "#"} {
		path := filepath.Join(dir, "sheet"+ext)
		if _, e, code := runLang(t, "en_US.UTF-8", db, "sheet", "1", "-o", path); code != 0 {
			t.Fatalf("sheet -o %s: exit %d %s", path, code, e)
		}
		b, _ := os.ReadFile(path)
		if !bytes.HasPrefix(b, []byte(magic)) {
			t.Errorf("sheet -o %s wrote %.20q…, want it to start with %q", path, b, magic)
		}
	}
	path := filepath.Join(dir, "mismatch.pdf")
	out, errOut, code := runLang(t, "fr_FR.UTF-8", db, "sheet", "1", "-o", path, "--format", "html")
	if code != ExitBadInput || out != "" || !strings.Contains(errOut, "-o "+path+" est un fichier pdf mais --format vaut html") {
		t.Errorf("mismatch: exit %d, %q %q", code, out, errOut)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("a refused -o still wrote the file")
	}
	if _, errOut, code := runLang(t, "en_US.UTF-8", db, "sheet", "1", "-o", filepath.Join(dir, "x.csv")); code != ExitBadInput || !strings.Contains(errOut, "cannot write csv") {
		t.Errorf("sheet -o x.csv: exit %d %q", code, errOut)
	}
}

func TestVersionFromBuildInfo(t *testing.T) {
	// not parallel: replaces buildInfo
	old := buildInfo
	defer func() { buildInfo = old }()
	buildInfo = func() (*debug.BuildInfo, bool) {
		return &debug.BuildInfo{Main: debug.Module{Version: "v1.4.0"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.time", Value: "2026-12-01T09:00:00Z"}, {Key: "vcs.modified", Value: "true"}}}, true
	}
	out, _, code := runLang(t, "en_US.UTF-8", filepath.Join(t.TempDir(), "x.db"), "--version")
	if want := "scorepad v1.4.0 (commit 0123456789ab+dirty, 2026-12-01T09:00:00Z)\n"; code != 0 || out != want {
		t.Errorf("--version: exit %d %q, want %q", code, out, want)
	}
	buildInfo = func() (*debug.BuildInfo, bool) { return &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true }
	if out, _, _ := runLang(t, "en_US.UTF-8", "x", "--version"); out != "scorepad (devel) (commit unknown)\n" {
		t.Errorf("--version without VCS: %q", out)
	}
}

func fileSum(t *testing.T, dir string) map[string][32]byte {
	t.Helper()
	m := map[string][32]byte{}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		m[e.Name()] = sha256.Sum256(b)
	}
	return m
}

func TestCompletionLiveAndReadOnly(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "family.db")
	// no database yet: completion must not create one
	if out, _, _ := runLang(t, "en_US.UTF-8", db, "__complete", "play", ""); strings.Contains(out, "\t") {
		t.Errorf("games offered without a database: %q", out)
	}
	if _, err := os.Stat(db); err == nil {
		t.Fatal("completion created the database")
	}
	for _, args := range [][]string{{"new", "yams", "--players", "Ana,Ben", "--preset", "francaise"}, {"new", "penta", "--players", "Ana,Chloé"}, {"new", "5000", "--players", "Ben,Dan"}} {
		if _, e, code := runLang(t, "en_US.UTF-8", db, args...); code != 0 {
			t.Fatal(e)
		}
	}
	// finish nothing, but finish… game 3 is a 5000: bank 5000 for Ben at once
	if _, e, code := runLang(t, "en_US.UTF-8", db, "move", "3", "--points", "5000"); code != 0 {
		t.Fatal(e)
	}
	before := fileSum(t, dir)
	cases := []struct {
		args []string
		want []string
		not  []string
	}{
		{[]string{"play", ""}, []string{"1\tyams · Ana, Ben · in progress", "2\tpenta · Ana, Chloé · in progress"}, []string{"3\t"}},
		{[]string{"sheet", ""}, []string{"1\t", "3\t5000 · Ben, Dan · finished"}, nil},
		{[]string{"new", "penta", "--players", "Ana,"}, []string{"Ana,Ben", "Ana,Chloé", "Ana,Dan"}, []string{"Ana,Ana"}},
		{[]string{"move", "1", "--column", ""}, []string{"down\t↓ Down", "up\t↑ Up", "free\t↕ Free"}, nil},
		{[]string{"move", "2", "--box", ""}, []string{"penta\tPenta", "full\tFull house"}, []string{"yams"}},
		{[]string{"check", "yams", "--box", ""}, []string{"yams\tYam's"}, []string{"penta\t"}},
		{[]string{"check", ""}, []string{"penta", "sackson"}, nil},
		{[]string{"stats", "--player", ""}, []string{"Chloé"}, nil},
		{[]string{"players", "rename", ""}, []string{"Ana", "Chloé"}, nil},
		{[]string{"--lang", "fr", "move", "1", "--column", ""}, []string{"descendante\t↓ Descendante", "libre\t↕ Libre"}, nil},
	}
	for _, c := range cases {
		out, errOut, _ := runLang(t, "en_US.UTF-8", db, append([]string{"__complete"}, c.args...)...)
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("__complete %q: no %q in\n%s%s", c.args, w, out, errOut)
			}
		}
		for _, w := range c.not {
			if strings.Contains(out, w) {
				t.Errorf("__complete %q: %q offered:\n%s", c.args, w, out)
			}
		}
	}
	after := fileSum(t, dir)
	for name, sum := range before {
		if after[name] != sum {
			t.Errorf("completion changed %s", name)
		}
	}
	for name := range after {
		if _, ok := before[name]; !ok {
			t.Errorf("completion left %s behind", name)
		}
	}
}

func TestManPages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "man1")
	if _, e, code := runLang(t, "fr_FR.UTF-8", filepath.Join(t.TempDir(), "x.db"), "man", dir); code != 0 {
		t.Fatal(e)
	}
	for _, name := range []string{"scorepad.1", "scorepad-check.1", "scorepad-rules.1", "scorepad-sheet.1"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(b, []byte(".TH \"SCOREPAD\" \"1\"")) {
			t.Errorf("%s is not a man page:\n%.200s", name, b)
		}
	}
}

func TestGoldenHelp(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "fr"} {
		for _, args := range [][]string{{"--help"}, {"check", "--help"}, {"completion", "--help"}, {"stats", "--help"}} {
			out, errOut, code := runLang(t, lang+"_FR.UTF-8", filepath.Join(t.TempDir(), "x.db"), args...)
			if code != 0 {
				t.Fatalf("%v (%s): exit %d, %s", args, lang, code, errOut)
			}
			name := "help." + strings.Trim(strings.Join(args[:len(args)-1], "-"), "-")
			if name == "help." {
				name = "help.root"
			}
			golden.Check(t, name+"."+lang+".txt", []byte(out))
		}
	}
}

func TestCobraErrorsInFrench(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "x.db")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"sheet"}, "attend 1 argument, en a reçu 0"},
		{[]string{"sheet", "1", "2"}, "attend 1 argument, en a reçu 2"},
		{[]string{"games", "--bogus"}, "option inconnue\u00a0: --bogus"},
		{[]string{"check", "penta", "--dice"}, "l'option --dice demande une valeur"},
		{[]string{"simulate", "penta", "--games", "x"}, "--games «\u00a0x\u00a0»\u00a0: pas un nombre entier"},
		{[]string{"games", "--all=x"}, "valeur «\u00a0x\u00a0» incorrecte pour l'option --all"},
		{[]string{"help", "chek"}, "vouliez-vous dire check"},
	}
	for _, c := range cases {
		out, errOut, code := runLang(t, "fr_FR.UTF-8", db, c.args...)
		if code != ExitBadInput || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 saying %q", c.args, code, out, errOut, c.want)
		}
	}
	// --lang on the command line is known before the help is built
	out, _, _ := runLang(t, "en_US.UTF-8", db, "--lang", "fr", "--help")
	if !strings.Contains(out, "Utilisation\u00a0:") {
		t.Errorf("--lang fr --help:\n%s", out)
	}
}

// TestCompletionKindsFromTheRegistry: every command taking a kind completes
// the kinds it takes, from the registry — simulate and hint all four, solve
// the kinds with tables (Sackson has none) — and the flags' fixed values
// come from scoring (rolls left, four of a kind).
func TestCompletionKindsFromTheRegistry(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "family.db")
	all := []string{}
	for _, k := range sheets.Kinds {
		all = append(all, string(k))
	}
	cases := []struct {
		args []string
		want []string
		not  []string
	}{
		{[]string{"simulate", ""}, all, nil},
		{[]string{"hint", ""}, all, nil},
		{[]string{"solve", ""}, []string{"penta", "yams", "5000"}, []string{"sackson"}},
		{[]string{"hint", "penta", "--rolls-left", ""}, scoring.RollsLeft(), []string{fmt.Sprint(scoring.MaxThrows)}},
		{[]string{"simulate", "yams", "--four-kind", ""}, []string{"sum5", fmt.Sprintf("fixed:%d", scoring.DefaultFourKindN)}, nil},
	}
	for _, c := range cases {
		out, errOut, _ := runLang(t, "en_US.UTF-8", db, append([]string{"__complete"}, c.args...)...)
		lines := map[string]bool{}
		for _, l := range strings.Split(out, "\n") {
			lines[l] = true
		}
		for _, w := range c.want {
			if !lines[w] {
				t.Errorf("__complete %q: no %q in\n%s%s", c.args, w, out, errOut)
			}
		}
		for _, w := range c.not {
			if lines[w] {
				t.Errorf("__complete %q: %q offered:\n%s", c.args, w, out)
			}
		}
	}
}
