package scoring_test

import (
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

func choice(t testing.TB, s string) scoring.SacksonChoice {
	t.Helper()
	c, err := scoring.ParseChoice(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestS2S3NewValueOpensTrack(t *testing.T) {
	t.Parallel()
	var p scoring.SacksonPad
	v, err := p.Apply(dice(t, "33456"), choice(t, "3+4,5+6/3"))
	if err != nil || !v.NewTrack || v.Sums != [2]int{7, 11} {
		t.Fatalf("got %+v %v", v, err)
	}
	if p.Rows[7] != 1 || p.Rows[11] != 1 || len(p.Tracks) != 1 || p.Tracks[0] != (scoring.Track{Value: 3, Checks: 0}) {
		t.Fatalf("S4: opening a track is not a check; pad %+v", p)
	}
	v, _ = p.Apply(dice(t, "33456"), choice(t, "3+4,5+6/3"))
	if v.NewTrack || p.Tracks[0].Checks != 1 {
		t.Fatalf("S3: a recorded value is checked on its track; %+v", p)
	}
}

func TestS2ChoiceMustUseTheRoll(t *testing.T) {
	t.Parallel()
	var p scoring.SacksonPad
	if _, err := p.Apply(dice(t, "33456"), choice(t, "3+4,5+6/6")); err == nil || !strings.Contains(err.Error(), "S2") {
		t.Fatalf("got %v", err)
	}
	if p.Rows[7] != 0 {
		t.Fatal("refused choice changed the pad")
	}
}

func TestS3ObligationAndFreeThrow(t *testing.T) {
	t.Parallel()
	p := scoring.SacksonPad{Tracks: []scoring.Track{{3, 2}, {5, 1}, {6, 1}}}
	if v := p.Judge(dice(t, "33456"), choice(t, "3+4,5+6/3")); !v.Legal {
		t.Error("fifth 3 is recorded and shown: legal")
	}
	if v := p.Judge(dice(t, "33456"), choice(t, "3+3,5+6/4")); v.Legal || v.Rule != "S3" {
		t.Error("S3: the throw shows 3, 5, 6: the fifth must be one of them")
	}
	// one or more shown: player picks among them
	if v := p.Judge(dice(t, "33456"), choice(t, "3+3,4+5/6")); !v.Legal {
		t.Error("6 is shown and recorded: legal")
	}
	v, err := p.Apply(dice(t, "11224"), choice(t, "1+1,2+2/4"))
	if err != nil || !v.FreeThrow {
		t.Fatalf("S3 free throw: %+v %v", v, err)
	}
	if p.Tracks[0].Checks != 2 || p.Tracks[1].Checks != 1 || p.Tracks[2].Checks != 1 || len(p.Tracks) != 3 {
		t.Fatalf("free throw checks no track: %+v", p.Tracks)
	}
	if p.Rows[2] != 1 || p.Rows[4] != 1 {
		t.Fatal("free throw still checks the pairs")
	}
}

func TestS3NoFreeThrowBeforeThreeTracks(t *testing.T) {
	t.Parallel()
	p := scoring.SacksonPad{Tracks: []scoring.Track{{3, 2}, {5, 1}}}
	v := p.Judge(dice(t, "11224"), choice(t, "1+1,2+2/4"))
	if !v.Legal || v.FreeThrow || !v.NewTrack {
		t.Fatalf("S3: with two tracks a new value opens the third; %+v", v)
	}
}

// TestS4_NewGameEndsAtEighthTick: under the corrected S4 the value written
// in a track opens it without a check; the player's game ends when the
// track gets its 8th tick, the 9th time the value is the fifth die.
func TestS4_NewGameEndsAtEighthTick(t *testing.T) {
	var p scoring.SacksonPad // the zero value plays the current reading
	for i := 1; i <= 9; i++ {
		v, err := p.Apply(dice(t, "33456"), choice(t, "3+4,5+6/3"))
		if err != nil {
			t.Fatalf("round %d: %v", i, err)
		}
		if want := i - 1; p.Tracks[0].Checks != want {
			t.Fatalf("S4 round %d: %d checks, want %d (the opening is not one)", i, p.Tracks[0].Checks, want)
		}
		if p.Ended != (i == 9) {
			t.Fatalf("S4 round %d: ended %v with %d ticks", i, p.Ended, p.Tracks[0].Checks)
		}
		if i == 1 && (!v.NewTrack || !strings.Contains(lang.EN.Say(v.Why()), "not a check") || !strings.Contains(lang.FR.Say(v.Why()), "n'est pas une coche")) {
			t.Fatalf("S4: the opening says it is not a check: %q / %q", lang.EN.Say(v.Why()), lang.FR.Say(v.Why()))
		}
	}
	if v := p.Judge(dice(t, "33456"), choice(t, "3+4,5+6/3")); v.Legal || v.Rule != "S4" {
		t.Fatal("S4: an ended player takes no more choices")
	}
}

// TestS4_FirstReadingEndsAtEighthCheckWithOpening: games saved before the
// correction replay under the first reading, where the opening was the
// first check and the 8th appearance of the value ended the game.
func TestS4_FirstReadingEndsAtEighthCheckWithOpening(t *testing.T) {
	p := scoring.SacksonPad{Rules: scoring.SacksonOpeningCounts}
	for i := 1; i <= 8; i++ {
		if _, err := p.Apply(dice(t, "33456"), choice(t, "3+4,5+6/3")); err != nil {
			t.Fatal(err)
		}
		if p.Tracks[0].Checks != i || p.Ended != (i == 8) {
			t.Fatalf("S4 first reading, round %d: %+v", i, p)
		}
	}
}

func TestS4_Rules(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want scoring.SacksonRules
		ok   bool
	}{{0, scoring.SacksonRulesCurrent, true}, {1, scoring.SacksonOpeningCounts, true}, {2, scoring.SacksonOpeningFree, true}, {3, 0, false}, {-1, 0, false}} {
		got, err := scoring.ParseSacksonRules(tc.n)
		if (err == nil) != tc.ok || (tc.ok && got != tc.want) {
			t.Errorf("ParseSacksonRules(%d) = %v, %v; want %v ok %v", tc.n, got, err, tc.want, tc.ok)
		}
	}
	if scoring.SacksonRulesCurrent != scoring.SacksonOpeningFree {
		t.Error("S4: new games get the corrected reading")
	}
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		if l.Say(scoring.SacksonOpeningCounts.Summary()) == l.Say(scoring.SacksonOpeningFree.Summary()) {
			t.Errorf("%s: the two readings are described alike", l)
		}
	}
}

func TestS4_ParseFifthsCountsTicks(t *testing.T) {
	tr, err := scoring.ParseFifths("3:0,5:7")
	if err != nil || tr[0].Checks != 0 || tr[1].Checks != 7 {
		t.Fatalf("S4: a track just opened has 0 checks: %+v %v", tr, err)
	}
	if p := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, tr); p.Ended {
		t.Fatal("S4: 7 ticks do not end the game")
	}
	tr, _ = scoring.ParseFifths("3:8")
	if p := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, tr); !p.Ended {
		t.Fatal("S4: 8 ticks end the game")
	}
	if _, err := scoring.ParseFifths("3:9"); err == nil {
		t.Fatal("9 checks accepted")
	}
}

