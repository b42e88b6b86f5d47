package cmd

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// cobraTexts returns every user-visible text of the command tree built in
// language l: each command's Short and Long and each flag's usage, keyed
// by where it is ("check --box").
func cobraTexts(t *testing.T, l lang.Lang) map[string]string {
	t.Helper()
	f := &factory{IO: &IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, Getenv: func(string) string { return "" }, lang: l}
	root := newRootCmd(f)
	root.SetOut(&bytes.Buffer{})
	localizeCobra(root, f)
	texts := map[string]string{}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		path := c.CommandPath()
		texts[path+" (short)"] = c.Short
		if c.Long != "" {
			texts[path+" (long)"] = c.Long
		}
		c.LocalFlags().VisitAll(func(fl *pflag.Flag) { texts[path+" --"+fl.Name] = fl.Usage })
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	return texts
}

// TestEveryHelpTextIsTranslated fails when a command's Short or Long help
// or a flag's usage reads the same in French as in English: a new or
// changed English text without its French (f.T at construction, or the
// helpFR catalogue keyed by the English).
func TestEveryHelpTextIsTranslated(t *testing.T) {
	t.Parallel()
	en, fr := cobraTexts(t, lang.EN), cobraTexts(t, lang.FR)
	if len(en) < 100 {
		t.Fatalf("only %d texts found: the walk is broken", len(en))
	}
	for where, e := range en {
		if fr[where] == e {
			t.Errorf("%s has no French: %q\n(give it with f.T(en) where the command is built, or add the English and its French to internal/lang/fr/cmd.po)", where, e)
		}
	}
}

// englishWords are common English words that French help never needs.
var englishWords = regexp.MustCompile(`(?:^|[\s(])(the|and|of|to|for|with|from|is|are|Usage|Flags|Global|Available|Commands|Examples|default|print|prints|string|int|help|game|games|player|players|throw|dice|box|column|move)(?:[\s).,:;]|$)`)

// TestFrenchHelpHasNoEnglish runs every command's --help in French and
// fails on a common English word outside flag names, commands and JSON
// field names.
func TestFrenchHelpHasNoEnglish(t *testing.T) {
	t.Parallel()
	f := &factory{IO: &IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, Getenv: func(string) string { return "" }, lang: lang.FR}
	root := newRootCmd(f)
	var paths [][]string
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		if c.Hidden {
			return
		}
		paths = append(paths, path)
		for _, sub := range c.Commands() {
			walk(sub, append(append([]string{}, path...), sub.Name()))
		}
	}
	walk(root, nil)
	commands := map[string]bool{"help": true, "completion": true}
	for _, p := range paths {
		if len(p) > 0 {
			commands[p[len(p)-1]] = true
		}
	}
	for _, p := range paths {
		out, _, code := runLang(t, "fr_FR.UTF-8", filepath.Join(t.TempDir(), "x.db"), append(p, "--help")...)
		if code != 0 {
			t.Fatalf("%v --help: exit %d", p, code)
		}
		for _, line := range strings.Split(out, "\n") {
			// names: command lines, flags, JSON field names
			clean := regexp.MustCompile(`"[^"]*"|«[^»]*»|--?[a-z][a-z-]*|scorepad( [a-z]+)*|\w+ \[\{`).ReplaceAllString(line, "")
			if strings.ContainsAny(line, "{[") {
				clean = regexp.MustCompile(`\b(int|float|bool)\b`).ReplaceAllString(clean, "") // JSON types
			}
			for _, w := range strings.Fields(clean) {
				if commands[strings.Trim(w, ".,;:()")] {
					clean = strings.Replace(clean, w, "", 1)
				}
			}
			if m := englishWords.FindStringSubmatch(clean); m != nil {
				t.Errorf("scorepad %s --help in French says %q: %q", strings.Join(p, " "), m[1], line)
			}
		}
	}
}
