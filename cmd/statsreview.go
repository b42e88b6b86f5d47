package cmd

import (
	"context"
	"encoding/json"
	"sort"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
)

// The statistics' replayed facts: each engine judges its finished games
// in advisor/ (the decision and luck judge: review.JudgeGame) and cmd
// adds them up per player, kind and month.

// factsRun gathers the replayed facts of the finished games: each
// engine adds what it judges (kindCmd.facts).
type factsRun struct {
	out      *pages.ExtraFacts
	per      map[[2]string]*factsAcc // per player and kind
	advisors map[string]*boxes.Advisor
}

// factsAcc is a player's decisions at one kind.
type factsAcc struct {
	games, decisions, luckGames int
	loss, luck                  float64
	monthLoss                   map[string]float64
	monthDec                    map[string]int
}

// replayFacts replays the finished games a filter keeps.
func (f *factory) replayFacts(ctx context.Context, store *db.Store, filt db.StatsFilter) (*pages.ExtraFacts, error) {
	games, err := store.FinishedGames(ctx, filt)
	if err != nil {
		return nil, err
	}
	x := &factsRun{out: &pages.ExtraFacts{Decisions: []pages.DecisionStats{}}, per: map[[2]string]*factsAcc{}, advisors: map[string]*boxes.Advisor{}}
	out, per := x.out, x.per
	for _, fg := range games {
		g, err := store.Game(ctx, fg.ID)
		if err != nil {
			return nil, err
		}
		out.Games++
		if err := cmdOf(g.Kind).facts(f, x, g, fg.Finished); err != nil {
			return nil, err
		}
	}
	var keys [][2]string
	for k := range per {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][0] != keys[j][0] {
			return keys[i][0] < keys[j][0]
		}
		return keys[i][1] < keys[j][1]
	})
	for _, k := range keys {
		ac := per[k]
		d := pages.DecisionStats{Player: k[0], Kind: k[1], Games: ac.games, Decisions: ac.decisions, Months: map[string]float64{}}
		if ac.decisions > 0 {
			d.Loss = ac.loss / float64(ac.decisions)
		}
		if ac.luckGames > 0 {
			l := ac.luck / float64(ac.luckGames)
			d.Luck = &l
		}
		for m, v := range ac.monthLoss {
			if n := ac.monthDec[m]; n > 0 {
				d.Months[m] = v / float64(n)
			}
		}
		out.Decisions = append(out.Decisions, d)
	}
	return out, nil
}

// facts: the best banked turn.
func (fiveCmd) facts(f *factory, x *factsRun, g *sheets.Game, finished string) error {
	st, err := sheets.Replay(g)
	if err != nil {
		return err
	}
	for p, fp := range st.Five().Players {
		for _, t := range fp.Turns {
			if !t.Bust && (x.out.BestTurn == nil || t.Points > x.out.BestTurn.Points) {
				x.out.BestTurn = &pages.TurnRecord{Player: g.Players[p], Points: t.Points, Date: finished, GameID: g.ID, Kind: string(g.Kind)}
			}
		}
	}
	return nil
}

// facts: the Sackson's decisions are not judged in the statistics.
func (sacksonCmd) facts(f *factory, x *factsRun, g *sheets.Game, finished string) error {
	return nil
}

// facts: each player's keeps and boxes against the Expert's, and their
// luck where every throw was recorded.
func (boxCmd) facts(f *factory, x *factsRun, g *sheets.Game, finished string) error {
	key, _ := json.Marshal(g.Options)
	a := x.advisors[string(key)]
	if a == nil {
		st, err := sheets.NewState(g)
		if err != nil {
			return err
		}
		if a, _, err = f.advisorFor(st.Boxes().Rules); err != nil {
			return err
		}
		x.advisors[string(key)] = a
	}
	month := finished[:7]
	sums, err := review.JudgeGame(a, g)
	if err != nil {
		return err
	}
	for seat, s := range sums {
		k := [2]string{g.Players[seat], string(g.Kind)}
		ac := x.per[k]
		if ac == nil {
			ac = &factsAcc{monthLoss: map[string]float64{}, monthDec: map[string]int{}}
			x.per[k] = ac
		}
		ac.games++
		ac.loss += s.Loss
		ac.decisions += s.Decisions
		ac.monthLoss[month] += s.Loss
		ac.monthDec[month] += s.Decisions
		if s.Recorded {
			ac.luck += s.Luck
			ac.luckGames++
		}
	}
	return nil
}

// extraForDisplay returns a copy of x with pages.Printable names.
func extraForDisplay(x *pages.ExtraFacts) *pages.ExtraFacts {
	c := *x
	c.Decisions = append(c.Decisions[:0:0], x.Decisions...)
	for i := range c.Decisions {
		c.Decisions[i].Player = pages.Printable(c.Decisions[i].Player)
	}
	if x.BestTurn != nil {
		b := *x.BestTurn
		b.Player = pages.Printable(b.Player)
		c.BestTurn = &b
	}
	return &c
}
