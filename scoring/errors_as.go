package scoring

import (
	"errors"
	"fmt"
	"strings"
)

// AsError returns the *Error in err's chain, if any.
func AsError(err error) (*Error, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e, true
	}
	return nil, false
}

// ErrorText returns err's sentence in lang when err holds an *Error, and
// err.Error() otherwise.
func ErrorText(err error, l Lang) string {
	if e, ok := AsError(err); ok {
		return e.Text(l)
	}
	return err.Error()
}

// prefixed returns a copy of err (an *Error, or anything else wrapped as
// bad input) whose sentences start with en and fr: "throw 2: …".
func prefixed(err error, en, fr string) *Error {
	e := toError(err)
	return &Error{Rule: e.Rule, Illegal: e.Illegal, en: en + e.en, fr: fr + e.fr}
}

// Prefixed returns err with its sentences prefixed by en and fr (who or
// where the refusal applies: "Ana: …"); it keeps the rule and whether the
// move was illegal. A nil err gives nil.
func Prefixed(err error, en, fr string) error {
	if err == nil {
		return nil
	}
	return prefixed(err, en, fr)
}

// toError returns err's *Error, or err as bad input with the same sentence
// in both languages.
func toError(err error) *Error {
	if e, ok := AsError(err); ok {
		return e
	}
	return &Error{en: err.Error(), fr: err.Error()}
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
	en, fr := " "+value, " "+value
	switch {
	case value == "":
		en, fr = "", ""
	case strings.ContainsAny(value, " \t"):
		en, fr = fmt.Sprintf(" %q", value), " «\u00a0"+value+"\u00a0»"
	}
	return prefixed(err, flag+en+": ", flag+fr+"\u00a0: ")
}
