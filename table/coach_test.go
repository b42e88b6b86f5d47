package table_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// The tests' Expert coaches every engine, each coach of its own type:
// checked by the compiler, so that a coach changed in table/ cannot leave
// these tests without advice unseen (the table asks the Expert given for
// each engine's coach).
var (
	_ table.Expert       = (*expert)(nil)
	_ table.BoxCoach     = boxCoach{}
	_ table.FiveCoach    = fiveCoach{}
	_ table.SacksonCoach = sacksonCoach{}
)

// robotsOnly is an Expert that plays the robots (as the tests' expert
// does) and coaches no engine.
type robotsOnly struct{ e *expert }

func (r robotsOnly) RobotMove(st *sheets.State, die func() uint8) (sheets.Move, error) {
	return r.e.RobotMove(st, die)
}

func (robotsOnly) Coach(sheets.Engine) any { return nil }

const noAdvice = "The Expert gives no advice for this game."

// Issue 29, item 1: each engine's advice is its own coach, found on the
// Expert given. An Expert that coaches no engine still plays the robots'
// turns; every question is asked without advice, ? Hint says there is
// none, the boxes are ranked by points, and a Sackson robot, which needs
// the coach to split, stops the sitting with why, nothing saved.
func TestEngineCoachesAreTheirOwn(t *testing.T) {
	t.Parallel()
	t.Run("Penta", func(t *testing.T) {
		t.Parallel()
		s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", scoring.RobotNormal}},
			step{"input", "the five dice", "66612?"}, step{"input", "the five dice", ""},
			step{"select", "which box?", "hint"}, step{"select", "which box?", "~Sixes"},
			step{"input", "Ana — round 2/13", "p"})
		s.tab.Expert = robotsOnly{s.ex}
		if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
			t.Fatal(err)
		}
		s.p.done()
		if !strings.Contains(s.p.asked[1], noAdvice) || !strings.HasPrefix(s.p.asked[3], "select: Ana: 66612 — which box? — "+noAdvice+"\n") {
			t.Fatalf("? after the dice and ? Hint say there is no advice:\n%s", strings.Join(s.p.asked, "\n"))
		}
		if strings.Contains(s.p.asked[3], "by the Expert") || s.p.labels[1][0] != "Three of a kind — 21" {
			t.Fatalf("the boxes ranked by points: %q\n%s", s.p.labels[1], s.p.asked[3])
		}
		if m := s.state(t).Game.Moves; len(m) != 2 || len(s.ex.hints) != 0 {
			t.Fatalf("Ana's box and the robot's turn, no hint asked of the Expert: %d moves, hints %v", len(m), s.ex.hints)
		}
	})
	t.Run("5000", func(t *testing.T) {
		t.Parallel()
		g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}
		s := newSitting(t, g,
			step{"select", "Ana: score 0", "throws"},
			step{"input", "Throw 1: the 6 dice", "155234"}, step{"multi", "Set aside", "1"},
			step{"select", "Turn so far: 100", ""}, step{"input", "Throw 2: the 5 dice", "p"})
		s.tab.Expert = robotsOnly{s.ex}
		if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
			t.Fatal(err)
		}
		s.p.done()
		asked := strings.Join(s.p.asked, "\n")
		if !strings.Contains(asked, "multi: Set aside which dice? (turn so far 0) — \n") || !strings.Contains(asked, "select: Turn so far: 100 — \n") {
			t.Fatalf("the set-aside and the bank asked without advice, Enter throwing on:\n%s", asked)
		}
	})
	t.Run("Sackson", func(t *testing.T) {
		t.Parallel()
		g := &sheets.Game{Kind: sheets.Sackson, Players: []string{"Ana", "robot:expert"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200, SacksonRules: int(scoring.SacksonRulesCurrent)}}}
		s := newSitting(t, g, step{"input", "the shared throw", "12345"},
			step{"select", "Ana: split 12345", "hint"}, step{"select", "Ana: split 12345", "1+2,3+4/5"})
		s.tab.Expert = robotsOnly{s.ex}
		err := s.tab.Play(s.id)
		if err == nil || err.Error() != "The Expert does not play this game: its robots cannot split." {
			t.Fatalf("a Sackson robot without its coach: %v", err)
		}
		s.p.done()
		if !strings.Contains(s.p.asked[2], "Ana: split 12345 — "+noAdvice+"\n") {
			t.Fatalf("? Hint says there is no advice:\n%s", strings.Join(s.p.asked, "\n"))
		}
		if m := s.state(t).Game.Moves; len(m) != 0 {
			t.Fatalf("nothing saved: %+v", m)
		}
	})
}
