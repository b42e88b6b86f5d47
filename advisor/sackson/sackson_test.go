package sackson_test

import (
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"sync"
	"testing"

	"github.com/scorepad/scorepad/advisor/sackson"
	"github.com/scorepad/scorepad/scoring"
)

// The compact model the robots play on is scoring's pad: the same legal
// choices for every throw (S2, S3), the same rows, tracks and end (S4)
// after each, over whole random games under both readings of S4.
func TestS4CompactModelIsScoring(t *testing.T) {
	for _, reading := range []scoring.SacksonRules{scoring.SacksonOpeningFree, scoring.SacksonOpeningCounts} {
		rng := rand.New(rand.NewPCG(3, uint64(reading)))
		for g := 0; g < 100; g++ {
			pad := scoring.SacksonPad{Rules: reading}
			for !pad.Ended {
				roll := make([]uint8, 5)
				for i := range roll {
					roll[i] = uint8(rng.IntN(6) + 1)
				}
				legal := pad.LegalChoices(roll)
				model := sackson.CompactChoices(&pad, roll)
				if names(legal) != names(model) {
					t.Fatalf("S3 %v on %+v: scoring %s, model %s", roll, pad, names(legal), names(model))
				}
				c := legal[rng.IntN(len(legal))]
				rows, checks, ended, ok := sackson.CompactStep(&pad, roll, c)
				if _, err := pad.Apply(roll, c); err != nil || !ok {
					t.Fatalf("%v %v: %v %v", roll, c, err, ok)
				}
				if rows != pad.Rows || ended != pad.Ended || len(checks) != len(pad.Tracks) {
					t.Fatalf("S4 after %v %v: model %v %v %v, scoring %+v", roll, c, rows, checks, ended, pad)
				}
				for i, tr := range pad.Tracks {
					if checks[i] != tr.Checks {
						t.Fatalf("S4 track %d: model %d checks, scoring %d", i, checks[i], tr.Checks)
					}
				}
			}
		}
	}
}

func names(cs []scoring.SacksonChoice) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	sort.Strings(s)
	out := ""
	for _, x := range s {
		out += x + " "
	}
	return out
}

// The time left: a fresh pad has about 24 throws to come (S4: the opening
// is not a check, 8 ticks end the game); a track at 7 leaves fewer.
func TestS4ThrowsLeft(t *testing.T) {
	var fresh scoring.SacksonPad
	e := sackson.ThrowsLeft(&fresh)
	if e < 22 || e > 27 {
		t.Errorf("S4: a fresh pad expects %.2f throws", e)
	}
	late := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 1, Checks: 7}, {Value: 3, Checks: 7}, {Value: 5, Checks: 6}})
	if l := sackson.ThrowsLeft(&late); l <= 0 || l >= 3 {
		t.Errorf("S4: tracks at 7, 7, 6 expect %.2f throws", l)
	}
}

// The model with no time left is worth the S6 row score (asked of
// scoring), less the Stuck term in the penalty zone (1–4 checks); a row
// never used is worth nothing; and a whole random game's pads are valued
// the same way: the model of an ended pad is its total (S7).
func TestS6ModelWithNoTimeLeftIsTheRowScore(t *testing.T) {
	P := sackson.DefaultSacksonParams
	for _, pen := range []scoring.Penalty{200, 100} {
		e := sackson.SacksonModelEval(pen)
		for s := 2; s <= 12; s++ {
			for c := 0; c < 16; c++ {
				want := float64(scoring.SacksonRowScore(s, c, pen))
				if c >= 1 && c <= 4 {
					want -= P.Stuck
				}
				if got := sackson.ModelRowValue(e, s, c); math.Abs(got-want) > 1e-3 {
					t.Errorf("S6 pen %d row %d at %d checks, no time left: model %.2f, scoring %.2f", pen, s, c, got, want)
				}
			}
		}
	}
	e := sackson.SacksonModelEval(200)
	rng := rand.New(rand.NewPCG(4, 4))
	pad, _ := sackson.PlaySackson(200, sackson.SacksonNormal{Eval: e}, rng)
	if got := sackson.EvalValue(e, &pad); got != float64(pad.Total(200)) {
		t.Errorf("S7: an ended pad is worth %.1f, its total is %d", got, pad.Total(200))
	}
}

