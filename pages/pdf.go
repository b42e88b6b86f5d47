package pages

import (
	_ "embed"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
	"github.com/signintech/gopdf"
)

// The PDF printer: an A4 sheet, the DejaVu fonts embedded so that French
// accents and the column signs (↕ ↓ ↑ ◆) print anywhere, CJK names from the
// fallback font (pdffont.go). github.com/signintech/gopdf is maintained and
// embeds subsets of TrueType fonts (go-pdf/fpdf is archived).
//
// Layout: the type is as large as the page allows (up to pdfMaxType) and
// never below pdfFloor. The printer tries portrait, then landscape, and
// when even landscape at the floor is too narrow it splits the players over
// several pages, each repeating the row labels. Long names wrap on up to
// three lines in their column head; a name cut short there, or wrapped,
// is written whole in a legend under the table. Cells that do not fit wrap
// too; nothing is ever drawn over its neighbour.

//go:embed fonts/DejaVuSans.ttf
var fontRegular []byte

//go:embed fonts/DejaVuSans-Bold.ttf
var fontBold []byte

const (
	pdfMargin  = 36.0
	pdfFloor   = 7.5 // points: the smallest type a sheet uses
	pdfMaxType = 15.0
	pdfHeadMax = 3 // lines of a player's name in a column head
)

type rgb struct{ r, g, b uint8 }

var (
	pdfInk     = rgb{29, 29, 31}
	pdfGrey    = rgb{150, 150, 150}
	pdfMuted   = rgb{85, 85, 85}
	pdfHead    = rgb{240, 236, 226}
	pdfWinner  = rgb{217, 242, 217}
	pdfStruck  = rgb{170, 51, 51}
	pdfMarkInk = rgb{10, 107, 10}
	pdfBand    = rgb{250, 248, 242}
)

var (
	pdfPortrait  = *gopdf.PageSizeA4
	pdfLandscape = gopdf.Rect{W: gopdf.PageSizeA4.H, H: gopdf.PageSizeA4.W}
)

// renderPDF writes the sheet; characters no font has are replaced (see
// SheetPDF for the warnings).
func renderPDF(w io.Writer, st *sheets.State, l lang.Lang) error {
	_, err := SheetPDF(w, st, l)
	return err
}

// pdfPlayer is one player's block of value columns.
type pdfPlayer struct {
	name   string // cleaned
	winner bool
	cols   []int
	subs   []string // Yam's column heads, cleaned
	short  []string // the same as their sign alone
}

// sheetGrid is a sheet's text, cleaned for the fonts.
type sheetGrid struct {
	title, status string
	shortStatus   string // without the players' names
	players       []pdfPlayer
	rows          []sheets.Row // cell texts cleaned
	notes         []string
	ncols         int
	wide          bool // turn logs and tallies: wider columns
}

func cellPDF(c sheets.Cell) string {
	if c.Empty {
		return "·"
	}
	return c.Text
}

// sheetLayout is one choice of page, type size and column widths.
type sheetLayout struct {
	page           gopdf.Rect
	fs             float64
	labelW, colW   float64
	groups         [][]int // players per page group
	subShort       bool    // Yam's column heads as signs
	headLines      int
	headFS         float64 // the names in the column heads: up to 30 % smaller rather than cut inside a word
	broken         bool    // a name is cut inside a word all the same
	rowH           []float64
	headH, firstH  float64 // column heads; title, status and gap above the table
	legend, footer []string
	status         string
}

func (lay *sheetLayout) line() float64 { return lay.fs * 1.25 }
func (lay *sheetLayout) pad() float64  { return lay.fs * 0.45 }

// SheetPDF writes the sheet and returns a warning per character that had
// to be replaced.
func SheetPDF(w io.Writer, st *sheets.State, l lang.Lang) ([]string, error) {
	t := st.Table(l)
	d, err := newPDFDoc(pdfPortrait, l)
	if err != nil {
		return nil, err
	}
	g := buildGrid(d, st, l)
	lay := chooseLayout(d, g, l)
	d.SetInfo(gopdf.PdfInfo{Title: t.Title, Creator: "scorepad", CreationDate: st.Game.Started})
	drawSheet(d, g, lay)
	if _, err := d.WriteTo(w); err != nil {
		return nil, err
	}
	return d.warnings(), nil
}

