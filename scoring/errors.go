package scoring

import (
	"github.com/scorepad/scorepad/internal/lang"
)

// Error is a user-facing refusal: bad input (a face of 7, an unknown box) or
// a move the rules forbid. It holds the sentence as a message of the
// catalogue (its English and arguments, said in either language by
// internal/lang) and, where a rule is behind it, the RULES.md ID.
type Error struct {
	// Rule is the RULES.md ID behind the refusal, empty for plain bad input.
	Rule string
	// Illegal is true when the input was well formed but the rules forbid it
	// (exit 1 in the CLI); false for malformed input (exit 2).
	Illegal bool
	msg     lang.Msg
}

// Error returns the English sentence.
func (e *Error) Error() string { return e.Msg().String() }

// Msg returns the sentence, typeset whole (lang.Whole). A refusal
// (Illegal) always cites its rule ID (G2): one whose sentence does not name
// it gets it appended.
func (e *Error) Msg() lang.Msg {
	if !e.Illegal {
		return lang.Whole(e.msg)
	}
	return lang.Cite(lang.Whole(e.msg), e.Rule)
}

// badInput returns an *Error for malformed input: key, the English of the
// catalogue, formatted with args as written (no typography).
func badInput(rule, key string, args ...any) *Error {
	return &Error{Rule: rule, msg: lang.MPlain(key, args...)}
}

// inputError returns an *Error for malformed input saying m.
func inputError(rule string, m lang.Msg) *Error { return &Error{Rule: rule, msg: m} }

// illegal returns an *Error for a well-formed move that the rules refuse.
func illegal(rule, key string, args ...any) *Error {
	e := badInput(rule, key, args...)
	e.Illegal = true
	return e
}

// Refusal returns a user-facing *Error saying m; callers outside scoring
// use it so that every refusal has one type.
func Refusal(rule string, isIllegal bool, m lang.Msg) *Error {
	return &Error{Rule: rule, Illegal: isIllegal, msg: m}
}
