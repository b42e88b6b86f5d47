package table

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The dialogue answered from a web form (issue 32). A phone does not hold a
// conversation open: each form sent carries every answer given so far in
// the turn, and Step runs the very dialogue of the terminal (the same
// questions, options, checks and refusal texts) answered from them, up to
// the first question without an answer — which the page then shows — or
// until the move is saved. Nothing is written before the move: a turn in
// progress on a phone is the form's, not the game's draft.

// Asked is one question of the dialogue, as a form shows it.
type Asked struct {
	// Kind is "input", "select", "multi" (any of Options) or "confirm"
	// (Options are yes and no).
	Kind        string
	Title       string
	Description string
	Placeholder string
	// Value is the answer already in the field.
	Value   string
	Options []Option
	Default string
	// Dice marks a question of dice: "?" after them asks the Expert.
	Dice bool
}

// Step is where one run of the dialogue stopped.
type Step struct {
	// Asked is the next question; nil when the move was saved or the game
	// takes no move.
	Asked *Asked
	// Answers are the answers that led to Asked, to send back with the
	// answer to it.
	Answers []string
	// Refused says why the last answer was refused (the terminal's words).
	Refused string
	// Said is what the table said about the last answer (a hint, a refused
	// box, a bust).
	Said string
	// Saved is true when the move was saved: the Printer said what it did.
	Saved bool
}

// The answers to a Confirm.
const (
	Yes = "yes"
	No  = "no"
)

// errAsked stops the dialogue at a question without an answer.
var errAsked = fmt.Errorf("%w: the form's answers ran out", ErrPaused)

// Step runs the turn (a Sackson round) of game id answered with answers,
// on the position of moves moves. A game that moved on meanwhile is refused
// with a *sheets.StaleError before anything is judged, and the save itself
// takes place only as move moves+1 (sheets.Service.At): a form sent twice,
// or after another device wrote, is never applied twice nor to a position
// its author did not see. A robot's turn is one question ("robot").
func (t *Table) Step(ctx context.Context, id int64, moves int, answers []string) (Step, error) {
	st, err := t.Service.Load(ctx, id)
	if err != nil {
		return Step{}, err
	}
	if n := len(st.Game.Moves); n != moves {
		return Step{}, &sheets.StaleError{ID: id, Want: moves, Now: n}
	}
	if st.Finished || !st.Game.Abandoned.IsZero() {
		return Step{}, nil
	}
	svc, out, p, c := t.Service, t.Out, t.P, t.ctx
	defer func() { t.Service, t.Out, t.P, t.ctx = svc, out, p, c }()
	t.Service, t.ctx = svc.At(moves), ctx
	step, err := t.step(st, answers)
	var again bool
	if se, ok := scoring.AsError(err); ok { // refused on saving: said, and asked again from the start
		step.Refused, again = t.Lang.Say(se.Msg()), true
	} else if errors.Is(err, ErrAgain) {
		again = true
	} else if err != nil {
		return Step{}, err
	}
	if again {
		first := step
		if step, err = t.step(st, nil); err != nil {
			return Step{}, err
		}
		step.Refused, step.Said = first.Refused, first.Said
	}
	return step, nil
}

// step runs the dialogue once: ErrAgain and the rules' refusals come back
// as errors.
func (t *Table) step(st *sheets.State, answers []string) (Step, error) {
	var said strings.Builder
	wp := &webPrompter{t: t, st: st, answers: answers, said: &said}
	t.P, t.Out = wp, &said
	var err error
	if st.Turn >= 0 && scoring.IsRobot(st.Game.Players[st.Turn]) {
		name := t.name(st.Game.Players[st.Turn])
		if _, err = wp.Select(fmt.Sprintf(t.T("%s plays its own turns"), name), "",
			[]Option{{Label: fmt.Sprintf(t.T("%s: play its turn"), name), Value: "robot"}}, "robot"); err == nil {
			err = t.robotTurn(st)
		}
	} else {
		err = engineOf(st).turn(t, st)
	}
	s := Step{Refused: wp.refused, Said: strings.TrimSpace(said.String()[wp.mark:])}
	switch {
	case err == nil:
		s.Saved = true
		return s, nil
	case errors.Is(err, errAsked):
		s.Asked, s.Answers = wp.asked, wp.kept
		return s, nil
	case errors.Is(err, ErrPaused): // p: nothing to pause on a page
		s.Asked, s.Answers = wp.asked, wp.kept
		return s, nil
	}
	return s, err
}

// webPrompter answers the dialogue from a form's answers, in order, and
// stops at the first question left without one.
type webPrompter struct {
	t       *Table
	st      *sheets.State
	answers []string
	pos     int
	said    *strings.Builder
	mark    int // what was said before the last answer was taken
	kept    []string
	asked   *Asked
	refused string
}

