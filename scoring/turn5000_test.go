package scoring_test

import (
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

func TestC2C5Turn5000Steps(t *testing.T) {
	t.Parallel()
	tu := scoring.NewTurn5000(scoring.BustBooklet)
	if tu.Left() != 6 || tu.CanStop() {
		t.Fatalf("C2: a turn starts with six dice: left %d", tu.Left())
	}
	if _, err := tu.Throw(dice(t, "12345")); err == nil || !strings.Contains(err.Error(), "5 dice thrown, but 6 were left") {
		t.Fatalf("C4: wrong number of dice: %v", err)
	}
	v, err := tu.Throw(dice(t, "155234"))
	if err != nil || v.Bust || v.Best != 200 {
		t.Fatalf("155234: %+v %v", v, err)
	}
	if _, err := tu.Throw(dice(t, "123")); err == nil || !strings.Contains(err.Error(), "set dice aside from 155234") {
		t.Fatalf("C4: throwing again before setting aside: %v", err)
	}
	if _, err := tu.SetAside(dice(t, "2")); err == nil || tu.Points() != 0 {
		t.Fatalf("C4: a lone 2 scores nothing: %v", err)
	}
	if p, err := tu.SetAside(dice(t, "155")); err != nil || p != 200 || tu.Left() != 3 || !tu.CanStop() {
		t.Fatalf("155: %d %v left %d", p, err, tu.Left())
	}
	if _, err := tu.Throw(dice(t, "111")); err != nil {
		t.Fatal(err)
	}
	if _, err := tu.SetAside(dice(t, "111")); err != nil || !tu.HotDice() || tu.Left() != 6 || tu.Points() != 1200 {
		t.Fatalf("C4 hot dice: hot %v left %d points %d %v", tu.HotDice(), tu.Left(), tu.Points(), err)
	}
	if rec, opened := tu.Banked(false); rec != 1200 || !opened {
		t.Fatalf("C6: 1200 opens: %d %v", rec, opened)
	}
	v, err = tu.Throw(dice(t, "223466"))
	if err != nil || !v.Bust || !tu.Bust() || tu.Points() != 0 || tu.CanStop() {
		t.Fatalf("C5 bust: %+v %v points %d", v, err, tu.Points())
	}
	if got := lang.EN.Say(tu.BustMsg()); got != "Bust: 223466 — the turn's 1200 points are lost (C2, C5)." {
		t.Errorf("bust text: %q", got)
	}
	if _, err := tu.Throw(dice(t, "111111")); err == nil || !strings.Contains(err.Error(), "(C5)") {
		t.Fatalf("C5: no throw after a bust: %v", err)
	}
	if got, want := tu.Record(), "155234/155 111/111 223466/-"; got != want {
		t.Errorf("record %q, want %q", got, want)
	}
	// PlayTurn steps the same turn through the same stepper.
	throws, err := scoring.ParseTurn(tu.Record())
	if err != nil {
		t.Fatal(err)
	}
	res, err := scoring.PlayTurn(throws, scoring.BustBooklet)
	if err != nil || !res.Bust || res.Points != 0 || len(res.Steps) != 3 || res.Steps[1] != 1000 || !res.HotDice[1] {
		t.Fatalf("PlayTurn: %+v %v", res, err)
	}
}

func TestC2C3JudgeThrow5000(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		throw string
		rule  scoring.BustRule
		bust  bool
		best  int
		rule2 string
		en    string
	}{
		{"222346", scoring.BustBooklet, true, 0, "C2", "222346 busts: no 1 and no 5 (C2, booklet rule)"},
		{"223466", scoring.BustNothingScores, true, 0, "C2", "223466 busts: nothing in it scores (C2)"},
		{"222346", scoring.BustNothingScores, false, 200, "C3", "222346 does not bust: at most 200 points can be set aside (C3)"},
		{"123456", scoring.BustBooklet, false, 1500, "C3", "123456 does not bust: at most 1500 points can be set aside (C3)"},
	} {
		v := scoring.JudgeThrow5000(dice(t, tc.throw), tc.rule)
		if v.Bust != tc.bust || v.Best != tc.best || v.RuleID() != tc.rule2 || lang.EN.Say(v.Why()) != tc.en || lang.FR.Say(v.Why()) == tc.en {
			t.Errorf("%s %s: %+v %q", tc.throw, tc.rule, v, lang.EN.Say(v.Why()))
		}
	}
}

func TestC3ScoringDice(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		throw, keep string
		points      int
	}{
		{"155234", "155", 200},
		{"111123", "1111", 1100},
		{"123456", "123456", 1500},
		{"222215", "12225", 350},
		{"5", "5", 50},
		{"222346", "", 0},
	} {
		keep, p := scoring.ScoringDice(dice(t, tc.throw), scoring.BustBooklet)
		if scoring.FormatDice(keep) != tc.keep || p != tc.points {
			t.Errorf("%s: got %s %d, want %s %d", tc.throw, scoring.FormatDice(keep), p, tc.keep, tc.points)
		}
		if len(keep) > 0 {
			if got, err := scoring.KeepPoints(dice(t, tc.throw), keep, scoring.BustBooklet); err != nil || got != p {
				t.Errorf("%s: KeepPoints disagrees: %d %v", tc.throw, got, err)
			}
		}
	}
}

func TestS3Obligation(t *testing.T) {
	t.Parallel()
	pad := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 3, Checks: 1}, {Value: 5}})
	if o := pad.Obligation(dice(t, "33456")); o.Kind != scoring.FifthFree || !o.Allows(6) {
		t.Fatalf("S3: fewer than three values, the fifth is free: %+v", o)
	}
	pad = scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 3, Checks: 1}, {Value: 5}, {Value: 6}})
	o := pad.Obligation(dice(t, "33456"))
	if o.Kind != scoring.FifthForced || o.Allows(4) || !o.Allows(5) || lang.EN.Say(o.Why()) != "The throw shows 3, 5, 6: the fifth die must be one of them (S3)." {
		t.Fatalf("S3 forced: %+v %q", o, lang.EN.Say(o.Why()))
	}
	// Judge agrees with the obligation: every legal fifth die is allowed.
	for _, c := range pad.LegalChoices(dice(t, "33456")) {
		if !o.Allows(c.Fifth) {
			t.Errorf("S3: %s is legal yet not allowed", c)
		}
	}
	o = pad.Obligation(dice(t, "11224"))
	if o.Kind != scoring.FifthFreeThrow || !strings.HasPrefix(lang.FR.Say(o.Why()), "Jet sec") {
		t.Fatalf("S3 free throw: %+v", o)
	}
}

// TestC4DiceLeft5000 checks the dice left after a set-aside: the rest, or
// all six again when the last ones were set aside (hot dice).
func TestC4DiceLeft5000(t *testing.T) {
	for _, c := range []struct {
		thrown, kept, left int
		hot                bool
	}{{6, 1, 5, false}, {6, 5, 1, false}, {6, 6, scoring.Dice5000, true}, {3, 3, scoring.Dice5000, true}, {2, 1, 1, false}, {1, 1, scoring.Dice5000, true}} {
		if got := scoring.DiceLeft5000(c.thrown, c.kept); got != c.left {
			t.Errorf("DiceLeft5000(%d, %d) = %d, want %d", c.thrown, c.kept, got, c.left)
		}
		if got := scoring.HotDice5000(c.thrown, c.kept); got != c.hot {
			t.Errorf("HotDice5000(%d, %d) = %v, want %v", c.thrown, c.kept, got, c.hot)
		}
	}
}
