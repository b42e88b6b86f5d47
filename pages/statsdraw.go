package pages

import (
	"fmt"
	"html"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
)

// The statistics page's printers: text and HTML (inline SVG charts), and
// what they share with the PDF (statspdf.go): the charts' scales and
// colours, the tables' alignment.

// chartColours are told apart in colour and in print (dark to light); a
// ninth player and beyond take them again with another marker.
var chartColours = []string{"#1b5e8c", "#c2571a", "#2e7d32", "#8e24aa", "#b71c1c", "#00838f", "#6d4c41", "#5c6bc0"}

// chartMarkers are the marks of a series' points, one per round of the
// palette: circle, square, triangle, diamond.
var chartMarkers = []byte{'o', 's', 't', 'd'}

func seriesColour(i int) string { return chartColours[i%len(chartColours)] }
func seriesMarker(i int) byte   { return chartMarkers[(i/len(chartColours))%len(chartMarkers)] }

// niceTicks returns round tick values covering lo…hi, about n of them:
// steps of 1, 2, 2.5 or 5 times a power of ten.
func niceTicks(lo, hi float64, n int) []float64 {
	if hi-lo < 1e-9 {
		lo, hi = lo-1, hi+1
	}
	raw := (hi - lo) / float64(max(n-1, 1))
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	step := p * 10
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if m*p >= raw {
			step = m * p
			break
		}
	}
	var out []float64
	for v := math.Floor(lo/step) * step; v <= hi+step*1e-9; v += step {
		out = append(out, math.Round(v/step)*step)
	}
	if out[len(out)-1] < hi-1e-9 {
		out = append(out, out[len(out)-1]+step)
	}
	return out
}

// tickLabel writes a tick value with as many decimals as its step needs.
func tickLabel(l lang.Lang, v, step float64) string {
	if math.Abs(v) < step*1e-6 {
		v = 0
	}
	if step >= 1 || math.Abs(step-math.Round(step)) < 1e-9 {
		return l.Sprintf("%.0f", v)
	}
	if step*10 >= 1 && math.Abs(step*10-math.Round(step*10)) < 1e-9 {
		return l.Sprintf("%.1f", v)
	}
	return l.Sprintf("%.2f", v)
}

// chartTicks are a chart's round tick values (0 to 100 % for rates) and
// their step; ok is false for a chart without a value.
func chartTicks(c *statsChart) (ticks []float64, step float64, ok bool) {
	if c.Percent {
		_, _, ok = seriesRange(c)
		return []float64{0, 0.25, 0.5, 0.75, 1}, 0.25, ok
	}
	lo, hi, ok := seriesRange(c)
	if !ok {
		return nil, 0, false
	}
	ticks = niceTicks(lo, hi, 5)
	return ticks, ticks[1] - ticks[0], true
}

// chartTick writes a tick value of c ("25 %" on a rate chart).
func chartTick(c *statsChart, l lang.Lang, v, step float64) string {
	if c.Percent {
		return pct0(l, v)
	}
	return tickLabel(l, v, step)
}

// chartValue writes a point's value of c, as a tooltip says it.
func chartValue(c *statsChart, l lang.Lang, v float64) string {
	if c.Percent {
		return pct0(l, v)
	}
	return F1(l, v)
}

