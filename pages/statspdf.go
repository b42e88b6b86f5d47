package pages

import (
	"io"
	"math"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/signintech/gopdf"
)

// The statistics page printed on A4 portrait, in two passes. The layout
// pass measures every block and places its pieces, page by page: a
// section's title never ends a page (it moves to the next page with what
// follows it), nor does a block's heading; a chart or a card never
// splits; a table continues on the next page under its header repeated,
// and never splits a number or a header's word. The draw pass paints the
// placed pieces in order, adding the pages.

// Type sizes of the statistics PDF, in points: the body, the cards' lines.
const (
	statsFS     = 9.0
	statsCardFS = statsFS - 1
)

// statsChartH is the height of a chart's frame with its scales.
const statsChartH = 150.0

// cardPaper is the colour of a player's card.
var cardPaper = rgb{252, 251, 247}

// pdfTableLayout is a table measured for the PDF page: its font size,
// its columns' widths, each row's height.
type pdfTableLayout struct {
	fs, lh    float64
	cw, rowH  []float64
	headH     float64
	headLines [][]string
	cells     [][][]string
}

// pdfCellPad is the room around a cell's text (both sides): wide enough
// that two numbers of neighbouring columns read as two.
const pdfCellPad = 13.0

// layoutTable measures t within tw: every column at least as wide as its
// longest header word and its longest unbreakable piece of a cell (a
// number is one piece: it never splits), the names' columns giving way
// first; the font shrinks (down to 6.5 pt) before anything would break.
// ok is false when even that does not fit.
func (d *pdfDoc) layoutTable(t *statsTable, tw, fs0 float64) (lay pdfTableLayout, ok bool) {
	for fs := fs0; fs >= 6.5; fs -= 0.5 {
		n := len(t.Head)
		minW, natW := make([]float64, n), make([]float64, n)
		for i, h := range t.Head {
			for _, p := range pieces(d.clean(h)) {
				minW[i] = max(minW[i], d.width(strings.TrimSpace(p), true, fs-1)+pdfCellPad)
			}
			natW[i] = max(natW[i], minW[i])
		}
		for _, r := range t.Rows {
			for i, c := range r {
				bold := i == 0 && t.RowHead
				c = d.clean(c)
				if alignOf(t, i) == 'r' {
					minW[i] = max(minW[i], d.width(c, bold, fs)+pdfCellPad)
				} else {
					for _, p := range pieces(c) {
						minW[i] = max(minW[i], min(d.width(strings.TrimSpace(p), bold, fs)+pdfCellPad, 90))
					}
				}
				natW[i] = max(natW[i], d.width(c, bold, fs)+pdfCellPad)
			}
		}
		if sumOf(minW) > tw {
			continue
		}
		cw := append([]float64(nil), natW...)
		if over := sumOf(cw) - tw; over > 0 {
			slack := 0.0
			for i := range cw {
				slack += natW[i] - minW[i]
			}
			for i := range cw {
				cw[i] = natW[i] - over*(natW[i]-minW[i])/slack
			}
		}
		lay = pdfTableLayout{fs: fs, lh: fs * 1.3, cw: cw}
		nl := 1
		for i, h := range t.Head {
			hl := d.wrap(d.clean(h), true, fs-1, cw[i]-pdfCellPad)
			lay.headLines = append(lay.headLines, hl)
			nl = max(nl, len(hl))
		}
		lay.headH = float64(nl)*lay.lh + 4
		for _, r := range t.Rows {
			nl := 1
			var cells [][]string
			for i, c := range r {
				cl := d.wrap(d.clean(c), i == 0 && t.RowHead, fs, cw[i]-pdfCellPad)
				cells = append(cells, cl)
				nl = max(nl, len(cl))
			}
			lay.cells = append(lay.cells, cells)
			lay.rowH = append(lay.rowH, float64(nl)*lay.lh+3)
		}
		return lay, true
	}
	return lay, false
}

// StatsPDF prints the page on A4 portrait (see above) and returns a
// warning per character the fonts lack.
func StatsPDF(w io.Writer, p StatsPage, l lang.Lang) ([]string, error) {
	d, err := newPDFDoc(pdfPortrait, l)
	if err != nil {
		return nil, err
	}
	d.SetInfo(gopdf.PdfInfo{Title: p.Title, Creator: "scorepad"})
	lay := &statsLayout{d: d, l: l, lh: statsFS * 1.3, tw: pdfPortrait.W - 2*pdfMargin, bottom: pdfPortrait.H - pdfMargin, y: pdfMargin}
	lay.page(p)
	lay.paint()
	if _, err := d.WriteTo(w); err != nil {
		return nil, err
	}
	return d.warnings(), nil
}

