package scoring

import (
	"fmt"
	"strings"
)

// Error is a user-facing refusal: bad input (a face of 7, an unknown box) or
// a move the rules forbid. It holds the sentence in both languages and, where
// a rule is behind it, the RULES.md ID.
type Error struct {
	// Rule is the RULES.md ID behind the refusal, empty for plain bad input.
	Rule string
	// Illegal is true when the input was well formed but the rules forbid it
	// (exit 1 in the CLI); false for malformed input (exit 2).
	Illegal bool
	en, fr  string
}

// Error returns the English sentence.
func (e *Error) Error() string { return e.cite(e.en) }

// Text returns the sentence in lang. A refusal (Illegal) always cites its
// rule ID (G2): one whose sentence does not name it gets it appended.
func (e *Error) Text(l Lang) string { return e.cite(l.pick(e.en, e.fr)) }

func (e *Error) cite(s string) string {
	if !e.Illegal || e.Rule == "" || strings.Contains(s, e.Rule) {
		return s
	}
	return s + " (" + e.Rule + ")"
}

// badInput returns an *Error for malformed input.
func badInput(rule, en, fr string, args ...any) *Error {
	return &Error{Rule: rule, en: fmt.Sprintf(en, args...), fr: fmt.Sprintf(fr, args...)}
}

// inputError returns an *Error for malformed input from two sentences
// already formatted.
func inputError(rule, en, fr string) *Error { return &Error{Rule: rule, en: en, fr: fr} }

// illegal returns an *Error for a well-formed move that the rules refuse.
func illegal(rule, en, fr string, args ...any) *Error {
	e := badInput(rule, en, fr, args...)
	e.Illegal = true
	return e
}

// NewError returns a user-facing *Error with both texts; callers outside
// scoring use it so that every refusal has one type.
func NewError(rule string, isIllegal bool, en, fr string) *Error {
	return &Error{Rule: rule, Illegal: isIllegal, en: en, fr: fr}
}
