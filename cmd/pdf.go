package cmd

import (
	_ "embed"
	"fmt"
	"io"
	"time"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/signintech/gopdf"
)

// The PDF printer: an A4 sheet (landscape when the columns need it), the
// DejaVu fonts embedded so that French accents and the column signs
// (↕ ↓ ↑ ◆) print anywhere. github.com/signintech/gopdf is maintained and
// embeds subsets of TrueType fonts (go-pdf/fpdf is archived).

//go:embed fonts/DejaVuSans.ttf
var fontRegular []byte

//go:embed fonts/DejaVuSans-Bold.ttf
var fontBold []byte

const (
	pdfMargin = 36.0
	pdfRowH   = 15.0
)

type rgb struct{ r, g, b uint8 }

var (
	pdfInk     = rgb{29, 29, 31}
	pdfGrey    = rgb{150, 150, 150}
	pdfHead    = rgb{240, 236, 226}
	pdfWinner  = rgb{217, 242, 217}
	pdfStruck  = rgb{170, 51, 51}
	pdfMarkInk = rgb{10, 107, 10}
	pdfBand    = rgb{250, 248, 242}
)

func renderPDF(w io.Writer, st *sheets.State, l scoring.Lang) error {
	t := st.Table(l)
	pdf := &gopdf.GoPdf{}
	n := len(t.Heads)
	labelW, colW := 128.0, 58.0
	size := *gopdf.PageSizeA4
	if labelW+float64(n)*colW > size.W-2*pdfMargin {
		size = gopdf.Rect{W: size.H, H: size.W} // landscape
	}
	widest := 90.0 // box sheets: numbers
	if st.Rules == nil {
		widest = 150 // turn logs and tallies need room
	}
	colW = min(widest, (size.W-2*pdfMargin-labelW)/float64(n))
	font := 9.0
	if colW < 48 {
		font = 7.5
	}
	pdf.Start(gopdf.Config{PageSize: size, Unit: gopdf.UnitPT})
	pdf.SetInfo(gopdf.PdfInfo{Title: t.Title, Creator: "scorepad", CreationDate: st.Game.Started})
	if err := pdf.AddTTFFontData("sans", fontRegular); err != nil {
		return fmt.Errorf("pdf font: %w", err)
	}
	if err := pdf.AddTTFFontData("bold", fontBold); err != nil {
		return fmt.Errorf("pdf font: %w", err)
	}
	setFont := func(bold bool, sz float64, c rgb) {
		name := "sans"
		if bold {
			name = "bold"
		}
		pdf.SetFont(name, "", sz)
		pdf.SetTextColor(c.r, c.g, c.b)
	}
	fill := func(x, y, w, h float64, c rgb) {
		pdf.SetFillColor(c.r, c.g, c.b)
		pdf.RectFromUpperLeftWithStyle(x, y, w, h, "F")
	}
	cur := struct {
		bold bool
		size float64
	}{}
	setFontKeep := setFont
	setFont = func(bold bool, sz float64, c rgb) {
		cur.bold, cur.size = bold, sz
		setFontKeep(bold, sz, c)
	}
	// text writes s in a cell, shrinking the type (down to 5 pt) rather
	// than spilling into the next column.
	text := func(x, y, w float64, s string, align int) float64 {
		name := map[bool]string{true: "bold", false: "sans"}[cur.bold]
		sz := cur.size
		tw, _ := pdf.MeasureTextWidth(s)
		for tw > w-6 && sz > 5 {
			sz -= 0.5
			pdf.SetFont(name, "", sz)
			tw, _ = pdf.MeasureTextWidth(s)
		}
		pdf.SetXY(x+3, y)
		pdf.CellWithOption(&gopdf.Rect{W: w - 6, H: pdfRowH}, s, gopdf.CellOption{Align: align | gopdf.Middle})
		pdf.SetFont(name, "", cur.size)
		return tw
	}
	var y float64
	header := func(first bool) {
		pdf.AddPage()
		y = pdfMargin
		if first {
			setFont(true, 16, pdfInk)
			text(pdfMargin-3, y, size.W, t.Title, gopdf.Left)
			y += 20
			setFont(false, 9, pdfInk)
			text(pdfMargin-3, y, size.W, status(st, l), gopdf.Left)
			y += 20
		}
		headH := pdfRowH
		if hasSubs(t) {
			headH = 2 * pdfRowH
		}
		fill(pdfMargin, y, labelW+float64(n)*colW, headH, pdfHead)
		for i, h := range t.Heads {
			x := pdfMargin + labelW + float64(i)*colW
			if h.Winner {
				fill(x, y, colW, headH, pdfWinner)
			}
			name := h.Player
			if h.Winner {
				name = "★ " + name
			}
			setFont(true, font, pdfInk)
			text(x, y, colW, name, gopdf.Right)
			if h.Sub != "" {
				setFont(false, font, pdfInk)
				text(x, y+pdfRowH, colW, h.Sub, gopdf.Right)
			}
		}
		y += headH
	}
	header(true)
	pdf.SetLineWidth(0.4)
	for _, r := range t.Rows {
		if y+pdfRowH > size.H-pdfMargin-40 {
			header(false)
		}
		band := r.Kind == sheets.RowSubtotal || r.Kind == sheets.RowBonus
		bold := r.Kind == sheets.RowTotal || r.Kind == sheets.RowGrand
		if band {
			fill(pdfMargin, y, labelW+float64(n)*colW, pdfRowH, pdfBand)
		}
		if bold {
			fill(pdfMargin, y, labelW+float64(n)*colW, pdfRowH, pdfHead)
		}
		setFont(bold, font, pdfInk)
		text(pdfMargin, y, labelW, r.Label, gopdf.Left)
		col := 0
		for _, c := range r.Cells {
			span := max(c.Span, 1)
			x := pdfMargin + labelW + float64(col)*colW
			cw := float64(span) * colW
			switch {
			case c.Empty:
				setFont(false, font, pdfGrey)
				text(x, y, cw, "·", gopdf.Right)
			case c.Struck:
				setFont(false, font, pdfStruck)
				tw := text(x, y, cw, c.Text, gopdf.Right)
				pdf.SetStrokeColor(pdfStruck.r, pdfStruck.g, pdfStruck.b)
				pdf.Line(x+cw-3-tw-1, y+pdfRowH/2, x+cw-2, y+pdfRowH/2)
			case c.Mark:
				setFont(true, font, pdfMarkInk)
				text(x, y, cw, c.Text, gopdf.Right)
			default:
				setFont(bold, font, pdfInk)
				text(x, y, cw, c.Text, gopdf.Right)
			}
			col += span
		}
		pdf.SetStrokeColor(200, 200, 200)
		pdf.Line(pdfMargin, y+pdfRowH, pdfMargin+labelW+float64(n)*colW, y+pdfRowH)
		y += pdfRowH
	}
	// vertical rules
	pdf.SetStrokeColor(160, 160, 160)
	y += 14
	setFont(false, 8, pdfInk)
	notes := append([]string{}, t.Notes...)
	if st.Rules != nil {
		notes = append(notes, l.Pick("Struck-through 0: a box sacrificed · ·: not filled yet", "0 barré : case sacrifiée · · : pas encore remplie"))
	}
	notes = append(notes, fmt.Sprintf(l.Pick("Printed by scorepad on %s", "Imprimé par scorepad le %s"), time.Now().Format("2006-01-02")))
	for _, note := range notes {
		// a long note (the S4 reading of an old Sackson game) wraps at the
		// margins rather than shrinking out of sight
		lines, err := pdf.SplitTextWithWordWrap(note, size.W-2*pdfMargin)
		if err != nil || len(lines) == 0 {
			lines = []string{note}
		}
		for _, line := range lines {
			if y+12 > size.H-pdfMargin {
				pdf.AddPage()
				y = pdfMargin
			}
			text(pdfMargin-3, y, size.W, line, gopdf.Left)
			y += 12
		}
	}
	_, err := pdf.WriteTo(w)
	return err
}