// buildGrid lays out st's sheet as text cleaned for the fonts.
func buildGrid(d *pdfDoc, st *sheets.State, l lang.Lang) *sheetGrid {
	t := st.Table(l)
	g := sheetGrid{title: d.clean(t.Title), status: d.clean(Status(st, l)), shortStatus: d.clean(StatusLine(st, l, false)), ncols: len(t.Heads), wide: lookOf(st.Game.Kind).Wide}
	for i, h := range t.Heads {
		name := d.clean(h.Player)
		if h.Winner {
			name = "★ " + name
		}
		if i == 0 || t.Heads[i-1].Player != h.Player {
			g.players = append(g.players, pdfPlayer{name: name, winner: h.Winner})
		}
		p := &g.players[len(g.players)-1]
		p.cols = append(p.cols, i)
		sub := d.clean(h.Sub)
		p.subs = append(p.subs, sub)
		short := sub
		if f := strings.Fields(sub); len(f) > 1 && len([]rune(f[0])) == 1 {
			short = f[0]
			if digits := strings.TrimLeft(f[len(f)-1], "0123456789"); digits == "" {
				short += f[len(f)-1] // "↕ Libre 2" → "↕2"
			}
		}
		p.short = append(p.short, short)
	}
	for _, r := range t.Rows {
		r.Label = d.clean(r.Label)
		cells := make([]sheets.Cell, len(r.Cells))
		for i, c := range r.Cells {
			c.Text = d.clean(c.Text)
			cells[i] = c
		}
		r.Cells = cells
		g.rows = append(g.rows, r)
	}
	for _, n := range t.Notes {
		g.notes = append(g.notes, d.clean(n))
	}
	if legend := legend(st.Game.Kind, l, true); legend != "" {
		g.notes = append(g.notes, legend)
	}
	g.notes = append(g.notes, fmt.Sprintf(l.T("Printed by scorepad on %s"), time.Now().Format("2006-01-02")))

	return &g
}

// measure fills lay's widths and heights for its page, type size and
// groups; ok is false when the columns cannot fit across the page.
func measure(d *pdfDoc, g *sheetGrid, lay *sheetLayout, l lang.Lang) bool {
	if !measureColumns(d, g, lay) {
		return false
	}
	measureHeads(d, g, lay, l)
	measureRows(d, g, lay)
	measureFrame(d, g, lay, l)
	return true
}

// measureColumns sets the width of the row labels and of the value
// columns; it is false when a column would be narrower than its widest
// unbreakable word or a name has no room for a few letters a line.
func measureColumns(d *pdfDoc, g *sheetGrid, lay *sheetLayout) bool {
	fs, pad := lay.fs, lay.pad()
	avail := lay.page.W - 2*pdfMargin
	// Row labels: as wide as the widest, up to 38 % of the page (they wrap
	// beyond).
	lw := 0.0
	for _, r := range g.rows {
		lw = max(lw, d.width(r.Label, r.Kind == sheets.RowTotal || r.Kind == sheets.RowGrand, fs))
	}
	lay.labelW = min(lw+2*pad+1, avail*0.38)
	// The narrowest a value column may be: its widest unbreakable word.
	minCol := d.width("000", true, fs) + 2*pad
	for _, r := range g.rows {
		for _, c := range r.Cells {
			if c.Span > 1 {
				continue
			}
			for _, w := range strings.Fields(cellPDF(c)) {
				minCol = max(minCol, d.width(w, true, fs)+2*pad)
			}
		}
	}
	lay.subShort = false
	maxCols := 0
	for _, grp := range lay.groups {
		n := 0
		for _, p := range grp {
			n += len(g.players[p].cols)
		}
		maxCols = max(maxCols, n)
	}
	maxCol := fs * 7.5
	if g.wide {
		maxCol = fs * 15
	}
	// Room for the longest word of a name, in the heads' smallest type.
	for _, p := range g.players {
		for _, w := range pieces(p.name) {
			maxCol = max(maxCol, (d.width(strings.TrimSpace(w), true, max(pdfFloor, fs*0.7))+2*pad)/float64(len(p.cols)))
		}
	}
	lay.colW = min(maxCol, (avail-lay.labelW)/float64(maxCols))
	if lay.colW < minCol {
		return false
	}
	// A player's name needs room for a few letters per line.
	for _, p := range g.players {
		if float64(len(p.cols))*lay.colW < d.width("Wwww", true, fs)+2*pad {
			return false
		}
		for _, s := range p.subs {
			if d.width(s, false, fs)+2*pad > lay.colW {
				lay.subShort = true
			}
		}
	}
	return true
}

