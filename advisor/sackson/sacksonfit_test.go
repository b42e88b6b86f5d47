package sackson_test

import (
	"math/rand/v2"
	"testing"

	"github.com/scorepad/scorepad/advisor/sackson"
	"github.com/scorepad/scorepad/scoring"
)

// The shipped fits were fitted for the shipped model (its value is one of
// their inputs): if the model's weights or the features change, the fits
// must be generated again
// (SCOREPAD_FITGEN=$PWD/advisor/sackson/sacksonfitweights.go go test
// ./advisor/sackson -run TestGenerateSacksonFit), else the robots fall back
// to the model.
func TestS7FittedEvalMatchesTheModel(t *testing.T) {
	for _, pen := range scoring.Penalties {
		if !sackson.SacksonFittedEval(pen).Fitted() {
			t.Errorf("S6 %d: the fitted evaluation does not match the model: generate sacksonfitweights.go again", pen)
		}
	}
}

// A pad whose game has ended is worth its total (S4, S6, S7, asked of
// scoring), exactly, for every legal option of every throw of whole games
// played by the fitted Normal, at every penalty.
func TestS7FittedEvalIsExactAtTheEnd(t *testing.T) {
	for _, pen := range scoring.Penalties {
		e := sackson.SacksonFittedEval(pen)
		ends := 0
		for g := 0; g < 40; g++ {
			rng := rand.New(rand.NewPCG(21, uint64(g)))
			var pad scoring.SacksonPad
			roll := make([]uint8, 5)
			for !pad.Ended {
				for i := range roll {
					roll[i] = uint8(rng.IntN(6) + 1)
				}
				opts := e.Options(&pad, roll)
				for _, o := range opts {
					after := clonePad(pad)
					if _, err := after.Apply(roll, o.Choice); err != nil {
						t.Fatal(err)
					}
					if after.Ended {
						ends++
						if o.Value != float64(after.Total(pen)) {
							t.Fatalf("S7 %d: an ending option is worth %g, its total is %d", pen, o.Value, after.Total(pen))
						}
					}
				}
				if _, err := pad.Apply(roll, opts[0].Choice); err != nil {
					t.Fatal(err)
				}
			}
		}
		if ends < 40 {
			t.Fatalf("only %d ending options met", ends)
		}
	}
}

// The Expert over the fit: one option per legal choice (S2, S3), best
// first, the same twice; an option that ends the game (S4) is worth its
// total (S6, S7) when searched, at most that otherwise; with every split
// searched, the best of a throw that ends the game whatever the split is
// the best total.
func TestS7FittedExpertOptions(t *testing.T) {
	x := sackson.NewSacksonFittedExpert(200, 16, true)
	pad, roll := endingThrow()
	a := checkedOptions(t, x, pad, roll)
	for i := range a {
		after := clonePad(pad)
		if _, err := after.Apply(roll, a[i].Choice); err != nil {
			t.Fatalf("S2: %v: %v", a[i].Choice, err)
		}
		if after.Ended && a[i].Value > float64(after.Total(200)) {
			t.Fatalf("S7: an ending option is worth %g, its total is %d", a[i].Value, after.Total(200))
		}
	}
	x.Top, x.Margin = 0, 0
	end, roll, best := lastThrow(t)
	o := x.Options(&end, roll)[0]
	if o.Value != float64(best) {
		t.Errorf("S7: the Expert over the fit values its best ending option %g, the best total is %d", o.Value, best)
	}
}
