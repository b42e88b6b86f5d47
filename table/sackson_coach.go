package table

import (
	"errors"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// SacksonCoach is the Expert of the Sackson at the table: the robots'
// splits and the advice at the split question. The table's Expert coaches
// the Sackson when its coach of the Sackson engine (Expert.Coach)
// implements SacksonCoach.
type SacksonCoach interface {
	// SacksonChoice returns the split the robot at seat makes of roll in
	// the Sackson game st.
	SacksonChoice(st *sheets.State, seat int, roll []uint8) (scoring.SacksonChoice, error)
	// SacksonHint returns the Sackson Expert's advice for the player at
	// seat, in a few lines.
	SacksonHint(st *sheets.State, seat int, roll []uint8) string
	// SacksonBest returns the split SacksonHint recommends, written as
	// scoring.SacksonChoice.String writes it; "" when there is none.
	SacksonBest(st *sheets.State, seat int, roll []uint8) string
}

// sacksonCoach returns the table's SacksonCoach, or one that has no advice
// (and no robot) when the Expert given does not coach the Sackson.
func (t *Table) sacksonCoach() SacksonCoach {
	return coachOr[SacksonCoach](t, sheets.EngineSackson, noSacksonCoach{t})
}

// noSacksonCoach has no advice, and its robots cannot split.
type noSacksonCoach struct{ t *Table }

func (c noSacksonCoach) SacksonChoice(*sheets.State, int, []uint8) (scoring.SacksonChoice, error) {
	return scoring.SacksonChoice{}, errors.New(c.t.T("The Expert does not play this game: its robots cannot split."))
}

func (c noSacksonCoach) SacksonHint(*sheets.State, int, []uint8) string { return c.t.noAdvice() }

func (noSacksonCoach) SacksonBest(*sheets.State, int, []uint8) string { return "" }
