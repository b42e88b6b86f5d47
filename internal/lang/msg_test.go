package lang_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
)

// TestSayStyles (issue 29 item 4): a message says itself in either
// language with the typography its style gives — the text typeset before
// formatting (M), as written (MPlain), typeset whole (Whole), numbers
// the French way (MLocal) — its message arguments said first, its rule
// cited once (Cite); plural forms come from the catalogue (N, MSprintf).
func TestSayStyles(t *testing.T) {
	die := lang.MPlain("no dice given: %s needed", lang.M("%d to %d", 1, 5))
	for _, c := range []struct {
		m      lang.Msg
		en, fr string
	}{
		{lang.M("%d to %d", 1, 5), "1 to 5", "1 à 5"},
		{die, "no dice given: 1 to 5 needed", "aucun dé donné : il en faut 1 à 5"},
		{lang.Whole(die), "no dice given: 1 to 5 needed", "aucun dé donné\u00a0: il en faut 1 à 5"},
		{lang.Cite(die, "P2"), "no dice given: 1 to 5 needed (P2)", "aucun dé donné : il en faut 1 à 5 (P2)"},
		{lang.Cite(lang.MPlain("throw %d: ", 2), "P2"), "throw 2:  (P2)", "lancer 2 :  (P2)"},
		{lang.Join(lang.MPlain("throw %d: ", 2), die), "throw 2: no dice given: 1 to 5 needed", "lancer 2 : aucun dé donné : il en faut 1 à 5"},
		{lang.MC("mode", "Down"), "Down", "Descendante"},
		{lang.MC("column", "down"), "down", "descendante"},
		{lang.OrList("200", "150", "100"), "200, 150 or 100", "200, 150 ou 100"},
		{lang.AndList("normal", "expert"), "normal and expert", "normal et expert"},
		{lang.MSprintf("%d die given, %s needed", 3, "5"), "3 dice given, 5 needed", "3 dés donnés, il en faut 5"},
		{lang.MSprintf("%d die given, %s needed", 0, "5"), "0 dice given, 5 needed", "0 dé donné, il en faut 5"},
		{lang.Both("a: b", "a : b"), "a: b", "a : b"},
		{lang.MPlain("[%s]", lang.Of(func(l lang.Lang) string { return l.T(" or ") })), "[ or ]", "[ ou ]"},
		{lang.MPlain("%s", lang.NewError(lang.M("%d to %d", 2, 3))), "2 to 3", "2 à 3"},
	} {
		if got := lang.EN.Say(c.m); got != c.en {
			t.Errorf("EN %q: %q, want %q", c.m.Key(), got, c.en)
		}
		if got := lang.FR.Say(c.m); got != c.fr {
			t.Errorf("FR %q: %q, want %q", c.m.Key(), got, c.fr)
		}
	}
}

// TestErrorText: an error that says itself (lang.Localized) through a
// wrap; any other error as it is.
func TestErrorText(t *testing.T) {
	err := fmt.Errorf("wrapped: %w", lang.Errorf("%d to %d", 1, 6))
	if got := lang.ErrorText(err, lang.FR); got != "1 à 6" {
		t.Errorf("ErrorText: %q", got)
	}
	if got, want := err.Error(), "wrapped: 1 to 6"; got != want {
		t.Errorf("Error: %q, want %q", got, want)
	}
	if got := lang.ErrorText(errors.New("plain"), lang.FR); got != "plain" {
		t.Errorf("plain: %q", got)
	}
}

// TestParsePO: the catalogue files' format, and its refusals.
func TestParsePO(t *testing.T) {
	es, err := lang.ParsePO("msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n\n#. count: argument 2\nmsgid \"%[1]d: %d game\"\nmsgid_plural \"%[1]d: %d games\"\nmsgstr[0] \"%[1]d : %d partie\"\nmsgstr[1] \"%[1]d : %d parties\"\n\nmsgctxt \"mode\"\nmsgid \"\"\n\"Down\"\nmsgstr \"Descen\"\n\"dante\"\n")
	if err != nil || len(es) != 2 || es[0].CountArg != 2 || es[0].Plural[1] != "%[1]d : %d parties" || es[1].Context != "mode" || es[1].ID != "Down" || es[1].Str != "Descendante" {
		t.Fatalf("ParsePO: %v %+v", err, es)
	}
	for _, bad := range []string{"msgid \"a\"\nmsgstr[0] \"b\"\n", "msgid \"a\"\nmsgkey \"b\"\n", "\"stray\"\n", "#. count: argument 1\nmsgid \"a\"\nmsgstr \"b\"\n"} {
		if _, err := lang.ParsePO(bad); err == nil {
			t.Errorf("ParsePO(%q) took it", bad)
		}
	}
}
