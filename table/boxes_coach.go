package table

import (
	"errors"
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// BoxCoach is the Expert of Penta and Yam's at the table: its tables, and
// its advice said as hint says it. The table's Expert coaches these games
// when its coach of the box engine (Expert.Coach) implements BoxCoach.
type BoxCoach interface {
	// Cached returns the Expert for r when its tables are had without
	// solving (already computed and cached), nil otherwise.
	Cached(r *scoring.Rules) *boxes.Advisor
	// Advisor returns the Expert for r, solving what the cache lacks.
	Advisor(r *scoring.Rules) (*boxes.Advisor, error)
	// Hint returns the advice for the player to move in st with faces at
	// hand and rollsLeft throws to come, in a few lines.
	Hint(st *sheets.State, faces []uint8, rollsLeft int) string
	// HintBest is Hint's first line alone: the Expert's move in hint's
	// words ("keep 66 — expected final total 239.50").
	HintBest(st *sheets.State, faces []uint8, rollsLeft int) string
}

// boxCoach returns the table's BoxCoach, or one that has no advice when
// the Expert given does not coach these games.
func (t *Table) boxCoach() BoxCoach {
	return coachOr[BoxCoach](t, sheets.EngineBoxes, noBoxCoach{t})
}

// noBoxCoach is the coach of a table whose Expert does not coach Penta and
// Yam's: the boxes ranked by points, and the hint says there is none.
type noBoxCoach struct{ t *Table }

func (noBoxCoach) Cached(*scoring.Rules) *boxes.Advisor { return nil }

func (c noBoxCoach) Advisor(*scoring.Rules) (*boxes.Advisor, error) {
	return nil, errors.New(c.t.noAdvice())
}

func (c noBoxCoach) Hint(*sheets.State, []uint8, int) string { return c.t.noAdvice() }

func (c noBoxCoach) HintBest(*sheets.State, []uint8, int) string { return c.t.noAdvice() }

// cachedExpert returns the Expert when its tables are loaded or cached,
// nil otherwise.
func (t *Table) cachedExpert(r *scoring.Rules) *boxes.Advisor { return t.boxCoach().Cached(r) }

// typedAdvice is the advice for dice typed at the table, where the program
// cannot know which throw of the turn they are: for each number of throws
// that may be left (2, 1, none), the Expert's move in hint's words — what
// to keep, or which box to write — with its expected final total.
func (t *Table) typedAdvice(st *sheets.State, d []uint8) string {
	c, ok := coachOf[BoxCoach](t, sheets.EngineBoxes)
	if !ok {
		return t.noAdvice()
	}
	var lines []string
	for left := scoring.MaxRollsLeft; left >= 0; left-- {
		throw := scoring.MaxThrows - left
		lines = append(lines, fmt.Sprintf(t.T("at throw %d/%d: %s"), throw, scoring.MaxThrows, c.HintBest(st, d, left)))
	}
	return strings.Join(lines, "\n")
}
