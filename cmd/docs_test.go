package cmd

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/golden"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// The reference of the commands is docs/commands.md: the narrative is
// written by hand, and under each command a flags table generated from the
// command tree, the same source --help and the man pages (scorepad man,
// cobra's doc.GenManTree) are drawn from. The tests below fail when the
// tables and the tree disagree; `go test ./cmd -run TestDocs -update`
// writes the tables again.

const commandsDoc = "../docs/commands.md"

// flagsBlock matches one generated table: its command's path, then its text.
var flagsBlock = regexp.MustCompile(`(?s)<!-- flags of "([^"]+)": [^>]*-->\n(.*?)<!-- end of flags -->\n`)

// docsTree returns the command tree as `scorepad --help` shows it in
// English: cobra's completion and help commands and flags included.
func docsTree(t *testing.T) *cobra.Command {
	t.Helper()
	f := &factory{IO: &IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, Getenv: func(string) string { return "" }, lang: lang.EN}
	root := newRootCmd(f)
	root.SetOut(&bytes.Buffer{})
	localizeCobra(root, f)
	return root
}

// documented returns the commands the reference documents: every command
// --help lists (not the hidden ones, not cobra's help command), root first,
// then in the order of their paths.
func documented(root *cobra.Command) []*cobra.Command {
	var cs []*cobra.Command
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Hidden || c.Name() == "help" {
			return
		}
		cs = append(cs, c)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	sort.SliceStable(cs[1:], func(i, j int) bool { return cs[1+i].CommandPath() < cs[1+j].CommandPath() })
	return cs
}

// shownFlags returns the flags c's --help lists as its own (the root's
// persistent flags are the root's), without the hidden ones and without
// -h, --help, which every command has (the reference says so once).
func shownFlags(c *cobra.Command) []*pflag.Flag {
	var fs []*pflag.Flag
	c.LocalFlags().VisitAll(func(fl *pflag.Flag) {
		if !fl.Hidden && fl.Name != "help" {
			fs = append(fs, fl)
		}
	})
	return fs
}

// zeroDefault reports whether a flag's default is its type's zero value,
// which --help does not print either.
func zeroDefault(fl *pflag.Flag) bool {
	switch fl.DefValue {
	case "", "0", "false", "[]", "<nil>", "0s":
		return true
	}
	return false
}

// flagsTable returns the generated block of c: its usage line, its short
// help and one row per flag.
func flagsTable(c *cobra.Command) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<!-- flags of %q: generated from the command tree by `go test ./cmd -run TestDocs -update`; change the flags in cmd/, not here -->\n", c.CommandPath())
	fmt.Fprintf(&b, "`%s` — %s\n\n", c.UseLine(), mdCell(c.Short))
	fs := shownFlags(c)
	if len(fs) == 0 {
		b.WriteString("No flags of its own.\n")
	} else {
		b.WriteString("| flag | meaning |\n|---|---|\n")
		for _, fl := range fs {
			varname, usage := pflag.UnquoteUsage(fl)
			name := "--" + fl.Name
			if fl.Shorthand != "" && fl.ShorthandDeprecated == "" {
				name = "-" + fl.Shorthand + ", " + name
			}
			if varname != "" {
				name += " " + varname
			}
			usage = mdCell(usage)
			if !zeroDefault(fl) {
				usage += " (default `" + fl.DefValue + "`)"
			}
			fmt.Fprintf(&b, "| `%s` | %s |\n", name, usage)
		}
	}
	b.WriteString("<!-- end of flags -->\n")
	return b.String()
}

// mdCell returns s as the text of one Markdown table cell: on one line,
// its bars escaped.
func mdCell(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.ReplaceAll(s, "|", `\|`)
}

// docFlagNames returns the flag names a generated block lists ("box",
// "output"…), in its order.
var docFlagRow = regexp.MustCompile("(?m)^\\| `(?:-[a-zA-Z], )?--([a-z0-9][a-z0-9-]*)")

func docFlagNames(block string) []string {
	var names []string
	for _, m := range docFlagRow.FindAllStringSubmatch(block, -1) {
		names = append(names, m[1])
	}
	return names
}

