package pages

import (
	"fmt"
	"html"
	"io"
	"strings"
	"unicode"

	"github.com/mattn/go-runewidth"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// The sheet printers. They draw a sheets.Table and never compute a score.

const (
	ansiBold  = "\x1b[1m"
	ansiDim   = "\x1b[2m"
	ansiGreen = "\x1b[32m"
	ansiReset = "\x1b[0m"
)

func cellText(c sheets.Cell) string {
	switch {
	case c.Empty:
		return "·"
	case c.Struck && c.Text == "0":
		return "✗0"
	}
	return oneLine(c.Text)
}

// width is the number of terminal cells s takes: East Asian wide
// characters and emoji take two, combining marks none.
func width(s string) int {
	// The texts of a sheet are mostly printable ASCII and a few signs
	// (· — → − ✓ ✗ ★ │): counted a rune at a time. A rune that may join
	// the next into one grapheme, or be joined (combining marks, emoji
	// sequences, Hangul jamo), sends the whole string to go-runewidth.
	n := 0
	for _, r := range s {
		switch {
		case r >= 0x20 && r < 0x7f:
			n++
		case r >= 0xa0 && r < 0x300, r >= 0x1d00 && r < 0x1dc0, r >= 0x2010 && r < 0x2060,
			r >= 0x2070 && r < 0x20d0, r >= 0x2190 && r < 0x2300, r >= 0x2500 && r < 0x2600,
			r == 0x2605, r == 0x2713, r == 0x2717:
			n += runewidth.RuneWidth(r)
		default:
			return runewidth.StringWidth(s)
		}
	}
	return n
}

// textNameMax is the widest a player's name is written in a text
// sheet's column head, in terminal cells.
const textNameMax = 16

// wrapText breaks s into lines of at most w cells, at spaces and after
// hyphens (inside a word only when it alone is wider); more than n lines
// are cut, the last ending with "…".
func wrapText(s string, w, n int) []string {
	var lines []string
	line := ""
	for _, p := range pieces(s) {
		if line == "" {
			p = strings.TrimLeft(p, " ")
		}
		if width(line+p) <= w {
			line += p
			continue
		}
		if line != "" {
			lines = append(lines, line)
		}
		line = strings.TrimLeft(p, " ")
		for width(line) > w {
			rs := []rune(line)
			k := len(rs)
			for k > 1 && width(string(rs[:k])) > w {
				k--
			}
			lines = append(lines, string(rs[:k]))
			line = string(rs[k:])
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	if len(lines) > n {
		rest := lines[n-1]
		for _, ln := range lines[n:] {
			if !strings.HasSuffix(rest, "-") {
				rest += " "
			}
			rest += ln
		}
		last := []rune(rest)
		for len(last) > 0 && width(string(last))+1 > w {
			last = last[:len(last)-1]
		}
		lines = append(lines[:n-1], strings.TrimSpace(string(last))+"…")
	}
	return lines
}

// oneLine makes a name safe for a text table's alignment: tabs and line
// breaks become spaces, other control characters are dropped.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			return ' '
		case unicode.IsControl(r):
			return -1
		}
		return r
	}, s)
}

func pad(s string, w int, right bool) string {
	n := w - width(s)
	if n <= 0 {
		return s
	}
	if right {
		return strings.Repeat(" ", n) + s
	}
	return s + strings.Repeat(" ", n)
}

// DefaultTextWidth is the width, in terminal cells, a text sheet is laid
// out for when the terminal's is unknown (piped output, a file).
const DefaultTextWidth = 80

// minTextWidth is the narrowest width RenderTextWidth lays a sheet out
// for; narrower terminals get this width and wrap it themselves.
const minTextWidth = 40

// RenderText draws the sheet as a table DefaultTextWidth cells wide at
// most: box-drawing and colour on a terminal, plain text otherwise.
func RenderText(w io.Writer, st *sheets.State, l lang.Lang, tty bool) error {
	return RenderTextWidth(w, st, l, tty, DefaultTextWidth)
}

