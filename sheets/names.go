package sheets

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

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
				return scoring.NewError("G1", false,
					fmt.Sprintf("player name %q: byte %d (0x%02X) is not valid UTF-8 text", name, i+1, name[i]),
					fmt.Sprintf("nom de joueur %q : l'octet %d (0x%02X) n'est pas du texte UTF-8 valide", name, i+1, name[i]))
			}
			i += n
		}
	}
	pos := 0
	prev := rune(-1)
	for _, r := range name {
		pos++
		why, whyFR := nameCharProblem(r)
		if why == "" && unicode.Is(unicode.Variation_Selector, r) && (prev < 0 || unicode.IsSpace(prev) || ignorable(prev)) {
			why, whyFR = "a variation selector with no character to vary (alone it prints as nothing)", "un sélecteur de variante sans caractère à varier (seul, il ne s'affiche pas)"
		}
		prev = r
		if why == "" {
			continue
		}
		return scoring.NewError("G1", false,
			fmt.Sprintf("player name %q: character %d is %s (%U), which a name cannot hold (G1)", name, pos, why, r),
			fmt.Sprintf("nom de joueur %q : le caractère %d est %s (%U), interdit dans un nom (G1)", name, pos, whyFR, r))
	}
	if strings.TrimFunc(name, unicode.IsSpace) == "" {
		return scoring.NewError("G1", false, fmt.Sprintf("player name %q is blank: a name needs a visible character (G1)", name),
			fmt.Sprintf("le nom de joueur %q est vide : un nom a besoin d'un caractère visible (G1)", name))
	}
	if pos > MaxNameLen {
		return scoring.NewError("G1", false, fmt.Sprintf("player name %q is longer than %d characters", name, MaxNameLen),
			fmt.Sprintf("le nom « %s » dépasse %d caractères", name, MaxNameLen))
	}
	return nil
}

// nameCharProblem describes, in English and French, why r cannot be in a
// name; "" when it can.
func nameCharProblem(r rune) (string, string) {
	switch {
	case r == ',':
		return "a comma (it separates the players in --players)", "une virgule (elle sépare les joueurs dans --players)"
	case r == '=':
		return "an equals sign (it ends the name in move --choice NAME=…)", "un signe égal (il termine le nom dans move --choice NOM=…)"
	case r == 0:
		return "NUL, a control character", "NUL, un caractère de contrôle"
	case r == 0x1b:
		return "ESC, a control character (terminal escape)", "ESC, un caractère de contrôle (échappement de terminal)"
	case unicode.Is(unicode.Cc, r):
		return "a control character", "un caractère de contrôle"
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069, r == 0x200E, r == 0x200F, r == 0x061C:
		return "a bidirectional control (it reorders text)", "une commande bidirectionnelle (elle réordonne le texte)"
	case r == 0x200B || r == 0x200C || r == 0x200D || r == 0x2060 || r == 0xFEFF:
		return "an invisible zero-width character", "un caractère invisible de largeur nulle"
	case unicode.Is(unicode.Cf, r):
		return "an invisible format character", "un caractère de format invisible"
	case unicode.Is(unicode.Zl, r) || unicode.Is(unicode.Zp, r):
		return "a line or paragraph separator", "un séparateur de ligne ou de paragraphe"
	case unicode.Is(unicode.Co, r):
		return "a private-use character", "un caractère à usage privé"
	case r == 0x2800:
		return "a blank braille pattern (it prints as nothing)", "un motif braille vide (il ne s'affiche pas)"
	case unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r):
		return "an invisible filler character (it prints as nothing)", "un caractère de remplissage invisible (il ne s'affiche pas)"
	case r == utf8.RuneError:
		return "the replacement character (damaged text)", "le caractère de remplacement (texte abîmé)"
	}
	return "", ""
}

// ignorable reports whether r prints as nothing by itself: a format
// character, a variation selector or another default ignorable code point.
func ignorable(r rune) bool {
	return unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r) ||
		unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || r == 0x2800
}
