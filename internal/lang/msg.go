package lang

import (
	"errors"
	"fmt"
	"strings"
)

// style is how a message is formatted once its language is known.
type style uint8

const (
	// typeset: fmt.Sprintf of the text with its typography (T).
	typeset style = iota
	// plain: fmt.Sprintf of the text as the catalogue writes it (Text).
	plain
	// local: Lang.Localf of the text with its typography.
	local
	// sprintf: Lang.Sprintf of the key (plural forms of the catalogue).
	sprintf
	// pair: a text already made in both languages (Both).
	pair
	// cite: a message and the ID of the rule behind it (Cite).
	cite
	// join: messages one after the other (Join).
	join
	// or, and: a list of items (OrList, AndList).
	or
	and
	// whole: a message typeset once formatted, arguments included (Whole).
	whole
	// fn: a text computed in the language (Of).
	fn
)

// Msg is a text for people whose language is not known yet: a key of the
// catalogue (its English) and the arguments that fill it. An argument that
// is itself a Msg is said in the same language first. The rules (scoring)
// give their verdicts as Msgs; Lang.Say writes them.
type Msg struct {
	of    func(Lang) string // fn only
	ctx   string
	key   string
	args  []any
	style style
	fr    string // pair only
}

// M returns the message key (a format, key of the catalogue) with args,
// formatted with fmt from its text in the language, typeset (as T).
func M(key string, args ...any) Msg { return Msg{key: key, args: args} }

// MC is M for the English key in context ctx (the same English with
// another French).
func MC(ctx, key string, args ...any) Msg { return Msg{ctx: ctx, key: key, args: args} }

// MPlain is M formatted from the text as the catalogue writes it, without
// typography (as Text).
func MPlain(key string, args ...any) Msg { return Msg{key: key, args: args, style: plain} }

// MLocal is M formatted with Lang.Localf: French numbers the French way
// ("4,9", "1 000"), the minus sign.
func MLocal(key string, args ...any) Msg { return Msg{key: key, args: args, style: local} }

// MSprintf is M formatted with Lang.Sprintf: the plural form of the
// catalogue chosen by the count, numbers written the language's way.
func MSprintf(key string, args ...any) Msg { return Msg{key: key, args: args, style: sprintf} }

// Both returns a message already written in both languages: for a text
// that came whole from elsewhere (an error of another package). Code that
// writes a text uses M and the catalogue.
func Both(en, fr string) Msg { return Msg{key: en, style: pair, fr: fr} }

// Cite returns m citing rule: " (rule)" after its text, unless the text
// already names it (a refusal always cites its rule, G2).
func Cite(m Msg, rule string) Msg {
	if rule == "" {
		return m
	}
	return Msg{key: rule, args: []any{m}, style: cite}
}

// Whole returns m with French typography applied to the whole text once
// formatted, arguments included (Lang.Typeset): a sentence assembled from
// parts, such as a refusal and the flag it names.
func Whole(m Msg) Msg { return Msg{args: []any{m}, style: whole} }

// Of returns the message that f writes in each language: a text built by
// code that takes the language (a move described for people, a list), its
// words from the catalogue.
func Of(f func(Lang) string) Msg { return Msg{of: f, style: fn} }

// Join returns the messages one after the other, each in the language.
func Join(parts ...Msg) Msg {
	args := make([]any, len(parts))
	for i, p := range parts {
		args[i] = p
	}
	return Msg{args: args, style: join}
}

// OrList returns the items as a list of choices: "0, 1 or 2", "0, 1 ou 2"
// (Lang.Or).
func OrList(items ...string) Msg { return Msg{args: strs(items), style: or} }

// AndList returns the items as a list: "a, b and c", "a, b et c"
// (Lang.And).
func AndList(items ...string) Msg { return Msg{args: strs(items), style: and} }

func strs(items []string) []any {
	out := make([]any, len(items))
	for i, s := range items {
		out[i] = s
	}
	return out
}

// Key returns the English key of m.
func (m Msg) Key() string { return m.key }

// Args returns the arguments of m.
func (m Msg) Args() []any { return m.args }

// IsZero reports whether m is the zero Msg (no text).
func (m Msg) IsZero() bool { return m.key == "" && m.args == nil && m.style == typeset }

// Say returns m written in l.
func (l Lang) Say(m Msg) string {
	args, copied := m.args, false
	for i, a := range m.args {
		var s string
		switch v := a.(type) {
		case Msg:
			s = l.Say(v)
		case Localized:
			s = l.Say(v.Msg())
		default:
			continue
		}
		if !copied {
			args, copied = append([]any(nil), m.args...), true
		}
		args[i] = s
	}
	switch m.style {
	case plain:
		if len(args) == 0 {
			return l.TextC(m.ctx, m.key)
		}
		return fmt.Sprintf(l.TextC(m.ctx, m.key), args...)
	case local:
		return l.Localf(l.TC(m.ctx, m.key), args...)
	case sprintf:
		return l.Sprintf(m.key, args...)
	case pair:
		if l == FR {
			return m.fr
		}
		return m.key
	case join:
		var b strings.Builder
		for _, a := range args {
			b.WriteString(a.(string))
		}
		return b.String()
	case fn:
		return m.of(l)
	case whole:
		return l.Typeset(args[0].(string))
	case or, and:
		items := make([]string, len(args))
		for i, a := range args {
			items[i] = fmt.Sprint(a)
		}
		if m.style == or {
			return l.Or(items...)
		}
		return l.And(items...)
	case cite:
		s := args[0].(string)
		if strings.Contains(s, m.key) {
			return s
		}
		return s + " (" + m.key + ")"
	}
	if len(args) == 0 {
		return l.TC(m.ctx, m.key)
	}
	return fmt.Sprintf(l.TC(m.ctx, m.key), args...)
}

// String returns m in English.
func (m Msg) String() string { return EN.Say(m) }

// Error is an error for people: its message in both languages (Msg).
type Error struct{ msg Msg }

// Errorf returns an *Error of the English format key with args, formatted
// as MPlain formats them.
func Errorf(key string, args ...any) error { return &Error{msg: MPlain(key, args...)} }

// NewError returns an *Error saying m.
func NewError(m Msg) *Error { return &Error{msg: m} }

// Error returns the message in English.
func (e *Error) Error() string { return EN.Say(e.msg) }

// Msg returns the message of e.
func (e *Error) Msg() Msg { return e.msg }

// Localized is an error that can say itself in either language.
type Localized interface {
	error
	Msg() Msg
}

// ErrorText returns err's message in l when err holds a Localized error,
// and err.Error() otherwise.
func ErrorText(err error, l Lang) string {
	var e Localized
	if errors.As(err, &e) {
		return l.Say(e.Msg())
	}
	return err.Error()
}

// SayAll returns each message of ms written in l.
func (l Lang) SayAll(ms []Msg) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = l.Say(m)
	}
	return out
}
