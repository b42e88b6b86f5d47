package web

import (
	"fmt"
	"html"
	"html/template"
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// QRText draws a QR code of s for a terminal with half-block characters,
// two rows of modules a line, the dark modules drawn (quiet zone
// included). ansi paints it black on white whatever the terminal's
// colours, for a terminal; without, it reads on a light background.
func QRText(s string, ansi bool) (string, error) {
	q, err := qrcode.New(s, qrcode.Low)
	if err != nil {
		return "", fmt.Errorf("qr code: %w", err)
	}
	bm := q.Bitmap() // true is dark, with a 4-module quiet zone
	var b strings.Builder
	for y := 0; y < len(bm); y += 2 {
		if ansi {
			b.WriteString("\x1b[30;107m")
		}
		for x := range bm[y] {
			top := bm[y][x]
			bottom := y+1 < len(bm) && bm[y+1][x]
			switch {
			case top && bottom:
				b.WriteRune('█')
			case top:
				b.WriteRune('▀')
			case bottom:
				b.WriteRune('▄')
			default:
				b.WriteRune(' ')
			}
		}
		if ansi {
			b.WriteString("\x1b[0m")
		}
		b.WriteString("\n")
	}
	return b.String(), nil
}

// qrSVG draws a QR code of s as an inline SVG image.
func qrSVG(s string) (template.HTML, error) {
	q, err := qrcode.New(s, qrcode.Medium)
	if err != nil {
		return "", fmt.Errorf("qr code: %w", err)
	}
	bm := q.Bitmap()
	n := len(bm)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges" role="img" aria-label="%s"><rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="`, n, n, html.EscapeString(s), n, n)
	for y, row := range bm {
		for x := 0; x < len(row); x++ {
			if !row[x] {
				continue
			}
			run := 1 // a run of dark modules is one rectangle
			for x+run < len(row) && row[x+run] {
				run++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", x, y, run, run)
			x += run - 1
		}
	}
	b.WriteString(`"/></svg>`)
	return template.HTML(b.String()), nil
}
