package pages

import (
	"io"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// SheetHTML writes the sheets of st as an HTML fragment for a web page (the
// table and its notes, as the HTML sheet draws them, every name escaped)
// without the page around them. seat ≥ 0 keeps that player's columns only
// (a phone's view of one player's sheet); seat < 0 keeps every player.
func SheetHTML(w io.Writer, st *sheets.State, l lang.Lang, seat int) error {
	st = ForDisplay(st)
	t := st.Table(l)
	if seat >= 0 && seat < len(st.Game.Players) {
		t = onlyPlayer(t, st.Game.Players[seat])
	}
	var b strings.Builder
	writeHTMLTable(&b, t)
	_, err := io.WriteString(w, b.String())
	return err
}

// SheetStatus is the line under a sheet's title (Status) without the
// list of players: whose turn, or who won.
func SheetStatus(st *sheets.State, l lang.Lang) string {
	return StatusLine(ForDisplay(st), l, false)
}

// onlyPlayer keeps the columns of t headed by player (one, or several
// in Yam's); a cell spanning kept and dropped columns keeps its kept part.
func onlyPlayer(t sheets.Table, player string) sheets.Table {
	keep := make([]bool, len(t.Heads))
	var heads []sheets.Head
	for i, h := range t.Heads {
		if h.Player == player {
			keep[i] = true
			heads = append(heads, h)
		}
	}
	out := t
	out.Heads = heads
	out.Rows = nil
	for _, r := range t.Rows {
		var cells []sheets.Cell
		col := 0
		for _, c := range r.Cells {
			span := max(c.Span, 1)
			n := 0
			for k := col; k < col+span && k < len(keep); k++ {
				if keep[k] {
					n++
				}
			}
			if n > 0 {
				c.Span = n
				if n == 1 {
					c.Span = 0
				}
				cells = append(cells, c)
			}
			col += span
		}
		r.Cells = cells
		out.Rows = append(out.Rows, r)
	}
	return out
}
