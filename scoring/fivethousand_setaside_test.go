package scoring_test

import (
	"fmt"
	"testing"

	"github.com/scorepad/scorepad/scoring"
)

func formatSets(s []scoring.SetAside) string {
	out := ""
	for i, a := range s {
		if i > 0 {
			out += " "
		}
		out += fmt.Sprintf("%s=%d", scoring.FormatDice(a.Keep), a.Points)
	}
	return out
}

func TestC4SetAsides(t *testing.T) {
	for _, tc := range []struct {
		throw string
		rule  scoring.BustRule
		want  string
	}{
		{"115234", scoring.BustBooklet, "5=50 1=100 15=150 11=200 115=250"},
		{"222346", scoring.BustBooklet, ""},              // C2: no 1 and no 5
		{"222346", scoring.BustNothingScores, "222=200"}, // C2 variant
		{"123456", scoring.BustBooklet, "5=50 1=100 15=150 123456=1500"},
		{"2222", scoring.BustNothingScores, "222=200"}, // C3: the fourth 2 scores nothing
		{"555", scoring.BustBooklet, "5=50 55=100 555=500"},
		{"1", scoring.BustBooklet, "1=100"},
		{"3", scoring.BustBooklet, ""},
	} {
		got := formatSets(scoring.SetAsides(dice(t, tc.throw), tc.rule))
		if got != tc.want {
			t.Errorf("C4 %s %s: got %q, want %q", tc.throw, tc.rule, got, tc.want)
		}
	}
}

// Every set-aside is one KeepPoints accepts, and every sub-multiset it
// accepts is listed (all 6^k throws of k ≤ 4 dice, and every six-dice
// multiset through its counts).
func TestC4SetAsidesAreExactlyTheLegalKeeps(t *testing.T) {
	for _, rule := range []scoring.BustRule{scoring.BustBooklet, scoring.BustNothingScores} {
		var throw []uint8
		var rec func(n int)
		rec = func(n int) {
			if n == 0 {
				sets := scoring.SetAsides(throw, rule)
				listed := map[string]int{}
				for _, s := range sets {
					p, err := scoring.KeepPoints(throw, s.Keep, rule)
					if err != nil || p != s.Points {
						t.Fatalf("%s: listed %v, KeepPoints says %d %v", scoring.FormatDice(throw), s, p, err)
					}
					listed[scoring.FormatDice(s.Keep)] = p
				}
				// every subset by position
				for mask := 1; mask < 1<<len(throw); mask++ {
					var keep []uint8
					for i, d := range throw {
						if mask&(1<<i) != 0 {
							keep = append(keep, d)
						}
					}
					if _, err := scoring.KeepPoints(throw, keep, rule); err == nil {
						sorted := sortDice(keep)
						if _, ok := listed[sorted]; !ok {
							t.Fatalf("%s: legal keep %s not listed", scoring.FormatDice(throw), sorted)
						}
					}
				}
				return
			}
			for f := uint8(1); f <= 6; f++ {
				if len(throw) > 0 && f < throw[len(throw)-1] {
					continue // multisets only: ascending throws
				}
				throw = append(throw, f)
				rec(n - 1)
				throw = throw[:len(throw)-1]
			}
		}
		for n := 1; n <= 6; n++ {
			rec(n)
		}
	}
}

func sortDice(d []uint8) string {
	c := [7]int{}
	for _, x := range d {
		c[x]++
	}
	out := []uint8{}
	for f := uint8(1); f <= 6; f++ {
		for range c[f] {
			out = append(out, f)
		}
	}
	return scoring.FormatDice(out)
}
