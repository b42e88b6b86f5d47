package sheets

import (
	"fmt"

	"github.com/scorepad/scorepad/internal/lang"
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

// num is the cell of a number, written for people in l (lang.Lang.Int:
// "1 050" in French, the minus sign).
func num(l lang.Lang, n int) Cell { return Cell{Text: l.Int(n)} }

// Table lays out the sheet of s in lang.
func (s *State) Table(l lang.Lang) Table {
	t := Table{Title: fmt.Sprintf(l.T("%s — game %d"), s.Game.Kind.Name(), s.Game.ID)}
	winners := map[int]bool{}
	for _, w := range s.Winners() {
		winners[w] = true
		t.Winners = append(t.Winners, s.Game.Players[w])
	}
	s.model().table(s, &t, l, winners)
	return t
}

// CheckSign follows the count of checks of a Sackson row or track on a
// sheet: "7✓". Never "|", the column separator of the plain-text sheet
// and of Markdown tables.
const CheckSign = "✓"

// marks writes n checks as their count and the check sign: "7✓", short
// enough for four players at 80 columns.
func marks(n int) string { return fmt.Sprintf("%d%s", n, CheckSign) }
