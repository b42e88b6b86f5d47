package pages

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
)

// Text from the database or the command line (player names above all) is
// printed through printable: new names are refused when they hold control
// or format characters (sheets.ValidName), but older databases and imports
// may still carry them, and an escape sequence must never reach a terminal,
// a Markdown page or a spreadsheet raw.

// Unprintable reports the runes Printable escapes: control characters (C0,
// DEL, C1), format characters (bidi controls, zero-width characters, BOM),
// line and paragraph separators, private-use characters and surrogates.
func Unprintable(r rune) bool {
	return unicode.In(r, unicode.Cc, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Co, unicode.Cs)
}

// Printable returns s with every Unprintable character written as a
// visible escape (ESC as \x1b, U+202E as \u202e) and every byte that is not
// UTF-8 as \xNN. Printable text comes back unchanged.
func Printable(s string) string { return escapeText(s, false) }

// PrintableLines is Printable keeping line feeds: for messages of several
// lines.
func PrintableLines(s string) string { return escapeText(s, true) }

func escapeText(s string, keepNewlines bool) string {
	clean := true
	for i, r := range s {
		if Unprintable(r) && !(keepNewlines && r == '\n') || r == utf8.RuneError && invalidAt(s, i) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case keepNewlines && r == '\n':
			b.WriteByte('\n')
		case r < 0x80 && Unprintable(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case r <= 0xFFFF && Unprintable(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		case Unprintable(r):
			fmt.Fprintf(&b, `\U%08x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

func invalidAt(s string, i int) bool {
	_, n := utf8.DecodeRuneInString(s[i:])
	return n <= 1
}

// MDText is Printable text escaped for a Markdown table cell or line: the
// characters that start inline HTML, links, images, emphasis, code and
// entities are escaped with a backslash (CommonMark), so a name like
// "<script>" or "[x](javascript:…)" prints as itself, and a '|' cannot end
// the cell. Newlines were already escaped by Printable.
func MDText(s string) string {
	s = Printable(s)
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune("\\`*_~[]<>&|!#", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// CSVText neutralises a text cell for spreadsheets (OWASP CSV injection): a
// cell that starts with = + - @ tab or carriage return would be read as a
// formula, so it is prefixed with a quote; then Unprintable characters are
// escaped.
func CSVText(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		s = "'" + s
	}
	return Printable(s)
}

// JSONText escapes, in encoded JSON, the Unprintable characters that
// encoding/json leaves raw (DEL, C1 controls, bidi and zero-width
// characters) as \uXXXX: the decoded value is unchanged. Raw line feeds are
// the encoder's own indentation and stay.
func JSONText(b []byte) []byte {
	clean := true // ASCII is looked at byte by byte, other text rune by rune
	for i := 0; i < len(b) && clean; {
		if c := b[i]; c < utf8.RuneSelf {
			clean = c != 0x7f && (c >= 0x20 || c == '\n')
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		clean = !Unprintable(r)
		i += n
	}
	if clean {
		return b
	}
	s := string(b)
	var out strings.Builder
	for _, r := range s {
		switch {
		case r == '\n' || !Unprintable(r):
			out.WriteRune(r)
		case r > 0xFFFF:
			r1, r2 := utf16.EncodeRune(r)
			fmt.Fprintf(&out, `\u%04x\u%04x`, r1, r2)
		default:
			fmt.Fprintf(&out, `\u%04x`, r)
		}
	}
	return []byte(out.String())
}

// maxEcho is how much of one line of a message is kept: a 128 KiB argument
// echoed in an error is cut in the middle.
const maxEcho = 200

// ClipLines cuts, in the middle, every line of s longer than 2×maxEcho
// characters, saying how many characters were left out.
func ClipLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, ln := range lines {
		if utf8.RuneCountInString(ln) <= 2*maxEcho {
			continue
		}
		r := []rune(ln)
		lines[i] = string(r[:maxEcho]) + fmt.Sprintf(" …[%d characters cut]… ", len(r)-2*maxEcho) + string(r[len(r)-maxEcho:])
	}
	return strings.Join(lines, "\n")
}

// MessageText is an error message as printed: Unprintable characters
// escaped, over-long lines cut.
func MessageText(s string) string { return ClipLines(PrintableLines(s)) }

// ForDisplay returns a copy of st whose player names are Printable, for the
// printers; st itself (whose names identify players) is left as it is.
func ForDisplay(st *sheets.State) *sheets.State {
	c := *st
	g := *st.Game
	g.Players = PrintableAll(st.Game.Players)
	c.Game = &g
	return &c
}

func PrintableAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = Printable(n)
	}
	return out
}

// ReportForDisplay returns a copy of rep with Printable names, for the
// text, CSV and HTML printers.
func ReportForDisplay(rep *db.Report) *db.Report {
	c := *rep
	c.Players = append(c.Players[:0:0], rep.Players...)
	for i := range c.Players {
		c.Players[i].Player = Printable(c.Players[i].Player)
	}
	c.HeadToHead = append(c.HeadToHead[:0:0], rep.HeadToHead...)
	for i := range c.HeadToHead {
		c.HeadToHead[i].A, c.HeadToHead[i].B = Printable(c.HeadToHead[i].A), Printable(c.HeadToHead[i].B)
	}
	c.Nemeses = append(c.Nemeses[:0:0], rep.Nemeses...)
	for i := range c.Nemeses {
		c.Nemeses[i].Player, c.Nemeses[i].Nemesis = Printable(c.Nemeses[i].Player), Printable(c.Nemeses[i].Nemesis)
	}
	c.Records = append(c.Records[:0:0], rep.Records...)
	for i := range c.Records {
		c.Records[i].Player = Printable(c.Records[i].Player)
	}
	return &c
}