// seriesRange is the lowest and highest value of a chart.
func seriesRange(c *statsChart) (lo, hi float64, ok bool) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, s := range c.Series {
		for _, v := range s.Values {
			if !math.IsNaN(v) {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
	}
	return lo, hi, !math.IsInf(lo, 0)
}

// ---- text ----

// textWidth is the widest line of the text page.
const textWidth = 80

// textPara writes s wrapped within textWidth, the first line after
// first, the others after more.
func textPara(w io.Writer, s, first, more string) {
	for i, ln := range wrapText(oneLine(s), textWidth-max(width(first), width(more)), 1000) {
		if i == 0 {
			fmt.Fprintln(w, strings.TrimRight(first+ln, " "))
		} else {
			fmt.Fprintln(w, strings.TrimRight(more+ln, " "))
		}
	}
}

// textTable draws a table with columns measured in display width, within
// textWidth: long names are shortened with "…" (a legend under the table
// gives them whole), headers wrap between words; a table still too wide is
// drawn as its Narrow list.
func textTable(w io.Writer, t *statsTable, l lang.Lang) {
	c := measureTextTable(t)
	if c.total() > textWidth && t.Narrow != nil {
		textTable(w, t.Narrow, l)
		return
	}
	c.header(w)
	if legend := c.rows(w); len(legend) > 0 {
		textPara(w, l.T("Names in full: ")+strings.Join(legend, " · "), "  ", "    ")
	}
	if t.Caption != "" {
		textPara(w, t.Caption, "  ", "  ")
	}
}

// Room around the text page's tables: the indent of their lines, the gap
// between two columns.
const textTableIndent, textTableGap = 2, 2

// textColumns are a table's columns measured for the text page: the width
// of each (cw), of its longest header word and of its widest cell.
type textColumns struct {
	t                *statsTable
	cw, word, widest []int
}

// measureTextTable sizes t's columns: each as wide as its widest cell
// and its header; while the table is wider than textWidth, names first
// give way down to 20 cells, then the headers wrap between their words,
// then names shorten further (down to 12 cells).
func measureTextTable(t *statsTable) *textColumns {
	n := len(t.Head)
	c := &textColumns{t: t, cw: make([]int, n), word: make([]int, n), widest: make([]int, n)}
	for i, h := range t.Head {
		for _, p := range pieces(oneLine(h)) {
			c.word[i] = max(c.word[i], width(strings.TrimSpace(p)))
		}
	}
	for _, r := range t.Rows {
		for i, cell := range r {
			c.widest[i] = max(c.widest[i], width(oneLine(cell)))
		}
	}
	for i, h := range t.Head {
		c.cw[i] = max(c.widest[i], width(oneLine(h)))
	}
	c.shortenNames(20)
	c.wrapHeads()
	c.shortenNames(12)
	return c
}

// total is the width of the table's lines.
func (c *textColumns) total() int {
	s := textTableIndent + textTableGap*(len(c.cw)-1)
	for _, x := range c.cw {
		s += x
	}
	return s
}

// shortenNames narrows the widest names' column (left-aligned) while the
// table is too wide, down to floor cells or its longest header word.
func (c *textColumns) shortenNames(floor int) {
	for c.total() > textWidth {
		wide := -1
		for i := range c.cw {
			if alignOf(c.t, i) == 'l' && c.cw[i] > max(floor, c.word[i]) && (wide < 0 || c.cw[i] > c.cw[wide]) {
				wide = i
			}
		}
		if wide < 0 {
			return
		}
		c.cw[wide] = max(floor, c.word[wide], c.cw[wide]-(c.total()-textWidth))
	}
}

// wrapHeads narrows, while the table is too wide, the column whose header
// is the most wider than its cells and its longest word: the header then
// wraps between its words.
func (c *textColumns) wrapHeads() {
	for c.total() > textWidth {
		wide, gain := -1, 0
		for i := range c.cw {
			if g := c.cw[i] - max(c.widest[i], c.word[i]); g > gain {
				wide, gain = i, g
			}
		}
		if wide < 0 {
			break
		}
		c.cw[wide] -= min(gain, c.total()-textWidth)
	}
}

// line writes a line of cells, each padded to its column.
func (c *textColumns) line(w io.Writer, cells []string) {
	var b strings.Builder
	for i, cell := range cells {
		if i > 0 {
			b.WriteString(strings.Repeat(" ", textTableGap))
		}
		b.WriteString(pad(cell, c.cw[i], alignOf(c.t, i) == 'r'))
	}
	fmt.Fprintln(w, strings.Repeat(" ", textTableIndent)+strings.TrimRight(b.String(), " "))
}

// header writes the header, each title wrapped between its words within
// its column and bottom-aligned (a short title sits on the last line),
// ruled under.
func (c *textColumns) header(w io.Writer) {
	heads := make([][]string, len(c.t.Head))
	rows := 1
	for i, h := range c.t.Head {
		heads[i] = wrapText(oneLine(h), c.cw[i], 3)
		rows = max(rows, len(heads[i]))
	}
	for k := range rows {
		cells := make([]string, len(heads))
		for i := range heads {
			if j := k - (rows - len(heads[i])); j >= 0 {
				cells[i] = heads[i][j]
			}
		}
		c.line(w, cells)
	}
	fmt.Fprintln(w, strings.Repeat(" ", textTableIndent)+strings.Repeat("─", c.total()-textTableIndent))
}

// rows writes the table's rows, a cell too wide for its column shortened
// with "…"; it returns the legend of the shortened cells ("short = whole"),
// each once.
func (c *textColumns) rows(w io.Writer) (legend []string) {
	seen := map[string]bool{}
	for _, r := range c.t.Rows {
		cells := make([]string, len(r))
		for i, cell := range r {
			cell = oneLine(cell)
			cells[i] = cell
			if width(cell) <= c.cw[i] {
				continue
			}
			cells[i] = cutText(cell, c.cw[i])
			if !seen[cell] {
				seen[cell] = true
				legend = append(legend, cells[i]+" = "+cell)
			}
		}
		c.line(w, cells)
	}
	return legend
}

// cutText shortens s to w cells, ending with "…".
func cutText(s string, w int) string {
	if width(s) <= w {
		return s
	}
	rs := []rune(s)
	for len(rs) > 0 && width(string(rs))+1 > w {
		rs = rs[:len(rs)-1]
	}
	return strings.TrimRight(string(rs), " -") + "…"
}

// textChart draws one line per player: a block per month (the last five
// years at most), a space before the player's first value.
func textChart(w io.Writer, c *statsChart, l lang.Lang) {
	lo, hi, ok := seriesRange(c)
	if !ok {
		return
	}
	if c.Lines != nil { // the chart in words, a line per player
		textPara(w, c.Title, "  ", "  ")
		for _, ln := range c.Lines {
			textPara(w, ln, "    ", "      ")
		}
		if c.Caption != "" {
			textPara(w, c.Caption, "  ", "  ")
		}
		return
	}
	months := c.Months
	skip := 0
	if len(months) > 60 {
		skip = len(months) - 60 // the last five years
	}
	textPara(w, l.Typeset(fmt.Sprintf(l.T("%s (%s → %s; from %s to %s)"), c.Title, MonthWords(l, months[skip]), MonthWords(l, months[len(months)-1]), F1(l, lo), F1(l, hi))), "  ", "  ")
	const nameMax = 14
	nw := 0
	for _, s := range c.Series {
		nw = max(nw, min(nameMax, width(oneLine(s.Name))))
	}
	blocks := []rune("▁▂▃▄▅▆▇█")
	var legend []string
	for _, s := range c.Series {
		var b strings.Builder
		for _, v := range s.Values[skip:] {
			switch {
			case math.IsNaN(v):
				b.WriteRune(' ')
			case hi == lo:
				b.WriteRune(blocks[3])
			default:
				b.WriteRune(blocks[int((v-lo)/(hi-lo)*float64(len(blocks)-1))])
			}
		}
		name := oneLine(s.Name)
		if width(name) > nw {
			short := cutText(name, nw)
			legend = append(legend, short+" = "+name)
			name = short
		}
		fmt.Fprintf(w, "  %s │%s│\n", pad(name, nw, false), b.String())
	}
	if len(legend) > 0 {
		textPara(w, l.T("Names in full: ")+strings.Join(legend, " · "), "  ", "    ")
	}
}

// StatsText writes the page as text within 80 columns.
func StatsText(w io.Writer, p StatsPage, l lang.Lang) error {
	textPara(w, p.Title, "", "")
	fmt.Fprintln(w, strings.Repeat("═", min(textWidth, width(p.Title))))
	if p.Subtitle != "" {
		textPara(w, p.Subtitle, "", "")
	}
	for _, s := range p.Sections {
		fmt.Fprintln(w)
		if s.Title != "" {
			textPara(w, s.Title, "", "")
			fmt.Fprintln(w, strings.Repeat("─", min(textWidth, width(s.Title))))
		}
		if s.Rules != "" {
			textPara(w, s.Rules, "", "")
		}
		if s.Lead != "" {
			textPara(w, s.Lead, "", "")
		}
		for _, b := range s.Blocks {
			if b.Heading != "" {
				textPara(w, b.Heading, "  ", "  ")
			}
			switch {
			case b.Table != nil:
				textTable(w, b.Table, l)
			case b.Chart != nil:
				textChart(w, b.Chart, l)
			case b.Cards != nil:
				for _, c := range b.Cards {
					textPara(w, c.Name, "  ", "  ")
					for _, ln := range c.Lines {
						for i, part := range strings.Split(ln[1], "\n") {
							if i == 0 {
								textPara(w, ln[0]+l.T(": ")+part, "    ", "        ")
							} else {
								textPara(w, part, "      ", "        ")
							}
						}
					}
				}
			default:
				for _, ln := range b.Lines {
					textPara(w, ln, "  ", "    ")
				}
			}
		}
	}
	return nil
}

// ---- HTML ----

// statsCSS: the page fits a 1200-pixel window and prints on A4 portrait:
// names wrap in their own cells, numbers never (white-space: nowrap),
// headers wrap between words only, tables and charts never wider than the
// page.
const statsCSS = `body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;margin:2em auto;max-width:60em;padding:0 1em;color:#1d1d1f;line-height:1.35}
h1{font-size:1.7em;margin:0 0 .2em}h2{font-size:1.25em;margin:1.4em 0 .3em;border-bottom:2px solid #e0dccf}
p.sub,p.rules{color:#555;margin:0 0 .6em}p.lead{font-weight:bold;margin:.2em 0 .6em}
table{border-collapse:collapse;font-variant-numeric:tabular-nums;margin:.3em 0;max-width:100%;font-size:.92em}
th,td{border:1px solid #bbb;padding:.2em .6em;text-align:right;vertical-align:bottom}td{white-space:nowrap}th{background:#f0ece2;hyphens:manual;overflow-wrap:normal;word-break:normal}
td.l,th.l{text-align:left}td.l,th.row{white-space:normal;overflow-wrap:anywhere;min-width:6em}th.row{text-align:left}
table.matrix{font-size:.82em}caption{caption-side:bottom;text-align:left;color:#555;font-size:.85em;padding-top:.3em}
ul{margin:.3em 0;padding-left:1.2em}.note{color:#555;font-size:.9em}
.keep{break-inside:avoid;page-break-inside:avoid}h2,h3,figcaption,p.lead,p.rules{break-after:avoid;page-break-after:avoid}tr{break-inside:avoid}
h3{font-size:1em;margin:.8em 0 .2em}figure{margin:.6em 0;break-inside:avoid;page-break-inside:avoid}figcaption{font-weight:bold;font-size:.95em;margin-bottom:.2em}
svg{display:block;max-width:100%;height:auto}
ul.legend{list-style:none;padding:0;margin:.2em 0;display:flex;flex-wrap:wrap;gap:.2em 1.2em;font-size:.85em}ul.legend svg{display:inline;vertical-align:middle;margin-right:.3em}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(22em,1fr));gap:.8em}
.card{border:1px solid #ccc;border-radius:6px;padding:.5em .8em;break-inside:avoid;page-break-inside:avoid;background:#fcfbf7}
.card h3{margin:0 0 .3em;font-size:1.05em;overflow-wrap:anywhere}.card dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.1em .6em;font-size:.9em}
.card dt{font-weight:bold}.card dd{margin:0}
@media print{body{margin:0;max-width:none;padding:0;font-size:9.5pt}@page{size:A4;margin:14mm}th,td{border-color:#777}.cards{grid-template-columns:1fr 1fr}}`

// svgMarker draws a point of a series: its colour, its marker.
func svgMarker(b *strings.Builder, x, y float64, col string, m byte, tip string) {
	switch m {
	case 's':
		fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="5.6" height="5.6" fill="%s">`, x-2.8, y-2.8, col)
		fmt.Fprintf(b, "<title>%s</title></rect>", tip)
	case 't':
		fmt.Fprintf(b, `<polygon points="%.1f,%.1f %.1f,%.1f %.1f,%.1f" fill="%s">`, x, y-3.4, x-3.2, y+2.6, x+3.2, y+2.6, col)
		fmt.Fprintf(b, "<title>%s</title></polygon>", tip)
	case 'd':
		fmt.Fprintf(b, `<polygon points="%.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f" fill="%s">`, x, y-3.4, x+3.4, y, x, y+3.4, x-3.4, y, col)
		fmt.Fprintf(b, "<title>%s</title></polygon>", tip)
	default:
		fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="2.8" fill="%s"><title>%s</title></circle>`, x, y, col, tip)
	}
}