// pdfPiece is a piece of the statistics page, measured and placed by the
// layout pass, that paints itself with its top at y.
type pdfPiece interface {
	paint(d *pdfDoc, y float64)
}

// pdfPlaced is a piece on its page (0 is the first), at its height.
type pdfPlaced struct {
	page  int
	y     float64
	piece pdfPiece
}

// statsLayout is the layout pass of the statistics PDF: the document (its
// measures), the page's lengths, where the next piece goes, and the
// pieces placed so far, in the order they are painted.
type statsLayout struct {
	d      *pdfDoc
	l      lang.Lang
	lh     float64 // a line of body type
	tw     float64 // the width within the margins
	bottom float64 // the lowest a piece may reach
	pageN  int     // the page being filled
	y      float64 // the top of the next piece on it
	placed []pdfPlaced
}

// newPage starts the next page.
func (s *statsLayout) newPage() {
	s.pageN++
	s.y = pdfMargin
}

// need starts a new page unless h more fits on this one; it reports
// whether it did.
func (s *statsLayout) need(h float64) bool {
	if s.y+h > s.bottom {
		s.newPage()
		return true
	}
	return false
}

// room is the height of a whole page's content.
func (s *statsLayout) room() float64 { return s.bottom - pdfMargin }

// at places p at the current height, leaving it there.
func (s *statsLayout) at(p pdfPiece) {
	s.placed = append(s.placed, pdfPlaced{s.pageN, s.y, p})
}

// put places p at the current height and moves down by h.
func (s *statsLayout) put(p pdfPiece, h float64) {
	s.at(p)
	s.y += h
}

// paint is the draw pass: each placed piece painted on its page, in the
// order the layout placed them.
func (s *statsLayout) paint() {
	d := s.d
	d.AddPage()
	page := 0
	for _, p := range s.placed {
		for ; page < p.page; page++ {
			d.AddPage()
		}
		p.piece.paint(d, p.y)
	}
	for ; page < s.pageN; page++ {
		d.AddPage()
	}
}

// page lays out the whole page: its title, subtitle and sections.
func (s *statsLayout) page(p StatsPage) {
	s.paragraph(p.Title, true, 18, pdfInk)
	if p.Subtitle != "" {
		s.paragraph(p.Subtitle, false, statsFS, pdfMuted)
	}
	s.y += 6
	for _, sec := range p.Sections {
		s.section(sec)
	}
}

// section lays out a section: its title kept with its rules, its lead
// and the start of what follows, then its blocks.
func (s *statsLayout) section(sec statsSection) {
	first := 3 * s.lh
	if len(sec.Blocks) > 0 {
		first = s.blockHeight(sec.Blocks[0])
	}
	opening := sectionOpening(sec)
	for _, o := range opening {
		first += s.paraHeight(o.text, o.bold, statsFS) + o.gap
	}
	if sec.Title != "" {
		s.need(27 + first)
		s.y += 6
		for _, tl := range s.d.wrap(s.d.clean(sec.Title), true, 13, s.tw) {
			s.put(pdfText{pdfMargin, 16, tl, true, 13, pdfInk}, 17)
		}
		s.at(pdfRule{s.tw})
		s.y += 4
	} else {
		s.need(first)
	}
	for _, o := range opening {
		s.paragraph(o.text, o.bold, statsFS, o.ink)
		s.y += o.gap
	}
	for _, b := range sec.Blocks {
		s.block(b)
	}
}

// statsPara is a paragraph under a section's title: its text, weight and
// ink, and the room under it.
type statsPara struct {
	text string
	bold bool
	ink  rgb
	gap  float64
}

// sectionOpening are the paragraphs under a section's title: its rules,
// then its lead, those it has.
func sectionOpening(sec statsSection) []statsPara {
	var out []statsPara
	if sec.Rules != "" {
		out = append(out, statsPara{sec.Rules, false, pdfMuted, 2})
	}
	if sec.Lead != "" {
		out = append(out, statsPara{sec.Lead, true, pdfInk, 3})
	}
	return out
}

