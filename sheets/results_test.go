package sheets_test

import (
	"testing"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// TestResultsFiguresPerEngine (issue 29): every final line carries the
// figures of its game's engine, in the engine's own type, one value per
// seat.
func TestResultsFiguresPerEngine(t *testing.T) {
	t.Parallel()
	for _, k := range sheets.Kinds {
		g := &sheets.Game{Kind: k, Players: []string{"Ana", "Ben"}}
		if k.Engine() == sheets.EngineSackson {
			g.Options = sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200}}
		}
		st, err := sheets.NewState(g)
		if err != nil {
			t.Fatal(k, err)
		}
		rs := st.Results()
		if len(rs) != 2 || rs[0].Figures == nil || rs[1].Figures == nil || rs[0].Figures == rs[1].Figures {
			t.Fatalf("%s: %+v", k, rs)
		}
		for _, r := range rs {
			var ok bool
			switch k.Engine() {
			case sheets.EngineBoxes:
				_, ok = r.Figures.(*sheets.BoxFigures)
			case sheets.EngineFive:
				_, ok = r.Figures.(*sheets.FiveFigures)
			case sheets.EngineSackson:
				_, ok = r.Figures.(*sheets.SacksonFigures)
			}
			if !ok || r.Figures.Engine() != k.Engine() {
				t.Errorf("%s: figures %#v of engine %s", k, r.Figures, r.Figures.Engine())
			}
		}
	}
	// a Penta five alike at 50: a five, its box's sum, the player's own
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}
	st, err := sheets.NewState(g)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Apply(sheets.Move{Seat: 0, Play: sheets.BoxPlay{Dice: "66666", Box: "penta"}}); err != nil {
		t.Fatal(err)
	}
	ana, ben := st.Results()[0].Figures.(*sheets.BoxFigures), st.Results()[1].Figures.(*sheets.BoxFigures)
	if ana.Fives != 1 || ana.BoxSums[scoring.Penta] != 50 || ana.Columns != 1 || ben.Fives != 0 || ben.BoxSums[scoring.Penta] != 0 {
		t.Errorf("Ana %+v, Ben %+v", ana, ben)
	}
}