// measureHeads sets the heads' type size and height: the longest name's
// lines (at most pdfHeadMax) and a line of Yam's column heads; names cut
// or wrapped, and column signs too wide, go to the legend.
func measureHeads(d *pdfDoc, g *sheetGrid, lay *sheetLayout, l lang.Lang) {
	fs, pad := lay.fs, lay.pad()
	lay.headLines = 1
	lay.legend = nil
	lay.headFS = fs
	for hf := fs; hf >= max(pdfFloor, fs*0.7)-1e-9; hf -= 0.25 {
		lay.headFS = hf
		broken := false
		for _, p := range g.players {
			broken = broken || d.breaksWord(p.name, true, hf, float64(len(p.cols))*lay.colW-2*pad)
		}
		lay.broken = broken
		if !broken {
			break
		}
	}
	cut := false
	for _, p := range g.players {
		lines, c := d.fitLines(p.name, true, lay.headFS, float64(len(p.cols))*lay.colW-2*pad, pdfHeadMax)
		lay.headLines = max(lay.headLines, len(lines))
		cut = cut || c || len(lines) > 1
	}
	if cut {
		lay.legend = append(lay.legend, l.T("Players, in column order:"))
		for i, p := range g.players {
			lay.legend = append(lay.legend, fmt.Sprintf("%d. %s", i+1, strings.TrimPrefix(p.name, "★ ")))
		}
	}
	if lay.subShort {
		lay.legend = append(lay.legend, strings.Join(columnSigns(g), " · "))
	}
	lay.headH = float64(lay.headLines)*lay.headFS*1.25 + pad
	if len(g.players) > 0 && g.players[0].subs[0] != "" {
		lay.headH += lay.line()
	}
}

// columnSigns lists the column signs of the players' heads, each once, in
// the order they first appear.
func columnSigns(g *sheetGrid) []string {
	seen := map[string]bool{}
	var signs []string
	for _, p := range g.players {
		for _, s := range p.subs {
			if !seen[s] {
				seen[s] = true
				signs = append(signs, s)
			}
		}
	}
	return signs
}

// measureRows sets each row's height: as many lines as its fullest cell.
func measureRows(d *pdfDoc, g *sheetGrid, lay *sheetLayout) {
	fs, pad, lh := lay.fs, lay.pad(), lay.line()
	lay.rowH = make([]float64, len(g.rows))
	for i, r := range g.rows {
		n := len(d.wrap(r.Label, false, fs, lay.labelW-2*pad))
		for _, c := range r.Cells {
			w := float64(max(c.Span, 1))*lay.colW - 2*pad
			n = max(n, len(d.wrap(cellPDF(c), c.Mark || r.Kind >= sheets.RowTotal, fs, w)))
		}
		lay.rowH[i] = float64(n)*lh + pad
	}
}

