package scoring

import (
	"errors"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

// AsError returns the *Error in err's chain, if any.
func AsError(err error) (*Error, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e, true
	}
	return nil, false
}

// prefixed returns a copy of err (an *Error, or anything else wrapped as
// bad input) whose sentence starts with where: "throw 2: …".
func prefixed(err error, where lang.Msg) *Error {
	e := toError(err)
	return &Error{Rule: e.Rule, Illegal: e.Illegal, msg: lang.Join(where, e.msg)}
}

// Prefix returns err with its sentence after where (who or where the
// refusal applies: "Ana: …"); it keeps the rule and whether the move was
// illegal. A nil err gives nil.
func Prefix(err error, where lang.Msg) error {
	if err == nil {
		return nil
	}
	return prefixed(err, where)
}

// toError returns err's *Error, or err as bad input with the same sentence
// in both languages.
func toError(err error) *Error {
	if e, ok := AsError(err); ok {
		return e
	}
	return &Error{msg: lang.MPlain("%s", err.Error())}
}

// ForInput returns err naming the input it was read from: a bad-input
// *Error (not a refusal by the rules) gets "--roll 3345: " (French
// "--roll 3345 : ") before its sentences, so the reader knows which flag
// was wrong; a value with spaces is quoted ("…" in English, « … » in
// French). A refusal or another error comes back unchanged; nil gives nil.
func ForInput(flag, value string, err error) error {
	if err == nil {
		return nil
	}
	e, ok := AsError(err)
	if !ok || e.Illegal {
		return err
	}
	switch {
	case value == "":
		return prefixed(err, lang.MPlain("%s: ", flag))
	case strings.ContainsAny(value, " \t"):
		return prefixed(err, lang.MPlain("%s %q: ", flag, value))
	}
	return prefixed(err, lang.MPlain("%s %s: ", flag, value))
}