func TestS4EighthCheckEndsPlayer(t *testing.T) {
	t.Parallel()
	p := scoring.SacksonPad{Tracks: []scoring.Track{{3, 7}, {5, 1}, {6, 1}}}
	if _, err := p.Apply(dice(t, "33456"), choice(t, "3+4,5+6/3")); err != nil {
		t.Fatal(err)
	}
	if !p.Ended {
		t.Fatal("S4: 8th check ends the player's game")
	}
	if v := p.Judge(dice(t, "33456"), choice(t, "3+4,5+6/3")); v.Legal || v.Rule != "S4" {
		t.Fatal("S4: an ended player takes no more choices")
	}
}

func TestS5S6RowScores(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		sum, checks int
		pen         scoring.Penalty
		want        int
	}{
		{7, 0, 200, 0}, {7, 1, 200, -200}, {7, 4, 150, -150}, {2, 3, 100, -100}, {7, 5, 200, 0},
		{7, 6, 200, 30}, {2, 10, 200, 500}, {12, 11, 200, 500}, {6, 8, 200, 120}, {3, 7, 200, 140}, {10, 9, 200, 240}, {5, 6, 200, 50},
	} {
		if got := scoring.SacksonRowScore(tc.sum, tc.checks, tc.pen); got != tc.want {
			t.Errorf("S6 row %d with %d checks, penalty %d: got %d want %d", tc.sum, tc.checks, tc.pen, got, tc.want)
		}
	}
	var p scoring.SacksonPad
	p.Rows[7], p.Rows[2], p.Rows[11] = 7, 1, 10
	if got := p.Total(200); got != 60-200+350 {
		t.Errorf("S7 total %d", got)
	}
}

func TestLegalChoices(t *testing.T) {
	t.Parallel()
	p := scoring.SacksonPad{Tracks: []scoring.Track{{3, 2}, {5, 1}, {6, 1}}}
	for _, c := range p.LegalChoices(dice(t, "33456")) {
		if c.Fifth == 4 {
			t.Fatalf("S3 obligation ignored: %s", c)
		}
	}
	if n := len((&scoring.SacksonPad{}).LegalChoices(dice(t, "12345"))); n != 15 {
		t.Errorf("12345: %d distinct splits, want 15", n)
	}
}

func FuzzParseChoice(f *testing.F) {
	for _, s := range []string{"3+4,5+6/3", "3+4,5+6", "1+1,1+1/1", "7+1,1+1/1", "+,/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := scoring.ParseChoice(s)
		if err != nil {
			return
		}
		back, err := scoring.ParseChoice(c.String())
		if err != nil || back != c {
			t.Fatalf("%q round trip: %v", s, err)
		}
		for _, x := range c.Sums() {
			if x < 2 || x > 12 {
				t.Fatalf("%q: sum %d", s, x)
			}
		}
	})
}
