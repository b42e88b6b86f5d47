package sackson_test

import (
	"math"
	"testing"

	"github.com/scorepad/scorepad/advisor/sackson"
	"github.com/scorepad/scorepad/scoring"
)

// clonePad copies pad, its tracks too (Apply appends to them).
func clonePad(pad scoring.SacksonPad) scoring.SacksonPad {
	pad.Tracks = append([]scoring.Track(nil), pad.Tracks...)
	return pad
}

// checkedOptions asks x for the options of roll on pad twice and fails
// unless there is one per legal choice (S2, S3), each legal, best first,
// the same both times.
func checkedOptions(t *testing.T, x sackson.SacksonAdvisor, pad scoring.SacksonPad, roll []uint8) []sackson.SacksonOption {
	t.Helper()
	a, b := x.Options(&pad, roll), x.Options(&pad, roll)
	if len(a) != len(pad.LegalChoices(roll)) {
		t.Fatalf("%d options for %d legal choices", len(a), len(pad.LegalChoices(roll)))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("option %d: %v then %v", i, a[i], b[i])
		}
		if i > 0 && a[i].Value > a[i-1].Value {
			t.Fatal("options not best first")
		}
		if !pad.Judge(roll, a[i].Choice).Legal {
			t.Fatalf("S2: %v is not legal", a[i].Choice)
		}
	}
	return a
}

// endingThrow is a mid-game pad (tracks 3 at 7 checks, 5 at 2, 6 at 4) and
// a throw 33456 some of whose splits end the game (S4: a third 3 checks
// the track's 8th box) and some not.
func endingThrow() (scoring.SacksonPad, []uint8) {
	pad := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 3, Checks: 7}, {Value: 5, Checks: 2}, {Value: 6, Checks: 4}})
	pad.Rows[7], pad.Rows[8], pad.Rows[6], pad.Rows[9] = 6, 5, 2, 3
	return pad, []uint8{3, 3, 4, 5, 6}
}

// lastThrow is a pad (three tracks at 7 checks) and a throw 12335 whose
// every split ends the game (S4), with the best total a split reaches
// (S6, S7, asked of scoring).
func lastThrow(t *testing.T) (scoring.SacksonPad, []uint8, int) {
	t.Helper()
	pad := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 1, Checks: 7}, {Value: 2, Checks: 7}, {Value: 3, Checks: 7}})
	pad.Rows[6], pad.Rows[8], pad.Rows[7], pad.Rows[5] = 4, 9, 5, 4
	roll := []uint8{1, 2, 3, 3, 5}
	best := math.MinInt
	for _, c := range pad.LegalChoices(roll) {
		after := clonePad(pad)
		after.Apply(roll, c)
		if !after.Ended {
			t.Fatalf("S4: %v does not end the game", c)
		}
		best = max(best, after.Total(200))
	}
	return pad, roll, best
}

// The Expert's options: one per legal choice (S2, S3), best first, the
// same twice; an option that ends the game (S4: a track's 8th check) is
// worth at most the pad's total after it (S6, S7, asked of scoring), and
// exactly that when the search looked at it.
func TestS4ExpertOptionsEndingTheGame(t *testing.T) {
	x := sackson.NewSacksonExpert(sackson.SacksonModelEval(200), 16, true)
	x.Top, x.Margin = 0, 0 // search them all
	pad, roll := endingThrow()
	a := checkedOptions(t, x, pad, roll)
	ends := 0
	for i := range a {
		after := clonePad(pad)
		if _, err := after.Apply(roll, a[i].Choice); err != nil {
			t.Fatalf("S2: %v: %v", a[i].Choice, err)
		}
		if after.Ended {
			ends++
			if a[i].Value != float64(after.Total(200)) {
				t.Errorf("S7: %v ends the game at %d, valued %.1f", a[i].Choice, after.Total(200), a[i].Value)
			}
		}
	}
	if ends == 0 || ends == len(a) {
		t.Fatalf("%d of %d options end the game: the test's pad is wrong", ends, len(a))
	}
}

// When every split ends the game, the Expert takes the best total.
func TestS7ExpertEndsWithTheBestTotal(t *testing.T) {
	x := sackson.NewSacksonExpert(sackson.SacksonModelEval(200), 200, false)
	pad, roll, best := lastThrow(t)
	after := clonePad(pad)
	after.Apply(roll, x.Choose(&pad, roll))
	if after.Total(200) != best {
		t.Errorf("S7: the Expert ends at %d, the best is %d", after.Total(200), best)
	}
}

// One throw of look-ahead (no rollouts) is exact: each option's value is
// the mean over the 7,776 ordered throws of five dice of the best legal
// choice's model value, every choice listed and applied by scoring (S2,
// S3, S4).
func TestS3ExpertLookAheadIsExact(t *testing.T) {
	e := sackson.SacksonModelEval(200)
	x := sackson.NewSacksonExpert(e, 0, false)
	x.Top, x.Margin = 0, 0
	pad := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 2, Checks: 3}, {Value: 6, Checks: 5}})
	pad.Rows[7], pad.Rows[8], pad.Rows[4], pad.Rows[10] = 5, 3, 1, 2
	roll := []uint8{2, 4, 4, 5, 6}
	opts := x.Options(&pad, roll)
	checked := 0
	for _, o := range opts[:min(3, len(opts))] {
		after := clonePad(pad)
		after.Apply(roll, o.Choice)
		want := 0.0
		next := make([]uint8, 5)
		for code := 0; code < 7776; code++ {
			c := code
			for i := range next {
				next[i] = uint8(c%6 + 1)
				c /= 6
			}
			best := math.Inf(-1)
			for _, ch := range after.LegalChoices(next) {
				q := clonePad(after)
				if _, err := q.Apply(next, ch); err != nil {
					t.Fatal(err)
				}
				best = max(best, sackson.EvalValue(e, &q))
			}
			want += best / 7776
		}
		if math.Abs(o.Value-want) > 1e-3*math.Max(1, math.Abs(want)) {
			t.Errorf("S3 look-ahead after %v: %.4f, brute force %.4f", o.Choice, o.Value, want)
		}
		checked++
	}
	if checked < 2 {
		t.Fatal("too few options checked")
	}
}
