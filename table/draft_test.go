package table_test

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// G2 (issue 16): a 5000 turn typed throw by throw is saved as it is typed;
// a pause mid-turn resumes at the next throw, the set-aside kept; nothing
// of it is a move until the turn is banked.
func TestG2FiveTurnInProgressResumesAfterPause(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}
	s := newSitting(t, g,
		step{"select", "Ana: score 0", "throws"},
		step{"input", "Throw 1: the 6 dice", "115234"}, step{"multi", "Set aside", "115"},
		step{"select", "Turn so far: 250", "throw"},
		step{"input", "Throw 2: the 3 dice", "p"})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatalf("p pauses: %v", err)
	}
	if n := len(s.state(t).Game.Moves); n != 0 {
		t.Fatalf("a turn in progress is no move: %d moves", n)
	}
	if sum, _ := s.svc.Games(context.Background(), sheets.GamesQuery{All: true}); len(sum) != 1 || sum[0].Moves != 0 {
		t.Fatalf("the list of games counts no move: %+v", sum)
	}
	// resume: straight to throw 2, the 250 set aside kept
	s.p.steps = []step{{"input", "Throw 2: the 3 dice", "155"}, {"multi", "Set aside", "155"},
		{"select", "Turn so far: 450", "stop"}, {"select", "Ben: score 0", "p"}}
	s.out.Reset()
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	s.p.done()
	if !strings.Contains(s.out.String(), "Turn in progress: Throw by throw · 115234 · ⚀ 1 ⚀ 1 ⚄ 5 · Throw the 3 dice left") {
		t.Fatalf("the resumed turn is said:\n%s", s.out)
	}
	st := s.state(t)
	if len(st.Game.Moves) != 1 || st.Five().Players[0].Turns[0].Points != 450 || st.Game.Moves[0].Play.(sheets.FivePlay).Turn == "" {
		t.Fatalf("the banked turn holds both throws: %+v %+v", st.Game.Moves, st.Five().Players[0])
	}
}

// G2: u in the middle of a turn takes back the last throw typed (with its
// set-aside), not the previous player's move.
func TestG2UndoMidTurnTakesBackOneThrow(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}
	s := newSitting(t, g,
		step{"select", "Ana: score 0", "total"}, step{"input", "total", "650"},
		step{"select", "Ben: score 0", "throws"},
		step{"input", "Throw 1: the 6 dice", "115234"}, step{"multi", "Set aside", "115"},
		step{"select", "Turn so far: 250", "throw"},
		step{"input", "Throw 2: the 3 dice", "u"},
		step{"input", "Throw 1: the 6 dice", "111234"}, step{"multi", "Set aside", "111"},
		step{"select", "Turn so far: 1000", "stop"})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	out := s.out.String()
	if !strings.Contains(out, "Taken back (Ben — not yet accepted): Throw 1: the 6 dice thrown 115234 · Set aside which dice? ⚀ 1 ⚀ 1 ⚄ 5 · Turn so far: 250 Throw the 3 dice left") {
		t.Fatalf("u says what it took back:\n%s", out)
	}
	st := s.state(t)
	if len(st.Game.Moves) != 2 || st.Five().Players[0].Score != 650 || st.Five().Players[1].Turns[0].Points != 1000 {
		t.Fatalf("Ana's 650 kept, Ben's turn is the second throw: %+v", st.Five().Players)
	}
}

// G2: with nothing typed in the turn, u takes back the last whole move and
// says whose it was and what; with a robot at the table, back to the
// person's last move.
func TestG2UndoWithRobotGoesBackToThePersonsMove(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", scoring.RobotNormal}}
	s := newSitting(t, g, append(boxSteps("66666", "Penta", false),
		step{"input", "Ana — round 2/13", "u"},
		step{"input", "Ana — round 1/13", "p"})...)
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	out := s.out.String()
	if !regexp.MustCompile(`(?m)` + regexp.QuoteMeta(scoring.RobotNormal) + `: throw 1: [1-6 ]+(, keeps [1-6 ]+| · |$)`).MatchString(out) {
		t.Fatalf("the robot's turn in words:\n%s", out)
	}
	if !regexp.MustCompile(regexp.QuoteMeta(scoring.RobotNormal) + `'s .+ in turn 1 taken back\.\nAna's Penta 50 \(66666\) in turn 1 taken back\.`).MatchString(out) {
		t.Fatalf("both moves taken back, each said:\n%s", out)
	}
	if n := len(s.state(t).Game.Moves); n != 0 {
		t.Fatalf("%d moves left", n)
	}
}

