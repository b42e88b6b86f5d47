package lang

import (
	"fmt"
	"strconv"
	"strings"
)

// ParsePO reads the entries of a GNU gettext PO file: msgctxt, msgid,
// msgid_plural, msgstr and msgstr[0]/[1], strings over several lines, and
// the extracted comment "#. count: argument N" of a plural text formatted
// with Sprintf ("#. French count: argument M" when French counts another
// argument). The header (msgid "") is skipped; other comments are free.
func ParsePO(src string) ([]*Entry, error) {
	var (
		out   []*Entry
		cur   = &Entry{}
		field *string
		has   bool
	)
	flush := func() {
		if has && cur.ID != "" {
			out = append(out, cur)
		}
		cur, field, has = &Entry{}, nil, false
	}
	for n, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		fail := func(why string) error { return fmt.Errorf("line %d: %s: %q", n+1, why, line) }
		switch {
		case line == "":
			flush()
		case strings.HasPrefix(line, "#. count: argument "):
			if has && field != nil && cur.ID != "" {
				flush()
			}
			a, err := strconv.Atoi(strings.TrimPrefix(line, "#. count: argument "))
			if err != nil || a < 1 {
				return nil, fail("bad count argument")
			}
			cur.CountArg = a
		case strings.HasPrefix(line, "#. French count: argument "):
			a, err := strconv.Atoi(strings.TrimPrefix(line, "#. French count: argument "))
			if err != nil || a < 1 {
				return nil, fail("bad French count argument")
			}
			cur.FrenchCountArg = a
		case strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, `"`):
			if field == nil {
				return nil, fail("string outside a field")
			}
			s, err := strconv.Unquote(line)
			if err != nil {
				return nil, fail("bad string")
			}
			*field += s
		default:
			name, rest, ok := strings.Cut(line, " ")
			if !ok {
				return nil, fail("no value")
			}
			s, err := strconv.Unquote(rest)
			if err != nil {
				return nil, fail("bad string")
			}
			if (name == "msgctxt" || name == "msgid") && has && cur.ID != "" && field != &cur.ID {
				flush()
			}
			switch name {
			case "msgctxt":
				field = &cur.Context
			case "msgid":
				field = &cur.ID
			case "msgid_plural":
				field = &cur.IDPlural
			case "msgstr":
				field = &cur.Str
			case "msgstr[0]":
				field = &cur.Plural[0]
			case "msgstr[1]":
				field = &cur.Plural[1]
			default:
				return nil, fail("unknown field " + name)
			}
			*field, has = s, true
		}
	}
	flush()
	return out, checkEntries(out)
}

// checkEntries refuses an entry with the fields of both a plain and a
// plural text, or a count argument without plural forms.
func checkEntries(es []*Entry) error {
	for _, e := range es {
		if (e.IDPlural == "") != (e.Plural[0] == "" && e.Plural[1] == "") || (e.IDPlural != "" && e.Str != "") {
			return fmt.Errorf("%q: a plural text has msgid_plural and msgstr[0], msgstr[1]; another msgstr", e.ID)
		}
		if (e.CountArg > 0 || e.FrenchCountArg > 0) && e.IDPlural == "" || e.FrenchCountArg > 0 && e.CountArg == 0 {
			return fmt.Errorf("%q: a count argument on a text without plural", e.ID)
		}
	}
	return nil
}
