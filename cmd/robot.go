package cmd

import (
	"context"
	"errors"
	"strings"

	tbl "github.com/scorepad/scorepad/table"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Robots (RULES.md Y8): a player named robot:normal or robot:expert plays
// its own turns with digital dice; the Expert plays the optimum.

// checkRobots refuses robots where they cannot play.
func checkRobots(kind sheets.Kind, players []string) error {
	for _, p := range players {
		if !scoring.IsRobot(p) {
			continue
		}
		if err := scoring.CheckRobot(p); err != nil {
			return err
		}
	}
	return nil
}

// strategyFor returns the robot's strategy for the game's rules.
func (t *table) strategyFor(name string, r *scoring.Rules) (boxes.Strategy, error) {
	if strings.EqualFold(strings.TrimSpace(name), scoring.RobotNormal) {
		return boxes.Normal{Rules: r}, nil
	}
	a, err := t.expert(r)
	if err != nil {
		return nil, err
	}
	return &boxes.Expert{A: a}, nil
}

// expert returns the advisor for r, computing (once) what the cache lacks
// with its progress shown under the question; Esc cancels (errCancelled).
func (t *table) expert(r *scoring.Rules) (*boxes.Advisor, error) {
	if t.adv != nil && rulesKey(t.adv.Rules) == rulesKey(r) {
		return t.adv, nil
	}
	var a *boxes.Advisor
	var info solveInfo
	var err error
	if ps, ok := t.p.(progressShower); ok {
		err = ps.Progress(func(ctx context.Context, report func(string)) error {
			var err error
			a, info, err = t.f.advisorWith(ctx, r, func(p boxes.Progress) {
				report(t.f.progressText(p, t.f.T("Esc")))
			})
			return err
		})
	} else { // move --robot: the command line's progress and Ctrl-C
		a, info, err = t.f.advisorFor(r)
	}
	if err != nil {
		return nil, err
	}
	if !info.Cached {
		t.say("%s\n", solvedLine(t.f, info.Seconds))
	}
	t.adv = a
	return a, nil
}

// solvedLine says the Expert's tables were solved in seconds (move
// --robot, the table), folded at spaces to the line width (80 columns, or
// the terminal's when narrower), as the table's output is.
func solvedLine(f *factory, seconds float64) string {
	s := f.lang.Sprintf(f.T("(the Expert solved its tables in %.1f s; next time they load at once)"), seconds)
	return foldText(s, f.lineWidth())
}

// robotMove plays the turn of the player to move with strategy s and dice
// from die, and returns it as a move that records every throw.
func robotMove(st *sheets.State, s boxes.Strategy, die func() uint8) sheets.Move {
	d := boxes.TakeTurn(st.Boxes().Cols[st.Turn], s, die)
	return st.BoxMove(d.Column, d.Box, d.Faces, d.Throws)
}

// tableExpert is the table's Expert (table.Expert) and every engine's
// coach (table.BoxCoach, FiveCoach, SacksonCoach): the advisor's tables
// through the cache, hints printed as hint prints them, robots' turns.
type tableExpert struct{ t *table }

// The table finds a coach by asking the Expert's type: a method whose
// signature drifted would drop the advice silently, so the compiler checks.
var _ interface {
	tbl.Expert
	tbl.BoxCoach
	tbl.FiveCoach
	tbl.SacksonCoach
} = tableExpert{}

// Cached returns the Expert of r when every table is in the cache (it
// never solves: the box list falls back to points until then).
func (e tableExpert) Cached(r *scoring.Rules) *boxes.Advisor {
	t := e.t
	key := rulesKey(r)
	if t.adv != nil && rulesKey(t.adv.Rules) == key {
		return t.adv
	}
	if t.noCache[key] {
		return nil
	}
	a := t.f.advisorCached(r)
	if a == nil {
		if t.noCache == nil {
			t.noCache = map[string]bool{}
		}
		t.noCache[key] = true // looked once this sitting: not cached
		return nil
	}
	t.adv = a
	return a
}

// rulesKey names a rule set by its tables: equal keys, same Expert.
func rulesKey(r *scoring.Rules) string {
	var b strings.Builder
	for _, m := range r.Columns {
		b.WriteString(boxes.Key(r, m) + "|")
	}
	return b.String()
}

// Advisor returns the Expert of r, solving what the cache lacks.
func (e tableExpert) Advisor(r *scoring.Rules) (*boxes.Advisor, error) { return e.t.expert(r) }

// Hint is the advice for a turn in one line and its runners-up.
func (e tableExpert) Hint(st *sheets.State, faces []uint8, rollsLeft int) string {
	return e.t.hintText(st, faces, rollsLeft, true)
}

// SetAsideHint is the 5000 Expert's advice at the set-aside question.
func (e tableExpert) SetAsideHint(st *sheets.State, total int, dice []uint8) string {
	return e.t.fiveHintLine(st, total, dice)
}

// RobotMove plays the robot to move with its strategy.
func (e tableExpert) RobotMove(st *sheets.State, die func() uint8) (sheets.Move, error) {
	return cmdOf(st.Game.Kind).robotMove(e.t, st, die)
}

// hintText is the advice for a turn in one line, and its runners-up when
// alternatives is true.
func (t *table) hintText(st *sheets.State, faces []uint8, rollsLeft int, alternatives bool) string {
	bs := st.Boxes()
	a, err := t.expert(bs.Rules)
	if errors.Is(err, errCancelled) {
		return t.f.T("Hint cancelled: the Expert's tables were not computed.")
	}
	if err != nil {
		return err.Error()
	}
	h := boxes.Advise(a, bs.Cols[st.Turn], faces, rollsLeft)
	if !alternatives {
		h.Alternatives = nil
	}
	var b strings.Builder
	pages.BoxHint(&b, t.l, bs.Rules, h, "")
	return strings.TrimRight(b.String(), "\n")
}
