package pages

import (
	"fmt"
	"html"
	"io"
	"math"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/signintech/gopdf"
)

// The statistics page's printers: text, HTML (inline SVG charts) and PDF.

// chartColours are told apart in colour and in print (dark to light).
var chartColours = []string{"#1b5e8c", "#c2571a", "#2e7d32", "#8e24aa", "#b71c1c", "#00838f", "#6d4c41", "#5c6bc0"}

// ---- text ----

// textTable draws a table with columns measured in display width.
func textTable(w io.Writer, t *statsTable) {
	cw := make([]int, len(t.Head))
	for i, h := range t.Head {
		cw[i] = width(oneLine(h))
	}
	for _, r := range t.Rows {
		for i, c := range r {
			cw[i] = max(cw[i], width(oneLine(c)))
		}
	}
	line := func(cells []string) {
		var b strings.Builder
		for i, c := range cells {
			if i > 0 {
				b.WriteString("  ")
			}
			right := i < len(t.Align) && t.Align[i] == 'r'
			b.WriteString(pad(oneLine(c), cw[i], right))
		}
		fmt.Fprintln(w, "  "+strings.TrimRight(b.String(), " "))
	}
	line(t.Head)
	total := 0
	for _, c := range cw {
		total += c + 2
	}
	fmt.Fprintln(w, "  "+strings.Repeat("─", total-2))
	for _, r := range t.Rows {
		line(r)
	}
	if t.Caption != "" {
		fmt.Fprintln(w, "  "+t.Caption)
	}
}

