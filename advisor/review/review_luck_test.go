package review_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

var (
	pentaOnce sync.Once
	pentaAdv  *boxes.Advisor
)

// pentaAdvisor is the one-column Penta Expert (the table of penta, solved
// once for the package's tests).
func pentaAdvisor(t *testing.T) *boxes.Advisor {
	t.Helper()
	r := scoring.PentaConfig().MustCompile()
	pentaOnce.Do(func() {
		tab, err := boxes.Solve(r, scoring.Free)
		if err != nil {
			t.Fatal(err)
		}
		pentaAdv = boxes.New(r, []*boxes.Table{tab})
	})
	if pentaAdv == nil {
		t.Fatal("no Penta table")
	}
	return pentaAdv
}

// playPenta plays a whole two-player Penta game with strategy st, every
// throw recorded, through the rules.
func playPenta(t *testing.T, st func(*sheets.State) boxes.Strategy, seed uint64) *sheets.State {
	t.Helper()
	g := &sheets.Game{ID: 1, Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}
	s, err := sheets.NewState(g)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	die := func() uint8 { return uint8(rng.IntN(6) + 1) }
	for !s.Finished {
		m := gen.RobotMove(s, st(s), die)
		m.Seat = s.Turn
		m.Seq = len(g.Moves) + 1
		if _, err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
		g.Moves = append(g.Moves, m)
	}
	return s
}

