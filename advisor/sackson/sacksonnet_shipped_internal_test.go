//go:build unix

package sackson

import (
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/scorepad/scorepad/scoring"
)

// The shipped network corrects the fit (S7: the expected final total): on
// games of the model's Normal it was not trained on, the fit with the
// network has a smaller squared error than the fit alone, for every
// penalty (a broken, stale or missing network does not).
func TestS7NetCorrectsTheFit(t *testing.T) {
	r := sacksonModel()
	for _, pen := range scoring.Penalties {
		e := SacksonFittedEval(pen)
		if e.fit == nil || e.fit.net == nil {
			t.Fatalf("penalty %d: no network matches the fit (regenerate: TestGenerateSacksonNet)", pen)
		}
		lin := e.linear().fit
		var withNet, alone float64
		for _, s := range fitData(SacksonModelEval(pen), 300, 5) {
			a, b := e.fit.value(r, &s.p)-s.y, lin.value(r, &s.p)-s.y
			withNet += a * a
			alone += b * b
		}
		if withNet >= alone {
			t.Errorf("S7, penalty %d: squared error %.0f with the network, %.0f without", pen, withNet, alone)
		}
		t.Logf("penalty %d: the network removes %.1f %% of the fit's squared error", pen, 100*(1-withNet/alone))
	}
}

// A network embedded for other weights or inputs is not used (the fit
// alone is), and a truncated file is refused.
func TestS7StaleNetIsNotUsed(t *testing.T) {
	if decodeNet(sacksonNetBin, 0) == nil {
		t.Fatal("the embedded network does not match")
	}
	b := append([]byte(nil), sacksonNetBin...)
	b[len(netMagic)] ^= 1 // another key
	if decodeNet(b, 0) != nil || decodeNet(sacksonNetBin[:len(sacksonNetBin)-4], 0) != nil || decodeNet([]byte("none"), 0) != nil {
		t.Error("a stale or truncated network was read")
	}
}

// The Normal on the fit with the network beats the Normal on the fit
// alone (S7: the higher total) by more than 3 standard errors of the
// paired difference over the same 10,000 games (a long check:
// SCOREPAD_LONG=1).
func TestS7NetNormalBeatsTheFit(t *testing.T) {
	if os.Getenv("SCOREPAD_LONG") == "" {
		t.Skip("long check: set SCOREPAD_LONG=1")
	}
	e := SacksonFittedEval(200)
	m, se, d, dse := paired(fastTotals(e, 10000, 1), fastTotals(e.linear(), 10000, 1))
	t.Logf("Normal on fit and network %.1f ± %.1f, %+.1f ± %.1f on the fit alone's", m, se, d, dse)
	if d < 3*dse {
		t.Errorf("S7: the network gains %.1f ± %.1f", d, dse)
	}
}

// The network's value by difference from a pad one throw before is its
// value (the exact look-ahead's shortcut).
func TestS7NetValueNearIsTheValue(t *testing.T) {
	r := sacksonModel()
	e := SacksonFittedEval(200)
	if e.fit.net == nil {
		t.Fatal("no network")
	}
	rng := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for g := 0; g < 20; g++ {
		var p sPad
		for !p.ended {
			var b netBase
			e.fit.net.base(r, &p, &b)
			cs := r.choices[p.mask()][rollHand(rng)]
			for i := range cs {
				q := p
				r.apply(&q, &cs[i])
				if d := e.fit.valueNear(r, &q, &b) - e.fit.value(r, &q); math.Abs(d) > 1e-3 {
					t.Fatalf("pad %+v after %+v: by difference %+.4f", p, cs[i], d)
				}
				checked++
			}
			r.apply(&p, &cs[e.greedy(r, &p, cs)])
		}
	}
	t.Logf("%d pads", checked)
}

// The shipped Expert (S2–S4, S7) values every legal split one throw ahead
// over the fit with its network: each option's value is the mean, over the
// 252 throws weighted by their probabilities, of the best next pad's
// value (computed here directly, pad by pad), and the options come best
// first, the same twice.
func TestS7ExpertLooksOneThrowAheadOverTheNetwork(t *testing.T) {
	x := NewSacksonFittedExpert(200, DefaultSacksonRollouts, true)
	e := SacksonFittedEval(200)
	if x.Rollouts != 0 || x.Eval != e || e.fit.net == nil {
		t.Fatalf("the shipped Expert is not the look-ahead over the network: %+v", x)
	}
	r := sacksonModel()
	pad := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, []scoring.Track{{Value: 3, Checks: 2}, {Value: 5}})
	pad.Rows[7], pad.Rows[8], pad.Rows[6] = 3, 2, 1
	roll := []uint8{3, 3, 4, 5, 6}
	opts, again := x.Options(&pad, roll), x.Options(&pad, roll)
	if len(opts) != len(pad.LegalChoices(roll)) {
		t.Fatalf("%d options for %d legal choices", len(opts), len(pad.LegalChoices(roll)))
	}
	for i, o := range opts {
		if o != again[i] || (i > 0 && o.Value > opts[i-1].Value) || !pad.Judge(roll, o.Choice).Legal {
			t.Fatalf("option %d %+v: not legal, not best first or not the same twice", i, o)
		}
		next := pad
		next.Tracks = append([]scoring.Track(nil), pad.Tracks...)
		if _, err := next.Apply(roll, o.Choice); err != nil {
			t.Fatal(err)
		}
		q := compact(&next)
		want := 0.0
		for h := range r.handProb {
			best := math.Inf(-1)
			for _, c := range r.choices[q.mask()][h] {
				n := q
				r.apply(&n, &c)
				best = max(best, e.value(r, &n))
			}
			want += r.handProb[h] * best
		}
		if math.Abs(o.Value-want) > 0.01 {
			t.Errorf("S7: %+v worth %.3f, one throw ahead %.3f", o.Choice, o.Value, want)
		}
	}
}
