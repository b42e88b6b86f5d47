package sheets

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
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
// (default values and missing ones give the same key).
func RuleSetOf(k Kind, o Options) RuleSet {
	rs := RuleSet{Kind: k, Key: string(k), opts: o}
	var parts []string
	switch k.Engine() {
	case EngineBoxes:
		cfg, err := o.Box().Config(k)
		if err != nil || cfg.Game == scoring.GamePenta {
			return rs
		}
		cols := make([]string, len(cfg.Columns))
		for i, m := range cfg.Columns {
			cols[i] = m.String()
		}
		parts = append(parts, strings.Join(cols, ","), "full="+cfg.Full.String(), "four="+cfg.FourKind.String())
		if cfg.PlusMinus {
			parts = append(parts, "plusminus")
		}
	case EngineFive:
		b, _ := scoring.ParseBustRule(o.Five().BustRule)
		parts = append(parts, "bust="+b.String())
	case EngineSackson:
		pen := o.Sackson().Penalty
		if pen == 0 {
			pen = int(scoring.DefaultPenalty)
		}
		r := o.Sackson().SacksonRules
		if r == 0 {
			r = int(scoring.SacksonRulesCurrent)
		}
		parts = append(parts, "penalty="+strconv.Itoa(pen), "s4="+strconv.Itoa(r))
	}
	if len(parts) > 0 {
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
// sum5", « pénalité 200 · S4 actuelle ».
func (rs RuleSet) Text(l lang.Lang) string {
	o := rs.opts
	switch rs.Kind.Engine() {
	case EngineBoxes:
		cfg, err := o.Box().Config(rs.Kind)
		if err != nil || cfg.Game == scoring.GamePenta {
			return ""
		}
		cols := make([]string, len(cfg.Columns))
		for i, m := range cfg.Columns {
			cols[i] = m.Symbol() + "\u00a0" + strings.ToLower(l.Say(m.Label()))
		}
		head := fmt.Sprintf(l.N(len(cols), "%d column", "%d columns"), len(cols))
		s := fmt.Sprintf(l.T("%s: %s · full %s · four of a kind %s"),
			head, strings.Join(cols, ", "), l.Say(cfg.Full.Label()), l.Say(cfg.FourKind.Label()))
		if cfg.PlusMinus {
			s += l.T(" · plus/minus")
		}
		return s
	case EngineFive:
		b, _ := scoring.ParseBustRule(o.Five().BustRule)
		return fmt.Sprintf(l.T("bust rule: %s"), l.Say(b.Label()))
	case EngineSackson:
		rs2 := RuleSetOf(rs.Kind, o) // the defaults filled in
		_, tail, _ := strings.Cut(rs2.Key, "penalty=")
		pen, s4, _ := strings.Cut(tail, ";s4=")
		if s4 == strconv.Itoa(int(scoring.SacksonOpeningCounts)) {
			return fmt.Sprintf(l.T("penalty %s · first reading of S4"), pen)
		}
		return fmt.Sprintf(l.T("penalty %s"), pen)
	}
	return ""
}

// ParseRuleSet returns the rule set a key of RuleSetOf names (its text
// needs the options back); an unknown part is left at its default.
func ParseRuleSet(key string) RuleSet {
	k, rest, _ := strings.Cut(key, ":")
	kind := Kind(k)
	var (
		box  BoxOptions
		five FiveOptions
		sack SacksonOptions
	)
	for i, part := range strings.Split(rest, ";") {
		name, val, hasVal := strings.Cut(part, "=")
		switch {
		case i == 0 && !hasVal && name != "" && name != "plusminus":
			box.Columns = strings.Split(name, ",")
		case name == "full":
			box.Full = val
		case name == "four":
			box.FourKind = val
		case name == "plusminus":
			box.PlusMinus = true
		case name == "bust":
			five.BustRule = val
		case name == "penalty":
			sack.Penalty, _ = strconv.Atoi(val)
		case name == "s4":
			sack.SacksonRules, _ = strconv.Atoi(val)
		}
	}
	var o Options
	for _, r := range []RuleOptions{box, five, sack} {
		if !r.isZero() {
			o.Rules = r
		}
	}
	return RuleSet{Kind: kind, Key: key, opts: o}
}
