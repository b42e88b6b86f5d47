package scoring

// The language API scoring had before the catalogue (internal/lang), kept
// while the callers in cmd/, pages/, table/, web/ and db/ are converted
// (catrw's second pass rewrites every call below into its new form, then
// this file is deleted). Nothing in scoring itself uses it.

import (
	"github.com/scorepad/scorepad/internal/lang"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// Lang is lang.Lang.
type Lang = lang.Lang

// The languages, and their functions, now in internal/lang.
const (
	EN        = lang.EN
	FR        = lang.FR
	MinusSign = lang.MinusSign
)

var (
	ParseLang        = lang.ParseLang
	LangFromLocale   = lang.LangFromLocale
	FrenchTypography = lang.FrenchTypography
	HumanMinus       = lang.HumanMinus
	Itoa             = lang.Itoa
	FrenchOf         = lang.FrenchOf
	ErrorText        = lang.ErrorText
)

// SetMessage registers one entry of the x/text catalogue for tag.
func SetMessage(tag language.Tag, key string, msg ...catalog.Message) {
	if err := message.Set(tag, key, msg...); err != nil {
		panic(err)
	}
}

// SetPlural registers the plural entry key in English and in French.
func SetPlural(key string, arg int, enOne, enOther, frOne, frOther string) {
	SetMessage(language.English, key, plural.Selectf(arg, "%d", "one", enOne, "other", enOther))
	SetMessage(language.French, key, plural.Selectf(arg, "%d", "one", frOne, "other", frOther))
}

// NewError is Refusal of a sentence made in both languages.
func NewError(rule string, isIllegal bool, en, fr string) *Error {
	return Refusal(rule, isIllegal, lang.Both(en, fr))
}

// Prefixed is Prefix with a prefix made in both languages.
func Prefixed(err error, en, fr string) error { return Prefix(err, lang.Both(en, fr)) }

// Text returns the sentence in l.
func (e *Error) Text(l lang.Lang) string { return l.Say(e.Msg()) }

// Name returns b's name in l.
func (b Box) Name(l lang.Lang) string { return l.Say(b.Label()) }

// Name returns the option's name in l.
func (f FullRule) Name(l lang.Lang) string { return l.Say(f.Label()) }

// Name returns the option's name in l.
func (f FourKindRule) Name(l lang.Lang) string { return l.Say(f.Label()) }

// Name returns the mode's name in l.
func (m Mode) Name(l lang.Lang) string { return l.Say(m.Label()) }

// Name returns the rule's name in l.
func (b BustRule) Name(l lang.Lang) string { return l.Say(b.Label()) }

// Name returns the penalty's name in l.
func (p Penalty) Name(l lang.Lang) string { return l.Say(p.Label()) }

// ColumnNamesIn returns the columns' names in l.
func ColumnNamesIn(modes []Mode, l lang.Lang) []string { return l.SayAll(ColumnLabels(modes)) }

// ColumnName returns column ci's name in l.
func (r *Rules) ColumnName(ci int, l lang.Lang) string { return l.Say(r.ColumnLabel(ci)) }

// Describe returns the rules in l.
func (r *Rules) Describe(l lang.Lang) string { return l.Say(r.Summary()) }

// Describe returns the rules in l.
func (r SacksonRules) Describe(l lang.Lang) string { return l.Say(r.Summary()) }

// Explain returns the verdict in l.
func (v Verdict) Explain(l lang.Lang) string { return l.Say(v.Why()) }

// Explain returns the verdict in l.
func (v ThrowVerdict5000) Explain(l lang.Lang) string { return l.Say(v.Why()) }

// Explain returns the verdict in l.
func (v KeepVerdict5000) Explain(l lang.Lang) string { return l.Say(v.Why()) }

// Explain returns the obligation in l.
func (o Obligation) Explain(l lang.Lang) string { return l.Say(o.Why()) }

// BustText returns the bust in l.
func (t *Turn5000) BustText(l lang.Lang) string { return l.Say(t.BustMsg()) }

// Reason returns the verdict's reason in l.
func (v SacksonVerdict) Reason(l lang.Lang) string { return l.Say(v.Why()) }

// SacrificeMessage is SacrificeMsg in l.
func SacrificeMessage(l lang.Lang) string { return l.Say(SacrificeMsg()) }

// SacrificeMessageFor is SacrificeMsgFor in l.
func SacrificeMessageFor(g Game, l lang.Lang) string { return l.Say(SacrificeMsgFor(g)) }

// UpperBonusLabel is UpperBonusMsg in l.
func UpperBonusLabel(l lang.Lang) string { return l.Say(UpperBonusMsg()) }
