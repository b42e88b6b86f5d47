package scoring

import "strings"

// Lang is the language of every message scorepad prints.
type Lang uint8

const (
	// EN is English, the default.
	EN Lang = iota
	// FR is French.
	FR
)

// ParseLang returns the language named by s ("fr", "en", or a locale such as
// "fr_FR.UTF-8"); ok is false when s names neither.
func ParseLang(s string) (l Lang, ok bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case s == "fr" || strings.HasPrefix(s, "fr_") || strings.HasPrefix(s, "fr-") || strings.HasPrefix(s, "fr."):
		return FR, true
	case s == "en" || strings.HasPrefix(s, "en_") || strings.HasPrefix(s, "en-") || strings.HasPrefix(s, "en."):
		return EN, true
	}
	return EN, false
}

// LangFromLocale returns the language of the first non-empty locale variable
// given (LC_ALL, then LANG): French for fr_*, English otherwise.
func LangFromLocale(vars ...string) Lang {
	for _, v := range vars {
		if v == "" {
			continue
		}
		if l, ok := ParseLang(v); ok {
			return l
		}
		return EN
	}
	return EN
}

// pick returns en or fr according to l.
func (l Lang) pick(en, fr string) string {
	if l == FR {
		return fr
	}
	return en
}

// Pick returns the English or French text according to l. It lets callers
// outside this package keep their two texts side by side.
func (l Lang) Pick(en, fr string) string { return l.pick(en, fr) }

// String returns "en" or "fr".
func (l Lang) String() string { return l.pick("en", "fr") }
