package db_test

import (
	"context"
	"testing"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
)

var anaPenta = [][2]string{{"11123", "aces"}, {"22213", "twos"}, {"33312", "threes"}, {"44412", "fours"}, {"55512", "fives"},
	{"66612", "sixes"}, {"66634", "brelan"}, {"66663", "carré"}, {"33322", "full"}, {"12346", "ps"}, {"23456", "gs"},
	{"66655", "chance"}, {"66666", "penta"}}

// knownGames plays four games whose every figure is worked out by hand in
// TestStatsKnownGames.
func knownGames(t *testing.T) *db.Store {
	s, _ := open(t)
	svc := sheets.NewService(s, clock())
	ctx := context.Background()
	newGame := func(g *sheets.Game) int64 {
		if err := svc.Create(ctx, g, nil); err != nil {
			t.Fatal(err)
		}
		return g.ID
	}
	move := func(id int64, m sheets.Move) {
		if _, _, err := svc.Move(ctx, id, m, ""); err != nil {
			t.Fatal(err)
		}
	}
	// Game 1: Ana 323 (63 bonus, a Penta), Ben 273 (Penta sacrificed, 63 bonus).
	id := newGame(&sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}})
	for _, m := range anaPenta {
		move(id, sheets.Move{Play: sheets.BoxPlay{Dice: m[0], Box: m[1]}})
		if m[1] == "penta" {
			m[0] = "12345"
		}
		move(id, sheets.Move{Play: sheets.BoxPlay{Dice: m[0], Box: m[1]}})
	}
	// Game 2: both 323, a shared win.
	id = newGame(&sheets.Game{Kind: sheets.Penta, Players: []string{"ben", "Ana"}})
	for _, m := range anaPenta {
		move(id, sheets.Move{Play: sheets.BoxPlay{Dice: m[0], Box: m[1]}})
		move(id, sheets.Move{Play: sheets.BoxPlay{Dice: m[0], Box: m[1]}})
	}
	// Game 3: 5000, Ana busts, Ben 400 (not opened), Ana 1000, Ben bust, Ana 4000: wins in 3 turns.
	id = newGame(&sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet"}}})
	for _, m := range []sheets.Move{{Play: sheets.FivePlay{Bust: true}}, {Play: sheets.FivePlay{Points: 400}}, {Play: sheets.FivePlay{Points: 1000}}, {Play: sheets.FivePlay{Bust: true}}, {Play: sheets.FivePlay{Points: 4000}}} {
		move(id, m)
	}
	// Game 4: Sackson, Cléo alone: 9 rounds of 33456 as 3+4,5+6/3 (the
	// first opens track 3, the 9th is its 8th tick, S4) → rows 7 and 11 at 9
	// checks: 120 + 280.
	id = newGame(&sheets.Game{Kind: sheets.Sackson, Players: []string{"Cléo"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200}}})
	for range 9 {
		move(id, sheets.Move{Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3"}}})
	}
	return s
}

func find(r *db.Report, player, kind string) *db.KindStats {
	for i := range r.Players {
		if r.Players[i].Player == player && r.Players[i].Kind == kind {
			return &r.Players[i]
		}
	}
	return nil
}

func TestStatsKnownGames(t *testing.T) {
	t.Parallel()
	s := knownGames(t)
	rep, err := s.Stats(context.Background(), db.StatsFilter{})
	if err != nil {
		t.Fatal(err)
	}
	ana := find(rep, "Ana", "penta")
	af, _ := ana.Figures.(db.BoxStats)
	if ana.Games != 2 || ana.Wins != 2 || ana.WinRate != 1 || ana.Mean != 323 || ana.Median != 323 || ana.Best != 323 || ana.Worst != 323 ||
		af.UpperBonusRate != 1 || af.Fives != 2 || af.ExtraBonuses != 0 || af.Sacrifices != 0 || ana.Streak != 2 || af.MeanPerBox["sixes"] != 18 {
		t.Errorf("Ana penta: %+v", ana)
	}
	ben := find(rep, "Ben", "penta")
	bf, _ := ben.Figures.(db.BoxStats)
	if ben.Games != 2 || ben.Wins != 1 || ben.Mean != 298 || ben.Median != 298 || ben.Best != 323 || ben.Worst != 273 || bf.Fives != 1 || bf.Sacrifices != 1 ||
		ben.BestDate != "2025-02-24" || ben.WorstDate != "2025-01-28" || bf.MeanPerBox["penta"] != 25 || ben.Streak != 1 {
		t.Errorf("Ben penta: %+v best %s worst %s", ben, ben.BestDate, ben.WorstDate)
	}
	a5 := find(rep, "Ana", "5000")
	a5f, _ := a5.Figures.(db.FiveStats)
	if a5.Games != 1 || a5.Wins != 1 || a5.Best != 5000 || a5f.TurnsToWin == nil || *a5f.TurnsToWin != 3 || a5f.BustsPerGame != 1 || a5f.MeanBankedTurn != 2500 ||
		a5f.OpeningTurn == nil || *a5f.OpeningTurn != 2 {
		t.Errorf("Ana 5000: %+v", a5)
	}
	b5 := find(rep, "Ben", "5000")
	b5f, _ := b5.Figures.(db.FiveStats)
	if b5.Wins != 0 || b5.Best != 0 || b5f.BustsPerGame != 1 || b5f.MeanBankedTurn != 400 || b5f.OpeningTurn != nil || b5f.TurnsToWin != nil {
		t.Errorf("Ben 5000: %+v", b5)
	}
	// Cléo played alone (item 1): no game with others, no win, no rating;
	// her solo game apart.
	c := find(rep, "Cléo", "sackson")
	if c.Games != 0 || c.Wins != 0 || c.WinRate != 0 || c.Streak != 0 || c.Rating != nil || c.Solo.Games != 1 || *c.Solo.Mean != 400 || *c.Solo.Best != 400 || c.Rules != "sackson:penalty=200;s4=2" {
		t.Errorf("Cléo sackson: %+v", c)
	}
	if len(c.Solo.Bests) != 1 || c.Solo.Bests[0].Total != 400 || c.Solo.Bests[0].Date != c.Solo.BestDate {
		t.Errorf("Cléo's personal bests: %+v", c.Solo.Bests)
	}
	if ana.Solo.Games != 0 || ana.Solo.Mean != nil || ana.Rating == nil || ana.Rules != "penta" {
		t.Errorf("Ana penta solo and rating: %+v %+v", ana.Solo, ana.Rating)
	}
	// What BG Stats users look for: Ana won both Pentas with 323; the
	// first seat won both (Ana, then ben sharing), the second one (Ana).
	if ana.MeanWinningScore == nil || *ana.MeanWinningScore != 323 || find(rep, "Ben", "penta").MeanWinningScore == nil {
		t.Errorf("mean winning score: %v", ana.MeanWinningScore)
	}
	var penta *db.RuleSet
	for i := range rep.RuleSets {
		if rep.RuleSets[i].Rules == "penta" {
			penta = &rep.RuleSets[i]
		}
	}
	if penta == nil || penta.Games != 2 || len(penta.Seats) != 2 || penta.Seats[0].Wins != 2 || penta.Seats[1].Wins != 1 || penta.Seats[0].Fair != 1 ||
		len(penta.Recent) != 2 || penta.Recent[0].GameID <= penta.Recent[1].GameID || len(penta.Recent[0].Players) != 2 {
		t.Errorf("penta rule set: %+v", penta)
	}
	n, at := 0, map[int]int{}
	for _, b := range penta.Totals {
		n += b.Count
		for _, total := range []int{273, 323} {
			if b.From <= total && total <= b.To {
				at[total] += b.Count
			}
		}
	}
	if n != 4 || at[273] != 1 || at[323] != 3 || rep.Days < 1 {
		t.Errorf("totals %+v; days %d", penta.Totals, rep.Days)
	}
	// Ana finished ahead of Ben twice, never behind: her rating is above.
	if bp := find(rep, "Ben", "penta"); ana.Rating.Ordinal <= bp.Rating.Ordinal || ana.Rating.Games != 2 {
		t.Errorf("ratings: Ana %+v, Ben %+v", ana.Rating, bp.Rating)
	}
	if len(rep.HeadToHead) != 1 {
		t.Fatalf("head to head: %+v", rep.HeadToHead)
	}
	h := rep.HeadToHead[0]
	if h.A != "Ana" || h.B != "Ben" || h.Games != 3 || h.WinsA != 3 || h.WinsB != 1 || h.AheadA != 2 || h.AheadB != 0 || h.Ties != 1 {
		t.Errorf("Ana–Ben: %+v", h)
	}
	if len(rep.Nemeses) != 1 || rep.Nemeses[0].Player != "Ben" || rep.Nemeses[0].Nemesis != "Ana" || rep.Nemeses[0].Beaten != 2 {
		t.Errorf("nemeses: %+v", rep.Nemeses)
	}
	if len(rep.Records) != 3+2+1 || rep.Records[0].Kind != "5000" || rep.Records[0].Total != 5000 || rep.Records[0].Rules != "5000:bust=booklet" {
		t.Errorf("records: %+v", rep.Records)
	}
	if last := rep.Records[len(rep.Records)-1]; last.Kind != "sackson" || !last.Solo || last.Player != "Cléo" {
		t.Errorf("the solo Sackson record: %+v", last)
	}
	// filters
	rep, _ = s.Stats(context.Background(), db.StatsFilter{Player: "BEN", Kind: sheets.Penta})
	if len(rep.Players) != 1 || rep.Players[0].Player != "Ben" || len(rep.HeadToHead) != 1 {
		t.Errorf("filtered: %+v", rep)
	}
}
