package sheets

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// MaxNameLen is the longest player name, in characters.
const MaxNameLen = 40

// ValidName returns an *scoring.Error (bad input, G1) unless name can be a
// player's name: valid UTF-8, at most MaxNameLen characters, and none of
// the characters that would corrupt a terminal, a sheet or the command line:
// control characters (NUL, ESC, BEL, CR, LF, TAB, DEL, C1), format characters
// (bidi overrides and isolates, zero-width spaces and joiners, BOM, soft
// hyphen), line and paragraph separators, private-use characters, the
// characters that print as nothing (Unicode's default ignorable code points:
// the combining grapheme joiner U+034F, the Hangul fillers U+115F, U+1160,
// U+3164 and U+FFA0, and the like; the blank braille pattern U+2800; a
// variation selector with no character before it to vary), and the
// separators of the command line: ',' splits --players and '=' ends the name
// in move --choice. The error names the character and its position. A name
// of white space only is refused too.
func ValidName(name string) error {
	if !utf8.ValidString(name) {
		for i := 0; i < len(name); {
			r, n := utf8.DecodeRuneInString(name[i:])
			if r == utf8.RuneError && n <= 1 {
				return scoring.Refusal("G1", false, lang.MPlain("player name %q: byte %d (0x%02X) is not valid UTF-8 text", name, i+1, name[i]))
			}
			i += n
		}
	}
	pos := 0
	prev := rune(-1)
	for _, r := range name {
		pos++
		why := nameCharProblem(r)
		if why.IsZero() && unicode.Is(unicode.Variation_Selector, r) && (prev < 0 || unicode.IsSpace(prev) || ignorable(prev)) {
			why = lang.MPlain("a variation selector with no character to vary (alone it prints as nothing)")
		}
		prev = r
		if why.IsZero() {
			continue
		}
		return scoring.Refusal("G1", false, lang.MPlain("player name %q: character %d is %s (%U), which a name cannot hold (G1)", name, pos, why, r))
	}
	if strings.TrimFunc(name, unicode.IsSpace) == "" {
		return scoring.Refusal("G1", false, lang.MPlain("player name %q is blank: a name needs a visible character (G1)", name))
	}
	if pos > MaxNameLen {
		return scoring.Refusal("G1", false, lang.MPlain("player name %q is longer than %d characters", name, MaxNameLen))
	}
	return nil
}

// nameCharProblem says why r cannot be in a name; the zero Msg when it
// can.
func nameCharProblem(r rune) lang.Msg {
	switch {
	case r == ',':
		return lang.MPlain("a comma (it separates the players in --players)")
	case r == '=':
		return lang.MPlain("an equals sign (it ends the name in move --choice NAME=…)")
	case r == 0:
		return lang.MPlain("NUL, a control character")
	case r == 0x1b:
		return lang.MPlain("ESC, a control character (terminal escape)")
	case unicode.Is(unicode.Cc, r):
		return lang.MPlain("a control character")
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069, r == 0x200E, r == 0x200F, r == 0x061C:
		return lang.MPlain("a bidirectional control (it reorders text)")
	case r == 0x200B || r == 0x200C || r == 0x200D || r == 0x2060 || r == 0xFEFF:
		return lang.MPlain("an invisible zero-width character")
	case unicode.Is(unicode.Cf, r):
		return lang.MPlain("an invisible format character")
	case unicode.Is(unicode.Zl, r) || unicode.Is(unicode.Zp, r):
		return lang.MPlain("a line or paragraph separator")
	case unicode.Is(unicode.Co, r):
		return lang.MPlain("a private-use character")
	case r == 0x2800:
		return lang.MPlain("a blank braille pattern (it prints as nothing)")
	case unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r):
		return lang.MPlain("an invisible filler character (it prints as nothing)")
	case r == utf8.RuneError:
		return lang.MPlain("the replacement character (damaged text)")
	}
	return lang.Msg{}
}

// ignorable reports whether r prints as nothing by itself: a format
// character, a variation selector or another default ignorable code point.
func ignorable(r rune) bool {
	return unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r) ||
		unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || r == 0x2800
}
