package scoring_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

func TestC1S1PlayersPerGame(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		r       scoring.PlayerRange
		n       int
		ok      bool
		rule    string
		message string
	}{
		{scoring.Players5000, 1, false, "C1", "1 player: 5000 is played by 2 to 5 (C1)"},
		{scoring.Players5000, 2, true, "", ""},
		{scoring.Players5000, 5, true, "", ""},
		{scoring.Players5000, 6, false, "C1", "6 players: 5000 is played by 2 to 5 (C1)"},
		{scoring.PlayersSackson, 5, false, "S1", "5 players: 5000 is played by 1 to 4 (S1)"},
		{scoring.PlayersSackson, 1, true, "", ""},
		{scoring.PlayersPenta, 9, false, "", "9 players: 5000 is played by 1 to 8"},
	} {
		err := tc.r.Check(tc.n, "5000")
		if (err == nil) != tc.ok {
			t.Errorf("%+v with %d: got %v, want ok %v", tc.r, tc.n, err, tc.ok)
			continue
		}
		if err == nil {
			continue
		}
		e, _ := scoring.AsError(err)
		if e == nil || e.Rule != tc.rule || e.Illegal || e.Error() != tc.message {
			t.Errorf("%+v with %d: got %#v %q, want rule %q %q (bad input)", tc.r, tc.n, e, err, tc.rule, tc.message)
		}
	}
}

func TestY8RobotNames(t *testing.T) {
	t.Parallel()
	for _, name := range scoring.Robots {
		if !scoring.IsRobot(name) || scoring.CheckRobot(name) != nil || scoring.CheckRobot(strings.ToUpper(name)) != nil {
			t.Errorf("%s is a robot", name)
		}
	}
	if scoring.IsRobot("Robin") || scoring.CheckRobot("Robin") != nil {
		t.Error("Robin is a person")
	}
	err := scoring.CheckRobot("robot:genius")
	if err == nil || !strings.Contains(err.Error(), scoring.RobotNormal+" and "+scoring.RobotExpert) ||
		!strings.Contains(lang.ErrorText(err, lang.FR), "les robots sont") {
		t.Errorf("robot:genius: %v", err)
	}
}

func TestS6Penalties(t *testing.T) {
	t.Parallel()
	for _, p := range scoring.Penalties {
		got, err := scoring.ParsePenalty(fmt.Sprint(-int(p)))
		if err != nil || got != p {
			t.Errorf("ParsePenalty(-%d) = %v %v", p, got, err)
		}
	}
	if scoring.Penalties[0] != scoring.DefaultPenalty || scoring.DefaultPenalty != 200 {
		t.Errorf("S6: the default penalty is 200, got %v", scoring.Penalties)
	}
	_, err := scoring.ParsePenalty("120")
	if err == nil || err.Error() != `penalty "120": use 200, 150 or 100 (S6)` || !strings.Contains(lang.ErrorText(err, lang.FR), "200, 150 ou 100") {
		t.Errorf("120: %v / %s", err, lang.ErrorText(err, lang.FR))
	}
	if got := lang.FR.Say(scoring.PenaltyEasy.Label()); got != "−150 (facile)" {
		t.Errorf("name: %q", got)
	}
	for checks, want := range map[int]bool{0: false, 1: true, 4: true, 5: false, 10: false} {
		if scoring.IsPenaltyRow(checks) != want {
			t.Errorf("S6: %d checks penalty %v", checks, !want)
		}
	}
}

func TestP5UpperBonusLabelFromConstants(t *testing.T) {
	t.Parallel()
	if got := lang.EN.Say(scoring.UpperBonusMsg()); got != "Bonus (63 → 35)" {
		t.Errorf("got %q", got)
	}
}

func TestErrorTextAndPrefixed(t *testing.T) {
	t.Parallel()
	_, err := scoring.ParseDice("7", 1, 1)
	wrapped := fmt.Errorf("context: %w", err)
	if got := lang.ErrorText(wrapped, lang.FR); !strings.Contains(got, "un dé ne peut pas montrer 7") {
		t.Errorf("ErrorText through a wrap: %q", got)
	}
	if got := lang.ErrorText(errors.New("plain"), lang.FR); got != "plain" {
		t.Errorf("plain error: %q", got)
	}
	p := scoring.Prefix(scoring.Refusal("S3", true, lang.Both("bad", "mauvais")), lang.Both("Ana: ", "Ana\u00a0: "))
	e, ok := scoring.AsError(p)
	if !ok || !e.Illegal || e.Rule != "S3" || lang.FR.Say(e.Msg()) != "Ana\u00a0: mauvais (S3)" { // a refusal cites its rule (G2)
		t.Errorf("Prefixed: %#v", p)
	}
	if scoring.Prefix(nil, lang.Both("a", "a")) != nil {
		t.Error("Prefixed(nil) must be nil")
	}
}

