package pages

import (
	"fmt"
	"html"
	"io"
	"strings"
	"unicode"

	"github.com/mattn/go-runewidth"

	"github.com/scorepad/scorepad/scoring"
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
func width(s string) int { return runewidth.StringWidth(s) }

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
		last := []rune(strings.Join(lines[n-1:], " "))
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

// RenderText draws the sheet as a table: box-drawing and colour on a
// terminal, plain text otherwise.
func RenderText(w io.Writer, st *sheets.State, l scoring.Lang, tty bool) error {
	st = ForDisplay(st)
	t := st.Table(l)
	n := len(t.Heads)
	lw := width(l.Pick("Player total", "Total joueur"))
	for _, r := range t.Rows {
		lw = max(lw, width(r.Label))
	}
	cw := make([]int, n)
	for i := range t.Heads {
		t.Heads[i].Player = oneLine(t.Heads[i].Player)
	}
	// Names longer than textNameMax wrap on up to three lines; beyond, they
	// are cut and the legend under the table gives them whole.
	heads := make([][]string, n)
	cut := false
	for i, h := range t.Heads {
		name := h.Player
		if h.Winner {
			name = "★ " + name
		}
		heads[i] = []string{name}
		cw[i] = width(h.Player) + 2 // room for "★ "
		if width(name) > textNameMax {
			heads[i], cut, cw[i] = wrapText(name, textNameMax, 3), true, 0
			for _, ln := range heads[i] {
				cw[i] = max(cw[i], width(ln))
			}
		}
		cw[i] = max(cw[i], width(h.Sub), 4)
	}
	headLines := 1
	for _, h := range heads {
		headLines = max(headLines, len(h))
	}
	for _, r := range t.Rows {
		if r.Kind == sheets.RowGrand {
			continue
		}
		for i, c := range r.Cells {
			cw[i] = max(cw[i], width(cellText(c)))
		}
	}
	vb, hb, cross := " | ", "-", "-+-"
	if tty {
		vb, hb, cross = " │ ", "─", "─┼─"
	}
	style := func(s, code string) string {
		if tty && code != "" {
			return code + s + ansiReset
		}
		return s
	}
	sep := func() string {
		var b strings.Builder
		b.WriteString(strings.Repeat(hb, lw))
		for i := range cw {
			b.WriteString(cross + strings.Repeat(hb, cw[i]))
		}
		return b.String() + "\n"
	}
	fmt.Fprintln(w, style(t.Title, ansiBold))
	fmt.Fprintln(w, oneLine(Status(st, l)))
	fmt.Fprintln(w)
	var b strings.Builder
	for k := 0; k < headLines; k++ {
		b.WriteString(pad("", lw, false))
		for i, h := range t.Heads {
			name := ""
			if j := k - (headLines - len(heads[i])); j >= 0 {
				name = heads[i][j]
			}
			b.WriteString(vb + style(pad(name, cw[i], true), map[bool]string{true: ansiBold + ansiGreen, false: ansiBold}[h.Winner]))
		}
		b.WriteString("\n")
	}
	if hasSubs(t) {
		b.WriteString(pad("", lw, false))
		for i, h := range t.Heads {
			b.WriteString(vb + pad(h.Sub, cw[i], true))
		}
		b.WriteString("\n")
	}
	b.WriteString(sep())
	for _, r := range t.Rows {
		if r.Kind == sheets.RowSubtotal || r.Kind == sheets.RowTotal || r.Kind == sheets.RowGrand {
			b.WriteString(sep())
		}
		label := pad(r.Label, lw, false)
		if r.Kind == sheets.RowTotal || r.Kind == sheets.RowGrand {
			label = style(label, ansiBold)
		}
		b.WriteString(label)
		col := 0
		for _, c := range r.Cells {
			span := max(c.Span, 1)
			cwid := 0
			for k := col; k < col+span; k++ {
				cwid += cw[k]
			}
			cwid += (span - 1) * width(vb)
			txt := pad(cellText(c), cwid, true)
			code := ""
			switch {
			case c.Mark && r.Kind == sheets.RowGrand:
				code = ansiBold + ansiGreen
			case c.Mark:
				code = ansiGreen
			case c.Struck || c.Empty:
				code = ansiDim
			case r.Kind == sheets.RowGrand || r.Kind == sheets.RowTotal:
				code = ansiBold
			}
			b.WriteString(vb + style(txt, code))
			col += span
		}
		b.WriteString("\n")
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	fmt.Fprintln(w)
	if cut {
		fmt.Fprintln(w, l.Pick("Players, in column order:", "Joueurs, dans l'ordre des colonnes :"))
		for i, p := range st.Game.Players {
			fmt.Fprintf(w, "  %d. %s\n", i+1, oneLine(p))
		}
	}
	for _, note := range t.Notes {
		fmt.Fprintln(w, note)
	}
	if legend := legend(st.Game.Kind, l, false); legend != "" {
		_, err := fmt.Fprintln(w, legend)
		return err
	}
	return nil
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
func renderMarkdown(w io.Writer, st *sheets.State, l scoring.Lang) error {
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
func renderHTML(w io.Writer, st *sheets.State, l scoring.Lang) error {
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
