package db

import (
	"testing"

	"github.com/scorepad/scorepad/sheets"
)

// TestRuleSetKeyOfDamagedOptions: a stored options text that does not read
// (a damaged row) groups the game's results under its kind's defaults,
// every field dropped — those that read too.
func TestRuleSetKeyOfDamagedOptions(t *testing.T) {
	t.Parallel()
	yams := sheets.RuleSetOf(sheets.Yams, sheets.Options{}).Key
	sackson := sheets.RuleSetOf(sheets.Sackson, sheets.Options{}).Key
	for _, c := range []struct{ kind, options, want string }{
		{"yams", `{"full":"25+sum","penalty":"x"}`, yams},
		{"yams", `{"full":"25+sum"`, yams},
		{"yams", `["full"]`, yams},
		{"yams", `null`, yams},
		{"sackson", `{"penalty":150,"sackson_rules":"one"}`, sackson},
		{"sackson", `{"penalty":150}`, "sackson:penalty=150;s4=2"},
		{"yams", `{"full":"25+sum"}`, sheets.RuleSetOf(sheets.Yams, sheets.Options{Rules: sheets.BoxOptions{Full: "25+sum"}}).Key},
	} {
		if got := ruleSetKey(c.kind, c.options); got != c.want {
			t.Errorf("%s %s: rule set %q, want %q", c.kind, c.options, got, c.want)
		}
	}
}
