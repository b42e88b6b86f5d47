package table_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// TestP5AccessibleBoxListMarksTheBest: read out line by line, the boxes keep
// their sheet order (each keeps its number), so the Expert's best is marked
// on its line, and the line above says so instead of claiming a ranking.
func TestP5AccessibleBoxListMarksTheBest(t *testing.T) {
	t.Parallel()
	pentaExpert(t)
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"input", "the five dice", "66612"}, step{"select", "which box?", ""})
	s.ex.loaded = true
	s.p.accessible = true
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	fresh, err := sheets.NewState(&sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}})
	if err != nil {
		t.Fatal(err)
	}
	rk := s.tab.Ranking(fresh, scoring.HandOf([]uint8{6, 6, 6, 1, 2}))
	if !rk.ByExpert || rk.Best == 0 {
		t.Fatalf("the test wants the Expert's best away from the top of the sheet: best %d", rk.Best)
	}
	labels := s.p.labels[0]
	for i, v := range rk.Options { // sheet order
		if !strings.HasPrefix(labels[i], lang.EN.Say(v.Box.Label())) {
			t.Fatalf("line %d is %q, the sheet has %s there", i, labels[i], lang.EN.Say(v.Box.Label()))
		}
		if marked := strings.Contains(labels[i], "★ the Expert's best"); marked != (i == rk.Best) {
			t.Errorf("line %q marked %v; the best is %s", labels[i], marked, rk.Options[rk.Best].Box)
		}
	}
	var asked string
	for _, a := range s.p.asked {
		if strings.Contains(a, "which box?") {
			asked = a
		}
	}
	if strings.Contains(asked, "ranked") || !strings.Contains(asked, "Boxes in sheet order; ★ marks the Expert's best for this sheet.") {
		t.Errorf("the line above the boxes: %q", asked)
	}
}
