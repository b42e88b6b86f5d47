package sheets

import (
	"encoding/json"
	"testing"
)

// TestBGStatsBoardPerKind: the board field names the options the kind's
// registry entry lists, in its order, and only those.
func TestBGStatsBoardPerKind(t *testing.T) {
	t.Parallel()
	all := everyOption(t)
	want := map[Kind]string{
		Penta:        "",
		Yams:         "down,up,free; full 25+sum; four_kind sum4; plus/minus",
		FiveThousand: "bust nothing-scores",
		Sackson:      "penalty 150",
	}
	for _, k := range Kinds {
		if got := bgsBoard(&Game{Kind: k, Options: all}); got != want[k] {
			t.Errorf("%s: board %q, want %q", k, got, want[k])
		}
		if got := bgsBoard(&Game{Kind: k}); got != "" {
			t.Errorf("%s without options: board %q", k, got)
		}
	}
}

// TestBGStatsEveryKindDeclared: every kind of the registry has its BG Stats
// name, and every option its board lists is a key of its engine's options,
// written when set.
func TestBGStatsEveryKindDeclared(t *testing.T) {
	t.Parallel()
	all := everyOption(t)
	names := map[string]bool{}
	for _, k := range Kinds {
		info, _ := k.Info()
		if info.BGStats.Name == "" || names[info.BGStats.Name] {
			t.Errorf("%s: BG Stats name %q missing or shared", k, info.BGStats.Name)
		}
		names[info.BGStats.Name] = true
		for _, key := range info.BGStats.Board {
			if i, ok := optionKeys[key]; !ok || optionTypes[i].engine != info.Engine {
				t.Errorf("%s: board option %q is no option of engine %s", k, key, info.Engine)
			}
			if all.Rules.board(key) == "" {
				t.Errorf("%s: board option %q has no writer", k, key)
			}
		}

	}
}

// everyOption returns options holding every engine's options at once, as
// a hand-written file may: each kind reads its own.
func everyOption(t *testing.T) Options {
	t.Helper()
	var all Options
	if err := json.Unmarshal([]byte(`{"full":"25+sum","four_kind":"sum4","plus_minus":true,"columns":["down","up","free"],`+
		`"bust_rule":"nothing-scores","order":"roll","penalty":150,"sackson_rules":2}`), &all); err != nil {
		t.Fatal(err)
	}
	return all
}
