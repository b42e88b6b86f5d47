package table

import (
	"context"
	"errors"
	"fmt"
	"strconv"
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
	// Count is how many dice a question of dice takes (the number its
	// check accepts), 0 when it takes several counts.
	Count int
	// Rolled are the dice typed last in the turn, which the questions
	// after them are about (nil before any): PickDice marks a question
	// picking among them (its options are the dice by position).
	Rolled   []uint8
	PickDice bool
	// Hint is the Expert's advice asked for with the last answer, as the
	// terminal says it (the Description is then the question's own).
	Hint string
	// Live is, for a question picking among the dice rolled, what the
	// terminal says under it as they are ticked, by the positions ticked
	// in order, comma-separated ("" for none).
	Live map[string]string
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
	// Rule is the RULES.md ID of the rule behind Refused, "" when none
	// (plain bad input, a choice not offered).
	Rule string
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
		step.Refused, step.Rule, again = t.Lang.Say(se.Msg()), se.Rule, true
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
		step.Refused, step.Rule, step.Said = first.Refused, first.Rule, first.Said
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
	s := Step{Refused: wp.refused, Rule: wp.rule, Said: strings.TrimSpace(said.String()[wp.mark:])}
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
	rule    string  // the rule behind refused
	rolled  []uint8 // the dice typed last
	// last is the question the last answer was taken for, and hinted
	// whether that answer asked for the Expert's advice.
	last   *Asked
	hinted bool
}

// refusal tells a page's dialogue that the rules refused the last answer
// with text (said by the terminal in the question asked again) under rule:
// the page shows it apart, its rule linked. A refusal of an earlier answer,
// replayed, is not the page's news.
func (t *Table) refusal(text, rule string) {
	if p, ok := t.P.(*webPrompter); ok && p.pos == len(p.answers) {
		p.refused, p.rule = text, rule
	}
}

// ruleOf is the RULES.md ID behind err, "" when none.
func ruleOf(err error) string {
	if e, ok := scoring.AsError(err); ok {
		return e.Rule
	}
	return ""
}

// taken notes that question a was answered with the last answer, hint
// telling whether it asked for advice.
func (p *webPrompter) taken(a Asked, hint bool) {
	if p.pos == len(p.answers) {
		p.last, p.hinted = &a, hint
	}
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
	if p.refused != "" { // said apart, not twice
		for _, r := range []string{"✘ " + p.refused, p.refused} {
			a.Description = strings.TrimSpace(strings.Replace(a.Description, r, "", 1))
		}
	}
	if p.hinted && p.last != nil && p.last.Title == a.Title {
		a.Hint, a.Description = splitHint(a.Description, p.last.Description)
	}
	if a.Kind != "input" {
		a.Rolled = p.rolled
	}
	p.asked = &a
	return errAsked
}

// splitHint parts desc, the question asked again after the advice was
// asked for, into the advice and the question's own description (before,
// as it was asked then): the advice is said first, before the lines the
// question had.
func splitHint(desc, before string) (hint, own string) {
	d, b := strings.Split(desc, "\n"), strings.Split(before, "\n")
	n := 0 // the lines desc ends with as before did
	for n < len(d) && n < len(b) && d[len(d)-1-n] == b[len(b)-1-n] {
		n++
	}
	if before == "" {
		n = 0
	}
	return strings.TrimSpace(strings.Join(d[:len(d)-n], "\n")), strings.TrimSpace(strings.Join(d[len(d)-n:], "\n"))
}

// diceCount is how many dice check takes, 0 when it takes several counts
// or none.
func diceCount(check func(string) error) int {
	if check == nil {
		return 0
	}
	n := 0
	for k := 1; k <= scoring.Dice5000; k++ {
		if check(strings.Repeat("1", k)) == nil {
			if n != 0 {
				return 0
			}
			n = k
		}
	}
	return n
}

// liveLines is what live says for each choice of n dice by position
// (2ⁿ choices: n is at most six).
func liveLines(n int, live func([]string) string) map[string]string {
	out := make(map[string]string, 1<<n)
	for mask := 0; mask < 1<<n; mask++ {
		var sel []string
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				sel = append(sel, strconv.Itoa(i))
			}
		}
		out[strings.Join(sel, ",")] = live(sel)
	}
	return out
}

// pickOptions reports whether opts are the dice rolled, by position.
func pickOptions(opts []Option, rolled []uint8) bool {
	if len(rolled) == 0 || len(opts) != len(rolled) {
		return false
	}
	for i, o := range opts {
		if o.Value != strconv.Itoa(i) {
			return false
		}
	}
	return true
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
	if a.Dice {
		a.Count = diceCount(q.Validate)
	}
	v, ok := p.take()
	if !ok {
		return "", p.ask(a)
	}
	hint := strings.HasSuffix(strings.TrimSpace(v), "?")
	p.taken(a, hint)
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
	if !hint { // a hint asked changes nothing in the turn
		p.kept = append(p.kept, v)
		if a.Dice {
			if d, err := scoring.ParseDice(strings.TrimSpace(v), 1, scoring.Dice5000); err == nil {
				p.rolled = d
			}
		}
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
	p.taken(a, v == "hint")
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
func (p *webPrompter) MultiSelect(title, description string, opts []Option, live func([]string) string) ([]string, error) {
	a := Asked{Kind: "multi", Title: title, Description: p.clean(description), Options: opts, PickDice: pickOptions(opts, p.rolled)}
	if a.PickDice && live != nil {
		a.Live = liveLines(len(opts), live)
	}
	v, ok := p.take()
	if !ok {
		return nil, p.ask(a)
	}
	p.taken(a, false)
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
