// Package lang is scorepad's one catalogue of texts for people, in English
// and French: the Lang type, the lookups of the French of an English text
// (T, N, Sprintf), the messages built before their language is known (Msg,
// Error), and French typography (non-breaking spaces, elision, the minus
// sign, numbers grouped by three). The French lives in the catalogue files
// fr/*.po (GNU gettext PO, one file per area of the code), embedded in the
// binary; the code holds the English only.
package lang

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

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

// elideDe finds "de" before a capitalised word starting with a vowel: a
// name put into a sentence ("au tour de Ana" → "au tour d'Ana").
var elideDe = regexp.MustCompile(`(^|[\s(«])de ([AEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜ])`)

// FrenchOf returns "de s", elided to "d's" before a vowel ("d'edit",
// "d'Ana", "de Ben").
func FrenchOf(s string) string {
	if s != "" && strings.ContainsRune("aeiouàâäéèêëîïôöùûüAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜ", []rune(s)[0]) {
		return "d'" + s
	}
	return "de " + s
}

// Typeset returns s, already formatted, with l's typography: for French,
// the elision of "de" before a name and the non-breaking spaces of
// FrenchTypography. Sentences built with fmt.Sprintf(l.T(…), name) call
// it on the result, since the name is only known then.
func (l Lang) Typeset(s string) string {
	if l == FR {
		return FrenchTypography(s)
	}
	return s
}

