package pages

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode"

	"github.com/signintech/gopdf"
	"github.com/signintech/gopdf/fontmaker/core"
)

// Glyphs in PDFs. DejaVu Sans (embedded, 1.4 MB for both weights) covers
// Latin, Greek, Cyrillic, Arabic, Hebrew and the sheet's signs. Names in
// Chinese, Japanese or Korean are drawn from Droid Sans Fallback (Han, kana,
// Hangul; Apache-2.0), embedded gzip-compressed: 1.65 MB more in the binary
// (3.4 MB uncompressed, unpacked only when a page needs it; the PDF embeds
// only the glyphs it uses). Anything else (emoji, scripts neither font
// has) is replaced by a visible sign and reported, never dropped silently.

//go:embed fonts/DroidSansFallback.ttf.gz
var fontCJKgz []byte

// pdfMissingSign replaces a character no embedded font can draw; 🎲 is
// drawn as a die face.
const pdfMissingSign = '□'

var pdfSubstitutes = map[rune]rune{'🎲': '⚄'}

type fontCover map[int]uint

var (
	dejavuOnce  sync.Once
	dejavuCover fontCover
	cjkOnce     sync.Once
	cjkData     []byte
	cjkCover    fontCover
	cjkErr      error
)

func dejavu() fontCover {
	dejavuOnce.Do(func() {
		var p core.TTFParser
		if err := p.ParseFontData(fontRegular); err == nil {
			dejavuCover = p.Chars()
		}
	})
	return dejavuCover
}

func cjkFont() ([]byte, fontCover, error) {
	cjkOnce.Do(func() {
		zr, err := gzip.NewReader(bytes.NewReader(fontCJKgz))
		if err != nil {
			cjkErr = err
			return
		}
		if cjkData, err = io.ReadAll(zr); err != nil {
			cjkErr = err
			return
		}
		var p core.TTFParser
		if err := p.ParseFontData(cjkData); err != nil {
			cjkErr = err
			return
		}
		cjkCover = p.Chars()
	})
	return cjkData, cjkCover, cjkErr
}

// invisible runes are dropped: joiners and variation selectors of emoji
// sequences, controls. A tab becomes a space.
func invisible(r rune) bool {
	return r == 0x200D || (r >= 0xFE00 && r <= 0xFE0F) || (r >= 0xE0100 && r <= 0xE01EF) || (r != '\t' && unicode.IsControl(r))
}

// pdfDoc wraps gopdf with the fonts: each string is drawn in runs, DejaVu
// where it has the glyph, the CJK fallback elsewhere.
type pdfDoc struct {
	*gopdf.GoPdf
	l       langPicker
	cjk     bool // the fallback font is loaded
	missing map[rune]bool
	order   []rune
	widths  map[widthKey]float64
}

type widthKey struct {
	s    string
	bold bool
	size float64
}

type langPicker interface{ T(en string) string }

func newPDFDoc(size gopdf.Rect, l langPicker) (*pdfDoc, error) {
	d := &pdfDoc{GoPdf: &gopdf.GoPdf{}, l: l, missing: map[rune]bool{}, widths: map[widthKey]float64{}}
	d.Start(gopdf.Config{PageSize: size, Unit: gopdf.UnitPT})
	if err := d.AddTTFFontData("sans", fontRegular); err != nil {
		return nil, fmt.Errorf("pdf font: %w", err)
	}
	if err := d.AddTTFFontData("bold", fontBold); err != nil {
		return nil, fmt.Errorf("pdf font: %w", err)
	}
	return d, nil
}

// clean returns s as it will be printed: controls dropped, tabs as
// spaces, characters no font has replaced (and remembered for the warning).
func (d *pdfDoc) clean(s string) string {
	dv := dejavu()
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\t':
			b.WriteRune(' ')
			continue
		case invisible(r):
			continue
		}
		if _, ok := dv[int(r)]; ok {
			b.WriteRune(r)
			continue
		}
		if _, cover, err := cjkFont(); err == nil {
			if _, ok := cover[int(r)]; ok {
				b.WriteRune(r)
				continue
			}
		}
		if !d.missing[r] {
			d.missing[r] = true
			d.order = append(d.order, r)
		}
		if sub, ok := pdfSubstitutes[r]; ok {
			b.WriteRune(sub)
		} else {
			b.WriteRune(pdfMissingSign)
		}
	}
	return b.String()
}

type textRun struct {
	font string
	s    string
}

// runs splits a cleaned string by font.
func (d *pdfDoc) runs(s string, bold bool) []textRun {
	dv := dejavu()
	base := "sans"
	if bold {
		base = "bold"
	}
	var out []textRun
	for _, r := range s {
		font := base
		if _, ok := dv[int(r)]; !ok {
			font = "cjk"
		}
		if n := len(out); n > 0 && out[n-1].font == font {
			out[n-1].s += string(r)
		} else {
			out = append(out, textRun{font, string(r)})
		}
	}
	return out
}