// svgChart draws a chart as inline SVG: months along the bottom (labels
// thinned, each said once), round ticks, a polyline per player in the
// player's colour and marker, each point's value in l in a tooltip. The
// legend is HTML under it (names whole, wrapping). The coordinates are
// SVG's numbers, the same in every language.
func svgChart(c *statsChart, l lang.Lang) string {
	const W, H, left, right, top, bottom = 900.0, 260.0, 52.0, 14.0, 12.0, 34.0
	ticks, step, ok := chartTicks(c)
	if !ok {
		return ""
	}
	lo, hi := ticks[0], ticks[len(ticks)-1]
	n := len(c.Months)
	pw, ph := W-left-right, H-top-bottom
	x := func(i int) float64 {
		if n == 1 {
			return left + pw/2
		}
		return left + float64(i)*pw/float64(n-1)
	}
	y := func(v float64) float64 { return top + ph - (v-lo)/(hi-lo)*ph }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %.0f %.0f" width="%.0f" height="%.0f" role="img" aria-label="%s" font-family="DejaVu Sans,sans-serif" font-size="11">`,
		W, H, W, H, html.EscapeString(c.Title))
	fmt.Fprintf(&b, `<rect x="%.0f" y="%.0f" width="%.0f" height="%.0f" fill="#faf8f2" stroke="#ccc"/>`, left, top, pw, ph)
	for _, v := range ticks {
		fmt.Fprintf(&b, `<line x1="%.0f" x2="%.0f" y1="%.1f" y2="%.1f" stroke="#e3dfd3"/><text x="%.0f" y="%.1f" text-anchor="end" fill="#555">%s</text>`,
			left, left+pw, y(v), y(v), left-4, y(v)+4, chartTick(c, l, v, step))
	}
	for i := range c.Months {
		tick := 3.0
		label := monthLabel(c.Months, i, l)
		if label != "" {
			tick = 6
		}
		fmt.Fprintf(&b, `<line x1="%.1f" x2="%.1f" y1="%.0f" y2="%.0f" stroke="#999"/>`, x(i), x(i), top+ph, top+ph+tick)
		if label != "" {
			fmt.Fprintf(&b, `<text x="%.1f" y="%.0f" text-anchor="middle" fill="#555">%s</text>`, x(i), top+ph+18, html.EscapeString(label))
		}
	}
	for _, s := range c.Series {
		col, mk := seriesColour(s.Colour), seriesMarker(s.Colour)
		var seg []string
		flush := func() {
			if len(seg) > 1 {
				fmt.Fprintf(&b, `<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>`, col, strings.Join(seg, " "))
			}
			seg = nil
		}
		for i, v := range s.Values {
			if math.IsNaN(v) {
				flush()
				continue
			}
			seg = append(seg, fmt.Sprintf("%.1f,%.1f", x(i), y(v)))
		}
		flush()
		for i, v := range s.Values {
			if !math.IsNaN(v) {
				tip := l.Typeset(fmt.Sprintf(l.T("%s, %s: %s"), html.EscapeString(s.Name), MonthWords(l, c.Months[i]), chartValue(c, l, v)))
				svgMarker(&b, x(i), y(v), col, mk, tip)
			}
		}
	}
	b.WriteString("</svg>\n<ul class=\"legend\">")
	for _, s := range c.Series {
		col, mk := seriesColour(s.Colour), seriesMarker(s.Colour)
		b.WriteString(`<li><svg width="26" height="10" viewBox="0 0 26 10">`)
		fmt.Fprintf(&b, `<line x1="1" x2="25" y1="5" y2="5" stroke="%s" stroke-width="2.5"/>`, col)
		svgMarker(&b, 13, 5, col, mk, "")
		fmt.Fprintf(&b, "</svg>%s</li>", html.EscapeString(s.Name))
	}
	b.WriteString("</ul>")
	if c.Caption != "" {
		fmt.Fprintf(&b, "\n<p class=\"note\">%s</p>", html.EscapeString(c.Caption))
	}
	return b.String()
}

