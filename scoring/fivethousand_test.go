package scoring_test

import (
	"strings"
	"testing"

	"github.com/scorepad/scorepad/scoring"
)

func dice(t testing.TB, s string) []uint8 {
	t.Helper()
	d, err := scoring.ParseDice(s, 1, 6)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestC3ScoringGroups(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		throw, keep string
		want        int
	}{
		{"111123", "1111", 1100}, // four 1s
		{"222222", "222222", 400},
		{"111111", "111111", 2000},
		{"555552", "55555", 600},
		{"123456", "123456", 1500},
		{"123456", "15", 150},
		{"155234", "155", 200},
		{"333", "333", 300},
		{"111", "111", 1000},
		{"1", "1", 100},
		{"5", "5", 50},
		{"444415", "4441", 500},
		{"666666", "666", 600},
	} {
		// Under the booklet rule a throw with no 1 and no 5 busts (C2), so
		// six 2s score their 400 under the nothing-scores variant.
		got, err := scoring.KeepPoints(dice(t, tc.throw), dice(t, tc.keep), scoring.BustNothingScores)
		if err != nil || got != tc.want {
			t.Errorf("C3 %s keep %s: got %d %v, want %d", tc.throw, tc.keep, got, err, tc.want)
		}
	}
}

func TestC4KeepRefusals(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ throw, keep, frag string }{
		{"155234", "2", "belongs to no scoring group"},
		{"155234", "1555", "shows 2"},
		{"222135", "2222", "shows 3"},
		{"222215", "2222", "belongs to no scoring group"},
		{"155234", "", "nothing set aside"},
		{"222346", "222", "busts"},
	} {
		var keep []uint8
		if tc.keep != "" {
			keep = dice(t, tc.keep)
		}
		_, err := scoring.KeepPoints(dice(t, tc.throw), keep, scoring.BustBooklet)
		if err == nil || !strings.Contains(err.Error(), tc.frag) {
			t.Errorf("C4 %s keep %s: got %v, want %q", tc.throw, tc.keep, err, tc.frag)
		}
	}
}

func TestC2SixTwosBustUnderBooklet(t *testing.T) {
	t.Parallel()
	if !scoring.Busts(dice(t, "222222"), scoring.BustBooklet) {
		t.Error("C2 booklet: no 1 and no 5 busts, even six 2s")
	}
}

func TestC2BustRules(t *testing.T) {
	t.Parallel()
	d := dice(t, "222346")
	if !scoring.Busts(d, scoring.BustBooklet) || scoring.Best5000(d, scoring.BustBooklet) != 0 {
		t.Error("C2 booklet: 2-2-2-3-4-6 busts")
	}
	if scoring.Busts(d, scoring.BustNothingScores) || scoring.Best5000(d, scoring.BustNothingScores) != 200 {
		t.Error("C2 variant: 2-2-2-3-4-6 scores 200")
	}
	if !scoring.Busts(dice(t, "2346"), scoring.BustNothingScores) {
		t.Error("C2 variant: nothing scores → bust")
	}
	if got := scoring.Best5000(dice(t, "155234"), scoring.BustBooklet); got != 200 {
		t.Errorf("best 155234 = %d", got)
	}
	if _, err := scoring.ParseBustRule("nothing-scores"); err != nil {
		t.Error(err)
	}
}

func TestC4C5Turns(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		turn   string
		rule   scoring.BustRule
		points int
		bust   bool
		frag   string
	}{
		{"155234/155 234/-", scoring.BustBooklet, 0, true, ""},
		{"155234/155", scoring.BustBooklet, 200, false, ""},
		{"155234/1 55234/55 234/-", 0, 0, true, ""},
		// C4: all six set aside, then six thrown again
		{"111555/111555 234561/1 23456/5", 0, 1500 + 100 + 50, false, ""},
		{"123456/123456 111222/111222", 0, 1500 + 1200, false, ""},
		{"155234/155 2345/5", 0, 0, false, "4 dice thrown, but 3 were left"},
		{"155234/155 234/- 123/1", 0, 0, false, "ended with the bust"},
		{"155234/2", 0, 0, false, "no scoring group"},
		{"155234/- ", 0, 0, false, "does not bust"},
		{"155234/9", 0, 0, false, "cannot show 9"},
		{"22234/-", 0, 0, false, "5 dice thrown, but 6"},
		{"222346/-", scoring.BustNothingScores, 0, false, "does not bust"},
		{"222346/222 155/155", scoring.BustNothingScores, 400, false, ""},
	} {
		throws, err := scoring.ParseTurn(tc.turn)
		var res scoring.TurnResult
		if err == nil {
			res, err = scoring.PlayTurn(throws, tc.rule)
		}
		if tc.frag != "" {
			if err == nil || !strings.Contains(err.Error(), tc.frag) {
				t.Errorf("%q: error %v, want %q", tc.turn, err, tc.frag)
			}
			continue
		}
		if err != nil || res.Points != tc.points || res.Bust != tc.bust {
			t.Errorf("%q: got %+v %v, want %d bust=%v", tc.turn, res, err, tc.points, tc.bust)
		}
	}
}

func TestC6Opening(t *testing.T) {
	t.Parallel()
	if r, o := scoring.Record5000(false, 450); r != 0 || o {
		t.Error("C6: 450 does not open")
	}
	if r, o := scoring.Record5000(false, 500); r != 500 || !o {
		t.Error("C6: 500 opens")
	}
	if r, o := scoring.Record5000(true, 50); r != 50 || !o {
		t.Error("C6: once opened, any banked total is recorded")
	}
}

func TestC1OrderByRoll(t *testing.T) {
	t.Parallel()
	// Ana 4, Ben 6, Cléo 4 → Ben first; Ana and Cléo throw again: 2, 5 → Cléo, Ana.
	faces := []uint8{4, 6, 4, 2, 5}
	i := 0
	got := scoring.OrderByRoll(3, func() uint8 { f := faces[i]; i++; return f })
	if len(got) != 3 || got[0] != 1 || got[1] != 2 || got[2] != 0 {
		t.Fatalf("C1: got %v, want [1 2 0]", got)
	}
}

func FuzzParseTurn(f *testing.F) {
	for _, s := range []string{"155234/155 234/-", "111555/111555 234561/1", "1/1", "//", "123456/", " "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		throws, err := scoring.ParseTurn(s)
		if err != nil {
			return
		}
		again, err := scoring.ParseTurn(scoring.FormatTurn(throws))
		if err != nil || scoring.FormatTurn(again) != scoring.FormatTurn(throws) {
			t.Fatalf("%q round trip: %v", s, err)
		}
		res, err := scoring.PlayTurn(throws, scoring.BustBooklet)
		if err == nil && (res.Points < 0 || res.Points%50 != 0 || (res.Bust && res.Points != 0)) {
			t.Fatalf("%q: %+v", s, res)
		}
	})
}