// RenderTextWidth draws the sheet as a table no line of which is wider
// than cols terminal cells (DefaultTextWidth when cols ≤ 0; at least
// minTextWidth): box-drawing and colour on a terminal, plain text
// otherwise. What does not fit is made narrower in this order: a Yam's
// column is headed by its sign alone (↓ ↑ ↕ ◆, explained under the
// table), long names wrap narrower in their head (the legend under the
// table gives them whole when cut), long texts of wide columns (5000's
// turns) wrap inside their cell, and last the players are drawn in blocks
// one under the other, each with the rows' names.
func RenderTextWidth(w io.Writer, st *sheets.State, l lang.Lang, tty bool, cols int) error {
	if cols <= 0 {
		cols = DefaultTextWidth
	}
	cols = max(cols, minTextWidth)
	st = ForDisplay(st)
	t := st.Table(l)
	lay := newTextLayout(t, lookOf(st.Game.Kind).Wide, tty)
	blocks := lay.fit(cols)

	var b strings.Builder
	prose := func(s string, code string) {
		for _, ln := range wrapProse(oneLine(s), cols) {
			b.WriteString(lay.style(ln, code) + "\n")
		}
	}
	prose(t.Title, ansiBold)
	prose(Status(st, l), "")
	b.WriteString("\n")
	cut := false
	for i, bl := range blocks {
		if i > 0 {
			b.WriteString("\n")
		}
		cut = lay.draw(&b, bl) || cut
	}
	b.WriteString("\n")
	if cut {
		prose(l.T("Players, in column order:"), "")
		for i, p := range st.Game.Players {
			num := fmt.Sprintf("  %d. ", i+1)
			for k, ln := range wrapProse(oneLine(p), cols-len(num)) {
				if k == 0 {
					ln = num + ln
				} else {
					ln = strings.Repeat(" ", len(num)) + ln
				}
				b.WriteString(ln + "\n")
			}
		}
	}
	for _, note := range t.Notes {
		prose(note, "")
	}
	if lay.compact {
		if signs := lay.signLegend(l, t.Notes); signs != "" {
			prose(signs, "")
		}
	}
	if legend := legend(st.Game.Kind, l, false); legend != "" {
		prose(legend, "")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// textLayout is a sheets.Table being laid out as text: its value columns
// gathered by player (several in Yam's, one elsewhere), the widths chosen
// for them, and how compact the heads are.
type textLayout struct {
	t      sheets.Table
	groups []textGroup
	lw     int  // the rows' names column
	wide   bool // cells may wrap (Look.Wide)
	tty    bool
	vb     string // between the rows' names and a player, and between players
	hb     string
	cross  string

	// chosen by fit
	compact bool // Yam's columns headed by their sign alone
	nameCap int  // widest a name is written on one line of a head
	cellCap int  // widest a wrapping cell's line is (wide kinds)

	even  map[[2]int]int // the even width of box columns by cellCap, compact
	cellW map[[3]int]int // cellWidth by column, cellCap, compact
}

// textGroup is the value columns of one player, drawn under one name.
type textGroup struct {
	from, to int // Heads[from:to]
	name     string
	winner   bool
}

func newTextLayout(t sheets.Table, wide, tty bool) *textLayout {
	lay := &textLayout{t: t, wide: wide, tty: tty, vb: " | ", hb: "-", cross: "-+-", even: map[[2]int]int{}, cellW: map[[3]int]int{}}
	if tty {
		lay.vb, lay.hb, lay.cross = " │ ", "─", "─┼─"
	}
	for i := range t.Heads {
		t.Heads[i].Player = oneLine(t.Heads[i].Player)
	}
	for _, r := range t.Rows {
		lay.lw = max(lay.lw, width(r.Label))
	}
	// A player's columns are those their total spans (Yam's); else one
	// column each, or the run of heads that bear the same name.
	var spans []int
	for _, r := range t.Rows {
		if r.Kind == sheets.RowGrand {
			for _, c := range r.Cells {
				spans = append(spans, max(c.Span, 1))
			}
		}
	}
	for i := 0; i < len(t.Heads); {
		n := 1
		if len(lay.groups) < len(spans) {
			n = spans[len(lay.groups)]
		} else {
			for i+n < len(t.Heads) && t.Heads[i+n].Player == t.Heads[i].Player {
				n++
			}
		}
		n = min(n, len(t.Heads)-i)
		h := t.Heads[i]
		name := h.Player
		if h.Winner {
			name = "★ " + name
		}
		lay.groups = append(lay.groups, textGroup{from: i, to: i + n, name: name, winner: h.Winner})
		i += n
	}
	return lay
}

func (lay *textLayout) style(s, code string) string {
	if lay.tty && code != "" {
		return code + s + ansiReset
	}
	return s
}

// sub returns the head under a player's name of value column i: its full
// name ("↓ Descendante", "↕ Libre2"), or compact, its sign and number
// ("↓", "↕2").
func (lay *textLayout) sub(i int) string {
	s := lay.t.Heads[i].Sub
	if !lay.compact {
		return s
	}
	return compactSub(s)
}

// compactSub returns the sign and number of a column head that starts
// with a sign ("↕ Libre2" → "↕2"); any other head as it is (Sackson's
// "ended").
func compactSub(s string) string {
	f := strings.Fields(s)
	if len(f) < 2 || len([]rune(f[0])) != 1 || unicode.IsLetter([]rune(f[0])[0]) || unicode.IsDigit([]rune(f[0])[0]) {
		return s
	}
	digits := strings.TrimRightFunc(s, unicode.IsDigit)
	return f[0] + s[len(digits):]
}

// signLegend returns the line that explains the compact column heads,
// "" when the sheet's notes already name every column ("colonnes : ↓
// Descendante, …").
func (lay *textLayout) signLegend(l lang.Lang, notes []string) string {
	all := strings.Join(notes, "\n")
	var names []string
	seen := map[string]bool{}
	missing := false
	for _, h := range lay.t.Heads {
		n := strings.TrimRightFunc(h.Sub, unicode.IsDigit)
		if compactSub(h.Sub) == h.Sub || seen[n] {
			continue // not a sign's column
		}
		seen[n] = true
		names = append(names, n)
		missing = missing || !strings.Contains(all, n)
	}
	if !missing {
		return ""
	}
	return l.Typeset(l.T("Columns: ") + strings.Join(names, " · "))
}

// cellLines returns what cell c shows: one line, or in a wide kind's
// column its text wrapped at cellCap (wrapCell).
func (lay *textLayout) cellLines(c sheets.Cell) []string {
	s := cellText(c)
	if !lay.wide || width(s) <= lay.cellCap {
		return []string{s}
	}
	return wrapCell(s, lay.cellCap)
}

// colWidths returns the width of each value column of group g, and the
// group's: its columns side by side one space apart, widened to the
// player's total and to the name as far as nameCap. The columns of boxes
// (Penta, Yam's) are all as wide as the widest, so that the grid is even
// and the numbers of every player line up; wide columns (turns, rows) are
// as wide as their own.
func (lay *textLayout) colWidths(g textGroup) ([]int, int) {
	even := 0
	if !lay.wide {
		key := [2]int{lay.cellCap, 0}
		if lay.compact {
			key[1] = 1
		}
		var ok bool
		if even, ok = lay.even[key]; !ok {
			for i := range lay.t.Heads {
				even = max(even, lay.cellWidth(i))
			}
			lay.even[key] = even
		}
	}
	cw := make([]int, g.to-g.from)
	for k := range cw {
		cw[k] = max(even, lay.cellWidth(g.from+k))
	}
	return lay.spread(g, cw)
}

// cellWidth is the width of value column i: its head under the name and
// its cells.
func (lay *textLayout) cellWidth(i int) int {
	key := [3]int{i, lay.cellCap, 0}
	if lay.compact {
		key[2] = 1
	}
	if n, ok := lay.cellW[key]; ok {
		return n
	}
	n := max(width(lay.sub(i)), 1)
	defer func() { lay.cellW[key] = n }()
	for _, r := range lay.t.Rows {
		if r.Kind == sheets.RowGrand || i >= len(r.Cells) {
			continue // the player's total spans their columns (spread)
		}
		for _, ln := range lay.cellLines(r.Cells[i]) {
			n = max(n, width(ln))
		}
	}
	return n
}

// spread widens the columns cw of group g to the player's total and to
// the name as far as nameCap, and returns them with the group's width.
func (lay *textLayout) spread(g textGroup, cw []int) ([]int, int) {
	grand := 0
	for _, r := range lay.t.Rows {
		if r.Kind == sheets.RowGrand {
			grand = width(cellText(grandCell(r, g.from)))
		}
	}
	gw := len(cw) - 1
	for _, x := range cw {
		gw += x
	}
	want := max(grand, min(width(g.name), lay.nameCap))
	// spread what the total or the name needs over the columns, the
	// leftmost first, so that the numbers stay under the name
	for k := 0; gw < want; k = (k + 1) % len(cw) {
		cw[k]++
		gw++
	}
	return cw, gw
}

// blockWidth is the width of the lines of a block of groups.
func (lay *textLayout) blockWidth(gs []textGroup) int {
	n := lay.lw
	for _, g := range gs {
		_, gw := lay.colWidths(g)
		n += width(lay.vb) + gw
	}
	return n
}

// widestCell returns the widest text of a cell (the players' totals
// aside), and the widest piece of one that wrapping cannot break.
func (lay *textLayout) widestCell() (whole, piece int) {
	for _, r := range lay.t.Rows {
		if r.Kind == sheets.RowGrand {
			continue
		}
		for _, c := range r.Cells {
			s := cellText(c)
			whole = max(whole, width(s))
			for _, p := range cellPieces(s) {
				piece = max(piece, width(p))
			}
		}
	}
	return whole, piece
}

// fit chooses the layout's heads, name and cell widths for cols cells, and
// returns the blocks of groups to draw one under the other (one block
// when the whole sheet fits).
func (lay *textLayout) fit(cols int) [][]textGroup {
	whole, piece := lay.widestCell()
	lay.cellCap = whole
	// subs: some column is headed by a sign that compact heads can keep
	// alone (Yam's)
	subs := false
	for _, h := range lay.t.Heads {
		subs = subs || compactSub(h.Sub) != h.Sub
	}
	if lay.fitOne(cols, whole, piece, subs) {
		return [][]textGroup{lay.groups}
	}
	return lay.fitBlocks(cols, whole, piece, subs)
}

// fitOne looks for a layout that draws the whole sheet as one block
// within cols cells (whole and piece: the widest cell and its widest
// unbreakable piece; subs: compact heads are possible); it reports
// whether it found one, the layout then set.
func (lay *textLayout) fitOne(cols, whole, piece int, subs bool) bool {
	fits := func(gs []textGroup) bool { return lay.blockWidth(gs) <= cols }
	// a name narrowed so far that a word of it breaks is worth a block
	// more, unless it is cut anyway (longer than textNameMax)
	one := func() bool { return fits(lay.groups) && !lay.breaksName() }
	// One block: full heads, then compact ones; then names wrapped
	// narrower; then a wide kind's cells wrapped.
	for _, compact := range []bool{false, true} {
		if compact && !subs {
			continue
		}
		lay.compact, lay.nameCap, lay.cellCap = compact, textNameMax, whole
		if one() {
			return true
		}
	}
	lay.compact = subs
	for lay.nameCap = textNameMax - 1; lay.nameCap >= 8; lay.nameCap-- {
		if one() {
			return true
		}
	}
	if lay.wide {
		for lay.cellCap = whole - 1; lay.cellCap >= piece; lay.cellCap-- {
			for _, lay.nameCap = range []int{textNameMax, 8} {
				if one() {
					return true
				}
			}
		}
	}
	return false
}

// textTry is a way of laying out the text sheet in blocks.
type textTry struct {
	compact bool // compact heads
	wrap    bool // a wide kind's cells wrapped at their widest piece
	name    int  // the names' width at most
}

// fitBlocks cuts the sheet into blocks one under the other, each within
// cols cells, and sets the layout of the blocks chosen.
func (lay *textLayout) fitBlocks(cols, whole, piece int, subs bool) [][]textGroup {
	// Blocks: as many players in each as fit, the fewest blocks (names
	// broken mid-word only when nothing else fits); on a tie, full heads,
	// whole cells, names at textNameMax.
	set := func(t textTry) {
		lay.compact, lay.nameCap, lay.cellCap = t.compact, t.name, whole
		if t.wrap {
			lay.cellCap = piece
		}
	}
	var tries []textTry
	for _, compact := range []bool{false, true} {
		for _, wrap := range []bool{false, true} {
			for _, name := range []int{textNameMax, 8, 1} {
				if (!compact || subs) && (!wrap || lay.wide) {
					tries = append(tries, textTry{compact, wrap, name})
				}
			}
		}
	}
	var best [][]textGroup
	var chosen textTry
	bestBreaks := true
	for _, t := range tries {
		set(t)
		ok := true
		for _, g := range lay.groups {
			ok = ok && lay.blockWidth([]textGroup{g}) <= cols
		}
		if !ok {
			continue
		}
		bl, breaks := lay.split(cols), lay.breaksName()
		if best == nil || bestBreaks && !breaks || breaks == bestBreaks && len(bl) < len(best) {
			best, chosen, bestBreaks = bl, t, breaks
		}
	}
	if best == nil {
		// too narrow for a player alone: the narrowest layout, wider
		// than cols
		chosen = textTry{subs, lay.wide, 1}
		set(chosen)
		best = lay.split(cols)
	}
	set(chosen)
	return best
}

// breaksName reports whether the head of a name no longer than
// textNameMax, wrapped at its group's width, breaks a word of it.
func (lay *textLayout) breaksName() bool {
	for _, g := range lay.groups {
		if width(g.name) > textNameMax {
			continue // cut anyway, given whole under the table
		}
		if _, gw := lay.colWidths(g); width(g.name) > gw && headCut(g.name, wrapText(g.name, gw, 3), gw) {
			return true
		}
	}
	return false
}

// split cuts the groups into blocks, each as wide as cols at most (a group
// too wide alone is a block of its own).
func (lay *textLayout) split(cols int) [][]textGroup {
	var blocks [][]textGroup
	var cur []textGroup
	for _, g := range lay.groups {
		if len(cur) > 0 && lay.blockWidth(append(cur[:len(cur):len(cur)], g)) > cols {
			blocks = append(blocks, cur)
			cur = nil
		}
		cur = append(cur, g)
	}
	if len(cur) > 0 {
		blocks = append(blocks, cur)
	}
	// even out the blocks: 7 players at 3 a block are 3, 2, 2 rather than
	// 3, 3, 1
	if n := len(blocks); n > 1 {
		var even [][]textGroup
		ok := true
		for i, from := 0, 0; i < n; i++ {
			size := len(lay.groups) / n
			if i < len(lay.groups)%n {
				size++
			}
			b := lay.groups[from : from+size]
			ok = ok && lay.blockWidth(b) <= cols
			even = append(even, b)
			from += size
		}
		if ok {
			return even
		}
	}
	return blocks
}

// textBlock is a block of groups measured for drawing: each group's
// columns' widths, its width and its name's head lines.
type textBlock struct {
	gs        []textGroup
	cws       [][]int
	gws       []int
	heads     [][]string
	headLines int
}

// measureBlock measures the groups of a block; cut reports that a name is
// cut in its head.
func (lay *textLayout) measureBlock(gs []textGroup) (blk textBlock, cut bool) {
	blk = textBlock{gs: gs, cws: make([][]int, len(gs)), gws: make([]int, len(gs)), heads: make([][]string, len(gs)), headLines: 1}
	for i, g := range gs {
		blk.cws[i], blk.gws[i] = lay.colWidths(g)
		blk.heads[i] = []string{g.name}
		if width(g.name) > blk.gws[i] {
			blk.heads[i] = wrapText(g.name, blk.gws[i], 3)
			cut = cut || headCut(g.name, blk.heads[i], blk.gws[i])
		}
		blk.headLines = max(blk.headLines, len(blk.heads[i]))
	}
	return blk, cut
}

// draw writes one block of the table; it returns true when a name was
// cut (the legend under the sheet then gives every name whole).
func (lay *textLayout) draw(b *strings.Builder, gs []textGroup) bool {
	blk, cut := lay.measureBlock(gs)
	lay.writeHeads(b, blk)
	lay.writeSep(b, blk)
	for _, r := range lay.t.Rows {
		if r.Kind == sheets.RowSubtotal || r.Kind == sheets.RowTotal || r.Kind == sheets.RowGrand {
			lay.writeSep(b, blk)
		}
		if r.Kind == sheets.RowGrand {
			lay.writeGrand(b, blk, r)
		} else {
			lay.writeRow(b, blk, r)
		}
	}
	return cut
}

// writeSep writes a rule across the block.
func (lay *textLayout) writeSep(b *strings.Builder, blk textBlock) {
	b.WriteString(strings.Repeat(lay.hb, lay.lw))
	for _, gw := range blk.gws {
		b.WriteString(lay.cross + strings.Repeat(lay.hb, gw))
	}
	b.WriteString("\n")
}

// writeHeads writes the players' names over their groups, bottom-aligned
// (the winner's in green on a terminal), then the columns' heads under
// them when the kind has some.
func (lay *textLayout) writeHeads(b *strings.Builder, blk textBlock) {
	for k := 0; k < blk.headLines; k++ {
		b.WriteString(pad("", lay.lw, false))
		for i, g := range blk.gs {
			name := ""
			if j := k - (blk.headLines - len(blk.heads[i])); j >= 0 {
				name = blk.heads[i][j]
			}
			code := ansiBold
			if g.winner {
				code = ansiBold + ansiGreen
			}
			if g.to-g.from > 1 {
				name = center(name, blk.gws[i])
			} else {
				name = pad(name, blk.gws[i], true)
			}
			b.WriteString(lay.vb + lay.style(name, code))
		}
		b.WriteString("\n")
	}
	if hasSubs(lay.t) {
		b.WriteString(pad("", lay.lw, false))
		for i, g := range blk.gs {
			var cells []string
			for k := g.from; k < g.to; k++ {
				cells = append(cells, pad(lay.sub(k), blk.cws[i][k-g.from], true))
			}
			b.WriteString(lay.vb + strings.Join(cells, " "))
		}
		b.WriteString("\n")
	}
}

// writeGrand writes the players' totals row: each total across its
// group's columns.
func (lay *textLayout) writeGrand(b *strings.Builder, blk textBlock, r sheets.Row) {
	b.WriteString(lay.style(pad(r.Label, lay.lw, false), ansiBold))
	for i, g := range blk.gs {
		c := grandCell(r, g.from)
		b.WriteString(lay.vb + lay.style(pad(cellText(c), blk.gws[i], true), cellCode(c, r.Kind)))
	}
	b.WriteString("\n")
}

// writeRow writes a row, its cells wrapped in their columns: as many
// lines as its tallest cell, its label on the first.
func (lay *textLayout) writeRow(b *strings.Builder, blk textBlock, r sheets.Row) {
	lines := 1
	cells := make([][][]string, len(blk.gs))
	for i, g := range blk.gs {
		for k := g.from; k < g.to && k < len(r.Cells); k++ {
			ls := lay.cellLines(r.Cells[k])
			cells[i] = append(cells[i], ls)
			lines = max(lines, len(ls))
		}
	}
	for ln := 0; ln < lines; ln++ {
		label := ""
		if ln == 0 {
			label = r.Label
		}
		label = pad(label, lay.lw, false)
		if r.Kind == sheets.RowTotal {
			label = lay.style(label, ansiBold)
		}
		b.WriteString(label)
		for i, g := range blk.gs {
			b.WriteString(lay.vb)
			for k := range cells[i] {
				if k > 0 {
					b.WriteString(" ")
				}
				txt, code := "", ""
				if ln < len(cells[i][k]) {
					txt = cells[i][k][ln]
				}
				if txt != "" {
					code = cellCode(r.Cells[g.from+k], r.Kind)
				}
				b.WriteString(lay.style(pad(txt, blk.cws[i][k], true), code))
			}
		}
		b.WriteString("\n")
	}
}

// headCut reports whether name, wrapped in lines of w cells, cannot be
// read whole in its head: longer than textNameMax, cut short ("…"), or a
// word of it broken.
func headCut(name string, lines []string, w int) bool {
	if width(name) > textNameMax || strings.HasSuffix(lines[len(lines)-1], "…") {
		return true
	}
	for _, p := range pieces(name) {
		if width(strings.TrimSpace(p)) > w {
			return true
		}
	}
	return false
}

// grandCell returns the cell of a player's total row that starts at value
// column from.
func grandCell(r sheets.Row, from int) sheets.Cell {
	col := 0
	for _, c := range r.Cells {
		if col == from {
			return c
		}
		col += max(c.Span, 1)
	}
	return sheets.Cell{}
}

// cellCode is the terminal style of a cell of a row of kind k.
func cellCode(c sheets.Cell, k sheets.RowKind) string {
	switch {
	case c.Mark && k == sheets.RowGrand:
		return ansiBold + ansiGreen
	case c.Mark:
		return ansiGreen
	case c.Struck || c.Empty:
		return ansiDim
	case k == sheets.RowGrand || k == sheets.RowTotal:
		return ansiBold
	}
	return ""
}

// center pads s on both sides to w cells (the odd cell on the left, so
// that a name leans towards the numbers, right-aligned, under it).
func center(s string, w int) string {
	n := w - width(s)
	if n <= 0 {
		return s
	}
	return strings.Repeat(" ", n-n/2) + s + strings.Repeat(" ", n/2)
}

// cellPieces cuts a cell's text where it may wrap: at spaces, but never
// around an arrow ("+1000 → 1000") nor after a sign that qualifies the
// next word ("★ gagne").
func cellPieces(s string) []string {
	words := strings.Split(s, " ")
	var out []string
	glue := false
	for _, w := range words {
		rs := []rune(w)
		if len(rs) == 0 {
			continue
		}
		sign := len(rs) == 1 && !unicode.IsLetter(rs[0]) && !unicode.IsDigit(rs[0])
		switch {
		case len(out) > 0 && (glue || w == "→"):
			out[len(out)-1] += " " + w
		default:
			out = append(out, w)
		}
		glue = sign
	}
	return out
}

// wrapProse wraps a line under or over the table at w cells, between the
// pieces of cellPieces (a sign stays with the word after it: "↓
// Descendante", "— winner"); a piece wider than w alone is cut.
func wrapProse(s string, w int) []string {
	var out []string
	for _, ln := range wrapCell(s, w) {
		for width(ln) > w {
			rs := []rune(ln)
			k := len(rs)
			for k > 1 && width(string(rs[:k])) > w {
				k--
			}
			out = append(out, string(rs[:k]))
			ln = string(rs[k:])
		}
		out = append(out, ln)
	}
	return out
}

// wrapCell wraps a cell's text at w cells, between its pieces
// (cellPieces); a piece wider than w stays whole.
func wrapCell(s string, w int) []string {
	var lines []string
	for _, p := range cellPieces(s) {
		if n := len(lines); n > 0 && width(lines[n-1]+" "+p) <= w {
			lines[n-1] += " " + p
			continue
		}
		lines = append(lines, p)
	}
	return lines
}

func hasSubs(t sheets.Table) bool {
	for _, h := range t.Heads {
		if h.Sub != "" {
			return true
		}
	}
	return false
}

// renderMarkdown draws the sheet as Markdown tables.
func renderMarkdown(w io.Writer, st *sheets.State, l lang.Lang) error {
	st = ForDisplay(st)
	t := st.Table(l)
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n%s\n\n", MDText(t.Title), MDText(Status(st, l)))
	b.WriteString("| |")
	for _, h := range t.Heads {
		name := MDText(h.Player)
		if h.Winner {
			name = "**★ " + name + "**"
		}
		if h.Sub != "" {
			name += " " + MDText(h.Sub)
		}
		b.WriteString(" " + name + " |")
	}
	b.WriteString("\n|---|" + strings.Repeat("---:|", len(t.Heads)) + "\n")
	for _, r := range t.Rows {
		label := MDText(r.Label)
		bold := r.Kind == sheets.RowTotal || r.Kind == sheets.RowGrand || r.Kind == sheets.RowSubtotal
		if bold {
			label = "**" + label + "**"
		}
		b.WriteString("| " + label + " |")
		for _, c := range r.Cells {
			txt := MDText(c.Text)
			switch {
			case c.Empty:
				txt = "·"
			case c.Struck:
				txt = "~~" + txt + "~~"
			case c.Mark || bold:
				txt = "**" + txt + "**"
			}
			b.WriteString(" " + txt + " |")
			for k := 1; k < c.Span; k++ {
				b.WriteString(" |")
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
	for _, n := range t.Notes {
		b.WriteString("- " + MDText(n) + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

const sheetCSS = `body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;margin:2em;color:#1d1d1f}
h1{font-size:1.5em;margin:0 0 .2em}p.status{color:#555;margin:0 0 1em}
table{border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{border:1px solid #999;padding:.25em .6em;text-align:right;white-space:nowrap}
th.label,td.label{text-align:left}thead th{background:#f0ece2;white-space:normal;min-width:2.5em;max-width:9em;text-align:center;vertical-align:bottom}thead th.sub{font-weight:normal;white-space:nowrap}
th.winner{background:#d9f2d9}tr.subtotal td,tr.bonus td{background:#faf8f2}
tr.total td,tr.grand td{font-weight:bold;background:#f0ece2}td.mark{color:#0a6b0a;font-weight:bold}
td.empty{color:#bbb}s{color:#a33}ul.notes{color:#555;font-size:.9em}
@media print{body{margin:0;font-size:11pt}th,td{border-color:#000}td{white-space:normal}@page{size:A4;margin:15mm}table{width:100%}
body.few{font-size:13pt}body.wide{font-size:8pt;page:wide}body.wide th,body.wide td{padding:.2em .25em}@page wide{size:A4 landscape;margin:10mm}}`

// sheetSize is the print class of a sheet of n value columns: large type
// for a few, landscape and small type beyond six.
func sheetSize(n int) string {
	switch {
	case n <= 3:
		return "few"
	case n > 6:
		return "wide"
	}
	return "normal"
}

// renderHTML writes one self-contained page with a print stylesheet.
func renderHTML(w io.Writer, st *sheets.State, l lang.Lang) error {
	st = ForDisplay(st)
	t := st.Table(l)
	e := html.EscapeString
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n<style>\n%s\n</style>\n</head>\n<body class=\"%s\">\n", l, e(t.Title), sheetCSS, sheetSize(len(t.Heads)))
	fmt.Fprintf(&b, "<h1>%s</h1>\n<p class=\"status\">%s</p>\n", e(t.Title), e(Status(st, l)))
	writeHTMLTable(&b, t)
	b.WriteString("</body>\n</html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeHTMLTable writes the sheet's table and its notes (the HTML page's
// body under its title; the web pages' sheets).
func writeHTMLTable(w *strings.Builder, t sheets.Table) {
	e := html.EscapeString
	var b strings.Builder
	b.WriteString("<table>\n<thead>\n<tr>")
	// A player's name once over all their columns (Yam's), the columns'
	// heads on a second line.
	subs := hasSubs(t)
	if subs {
		b.WriteString(`<th class="label" rowspan="2"></th>`)
	} else {
		b.WriteString(`<th class="label"></th>`)
	}
	for i := 0; i < len(t.Heads); {
		h := t.Heads[i]
		n := 1
		for i+n < len(t.Heads) && t.Heads[i+n].Player == h.Player {
			n++
		}
		cls, name, span := "", e(h.Player), ""
		if h.Winner {
			cls, name = ` class="winner"`, "★ "+name
		}
		if n > 1 {
			span = fmt.Sprintf(` colspan="%d"`, n)
		}
		fmt.Fprintf(&b, "<th%s%s>%s</th>", cls, span, name)
		i += n
	}
	if subs {
		b.WriteString("</tr>\n<tr>")
		for _, h := range t.Heads {
			cls := ` class="sub"`
			if h.Winner {
				cls = ` class="sub winner"`
			}
			fmt.Fprintf(&b, "<th%s>%s</th>", cls, e(h.Sub))
		}
	}
	b.WriteString("</tr>\n</thead>\n<tbody>\n")
	for _, r := range t.Rows {
		cls := map[sheets.RowKind]string{sheets.RowBox: "box", sheets.RowSubtotal: "subtotal", sheets.RowBonus: "bonus", sheets.RowTotal: "total", sheets.RowGrand: "grand"}[r.Kind]
		fmt.Fprintf(&b, "<tr class=\"%s\"><td class=\"label\">%s</td>", cls, e(r.Label))
		for _, c := range r.Cells {
			span := ""
			if c.Span > 1 {
				span = fmt.Sprintf(` colspan="%d"`, c.Span)
			}
			switch {
			case c.Empty:
				fmt.Fprintf(&b, "<td class=\"empty\"%s>·</td>", span)
			case c.Struck:
				fmt.Fprintf(&b, "<td%s><s>%s</s></td>", span, e(c.Text))
			case c.Mark:
				fmt.Fprintf(&b, "<td class=\"mark\"%s>%s</td>", span, e(c.Text))
			default:
				fmt.Fprintf(&b, "<td%s>%s</td>", span, e(c.Text))
			}
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</tbody>\n</table>\n<ul class=\"notes\">\n")
	for _, n := range t.Notes {
		fmt.Fprintf(&b, "<li>%s</li>\n", e(n))
	}
	b.WriteString("</ul>\n")
	w.WriteString(b.String())
}