// block lays out a block under its heading, the heading kept with it.
func (s *statsLayout) block(b statsBlock) {
	if b.Heading != "" {
		s.need(s.blockHeight(b))
		s.paragraph(b.Heading, true, statsFS, pdfInk)
		s.y += 2
	}
	switch {
	case b.Table != nil:
		s.table(b.Table)
	case b.Chart != nil:
		s.chart(b.Chart)
	case b.Cards != nil:
		s.cards(b.Cards)
	default:
		for _, ln := range b.Lines {
			s.paragraph("• "+ln, false, statsFS, pdfInk)
		}
		s.y += 3
	}
}

// blockHeight is how much of b has to stand on the page of its heading
// (or its section's title): a chart, a card's row and a table that fits
// a page whole; of a longer table its header and two rows, of a card too
// tall for a page its name and three lines, of a list two items.
func (s *statsLayout) blockHeight(b statsBlock) float64 {
	if b.Heading != "" {
		nb := b
		nb.Heading = ""
		return s.paraHeight(b.Heading, true, statsFS) + 2 + s.blockHeight(nb)
	}
	switch {
	case b.Chart != nil:
		return s.chartHeight(b.Chart)
	case b.Table != nil:
		_, lay := s.tableOf(b.Table)
		if whole := lay.headH + sumOf(lay.rowH); whole <= s.room() {
			return whole
		}
		h := lay.headH + lay.rowH[0]
		if len(lay.rowH) > 1 {
			h += lay.rowH[1]
		}
		return h
	case b.Cards != nil:
		if h := s.cardRow(b.Cards[:min(2, len(b.Cards))])[0].h + 8; h <= s.room() {
			return h
		}
		return s.lh*2 + 3*statsCardFS*1.3 + 14 // a long card's name and three lines
	}
	h := 0.0
	for i, ln := range b.Lines {
		if i == 2 {
			break
		}
		h += s.paraHeight("• "+ln, false, statsFS)
	}
	return h
}

// ---- text ----

// pdfText is a line of text with its left edge at x, in a band h high.
type pdfText struct {
	x, h float64
	s    string
	bold bool
	size float64
	ink  rgb
}

func (t pdfText) paint(d *pdfDoc, y float64) { d.draw(t.x, y, t.h, t.s, t.bold, t.size, t.ink) }

// pdfRule is the rule under a section's title, across the page.
type pdfRule struct{ w float64 }

func (r pdfRule) paint(d *pdfDoc, y float64) {
	d.SetStrokeColor(224, 220, 207)
	d.SetLineWidth(1.2)
	d.Line(pdfMargin, y, pdfMargin+r.w, y)
	d.SetLineWidth(0.4)
}

// paraHeight is the height of text as paragraph prints it.
func (s *statsLayout) paraHeight(text string, bold bool, size float64) float64 {
	return float64(len(s.d.wrap(s.d.clean(text), bold, size, s.tw))) * size * 1.3
}

// paragraph places text wrapped across the page, a line at a time (a
// paragraph may continue on the next page).
func (s *statsLayout) paragraph(text string, bold bool, size float64, ink rgb) {
	for _, ln := range s.d.wrap(s.d.clean(text), bold, size, s.tw) {
		s.need(size * 1.3)
		s.put(pdfText{pdfMargin, size * 1.3, ln, bold, size, ink}, size*1.3)
	}
}

// ---- tables ----

// tableOf measures t for the page: as it is, else its Narrow form, else
// in the smallest type with its columns scaled to the page.
func (s *statsLayout) tableOf(t *statsTable) (*statsTable, pdfTableLayout) {
	lay, ok := s.d.layoutTable(t, s.tw, statsFS)
	if !ok && t.Narrow != nil {
		t = t.Narrow
		lay, ok = s.d.layoutTable(t, s.tw, statsFS)
	}
	if !ok { // the smallest type, columns as narrow as their words
		lay, _ = s.d.layoutTable(t, 1e9, 6.5)
		scale := s.tw / sumOf(lay.cw)
		for i := range lay.cw {
			lay.cw[i] *= scale
		}
	}
	return t, lay
}

