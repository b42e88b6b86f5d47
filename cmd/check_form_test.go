package cmd_test

import (
	"strings"
	"testing"

	"github.com/scorepad/scorepad/cmd"
)

// runAtTerminal runs scorepad in process as at a terminal (its input and
// output taken for one) with huh's accessible forms reading stdin's lines.
func runAtTerminal(t *testing.T, db, stdin string, args ...string) result {
	t.Helper()
	vars := environ(t, db, []string{"ACCESSIBLE=1"})
	var o, e syncBuffer
	code := cmd.Run(args, &cmd.IOStreams{In: strings.NewReader(stdin), Out: &o, ErrOut: &e, InTTY: true, OutTTY: true},
		func(k string) string { return vars[k] })
	return result{o.String(), e.String(), code}
}

// TestCheckAsksAtATerminalForEveryGame (issue 31, item 8 left over): scorepad
// check GAME at a terminal without the flags that say the throw opens the
// check form for that game, all four alike — Yam's asking the
// organiser's options as the wizard does (unless flags gave them), the
// 5000 its bust rule (unless --bust-rule) — and judges the answers as the
// flags would, with their exit code.
func TestCheckAsksAtATerminalForEveryGame(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	for _, c := range []struct {
		name  string
		args  []string
		stdin []string
		code  int
		want  []string
		never []string
	}{
		{"penta", []string{"check", "penta"}, []string{"44444", ""}, 0, []string{"Throw 44444", "Penta"}, []string{"Columns"}},
		{"yams asks the columns and options", []string{"check", "yams"}, []string{"2", "1", "1", "n", "12345", ""}, 0,
			[]string{"Columns", "Full house scores", "Four of a kind scores", "Plus and minus lines?", "COLUMN", "↑ up", "↕ free", "Chance"}, nil},
		{"yams with --preset asks no option", []string{"check", "yams", "--preset", "francaise"}, []string{"12345", ""}, 0,
			[]string{"COLUMN", "↓ down"}, []string{"Columns", "Full house scores"}},
		{"5000 asks the bust rule", []string{"check", "5000"}, []string{"155234", "155", "1"}, 0,
			[]string{"The dice thrown", "When does a throw bust?", "✔ legal — 200 points"}, nil},
		{"5000 with --bust-rule", []string{"check", "5000", "--bust-rule", "nothing-scores"}, []string{"2246", "246"}, 1,
			[]string{"The dice thrown", "✘ illegal"}, []string{"When does a throw bust?"}},
		{"sackson", []string{"check", "sackson"}, []string{"33456", "3+4,5+6/3", ""}, 0,
			[]string{"The shared throw", "✔ legal — 3+4,5+6/3"}, nil},
	} {
		r := runAtTerminal(t, db, strings.Join(c.stdin, "\n")+"\n", c.args...)
		if r.code != c.code {
			t.Errorf("%s: exit %d, want %d\n%s%s", c.name, r.code, c.code, r.out, r.err)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(r.out, w) {
				t.Errorf("%s: %q not said:\n%s", c.name, w, r.out)
			}
		}
		for _, w := range c.never {
			if strings.Contains(r.out, w) {
				t.Errorf("%s: %q asked or said:\n%s", c.name, w, r.out)
			}
		}
	}
}

// TestCheckWithoutATerminalNamesTheFlag: without a terminal, check GAME
// without the flags that say the throw refuses at once (exit 2) naming
// the flag, for each of the four games; nothing waits for input.
func TestCheckWithoutATerminalNamesTheFlag(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	for game, flag := range map[string]string{"penta": "--dice", "yams": "--dice", "5000": "--throw", "sackson": "--roll"} {
		for _, lang := range []string{"en", "fr"} {
			r := runIn(t, db, "44444\n", []string{"--lang", lang, "check", game})
			if r.code != cmd.ExitBadInput || !strings.Contains(r.err, flag) {
				t.Errorf("check %s --lang %s without a terminal: exit %d %q, want %d naming %s", game, lang, r.code, r.err, cmd.ExitBadInput, flag)
			}
		}
	}
}