// G2 and P10: with digital dice, every throw is saved before it is shown:
// a pause and a resume (even with another die) show the same dice.
func TestG2DigitalDiceResumeTheSameDice(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "round 1/13", "keep"}, step{"multi", "Keep which dice", ""},
		step{"select", "round 1/13", "p"})
	s.tab.Digital = true
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	throws := regexp.MustCompile(`Throw \d/3: [^\n]+`)
	before := throws.FindAllString(s.out.String(), -1)
	if len(before) != 2 {
		t.Fatalf("two throws shown:\n%s", s.out)
	}
	s.tab.Die = func() uint8 { return 6 } // another cup: the saved dice win
	s.out.Reset()
	s.p.steps = []step{{"select", "round 1/13", "p"}}
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	after := throws.FindAllString(s.out.String(), -1)
	if strings.Join(after, "\n") != strings.Join(before, "\n") {
		t.Fatalf("resumed with other dice:\nbefore %q\nafter  %q", before, after)
	}
	// taking back the keep throws the same second throw again
	s.out.Reset()
	s.p.steps = []step{{"select", "round 1/13", "u"}, {"select", "round 1/13", "keep"}, {"multi", "Keep which dice", ""}, {"select", "round 1/13", "p"}}
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	again := throws.FindAllString(s.out.String(), -1)
	if len(again) < 1 || again[len(again)-1] != before[1] {
		t.Fatalf("undo and keep again: no free re-roll:\nbefore %q\nagain  %q", before, again)
	}
}

// S2 (issue 16): a Sackson player may go back to an earlier choice of the
// same round before it is accepted; a pause mid-round keeps the throw and
// the choices given.
func TestS2BackToAnEarlierChoiceAndResumeMidRound(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.Sackson, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200, SacksonRules: int(scoring.SacksonRulesCurrent)}}}
	s := newSitting(t, g,
		step{"input", "the shared throw", "12345"},
		step{"select", "Ana: split 12345", "~1+2) and 7 (3+4), fifth 5"},
		step{"select", "Ben: split 12345", "back"},
		step{"select", "Ana: split 12345", "~1+3) and 7 (2+5), fifth 4"})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) { // Ctrl-C at Ben's choice
		t.Fatal(err)
	}
	s.p.steps = []step{{"select", "Ben: split 12345", "~1+2) and 7 (3+4), fifth 5"}, {"input", "Round 2", "p"}}
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	s.p.done()
	m := s.state(t).Game.Moves
	if len(m) != 1 || m[0].Play.(sheets.SacksonPlay).Choices[0] != "1+3,2+5/4" || m[0].Play.(sheets.SacksonPlay).Choices[1] != "1+2,3+4/5" {
		t.Fatalf("the round holds Ana's second choice: %+v", m)
	}
}

// C3 (issue 16): a 5000 total typed as it is written, "1 000", is 1000.
func TestC3TotalWithSpacesIsANumber(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}
	s := newSitting(t, g, step{"select", "Ana: score 0", "total"}, step{"input", "total", "1 000"})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	if st := s.state(t); st.Five().Players[0].Score != 1000 {
		t.Fatalf("1 000: %+v", st.Five().Players[0])
	}
}

// Y8 (issue 16): dice typed with a ? after them ask the Expert; the
// advice is said once, in the question asked again, the dice typed still
// in the field (Enter takes them); nothing recorded before.
func TestY8QuestionMarkAtTheDicePromptIsTheHint(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"input", "the five dice", "?"}, step{"input", "the five dice", "66612?"},
		step{"input", "the five dice", ""}, step{"select", "which box?", "~Sixes"})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	if got, want := strings.Join(s.p.values[:3], "|"), "||66612"; got != want {
		t.Fatalf("the field after each ?: got %q, want %q", got, want)
	}
	asked := strings.Join(s.p.asked, "\n")
	if !strings.Contains(s.p.asked[1], "? after the dice asks the Expert: e.g. 66666?") || !strings.Contains(s.p.asked[2], "at throw 3/3: BEST 66612 0") || strings.Contains(s.p.asked[2], "e.g. 66666?") {
		t.Fatalf("? at the dice prompt: the advice in the question asked again, the last one only:\n%s", asked)
	}
	if out := s.out.String(); strings.Contains(out, "BEST") || strings.Contains(out, "asks the Expert") {
		t.Fatalf("the advice is said once, in the form, not above it too:\n%s", out)
	}
	if m := s.state(t).Game.Moves; len(m) != 1 || m[0].Play.(sheets.BoxPlay).Dice != "66612" {
		t.Fatalf("one move, the dice typed without ?: %+v", m)
	}
}

