package cmd

import (
	"math"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

var (
	pentaAdvOnce sync.Once
	pentaAdv     *advisor.Advisor
)

func pentaAdvisor(t *testing.T) *advisor.Advisor {
	pentaAdvOnce.Do(func() {
		r := scoring.PentaConfig().MustCompile()
		tab, err := advisor.Solve(r, scoring.Free)
		if err != nil {
			t.Fatal(err)
		}
		pentaAdv = advisor.New(r, []*advisor.Table{tab})
	})
	return pentaAdv
}

// playPenta plays a whole two-player Penta game with strategy st, every
// throw recorded, through the rules.
func playPenta(t *testing.T, st func(*sheets.State) advisor.Strategy, seed uint64) *sheets.State {
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
		if _, err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
		g.Moves = append(g.Moves, m)
	}
	return s
}

// TestDecisionLuckAccountsForTheScore: with one column, every point of a
// player's final total is either the Expert's expectation of the empty
// sheet, luck, or a decision's loss: total = E + luck − loss, to rounding.
func TestDecisionLuckAccountsForTheScore(t *testing.T) {
	a := pentaAdvisor(t)
	for seed := uint64(1); seed <= 3; seed++ {
		st := playPenta(t, func(s *sheets.State) advisor.Strategy { return advisor.Normal{Rules: s.Boxes().Rules} }, seed)
		replay, _ := sheets.NewState(&sheets.Game{Kind: sheets.Penta, Players: st.Game.Players})
		e0 := a.Turn(replay.Boxes().Cols[0]).Expected()
		luck, loss := make([]float64, 2), make([]float64, 2)
		decisions := 0
		for _, m := range st.Game.Moves {
			seat := replay.Turn
			j := judgeTurn(a, replay.Boxes().Rules, append([]scoring.Column(nil), replay.Boxes().Cols[seat]...), m)
			if !j.recorded {
				t.Fatalf("move %+v: throws not read", m)
			}
			luck[seat] += j.luck
			loss[seat] += j.loss
			decisions += j.decisions
			if _, err := replay.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		for p, total := range replay.Totals() {
			if got := e0 + luck[p] - loss[p]; math.Abs(got-float64(total)) > 1e-6 {
				t.Errorf("seed %d player %d: expectation %.3f + luck %.3f − loss %.3f = %.3f, the sheet says %d", seed, p, e0, luck[p], loss[p], got, total)
			}
			if loss[p] <= 0 {
				t.Errorf("seed %d: the Normal robot lost nothing against the Expert (%.3f)", seed, loss[p])
			}
		}
		if decisions < 2*13 {
			t.Errorf("%d decisions judged in a 26-turn game", decisions)
		}
	}
}

// TestDecisionExpertLosesNothing: the Expert's own game loses no point to
// the Expert.
func TestDecisionExpertLosesNothing(t *testing.T) {
	a := pentaAdvisor(t)
	st := playPenta(t, func(s *sheets.State) advisor.Strategy { return &advisor.Expert{A: a} }, 9)
	replay, _ := sheets.NewState(&sheets.Game{Kind: sheets.Penta, Players: st.Game.Players})
	for _, m := range st.Game.Moves {
		j := judgeTurn(a, replay.Boxes().Rules, append([]scoring.Column(nil), replay.Boxes().Cols[replay.Turn]...), m)
		if j.loss > 1e-9 {
			t.Errorf("the Expert's move %+v loses %.6f", m, j.loss)
		}
		replay.Apply(m)
	}
}

// TestDecisionLuckHasNoBias: luck is measured against what the Expert
// expected before each throw, so over many throws it averages to about
// nothing whoever plays (here the Normal robot; fixed dice, 80 games of
// 13 turns).
func TestDecisionLuckHasNoBias(t *testing.T) {
	a := pentaAdvisor(t)
	var sum float64
	n := 0
	for seed := uint64(100); seed < 140; seed++ {
		st := playPenta(t, func(s *sheets.State) advisor.Strategy { return advisor.Normal{Rules: s.Boxes().Rules} }, seed)
		replay, _ := sheets.NewState(&sheets.Game{Kind: sheets.Penta, Players: st.Game.Players})
		for _, m := range st.Game.Moves {
			j := judgeTurn(a, replay.Boxes().Rules, append([]scoring.Column(nil), replay.Boxes().Cols[replay.Turn]...), m)
			sum += j.luck
			n++
			replay.Apply(m)
		}
	}
	if mean := sum / float64(n); math.Abs(mean) > 1.5 {
		t.Errorf("luck averages %+.2f points a turn over %d turns", mean, n)
	} else {
		t.Logf("luck averages %+.3f points a turn over %d turns", mean, n)
	}
}