// measureFrame sets what is above the table (the title, the status line
// wrapped; without the names when the legend lists them) and the footer
// (the legend and the notes, wrapped).
func measureFrame(d *pdfDoc, g *sheetGrid, lay *sheetLayout, l lang.Lang) {
	fs, lh := lay.fs, lay.line()
	tw := lay.page.W - 2*pdfMargin
	lay.status = g.status
	if len(lay.legend) > 0 && strings.HasPrefix(lay.legend[0], l.T("Players")) {
		lay.status = g.shortStatus
	}
	lay.firstH = fs*1.9 + float64(len(d.wrap(lay.status, false, fs, tw)))*lh + fs
	lay.footer = nil
	for _, n := range append(append([]string{}, lay.legend...), g.notes...) {
		lay.footer = append(lay.footer, d.wrap(n, false, max(pdfFloor, fs*0.85), tw)...)
	}
}

// height is the height of the whole sheet on one page per group.
func (lay *sheetLayout) height() float64 {
	h := lay.firstH + lay.headH
	for _, r := range lay.rowH {
		h += r
	}
	return h + lay.fs + float64(len(lay.footer))*max(pdfFloor, lay.fs*0.85)*1.3
}

// chooseLayout takes the largest type that fits the sheet on one page,
// portrait first; when nothing fits on one page, the largest that fits
// across (the rows continue on the next page).
func chooseLayout(d *pdfDoc, g *sheetGrid, l lang.Lang) *sheetLayout {
	// try returns the largest type that fits on one page (with no name
	// cut inside a word if there is one) and the largest that fits across.
	try := func(page gopdf.Rect, groups [][]int, hi, lo float64) (fitsOne, fitsAcross *sheetLayout) {
		for fs := hi; fs >= lo-1e-9; fs -= 0.5 {
			lay := &sheetLayout{page: page, fs: fs, groups: groups}
			if !measure(d, g, lay, l) {
				continue
			}
			if fitsAcross == nil {
				fitsAcross = lay
			}
			if lay.height() <= page.H-2*pdfMargin {
				if !lay.broken {
					return lay, fitsAcross
				}
				if fitsOne == nil {
					fitsOne = lay
				}
			}
		}
		return fitsOne, fitsAcross
	}
	for k := 1; k <= len(g.players); k++ {
		groups := splitPlayers(len(g.players), k)
		// On one page: the orientation that allows the larger type
		// (portrait when equal).
		var best, across *sheetLayout
		for _, page := range []gopdf.Rect{pdfPortrait, pdfLandscape} {
			one, acr := try(page, groups, pdfMaxType, pdfFloor)
			if one != nil && (best == nil || (best.broken && !one.broken) || (best.broken == one.broken && one.fs > best.fs)) {
				best = one
			}
			if acr != nil && (across == nil || acr.fs > across.fs+1.5) {
				across = acr
			}
		}
		if best != nil && best.fs >= 9 {
			return best
		}
		// Else several pages: across the page at a comfortable size beats
		// one page at the floor.
		if across != nil && (best == nil || across.fs >= 9) {
			return across
		}
		if best != nil {
			return best
		}
	}
	// One player per page and still too narrow: the floor, landscape.
	lay := &sheetLayout{page: pdfLandscape, fs: pdfFloor, groups: splitPlayers(len(g.players), len(g.players))}
	measure(d, g, lay, l)
	return lay
}

// splitPlayers cuts n players into k groups of nearly equal size.
func splitPlayers(n, k int) [][]int {
	var out [][]int
	for i := 0; i < k; i++ {
		var grp []int
		for p := i * n / k; p < (i+1)*n/k; p++ {
			grp = append(grp, p)
		}
		out = append(out, grp)
	}
	return out
}

func drawSheet(d *pdfDoc, g *sheetGrid, lay *sheetLayout) {
	sd := &sheetDrawer{d: d, g: g, lay: lay, bottom: lay.page.H - pdfMargin}
	for gi, grp := range lay.groups {
		sd.drawGroup(gi, grp)
	}
	sd.drawFooter()
}

// sheetDrawer draws one sheet, a group of players to a table, going down
// the page from y.
type sheetDrawer struct {
	d      *pdfDoc
	g      *sheetGrid
	lay    *sheetLayout
	y      float64
	bottom float64
	// the group being drawn: its players, value columns and where each
	// starts, the table's left edge and width
	grp    []int
	cols   []int
	colX   map[int]float64
	x0     float64
	tableW float64
}

