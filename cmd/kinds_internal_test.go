package cmd

import (
	"reflect"
	"testing"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
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