// The model knows S3's obligation: with three values recorded, 1 among
// them, a pair of ones (row 2) is rarer than with 4, 5, 6 recorded, and a fresh row's value rises
// with the time left.
func TestS3ModelSeesTheTracks(t *testing.T) {
	e := sackson.SacksonModelEval(200)
	// row2 is what 3 checks on row 2 add to a pad with these tracks
	row2 := func(tracks ...scoring.Track) float64 {
		p := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, tracks)
		before := sackson.EvalValue(e, &p)
		p.Rows[2] = 3
		return sackson.EvalValue(e, &p) - before
	}
	free := row2(scoring.Track{Value: 4}, scoring.Track{Value: 5}, scoring.Track{Value: 6})
	one := row2(scoring.Track{Value: 1}, scoring.Track{Value: 5}, scoring.Track{Value: 6})
	if free <= one {
		t.Errorf("S3: row 2 at 3 checks adds %.1f with 1 free, %.1f with 1 recorded", free, one)
	}
	late := row2(scoring.Track{Value: 4, Checks: 7}, scoring.Track{Value: 5, Checks: 7}, scoring.Track{Value: 6, Checks: 6})
	if free <= late {
		t.Errorf("S4: row 2 at 3 checks adds %.1f early, %.1f late", free, late)
	}
}

// The model values the fifth-die values recorded (S3): a recorded 1 or 6
// keeps that die out of the pairs when it shows, which is worth more than
// a recorded 3, all else equal; and a throw left is worth something.
func TestS3ModelPrefersTheEndsOnTheTracks(t *testing.T) {
	e := sackson.SacksonModelEval(200)
	for _, end := range []uint8{1, 6} {
		a := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: end}})
		b := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 3}})
		for _, p := range []*scoring.SacksonPad{&a, &b} {
			p.Rows[6], p.Rows[7], p.Rows[8] = 1, 1, 1
		}
		if va, vb := sackson.EvalValue(e, &a), sackson.EvalValue(e, &b); va <= vb {
			t.Errorf("S3: a recorded %d is worth %.1f, a recorded 3 %.1f", end, va, vb)
		}
	}
	long := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 1, Checks: 2}, {Value: 3, Checks: 2}, {Value: 6, Checks: 2}})
	short := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 1, Checks: 6}, {Value: 3, Checks: 2}, {Value: 6, Checks: 2}})
	if vl, vs := sackson.EvalValue(e, &long), sackson.EvalValue(e, &short); vl <= vs {
		t.Errorf("S4: an empty pad with more throws left is worth %.1f, with fewer %.1f", vl, vs)
	}
}

// The weights of the sets of recorded fifth-die values (S3) are the same
// for a set and its mirror (v ↔ 7 − v: the rows' values are symmetric,
// S5), and nothing weighs a set of more than three values.
func TestS3SetWeightsAreMirrored(t *testing.T) {
	w := sackson.DefaultSacksonParams.Set
	some := false
	for m := 0; m < 128; m++ {
		mirror, n := 0, 0
		for v := 1; v <= 6; v++ {
			if m&(1<<v) != 0 {
				mirror |= 1 << (7 - v)
				n++
			}
		}
		if m&1 != 0 || n > 3 {
			if w[m] != 0 {
				t.Errorf("S3: mask %07b is no set of up to three values and weighs %g", m, w[m])
			}
			continue
		}
		if w[m] != w[mirror] {
			t.Errorf("S3: set %07b weighs %g, its mirror %07b %g", m, w[m], mirror, w[mirror])
		}
		some = some || w[m] != 0
	}
	if !some {
		t.Error("S3: no set of recorded values has a weight")
	}
}

// The shipped weights beat the weights shipped before them (no time nor
// fifth-die terms, 364.3 ± 3.4 on the README's games) on the same 500
// fixed-seed games (2,000 with SCOREPAD_LONG=1: 126.7 ± 7.9 a game), by
// more than 3 standard errors of the paired difference.
func TestS7NormalBeatsTheModelWithoutTracks(t *testing.T) {
	old := sackson.ModelSackson(200, sackson.SacksonParams{Kappa: 0.75, Beta: 0.8375, Gamma: 0.15, Focus: -0.025, Stuck: -3.75, Disp: 1.1875, Mix: 0.7})
	now := sackson.SacksonModelEval(200)
	games := 500
	if os.Getenv("SCOREPAD_LONG") != "" {
		games = 2000
	}
	var d, d2 float64
	for g := 0; g < games; g++ {
		a, _ := sackson.PlaySackson(200, sackson.SacksonNormal{Eval: now}, rand.New(rand.NewPCG(11, uint64(g))))
		b, _ := sackson.PlaySackson(200, sackson.SacksonNormal{Eval: old}, rand.New(rand.NewPCG(11, uint64(g))))
		x := float64(a.Total(200) - b.Total(200))
		d += x
		d2 += x * x
	}
	mean := d / float64(games)
	se := math.Sqrt((d2/float64(games) - mean*mean) / float64(games))
	t.Logf("shipped minus before: %.1f ± %.1f a game over %d games", mean, se, games)
	if mean < 3*se {
		t.Errorf("S7: the shipped weights gain %.1f ± %.1f a game on the weights before", mean, se)
	}
}