// S1 (issue 20): at a Sackson table of two, dice then ? give each player's
// advice under their name, once, and Enter takes the dice still typed.
func TestS1HintAtTheThrowNamesEachPlayerOnce(t *testing.T) {
	t.Parallel()
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		g := &sheets.Game{Kind: sheets.Sackson, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200, SacksonRules: int(scoring.SacksonRulesCurrent)}}}
		shared, split := "the shared throw", ": split 23366"
		ana, ben := "Ana: SACKSON HINT 0 23366", "Ben: SACKSON HINT 1 23366"
		if l == lang.FR {
			shared, split = "le lancer commun", " : partage de 23366"
			ana, ben = "Ana : SACKSON HINT 0 23366", "Ben : SACKSON HINT 1 23366"
		}
		s := newSitting(t, g, step{"input", shared, "23366?"}, step{"input", shared, ""},
			step{"select", "Ana" + split, "~9 (3+6)"}, step{"select", "Ben" + split, "~9 (3+6)"})
		s.tab.Lang = l
		if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
			t.Fatal(err)
		}
		s.p.done()
		if !strings.Contains(s.p.asked[1], ana+"\n"+ben+"\n") {
			t.Fatalf("%s: one named block a player:\n%s", l, s.p.asked[1])
		}
		if strings.Contains(s.out.String(), "SACKSON HINT") {
			t.Fatalf("%s: the advice is said once, in the form:\n%s", l, s.out)
		}
		if m := s.state(t).Game.Moves; len(m) != 1 || m[0].Play.(sheets.SacksonPlay).Roll != "23366" {
			t.Fatalf("%s: the round is the throw kept in the field: %+v", l, m)
		}
	}
}

// S1 (issue 20): a mistyped shared throw is taken back from the first
// player's split list (both languages); a pause after it asks the throw
// afresh, not the wrong one again.
func TestS1BackToTheThrowFromTheFirstSplit(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.Sackson, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200, SacksonRules: int(scoring.SacksonRulesCurrent)}}}
	s := newSitting(t, g,
		step{"input", "the shared throw", "12345"},
		step{"select", "Ana: split 12345", "~← back to the throw"})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) { // Ctrl-C at the throw asked again
		t.Fatal(err)
	}
	if got := strings.Join(s.p.asked, "\n"); !strings.HasPrefix(s.p.asked[len(s.p.asked)-1], "input: Round 1: the shared throw") {
		t.Fatalf("back goes to the throw:\n%s", got)
	}
	if got := s.p.values[len(s.p.values)-1]; got != "12345" {
		t.Fatalf("the throw taken back is in the field, to be corrected: %q", got)
	}
	s.p.steps = []step{{"input", "the shared throw", "23366"},
		{"select", "Ana: split 23366", "~9 (3+6)"}, {"select", "Ben: split 23366", "~9 (3+6)"}}
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	if m := s.state(t).Game.Moves; len(m) != 1 || m[0].Play.(sheets.SacksonPlay).Roll != "23366" {
		t.Fatalf("the round is the throw typed again: %+v", m)
	}
	// Ben's list goes back to Ana's choice, not to the throw
	if ben := strings.Join(s.p.labels[len(s.p.labels)-1], "\n"); strings.Contains(ben, "back to the throw") || !strings.Contains(ben, "← back to Ana's choice") {
		t.Fatalf("Ben's list:\n%s", ben)
	}
	fr := newSitting(t, &sheets.Game{Kind: sheets.Sackson, Players: []string{"Zoé"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200, SacksonRules: int(scoring.SacksonRulesCurrent)}}},
		step{"input", "le lancer commun", "12345"}, step{"select", "Zoé : partage de 12345", "~← revenir au lancer"}, step{"input", "le lancer commun", "p"})
	fr.tab.Lang = lang.FR
	if err := fr.tab.Play(fr.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	fr.p.done()
}

// C3 (issue 20): a refused set-aside keeps checked the dice of it that
// score; only the wrong ones are unchecked.
func TestC3RefusedSetAsideKeepsTheScoringDice(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}
	s := newSitting(t, g,
		step{"select", "Ana: score 0", "throws"},
		step{"input", "Throw 1: the 6 dice", "115234"}, step{"multi", "Set aside", "152"}, // a lone 2 scores nothing
		step{"multi", "Set aside", "15"})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	if !strings.Contains(s.p.asked[3], "Set aside which dice? (turn so far 0) — ✘ ") || strings.Contains(s.out.String(), "✘") {
		t.Fatalf("the set-aside is refused, said in the question asked again:\n%s", strings.Join(s.p.asked, "\n"))
	}
	var checked []string
	for _, o := range s.p.multis[1] {
		if o.Selected {
			checked = append(checked, o.Label)
		}
	}
	if got, want := strings.Join(checked, " | "), "⚀ 1  (die 1) | ⚄ 5  (die 3)"; got != want {
		t.Fatalf("checked again: got %q, want %q", got, want)
	}
}
