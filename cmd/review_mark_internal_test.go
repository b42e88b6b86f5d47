package cmd

import (
	"bytes"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// review marks with ← exactly the losses printed above 0.50 (expected
// points, or percentage points of winning chance at 5000), says so under
// the table in both languages, and words the 5000 unit naturally.
func TestReviewMarkThresholdStated(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{ID: 1, Players: []string{"Ana"}}
	// 5000 losses are probabilities: printed ×100.
	lines := []review.Line{
		{Move: 1, Player: "Ana", Dice: "115234", Chosen: "1", Best: "11", Loss: 0.0034},
		{Move: 2, Player: "Ana", Dice: "155234", Chosen: "1", Best: "15", Loss: 0.0098},
		{Move: 3, Player: "Ana", Dice: "111234", Chosen: "1", Best: "111", Loss: 0.00504}, // printed 0.50: not above
		{Move: 4, Player: "Ana", Dice: "111235", Chosen: "1", Best: "111", Loss: 0.00506}, // printed 0.51
	}
	for _, c := range []struct {
		l                     lang.Lang
		legend, total, absent string
		marked                map[string]bool
	}{
		{lang.EN, "← marks a loss above 0.50 percentage points of winning chance\n", "Ana: 2.33 percentage points of winning chance lost over 4 decisions", "(%)",
			map[string]bool{"0.34": false, "0.98": true, "0.50": false, "0.51": true}},
		{lang.FR, "← marque une perte de plus de 0,50 point de pourcentage de chances de gagner\n", "Ana\u00a0: 2,33 points de pourcentage de chances de gagner perdus sur 4 décisions", "probabilité",
			map[string]bool{"0,34": false, "0,98": true, "0,50": false, "0,51": true}},
	} {
		var out bytes.Buffer
		f := &factory{IO: &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &bytes.Buffer{}}, Getenv: func(string) string { return "" }, lang: c.l}
		if err := printReviewLines(f, g, lines, false, "win_probability"); err != nil {
			t.Fatal(err)
		}
		got := out.String()
		for _, want := range []string{c.legend, c.total} {
			if !strings.Contains(got, want) {
				t.Errorf("%s: want %q in:\n%s", c.l, want, got)
			}
		}
		if strings.Contains(got, c.absent) {
			t.Errorf("%s: %q still in:\n%s", c.l, c.absent, got)
		}
		for _, line := range strings.Split(got, "\n") {
			for num, want := range c.marked {
				if strings.HasSuffix(strings.TrimSuffix(line, " ←"), num) && strings.HasSuffix(line, "←") != want {
					t.Errorf("%s: loss %s marked %v, want %v:\n%s", c.l, num, !want, want, got)
				}
			}
		}
	}
}

// review --help states the threshold of the ← mark, in both languages.
func TestReviewHelpStatesTheMark(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		l    lang.Lang
		want string
	}{{lang.EN, "above 0.50"}, {lang.FR, "dépasse 0,50"}} {
		texts := cobraTexts(t, c.l)
		if long := texts["scorepad review (long)"]; !strings.Contains(long, c.want) || !strings.Contains(long, "←") {
			t.Errorf("%s: review --help does not state the mark (%q):\n%s", c.l, c.want, long)
		}
	}
}
