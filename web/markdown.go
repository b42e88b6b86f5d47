package web

import (
	"fmt"
	"html"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// The Markdown of docs/ drawn as HTML for /help: the subset those files
// use — ATX headings, paragraphs, bullet and numbered lists (nested by
// indentation), fenced code, tables, code spans, **strong**, *emphasis*,
// links and backslash escapes. Every character of the text is escaped: raw
// HTML in the source is shown as text, HTML comments are dropped, and a
// link leads only to another document of /help, an anchor, or an http(s)
// address (any other destination is drawn as its text alone). The
// headings' ids are the code host's (GitHub's) so that a link written for
// one works on the other.

// mdDoc is a document drawn as HTML, with its title (its first heading).
type mdDoc struct {
	Title string
	HTML  string
}

// mdLink turns a link's destination into the address /help serves, or ""
// when it must not be a link (not a document, not http(s)).
type mdLink func(dest string) string

// renderMarkdown draws src as HTML, its links turned by link.
func renderMarkdown(src string, link mdLink) mdDoc {
	r := &mdRenderer{link: link, ids: map[string]int{}}
	src = strings.ReplaceAll(src, "\r\n", "\n")
	src = mdComment.ReplaceAllString(src, "")
	r.blocks(strings.Split(src, "\n"), false)
	return mdDoc{Title: r.title, HTML: r.b.String()}
}

var mdComment = regexp.MustCompile(`(?s)<!--.*?-->\n?`)

type mdRenderer struct {
	b     strings.Builder
	link  mdLink
	ids   map[string]int
	title string
}

var (
	mdHeading  = regexp.MustCompile(`^(#{1,6})\s+(.*?)\s*#*\s*$`)
	mdBullet   = regexp.MustCompile(`^(\s*)([-*+]|\d{1,9}[.)])(\s+|$)`)
	mdFence    = regexp.MustCompile("^(\\s*)(```+|~~~+)\\s*([^`\\s]*)")
	mdTableSep = regexp.MustCompile(`^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$`)
)

// blocks draws a run of lines. tight (a list item's lines) draws a lone
// paragraph without its <p>.
func (r *mdRenderer) blocks(lines []string, tight bool) {
	paras := 0
	var para []string
	flush := func() {
		if len(para) == 0 {
			return
		}
		text := r.inline(strings.Join(trimAll(para), "\n"))
		if tight && paras == 0 {
			r.b.WriteString(text)
		} else {
			r.b.WriteString("<p>" + text + "</p>\n")
		}
		paras++
		para = nil
	}
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		switch {
		case strings.TrimSpace(line) == "":
			flush()
		case mdFence.MatchString(line):
			flush()
			m := mdFence.FindStringSubmatch(line)
			indent, fence := len(m[1]), m[2]
			var code []string
			j := i + 1
			for ; j < len(lines) && !strings.HasPrefix(strings.TrimSpace(lines[j]), fence); j++ {
				code = append(code, trimIndent(lines[j], indent))
			}
			i = j
			class := ""
			if m[3] != "" {
				class = fmt.Sprintf(` class="language-%s"`, html.EscapeString(m[3]))
			}
			fmt.Fprintf(&r.b, "<pre><code%s>%s</code></pre>\n", class, html.EscapeString(strings.Join(code, "\n")))
			paras++
		case mdHeading.MatchString(line) && !strings.HasPrefix(line, " "):
			flush()
			m := mdHeading.FindStringSubmatch(line)
			level, text := len(m[1]), m[2]
			if r.title == "" {
				r.title = plainText(text)
			}
			fmt.Fprintf(&r.b, "<h%d id=\"%s\">%s</h%d>\n", level, r.id(text), r.inline(text), level)
			paras++
		case strings.HasPrefix(strings.TrimSpace(line), "|") && i+1 < len(lines) && mdTableSep.MatchString(lines[i+1]) && strings.Contains(lines[i+1], "-"):
			flush()
			j := i + 2
			for j < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[j]), "|") {
				j++
			}
			r.table(lines[i], lines[i+2:j])
			i = j - 1
			paras++
		case mdBullet.MatchString(line):
			flush()
			i = r.list(lines, i) - 1
			paras++
		default:
			para = append(para, line)
		}
	}
	flush()
}