func (d *pdfDoc) useFont(font string, size float64) {
	if font == "cjk" && !d.cjk {
		data, _, err := cjkFont()
		if err == nil && d.AddTTFFontData("cjk", data) == nil {
			d.cjk = true
		}
	}
	if font == "cjk" && !d.cjk {
		font = "sans"
	}
	d.SetFont(font, "", size)
}

// width measures cleaned text.
func (d *pdfDoc) width(s string, bold bool, size float64) float64 {
	k := widthKey{s, bold, size}
	if w, ok := d.widths[k]; ok {
		return w
	}
	w := 0.0
	defer func() { d.widths[k] = w }()
	for _, r := range d.runs(s, bold) {
		d.useFont(r.font, size)
		x, _ := d.MeasureTextWidth(r.s)
		w += x
	}
	return w
}

// draw writes cleaned text with its left edge at x, vertically centred in
// the band [y, y+h].
func (d *pdfDoc) draw(x, y, h float64, s string, bold bool, size float64, c rgb) float64 {
	d.SetTextColor(c.r, c.g, c.b)
	start := x
	for _, r := range d.runs(s, bold) {
		d.useFont(r.font, size)
		w, _ := d.MeasureTextWidth(r.s)
		d.SetXY(x, y)
		d.CellWithOption(&gopdf.Rect{W: w + 1, H: h}, r.s, gopdf.CellOption{Align: gopdf.Left | gopdf.Middle})
		x += w
	}
	return x - start
}

// drawAligned writes s in the box [x, x+w]: align is 'l', 'r' or 'c'.
func (d *pdfDoc) drawAligned(x, y, w, h float64, s string, bold bool, size float64, c rgb, align byte) float64 {
	tw := d.width(s, bold, size)
	switch align {
	case 'r':
		x += w - tw
	case 'c':
		x += (w - tw) / 2
	}
	d.draw(x, y, h, s, bold, size, c)
	return tw
}

// wrap breaks cleaned text into lines no wider than w: at spaces and
// after hyphens, and inside a word only when the word alone is too wide
// (CJK names have no spaces).
func (d *pdfDoc) wrap(s string, bold bool, size, w float64) []string {
	var lines []string
	line := ""
	for _, piece := range pieces(s) {
		try := piece
		if line != "" {
			try = line + piece
		} else {
			piece = strings.TrimLeft(piece, " ")
			try = piece
		}
		if d.width(try, bold, size) <= w+0.01 {
			line = try
			continue
		}
		if line != "" {
			lines = append(lines, line)
			line = ""
		}
		piece = strings.TrimLeft(piece, " ")
		for d.width(piece, bold, size) > w+0.01 {
			rs := []rune(piece)
			k := 1
			for k < len(rs) && d.width(string(rs[:k+1]), bold, size) <= w+0.01 {
				k++
			}
			lines = append(lines, string(rs[:k]))
			piece = string(rs[k:])
		}
		line = piece
	}
	if line != "" || len(lines) == 0 {
		lines = append(lines, line)
	}
	return lines
}

// pieces cuts s where a line may break: before a space (the piece keeps
// it) and after a hyphen.
func pieces(s string) []string {
	var out []string
	cur := ""
	for _, r := range s {
		if r == ' ' && strings.TrimSpace(cur) != "" {
			out = append(out, cur)
			cur = ""
		}
		cur += string(r)
		if r == '-' && len([]rune(strings.TrimSpace(cur))) > 1 {
			out = append(out, cur)
			cur = ""
		}
	}
	if strings.TrimSpace(cur) != "" {
		out = append(out, cur)
	}
	// French punctuation stays with the word before it: "vainqueur :".
	var merged []string
	for _, p := range out {
		if t := strings.TrimSpace(p); len(merged) > 0 && len([]rune(t)) == 1 && strings.ContainsAny(t, ":;!?»") {
			merged[len(merged)-1] += p
			continue
		}
		merged = append(merged, p)
	}
	return merged
}

// breaksWord reports whether wrapping s at w has to cut inside a word.
func (d *pdfDoc) breaksWord(s string, bold bool, size, w float64) bool {
	for _, p := range pieces(s) {
		if d.width(strings.TrimSpace(p), bold, size) > w+0.01 {
			return true
		}
	}
	return false
}

// fitLines wraps s into at most n lines, the last one cut with "…" when
// it does not fit; cut reports that.
func (d *pdfDoc) fitLines(s string, bold bool, size, w float64, n int) (lines []string, cut bool) {
	lines = d.wrap(s, bold, size, w)
	if len(lines) <= n {
		return lines, false
	}
	last := []rune(strings.Join(lines[n-1:], " "))
	for len(last) > 0 && d.width(string(last)+"…", bold, size) > w {
		last = last[:len(last)-1]
	}
	return append(lines[:n-1:n-1], strings.TrimSpace(string(last))+"…"), true
}

// warnings returns one line per character the fonts lack.
func (d *pdfDoc) warnings() []string {
	var out []string
	for _, r := range d.order {
		sub := pdfMissingSign
		if s, ok := pdfSubstitutes[r]; ok {
			sub = s
		}
		out = append(out, fmt.Sprintf(d.l.T("note: the PDF fonts have no glyph for %c (U+%04X); printed as %c"), r, r, sub))
	}
	return out
}
