package cmd

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/pflag"
)

// TestOrganiserFlagsPerKind: each kind takes its engine's organiser flags
// and refuses the others (kindCmd.ruleFlags), naming the kind.
func TestOrganiserFlagsPerKind(t *testing.T) {
	t.Parallel()
	flags := map[string]rulesFlags{"box": {columns: "down,up"}, "bust": {bustRule: "booklet"}, "penalty": {penalty: "150"}}
	takes := map[sheets.Kind]string{sheets.Penta: "box", sheets.Yams: "box", sheets.FiveThousand: "bust", sheets.Sackson: "penalty"}
	for _, k := range sheets.Kinds {
		for name, rf := range flags {
			err := rf.onlyFor(string(k))
			if (err == nil) != (takes[k] == name) {
				t.Errorf("%s with the %s flags: %v", k, name, err)
			}
		}
	}
	var boxKinds []string
	for _, k := range sheets.Kinds {
		if _, ok := k.BoxGame(); ok {
			boxKinds = append(boxKinds, string(k))
		}
	}
	if !reflect.DeepEqual(boxKinds, []string{"penta", "yams"}) {
		t.Errorf("box kinds %v", boxKinds)
	}
	// Penta's organiser chooses nothing (P1): its config is Penta's, Yam's
	// options refused.
	var none rulesFlags
	if c, err := none.boxConfig("penta"); err != nil || c.Game != scoring.GamePenta {
		t.Errorf("penta config %+v %v", c, err)
	}
	if c, err := none.boxConfig("yams"); err != nil || c.Game != scoring.GameYams || len(c.Columns) != 1 {
		t.Errorf("yams config %+v %v", c, err)
	}
	cols := flags["box"]
	if _, err := cols.boxConfig("penta"); err == nil {
		t.Error("penta took --columns")
	}
}

// TestEngineFlagsRefusedByOneCheck (issue 29, item 1): every flag an
// engine declares for move, hint, check or simulate is taken for its own
// kinds and refused for every other kind by the one generic check, the
// refusal naming the flag and the games that take it, in both languages.
func TestEngineFlagsRefusedByOneCheck(t *testing.T) {
	t.Parallel()
	value := map[string]string{"points": "100", "turn-total": "50", "score": "0", "rolls-left": "1", "rollouts": "0", "bust": "true"}
	for _, cmdName := range []string{"move", "hint", "check", "simulate"} {
		fs := pflag.NewFlagSet(cmdName, pflag.ContinueOnError)
		s := bindEngineFlags(cmdName, fs)
		if len(s.takers) == 0 {
			t.Fatalf("%s: no engine flag bound", cmdName)
		}
		for name, takers := range s.takers {
			v, ok := value[name]
			if !ok {
				v = "x"
			}
			for _, k := range sheets.Kinds {
				given := pflag.NewFlagSet(cmdName, pflag.ContinueOnError)
				gs := bindEngineFlags(cmdName, given)
				if err := given.Parse([]string{"--" + name + "=" + v}); err != nil {
					t.Fatalf("%s --%s: %v", cmdName, name, err)
				}
				err := gs.refuse(given, k)
				if slices.Contains(takers, k.Engine()) {
					if err != nil {
						t.Errorf("%s %s --%s refused: %v", cmdName, k, name, err)
					}
					continue
				}
				fe, ok := err.(*flagError)
				if !ok {
					t.Errorf("%s %s --%s: want a flag error (exit 2), got %v", cmdName, k, name, err)
					continue
				}
				taker := sheets.KindsOf(takers[0])[0].Title()
				if !strings.Contains(fe.en, "--"+name+" is a ") || !strings.Contains(fe.en, taker) || !strings.Contains(fe.en, "not a "+k.Title()) {
					t.Errorf("%s %s --%s: %q does not name the flag, %s and %s", cmdName, k, name, fe.en, taker, k.Title())
				}
				if !strings.Contains(fe.fr, "--"+name+" est une option du ") || !strings.Contains(fe.fr, "pas du "+k.Title()) {
					t.Errorf("%s %s --%s: French %q", cmdName, k, name, fe.fr)
				}
			}
		}
	}
}

// TestSharedEngineFlagSetsBoth: a flag two engines take (simulate's
// --strategy, Penta/Yam's and Sackson) is one flag whose value reaches
// both engines' structs.
func TestSharedEngineFlagSetsBoth(t *testing.T) {
	t.Parallel()
	fs := pflag.NewFlagSet("simulate", pflag.ContinueOnError)
	s := bindEngineFlags("simulate", fs)
	if err := fs.Parse([]string{"--strategy", "normal"}); err != nil {
		t.Fatal(err)
	}
	box := s.of[sheets.EngineBoxes].(*boxSimulateFlags)
	sack := s.of[sheets.EngineSackson].(*sacksonSimulateFlags)
	if box.strategy != "normal" || sack.strategy != "normal" {
		t.Errorf("--strategy normal reached %q and %q", box.strategy, sack.strategy)
	}
	if got := s.takers["strategy"]; !reflect.DeepEqual(got, []sheets.Engine{sheets.EngineBoxes, sheets.EngineSackson}) {
		t.Errorf("--strategy taken by %v", got)
	}
}