// textChart draws one line per player: a block per month, a space where
// the player did not play.
func textChart(w io.Writer, c *statsChart, l scoring.Lang) {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range c.Series {
		for _, v := range s.Values {
			if !math.IsNaN(v) {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
	}
	if math.IsInf(lo, 0) {
		return
	}
	months := c.Months
	skip := 0
	if len(months) > 60 {
		skip = len(months) - 60 // the last five years
	}
	fmt.Fprintf(w, "  %s (%s → %s, %s %.0f … %.0f)\n", c.Title, months[skip], months[len(months)-1], l.Pick("from", "de"), lo, hi)
	nw := 0
	for _, s := range c.Series {
		nw = max(nw, width(oneLine(s.Name)))
	}
	blocks := []rune("▁▂▃▄▅▆▇█")
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
		fmt.Fprintf(w, "  %s │%s│\n", pad(oneLine(s.Name), nw, false), b.String())
	}
}

func StatsText(w io.Writer, p StatsPage, l scoring.Lang) error {
	fmt.Fprintln(w, p.Title)
	fmt.Fprintln(w, strings.Repeat("═", width(p.Title)))
	if p.Subtitle != "" {
		fmt.Fprintln(w, p.Subtitle)
	}
	for _, s := range p.Sections {
		fmt.Fprintln(w)
		if s.Title != "" {
			fmt.Fprintln(w, s.Title)
			fmt.Fprintln(w, strings.Repeat("─", width(s.Title)))
		}
		if s.Lead != "" {
			fmt.Fprintln(w, s.Lead)
		}
		for _, b := range s.Blocks {
			switch {
			case b.Table != nil:
				textTable(w, b.Table)
			case b.Chart != nil:
				textChart(w, b.Chart, l)
			case b.Cards != nil:
				for _, c := range b.Cards {
					fmt.Fprintln(w, "  "+oneLine(c.Name))
					for _, ln := range c.Lines {
						fmt.Fprintf(w, l.Pick("    %s: %s\n", "    %s\u00a0: %s\n"), ln[0], oneLine(strings.ReplaceAll(ln[1], "\n", " · ")))
					}
				}
			default:
				for _, ln := range b.Lines {
					fmt.Fprintln(w, "  "+oneLine(ln))
				}
			}
		}
	}
	return nil
}

// ---- HTML ----

const statsCSS = `body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;margin:2em auto;max-width:60em;color:#1d1d1f;line-height:1.35}
h1{font-size:1.7em;margin:0 0 .2em}h2{font-size:1.25em;margin:1.4em 0 .3em;border-bottom:2px solid #e0dccf}
p.sub{color:#555;margin:0 0 1em}p.lead{font-weight:bold;margin:.2em 0 .6em}
table{border-collapse:collapse;font-variant-numeric:tabular-nums;margin:.3em 0}
th,td{border:1px solid #bbb;padding:.2em .5em;text-align:right}td{white-space:nowrap}th{background:#f0ece2}
td.l,th.l{text-align:left}th.row{text-align:left}caption{caption-side:bottom;text-align:left;color:#555;font-size:.85em;padding-top:.3em}
ul{margin:.3em 0;padding-left:1.2em}.note{color:#555;font-size:.9em}
.keep{break-inside:avoid;page-break-inside:avoid}h2,h3,figcaption,p.lead{break-after:avoid;page-break-after:avoid}tr{break-inside:avoid}
figure{margin:.6em 0;break-inside:avoid;page-break-inside:avoid}figcaption{font-weight:bold;font-size:.95em;margin-bottom:.2em}
svg{display:block;max-width:100%;height:auto}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(22em,1fr));gap:.8em}
.card{border:1px solid #ccc;border-radius:6px;padding:.5em .8em;break-inside:avoid;page-break-inside:avoid;background:#fcfbf7}
.card h3{margin:0 0 .3em;font-size:1.05em}.card dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.1em .6em;font-size:.9em}
.card dt{font-weight:bold}.card dd{margin:0}
@media print{body{margin:0;max-width:none;font-size:10pt}@page{size:A4;margin:14mm}th,td{border-color:#777}.cards{grid-template-columns:1fr 1fr}}`

// svgChart draws a chart as inline SVG: months along the bottom (every
// month, labels thinned), a polyline per player broken where there is no
// value, a dot on every value (its value in l in a tooltip), a legend.
// The coordinates are SVG's numbers, the same in every language.
func svgChart(c *statsChart, l scoring.Lang) string {
	const W, H, left, right, top, bottom = 900.0, 260.0, 46.0, 150.0, 12.0, 34.0
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range c.Series {
		for _, v := range s.Values {
			if !math.IsNaN(v) {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
	}
	if math.IsInf(lo, 0) {
		return ""
	}
	if hi-lo < 1e-9 {
		lo, hi = lo-1, hi+1
	}
	span := hi - lo
	lo, hi = lo-span*0.05, hi+span*0.05
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
	for k := 0; k <= 4; k++ {
		v := lo + (hi-lo)*float64(k)/4
		fmt.Fprintf(&b, `<line x1="%.0f" x2="%.0f" y1="%.1f" y2="%.1f" stroke="#e3dfd3"/><text x="%.0f" y="%.1f" text-anchor="end" fill="#555">%.0f</text>`,
			left, left+pw, y(v), y(v), left-4, y(v)+4, v)
	}
	for i, m := range c.Months {
		tick := 3.0
		label := monthLabel(c.Months, i)
		if label != "" {
			tick = 6
		}
		fmt.Fprintf(&b, `<line x1="%.1f" x2="%.1f" y1="%.0f" y2="%.0f" stroke="#999"/>`, x(i), x(i), top+ph, top+ph+tick)
		if label != "" {
			fmt.Fprintf(&b, `<text x="%.1f" y="%.0f" text-anchor="middle" fill="#555">%s</text>`, x(i), top+ph+18, label)
		}
		_ = m
	}
	for si, s := range c.Series {
		col := chartColours[si%len(chartColours)]
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
				tip := l.Localf(l.Pick("%s %s: %.1f", "%s %s : %.1f"), html.EscapeString(s.Name), c.Months[i], v)
				fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="2.6" fill="%s"><title>%s</title></circle>`, x(i), y(v), col, tip)
			}
		}
		ly := top + 8 + float64(si)*16
		name := []rune(s.Name)
		if len(name) > 18 {
			name = append(name[:17], '…')
		}
		fmt.Fprintf(&b, `<line x1="%.0f" x2="%.0f" y1="%.0f" y2="%.0f" stroke="%s" stroke-width="3"/><text x="%.0f" y="%.0f">%s</text>`,
			W-right+10, W-right+28, ly, ly, col, W-right+32, ly+4, html.EscapeString(string(name)))
	}
	b.WriteString("</svg>")
	return b.String()
}

func StatsHTML(w io.Writer, p StatsPage, l scoring.Lang) error {
	e := html.EscapeString
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n<style>\n%s\n</style>\n</head>\n<body>\n<h1>%s</h1>\n", l, e(p.Title), statsCSS, e(p.Title))
	if p.Subtitle != "" {
		fmt.Fprintf(&b, "<p class=\"sub\">%s</p>\n", e(p.Subtitle))
	}
	for _, s := range p.Sections {
		// The title, its lead and the first block stay together on paper.
		b.WriteString("<section>\n<div class=\"keep\">\n")
		if s.Title != "" {
			fmt.Fprintf(&b, "<h2>%s</h2>\n", e(s.Title))
		}
		if s.Lead != "" {
			fmt.Fprintf(&b, "<p class=\"lead\">%s</p>\n", e(s.Lead))
		}
		for bi, blk := range s.Blocks {
			if bi == 1 {
				b.WriteString("</div>\n")
			}
			switch {
			case blk.Table != nil:
				t := blk.Table
				b.WriteString("<table>\n")
				if t.Caption != "" {
					fmt.Fprintf(&b, "<caption>%s</caption>\n", e(t.Caption))
				}
				b.WriteString("<thead><tr>")
				for i, h := range t.Head {
					cls := ""
					if i < len(t.Align) && t.Align[i] == 'l' {
						cls = ` class="l"`
					}
					fmt.Fprintf(&b, "<th scope=\"col\"%s>%s</th>", cls, e(h))
				}
				b.WriteString("</tr></thead>\n<tbody>\n")
				for _, r := range t.Rows {
					b.WriteString("<tr>")
					for i, c := range r {
						switch {
						case t.RowHead && i == 0:
							fmt.Fprintf(&b, "<th scope=\"row\" class=\"row\">%s</th>", e(c))
						case i < len(t.Align) && t.Align[i] == 'l':
							fmt.Fprintf(&b, "<td class=\"l\">%s</td>", e(c))
						default:
							fmt.Fprintf(&b, "<td>%s</td>", e(c))
						}
					}
					b.WriteString("</tr>\n")
				}
				b.WriteString("</tbody>\n</table>\n")
			case blk.Chart != nil:
				if svg := svgChart(blk.Chart, l); svg != "" {
					fmt.Fprintf(&b, "<figure>\n<figcaption>%s</figcaption>\n%s\n</figure>\n", e(blk.Chart.Title), svg)
				}
			case blk.Cards != nil:
				b.WriteString("<div class=\"cards\">\n")
				for _, c := range blk.Cards {
					fmt.Fprintf(&b, "<div class=\"card\"><h3>%s</h3><dl>", e(c.Name))
					for _, ln := range c.Lines {
						fmt.Fprintf(&b, "<dt>%s</dt><dd>%s</dd>", e(ln[0]), strings.ReplaceAll(e(ln[1]), "\n", "<br>"))
					}
					b.WriteString("</dl></div>\n")
				}
				b.WriteString("</div>\n")
			default:
				b.WriteString("<ul>\n")
				for _, ln := range blk.Lines {
					fmt.Fprintf(&b, "<li>%s</li>\n", e(ln))
				}
				b.WriteString("</ul>\n")
			}
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

// ---- PDF ----

// StatsPDF prints the page on A4 portrait; a section's title never ends a
// page (it moves to the next page with what follows it), nor does a chart
// or a card split.
func StatsPDF(w io.Writer, p StatsPage, l scoring.Lang) ([]string, error) {
	d, err := newPDFDoc(pdfPortrait, l)
	if err != nil {
		return nil, err
	}
	d.SetInfo(gopdf.PdfInfo{Title: p.Title, Creator: "scorepad"})
	const fs = 9.0
	lh := fs * 1.3
	page := pdfPortrait
	tw := page.W - 2*pdfMargin
	bottom := page.H - pdfMargin
	var y float64
	newPage := func() {
		d.AddPage()
		y = pdfMargin
	}
	need := func(h float64) {
		if y+h > bottom {
			newPage()
		}
	}
	fill := func(x, y, w, h float64, c rgb) {
		d.SetFillColor(c.r, c.g, c.b)
		d.RectFromUpperLeftWithStyle(x, y, w, h, "F")
	}
	paragraph := func(s string, bold bool, size float64, ink rgb) {
		for _, ln := range d.wrap(d.clean(s), bold, size, tw) {
			need(size * 1.3)
			d.draw(pdfMargin, y, size*1.3, ln, bold, size, ink)
			y += size * 1.3
		}
	}
	// table layout: natural widths, shrunk proportionally to the line;
	// cells wrap.
	tableH := func(t *statsTable) (cw []float64, rowH []float64, headH float64) {
		cw = make([]float64, len(t.Head))
		for i, h := range t.Head {
			for _, word := range strings.Fields(d.clean(h)) {
				cw[i] = max(cw[i], d.width(word, true, fs-1)+8)
			}
		}
		for _, r := range t.Rows {
			for i, c := range r {
				cw[i] = max(cw[i], d.width(d.clean(c), i == 0 && t.RowHead, fs)+8)
			}
		}
		sum := 0.0
		for _, c := range cw {
			sum += c
		}
		if sum > tw {
			for i := range cw {
				cw[i] *= tw / sum
			}
		}
		lines := func(s string, bold bool, size, w float64) int { return len(d.wrap(d.clean(s), bold, size, w-8)) }
		n := 1
		for i, h := range t.Head {
			n = max(n, lines(h, true, fs-1, cw[i]))
		}
		headH = float64(n)*lh + 4
		for _, r := range t.Rows {
			n := 1
			for i, c := range r {
				n = max(n, lines(c, false, fs, cw[i]))
			}
			rowH = append(rowH, float64(n)*lh+3)
		}
		return cw, rowH, headH
	}
	drawTable := func(t *statsTable) {
		cw, rowH, headH := tableH(t)
		if whole := headH + sumOf(rowH); whole <= bottom-pdfMargin {
			need(whole) // a table that fits on a page is not split
		}
		head := func() {
			x := pdfMargin
			fill(pdfMargin, y, sumOf(cw), headH, pdfHead)
			for i, h := range t.Head {
				for k, ln := range d.wrap(d.clean(h), true, fs-1, cw[i]-8) {
					d.drawAligned(x+4, y+2+float64(k)*lh, cw[i]-8, lh, ln, true, fs-1, pdfInk, alignOf(t, i))
				}
				x += cw[i]
			}
			y += headH
		}
		need(headH + rowH[0])
		head()
		for ri, r := range t.Rows {
			if y+rowH[ri] > bottom {
				newPage()
				head()
			}
			x := pdfMargin
			for i, c := range r {
				bold := i == 0 && t.RowHead
				if bold {
					fill(x, y, cw[i], rowH[ri], pdfBand)
				}
				for k, ln := range d.wrap(d.clean(c), bold, fs, cw[i]-8) {
					d.drawAligned(x+4, y+1.5+float64(k)*lh, cw[i]-8, lh, ln, bold, fs, pdfInk, alignOf(t, i))
				}
				x += cw[i]
			}
			d.SetStrokeColor(210, 210, 210)
			d.SetLineWidth(0.4)
			d.Line(pdfMargin, y+rowH[ri], pdfMargin+sumOf(cw), y+rowH[ri])
			y += rowH[ri]
		}
		if t.Caption != "" {
			y += 2
			paragraph(t.Caption, false, fs-1.5, pdfMuted)
		}
		y += fs * 0.6
	}
	const chartH = 150.0
	drawChart := func(c *statsChart) {
		need(chartH + lh*2)
		d.draw(pdfMargin, y, lh, d.clean(c.Title), true, fs, pdfInk)
		y += lh + 2
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, s := range c.Series {
			for _, v := range s.Values {
				if !math.IsNaN(v) {
					lo, hi = math.Min(lo, v), math.Max(hi, v)
				}
			}
		}
		if math.IsInf(lo, 0) {
			return
		}
		if hi-lo < 1e-9 {
			lo, hi = lo-1, hi+1
		}
		left, legendW := pdfMargin+30, 120.0
		pw, ph := tw-30-legendW, chartH-28
		fill(left, y, pw, ph, pdfBand)
		n := len(c.Months)
		x := func(i int) float64 {
			if n == 1 {
				return left + pw/2
			}
			return left + float64(i)*pw/float64(n-1)
		}
		yy := func(v float64) float64 { return y + ph - (v-lo)/(hi-lo)*ph }
		d.SetLineWidth(0.3)
		for k := 0; k <= 4; k++ {
			v := lo + (hi-lo)*float64(k)/4
			d.SetStrokeColor(220, 216, 204)
			d.Line(left, yy(v), left+pw, yy(v))
			d.drawAligned(pdfMargin, yy(v)-5, 27, 10, fmt.Sprintf("%.0f", v), false, 7, pdfMuted, 'r')
		}
		for i := range c.Months {
			if label := monthLabel(c.Months, i); label != "" {
				d.SetStrokeColor(150, 150, 150)
				d.SetLineWidth(0.5)
				d.Line(x(i), y+ph, x(i), y+ph+3)
				d.drawAligned(x(i)-20, y+ph+3, 40, 10, label, false, 6.5, pdfMuted, 'c')
			}
		}
		for si, s := range c.Series {
			col := hexRGB(chartColours[si%len(chartColours)])
			d.SetStrokeColor(col.r, col.g, col.b)
			d.SetLineWidth(1.4)
			prev := -1
			for i, v := range s.Values {
				if math.IsNaN(v) {
					prev = -1
					continue
				}
				if prev >= 0 {
					d.Line(x(prev), yy(s.Values[prev]), x(i), yy(v))
				}
				d.SetFillColor(col.r, col.g, col.b)
				d.RectFromUpperLeftWithStyle(x(i)-1.3, yy(v)-1.3, 2.6, 2.6, "F")
				prev = i
			}
			ly := y + 4 + float64(si)*12
			d.SetLineWidth(2.5)
			d.Line(left+pw+8, ly+5, left+pw+22, ly+5)
			name, _ := d.fitLines(d.clean(s.Name), false, 7.5, legendW-28, 1)
			d.draw(left+pw+25, ly, 10, name[0], false, 7.5, pdfInk)
		}
		d.SetLineWidth(0.4)
		y += chartH - 12
	}
	drawCards := func(cards []playerCard) {
		colW := (tw - 12) / 2
		for i := 0; i < len(cards); i += 2 {
			hs := []float64{0, 0}
			for k := 0; k < 2 && i+k < len(cards); k++ {
				h := lh + 6
				for _, ln := range cards[i+k].Lines {
					for _, part := range cardParts(ln) {
						h += float64(len(d.wrap(d.clean(part), false, fs-1, colW-12))) * (fs - 1) * 1.3
					}
				}
				hs[k] = h
			}
			h := max(hs[0], hs[1])
			need(h + 8)
			for k := 0; k < 2 && i+k < len(cards); k++ {
				c := cards[i+k]
				x := pdfMargin + float64(k)*(colW+12)
				fill(x, y, colW, h, rgb{252, 251, 247})
				d.SetStrokeColor(200, 200, 200)
				d.RectFromUpperLeftWithStyle(x, y, colW, h, "D")
				cy := y + 3
				d.draw(x+6, cy, lh, d.clean(c.Name), true, fs+0.5, pdfInk)
				cy += lh + 2
				for _, ln := range c.Lines {
					for _, part := range cardParts(ln) {
						for _, seg := range d.wrap(d.clean(part), false, fs-1, colW-12) {
							d.draw(x+6, cy, (fs-1)*1.3, seg, false, fs-1, pdfInk)
							cy += (fs - 1) * 1.3
						}
					}
				}
			}
			y += h + 8
		}
	}
	newPage()
	paragraph(p.Title, true, 18, pdfInk)
	if p.Subtitle != "" {
		paragraph(p.Subtitle, false, fs, pdfMuted)
	}
	y += 6
	for _, s := range p.Sections {
		// Keep the title with the start of what follows.
		first := 3 * lh
		if len(s.Blocks) > 0 {
			switch b := s.Blocks[0]; {
			case b.Chart != nil:
				first = chartH + lh*2
			case b.Table != nil:
				_, rh, hh := tableH(b.Table)
				first = hh + rh[0]
				if len(rh) > 1 {
					first += rh[1]
				}
			}
		}
		if s.Title != "" {
			need(20 + first)
			y += 6
			d.draw(pdfMargin, y, 16, d.clean(s.Title), true, 13, pdfInk)
			y += 17
			d.SetStrokeColor(224, 220, 207)
			d.SetLineWidth(1.2)
			d.Line(pdfMargin, y, pdfMargin+tw, y)
			d.SetLineWidth(0.4)
			y += 4
		}
		if s.Lead != "" {
			paragraph(s.Lead, true, fs, pdfInk)
			y += 3
		}
		for _, b := range s.Blocks {
			switch {
			case b.Table != nil:
				drawTable(b.Table)
			case b.Chart != nil:
				drawChart(b.Chart)
			case b.Cards != nil:
				drawCards(b.Cards)
			default:
				for _, ln := range b.Lines {
					paragraph("• "+ln, false, fs, pdfInk)
				}
				y += 3
			}
		}
	}
	if _, err := d.WriteTo(w); err != nil {
		return nil, err
	}
	return d.warnings(), nil
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

// monthLabel is the label under month i of a chart, or "": over two years
// and more, the year under each January; else a month in every few.
func monthLabel(months []string, i int) string {
	n := len(months)
	if n > 24 {
		if strings.HasSuffix(months[i], "-01") {
			return months[i][:4]
		}
		return ""
	}
	step := max(1, (n+7)/8)
	if i%step == 0 {
		return months[i]
	}
	return ""
}

// cardParts are the printed lines of a card's line: its label with the
// first part, then each further part indented.
func cardParts(ln [2]string) []string {
	parts := strings.Split(ln[1], "\n")
	out := []string{ln[0] + ": " + parts[0]}
	for _, p := range parts[1:] {
		out = append(out, "    "+p)
	}
	return out
}