// TestP2RollsLeft checks the throws that may still come after one: 0 to
// MaxThrows − 1, listed in both languages.
func TestP2RollsLeft(t *testing.T) {
	t.Parallel()
	got := scoring.RollsLeft()
	if len(got) != scoring.MaxThrows || got[0] != "0" || got[len(got)-1] != fmt.Sprint(scoring.MaxRollsLeft) {
		t.Fatalf("RollsLeft() = %v", got)
	}
	if en, fr := lang.EN.Or(got...), lang.FR.Or(got...); en != "0, 1 or 2" || fr != "0, 1 ou 2" {
		t.Fatalf("Or: %q, %q", en, fr)
	}
}

// TestY6MaxColumns checks that a sheet takes 1 to MaxColumns columns and
// that the refusal says so from the constant.
func TestY6MaxColumns(t *testing.T) {
	t.Parallel()
	if _, err := scoring.ParseColumns(strings.TrimSuffix(strings.Repeat("free,", scoring.MaxColumns), ",")); err != nil {
		t.Fatal(err)
	}
	_, err := scoring.ParseColumns(strings.Repeat("free,", scoring.MaxColumns) + "free")
	if e, ok := scoring.AsError(err); !ok || e.Rule != "Y6" || !strings.Contains(lang.EN.Say(e.Msg()), fmt.Sprintf("%d columns given: a sheet has 1 to %d (Y6)", scoring.MaxColumns+1, scoring.MaxColumns)) ||
		!strings.Contains(lang.FR.Say(e.Msg()), fmt.Sprintf("une feuille en a de 1 à %d", scoring.MaxColumns)) {
		t.Fatalf("%d columns: %v", scoring.MaxColumns+1, err)
	}
}

// TestS4CheckPlaying checks the refusal of a move on an ended pad.
func TestS4CheckPlaying(t *testing.T) {
	t.Parallel()
	tracks, err := scoring.ParseFifths("3:8")
	if err != nil {
		t.Fatal(err)
	}
	ended := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, tracks)
	open := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, nil)
	if err := open.CheckPlaying("Ana"); err != nil {
		t.Fatalf("a fresh pad: %v", err)
	}
	if !ended.Ended {
		t.Fatal("a track at 8 checks ends the pad")
	}
	for name, want := range map[string]string{"Ana": "Ana's game has ended: a track reached 8 checks (S4)", "": "a track has 8 checks: this pad's game has ended (S4)"} {
		e, ok := scoring.AsError(ended.CheckPlaying(name))
		if !ok || e.Rule != "S4" || !e.Illegal || lang.EN.Say(e.Msg()) != want || !strings.Contains(lang.FR.Say(e.Msg()), "finie") {
			t.Fatalf("%q: %v", name, e)
		}
	}
}

// TestC3C4JudgeKeep5000 checks the verdict of a set-aside and its sentence.
func TestC3C4JudgeKeep5000(t *testing.T) {
	t.Parallel()
	v := scoring.JudgeKeep5000([]uint8{1, 5, 5, 2, 3, 4}, []uint8{1, 5}, scoring.BustBooklet)
	if !v.Legal() || v.Points != 150 || v.RuleID() != "C4" || lang.EN.Say(v.Why()) != "setting aside 15 scores 150 (C3, C4)" {
		t.Fatalf("15 from 155234: %+v %q", v, lang.EN.Say(v.Why()))
	}
	v = scoring.JudgeKeep5000([]uint8{1, 5, 5, 2, 3, 4}, []uint8{2}, scoring.BustBooklet)
	if v.Legal() || v.Points != 0 || v.RuleID() == "" || v.RuleID() == "C4" && v.Err == nil || lang.FR.Say(v.Why()) == lang.EN.Say(v.Why()) {
		t.Fatalf("2 from 155234: %+v", v)
	}
}