func (sd *sheetDrawer) newPage() {
	sd.d.AddPageWithOption(gopdf.PageOption{PageSize: &sd.lay.page})
	sd.y = pdfMargin
}

// fill paints a rectangle in colour c.
func (d *pdfDoc) fill(x, y, w, h float64, c rgb) {
	d.SetFillColor(c.r, c.g, c.b)
	d.RectFromUpperLeftWithStyle(x, y, w, h, "F")
}

// drawGroup draws the table of group gi on a new page (the title and the
// status above the first), continuing on further pages under the heads
// repeated.
func (sd *sheetDrawer) drawGroup(gi int, grp []int) {
	d, g, lay := sd.d, sd.g, sd.lay
	fs, pad, lh := lay.fs, lay.pad(), lay.line()
	sd.grp, sd.cols = grp, nil
	for _, p := range grp {
		sd.cols = append(sd.cols, g.players[p].cols...)
	}
	sd.tableW = lay.labelW + float64(len(sd.cols))*lay.colW
	sd.x0 = pdfMargin + max(0, (lay.page.W-2*pdfMargin-sd.tableW)/2)
	sd.colX = map[int]float64{}
	for i, c := range sd.cols {
		sd.colX[c] = sd.x0 + lay.labelW + float64(i)*lay.colW
	}
	sd.newPage()
	if gi == 0 {
		d.draw(pdfMargin, sd.y, fs*1.6, g.title, true, fs*1.45, pdfInk)
		sd.y += fs * 1.9
		for _, ln := range d.wrap(lay.status, false, fs, lay.page.W-2*pdfMargin) {
			d.draw(pdfMargin, sd.y, lh, ln, false, fs, pdfMuted)
			sd.y += lh
		}
		sd.y += fs
	} else {
		d.draw(pdfMargin, sd.y, lh, fmt.Sprintf("%s (%d/%d)", g.title, gi+1, len(lay.groups)), true, fs, pdfInk)
		sd.y += lh + pad
	}
	sd.header()
	tableTop := sd.y - lay.headH
	for ri, r := range g.rows {
		h := lay.rowH[ri]
		if sd.y+h > sd.bottom {
			sd.rules(tableTop, sd.y)
			sd.newPage()
			sd.header()
			tableTop = sd.y - lay.headH
		}
		sd.drawRow(r, h)
		sd.y += h
	}
	sd.rules(tableTop, sd.y)
	d.SetStrokeColor(120, 120, 120)
	d.Line(sd.x0, sd.y, sd.x0+sd.tableW, sd.y)
}

// header draws the group's heads: each player's name (the winner's
// shaded) over their columns, and the column signs under it.
func (sd *sheetDrawer) header() {
	d, g, lay := sd.d, sd.g, sd.lay
	fs, pad, lh := lay.fs, lay.pad(), lay.line()
	sd.d.fill(sd.x0, sd.y, sd.tableW, lay.headH, pdfHead)
	for _, p := range sd.grp {
		pl := g.players[p]
		x, w := sd.colX[pl.cols[0]], float64(len(pl.cols))*lay.colW
		if pl.winner {
			sd.d.fill(x, sd.y, w, lay.headH, pdfWinner)
		}
		hf := lay.headFS
		hl := hf * 1.25
		lines, _ := d.fitLines(pl.name, true, hf, w-2*pad, pdfHeadMax)
		top := sd.y + pad/2 + float64(lay.headLines-len(lines))*hl
		for i, ln := range lines {
			d.drawAligned(x+pad, top+float64(i)*hl, w-2*pad, hl, ln, true, hf, pdfInk, 'c')
		}
		for i, c := range pl.cols {
			sub := pl.subs[i]
			if lay.subShort {
				sub = pl.short[i]
			}
			if sub != "" {
				d.drawAligned(sd.colX[c]+pad, sd.y+lay.headH-lh-pad/4, lay.colW-2*pad, lh, sub, false, fs, pdfInk, 'c')
			}
		}
	}
	sd.y += lay.headH
}