// StatsHTML writes the page as one self-contained HTML document.
func StatsHTML(w io.Writer, p StatsPage, l lang.Lang) error {
	e := html.EscapeString
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>%s</title>\n<style>\n%s\n</style>\n</head>\n<body>\n<h1>%s</h1>\n", l, e(p.Title), statsCSS, e(p.Title))
	if p.Subtitle != "" {
		fmt.Fprintf(&b, "<p class=\"sub\">%s</p>\n", e(p.Subtitle))
	}
	for _, s := range p.Sections {
		// The title, its rules, its lead and the first block stay together
		// on paper.
		b.WriteString("<section>\n<div class=\"keep\">\n")
		if s.Title != "" {
			fmt.Fprintf(&b, "<h2>%s</h2>\n", e(s.Title))
		}
		if s.Rules != "" {
			fmt.Fprintf(&b, "<p class=\"rules\">%s</p>\n", e(s.Rules))
		}
		if s.Lead != "" {
			fmt.Fprintf(&b, "<p class=\"lead\">%s</p>\n", e(s.Lead))
		}
		for bi, blk := range s.Blocks {
			if bi == 1 {
				b.WriteString("</div>\n")
			}
			htmlBlock(&b, blk, l)
		}
		if len(s.Blocks) <= 1 {
			b.WriteString("</div>\n")
		}
		b.WriteString("</section>\n")
	}
	b.WriteString("</body>\n</html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// htmlBlock writes a block of the page: a table, a chart (inline SVG), the
// player cards or a list.
func htmlBlock(b *strings.Builder, blk statsBlock, l lang.Lang) {
	e := html.EscapeString
	if blk.Heading != "" {
		fmt.Fprintf(b, "<h3>%s</h3>\n", e(blk.Heading))
	}
	switch {
	case blk.Table != nil:
		htmlTable(b, blk.Table, l)
	case blk.Chart != nil:
		if svg := svgChart(blk.Chart, l); svg != "" {
			fmt.Fprintf(b, "<figure>\n<figcaption>%s</figcaption>\n%s\n</figure>\n", e(blk.Chart.Title), svg)
		}
	case blk.Cards != nil:
		b.WriteString("<div class=\"cards\">\n")
		for _, c := range blk.Cards {
			fmt.Fprintf(b, "<div class=\"card\"><h3>%s</h3><dl>", e(c.Name))
			for _, ln := range c.Lines {
				fmt.Fprintf(b, "<dt>%s</dt><dd>%s</dd>", e(ln[0]), strings.ReplaceAll(e(ln[1]), "\n", "<br>"))
			}
			b.WriteString("</dl></div>\n")
		}
		b.WriteString("</div>\n")
	default:
		b.WriteString("<ul>\n")
		for _, ln := range blk.Lines {
			fmt.Fprintf(b, "<li>%s</li>\n", e(ln))
		}
		b.WriteString("</ul>\n")
	}
}

// htmlTable writes a table; a matrix (RowHead) with its rows' heads as
// row headers and the names its column heads shorten under it, whole.
func htmlTable(b *strings.Builder, t *statsTable, l lang.Lang) {
	e := html.EscapeString
	if t.RowHead {
		b.WriteString("<table class=\"matrix\">\n")
	} else {
		b.WriteString("<table>\n")
	}
	if t.Caption != "" {
		fmt.Fprintf(b, "<caption>%s</caption>\n", e(t.Caption))
	}
	b.WriteString("<thead><tr>")
	for i, h := range t.Head {
		cls := ""
		if i < len(t.Align) && t.Align[i] == 'l' {
			cls = ` class="l"`
		}
		fmt.Fprintf(b, "<th scope=\"col\"%s>%s</th>", cls, e(h))
	}
	b.WriteString("</tr></thead>\n<tbody>\n")
	for _, r := range t.Rows {
		b.WriteString("<tr>")
		for i, c := range r {
			switch {
			case t.RowHead && i == 0:
				fmt.Fprintf(b, "<th scope=\"row\" class=\"row\">%s</th>", e(c))
			case i < len(t.Align) && t.Align[i] == 'l':
				fmt.Fprintf(b, "<td class=\"l\">%s</td>", e(c))
			default:
				fmt.Fprintf(b, "<td>%s</td>", e(c))
			}
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</tbody>\n</table>\n")
	if t.RowHead {
		// the names the column heads shorten, whole
		if full := rowHeadNames(t); len(full) > 0 {
			fmt.Fprintf(b, "<p class=\"note\">%s%s</p>\n", e(l.T("Names in full: ")), e(strings.Join(full, " · ")))
		}
	}
}

func sumOf(v []float64) float64 {
	s := 0.0
	for _, x := range v {
		s += x
	}
	return s
}

func alignOf(t *statsTable, i int) byte {
	if i < len(t.Align) && t.Align[i] == 'l' {
		return 'l'
	}
	return 'r'
}

func hexRGB(s string) rgb {
	var r, g, b uint8
	fmt.Sscanf(s, "#%02x%02x%02x", &r, &g, &b)
	return rgb{r, g, b}
}

var monthsShortEN = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// monthLabel is the label under month i of a chart, or "": over two
// years, the year under each January (and under the first month); else a
// month in every few, in words ("Sep 2026", « sept. 2026 »). No label
// is said twice.
func monthLabel(months []string, i int, l lang.Lang) string {
	n := len(months)
	t, err := time.Parse("2006-01", months[i])
	if err != nil {
		return ""
	}
	if n > 24 {
		if t.Month() == time.January || (i == 0 && t.Month() <= time.September) {
			return strconv.Itoa(t.Year())
		}
		return ""
	}
	step := max(1, (n+7)/8)
	if i%step == 0 {
		return l.TC("short month", monthsShortEN[t.Month()-1]) + " " + strconv.Itoa(t.Year())
	}
	return ""
}

// cardSeg is a printed line of a card: its text, indent and weight.
type cardSeg struct {
	text string
	x    float64
	bold bool
}

// cardParts are the printed lines of a card's line: its label with the
// first part, then each further part.
func cardParts(ln [2]string, l lang.Lang) []string {
	parts := strings.Split(ln[1], "\n")
	return append([]string{ln[0] + l.T(": ") + parts[0]}, parts[1:]...)
}

// rowHeadNames lists, for a table whose rows are named by its column heads
// (RowHead), each head that shortens its row's name: "head = name in full".
func rowHeadNames(t *statsTable) []string {
	var full []string
	for i, h := range t.Head[1:] {
		if i < len(t.Rows) && t.Rows[i][0] != h {
			full = append(full, h+" = "+t.Rows[i][0])
		}
	}
	return full
}