// TestDocsCommandsListEveryFlag fails when docs/commands.md leaves out a
// command or a flag --help shows, documents a command or a flag that no
// longer exists, or describes a flag otherwise than its --help (its usage,
// type or default). -update writes the tables again from the tree (a new
// command's table at the end of the file, to be moved where it belongs).
func TestDocsCommandsListEveryFlag(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(commandsDoc)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	blocks := map[string]string{}
	for _, m := range flagsBlock.FindAllStringSubmatch(doc, -1) {
		if _, dup := blocks[m[1]]; dup {
			t.Errorf("docs/commands.md has two flags tables for %q", m[1])
		}
		blocks[m[1]] = m[0]
	}
	cmds := documented(docsTree(t))
	if len(cmds) < 25 {
		t.Fatalf("only %d commands found: the walk is broken", len(cmds))
	}
	want := map[string]string{}
	for _, c := range cmds {
		want[c.CommandPath()] = flagsTable(c)
	}

	if golden.Updating() {
		updated := flagsBlock.ReplaceAllStringFunc(doc, func(old string) string {
			return want[flagsBlock.FindStringSubmatch(old)[1]] // "" for a command gone
		})
		for _, c := range cmds {
			if _, ok := blocks[c.CommandPath()]; !ok {
				updated += fmt.Sprintf("\n### `%s`\n\n%s", c.CommandPath(), want[c.CommandPath()])
				t.Logf("docs/commands.md: %s added at the end; move it where it belongs and describe it", c.CommandPath())
			}
		}
		if err := os.WriteFile(commandsDoc, []byte(updated), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}

	for _, c := range cmds {
		path := c.CommandPath()
		got, ok := blocks[path]
		if !ok {
			t.Errorf("docs/commands.md does not document %q (%s): add its section, then go test ./cmd -run TestDocs -update writes its flags", path, c.Short)
			continue
		}
		var shown []string
		for _, fl := range shownFlags(c) {
			shown = append(shown, fl.Name)
		}
		listed := docFlagNames(got)
		for _, n := range shown {
			if !slices.Contains(listed, n) {
				t.Errorf("docs/commands.md: --%s of %q is not documented", n, path)
			}
		}
		for _, n := range listed {
			if !slices.Contains(shown, n) {
				t.Errorf("docs/commands.md documents --%s of %q, which %q no longer has", n, path, path)
			}
		}
		if got != want[path] && !t.Failed() {
			t.Errorf("docs/commands.md: the flags table of %q is not the command's --help (go test ./cmd -run TestDocs -update writes it)\n got: %s\nwant: %s", path, got, want[path])
		}
	}
	for path := range blocks {
		if _, ok := want[path]; !ok {
			t.Errorf("docs/commands.md documents %q, which is no longer a command", path)
		}
	}
}

// mentionedFlag finds a flag written in prose: `--name`, after a space, a
// bracket or a backquote.
var mentionedFlag = regexp.MustCompile("(?:^|[\\s(\\[`|])--([a-z][a-z0-9-]*[a-z0-9])")

// notOurFlags are the double-dash flags the documents name that are not
// scorepad's, each with where it comes from.
var notOurFlags = map[string]string{
	"porcelain": "git status --porcelain",
	"user":      "systemctl --user, journalctl --user (docs/install.md)",
	"now":       "systemctl --user enable --now (docs/install.md)",
	"out":       "go run ./internal/release --out (docs/development.md)",
	"targets":   "go run ./internal/release --targets",
	"tags":      "git describe --tags --always --dirty, the release's default version",
	"always":    "git describe --tags --always --dirty",
	"dirty":     "git describe --tags --always --dirty",
}

// TestDocsNameOnlyRealFlags fails when the README or a document of docs/
// names a flag that no scorepad command has (a flag renamed or removed
// whose prose was left behind).
func TestDocsNameOnlyRealFlags(t *testing.T) {
	t.Parallel()
	all := map[string]bool{}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.Flags().VisitAll(func(fl *pflag.Flag) { all[fl.Name] = true })
		c.PersistentFlags().VisitAll(func(fl *pflag.Flag) { all[fl.Name] = true })
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(docsTree(t))
	files, _ := filepath.Glob("../docs/*.md")
	files = append(files, "../README.md")
	if len(files) < 5 {
		t.Fatalf("only %d documents found", len(files))
	}
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(raw), "\n") {
			for _, m := range mentionedFlag.FindAllStringSubmatch(line, -1) {
				if !all[m[1]] && notOurFlags[m[1]] == "" {
					t.Errorf("%s:%d names --%s, which no scorepad command has", filepath.Base(file), i+1, m[1])
				}
			}
		}
	}
}

// exitRow is a row of docs/json.md's table of exit codes.
var exitRow = regexp.MustCompile(`(?m)^\| (\d+) \|`)

// TestDocsExitCodesAreTheHelps fails when docs/json.md's table of exit
// codes and the root command's help (scorepad --help, the man page) list
// different codes.
func TestDocsExitCodesAreTheHelps(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile("../docs/json.md")
	if err != nil {
		t.Fatal(err)
	}
	var doc []string
	for _, m := range exitRow.FindAllStringSubmatch(string(raw), -1) {
		doc = append(doc, m[1])
	}
	_, codes, ok := strings.Cut(docsTree(t).Long, "Exit codes:")
	if !ok {
		t.Fatal("scorepad --help lists no exit codes")
	}
	var help []string
	for _, m := range regexp.MustCompile(`(?m)^  (\d+)  `).FindAllStringSubmatch(codes, -1) {
		help = append(help, m[1])
	}
	if len(help) < 5 || !slices.Equal(doc, help) {
		t.Errorf("exit codes: docs/json.md lists %v, scorepad --help %v", doc, help)
	}
}

// jsonName is a field name (or a fixed value) quoted in a help text.
var jsonName = regexp.MustCompile(`"([a-z][a-z0-9_]*)"`)

// TestDocsJSONFieldsOfTheHelps fails when a command's --help names a
// field of its --json answer that docs/json.md, where the contracts are
// written, does not: the help says what the answer holds, the reference
// says it whole.
func TestDocsJSONFieldsOfTheHelps(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile("../docs/json.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	checked := 0
	for _, c := range documented(docsTree(t)) {
		_, tail, ok := strings.Cut(c.Long, "--json")
		if !ok {
			continue
		}
		for _, m := range jsonName.FindAllStringSubmatch(tail, -1) {
			checked++
			if !strings.Contains(doc, `"`+m[1]+`"`) {
				t.Errorf("%s --help names the JSON field %q, which docs/json.md does not", c.CommandPath(), m[1])
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d JSON names found in the helps: the walk is broken", checked)
	}
}