// The Normal robot (no search) plays far better than greedy rules (208):
// over 1,000 fixed-seed solo games its mean must clear the Normal before
// it (438 on the README's games) by 3 standard errors, and so issue 20's
// goal (400) (it clears it by over 10: 547.5 ± 4.4 over 4,000 games);
// SCOREPAD_LONG=1 measures the README's 10,000 games.
func TestS7NormalMean(t *testing.T) {
	e, games, bound := sackson.SacksonFittedEval(200), 1000, 438.0
	if os.Getenv("SCOREPAD_LONG") != "" {
		games = 10000
	}
	st := sackson.SimulateSackson(200, "normal", func() sackson.SacksonStrategy { return sackson.SacksonNormal{Eval: e} }, games, 1)
	t.Logf("Normal: %.1f ± %.1f over %d games, %.1f throws a game", st.Mean, st.StdErr, games, st.ThrowsPerGame)
	if st.Mean < bound+3*st.StdErr || st.ThrowsPerGame < 20 {
		t.Errorf("S7: Normal averages %.1f ± %.1f", st.Mean, st.StdErr)
	}
}

// The Expert's mean with its standard error, against the Normal robot on
// the same dice: 10,000 games of seed 9 played by the shipped Expert and
// the shipped Normal (both on the fit with its network, the Expert one
// throw further: a few CPU-minutes, behind SCOREPAD_LONG). The Expert must
// beat the Normal by 3 standard errors of their difference, paired game by
// game.
func TestS7ExpertMean(t *testing.T) {
	if os.Getenv("SCOREPAD_LONG") == "" {
		t.Skip("long check: set SCOREPAD_LONG=1")
	}
	t.Parallel()
	const games, seed = 10000, 9
	var xs, ns [games]float64
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			x := sackson.NewSacksonFittedExpert(200, sackson.DefaultSacksonRollouts, false)
			n := sackson.SacksonNormal{Eval: sackson.SacksonFittedEval(200)}
			for g := w; g < games; g += 2 {
				px, _ := sackson.PlaySackson(200, x, rand.New(rand.NewPCG(seed, uint64(g))))
				pn, _ := sackson.PlaySackson(200, n, rand.New(rand.NewPCG(seed, uint64(g))))
				xs[g], ns[g] = float64(px.Total(200)), float64(pn.Total(200))
			}
		}(w)
	}
	wg.Wait()
	mean := func(v []float64) float64 {
		s := 0.0
		for _, x := range v {
			s += x
		}
		return s / float64(len(v))
	}
	var d [games]float64
	for g := range d {
		d[g] = xs[g] - ns[g]
	}
	md, v := mean(d[:]), 0.0
	for _, x := range d {
		v += (x - md) * (x - md)
	}
	se := math.Sqrt(v / float64(games-1) / games)
	t.Logf("Expert %.1f, Normal %.1f over %d games: the Expert %+.1f ± %.1f paired", mean(xs[:]), mean(ns[:]), games, md, se)
	if md < 3*se {
		t.Errorf("S7: the Expert (%.1f) does not clearly beat the Normal robot (%.1f): %+.1f ± %.1f paired", mean(xs[:]), mean(ns[:]), md, se)
	}
}

func TestS7ExpertOptionsAreDeterministicAndLegal(t *testing.T) {
	x := sackson.NewSacksonExpert(sackson.SacksonModelEval(200), 8, true)
	pad := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 3, Checks: 2}, {Value: 5}})
	pad.Rows[7], pad.Rows[8] = 3, 2
	checkedOptions(t, x, pad, []uint8{3, 3, 4, 5, 6})
}
