package table

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Penta and Yam's in the forms (forms.go): the organiser's options the
// wizard asks (boxAsk, each answer noted in words for its summary), what
// the edit form asks of a move (boxEdit), and what check asks of a
// disputed throw (boxCheck). Registered with the engine's turn (boxes.go).

// BoxNewAnswers are the organiser's options the wizard asks of a Penta/Yam's
// game, as scorepad new's flags write them ("" or false where not asked).
type BoxNewAnswers struct {
	// --preset, --columns, --full, --four-kind, --plus-minus
	Preset, Columns, Full, FourKind string
	PlusMinus                       bool
}

// Args writes the options as new's (or check's) flags.
func (o BoxNewAnswers) Args() []string {
	args := flagArgs("preset", o.Preset, "columns", o.Columns, "full", o.Full, "four-kind", o.FourKind)
	if o.PlusMinus {
		args = append(args, "--plus-minus")
	}
	return args
}

// boxAsk: the columns, the full house, the four of a kind and the plus and
// minus lines, for a kind the organiser sets up (Yam's); Penta asks none.
func (t *Table) boxAsk(w *wizard) []wizStep {
	return organiserOnly(
		optionsStep(func(o *BoxNewAnswers) error { return t.columnsStep(w, o) }),
		optionsStep(func(o *BoxNewAnswers) error { return t.fullStep(w, o) }),
		optionsStep(func(o *BoxNewAnswers) error { return t.fourKindStep(w, o) }),
		optionsStep(func(o *BoxNewAnswers) error { return t.plusMinusStep(w, o) }))
}

// organiserOnly returns steps, each asked only for a kind the organiser
// sets up.
func organiserOnly(steps ...wizStep) []wizStep {
	for i, step := range steps {
		steps[i] = func(a *NewGame) error {
			if info, _ := a.Kind.Info(); !info.Organiser {
				return nil
			}
			return step(a)
		}
	}
	return steps
}

// columnsStep asks the columns (Y6, Y7): one of the usual sets, or
// others typed (back from typing them, the list again).
func (t *Table) columnsStep(w *wizard, a *BoxNewAnswers) error {
	for {
		def := "free"
		switch {
		case a.Preset == "francaise":
			def = "francaise"
		case a.Columns != "":
			def = a.Columns
		}
		opts := t.columnsChoices()
		if !slices.ContainsFunc(opts, func(o Option) bool { return o.Value == def }) {
			def = "other"
		}
		title := t.T("Columns")
		cols, err := w.sel(title, "", opts, def, false)
		if err != nil {
			return err
		}
		a.Preset, a.Columns = "", ""
		switch cols {
		case "francaise":
			a.Preset = "francaise"
			w.note(title, opts[1].Label)
		case "other":
			v, err := t.otherColumns(w)
			if errors.Is(err, ErrBack) {
				continue // back to the list of columns
			}
			if err != nil {
				return err
			}
			a.Columns = v
			w.note(title, t.columnWords(v))
		default:
			a.Columns = cols
			for _, o := range opts {
				if o.Value == cols {
					w.note(title, o.Label)
				}
			}
		}
		return nil
	}
}

// columnsChoices are the usual sets of columns the organiser picks from
// (the wizard, the new-game page): free, the preset française (its value
// the preset's name), down and up, the four, or others typed ("other").
func (t *Table) columnsChoices() []Option {
	return []Option{
		{Label: t.T("One free column"), Value: "free"},
		{Label: t.T("Française: ↓ down, ↑ up, ↕ free (Y7)"), Value: "francaise"},
		{Label: t.T("↓ down, ↑ up"), Value: "down,up"},
		{Label: t.T("Four: ↓ ↑ ↕ ◆"), Value: "down,up,free,imposed"},
		{Label: t.T("Other…"), Value: "other"},
	}
}

// otherColumnsQuestion asks the columns typed as IDs, checked as scoring
// reads them.
func (t *Table) otherColumnsQuestion() Question {
	return Question{Title: fmt.Sprintf(t.T("Columns, 1 to %d of free, down, up, imposed"), scoring.MaxColumns), Placeholder: "down,free",
		Validate: func(s string) error {
			if _, err := scoring.ParseColumns(s); err != nil {
				return fmt.Errorf("%s", lang.ErrorText(err, t.Lang))
			}
			return nil
		}}
}

// otherColumns asks the columns typed as IDs ("down,free"), as scoring
// reads them.
func (t *Table) otherColumns(w *wizard) (string, error) {
	q := t.otherColumnsQuestion()
	q.Description = t.T("Shift+Tab (or <): back a question")
	return w.input(q)
}

// fullStep asks what the full house scores (Y3).
func (t *Table) fullStep(w *wizard, a *BoxNewAnswers) error {
	def := a.Full
	if def == "" {
		def = scoring.Full25.String()
	}
	var err error
	a.Full, err = w.sel(t.T("Full house scores"), "", t.fullChoices(), def, true)
	return err
}

// fullChoices are what a full house may score (Y3), as --full takes them.
func (t *Table) fullChoices() []Option {
	return []Option{{Label: strconv.Itoa(scoring.FullPoints), Value: scoring.Full25.String()}, {Label: fmt.Sprintf(t.T("%d + the dice"), scoring.FullPoints), Value: scoring.Full25Sum.String()}, {Label: t.T("the dice"), Value: scoring.FullSum.String()}}
}

// fourKindStep asks what the four of a kind scores (Y3).
func (t *Table) fourKindStep(w *wizard, a *BoxNewAnswers) error {
	def := a.FourKind
	if def == "" {
		def = scoring.FourKindRule{Kind: scoring.FourSum5}.String()
	}
	var err error
	a.FourKind, err = w.sel(t.T("Four of a kind scores"), "", t.fourKindChoices(), def, true)
	return err
}

