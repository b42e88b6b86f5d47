package sheets

import (
	"testing"
)

// TestBGStatsBoardPerKind: the board field names the options the kind's
// registry entry lists, in its order, and only those.
func TestBGStatsBoardPerKind(t *testing.T) {
	t.Parallel()
	all := Options{Columns: []string{"down", "up", "free"}, Full: "25+sum", FourKind: "sum4", PlusMinus: true,
		BustRule: "nothing-scores", Order: "roll", Penalty: 150, SacksonRules: 2}
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
// name, and every option its board lists has a writer.
func TestBGStatsEveryKindDeclared(t *testing.T) {
	t.Parallel()
	names := map[string]bool{}
	for _, k := range Kinds {
		info, _ := k.Info()
		if info.BGStats.Name == "" || names[info.BGStats.Name] {
			t.Errorf("%s: BG Stats name %q missing or shared", k, info.BGStats.Name)
		}
		names[info.BGStats.Name] = true
		for _, key := range info.BGStats.Board {
			if bgsOption[key] == nil {
				t.Errorf("%s: board option %q has no writer", k, key)
			}
		}
	}
}