// rules draws the vertical lines of the table from y from to y to: thin
// between columns, stronger between players and at the edges.
func (sd *sheetDrawer) rules(from, to float64) {
	d := sd.d
	d.SetLineWidth(0.4)
	d.SetStrokeColor(205, 205, 205)
	for _, c := range sd.cols {
		d.Line(sd.colX[c], from, sd.colX[c], to)
	}
	d.SetLineWidth(0.9)
	d.SetStrokeColor(120, 120, 120)
	for _, p := range sd.grp {
		x := sd.colX[sd.g.players[p].cols[0]]
		d.Line(x, from, x, to)
	}
	d.Line(sd.x0+sd.tableW, from, sd.x0+sd.tableW, to)
	d.Line(sd.x0, from, sd.x0, to)
	d.SetLineWidth(0.4)
}

// drawRow draws row r, h high, at y: its band, its label and the cells of
// the group's players.
func (sd *sheetDrawer) drawRow(r sheets.Row, h float64) {
	d, lay := sd.d, sd.lay
	fs, pad, lh := lay.fs, lay.pad(), lay.line()
	strong := r.Kind == sheets.RowTotal || r.Kind == sheets.RowGrand
	switch {
	case r.Kind == sheets.RowSubtotal || r.Kind == sheets.RowBonus:
		sd.d.fill(sd.x0, sd.y, sd.tableW, h, pdfBand)
	case strong:
		sd.d.fill(sd.x0, sd.y, sd.tableW, h, pdfHead)
	}
	for i, ln := range d.wrap(r.Label, strong, fs, lay.labelW-2*pad) {
		d.draw(sd.x0+pad, sd.y+pad/2+float64(i)*lh, lh, ln, strong, fs, pdfInk)
	}
	col := 0
	for _, c := range r.Cells {
		span := max(c.Span, 1)
		first := col
		col += span
		if x, ok := sd.colX[first]; ok { // else another group's player
			sd.drawCell(c, x, float64(span)*lay.colW, h, strong)
		}
	}
	d.SetStrokeColor(200, 200, 200)
	d.Line(sd.x0, sd.y+h, sd.x0+sd.tableW, sd.y+h)
}

// drawCell draws cell c, cw wide and h high, at x: centred, greyed when
// empty, struck through when sacrificed, bold and coloured when marked.
func (sd *sheetDrawer) drawCell(c sheets.Cell, x, cw, h float64, strong bool) {
	d, lay := sd.d, sd.lay
	fs, pad, lh := lay.fs, lay.pad(), lay.line()
	ink, bold := pdfInk, strong
	switch {
	case c.Empty:
		ink = pdfGrey
	case c.Struck:
		ink = pdfStruck
	case c.Mark:
		ink, bold = pdfMarkInk, true
	}
	lines := d.wrap(cellPDF(c), bold, fs, cw-2*pad)
	top := sd.y + (h-float64(len(lines))*lh)/2
	for i, ln := range lines {
		tw := d.drawAligned(x+pad, top+float64(i)*lh, cw-2*pad, lh, ln, bold, fs, ink, 'c')
		if c.Struck {
			d.SetStrokeColor(pdfStruck.r, pdfStruck.g, pdfStruck.b)
			mid := x + cw/2
			d.Line(mid-tw/2-1, top+float64(i)*lh+lh/2, mid+tw/2+1, top+float64(i)*lh+lh/2)
		}
	}
}

// drawFooter draws the legend and the notes under the last table,
// continuing on a new page when the page is full.
func (sd *sheetDrawer) drawFooter() {
	fs := sd.lay.fs
	nfs := max(pdfFloor, fs*0.85)
	sd.y += fs
	for _, ln := range sd.lay.footer {
		if sd.y+nfs*1.3 > sd.bottom {
			sd.newPage()
		}
		sd.d.draw(pdfMargin, sd.y, nfs*1.3, ln, false, nfs, pdfMuted)
		sd.y += nfs * 1.3
	}
}
