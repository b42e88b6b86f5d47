package cmd

import (
	"bytes"

	"errors"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
)

// The huh adapter driven through huh's accessible mode with scripted input.

func scripted(input string) (*huhPrompter, *bytes.Buffer) {
	var out bytes.Buffer
	return newHuhPrompter(strings.NewReader(input), &out, true, lang.EN), &out
}

func TestAccessibleSequenceOfPrompts(t *testing.T) {
	t.Parallel()
	p, out := scripted("4441\n44412\n3\ny\n1\n2\n0\n")
	v, err := p.Input(question{Title: "dice", Description: "the sheet", Validate: func(s string) error {
		if len(s) != 5 {
			return errors.New("five dice")
		}
		return nil
	}})
	if err != nil || v != "44412" {
		t.Fatalf("Input: %q %v (a bad answer is asked again)", v, err)
	}
	s, err := p.Select("box", "", []option{{Label: "Aces", Value: "aces"}, {Label: "Twos", Value: "twos"}, {Label: "Fours", Value: "fours"}}, "")
	if err != nil || s != "fours" {
		t.Fatalf("Select: %q %v", s, err)
	}
	ok, err := p.Confirm("sure?", "", false)
	if err != nil || !ok {
		t.Fatalf("Confirm: %v %v", ok, err)
	}
	m, err := p.MultiSelect("keep", "", []option{{Label: "6", Value: "0"}, {Label: "6", Value: "1"}, {Label: "2", Value: "2"}}, nil)
	if err != nil || strings.Join(m, ",") != "0,1" {
		t.Fatalf("MultiSelect: %v %v", m, err)
	}
	if !strings.Contains(out.String(), "five dice") || !strings.Contains(out.String(), "the sheet") {
		t.Fatalf("the refusal and the description must be printed:\n%s", out.String())
	}
}

// huh v1.0.0 panics on a Select whose input ends; the adapter answers
// errNoInput instead, for every kind of prompt, and never hangs.
func TestAccessibleEndOfInputNeverPanicsOrHangs(t *testing.T) {
	t.Parallel()
	for name, ask := range map[string]func(p *huhPrompter) error{
		"select": func(p *huhPrompter) error {
			_, err := p.Select("box", "", []option{{Label: "A", Value: "a"}, {Label: "B", Value: "b"}}, "")
			return err
		},
		"select after a wrong number": func(p *huhPrompter) error {
			p.in = &oneByte{r: strings.NewReader("9\n")}
			_, err := p.Select("box", "", []option{{Label: "A", Value: "a"}, {Label: "B", Value: "b"}}, "")
			return err
		},
		"input": func(p *huhPrompter) error {
			_, err := p.Input(question{Title: "dice", Validate: func(s string) error {
				if s == "" {
					return errors.New("empty")
				}
				return nil
			}})
			return err
		},
		"multiselect": func(p *huhPrompter) error {
			_, err := p.MultiSelect("keep", "", []option{{Label: "A", Value: "a"}}, nil)
			return err
		},
		"confirm": func(p *huhPrompter) error { _, err := p.Confirm("ok?", "", true); return err },
	} {
		p, _ := scripted("")
		if err := ask(p); !errors.Is(err, errNoInput) {
			t.Errorf("%s at end of input: got %v, want errNoInput", name, err)
		}
	}
}

func TestOneByteLeavesTheRestForTheNextPrompt(t *testing.T) {
	t.Parallel()
	r := &oneByte{r: strings.NewReader("ab\ncd\n")}
	buf := make([]byte, 10)
	n, _ := r.Read(buf)
	if n != 1 {
		t.Fatalf("read %d bytes, want 1", n)
	}
}

func TestAccessibleWanted(t *testing.T) {
	t.Parallel()
	env := map[string]string{}
	get := func(k string) string { return env[k] }
	if accessibleWanted(false, get) {
		t.Fatal("default is the terminal forms")
	}
	env["TERM"] = "dumb"
	if !accessibleWanted(false, get) {
		t.Fatal("TERM=dumb")
	}
	env["TERM"], env["ACCESSIBLE"] = "xterm", "1"
	if !accessibleWanted(false, get) {
		t.Fatal("ACCESSIBLE=1")
	}
}