// list draws the list starting at lines[start] and returns the index of
// the first line after it.
func (r *mdRenderer) list(lines []string, start int) int {
	m := mdBullet.FindStringSubmatch(lines[start])
	indent := len(m[1])
	ordered := m[2][0] >= '0' && m[2][0] <= '9'
	tag := "ul"
	if ordered {
		tag = "ol"
	}
	r.b.WriteString("<" + tag + ">\n")
	i := start
	for i < len(lines) {
		m := mdBullet.FindStringSubmatch(lines[i])
		if m == nil || len(m[1]) != indent || (m[2][0] >= '0' && m[2][0] <= '9') != ordered {
			break
		}
		content := len(m[0]) // the column of the item's text
		if m[3] == "" {
			content++
		}
		item := []string{lines[i][len(m[0]):]}
		j := i + 1
		for ; j < len(lines); j++ {
			l := lines[j]
			if strings.TrimSpace(l) == "" {
				// the item goes on after a blank line only with a line
				// indented under its text
				k := j + 1
				for k < len(lines) && strings.TrimSpace(lines[k]) == "" {
					k++
				}
				if k < len(lines) && leading(lines[k]) >= content {
					for ; j < k; j++ {
						item = append(item, "")
					}
					j--
					continue
				}
				break
			}
			if leading(l) >= content {
				item = append(item, trimIndent(l, content))
				continue
			}
			if mdBullet.MatchString(l) || mdHeading.MatchString(l) || mdFence.MatchString(l) || strings.HasPrefix(strings.TrimSpace(l), "|") {
				if leading(l) > indent && mdBullet.MatchString(l) {
					item = append(item, trimIndent(l, indent+1))
					continue
				}
				break
			}
			item = append(item, strings.TrimSpace(l)) // a lazy continuation
		}
		// an item with a blank line inside is loose: its paragraphs whole
		r.b.WriteString("<li>")
		r.blocks(item, !slices.Contains(item, ""))
		r.b.WriteString("</li>\n")
		i = j
		if i < len(lines) && strings.TrimSpace(lines[i]) == "" {
			// a blank line between two items of the same list
			k := i
			for k < len(lines) && strings.TrimSpace(lines[k]) == "" {
				k++
			}
			if k < len(lines) {
				if n := mdBullet.FindStringSubmatch(lines[k]); n != nil && len(n[1]) == indent {
					i = k
					continue
				}
			}
			break
		}
	}
	r.b.WriteString("</" + tag + ">\n")
	return i
}

// table draws a table of a header row and body rows.
func (r *mdRenderer) table(head string, body []string) {
	r.b.WriteString("<div class=\"table\"><table>\n<thead><tr>")
	for _, c := range tableCells(head) {
		r.b.WriteString("<th>" + r.inline(c) + "</th>")
	}
	r.b.WriteString("</tr></thead>\n<tbody>\n")
	for _, row := range body {
		r.b.WriteString("<tr>")
		for _, c := range tableCells(row) {
			r.b.WriteString("<td>" + r.inline(c) + "</td>")
		}
		r.b.WriteString("</tr>\n")
	}
	r.b.WriteString("</tbody></table></div>\n")
}

// tableCells splits a row at its bars, a bar escaped (\|) staying in its
// cell.
func tableCells(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimPrefix(row, "|")
	if strings.HasSuffix(row, "|") && !strings.HasSuffix(row, `\|`) {
		row = row[:len(row)-1]
	}
	var cells []string
	var cell strings.Builder
	for i := 0; i < len(row); i++ {
		switch {
		case row[i] == '\\' && i+1 < len(row) && row[i+1] == '|':
			cell.WriteByte('|')
			i++
		case row[i] == '|':
			cells = append(cells, strings.TrimSpace(cell.String()))
			cell.Reset()
		default:
			cell.WriteByte(row[i])
		}
	}
	return append(cells, strings.TrimSpace(cell.String()))
}

