package sheets

import (
	"encoding/json"
	"testing"
)

// TestS4_PrepareWritesTheReadingOnly (issue 29): a new Sackson game is
// played under the current reading of S4, written in its own options
// beside the organiser's; another engine's options (bad input) are left
// for CheckOptions to refuse, not replaced.
func TestS4_PrepareWritesTheReadingOnly(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name  string
		rules RuleOptions
		want  string
	}{
		{"none", nil, `{"sackson_rules":2,"digital":true}`},
		{"the penalty", SacksonOptions{Penalty: 150}, `{"penalty":150,"sackson_rules":2,"digital":true}`},
		{"the first reading kept", SacksonOptions{SacksonRules: 1}, `{"sackson_rules":1,"digital":true}`},
		{"another engine's, none set", BoxOptions{}, `{"sackson_rules":2,"digital":true}`},
		{"another engine's", BoxOptions{Full: "25"}, `{"full":"25","digital":true}`},
		{"two engines'", mixedRules{BoxOptions{Full: "25"}, SacksonOptions{Penalty: 150}}, `{"full":"25","penalty":150,"digital":true}`},
	} {
		g := &Game{Kind: Sackson, Options: Options{Rules: c.rules, Digital: true}}
		sacksonModel{}.prepare(g)
		got, err := json.Marshal(g.Options)
		if err != nil || string(got) != c.want {
			t.Errorf("%s: options %s (%v), want %s", c.name, got, err, c.want)
		}
	}
}
