package sheets

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/scoring"
)

// Table is a game's sheet laid out as a grid, ready for any printer
// (terminal, Markdown, HTML, PDF): one column per player (and per sheet
// column in Yam's), one row per box or figure. It holds text only; it never
// re-computes a rule.
type Table struct {
	Title   string
	Heads   []Head
	Rows    []Row
	Winners []string
	// Notes are lines under the table (options, turn log headings…).
	Notes []string
}

// Head is the heading of one value column of a Table.
type Head struct {
	Player string
	Sub    string // Yam's column: "↓ down"; empty otherwise
	Winner bool
}

// RowKind tells a printer how to draw a row.
type RowKind uint8

const (
	RowBox      RowKind = iota // an ordinary box or turn
	RowSubtotal                // upper or lower subtotal
	RowBonus                   // a bonus line
	RowTotal                   // a column total
	RowGrand                   // the player's total
)

// Row is one line of a Table.
type Row struct {
	Label string
	Kind  RowKind
	Cells []Cell
}

// Cell is one value of a Table.
type Cell struct {
	Text   string
	Empty  bool // not filled yet
	Struck bool // a box sacrificed at 0, a bust
	Mark   bool // worth drawing the eye: the opening turn, the winning turn
	Span   int  // Grand rows: how many columns this cell spans (0 = 1)
}

func num(n int) Cell { return Cell{Text: strconv.Itoa(n)} }

// Table lays out the sheet of s in lang.
func (s *State) Table(l scoring.Lang) Table {
	t := Table{Title: fmt.Sprintf(l.Pick("%s — game %d", "%s — partie %d"), kindName(s.Game.Kind), s.Game.ID)}
	winners := map[int]bool{}
	for _, w := range s.Winners() {
		winners[w] = true
		t.Winners = append(t.Winners, s.Game.Players[w])
	}
	switch s.Game.Kind {
	case Penta, Yams:
		s.boxTable(&t, l, winners)
	case FiveThousand:
		s.fiveTable(&t, l, winners)
	case Sackson:
		s.sacksonTable(&t, l, winners)
	}
	return t
}

func kindName(k Kind) string {
	switch k {
	case Penta:
		return "Penta"
	case Yams:
		return "Yam's"
	case FiveThousand:
		return "5000"
	}
	return "Sackson (Can't Stop Express)"
}

func (s *State) boxTable(t *Table, l scoring.Lang, winners map[int]bool) {
	r := s.Rules
	names := r.ColumnNames()
	for p := range s.Game.Players {
		for ci, m := range r.Columns {
			h := Head{Player: s.Game.Players[p], Winner: winners[p]}
			if len(r.Columns) > 1 || s.Game.Kind == Yams {
				// "↓ Descendante", "↕ Libre 2" for a repeated mode
				h.Sub = m.Symbol() + " " + m.Name(l) + strings.TrimPrefix(names[ci], m.String())
			}
			t.Heads = append(t.Heads, h)
		}
	}
	row := func(label string, k RowKind, cell func(c *scoring.Column) Cell) {
		rw := Row{Label: label, Kind: k}
		for p := range s.Cols {
			for ci := range s.Cols[p] {
				rw.Cells = append(rw.Cells, cell(&s.Cols[p][ci]))
			}
		}
		t.Rows = append(t.Rows, rw)
	}
	box := func(b scoring.Box) {
		row(b.Name(l), RowBox, func(c *scoring.Column) Cell {
			v, ok := c.Value(b)
			if !ok {
				return Cell{Empty: true}
			}
			return Cell{Text: strconv.Itoa(v), Struck: v == 0}
		})
	}
	for _, b := range r.Boxes() {
		if b.Upper() {
			box(b)
		}
	}
	row(l.Pick("Upper total", "Total du haut"), RowSubtotal, func(c *scoring.Column) Cell { return num(c.Upper()) })
	row(scoring.UpperBonusLabel(l), RowBonus, func(c *scoring.Column) Cell { return num(c.UpperBonus()) })
	if r.PlusMinus {
		box(scoring.Plus)
		box(scoring.Minus)
		row(l.Pick("Plus − minus", "Plus − moins"), RowSubtotal, func(c *scoring.Column) Cell { return num(c.PlusMinus()) })
	}
	for _, b := range r.Boxes() {
		if !b.Upper() && b != scoring.Plus && b != scoring.Minus {
			box(b)
		}
	}
	row(l.Pick("Lower total", "Total du bas"), RowSubtotal, func(c *scoring.Column) Cell { return num(c.Lower()) })
	five := r.FiveBox().Name(l)
	row(fmt.Sprintf(l.Pick("Extra %s (+%d)", "%s en plus (+%d)"), five, scoring.ExtraBonus), RowBonus, func(c *scoring.Column) Cell { return num(int(c.Extra)) })
	row(l.Pick("Column total", "Total colonne"), RowTotal, func(c *scoring.Column) Cell { return num(c.Total()) })
	totals := s.Totals()
	g := Row{Label: l.Pick("Player total", "Total joueur"), Kind: RowGrand}
	for p := range s.Cols {
		g.Cells = append(g.Cells, Cell{Text: strconv.Itoa(totals[p]), Span: len(r.Columns), Mark: winners[p]})
	}
	t.Rows = append(t.Rows, g)
	t.Notes = append(t.Notes, r.Describe(l))
}