// table lays out a table: kept on one page when it fits one, else its
// header repeated on each page it continues on; then the names its
// column heads shorten and its caption.
func (s *statsLayout) table(t0 *statsTable) {
	t, lay := s.tableOf(t0)
	if whole := lay.headH + sumOf(lay.rowH); whole <= s.room() {
		s.need(whole)
	}
	head := pdfTableHead{t, &lay}
	s.need(lay.headH + lay.rowH[0])
	s.put(head, lay.headH)
	for ri := range t.Rows {
		if s.need(lay.rowH[ri]) {
			s.put(head, lay.headH)
		}
		s.put(pdfTableRow{t, &lay, ri}, lay.rowH[ri])
	}
	if t.RowHead {
		if full := rowHeadNames(t); len(full) > 0 {
			s.y += 2
			s.paragraph(s.l.T("Names in full: ")+strings.Join(full, " · "), false, statsFS-1.5, pdfMuted)
		}
	}
	if t.Caption != "" {
		s.y += 2
		s.paragraph(t.Caption, false, statsFS-1.5, pdfMuted)
	}
	s.y += statsFS * 0.6
}

// pdfTableHead is a table's header row.
type pdfTableHead struct {
	t   *statsTable
	lay *pdfTableLayout
}

func (h pdfTableHead) paint(d *pdfDoc, y float64) {
	lay, x := h.lay, pdfMargin
	d.fill(pdfMargin, y, sumOf(lay.cw), lay.headH, pdfHead)
	for i := range h.t.Head {
		for k, ln := range lay.headLines[i] {
			d.drawAligned(x+pdfCellPad/2, y+2+float64(k)*lay.lh, lay.cw[i]-pdfCellPad, lay.lh, ln, true, lay.fs-1, pdfInk, alignOf(h.t, i))
		}
		x += lay.cw[i]
	}
}

// pdfTableRow is row ri of a table, ruled under; a matrix's row head on
// a band.
type pdfTableRow struct {
	t   *statsTable
	lay *pdfTableLayout
	ri  int
}

func (r pdfTableRow) paint(d *pdfDoc, y float64) {
	lay, x, rowH := r.lay, pdfMargin, r.lay.rowH[r.ri]
	for i := range r.t.Rows[r.ri] {
		bold := i == 0 && r.t.RowHead
		if bold {
			d.fill(x, y, lay.cw[i], rowH, pdfBand)
		}
		for k, ln := range lay.cells[r.ri][i] {
			d.drawAligned(x+pdfCellPad/2, y+1.5+float64(k)*lay.lh, lay.cw[i]-pdfCellPad, lay.lh, ln, bold, lay.fs, pdfInk, alignOf(r.t, i))
		}
		x += lay.cw[i]
	}
	d.SetStrokeColor(210, 210, 210)
	d.SetLineWidth(0.4)
	d.Line(pdfMargin, y+rowH, pdfMargin+sumOf(lay.cw), y+rowH)
}

// ---- charts ----

// pdfChart is a chart measured for the page: its title, its round ticks,
// its legend's entries placed in rows under it.
type pdfChart struct {
	c      *statsChart
	l      lang.Lang
	title  string
	ticks  []float64
	step   float64
	legend []pdfLegendEntry
	tw, lh float64
}

// pdfLegendEntry is a series' place in a chart's legend: its row, its x
// from the margin, its name whole.
type pdfLegendEntry struct {
	row  int
	x    float64
	name string
}

// legendRows is how many rows the chart's legend takes.
func (c *pdfChart) legendRows() int {
	if n := len(c.legend); n > 0 {
		return c.legend[n-1].row + 1
	}
	return 1
}

// height is the room the chart's piece takes: its title, its frame with
// the months under it, its legend's rows (11 points each) and the space
// under them.
func (c *pdfChart) height() float64 {
	return c.lh + 2 + (statsChartH - 28) + 16 + float64(c.legendRows()-1)*11 + 17
}

// chartOf measures c: its ticks (ok is false for a chart without a
// value) and its legend, the names wrapping to a new row at the page's
// width.
func (s *statsLayout) chartOf(c *statsChart) (pc *pdfChart, ok bool) {
	pc = &pdfChart{c: c, l: s.l, tw: s.tw, lh: s.lh}
	row, x := 0, 0.0
	for _, sr := range c.Series {
		name := s.d.clean(sr.Name)
		wd := min(s.d.width(name, false, 7.5)+30, s.tw)
		if x+wd > s.tw {
			row++
			x = 0
		}
		pc.legend = append(pc.legend, pdfLegendEntry{row, x, name})
		x += wd
	}
	pc.ticks, pc.step, ok = chartTicks(c)
	return pc, ok
}

// chartHeight is the height of a chart with its title, legend and
// caption.
func (s *statsLayout) chartHeight(c *statsChart) float64 {
	pc, _ := s.chartOf(c)
	h := s.lh + 2 + statsChartH - 12 + float64(pc.legendRows())*11 + 6
	if c.Caption != "" {
		h += s.paraHeight(c.Caption, false, statsFS-1.5)
	}
	return h
}