// take returns the next answer, if any.
func (p *webPrompter) take() (string, bool) {
	if p.pos >= len(p.answers) {
		return "", false
	}
	a := p.answers[p.pos]
	p.pos++
	if p.pos == len(p.answers) {
		p.mark = p.said.Len()
	}
	return a, true
}

func (p *webPrompter) ask(a Asked) error {
	p.asked = &a
	return errAsked
}

// clean takes out of a description what the page shows otherwise: the
// terminal's commands (buttons on the page) and the player's sheet (drawn
// above the form).
func (p *webPrompter) clean(desc string) string {
	t := p.t
	desc = strings.ReplaceAll(desc, t.commandsHelp(), "")
	for _, keys := range []string{t.checkEsc(), t.T("Shift+Tab (or <): back a question"), t.T("Shift+Tab: back a question")} {
		desc = strings.ReplaceAll(desc, keys, "") // a terminal's keys: a page has its buttons
	}
	if p.st == nil {
		return strings.TrimSpace(desc)
	}
	if sheet := engineOf(p.st).shownSheet; sheet != nil {
		if drawn := sheet(t, p.st); drawn != "" {
			desc = strings.ReplaceAll(desc, drawn, "")
		}
	}
	return strings.TrimSpace(desc)
}

// webOptions leaves out the terminal's commands (undo, sheets, pause).
func webOptions(opts []Option) []Option {
	var out []Option
	for _, o := range opts {
		if o.Value == "u" || o.Value == "s" || o.Value == "p" || o.Value == backValue {
			continue
		}
		out = append(out, o)
	}
	return out
}

func offered(opts []Option, v string) bool {
	for _, o := range opts {
		if o.Value == v {
			return true
		}
	}
	return false
}

func (p *webPrompter) notOffered() string {
	return p.t.T("That choice is not offered here: pick one of the list.")
}

// Input checks the answer as the terminal does (Validate) and refuses the
// terminal's command words.
func (p *webPrompter) Input(q Question) (string, error) {
	a := Asked{Kind: "input", Title: q.Title, Description: p.clean(q.Description), Placeholder: q.Placeholder, Value: q.Value,
		Dice: strings.Contains(q.Description, p.t.commandsHelp())}
	v, ok := p.take()
	if !ok {
		return "", p.ask(a)
	}
	if IsCommand(v) {
		p.refused = p.t.T("u, s and p are the terminal's commands: on this page, use its buttons and links.")
		return "", p.ask(a)
	}
	if q.Validate != nil {
		if err := q.Validate(v); err != nil {
			p.refused, a.Value = err.Error(), v
			return "", p.ask(a)
		}
	}
	if !strings.HasSuffix(strings.TrimSpace(v), "?") { // a hint asked changes nothing in the turn
		p.kept = append(p.kept, v)
	}
	return v, nil
}

// Select takes an answer among the options offered.
func (p *webPrompter) Select(title, description string, opts []Option, def string) (string, error) {
	opts = webOptions(opts)
	a := Asked{Kind: "select", Title: title, Description: p.clean(description), Options: opts, Default: def}
	v, ok := p.take()
	if !ok {
		return "", p.ask(a)
	}
	if !offered(opts, v) {
		p.refused = p.notOffered()
		return "", p.ask(a)
	}
	if v != "hint" {
		p.kept = append(p.kept, v)
	}
	return v, nil
}

// SelectWithin is Select: a page has no clock (P10 is for digital dice,
// which a page does not throw).
func (p *webPrompter) SelectWithin(title, description string, opts []Option, def string, _ time.Duration) (string, error) {
	return p.Select(title, description, opts, def)
}

// MultiSelect takes the values picked, comma-separated in one answer.
func (p *webPrompter) MultiSelect(title, description string, opts []Option, _ func([]string) string) ([]string, error) {
	a := Asked{Kind: "multi", Title: title, Description: p.clean(description), Options: opts}
	v, ok := p.take()
	if !ok {
		return nil, p.ask(a)
	}
	var vals []string
	if v != "" {
		vals = strings.Split(v, ",")
	}
	for _, x := range vals {
		if !offered(opts, x) {
			p.refused = p.notOffered()
			return nil, p.ask(a)
		}
	}
	p.kept = append(p.kept, v)
	return vals, nil
}

// Confirm takes Yes or No.
func (p *webPrompter) Confirm(title, description string, def bool) (bool, error) {
	d := No
	if def {
		d = Yes
	}
	a := Asked{Kind: "confirm", Title: title, Description: description, Default: d,
		Options: []Option{{Label: p.t.T("Yes"), Value: Yes}, {Label: p.t.T("No"), Value: No}}}
	v, ok := p.take()
	if !ok {
		return false, p.ask(a)
	}
	if v != Yes && v != No {
		p.refused = p.notOffered()
		return false, p.ask(a)
	}
	p.kept = append(p.kept, v)
	return v == Yes, nil
}

// Accessible is true: a form lists the boxes in sheet order, the best
// one marked, as a screen reader hears them.
func (p *webPrompter) Accessible() bool { return true }
