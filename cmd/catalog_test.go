package cmd

import (
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
)

func TestCatalogPlurals(t *testing.T) {
	t.Parallel()
	cases := []struct {
		l    lang.Lang
		key  string
		args []any
		want string
	}{
		{lang.FR, "%d games", []any{0}, "0 partie"},
		{lang.FR, "%d games", []any{1}, "1 partie"},
		{lang.FR, "%d games", []any{2}, "2 parties"},
		{lang.EN, "%d games", []any{1}, "1 game"},
		{lang.EN, "%d games", []any{2}, "2 games"},
		{lang.EN, "%d games", []any{0}, "0 games"},
		{lang.FR, "%d games", []any{1000}, "1\u00a0000 parties"},
		{lang.FR, "%d wins", []any{1}, "1 victoire"},
		{lang.EN, "%d wins", []any{1}, "1 win"},
		{lang.FR, "Throw the %d dice left", []any{1}, "Relancer le dernier dé"},
		{lang.FR, "Throw the %d dice left", []any{3}, "Relancer les 3 dés restants"},
		{lang.EN, "Throw %d: the %d dice thrown", []any{2, 1}, "Throw 2: the die thrown"},
		{lang.FR, "Throw %d: the %d dice thrown", []any{2, 4}, "Lancer 2\u00a0: les 4 dés lancés"},
		{lang.EN, "takes %d argument, received %d", []any{1, 0}, "takes 1 argument, received 0"},
		{lang.FR, "takes %d argument, received %d", []any{2, 3}, "attend 2 arguments, en a reçu 3"},
		{lang.FR, "Select up to %d options.", []any{1}, "Choisissez jusqu'à 1 option."},
	}
	for _, c := range cases {
		if got := c.l.Sprintf(c.key, c.args...); got != c.want {
			t.Errorf("%s %q %v = %q, want %q", c.l, c.key, c.args, got, c.want)
		}
	}
}

func TestFrenchNumbersAndTypography(t *testing.T) {
	t.Parallel()
	cases := []struct {
		l      lang.Lang
		format string
		args   []any
		want   string
	}{
		{lang.FR, "%.1f %%", []any{100.0}, "100,0\u00a0%"},
		{lang.FR, "%.1f s", []any{4.9}, "4,9 s"},
		{lang.EN, "%.1f s", []any{4.9}, "4.9 s"},
		{lang.FR, "au tour de %s : %d", []any{"Ana", 3}, "au tour d'Ana\u00a0: 3"},
		{lang.FR, "« %s » ?", []any{"x"}, "«\u00a0x\u00a0»\u00a0?"},
	}
	for _, c := range cases {
		if got := c.l.Sprintf(c.format, c.args...); got != c.want {
			t.Errorf("%s %q = %q, want %q", c.l, c.format, got, c.want)
		}
	}
}

func TestFrenchElision(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"au tour de Ana":        "au tour d'Ana",
		"au tour de Ben":        "au tour de Ben",
		"la partie de Éva":      "la partie d'Éva",
		"de 1 à 6":              "de 1 à 6",
		"c'est au tour de Ugo.": "c'est au tour d'Ugo.",
	} {
		if got := lang.FR.Typeset(in); got != want {
			t.Errorf("Typeset(%q) = %q, want %q", in, got, want)
		}
	}
	if got := lang.EN.Typeset("turn of de Ana"); got != "turn of de Ana" {
		t.Errorf("English typeset changed %q", got)
	}
	if lang.FrenchOf("edit") != "d'edit" || lang.FrenchOf("sheet") != "de sheet" {
		t.Error("FrenchOf")
	}
}