// In French, huh's own accessible texts are French and o/oui/non answer a
// yes/no question.
func TestAccessibleFrench(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	p := newHuhPrompter(strings.NewReader("9\n3\nx\no\nnon\nOui\n1\n0\n"), &out, true, lang.FR)
	s, err := p.Select("case", "", []option{{Label: "As", Value: "aces"}, {Label: "Deux", Value: "twos"}, {Label: "Quatre", Value: "fours"}}, "")
	if err != nil || s != "fours" {
		t.Fatalf("Select: %q %v", s, err)
	}
	for _, want := range []bool{true, false, true} {
		ok, err := p.Confirm("sûr ?", "", false)
		if err != nil || ok != want {
			t.Fatalf("Confirm: %v %v, want %v", ok, err, want)
		}
	}
	m, err := p.MultiSelect("garder", "", []option{{Label: "6", Value: "0"}, {Label: "2", Value: "1"}}, nil)
	if err != nil || strings.Join(m, ",") != "0" {
		t.Fatalf("MultiSelect: %v %v", m, err)
	}
	text := out.String()
	for _, want := range []string{"Entrez un nombre entre 1 et 3\u00a0: ", "Réponse incorrecte\u00a0: un nombre entre 1 et 3", "[o/N]",
		"Réponse incorrecte\u00a0: répondez o (oui) ou n (non).", "0.   Valider la sélection", "Choisissez jusqu'à 2 options."} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	for _, english := range []string{"Enter a number", "Confirm selection", "[y/N]", "Select up to", "please try again"} {
		if strings.Contains(text, english) {
			t.Errorf("English %q left in\n%s", english, text)
		}
	}
}

// Issue 20: the set-aside question's advice (its description) is said
// before the question line by line, as on a terminal before any die is
// checked.
func TestAccessibleMultiSelectSaysItsDescriptionFirst(t *testing.T) {
	t.Parallel()
	p, out := scripted("1\n0\n")
	live := func(sel []string) string { return "LIVE " + strings.Join(sel, ",") }
	m, err := p.MultiSelect("Set aside which dice?", "Expert: set aside 1", []option{{Label: "⚀ 1  (die 1)", Value: "0"}, {Label: "⚁ 2  (die 2)", Value: "1"}}, live)
	if err != nil || strings.Join(m, ",") != "0" {
		t.Fatalf("MultiSelect: %v %v", m, err)
	}
	s := out.String()
	if i, j := strings.Index(s, "Expert: set aside 1"), strings.Index(s, "Set aside which dice?"); i < 0 || j < 0 || i > j {
		t.Fatalf("the advice comes before the question:\n%s", s)
	}
}

// Issue 20: an Input whose field already holds the dice (typed before a
// hint) says so line by line, in both languages, and Enter keeps them.
func TestAccessibleInputEnterKeepsTheValue(t *testing.T) {
	t.Parallel()
	five := func(s string) error {
		if len(s) != 5 {
			return errors.New("five dice")
		}
		return nil
	}
	for _, c := range []struct {
		lang lang.Lang
		said string
	}{{lang.EN, "Enter: 23366"}, {lang.FR, "Entrée\u00a0: 23366"}} {
		var out bytes.Buffer
		p := newHuhPrompter(strings.NewReader("\n"), &out, true, c.lang)
		v, err := p.Input(question{Title: "dice", Description: "ADVICE", Value: "23366", Validate: five})
		if err != nil || v != "23366" {
			t.Fatalf("%s: Enter: %q %v", c.lang, v, err)
		}
		if !strings.Contains(out.String(), "ADVICE\n"+c.said) || strings.Contains(out.String(), "five dice") {
			t.Fatalf("%s: the kept dice are said:\n%s", c.lang, out.String())
		}
		p = newHuhPrompter(strings.NewReader("12345\n"), &out, true, c.lang)
		if v, err := p.Input(question{Title: "dice", Value: "23366", Validate: five}); err != nil || v != "12345" {
			t.Fatalf("%s: other dice typed: %q %v", c.lang, v, err)
		}
	}
}
