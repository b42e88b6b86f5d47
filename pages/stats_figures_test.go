package pages

import (
	"bytes"
	"encoding/csv"
	"slices"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// TestStatsFiguresEveryEngine (issue 29): every engine of the registry
// draws its own figures (CSV cells and a card's parts), its CSV columns
// are the README's, in their places; each line's figures land in their
// engine's columns, the other engines' left empty.
func TestStatsFiguresEveryEngine(t *testing.T) {
	t.Parallel()
	for _, e := range kindEngines() {
		sf := statsFigures[e]
		if len(sf.CSV) == 0 || sf.Cells == nil || sf.Card == nil {
			t.Errorf("engine %s: statistics figures %+v", e, sf)
		}
		for _, c := range sf.CSV {
			if !slices.Contains(statsCSVColumns, c) {
				t.Errorf("engine %s: column %s not in the README's order", e, c)
			}
		}
	}
	if !slices.Equal(statsCSVHeader(), statsCSVColumns) {
		t.Errorf("header %v", statsCSVHeader())
	}
	rep := &db.Report{Players: []db.KindStats{
		{Player: "Ana", Kind: "penta", Games: 2, Figures: db.BoxStats{UpperBonusRate: 0.5, Fives: 2, ExtraBonuses: 1, Sacrifices: 3, MeanPerBox: map[string]float64{"aces": 2}}},
		{Player: "Ben", Kind: "5000", Games: 2, Figures: db.FiveStats{BustsPerGame: 1.5, MeanBankedTurn: 400}},
		{Player: "Cléo", Kind: "sackson", Games: 2, Figures: db.SacksonStats{Penalties: 4, RowsCompleted: 1}},
		{Player: "Dan", Kind: "sackson", Solo: db.Solo{Games: 1}},
	}}
	var b bytes.Buffer
	if err := StatsCSV(&b, rep); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	figs := "upper_bonus_rate,fives,extra_bonuses,sacrifices,turns_to_win,busts_per_game,mean_banked_turn,opening_turn,penalties,rows_completed"
	want := []string{"0.5000,2,1,3,,,,,,", ",,,,,1.5000,400.0000,,,", ",,,,,,,,4,1", ",,,,,,,,,"}
	at := slices.Index(rows[0], "upper_bonus_rate")
	if got := strings.Join(rows[0][at:at+10], ","); got != figs {
		t.Fatalf("columns %s", got)
	}
	for i, w := range want {
		if got := strings.Join(rows[i+1][at:at+10], ","); got != w {
			t.Errorf("%s: %s, want %s", rows[i+1][0], got, w)
		}
	}
	for _, k := range rep.Players[:3] {
		if parts := cardFigures(k, lang.EN); len(parts) == 0 {
			t.Errorf("%s: no figures on the card", sheets.Kind(k.Kind).Engine())
		}
	}
	if parts := cardFigures(rep.Players[3], lang.EN); len(parts) != 0 {
		t.Errorf("a solo line's card shows figures: %q", parts)
	}
}
