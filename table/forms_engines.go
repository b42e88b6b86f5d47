package table

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Each engine's part of the forms (forms.go): the organiser's options the
// wizard asks (ask) and sums up (describe), and what the edit form asks of
// a move (edit). Registered with the engine's turn (boxes.go, five.go,
// sackson.go).

// boxAsk: the columns, the full house, the four of a kind and the plus and
// minus lines, for a kind the organiser sets up (Yam's); Penta asks none.
func (t *Table) boxAsk(a *NewGame) error {
	if info, _ := a.Kind.Info(); !info.Organiser {
		return nil
	}
	cols, err := t.P.Select(t.T("Columns", "Colonnes"), "", []Option{
		{Label: t.T("One free column", "Une colonne libre"), Value: "free"},
		{Label: t.T("Française: ↓ down, ↑ up, ↕ free (Y7)", "Française : ↓ descendante, ↑ montante, ↕ libre (Y7)"), Value: "francaise"},
		{Label: t.T("↓ down, ↑ up", "↓ descendante, ↑ montante"), Value: "down,up"},
		{Label: t.T("Four: ↓ ↑ ↕ ◆", "Quatre : ↓ ↑ ↕ ◆"), Value: "down,up,free,imposed"},
		{Label: t.T("Other…", "Autre…"), Value: "other"},
	}, "free")
	if err != nil {
		return err
	}
	switch cols {
	case "francaise":
		a.Preset = "francaise"
	case "other":
		if a.Columns, err = t.P.Input(Question{Title: fmt.Sprintf(t.T("Columns, 1 to %d of free, down, up, imposed", "Colonnes, 1 à %d parmi free, down, up, imposed"), scoring.MaxColumns), Placeholder: "down,free",
			Validate: func(s string) error {
				if _, err := scoring.ParseColumns(s); err != nil {
					return fmt.Errorf("%s", scoring.ErrorText(err, t.Lang))
				}
				return nil
			}}); err != nil {
			return err
		}
	default:
		a.Columns = cols
	}
	if a.Full, err = t.P.Select(t.T("Full house scores", "Le full vaut"), "", []Option{{Label: strconv.Itoa(scoring.FullPoints), Value: scoring.Full25.String()}, {Label: fmt.Sprintf(t.T("%d + the dice", "%d + les dés"), scoring.FullPoints), Value: scoring.Full25Sum.String()}, {Label: t.T("the dice", "les dés"), Value: scoring.FullSum.String()}}, scoring.Full25.String()); err != nil {
		return err
	}
	if a.FourKind, err = t.P.Select(t.T("Four of a kind scores", "Le carré vaut"), "", []Option{
		{Label: t.T("the five dice", "les cinq dés"), Value: "sum5"}, {Label: t.T("the four alike", "les quatre identiques"), Value: "sum4"},
		{Label: strconv.Itoa(scoring.DefaultFourKindN), Value: scoring.FourKindRule{Kind: scoring.FourFixed, N: scoring.DefaultFourKindN}.String()},
		{Label: fmt.Sprintf(t.T("%d + the dice", "%d + les dés"), scoring.DefaultFourKindN), Value: scoring.FourKindRule{Kind: scoring.FourFixedSum, N: scoring.DefaultFourKindN}.String()}}, scoring.FourKindRule{Kind: scoring.FourSum5}.String()); err != nil {
		return err
	}
	if a.PlusMinus, err = t.P.Confirm(t.T("Plus and minus lines?", "Lignes plus et moins ?"), t.T("Plus − minus is added to each column (Y3).", "Plus − moins s'ajoute à chaque colonne (Y3)."), false); err != nil {
		return err
	}
	return nil
}

// boxDescribe: the rules of the sheet, as scoring describes them.
func (t *Table) boxDescribe(g *sheets.Game) string {
	st, err := sheets.NewState(g)
	if err != nil {
		return ""
	}
	return "\n" + st.Boxes().Rules.Describe(t.Lang)
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
func (t *Table) fiveAsk(a *NewGame) error {
	var err error
	if a.BustRule, err = t.P.Select(t.T("When does a throw bust?", "Quand un lancer fait-il perdre le tour ?"), "", []Option{
		{Label: t.T("No 1 and no 5 (the booklet)", "Ni 1 ni 5 (le livret)"), Value: "booklet"},
		{Label: t.T("Nothing scores (three 2s save it)", "Rien ne marque (trois 2 le sauvent)"), Value: "nothing-scores"}}, "booklet"); err != nil {
		return err
	}
	if a.Order, err = t.P.Select(t.T("Order of play", "Ordre de jeu"), "", []Option{
		{Label: t.T("As given", "Dans l'ordre donné"), Value: string(scoring.OrderGiven)},
		{Label: t.T("Throw for it: highest starts (C1)", "Tiré aux dés : le plus haut commence (C1)"), Value: string(scoring.OrderRoll)}}, string(scoring.OrderGiven)); err != nil {
		return err
	}
	return nil
}

// fiveDescribe: the bust rule and the order.
func (t *Table) fiveDescribe(g *sheets.Game) string {
	br, _ := scoring.ParseBustRule(g.Options.BustRule)
	order := map[scoring.PlayOrder]string{scoring.OrderGiven: t.T("given", "donné"), scoring.OrderRoll: t.T("roll", "tiré aux dés")}[g.Options.Order]
	return fmt.Sprintf(t.T("\nbust rule %s, order %s", "\nrègle du tour perdu : %s, ordre %s"), br.Name(t.Lang), order)
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
func (t *Table) sacksonAsk(a *NewGame) error {
	var opts []Option
	for _, p := range scoring.Penalties {
		opts = append(opts, Option{Label: p.Name(t.Lang), Value: strconv.Itoa(int(p))})
	}
	var err error
	a.Penalty, err = t.P.Select(fmt.Sprintf(t.T("Penalty of a row with 1 to %d checks", "Pénalité d'une ligne de 1 à %d coches"), scoring.PenaltyChecks), "", opts, strconv.Itoa(int(scoring.DefaultPenalty)))
	return err
}

// sacksonDescribe: the penalty.
func (t *Table) sacksonDescribe(g *sheets.Game) string {
	return fmt.Sprintf(t.T("\npenalty −%d", "\npénalité −%d"), g.Options.Penalty)
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
