package table

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The Sackson in the forms (forms.go): the organiser's options the wizard
// asks (sacksonAsk), what the edit form asks of a move (sacksonEdit), and
// what check asks of a disputed throw (sacksonCheck). Registered with the
// engine's turn (sackson.go).

// SacksonNewAnswers are the organiser's options the wizard asks of a Sackson
// game, as scorepad new's flags write them.
type SacksonNewAnswers struct {
	Penalty string // --penalty
}

// Args writes the options as new's flags.
func (o SacksonNewAnswers) Args() []string { return flagArgs("penalty", o.Penalty) }

// sacksonAsk: the penalty of a row with too few checks.
func (t *Table) sacksonAsk(w *wizard) []wizStep {
	return []wizStep{optionsStep(func(a *SacksonNewAnswers) error {
		opts := t.penaltyChoices()
		def := a.Penalty
		if def == "" {
			def = strconv.Itoa(int(scoring.DefaultPenalty))
		}
		var err error
		a.Penalty, err = w.sel(fmt.Sprintf(t.T("Penalty of a row with 1 to %d checks"), scoring.PenaltyChecks), "", opts, def, true)
		return err
	})}
}

// penaltyChoices are the Sackson's penalties (--penalty, S6).
func (t *Table) penaltyChoices() []Option {
	var opts []Option
	for _, p := range scoring.Penalties {
		opts = append(opts, Option{Label: t.Lang.Say(p.Label()), Value: strconv.Itoa(int(p))})
	}
	return opts
}

// SacksonEditAnswers is a Sackson round the edit form asked, as scorepad
// edit's flags write it.
type SacksonEditAnswers struct {
	Roll    string   // --roll
	Choices []string // --choice NAME=choice for each player who chose
}

// Args writes the round as edit's flags.
func (e SacksonEditAnswers) Args() []string {
	args := flagArgs("roll", e.Roll)
	for _, c := range e.Choices {
		args = append(args, "--choice="+c)
	}
	return args
}

// sacksonEdit: the shared throw, then each player's split (empty for a
// player whose game had ended).
func (t *Table) sacksonEdit(st *sheets.State, ed *Edit) error {
	var e SacksonEditAnswers
	defer func() { ed.Move = e }()
	var err error
	if e.Roll, err = t.fiveDice(t.T("The shared throw")); err != nil {
		return err
	}
	for _, name := range st.Game.Players {
		c, err := t.P.Input(Question{Title: fmt.Sprintf(t.T("%s's choice (a+b,c+d/e; empty if their game had ended)"), t.name(name)), Placeholder: "3+4,5+6/3"})
		if err != nil {
			return err
		}
		if c = strings.TrimSpace(c); c != "" {
			e.Choices = append(e.Choices, name+"="+c)
		}
	}
	return nil
}

// SacksonCheckAnswers is a disputed Sackson throw the check form asked, as
// scorepad check's flags write it.
type SacksonCheckAnswers struct {
	Roll, Choice, Fifths string // --roll, --choice, --fifths ("" when none)
}

// Args writes the throw as check's flags.
func (c SacksonCheckAnswers) Args() []string {
	return flagArgs("roll", c.Roll, "choice", c.Choice, "fifths", c.Fifths)
}

// sacksonCheck: the shared throw, the split, and the fifth-die tracks.
func (t *Table) sacksonCheck(chk *Check, _, _ bool) (bool, error) {
	var c SacksonCheckAnswers
	defer func() { chk.Asked = c }()
	var err error
	if c.Roll, err = t.checkDice(t.T("The shared throw of five dice"), "33456", 5, 5, false); err != nil {
		return false, err
	}
	if c.Choice, err = t.checkInput(t.T("The split: two pairs and the fifth die"), "3+4,5+6/3", false, func(s string) error {
		_, err := scoring.ParseChoice(s)
		return err
	}); err != nil {
		return false, err
	}
	if c.Fifths, err = t.checkInput(t.T("Fifth-die tracks value:checks (optional)"), "3:2,5:0", false, func(s string) error {
		_, err := scoring.ParseFifths(s)
		return err
	}); err != nil {
		return false, err
	}
	return true, nil
}