// fourKindChoices are what a four of a kind may score (Y3), as
// --four-kind takes them.
func (t *Table) fourKindChoices() []Option {
	return []Option{
		{Label: t.T("the sum of the five dice"), Value: "sum5"}, {Label: t.T("the sum of the four alike"), Value: "sum4"},
		{Label: strconv.Itoa(scoring.DefaultFourKindN), Value: scoring.FourKindRule{Kind: scoring.FourFixed, N: scoring.DefaultFourKindN}.String()},
		{Label: fmt.Sprintf(t.T("%d + the sum of the dice"), scoring.DefaultFourKindN), Value: scoring.FourKindRule{Kind: scoring.FourFixedSum, N: scoring.DefaultFourKindN}.String()}}
}

// plusMinusStep asks whether the sheet has the plus and minus lines (Y3).
func (t *Table) plusMinusStep(w *wizard, a *BoxNewAnswers) error {
	var err error
	a.PlusMinus, err = w.confirm(t.T("Plus and minus lines?"), t.T("Plus − minus is added to each column (Y3).")+"\n"+t.T("Shift+Tab: back a question"), a.PlusMinus)
	return err
}

// columnWords says columns typed as IDs ("down,free") in words, with
// their signs.
func (t *Table) columnWords(s string) string {
	ms, err := scoring.ParseColumns(s)
	if err != nil {
		return s
	}
	var out []string
	for _, m := range ms {
		out = append(out, m.Symbol()+" "+strings.ToLower(t.Lang.Say(m.Label())))
	}
	return strings.Join(out, ", ")
}

// BoxEditAnswers is a Penta/Yam's move the edit form asked, as scorepad
// edit's flags write it.
type BoxEditAnswers struct {
	Dice, Box, Column string // --dice, --box, --column ("" when one column)
}

// Args writes the move as edit's flags.
func (e BoxEditAnswers) Args() []string {
	return flagArgs("dice", e.Dice, "box", e.Box, "column", e.Column)
}

// boxEdit: the five dice, the box, and the column when there are several.
func (t *Table) boxEdit(st *sheets.State, ed *Edit) error {
	var e BoxEditAnswers
	defer func() { ed.Move = e }()
	var err error
	if e.Dice, err = t.fiveDice(t.T("The five dice")); err != nil {
		return err
	}
	var boxes []Option
	for _, b := range st.Boxes().Rules.Boxes() {
		boxes = append(boxes, Option{Label: t.Lang.Say(b.Label()), Value: b.ID()})
	}
	if e.Box, err = t.P.Select(t.T("In which box?"), "", boxes, ""); err != nil {
		return err
	}
	if names := st.Boxes().Rules.ColumnNames(); len(names) > 1 {
		var cols []Option
		for _, n := range names {
			cols = append(cols, Option{Label: n, Value: n})
		}
		if e.Column, err = t.P.Select(t.T("Which column?"), "", cols, ""); err != nil {
			return err
		}
	}
	return nil
}

// checkOptions asks a kind's organiser's options as the wizard does (the
// columns, the full house, the four of a kind, plus and minus), each
// question going back to the one before; back from the first is ErrBack
// when canBack (a "← back" choice is offered there too).
func (t *Table) checkOptions(a *NewGame, canBack bool) error {
	if b, ok := t.P.(Backer); ok {
		b.AllowBack(true)
		defer b.AllowBack(false)
	}
	w := &wizard{t: t, notes: map[int][]string{}}
	steps := t.boxAsk(w)
	var history []int
	return w.walk(0, a, func() []wizStep { return steps }, &history, canBack)
}

// BoxCheckAnswers is a disputed Penta/Yam's throw the check form asked, as
// scorepad check's flags write it.
type BoxCheckAnswers struct {
	Dice  string // --dice
	Sheet string // --sheet, the boxes already filled ("" when none)
	// Yam's: the organiser's options (zero when not asked)
	BoxNewAnswers
}

// Args writes the throw as check's flags, the options with them.
func (c BoxCheckAnswers) Args() []string {
	return append(flagArgs("dice", c.Dice, "sheet", c.Sheet), c.BoxNewAnswers.Args()...)
}

// boxCheck: the organiser's options when asked (Yam's), then the five
// dice and the boxes already filled.
func (t *Table) boxCheck(chk *Check, options, canBack bool) (bool, error) {
	var c BoxCheckAnswers
	defer func() { chk.Asked = c }()
	if info, _ := sheets.Kind(chk.Game).Info(); options && info.Organiser {
		a := NewGame{Kind: sheets.Kind(chk.Game)}
		if err := t.checkOptions(&a, canBack); err != nil {
			return false, err
		}
		c.BoxNewAnswers, _ = a.Options.(BoxNewAnswers)
	}
	q := t.DiceQuestion(t.T("The five dice"), 5, 5, nil)
	q.Description = t.checkEsc()
	var err error
	if c.Dice, err = t.P.Input(q); err != nil || IsCommand(c.Dice) {
		return false, err
	}
	ph := "penta=50,fours=12"
	switch {
	case c.Preset != "" || strings.Contains(c.Columns, ","):
		ph = "down:aces=3,free:yams=50" // several columns: each box with its own
	case sheets.Kind(chk.Game) != sheets.Penta:
		ph = "yams=50,fours=12"
	}
	if c.Sheet, err = t.P.Input(Question{Title: t.T("Boxes already filled (optional)"), Placeholder: ph}); err != nil {
		return false, err
	}
	return true, nil
}
