package sheets_test

import (
	"testing"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// TestRegistryComplete: every kind of the registry declares what the
// layers above ask of it — an engine, a pitch in both languages, a title,
// its statistics and its BG Stats name — and box games are exactly the
// kinds with box figures.
func TestRegistryComplete(t *testing.T) {
	t.Parallel()
	for _, k := range sheets.Kinds {
		info, ok := k.Info()
		en, fr := k.Pitch(scoring.EN), k.Pitch(scoring.FR)
		if !ok || info.Engine == "" || en == "" || fr == "" || en == fr || k.Title() == "" || info.Stats == 0 || info.BGStats.Name == "" {
			t.Errorf("%s: incomplete entry %+v", k, info)
		}
		if _, box := k.BoxGame(); box != info.Stats.Has(sheets.FiguresBoxes) {
			t.Errorf("%s: box game %v, box figures %v", k, box, info.Stats.Has(sheets.FiguresBoxes))
		}
	}
	if sheets.Kind("nope").Engine() != "" {
		t.Error("an unknown kind has an engine")
	}
}
