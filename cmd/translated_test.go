package cmd

import (
	"bytes"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/scoring"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// cobraTexts returns every user-visible text of the command tree built in
// language l: each command's Short and Long and each flag's usage, keyed
// by where it is ("check --box").
func cobraTexts(t *testing.T, l scoring.Lang) map[string]string {
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
	en, fr := cobraTexts(t, scoring.EN), cobraTexts(t, scoring.FR)
	if len(en) < 100 {
		t.Fatalf("only %d texts found: the walk is broken", len(en))
	}
	for where, e := range en {
		if fr[where] == e {
			t.Errorf("%s has no French: %q", where, e)
		}
	}
}
