package sheets_test

import (
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// TestRuleSetKeyAndWords: defaults and explicit values share a key, the
// key reads back to the same words, each option changes the key.
func TestRuleSetKeyAndWords(t *testing.T) {
	t.Parallel()
	tests := []struct {
		kind   sheets.Kind
		opts   sheets.Options
		key    string
		en, fr string
	}{
		{sheets.Penta, sheets.Options{}, "penta", "", ""},
		{sheets.Yams, sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"down", "up", "free"}, Full: "25", FourKind: "sum5"}}, "yams:down,up,free;full=25;four=sum5",
			"3 columns: ↓\u00a0down, ↑\u00a0up, ↕\u00a0free · full 25 · four of a kind sum5", "3 colonnes\u00a0: ↓\u00a0descendante, ↑\u00a0montante, ↕\u00a0libre · full 25 · carré somme5"},
		{sheets.Yams, sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"free"}, Full: "25+sum", FourKind: "sum4", PlusMinus: true}}, "yams:free;full=25+sum;four=sum4;plusminus",
			"1 column: ↕\u00a0free · full 25+sum · four of a kind sum4 · plus/minus", "1 colonne\u00a0: ↕\u00a0libre · full 25+somme · carré somme4 · plus/moins"},
		{sheets.FiveThousand, sheets.Options{Rules: sheets.FiveOptions{Order: "roll"}}, "5000:bust=booklet", "bust rule: booklet", "tour perdu\u00a0: livret"},
		{sheets.FiveThousand, sheets.Options{Rules: sheets.FiveOptions{BustRule: "nothing-scores"}}, "5000:bust=nothing-scores", "bust rule: nothing-scores", "tour perdu\u00a0: rien ne marque"},
		{sheets.Sackson, sheets.Options{}, "sackson:penalty=200;s4=2", "penalty 200", "pénalité 200"},
		{sheets.Sackson, sheets.Options{Rules: sheets.SacksonOptions{Penalty: 150, SacksonRules: 1}}, "sackson:penalty=150;s4=1", "penalty 150 · first reading of S4", "pénalité 150 · première lecture de S4"},
	}
	for _, tt := range tests {
		rs := sheets.RuleSetOf(tt.kind, tt.opts)
		if rs.Key != tt.key {
			t.Errorf("%s %+v: key %q, want %q", tt.kind, tt.opts, rs.Key, tt.key)
		}
		back := sheets.ParseRuleSet(rs.Key)
		if again := sheets.RuleSetOf(back.Kind, back.Options()).Key; again != rs.Key {
			t.Errorf("%s: the options read back from the key give %q", rs.Key, again)
		}
		if sheets.KindOfRuleSet(rs.Key) != tt.kind || back.Kind != tt.kind {
			t.Errorf("%s: kind of %q is %q", tt.kind, rs.Key, back.Kind)
		}
		for _, l := range []lang.Lang{lang.EN, lang.FR} {
			want := l.Pick(tt.en, tt.fr)
			if got := rs.Text(l); got != want {
				t.Errorf("%s %s: text %q, want %q", rs.Key, l, got, want)
			}
			if got := back.Text(l); got != want {
				t.Errorf("%s %s: text from the key %q, want %q", rs.Key, l, got, want)
			}
		}
	}
	def := sheets.RuleSetOf(sheets.Yams, sheets.Options{})
	if def.Key != sheets.RuleSetOf(sheets.Yams, sheets.OptionsFromConfig(scoring.YamsConfig())).Key {
		t.Errorf("Yam's defaults: %q differs from the explicit default", def.Key)
	}
}

// TestRuleSetKeyWithUnknownParts: a key read back keeps what its engine
// knows and leaves the rest (a part of another engine, a part of a later
// version) at its default; an unknown kind has no words.
func TestRuleSetKeyWithUnknownParts(t *testing.T) {
	t.Parallel()
	tests := []struct{ key, en string }{
		{"sackson:penalty=150;s4=1;colour=red", "penalty 150 · first reading of S4"},
		{"sackson:bust=nothing-scores", "penalty 200"},
		{"5000:bust=nothing-scores;penalty=150;plusminus", "bust rule: nothing-scores"},
		{"yams:free;penalty=150;plusminus", "1 column: ↕\u00a0free · full 25 · four of a kind sum5 · plus/minus"},
		{"penta:down,up", ""},
		{"dominoes:down;penalty=150", ""},
	}
	for _, tt := range tests {
		rs := sheets.ParseRuleSet(tt.key)
		if got := rs.Text(lang.EN); got != tt.en || rs.Key != tt.key {
			t.Errorf("%q: text %q key %q, want %q", tt.key, got, rs.Key, tt.en)
		}
	}
}