// inline draws the text of a paragraph, a heading or a cell.
func (r *mdRenderer) inline(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s) && isASCIIPunct(s[i+1]):
			b.WriteString(html.EscapeString(s[i+1 : i+2]))
			i += 2
			continue
		case c == '\\' && i+1 < len(s) && s[i+1] == '\n':
			b.WriteString("<br>\n")
			i += 2
			continue
		case c == '`':
			n := run(s[i:], '`')
			if end := strings.Index(s[i+n:], s[i:i+n]); end >= 0 {
				code := strings.ReplaceAll(s[i+n:i+n+end], "\n", " ")
				if len(code) > 1 && code[0] == ' ' && code[len(code)-1] == ' ' && strings.TrimSpace(code) != "" {
					code = code[1 : len(code)-1]
				}
				b.WriteString("<code>" + html.EscapeString(code) + "</code>")
				i += n + end + n
				continue
			}
			b.WriteString(s[i : i+n])
			i += n
			continue
		case c == '*' && strings.HasPrefix(s[i:], "**"):
			if end := strings.Index(s[i+2:], "**"); end > 0 && s[i+2] != ' ' {
				b.WriteString("<strong>" + r.inline(s[i+2:i+2+end]) + "</strong>")
				i += 2 + end + 2
				continue
			}
		case c == '*':
			if end := strings.IndexByte(s[i+1:], '*'); end > 0 && s[i+1] != ' ' && s[i+end] != ' ' {
				b.WriteString("<em>" + r.inline(s[i+1:i+1+end]) + "</em>")
				i += 1 + end + 1
				continue
			}
		case c == '[' || (c == '!' && strings.HasPrefix(s[i:], "![")):
			img := c == '!'
			at := i
			if img {
				at++
			}
			if text, dest, n, ok := linkAt(s[at:]); ok {
				href := r.link(dest)
				if img {
					// the documents' pictures are not served: the
					// words instead, which a screen reader reads too
					text = "[" + text + "]"
				}
				if href == "" {
					b.WriteString(r.inline(text))
				} else {
					fmt.Fprintf(&b, `<a href="%s">%s</a>`, html.EscapeString(href), r.inline(text))
				}
				i = at + n
				continue
			}
		case c == '\n':
			b.WriteString("\n")
			i++
			continue
		}
		b.WriteString(html.EscapeString(s[i : i+1]))
		i++
	}
	return b.String()
}

// linkAt reads "[text](dest)" at the start of s: the text, the
// destination, the bytes read.
func linkAt(s string) (text, dest string, n int, ok bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '`':
			// a bracket in a code span does not close the text
			if end := strings.IndexByte(s[i+1:], '`'); end >= 0 {
				i += end + 1
			}
		case '[':
			depth++
		case ']':
			depth--
			if depth == 0 {
				if i+1 >= len(s) || s[i+1] != '(' {
					return "", "", 0, false
				}
				end := closingParen(s[i+2:])
				if end < 0 {
					return "", "", 0, false
				}
				dest := strings.TrimSpace(s[i+2 : i+2+end])
				if sp := strings.IndexAny(dest, " \t"); sp >= 0 { // a title after the address
					dest = dest[:sp]
				}
				return s[1:i], dest, i + 2 + end + 1, true
			}
		}
	}
	return "", "", 0, false
}

// closingParen returns the index in s of the ")" that closes a link's
// destination, parentheses inside it balanced; -1 when there is none.
func closingParen(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return i
			}
			depth--
		case '\n':
			return -1
		}
	}
	return -1
}

// id returns a heading's id as the code host makes it: the text in lower
// case, only letters, digits, spaces, hyphens and underscores kept, each
// space a hyphen; a second heading of the same id gets "-1", then "-2".
func (r *mdRenderer) id(text string) string {
	s := headingID(text)
	n := r.ids[s]
	r.ids[s] = n + 1
	if n > 0 {
		return fmt.Sprintf("%s-%d", s, n)
	}
	return s
}

// headingID is the code host's id of a heading's text, before duplicates
// are told apart.
func headingID(text string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(plainText(text)) {
		switch {
		case unicode.IsLetter(c) || unicode.IsDigit(c) || c == '-' || c == '_':
			b.WriteRune(c)
		case c == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// plainText returns inline Markdown as its words: code spans' backquotes,
// emphasis marks and link addresses left out.
func plainText(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' && i+1 < len(s) && isASCIIPunct(s[i+1]):
			b.WriteByte(s[i+1])
			i++
		case c == '`' || c == '*':
		case c == '[':
			if text, _, n, ok := linkAt(s[i:]); ok {
				b.WriteString(plainText(text))
				i += n - 1
				continue
			}
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isASCIIPunct(c byte) bool {
	return c < 0x80 && unicode.IsPunct(rune(c)) || strings.IndexByte("$+<=>^`|~", c) >= 0
}

// run returns how many times c repeats at the start of s.
func run(s string, c byte) int {
	n := 0
	for n < len(s) && s[n] == c {
		n++
	}
	return n
}

// leading returns the number of spaces a line starts with (a tab counts 4).
func leading(s string) int {
	n := 0
	for _, c := range s {
		switch c {
		case ' ':
			n++
		case '\t':
			n += 4
		default:
			return n
		}
	}
	return n
}

// trimIndent removes up to n leading spaces of s.
func trimIndent(s string, n int) string {
	i := 0
	for i < len(s) && i < n && s[i] == ' ' {
		i++
	}
	return s[i:]
}

func trimAll(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.TrimSpace(l)
	}
	return out
}
