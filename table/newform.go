package table

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The new game on one page (scorepad serve's /new, issue 37): the
// organiser's options the wizard asks one by one, asked all at once —
// the same questions, choices and defaults (the engines' *Choices), each
// under the name of the flag of scorepad new it stands for, and read back
// as the engine's NewAnswers, which cmd/ builds the game from as it does
// from new's flags (one validation, one set of messages).

// NewField is one organiser's option of a kind on the new-game page.
type NewField struct {
	// Flag is the flag of scorepad new the answer stands for ("columns",
	// "full", "four-kind", "plus-minus", "bust-rule", "order", "penalty"):
	// the form field's name.
	Flag string
	// Asked is the question: a "select" with its Options and Default, or a
	// "confirm" (checked when Default is Yes).
	Asked
	// Other is the field typed when the choice is "other" (Yam's columns
	// typed as IDs), named Flag + "-other"; nil when there is none.
	Other *Asked
}

// newForm is one engine's side of the new-game page: its fields for
// kind k, and the answers read back from them (get returns a field's
// value, "" when absent).
type newForm struct {
	fields  func(t *Table, k sheets.Kind) []NewField
	answers func(k sheets.Kind, get func(name string) string) Answers
}

var newForms = map[sheets.Engine]newForm{
	sheets.EngineBoxes:   {fields: (*Table).boxNewFields, answers: boxNewAnswersOf},
	sheets.EngineFive:    {fields: (*Table).fiveNewFields, answers: fiveNewAnswersOf},
	sheets.EngineSackson: {fields: (*Table).sacksonNewFields, answers: sacksonNewAnswersOf},
}

// NewFields are the organiser's options of kind k as the new-game page
// asks them; none for a kind the organiser does not set up (Penta).
func (t *Table) NewFields(k sheets.Kind) []NewField {
	f, ok := newForms[k.Engine()]
	if info, known := k.Info(); !ok || !known || !info.Organiser {
		return nil
	}
	return f.fields(t, k)
}

// NewAnswersOf reads the answers of the new-game page's fields of kind k
// (NewFields) as the engine's NewAnswers; nil when k takes none.
func NewAnswersOf(k sheets.Kind, get func(name string) string) Answers {
	f, ok := newForms[k.Engine()]
	if info, known := k.Info(); !ok || !known || !info.Organiser {
		return nil
	}
	return f.answers(k, get)
}

// OtherSuffix ends the name of a field's Other.
const OtherSuffix = "-other"

func selectField(flag, title string, opts []Option, def string) NewField {
	return NewField{Flag: flag, Asked: Asked{Kind: "select", Title: title, Options: opts, Default: def}}
}

// boxNewFields: the columns (or others typed), the full house, the four of
// a kind, plus and minus (Y3, Y6, Y7).
func (t *Table) boxNewFields(sheets.Kind) []NewField {
	cols := selectField("columns", t.T("Columns"), t.columnsChoices(), "free")
	q := t.otherColumnsQuestion()
	cols.Other = &Asked{Kind: "input", Title: q.Title, Placeholder: q.Placeholder}
	return []NewField{cols,
		selectField("full", t.T("Full house scores"), t.fullChoices(), scoring.Full25.String()),
		selectField("four-kind", t.T("Four of a kind scores"), t.fourKindChoices(), scoring.FourKindRule{Kind: scoring.FourSum5}.String()),
		{Flag: "plus-minus", Asked: Asked{Kind: "confirm", Title: t.T("Plus and minus lines?"), Description: t.T("Plus − minus is added to each column (Y3)."), Default: No}},
	}
}

// boxNewAnswersOf: the columns chosen — the preset française is --preset,
// others typed are --columns as typed — and the rest as chosen.
func boxNewAnswersOf(_ sheets.Kind, get func(string) string) Answers {
	var a BoxNewAnswers
	switch c := strings.TrimSpace(get("columns")); c {
	case "francaise":
		a.Preset = c
	case "other":
		a.Columns = strings.TrimSpace(get("columns" + OtherSuffix))
		if a.Columns == "" {
			a.Columns = "other" // refused by new's check, which says what it takes
		}
	default:
		a.Columns = c
	}
	a.Full, a.FourKind = strings.TrimSpace(get("full")), strings.TrimSpace(get("four-kind"))
	a.PlusMinus = get("plus-minus") == Yes
	return a
}

// fiveNewFields: when a throw busts, the order of play (C1).
func (t *Table) fiveNewFields(sheets.Kind) []NewField {
	return []NewField{
		selectField("bust-rule", t.T("When does a throw bust?"), t.bustRuleOptions(), "booklet"),
		selectField("order", t.T("Order of play"), t.orderChoices(), string(scoring.OrderGiven)),
	}
}

func fiveNewAnswersOf(_ sheets.Kind, get func(string) string) Answers {
	return FiveNewAnswers{BustRule: strings.TrimSpace(get("bust-rule")), Order: strings.TrimSpace(get("order"))}
}

// sacksonNewFields: the penalty of a row with too few checks (S6).
func (t *Table) sacksonNewFields(sheets.Kind) []NewField {
	return []NewField{selectField("penalty", fmt.Sprintf(t.T("Penalty of a row with 1 to %d checks"), scoring.PenaltyChecks), t.penaltyChoices(), strconv.Itoa(int(scoring.DefaultPenalty)))}
}

func sacksonNewAnswersOf(_ sheets.Kind, get func(string) string) Answers {
	return SacksonNewAnswers{Penalty: strings.TrimSpace(get("penalty"))}
}

// OrderThrown reports whether the organiser's options a throw for the
// order of play (5000's C1): then the seats' order is not who starts.
func OrderThrown(a Answers) bool {
	o, ok := a.(orderThrower)
	return ok && o.orderThrown()
}

// DiceChoices are the dice a new game is played with (--digital).
func (t *Table) DiceChoices() []Option {
	return []Option{
		{Label: t.T("Real dice, thrown at the table and typed"), Value: "real"},
		{Label: t.T("Digital dice: scorepad throws them"), Value: "digital"}}
}

// RobotChoices are the robots a new game may seat (Y8), in words.
func (t *Table) RobotChoices() []Option {
	return []Option{{Label: "Robot (Normal)", Value: scoring.RobotNormal}, {Label: "Robot (Expert)", Value: scoring.RobotExpert}}
}