func (s *State) fiveTable(t *Table, l scoring.Lang, winners map[int]bool) {
	most := 0
	for p, fp := range s.Five {
		t.Heads = append(t.Heads, Head{Player: s.Game.Players[p], Winner: winners[p]})
		if len(fp.Turns) > most {
			most = len(fp.Turns)
		}
	}
	for k := 0; k < most; k++ {
		rw := Row{Label: fmt.Sprintf(l.Pick("Turn %d", "Tour %d"), k+1), Kind: RowBox}
		for p, fp := range s.Five {
			if k >= len(fp.Turns) {
				rw.Cells = append(rw.Cells, Cell{Empty: true})
				continue
			}
			tu := fp.Turns[k]
			c := Cell{}
			switch {
			case tu.Bust:
				c = Cell{Text: l.Pick("bust", "bust"), Struck: true}
			case tu.Recorded == 0:
				c = Cell{Text: fmt.Sprintf(l.Pick("%d (not opened)", "%d (non ouvert)"), tu.Points), Struck: true}
			default:
				c = Cell{Text: fmt.Sprintf("+%d → %d", tu.Recorded, tu.Score)}
				if tu.Opening {
					c.Text += l.Pick(" (opening)", " (ouverture)")
					c.Mark = true
				}
				if winners[p] && k == len(fp.Turns)-1 && s.Winner == p {
					c.Text += l.Pick(" ★ wins", " ★ gagne")
					c.Mark = true
				}
			}
			rw.Cells = append(rw.Cells, c)
		}
		t.Rows = append(t.Rows, rw)
	}
	g := Row{Label: l.Pick("Score", "Score"), Kind: RowGrand}
	for p, fp := range s.Five {
		g.Cells = append(g.Cells, Cell{Text: strconv.Itoa(fp.Score), Mark: winners[p]})
	}
	t.Rows = append(t.Rows, g)
	t.Notes = append(t.Notes, fmt.Sprintf(l.Pick("Bust rule: %s; opening at %d (C6); first to %d wins (C7)", "Règle du bust : %s ; ouverture à %d (C6) ; le premier à %d gagne (C7)"), s.Bust, scoring.Opening5000, scoring.Target5000))
}

func (s *State) sacksonTable(t *Table, l scoring.Lang, winners map[int]bool) {
	for p := range s.Pads {
		h := Head{Player: s.Game.Players[p], Winner: winners[p]}
		if s.Pads[p].Ended && !s.Finished {
			h.Sub = l.Pick("ended", "terminé")
		}
		t.Heads = append(t.Heads, h)
	}
	for sum := 2; sum <= 12; sum++ {
		rw := Row{Label: fmt.Sprintf("%d (%d)", sum, scoring.SacksonRowValue(sum)), Kind: RowBox}
		for p := range s.Pads {
			c := s.Pads[p].Rows[sum]
			if c == 0 {
				rw.Cells = append(rw.Cells, Cell{Empty: true})
				continue
			}
			sc := scoring.SacksonRowScore(sum, c, s.Pen)
			rw.Cells = append(rw.Cells, Cell{Text: fmt.Sprintf("%s %+d", marks(c), sc)})
		}
		t.Rows = append(t.Rows, rw)
	}
	for k := 0; k < 3; k++ {
		rw := Row{Label: fmt.Sprintf(l.Pick("Fifth die %d", "5e dé %d"), k+1), Kind: RowBonus}
		for p := range s.Pads {
			if k >= len(s.Pads[p].Tracks) {
				rw.Cells = append(rw.Cells, Cell{Empty: true})
				continue
			}
			tr := s.Pads[p].Tracks[k]
			// the value box, then the ticks (none just after opening, S4)
			txt := strings.TrimSpace(fmt.Sprintf("[%d] %s", tr.Value, marks(tr.Checks)))
			rw.Cells = append(rw.Cells, Cell{Text: txt, Mark: tr.Checks >= scoring.TracksToEnd})
		}
		t.Rows = append(t.Rows, rw)
	}
	g := Row{Label: l.Pick("Total", "Total"), Kind: RowGrand}
	for p, tot := range s.Totals() {
		g.Cells = append(g.Cells, Cell{Text: strconv.Itoa(tot), Mark: winners[p]})
	}
	t.Rows = append(t.Rows, g)
	t.Notes = append(t.Notes, fmt.Sprintf(l.Pick("Rows with 1–%d checks: −%d (S6); round %d", "Lignes de 1 à %d coches : −%d (S6) ; manche %d"), scoring.PenaltyChecks, s.Pen, s.Round))
	if s.SacksonRules != scoring.SacksonRulesCurrent {
		t.Notes = append(t.Notes, s.SacksonRules.Describe(l))
	}
}

// marks draws checks as tally marks in groups of five: "||||| ||".
func marks(n int) string {
	out := ""
	for i := 1; i <= n; i++ {
		out += "|"
		if i%5 == 0 && i < n {
			out += " "
		}
	}
	return out
}