// FrenchTypography returns s with French spacing and elision: a non-breaking space
// (U+00A0) instead of a plain one before : ; ! ? and inside « ». It is
// applied to every French text T and Sprintf return, so that texts can
// be written with plain spaces; a text without those signs is returned as
// it is, without allocating.
func FrenchTypography(s string) string {
	if strings.Contains(s, "de ") {
		s = elideDe.ReplaceAllString(s, "${1}d'$2")
	}
	if !strings.ContainsAny(s, ":;!?«»") || !(strings.Contains(s, " ") || strings.Contains(s, "«")) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case r == ' ' && i+1 < len(rs) && strings.ContainsRune(":;!?»", rs[i+1]) && i > 0:
			b.WriteRune('\u00a0')
		case r == ' ' && i > 0 && rs[i-1] == '«':
			b.WriteRune('\u00a0')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Sprintf formats key, the English format string of a message of the
// catalogue (loaded into golang.org/x/text/message's default catalogue from
// the catalogue files, plural forms included), in language l: the
// plural form chosen by the count, numbers written the language's way
// ("4,9" and "1 000" in French), negative numbers with the minus sign
// (HumanMinus), French typography applied. A key missing from the
// catalogue is formatted as it is. For people only: never JSON or CSV.
func (l Lang) Sprintf(key string, args ...any) string {
	loadOnce.Do(load) // the plural forms Sprintf chooses from
	s := HumanMinus(message.NewPrinter(l.Tag()).Sprintf(key, holdHyphens(args)...))
	if l == FR {
		s = frenchPercent(FrenchTypography(s))
	}
	return releaseHyphens(s)
}

// hyphenHold stands for a hyphen of a text argument (a player's name "Ana
// -3", a date) while HumanMinus runs over the formatted message: only the
// numbers the message formats get the minus sign, never what people typed.
const hyphenHold = "\uE000"

// holdHyphens returns args with the hyphens of their strings and errors held
// (hyphenHold); args itself when none has one.
func holdHyphens(args []any) []any {
	out, copied := args, false
	for i, a := range args {
		var s string
		switch v := a.(type) {
		case string:
			s = v
		case error:
			s = v.Error()
		default:
			continue
		}
		if !strings.Contains(s, "-") {
			continue
		}
		if !copied {
			out, copied = append([]any(nil), args...), true
		}
		out[i] = strings.ReplaceAll(s, "-", hyphenHold)
	}
	return out
}

// releaseHyphens gives the held hyphens back.
func releaseHyphens(s string) string { return strings.ReplaceAll(s, hyphenHold, "-") }

// frenchPercent puts a non-breaking space before a percent sign that
// follows a number ("100,0 %").
func frenchPercent(s string) string {
	if !strings.Contains(s, " %") {
		return s
	}
	return strings.ReplaceAll(s, " %", "\u00a0%")
}

// Tag returns the language tag of l, for golang.org/x/text.
func (l Lang) Tag() language.Tag {
	if l == FR {
		return language.French
	}
	return language.English
}

// Or joins items as a list of choices in l: "0, 1 or 2", "0, 1 ou 2".
func (l Lang) Or(items ...string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + l.T(" or ") + items[len(items)-1]
}

// And joins items as a list in l: "a, b and c", "a, b et c".
func (l Lang) And(items ...string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + l.T(" and ") + items[len(items)-1]
}

// String returns "en" or "fr".
func (l Lang) String() string {
	if l == FR {
		return "fr"
	}
	return "en"
}

// Localf returns format formatted with args for people reading l: in
// French as Sprintf writes it (numbers grouped "100 000", decimal comma,
// typography); in English what fmt.Sprintf writes ("100000", kept as the
// scripts that read it know it); negative numbers with the minus sign in
// both. Never for JSON or CSV.
func (l Lang) Localf(format string, args ...any) string {
	if l == FR {
		return l.Sprintf(format, args...)
	}
	return releaseHyphens(HumanMinus(fmt.Sprintf(format, holdHyphens(args)...)))
}

// MinusSign is the minus sign of human text (U+2212), as in the penalty "−200":
// a hyphen is not a minus. JSON and CSV keep the ASCII "-".
const MinusSign = "−"

// Itoa returns n written for people: a negative number with the minus sign
// ("−200"), never for JSON or CSV.
func Itoa(n int) string {
	if n < 0 {
		return MinusSign + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

// Int returns n written for people in l, as Localf writes it: in French
// its digits grouped by three with non-breaking spaces ("5 500"), in
// English as they are ("5500"); a negative number with the minus sign.
// Sheets write every number with it. Never for JSON or CSV.
func (l Lang) Int(n int) string {
	s := strconv.Itoa(n)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	if l == FR && len(s) > 3 {
		var b strings.Builder
		for i, r := range s {
			if i > 0 && (len(s)-i)%3 == 0 {
				b.WriteRune('\u00a0')
			}
			b.WriteRune(r)
		}
		s = b.String()
	}
	if neg {
		return MinusSign + s
	}
	return s
}

// Signed is Int with a positive number's plus sign too ("+250", "−200",
// "+1 050" in French).
func (l Lang) Signed(n int) string {
	if n >= 0 {
		return "+" + l.Int(n)
	}
	return l.Int(n)
}

// HumanMinus returns s, text for people, with every hyphen that signs a
// number written as the minus sign: a "-" followed by a digit and standing
// at the start or after a space, "(", "[", "=" or "→" ("total -400",
// "min -320", "-23,1"). Dates (2024-10-12), dice (4-4-4-1-2), flags and
// the bust notation "/-" keep their hyphens. Never for JSON or CSV.
func HumanMinus(s string) string {
	if !strings.Contains(s, "-") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	prev := rune(0)
	rs := []rune(s)
	for i, r := range rs {
		if r == '-' && i+1 < len(rs) && rs[i+1] >= '0' && rs[i+1] <= '9' &&
			(i == 0 || strings.ContainsRune(" \u00a0\u202f\t\n([=→", prev)) {
			b.WriteString(MinusSign)
		} else {
			b.WriteRune(r)
		}
		prev = r
	}
	return b.String()
}

// Pick returns en or fr according to l, French with its typography: for
// tests, whose expectations are written in both languages. Code takes its
// French from the catalogue (T); TestNoInlinePairs fails on a Pick
// outside a _test.go file.
func (l Lang) Pick(en, fr string) string {
	if l == FR {
		return FrenchTypography(fr)
	}
	return en
}