// chart lays out a chart whole on a page, its caption under it.
func (s *statsLayout) chart(c *statsChart) {
	if _, _, ok := chartTicks(c); !ok {
		return
	}
	s.need(s.chartHeight(c))
	pc, _ := s.chartOf(c)
	pc.title = s.d.clean(c.Title)
	s.put(pc, pc.height())
	if c.Caption != "" {
		s.y -= 4
		s.paragraph(c.Caption, false, statsFS-1.5, pdfMuted)
		s.y += 4
	}
}

// paint draws the chart's title, its frame and scales, a line and marks
// per series, and the legend.
func (c *pdfChart) paint(d *pdfDoc, y float64) {
	d.draw(pdfMargin, y, c.lh, c.title, true, statsFS, pdfInk)
	y += c.lh + 2
	lo, hi := c.ticks[0], c.ticks[len(c.ticks)-1]
	left := pdfMargin + 32
	pw, ph := c.tw-32-6, statsChartH-28
	d.fill(left, y, pw, ph, pdfBand)
	n := len(c.c.Months)
	x := func(i int) float64 {
		if n == 1 {
			return left + pw/2
		}
		return left + float64(i)*pw/float64(n-1)
	}
	yy := func(v float64) float64 { return y + ph - (v-lo)/(hi-lo)*ph }
	d.SetLineWidth(0.3)
	for _, v := range c.ticks {
		d.SetStrokeColor(220, 216, 204)
		d.Line(left, yy(v), left+pw, yy(v))
		d.drawAligned(pdfMargin, yy(v)-5, 29, 10, chartTick(c.c, c.l, v, c.step), false, 7, pdfMuted, 'r')
	}
	for i := range c.c.Months {
		if label := monthLabel(c.c.Months, i, c.l); label != "" {
			d.SetStrokeColor(150, 150, 150)
			d.SetLineWidth(0.5)
			d.Line(x(i), y+ph, x(i), y+ph+3)
			d.drawAligned(x(i)-30, y+ph+3, 60, 10, d.clean(label), false, 6.5, pdfMuted, 'c')
		}
	}
	for _, s := range c.c.Series {
		pdfSeries(d, s, x, yy)
	}
	c.paintLegend(d, y+ph+16)
}

// pdfSeries draws a series: its line, broken where it has no value, and
// a mark on each value, in its colour.
func pdfSeries(d *pdfDoc, s chartSeries, x func(int) float64, y func(float64) float64) {
	col, mk := hexRGB(seriesColour(s.Colour)), seriesMarker(s.Colour)
	d.SetStrokeColor(col.r, col.g, col.b)
	d.SetLineWidth(1.4)
	prev := -1
	for i, v := range s.Values {
		if math.IsNaN(v) {
			prev = -1
			continue
		}
		if prev >= 0 {
			d.Line(x(prev), y(s.Values[prev]), x(i), y(v))
		}
		prev = i
	}
	for i, v := range s.Values {
		if !math.IsNaN(v) {
			d.marker(x(i), y(v), col, mk)
		}
	}
}

// paintLegend draws the legend under a chart from y: each series' line
// and mark, then its name whole.
func (c *pdfChart) paintLegend(d *pdfDoc, y float64) {
	for i, e := range c.legend {
		sr := c.c.Series[i]
		col, mk := hexRGB(seriesColour(sr.Colour)), seriesMarker(sr.Colour)
		ey := y + float64(e.row)*11
		d.SetStrokeColor(col.r, col.g, col.b)
		d.SetLineWidth(2)
		d.Line(pdfMargin+e.x, ey+5, pdfMargin+e.x+16, ey+5)
		d.marker(pdfMargin+e.x+8, ey+5, col, mk)
		d.draw(pdfMargin+e.x+20, ey, 10, e.name, false, 7.5, pdfInk)
	}
	d.SetLineWidth(0.4)
}

// marker draws a point of a series: its colour, its marker (circle,
// square, triangle, diamond).
func (d *pdfDoc) marker(x, y float64, col rgb, m byte) {
	d.SetFillColor(col.r, col.g, col.b)
	switch m {
	case 's':
		d.RectFromUpperLeftWithStyle(x-1.6, y-1.6, 3.2, 3.2, "F")
	case 't':
		d.Polygon([]gopdf.Point{{X: x, Y: y - 2}, {X: x - 1.9, Y: y + 1.5}, {X: x + 1.9, Y: y + 1.5}}, "F")
	case 'd':
		d.Polygon([]gopdf.Point{{X: x, Y: y - 2}, {X: x + 2, Y: y}, {X: x, Y: y + 2}, {X: x - 2, Y: y}}, "F")
	default:
		d.Oval(x-1.6, y-1.6, x+1.6, y+1.6)
	}
}

