package scoring_test

import (
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"pgregory.net/rapid"
)

// configGen draws any Penta or Yam's rule set.
func configGen() *rapid.Generator[scoring.Config] {
	return rapid.Custom(func(t *rapid.T) scoring.Config {
		if rapid.Bool().Draw(t, "penta") {
			return scoring.PentaConfig()
		}
		n := rapid.IntRange(1, 4).Draw(t, "ncols")
		cols := make([]scoring.Mode, n)
		for i := range cols {
			cols[i] = scoring.Mode(rapid.IntRange(0, 3).Draw(t, "mode"))
		}
		c := scoring.YamsConfig(cols...)
		c.Full = scoring.FullRule(rapid.IntRange(0, 2).Draw(t, "full"))
		c.FourKind = scoring.FourKindRule{Kind: scoring.FourKindKind(rapid.IntRange(0, 3).Draw(t, "four")), N: rapid.IntRange(0, 100).Draw(t, "n")}
		c.PlusMinus = rapid.Bool().Draw(t, "pm")
		return c
	})
}

func handGen() *rapid.Generator[scoring.Hand] {
	return rapid.Custom(func(t *rapid.T) scoring.Hand {
		f := make([]uint8, 5)
		for i := range f {
			f[i] = uint8(rapid.IntRange(1, 6).Draw(t, "die"))
		}
		return scoring.HandOf(f)
	})
}

// TestPropertiesWholeGames plays random legal games under random rules and
// checks the invariants of P3, P4, Y6 at every turn.
func TestPropertiesWholeGames(t *testing.T) {
	t.Parallel()
	rapid.Check(t, func(t *rapid.T) {
		r := configGen().Draw(t, "config").MustCompile()
		cols := make([]scoring.Column, len(r.Columns))
		for turn := 0; turn < r.Turns(); turn++ {
			h := handGen().Draw(t, "hand")
			opts := r.Options(cols, h, nil)
			var legal []scoring.Verdict
			for _, v := range opts {
				if v.Points < 0 {
					t.Fatalf("P3: negative points %+v", v)
				}
				if !v.Legal && (v.Points != 0 || v.Bonus != 0) {
					t.Fatalf("refused verdict carries points %+v", v)
				}
				if v.Legal {
					legal = append(legal, v)
				}
				if v.Legal && !v.Box.Upper() {
					continue
				}
				// chance ≥ any upper box (P3)
				if v.Legal && v.Box.Upper() && int(v.Points) > h.Sum() {
					t.Fatalf("upper box %s scores %d above the sum %d", v.Box, v.Points, h.Sum())
				}
				if lang.EN.Say(v.Why()) == "" || lang.FR.Say(v.Why()) == "" || v.Rule == "" {
					t.Fatalf("verdict without explanation %+v", v)
				}
			}
			if len(legal) == 0 {
				t.Fatalf("turn %d: boxes free but none legal for %s (sheet %s)", turn, h, r.FormatSheet(cols))
			}
			pick := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "pick")]
			before := 0
			for i := range cols {
				before += cols[i].Total()
			}
			if err := r.Write(cols, pick); err != nil {
				t.Fatal(err)
			}
			// the sheet written round-trips through the --sheet notation
			if _, err := r.ParseSheet(r.FormatSheet(cols)); err != nil {
				t.Fatalf("sheet %q does not parse back: %v", r.FormatSheet(cols), err)
			}
			_ = before
		}
		for i := range cols {
			if !r.Complete(&cols[i]) {
				t.Fatal("Y9: game over with a free box")
			}
		}
	})
}

func TestPropertyChanceAtLeastUpper(t *testing.T) {
	t.Parallel()
	rapid.Check(t, func(t *rapid.T) {
		h := handGen().Draw(t, "hand")
		for b := scoring.Aces; b <= scoring.Sixes; b++ {
			if penta.Score(scoring.Chance, h) < penta.Score(b, h) {
				t.Fatalf("chance %d < %s %d", penta.Score(scoring.Chance, h), b, penta.Score(b, h))
			}
		}
	})
}

func FuzzParseDice(f *testing.F) {
	for _, s := range []string{"44412", "4 4 4 1 2", "4,4,4,1,2", "7", "", "1,,2", "é"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := scoring.ParseDice(s, 5, 5)
		if err != nil {
			return
		}
		if len(d) != 5 {
			t.Fatalf("%q: %d dice", s, len(d))
		}
		back, err := scoring.ParseDice(scoring.FormatDice(d), 5, 5)
		if err != nil || scoring.FormatDice(back) != scoring.FormatDice(d) {
			t.Fatalf("round trip %q: %v", s, err)
		}
		_ = scoring.HandOf(d)
	})
}

func FuzzParseSheet(f *testing.F) {
	for _, s := range []string{"penta=50,fours=12", "down:aces=3,free:yams=50", "fours=13", ",", "up:chance=30", "a=b=c"} {
		f.Add(s)
	}
	r := scoring.YamsConfig(scoring.Down, scoring.Up, scoring.Free).MustCompile()
	f.Fuzz(func(t *testing.T, s string) {
		for _, rules := range []*scoring.Rules{penta, r} {
			cols, err := rules.ParseSheet(s)
			if err != nil {
				return
			}
			back, err := rules.ParseSheet(rules.FormatSheet(cols))
			if err != nil {
				t.Fatalf("%q → %q: %v", s, rules.FormatSheet(cols), err)
			}
			for i := range cols {
				if cols[i] != back[i] {
					t.Fatalf("round trip of %q changed column %d", s, i)
				}
			}
		}
	})
}

// BenchmarkOptionsHalfFilled is "all options for one throw on a
// half-filled sheet", the advisor's inner loop.
func BenchmarkOptionsHalfFilled(b *testing.B) {
	cols, err := penta.ParseSheet("aces=3,threes=9,fives=15,three_kind=22,full=25,large_straight=40,penta=50")
	if err != nil {
		b.Fatal(err)
	}
	h := scoring.HandOf([]uint8{4, 4, 4, 4, 4})
	out := make([]scoring.Verdict, 0, 16)
	b.ReportAllocs()
	for b.Loop() {
		out = penta.Options(cols, h, out[:0])
	}
	if len(out) != 6 {
		b.Fatal(len(out))
	}
}

func BenchmarkOptionsFrancaise(b *testing.B) {
	r := scoring.YamsConfig(scoring.Down, scoring.Up, scoring.Free).MustCompile()
	cols, err := r.ParseSheet("down:aces=3,down:twos=4,down:threes=9,up:chance=20,up:yams=50,free:full=25,free:sixes=18")
	if err != nil {
		b.Fatal(err)
	}
	h := scoring.HandOf([]uint8{2, 3, 4, 5, 6})
	out := make([]scoring.Verdict, 0, 48)
	b.ReportAllocs()
	for b.Loop() {
		out = r.Options(cols, h, out[:0])
	}
}
