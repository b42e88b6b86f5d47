package table

import (
	"errors"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The table's forms answered from a page (issue 37): the check form and
// the edit form, as Step answers a turn — each form sent carries every
// answer given so far, and the terminal's form runs again answered from
// them up to the first question left without one, which the page shows,
// with the terminal's questions, choices, checks and refusals.

// FormStep runs form (CheckFormFor, EditForm, …: a form of t asking
// through t.P) answered with answers. Done is set when the form got every
// answer it asked; Asked is the next question otherwise. st, when set, is
// the game the form is about (its sheet is drawn by the page, not said in
// the questions). Nothing is written: what the answers describe is for
// the caller to do.
func (t *Table) FormStep(st *sheets.State, answers []string, form func(t *Table) error) (step Step, done bool, err error) {
	var said strings.Builder
	wp := &webPrompter{t: t, st: st, answers: answers, said: &said}
	p, out := t.P, t.Out
	defer func() { t.P, t.Out = p, out }()
	t.P, t.Out = wp, &said
	err = form(t)
	step = Step{Refused: wp.refused, Said: strings.TrimSpace(said.String()[wp.mark:])}
	switch {
	case err == nil:
		return step, true, nil
	case errors.Is(err, errAsked), errors.Is(err, ErrPaused), errors.Is(err, ErrBack):
		step.Asked, step.Answers = wp.asked, wp.kept
		if step.Asked == nil {
			return step, false, err
		}
		return step, false, nil
	}
	if se, ok := scoring.AsError(err); ok {
		step.Refused = t.Lang.Say(se.Msg())
		return step, false, nil
	}
	return step, false, err
}
