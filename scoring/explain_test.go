package scoring_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

var (
	arith   = regexp.MustCompile(`(\d+(?:\s*[+×]\s*\d+)+)\s*(?:=|→)\s*(\d+)`)
	result  = regexp.MustCompile(`(?:=|→)\s*(\d+)`)
	counted = regexp.MustCompile(`\b(one|two|three|four|five) (\d)s\b`)
)

// eval computes "6+6+6+5+6" or "4 × 6" or "40 + 29", × before +.
func eval(t *testing.T, expr string) int {
	t.Helper()
	total := 0
	for _, term := range strings.Split(expr, "+") {
		p := 1
		for _, f := range strings.Split(term, "×") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				t.Fatalf("%q: %v", expr, err)
			}
			p *= n
		}
		total += p
	}
	return total
}

// TestY3_ExplanationArithmetic: for every throw, every box and every
// organiser option (Penta P3, Yam's Y3), the explanation of a box that
// scores shows the arithmetic that gives its points: every "a + b = c" or
// "a × b = c" in it is true, its last result is the points, and "four 6s"
// means four dice showing 6.
func TestY3_ExplanationArithmetic(t *testing.T) {
	t.Parallel()
	configs := []scoring.Config{scoring.PentaConfig()}
	// each option varies alone: the full's does not change four_kind's
	// explanation, nor the reverse
	for i, fk := range []string{"sum5", "sum4", "fixed:40", "fixed:0", "fixed+sum:40", "fixed+sum:7"} {
		c := scoring.YamsConfig()
		c.Full, _ = scoring.ParseFullRule([]string{"25", "25+sum", "sum"}[i%3])
		c.FourKind, _ = scoring.ParseFourKindRule(fk)
		c.PlusMinus = true
		configs = append(configs, c)
	}
	checked := 0
	for _, c := range configs {
		r := c.MustCompile()
		for h := scoring.Hand(0); h < scoring.NumHands; h++ {
			counts := h.Counts()
			for _, b := range r.Boxes() {
				var col scoring.Column
				v := r.Evaluate(&col, 0, h, b)
				if !v.Legal || v.Reason != scoring.ReasonScores {
					continue
				}
				for _, l := range []lang.Lang{lang.EN, lang.FR} {
					s := l.Say(v.Why())
					plain := strings.NewReplacer("sum ", "", "somme ", "").Replace(s)
					for _, m := range arith.FindAllStringSubmatch(plain, -1) {
						want, _ := strconv.Atoi(m[2])
						if got := eval(t, m[1]); got != want {
							t.Fatalf("%s %s %s: %q: %s makes %d, not %d", lang.EN.Say(r.Summary()), h, b, s, m[1], got, want)
						}
					}
					all := result.FindAllStringSubmatch(s, -1)
					if len(all) == 0 {
						t.Fatalf("%s %s %s: %q shows no result", lang.EN.Say(r.Summary()), h, b, s)
					}
					if last, _ := strconv.Atoi(all[len(all)-1][1]); last != int(v.Points) {
						t.Fatalf("%s %s %s: %q ends at %d, the box gets %d", lang.EN.Say(r.Summary()), h, b, s, last, v.Points)
					}
					if l == lang.EN {
						for _, m := range counted.FindAllStringSubmatch(s, -1) {
							n := map[string]uint8{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}[m[1]]
							f, _ := strconv.Atoi(m[2])
							if counts[f] != n {
								t.Fatalf("%s %s %s: %q says %s %ds, the throw shows %d", lang.EN.Say(r.Summary()), h, b, s, m[1], f, counts[f])
							}
						}
					}
					checked++
				}
			}
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d explanations checked", checked)
	}
}

// TestY3_FourKindFixedZero: under four_kind fixed:0, four alike in
// four_kind scores 0 because of the option (Y3): it is not a missing
// figure or a sacrifice (P4).
func TestY3_FourKindFixedZero(t *testing.T) {
	t.Parallel()
	c := scoring.YamsConfig()
	c.FourKind, _ = scoring.ParseFourKindRule("fixed:0")
	r := c.MustCompile()
	var col scoring.Column
	v := r.Evaluate(&col, 0, scoring.HandOf(dice(t, "33332")), scoring.FourKind)
	en, fr := lang.EN.Say(v.Why()), lang.FR.Say(v.Why())
	if !v.Legal || v.Points != 0 || v.Rule != "Y3" || v.Reason != scoring.ReasonScores ||
		strings.Contains(en, "P4") || strings.Contains(en, "no four alike") || !strings.Contains(en, "four 3s") || !strings.Contains(en, "fixed:0") ||
		strings.Contains(fr, "P4") || !strings.Contains(fr, "quatre 3") {
		t.Fatalf("Y3 fixed:0: %+v\n%s\n%s", v, en, fr)
	}
	// without four alike it is a sacrifice, under Yam's own rule (Y3)
	v = r.Evaluate(&col, 0, scoring.HandOf(dice(t, "33322")), scoring.FourKind)
	if v.Rule != "Y3" || v.Reason != scoring.ReasonNoFigure || !strings.Contains(lang.EN.Say(v.Why()), "a sacrifice (Y3)") {
		t.Fatalf("P4: %+v %s", v, lang.EN.Say(v.Why()))
	}
}

// TestExplanationFrenchSpacing (issue 31, item 10): every French
// explanation puts a non-breaking space before ; : ! ? ("Brelan : quatre
// 5 ; somme …"), whatever the verdict: scores, sacrifices, jokers, the
// extra bonus and the upper bonus, under Penta and every Yam's option.
func TestExplanationFrenchSpacing(t *testing.T) {
	t.Parallel()
	bad := regexp.MustCompile(`( [:;!?])|(\pL[;!?])|(\pL: )`)
	configs := []scoring.Config{scoring.PentaConfig()}
	for i, fk := range []string{"sum5", "sum4", "fixed:40", "fixed+sum:40"} {
		c := scoring.YamsConfig()
		c.Full, _ = scoring.ParseFullRule([]string{"25", "25+sum", "sum"}[i%3])
		c.FourKind, _ = scoring.ParseFourKindRule(fk)
		c.PlusMinus = i%2 == 0
		configs = append(configs, c)
	}
	checked := 0
	for _, c := range configs {
		r := c.MustCompile()
		// an empty column; one whose five-alike box holds 50 (jokers, the
		// extra bonus); one whose upper boxes but sixes hold three of each
		// (the upper bonus)
		five := make([]scoring.Column, 1)
		if _, err := r.Play(five, 0, scoring.HandOf([]uint8{6, 6, 6, 6, 6}), r.FiveBox()); err != nil {
			t.Fatal(err)
		}
		upper := make([]scoring.Column, 1)
		for f := uint8(1); f <= 5; f++ {
			o := f%5 + 1
			if _, err := r.Play(upper, 0, scoring.HandOf([]uint8{f, f, f, o, o}), scoring.Box(f-1)); err != nil {
				t.Fatal(err)
			}
		}
		for _, col := range []scoring.Column{{}, five[0], upper[0]} {
			for h := scoring.Hand(0); h < scoring.NumHands; h++ {
				for _, b := range r.Boxes() {
					c := col
					s := lang.FR.Say(r.Evaluate(&c, 0, h, b).Why())
					if m := bad.FindString(s); m != "" {
						t.Fatalf("%s %s %s: %q has %q: a non-breaking space goes before ; : ! ?", lang.EN.Say(r.Summary()), h, b, s, m)
					}
					checked++
				}
			}
		}
	}
	if checked < 5000 {
		t.Fatalf("only %d explanations checked", checked)
	}
}
