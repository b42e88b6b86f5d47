package table

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Each engine's part of the forms (forms.go): the organiser's options the
// wizard asks (ask, each answer noted in words for its summary), and what
// the edit form asks of
// a move (edit). Registered with the engine's turn (boxes.go, five.go,
// sackson.go).

// boxAsk: the columns, the full house, the four of a kind and the plus and
// minus lines, for a kind the organiser sets up (Yam's); Penta asks none.
func (t *Table) boxAsk(w *wizard) []wizStep {
	return organiserOnly(
		func(a *NewGame) error { return t.columnsStep(w, a) },
		func(a *NewGame) error { return t.fullStep(w, a) },
		func(a *NewGame) error { return t.fourKindStep(w, a) },
		func(a *NewGame) error { return t.plusMinusStep(w, a) })
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
func (t *Table) columnsStep(w *wizard, a *NewGame) error {
	for {
		def := "free"
		switch {
		case a.Preset == "francaise":
			def = "francaise"
		case a.Columns != "":
			def = a.Columns
		}
		opts := []Option{
			{Label: t.T("One free column", "Une colonne libre"), Value: "free"},
			{Label: t.T("Française: ↓ down, ↑ up, ↕ free (Y7)", "Française : ↓ descendante, ↑ montante, ↕ libre (Y7)"), Value: "francaise"},
			{Label: t.T("↓ down, ↑ up", "↓ descendante, ↑ montante"), Value: "down,up"},
			{Label: t.T("Four: ↓ ↑ ↕ ◆", "Quatre : ↓ ↑ ↕ ◆"), Value: "down,up,free,imposed"},
			{Label: t.T("Other…", "Autre…"), Value: "other"},
		}
		if !slices.ContainsFunc(opts, func(o Option) bool { return o.Value == def }) {
			def = "other"
		}
		title := t.T("Columns", "Colonnes")
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

// otherColumns asks the columns typed as IDs ("down,free"), as scoring
// reads them.
func (t *Table) otherColumns(w *wizard) (string, error) {
	return w.input(Question{Title: fmt.Sprintf(t.T("Columns, 1 to %d of free, down, up, imposed", "Colonnes, 1 à %d parmi free, down, up, imposed"), scoring.MaxColumns), Placeholder: "down,free",
		Description: t.T("Shift+Tab (or <): back a question", "Maj+Tab (ou <) : question précédente"),
		Validate: func(s string) error {
			if _, err := scoring.ParseColumns(s); err != nil {
				return fmt.Errorf("%s", scoring.ErrorText(err, t.Lang))
			}
			return nil
		}})
}

// fullStep asks what the full house scores (Y3).
func (t *Table) fullStep(w *wizard, a *NewGame) error {
	def := a.Full
	if def == "" {
		def = scoring.Full25.String()
	}
	var err error
	a.Full, err = w.sel(t.T("Full house scores", "Le full vaut"), "", []Option{{Label: strconv.Itoa(scoring.FullPoints), Value: scoring.Full25.String()}, {Label: fmt.Sprintf(t.T("%d + the dice", "%d + les dés"), scoring.FullPoints), Value: scoring.Full25Sum.String()}, {Label: t.T("the dice", "les dés"), Value: scoring.FullSum.String()}}, def, true)
	return err
}

// fourKindStep asks what the four of a kind scores (Y3).
func (t *Table) fourKindStep(w *wizard, a *NewGame) error {
	def := a.FourKind
	if def == "" {
		def = scoring.FourKindRule{Kind: scoring.FourSum5}.String()
	}
	var err error
	a.FourKind, err = w.sel(t.T("Four of a kind scores", "Le carré vaut"), "", []Option{
		{Label: t.T("the sum of the five dice", "la somme des 5 dés"), Value: "sum5"}, {Label: t.T("the sum of the four alike", "la somme des 4 dés identiques"), Value: "sum4"},
		{Label: strconv.Itoa(scoring.DefaultFourKindN), Value: scoring.FourKindRule{Kind: scoring.FourFixed, N: scoring.DefaultFourKindN}.String()},
		{Label: fmt.Sprintf(t.T("%d + the sum of the dice", "%d + la somme des dés"), scoring.DefaultFourKindN), Value: scoring.FourKindRule{Kind: scoring.FourFixedSum, N: scoring.DefaultFourKindN}.String()}}, def, true)
	return err
}

// plusMinusStep asks whether the sheet has the plus and minus lines (Y3).
func (t *Table) plusMinusStep(w *wizard, a *NewGame) error {
	var err error
	a.PlusMinus, err = w.confirm(t.T("Plus and minus lines?", "Lignes plus et moins ?"), t.T("Plus − minus is added to each column (Y3).", "Plus − moins s'ajoute à chaque colonne (Y3).")+"\n"+t.T("Shift+Tab: back a question", "Maj+Tab : question précédente"), a.PlusMinus)
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
		out = append(out, m.Symbol()+" "+strings.ToLower(m.Name(t.Lang)))
	}
	return strings.Join(out, ", ")
}

// boxEdit: the five dice, the box, and the column when there are several.
func (t *Table) boxEdit(st *sheets.State, e *Edit) error {
	var err error
	if e.Dice, err = t.fiveDice(t.T("The five dice", "Les cinq dés")); err != nil {
		return err
	}
	var boxes []Option
	for _, b := range st.Boxes().Rules.Boxes() {
		boxes = append(boxes, Option{Label: b.Name(t.Lang), Value: b.ID()})
	}
	if e.Box, err = t.P.Select(t.T("In which box?", "Dans quelle case ?"), "", boxes, ""); err != nil {
		return err
	}
	if names := st.Boxes().Rules.ColumnNames(); len(names) > 1 {
		var cols []Option
		for _, n := range names {
			cols = append(cols, Option{Label: n, Value: n})
		}
		if e.Column, err = t.P.Select(t.T("Which column?", "Quelle colonne ?"), "", cols, ""); err != nil {
			return err
		}
	}
	return nil
}

// fiveAsk: when a throw busts, and the order of play.
func (t *Table) fiveAsk(w *wizard) []wizStep {
	return []wizStep{
		func(a *NewGame) error {
			def := a.BustRule
			if def == "" {
				def = "booklet"
			}
			var err error
			a.BustRule, err = w.sel(t.T("When does a throw bust?", "Quand un lancer fait-il perdre le tour ?"), "", t.bustRuleOptions(), def, true)
			return err
		},
		func(a *NewGame) error {
			def := a.Order
			if def == "" {
				def = string(scoring.OrderGiven)
			}
			var err error
			a.Order, err = w.sel(t.T("Order of play", "Ordre de jeu"), "", []Option{
				{Label: t.T("As given", "Dans l'ordre donné"), Value: string(scoring.OrderGiven)},
				{Label: t.T("Throw for it: highest starts (C1)", "Tiré aux dés : le plus haut commence (C1)"), Value: string(scoring.OrderRoll)}}, def, true)
			return err
		},
	}
}

// bustRuleOptions are the 5000's bust rules (--bust-rule), in words.
func (t *Table) bustRuleOptions() []Option {
	return []Option{
		{Label: t.T("No 1 and no 5 (the booklet)", "Ni 1 ni 5 (le livret)"), Value: "booklet"},
		{Label: t.T("Nothing scores (three 2s save it)", "Rien ne marque (trois 2 le sauvent)"), Value: "nothing-scores"}}
}

// fiveEdit: the turn in one answer — throw by throw, its total, or bust —
// read as edit's --turn, --points or --bust.
func (t *Table) fiveEdit(st *sheets.State, e *Edit) error {
	a, err := t.P.Input(Question{Title: t.T("The turn: throw by throw (155234/155 234/-), a total (650) or bust", "Le tour : lancer par lancer (155234/155 234/-), un total (650) ou perdu"), Placeholder: "650"})
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

// sacksonAsk: the penalty of a row with too few checks.
func (t *Table) sacksonAsk(w *wizard) []wizStep {
	return []wizStep{func(a *NewGame) error {
		var opts []Option
		for _, p := range scoring.Penalties {
			opts = append(opts, Option{Label: p.Name(t.Lang), Value: strconv.Itoa(int(p))})
		}
		def := a.Penalty
		if def == "" {
			def = strconv.Itoa(int(scoring.DefaultPenalty))
		}
		var err error
		a.Penalty, err = w.sel(fmt.Sprintf(t.T("Penalty of a row with 1 to %d checks", "Pénalité d'une ligne de 1 à %d coches"), scoring.PenaltyChecks), "", opts, def, true)
		return err
	}}
}

// sacksonEdit: the shared throw, then each player's split (empty for a
// player whose game had ended).
func (t *Table) sacksonEdit(st *sheets.State, e *Edit) error {
	var err error
	if e.Roll, err = t.fiveDice(t.T("The shared throw", "Le lancer commun")); err != nil {
		return err
	}
	for _, name := range st.Game.Players {
		c, err := t.P.Input(Question{Title: fmt.Sprintf(t.T("%s's choice (a+b,c+d/e; empty if their game had ended)", "Choix de %s (a+b,c+d/e ; vide si sa partie était finie)"), t.name(name)), Placeholder: "3+4,5+6/3"})
		if err != nil {
			return err
		}
		if c = strings.TrimSpace(c); c != "" {
			e.Choices = append(e.Choices, name+"="+c)
		}
	}
	return nil
}
