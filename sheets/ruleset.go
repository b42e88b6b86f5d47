package sheets

import (
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

// RuleSet names the rules a game was played under, as far as they change
// what its scores mean: Yam's columns and options, 5000's bust rule,
// Sackson's penalty and reading of S4. Penta has one rule set. Statistics
// are grouped by rule set: a 1-column Yam's total and a 4-column one are
// not compared.
type RuleSet struct {
	Kind Kind
	Key  string // stable: "yams:down,up,free;full=25;four=sum5", "penta"
	opts Options
}

// RuleSetOf returns the rule set of a game of kind k under options o
// (default values and missing ones give the same key): the kind, then
// the parts its engine writes (ruleKey), if any, after a colon.
func RuleSetOf(k Kind, o Options) RuleSet {
	rs := RuleSet{Kind: k, Key: string(k), opts: o}
	info, ok := lookup(k)
	if !ok {
		return rs
	}
	if parts := info.model.ruleKey(k, o); len(parts) > 0 {
		rs.Key += ":" + strings.Join(parts, ";")
	}
	return rs
}

// KindOfRuleSet returns the kind a rule set key belongs to (a key
// followed by "|" and a tag, as the statistics' groups are, too).
func KindOfRuleSet(key string) Kind {
	if i := strings.IndexAny(key, ":|"); i >= 0 {
		return Kind(key[:i])
	}
	return Kind(key)
}

// Text returns the rule set in words, "" where the kind has one rule set
// (Penta): "3 columns: ↓ down, ↑ up, ↕ free · full 25 · four of a kind
// sum5", "penalty 150 · first reading of S4".
func (rs RuleSet) Text(l lang.Lang) string {
	info, ok := lookup(rs.Kind)
	if !ok {
		return ""
	}
	return info.model.ruleText(rs.Kind, rs.opts, l)
}

// Label returns the rule set in a few words, for a kind played under
// several (the statistics' groups): "3 columns, plus/minus", "penalty
// 100"; "" where the kind has one rule set (Penta). Each engine says its
// own (ruleLabel).
func (rs RuleSet) Label(l lang.Lang) string {
	info, ok := lookup(rs.Kind)
	if !ok {
		return ""
	}
	return info.model.ruleLabel(rs.Kind, rs.opts, l)
}

// Options returns the options of rs: those RuleSetOf was given, or those
// ParseRuleSet read back from the key (the engine's defaults where the key
// has no part, none for a kind with one rule set).
func (rs RuleSet) Options() Options { return rs.opts }

// ParseRuleSet returns the rule set a key of RuleSetOf names (its text
// needs the options back, which the kind's engine reads from the key's
// parts); an unknown part is left at its default.
func ParseRuleSet(key string) RuleSet {
	k, rest, _ := strings.Cut(key, ":")
	rs := RuleSet{Kind: Kind(k), Key: key}
	if info, ok := lookup(rs.Kind); ok {
		rs.opts = info.model.ruleOptions(strings.Split(rest, ";"))
	}
	return rs
}
