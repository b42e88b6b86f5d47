package pages

import (
	"bytes"
	"encoding/csv"
	"maps"
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
	for _, e := range sheets.Engines() {
		sf := statsOf(e)
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

// TestStatsCSVColumnsOneEngine (issue 29): the README's CSV columns
// (statsCSVColumns) are the common columns, which statsCells fills
// itself, and figures' columns each registered by exactly one engine, so
// that a new engine cannot take a column that another fills or the list
// drift from the engines' own.
func TestStatsCSVColumnsOneEngine(t *testing.T) {
	t.Parallel()
	for _, c := range statsCSVColumns {
		if slices.Contains(statsCommonColumns, c) {
			continue
		}
		var by []sheets.Engine
		for _, e := range sheets.Engines() {
			if slices.Contains(statsOf(e).CSV, c) {
				by = append(by, e)
			}
		}
		if len(by) != 1 {
			t.Errorf("column %s: figures of %v, want exactly one engine's", c, by)
		}
	}
	for _, c := range statsCommonColumns {
		if !slices.Contains(statsCSVColumns, c) {
			t.Errorf("common column %s not in the README's order", c)
		}
	}
	// every common column, and no other, from a line without figures
	mu, one := 25.0, 1
	full := db.KindStats{Player: "Ana", Kind: "penta", Solo: db.Solo{Games: 1, Mean: &mu, Best: &one}, MeanWinningScore: &mu,
		Rating: &db.RatingFigure{}, WinTrend: []db.WinPoint{{Rate: 0.5, Games: 3}}}
	got := slices.Sorted(maps.Keys(statsCells(full)))
	if want := slices.Sorted(slices.Values(statsCommonColumns)); !slices.Equal(got, want) {
		t.Errorf("statsCells fills %v, want the common columns %v", got, want)
	}
}

// TestRegisterLookRefusesColumns (issue 29): an engine's statistics
// column named like a common column, like another engine's or twice is
// refused at registration (a panic at init), and nothing is registered.
// Not parallel: it reads the registry the parallel tests read.
func TestRegisterLookRefusesColumns(t *testing.T) {
	const e = sheets.Engine("test-refused")
	for _, csv := range [][]string{{"mean"}, {"rows", "player"}, {"fives"}, {"rows", "rows"}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("columns %q registered", csv)
				}
				delete(looks, e)
			}()
			registerLook(e, Look{Stats: StatsFigures{CSV: csv}})
		}()
	}
}

// testFigures are the figures of the test engine of
// TestFigureCellsOnePerColumn.
type testFigures struct{}

func (testFigures) Engine() sheets.Engine { return "test-cells" }

// TestFigureCellsOnePerColumn (issue 29): an engine whose Cells does not
// give one value per CSV column is a programming error the CSV refuses
// (a panic) rather than shifting or dropping cells; one value per column
// lands in its column. Not parallel: it registers a test engine.
func TestFigureCellsOnePerColumn(t *testing.T) {
	e := testFigures{}.Engine()
	defer delete(looks, e)
	var cells []string
	registerLook(e, Look{Stats: StatsFigures{CSV: []string{"test_a", "test_b"}, Cells: func(db.KindFigures) []string { return cells }}})
	for _, n := range []int{0, 1, 3} {
		cells = make([]string, n)
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%d cells for 2 columns accepted", n)
				}
			}()
			figureCells(map[string]string{}, testFigures{})
		}()
	}
	cells = []string{"1", "2"}
	c := map[string]string{}
	figureCells(c, testFigures{})
	if c["test_a"] != "1" || c["test_b"] != "2" || len(c) != 2 {
		t.Errorf("cells %v", c)
	}
}