// ---- cards ----

// pdfCard is a player's card (or a part of a long one): a box with the
// name's lines in bold, then the card's lines.
type pdfCard struct {
	x, w, h float64
	name    []string
	segs    []cardSeg
	lh      float64
}

func (c pdfCard) paint(d *pdfDoc, y float64) {
	d.fill(c.x, y, c.w, c.h, cardPaper)
	d.SetStrokeColor(200, 200, 200)
	d.RectFromUpperLeftWithStyle(c.x, y, c.w, c.h, "D")
	cy := y + 3
	for _, nl := range c.name {
		d.draw(c.x+6, cy, c.lh, nl, true, statsFS+0.5, pdfInk)
		cy += c.lh
	}
	cy += 2
	for _, seg := range c.segs {
		d.draw(c.x+6+seg.x, cy, statsCardFS*1.3, seg.text, seg.bold, statsCardFS, pdfInk)
		cy += statsCardFS * 1.3
	}
}

// cardLines are a card's printed lines within a box colW wide: each of
// its lines' label with the first part in bold, the further parts
// indented, a wrapped part's next lines indented more.
func (s *statsLayout) cardLines(c playerCard, colW float64) []cardSeg {
	var out []cardSeg
	for _, ln := range c.Lines {
		for pi, part := range cardParts(ln, s.l) {
			ind, bold := 0.0, pi == 0 && len(strings.Split(ln[1], "\n")) > 1
			if pi > 0 {
				ind = 10
			}
			for i, seg := range s.d.wrap(s.d.clean(part), bold, statsCardFS, colW-12-ind-10) {
				x := ind
				if i > 0 {
					x += 10
				}
				out = append(out, cardSeg{seg, x, bold})
			}
		}
	}
	return out
}

// cardRow measures a row of cards (two at most) side by side, each as
// tall as the tallest.
func (s *statsLayout) cardRow(cards []playerCard) []pdfCard {
	colW := (s.tw - 12) / 2
	row := make([]pdfCard, len(cards))
	h := 0.0
	for k, c := range cards {
		row[k] = pdfCard{x: pdfMargin + float64(k)*(colW+12), w: colW, lh: s.lh,
			name: s.d.wrap(s.d.clean(c.Name), true, statsFS+0.5, colW-12), segs: s.cardLines(c, colW)}
		h = max(h, float64(len(row[k].name))*s.lh+6+float64(len(row[k].segs))*statsCardFS*1.3)
	}
	for k := range row {
		row[k].h = h
	}
	return row
}

// cards lays out the cards two a row; a card too tall for a page across
// the page's width.
func (s *statsLayout) cards(cards []playerCard) {
	for i := 0; i < len(cards); i += 2 {
		pair := cards[i:min(i+2, len(cards))]
		row := s.cardRow(pair)
		h := row[0].h
		if h+8 > s.room() {
			for _, c := range pair {
				s.longCard(c)
			}
			continue
		}
		s.need(h + 8)
		for _, c := range row {
			s.at(c)
		}
		s.y += h + 8
	}
}

// longCard lays out a card too tall for a page across the page's width,
// continued on the next pages between two of its lines, its name
// repeated with "(continued)".
func (s *statsLayout) longCard(c playerCard) {
	lines := s.cardLines(c, s.tw)
	for i, part := 0, 0; i < len(lines); part++ {
		name := c.Name
		if part > 0 {
			name += s.l.T(" (continued)")
		}
		nameLines := s.d.wrap(s.d.clean(name), true, statsFS+0.5, s.tw-12)
		headH := float64(len(nameLines))*s.lh + 6
		s.need(headH + 3*statsCardFS*1.3 + 8)
		n := min(int((s.bottom-s.y-8-headH)/(statsCardFS*1.3)), len(lines)-i)
		h := headH + float64(n)*statsCardFS*1.3
		s.put(pdfCard{x: pdfMargin, w: s.tw, h: h, name: nameLines, segs: lines[i : i+n], lh: s.lh}, h+8)
		i += n
	}
}
