package table

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The 5000 in the forms (forms.go): the organiser's options the wizard
// asks (fiveAsk), what the edit form asks of a move (fiveEdit), and what
// check asks of a disputed throw (fiveCheck). Registered with the
// engine's turn (five.go).

// FiveNewAnswers are the organiser's options the wizard asks of a 5000
// game, as scorepad new's flags write them.
type FiveNewAnswers struct {
	BustRule, Order string // --bust-rule, --order
}

// Args writes the options as new's flags.
func (o FiveNewAnswers) Args() []string { return flagArgs("bust-rule", o.BustRule, "order", o.Order) }

// orderThrown: the order is thrown for (C1), no one asked who starts.
func (o FiveNewAnswers) orderThrown() bool { return o.Order == string(scoring.OrderRoll) }

// fiveAsk: when a throw busts, and the order of play.
func (t *Table) fiveAsk(w *wizard) []wizStep {
	return []wizStep{
		optionsStep(func(a *FiveNewAnswers) error {
			def := a.BustRule
			if def == "" {
				def = "booklet"
			}
			var err error
			a.BustRule, err = w.sel(t.T("When does a throw bust?"), "", t.bustRuleOptions(), def, true)
			return err
		}),
		optionsStep(func(a *FiveNewAnswers) error {
			def := a.Order
			if def == "" {
				def = string(scoring.OrderGiven)
			}
			var err error
			a.Order, err = w.sel(t.T("Order of play"), "", t.orderChoices(), def, true)
			return err
		}),
	}
}

// orderChoices are the 5000's orders of play (--order, C1).
func (t *Table) orderChoices() []Option {
	return []Option{
		{Label: t.T("As given"), Value: string(scoring.OrderGiven)},
		{Label: t.T("Throw for it: highest starts (C1)"), Value: string(scoring.OrderRoll)}}
}

// bustRuleOptions are the 5000's bust rules (--bust-rule), in words.
func (t *Table) bustRuleOptions() []Option {
	return []Option{
		{Label: t.T("No 1 and no 5 (the booklet)"), Value: "booklet"},
		{Label: t.T("Nothing scores (three 2s save it)"), Value: "nothing-scores"}}
}

// FiveEditAnswers is a 5000 turn the edit form asked, as scorepad edit's
// flags write it: one of --turn, --points (PointsSet) and --bust.
type FiveEditAnswers struct {
	Turn      string
	Points    int
	PointsSet bool
	Bust      bool
}

// Args writes the turn as edit's flags.
func (e FiveEditAnswers) Args() []string {
	args := flagArgs("turn", e.Turn)
	if e.PointsSet {
		args = append(args, "--points="+strconv.Itoa(e.Points))
	}
	if e.Bust {
		args = append(args, "--bust")
	}
	return args
}

// fiveEdit: the turn in one answer — throw by throw, its total, or bust —
// read as edit's --turn, --points or --bust.
func (t *Table) fiveEdit(st *sheets.State, ed *Edit) error {
	var e FiveEditAnswers
	defer func() { ed.Move = e }()
	a, err := t.P.Input(Question{Title: t.T("The turn: throw by throw (155234/155 234/-), a total (650) or bust"), Placeholder: "650"})
	if err != nil {
		return err
	}
	a = strings.TrimSpace(a)
	if n, err := strconv.Atoi(a); err == nil {
		e.Points, e.PointsSet = n, true
	} else if f := strings.ToLower(strings.Join(strings.Fields(a), " ")); f == "bust" || f == "perdu" || f == "tour perdu" {
		e.Bust = true
	} else {
		e.Turn = a
	}
	return nil
}

// FiveCheckAnswers is a disputed 5000 throw the check form asked, as
// scorepad check's flags write it.
type FiveCheckAnswers struct {
	Throw, Keep string // --throw, --keep ("" to judge the throw alone)
	BustRule    string // --bust-rule ("" when not asked)
}

// Args writes the throw as check's flags: --keep only when a keep was
// typed.
func (c FiveCheckAnswers) Args() []string {
	keep := c.Keep
	if strings.TrimSpace(keep) == "" {
		keep = ""
	}
	return flagArgs("throw", c.Throw, "keep", keep, "bust-rule", c.BustRule)
}

// fiveCheck: the dice thrown, the dice set aside, and the bust rule when
// asked.
func (t *Table) fiveCheck(chk *Check, options, _ bool) (bool, error) {
	var c FiveCheckAnswers
	defer func() { chk.Asked = c }()
	var err error
	if c.Throw, err = t.checkDice(fmt.Sprintf(t.T("The dice thrown (1 to %d)"), scoring.Dice5000), "155234", 1, scoring.Dice5000, false); err != nil {
		return false, err
	}
	if c.Keep, err = t.checkDice(t.T("The dice set aside (empty: judge the throw alone)"), "155", 1, scoring.Dice5000, true); err != nil {
		return false, err
	}
	if !options {
		return true, nil
	}
	if c.BustRule, err = t.P.Select(t.T("When does a throw bust?"), "", t.bustRuleOptions(), "booklet"); err != nil {
		return false, err
	}
	return true, nil
}