// eachTurn calls judge with every move of g and the sheet of its player
// before it.
func eachTurn(t *testing.T, g *sheets.Game, judge func(seat int, cols []scoring.Column, p sheets.BoxPlay)) {
	t.Helper()
	if _, err := sheets.Walk(g, func(st *sheets.State, m sheets.Move) error {
		judge(st.Turn, st.Boxes().Cols[st.Turn], m.Play.(sheets.BoxPlay))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

// TestDecisionLuckAccountsForTheScore: with one column, every point of a
// player's final total is either the Expert's expectation of the empty
// sheet, luck, or a decision's loss: total = E + luck − loss, to rounding.
func TestDecisionLuckAccountsForTheScore(t *testing.T) {
	a := pentaAdvisor(t)
	e0 := a.Turn(make([]scoring.Column, 1)).Expected()
	for seed := uint64(1); seed <= 3; seed++ {
		st := playPenta(t, func(s *sheets.State) boxes.Strategy { return boxes.Normal{Rules: s.Boxes().Rules} }, seed)
		sums, err := review.JudgeGame(a, st.Game)
		if err != nil {
			t.Fatal(err)
		}
		decisions := 0
		for p, total := range st.Totals() {
			s := sums[p]
			if !s.Recorded {
				t.Fatalf("seat %d: throws not read", p)
			}
			if got := e0 + s.Luck - s.Loss; math.Abs(got-float64(total)) > 1e-6 {
				t.Errorf("seed %d player %d: expectation %.3f + luck %.3f − loss %.3f = %.3f, the sheet says %d", seed, p, e0, s.Luck, s.Loss, got, total)
			}
			if s.Loss <= 0 {
				t.Errorf("seed %d: the Normal robot lost nothing against the Expert (%.3f)", seed, s.Loss)
			}
			decisions += s.Decisions
		}
		if decisions < 2*13 {
			t.Errorf("%d decisions judged in a 26-turn game", decisions)
		}
	}
}

// TestDecisionExpertLosesNothing: the Expert's own game loses no point to
// the Expert, turn by turn (JudgeTurn) and in the review (ReviewGame).
func TestDecisionExpertLosesNothing(t *testing.T) {
	a := pentaAdvisor(t)
	st := playPenta(t, func(s *sheets.State) boxes.Strategy { return &boxes.Expert{A: a} }, 9)
	eachTurn(t, st.Game, func(seat int, cols []scoring.Column, p sheets.BoxPlay) {
		if j := review.JudgeTurn(a, cols, p); j.Loss > 1e-9 {
			t.Errorf("the Expert's move %+v loses %.6f", p, j.Loss)
		}
	})
	lines, err := review.ReviewGame(a, st.Game)
	if err != nil {
		t.Fatal(err)
	}
	boxes := 0
	for _, l := range lines {
		if l.Loss > 1e-9 {
			t.Errorf("the review finds a loss in the Expert's game: %+v", l)
		}
		if l.Kind == "box" {
			boxes++
		}
	}
	if boxes != 2*13 {
		t.Errorf("%d boxes reviewed in a 26-turn game", boxes)
	}
}

// TestDecisionLuckHasNoBias: luck is measured against what the Expert
// expected before each throw, so over many throws it averages to about
// nothing whoever plays (here the Normal robot; fixed dice, 40 games of
// 26 turns).
func TestDecisionLuckHasNoBias(t *testing.T) {
	a := pentaAdvisor(t)
	var sum float64
	n := 0
	for seed := uint64(100); seed < 140; seed++ {
		st := playPenta(t, func(s *sheets.State) boxes.Strategy { return boxes.Normal{Rules: s.Boxes().Rules} }, seed)
		eachTurn(t, st.Game, func(seat int, cols []scoring.Column, p sheets.BoxPlay) {
			sum += review.JudgeTurn(a, cols, p).Luck
			n++
		})
	}
	if mean := sum / float64(n); math.Abs(mean) > 1.5 {
		t.Errorf("luck averages %+.2f points a turn over %d turns", mean, n)
	} else {
		t.Logf("luck averages %+.3f points a turn over %d turns", mean, n)
	}
}

// A damaged log is a *sheets.ReplayError naming the move in every review
// and in the judge of the statistics, never a refusal of the rules.
func TestReviewsOfADamagedLog(t *testing.T) {
	a := pentaAdvisor(t)
	box := &sheets.Game{ID: 3, Kind: sheets.Penta, Players: []string{"Ana"}, Moves: []sheets.Move{
		{Seq: 1, Play: sheets.BoxPlay{Dice: "44412", Box: "fours", Throws: []string{"44412/44412"}}},
		{Seq: 2, Play: sheets.BoxPlay{Dice: "44412", Box: "fours"}}, // fours a second time (P2)
	}}
	fiveGame := &sheets.Game{ID: 4, Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "nothing-scores"}}, Moves: []sheets.Move{
		{Seq: 1, Play: sheets.FivePlay{Turn: "115234/11 2346/-"}},
		{Seq: 2, Seat: 1, Play: sheets.FivePlay{Turn: "155234/234"}}, // a kept 2 scores nothing (C3, C4)
	}}
	sack := &sheets.Game{ID: 5, Kind: sheets.Sackson, Players: []string{"Ana"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200}}, Moves: []sheets.Move{
		{Seq: 1, Seat: -1, Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+3,4+5/6"}}},
		{Seq: 2, Seat: -1, Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"1+1,2+2/1"}}}, // not the dice thrown (S2)
	}}
	w := five.SolveFiveWinTo(scoring.BustNothingScores, 1000)
	for _, c := range []struct {
		g   *sheets.Game
		run func() error
	}{
		{box, func() error { _, err := review.ReviewGame(a, box); return err }},
		{box, func() error { _, err := review.JudgeGame(a, box); return err }},
		{fiveGame, func() error { _, err := review.ReviewFive(w, fiveGame); return err }},
		{sack, func() error { _, err := review.ReviewSackson(sack); return err }},
	} {
		err := c.run()
		var re *sheets.ReplayError
		if !errors.As(err, &re) || re.Game != c.g.ID || re.Seq != 2 {
			t.Errorf("%s: got %v, want a ReplayError for move 2", c.g.Kind, err)
		}
		if _, ok := scoring.AsError(err); ok {
			t.Errorf("%s: a damaged log must not read as a rules refusal", c.g.Kind)
		}
	}
	// the same games without the damaged move review
	for _, g := range []*sheets.Game{box, fiveGame, sack} {
		g.Moves = g.Moves[:1]
	}
	if l, err := review.ReviewGame(a, box); err != nil || len(l) != 1 || l[0].Kind != "box" || l[0].Chosen != "free:fours" {
		t.Errorf("Penta review: %+v %v", l, err)
	}
	if l, err := review.ReviewFive(w, fiveGame); err != nil || len(l) != 1 || l[0].Kind != "set-aside" || l[0].Chosen != "11 throw" || l[0].Seat != 0 {
		t.Errorf("5000 review: %+v %v", l, err)
	}
	if l, err := review.ReviewSackson(sack); err != nil || len(l) != 1 || l[0].Kind != "split" || l[0].Chosen != "3+3,4+5/6" || l[0].Loss < 0 {
		t.Errorf("Sackson review: %+v %v", l, err)
	}
}
