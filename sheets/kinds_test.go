package sheets_test

import (
	"slices"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// TestRegistryComplete: every kind of the registry declares what the
// layers above ask of it — an engine, a pitch in both languages, a title
// and its BG Stats name (its statistics are its engine's figures).
func TestRegistryComplete(t *testing.T) {
	t.Parallel()
	for _, k := range sheets.Kinds {
		info, ok := k.Info()
		en, fr := k.Pitch(lang.EN), k.Pitch(lang.FR)
		if !ok || info.Engine == "" || en == "" || fr == "" || en == fr || k.Title() == "" || info.BGStats.Name == "" {
			t.Errorf("%s: incomplete entry %+v", k, info)
		}
	}
	if sheets.Kind("nope").Engine() != "" {
		t.Error("an unknown kind has an engine")
	}
}

// TestY8RobotRulePerKind: a refusal about a robot cites Y8 in Yam's, whose
// rules name the robot, and G2 in the other games (the registry says so).
func TestY8RobotRulePerKind(t *testing.T) {
	t.Parallel()
	for _, k := range sheets.Kinds {
		want := scoring.RobotRuleProgram
		if k == sheets.Yams {
			want = scoring.RobotRuleNamed
		}
		if got := k.RobotRule(); got != want {
			t.Errorf("%s cites %s about robots, want %s", k, got, want)
		}
	}
	for _, e := range []sheets.Engine{sheets.EngineBoxes, sheets.EngineFive, sheets.EngineSackson} {
		ks := sheets.KindsOf(e)
		if len(ks) == 0 {
			t.Errorf("no kind on engine %s", e)
		}
		for _, k := range ks {
			if k.Engine() != e {
				t.Errorf("KindsOf(%s) holds %s of engine %s", e, k, k.Engine())
			}
		}
	}
}

// TestEnginesInRegistryOrder (issue 29): Engines lists every kind's engine
// once, in the order of the engines' first kinds in Kinds.
func TestEnginesInRegistryOrder(t *testing.T) {
	t.Parallel()
	got := sheets.Engines()
	want := []sheets.Engine{sheets.EngineBoxes, sheets.EngineFive, sheets.EngineSackson}
	if !slices.Equal(got, want) {
		t.Fatalf("Engines() = %v, want %v", got, want)
	}
	last := -1
	for _, k := range sheets.Kinds {
		i := slices.Index(got, k.Engine())
		if i < 0 || i > last+1 {
			t.Errorf("%s: engine %s at %d, after engines up to %d", k, k.Engine(), i, last)
		}
		last = max(last, i)
	}
	got[0] = "changed"
	if sheets.Engines()[0] != sheets.EngineBoxes {
		t.Error("Engines returns the registry's own list")
	}
}
