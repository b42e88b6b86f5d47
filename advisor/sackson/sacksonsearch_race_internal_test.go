package sackson

import (
	"math"
	"testing"

	"github.com/scorepad/scorepad/scoring"
)

// midPad is a mid-game pad with a throw whose splits lead to several
// distinct pads (S2, S3).
func midPad() (scoring.SacksonPad, []uint8) {
	pad := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 3, Checks: 2}, {Value: 5}})
	pad.Rows[7], pad.Rows[8], pad.Rows[6] = 3, 2, 1
	return pad, []uint8{3, 3, 4, 5, 6}
}

// A race that never drops a candidate plays the same rollouts as the fixed
// search, batch after batch (the k-th rollout of every candidate meets the
// same dice, S2–S4 applied by the rules' table): the same value for every
// option, even when the rollouts are not a multiple of the batch.
func TestS2RaceWithoutDropsIsTheFixedSearch(t *testing.T) {
	pad, roll := midPad()
	e := SacksonModelEval(200)
	fixed := &SacksonSearch{Eval: e, Rollouts: 45, Depth: 10}
	race := &SacksonSearch{Eval: e, Rollouts: 45, Depth: 10, Batch: 10, Z: math.Inf(1)}
	a, b := fixed.Options(&pad, roll), race.Options(&pad, roll)
	if len(a) != len(b) || len(a) < 4 {
		t.Fatalf("%d and %d options", len(a), len(b))
	}
	for i := range a {
		if math.Abs(a[i].Value-b[i].Value) > 1e-9*math.Abs(a[i].Value) {
			t.Errorf("option %d: fixed %v %.6f, race %v %.6f", i, a[i].Choice, a[i].Value, b[i].Choice, b[i].Value)
		}
	}
}

// The race's options are deterministic for a pad and a throw, on one core
// or shared among the cores, and one per legal choice (S2).
func TestS2RaceDeterministic(t *testing.T) {
	pad, roll := midPad()
	e := SacksonModelEval(200)
	one := &SacksonSearch{Eval: e, Rollouts: 200, Depth: 10, Batch: 20, Z: 2.5}
	all := &SacksonSearch{Eval: e, Rollouts: 200, Depth: 10, Batch: 20, Z: 2.5, Parallel: true}
	a, b, c := one.Options(&pad, roll), one.Options(&pad, roll), all.Options(&pad, roll)
	if len(a) != len(pad.LegalChoices(roll)) {
		t.Fatalf("%d options for %d legal choices", len(a), len(pad.LegalChoices(roll)))
	}
	for i := range a {
		if a[i] != b[i] || a[i] != c[i] {
			t.Fatalf("option %d: %v, %v, then %v on every core", i, a[i], b[i], c[i])
		}
		if i > 0 && a[i].Value > a[i-1].Value {
			t.Fatal("options not best first")
		}
	}
}

// A candidate is dropped only when the leader's rollouts beat its own, paired
// rollout by rollout, by more than Z standard errors of the difference.
func TestS2RaceDropsOnlyTheClearlyBehind(t *testing.T) {
	lead := []float64{500, 520, 480, 510, 490, 505}
	same := append([]float64(nil), lead...)
	shifted := make([]float64, len(lead)) // 3 behind on every rollout: no doubt
	noisy := make([]float64, len(lead))   // 1 behind on average, ± 20
	for i, v := range lead {
		shifted[i] = v - 3
		noisy[i] = v - 1 + 20*float64(1-2*(i%2))
	}
	if behind(lead, same, 3) {
		t.Error("a tie dropped")
	}
	if !behind(lead, shifted, 3) {
		t.Error("a candidate behind on every rollout kept")
	}
	if behind(lead, noisy, 3) {
		t.Error("a candidate within the noise dropped")
	}
	if behind(shifted, lead, 3) {
		t.Error("a candidate ahead of the leader dropped")
	}
}

// When every split ends the game (S4), the rollouts are the exact totals
// (S6, S7), whatever the search's options: it ends with the best total, and
// every option is valued at its exact total, the candidates a race dropped
// too.
func TestS7SearchValuesKnownExactly(t *testing.T) {
	pad := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 1, Checks: 7}, {Value: 2, Checks: 7}, {Value: 3, Checks: 7}})
	pad.Rows[6], pad.Rows[8], pad.Rows[7], pad.Rows[5] = 4, 9, 5, 4
	roll := []uint8{1, 2, 3, 3, 5}
	e := SacksonModelEval(200)
	for _, x := range []*SacksonSearch{
		{Eval: e, Rollouts: 40, Depth: 10},
		{Eval: e, Rollouts: 400, Depth: 10, Batch: 25, Z: 3},
		{Eval: e, Rollouts: 40, Depth: 14, LeafFrom: 6},
		{Eval: e, Rollouts: 40, Depth: 10, LeafExpect: true},
		{Eval: e, Rollouts: 40, Depth: 10, Temp: 10},
		{Eval: e, Rollouts: 40, Depth: 10, SameTime: true},
	} {
		opts := x.Options(&pad, roll)
		best := math.MinInt
		for _, o := range opts {
			after := pad
			after.Tracks = append([]scoring.Track(nil), pad.Tracks...)
			if _, err := after.Apply(roll, o.Choice); err != nil || !after.Ended {
				t.Fatalf("S4: %v: %v, ended %v", o.Choice, err, after.Ended)
			}
			if o.Value != float64(after.Total(200)) {
				t.Errorf("S7 %+v: %v ends at %d, valued %.3f", *x, o.Choice, after.Total(200), o.Value)
			}
			best = max(best, after.Total(200))
		}
		if opts[0].Value != float64(best) {
			t.Errorf("S7 %+v: the search ends at %.0f, the best is %d", *x, opts[0].Value, best)
		}
	}
}
