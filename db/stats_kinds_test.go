package db_test

import (
	"context"
	"testing"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
)

// TestStatsFiguresPerKind: each kind's line holds the figures of its
// engine (its own type, in Figures) and no other; a box game's means are
// of its own sheet's boxes.
func TestStatsFiguresPerKind(t *testing.T) {
	t.Parallel()
	s := knownGames(t)
	ctx := context.Background()
	svc := sheets.NewService(s, clock())
	// Zoé and Léo play the same Yam's; Cléo and Hugo the same Sackson
	// (games with others: the figures of solo games are only Solo's).
	g := &sheets.Game{Kind: sheets.Yams, Players: []string{"Zoé", "Léo"}}
	if err := svc.Create(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	for _, m := range [][2]string{{"11123", "aces"}, {"22213", "twos"}, {"33312", "threes"}, {"44412", "fours"}, {"55512", "fives"},
		{"66612", "sixes"}, {"66634", "three_kind"}, {"66663", "four_kind"}, {"33322", "full"}, {"12346", "small_straight"},
		{"23456", "large_straight"}, {"66666", "yams"}, {"66655", "chance"}} {
		for range 2 {
			if _, _, err := svc.Move(ctx, g.ID, sheets.Move{Play: sheets.BoxPlay{Dice: m[0], Box: m[1]}}, ""); err != nil {
				t.Fatal(m, err)
			}
		}
	}
	sg := &sheets.Game{Kind: sheets.Sackson, Players: []string{"Cléo", "Hugo"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200}}}
	if err := svc.Create(ctx, sg, nil); err != nil {
		t.Fatal(err)
	}
	for range 9 {
		if _, _, err := svc.Move(ctx, sg.ID, sheets.Move{Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3", "3+4,5+6/3"}}}, ""); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := s.Stats(ctx, db.StatsFilter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []struct{ player, kind string }{{"Ana", "penta"}, {"Zoé", "yams"}, {"Ana", "5000"}, {"Cléo", "sackson"}} {
		k := find(rep, line.player, line.kind)
		if k == nil {
			t.Fatalf("%s %s: no line in %+v", line.player, line.kind, rep.Players)
		}
		var ok bool
		switch e := sheets.Kind(line.kind).Engine(); e {
		case sheets.EngineBoxes:
			_, ok = k.Figures.(db.BoxStats)
		case sheets.EngineFive:
			_, ok = k.Figures.(db.FiveStats)
		case sheets.EngineSackson:
			_, ok = k.Figures.(db.SacksonStats)
		}
		if !ok || k.Figures.Engine() != sheets.Kind(line.kind).Engine() {
			t.Errorf("%s: figures %#v, want the %s engine's", line.kind, k.Figures, sheets.Kind(line.kind).Engine())
		}
	}
	penta, yams := find(rep, "Ana", "penta").Figures.(db.BoxStats).MeanPerBox, find(rep, "Zoé", "yams").Figures.(db.BoxStats).MeanPerBox
	if len(penta) != 13 || penta["penta"] != 50 || penta["yams"] != 0 || len(yams) != 13 || yams["yams"] != 50 {
		t.Errorf("means per box: penta %v, yams %v", penta, yams)
	}
	for _, box := range []string{"yams", "plus", "minus"} {
		if _, ok := penta[box]; ok {
			t.Errorf("Penta's means hold %s: %v", box, penta)
		}
	}
	for _, box := range []string{"penta", "plus", "minus"} {
		if _, ok := yams[box]; ok {
			t.Errorf("Yam's means (no plus/minus) hold %s: %v", box, yams)
		}
	}
}
