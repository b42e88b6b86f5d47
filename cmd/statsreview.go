package cmd

import (
	"context"
	"encoding/json"
	"sort"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Decision quality and luck, from replaying finished games against the
// Expert's tables (the same judge as `review`).
//
// For each Penta/Yam's turn, in expected final points of the player's
// sheet:
//   - loss of a decision: the best option's value minus the chosen one's,
//     for every box written and every recorded keep (as review counts it),
//     and for stopping with throws left (keeping all five: review leaves
//     it out), valued as writing the hand at once;
//   - luck of a throw: the value of the position the dice gave (played on
//     optimally) minus what the Expert expected before the throw (the value
//     of the keep, or of the turn before its first throw).
//
// A turn whose throws were not recorded (dice typed after the fact) counts
// its box decision but no luck; a player's luck per game is averaged over
// the games whose every turn was recorded. With one column the figures
// account for the whole score: final total = the Expert's expectation of
// the empty sheet + luck − losses (TestDecisionLuckAccountsForTheScore).

// turnJudge holds the figures of one turn.
type turnJudge struct {
	loss      float64
	decisions int
	luck      float64
	recorded  bool // every throw was recorded
}

// judgeTurn replays one Penta/Yam's move on cols.
func judgeTurn(a *advisor.Advisor, r *scoring.Rules, cols []scoring.Column, m sheets.Move) turnJudge {
	var j turnJudge
	p, _ := m.Play.(sheets.BoxPlay)
	tu := a.Turn(cols)
	prev := tu.Expected()
	j.recorded = len(p.Throws) > 0
	names := r.ColumnNames()
	for i, rec := range p.Throws {
		tr, err := scoring.ParseThrowRecord(rec)
		thrown, kept := tr.Dice, tr.Keep
		if err != nil {
			j.recorded = false
			break
		}
		left := 2 - i
		if left < 1 {
			// the last throw: its value is the best box for it (keeping
			// all five with one throw to come is worth exactly that, in the
			// same tables as the values before it)
			j.luck += tu.KeepValue(thrown, 1) - prev
			break
		}
		_, bv := tu.BestKeep(thrown, left)
		j.luck += bv - prev
		if len(kept) == 5 {
			// stopped: a decision worth the hand written now (the best
			// keep may have been to throw again)
			j.loss += bv - tu.KeepValue(thrown, 1)
			j.decisions++
			prev = tu.KeepValue(thrown, 1)
			break
		}
		cv := tu.KeepValue(kept, left)
		j.loss += bv - cv
		j.decisions++
		prev = cv
	}
	faces, err := scoring.ParseDice(p.Dice, 5, 5)
	if err != nil {
		return j
	}
	boxes := tu.Boxes(cols, scoring.HandOf(faces))
	if len(boxes) == 0 {
		return j
	}
	b, _ := scoring.ParseBox(r.Game, p.Box)
	col := p.Column
	if col == "" {
		col = names[0]
	}
	chosen := boxes[0].Expected
	for _, o := range boxes {
		if o.Box == b && names[o.Column] == col {
			chosen = o.Expected
		}
	}
	j.loss += boxes[0].Expected - chosen
	j.decisions++
	return j
}

// factsRun gathers the replayed facts of the finished games: each
// engine adds what it judges (kindCmd.facts).
type factsRun struct {
	out      *extraFacts
	per      map[[2]string]*factsAcc // per player and kind
	advisors map[string]*advisor.Advisor
}

// factsAcc is a player's decisions at one kind.
type factsAcc struct {
	games, decisions, luckGames int
	loss, luck                  float64
	monthLoss                   map[string]float64
	monthDec                    map[string]int
}

// replayFacts replays the finished games a filter keeps.
func (f *factory) replayFacts(ctx context.Context, store *db.Store, filt db.StatsFilter) (*extraFacts, error) {
	games, err := store.FinishedGames(ctx, filt)
	if err != nil {
		return nil, err
	}
	x := &factsRun{out: &extraFacts{Decisions: []decisionStats{}}, per: map[[2]string]*factsAcc{}, advisors: map[string]*advisor.Advisor{}}
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
		d := decisionStats{Player: k[0], Kind: k[1], Games: ac.games, Decisions: ac.decisions, Months: map[string]float64{}}
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
				x.out.BestTurn = &turnRecord{Player: g.Players[p], Points: t.Points, Date: finished, GameID: g.ID, kind: string(g.Kind)}
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
	type seatSum struct {
		loss, luck float64
		dec        int
		recorded   bool
	}
	sums := make([]seatSum, len(g.Players))
	for i := range sums {
		sums[i].recorded = true
	}
	if _, err := sheets.Walk(g, func(st *sheets.State, m sheets.Move) error {
		seat, boxes := st.Turn, st.Boxes()
		j := judgeTurn(a, boxes.Rules, append([]scoring.Column(nil), boxes.Cols[seat]...), m)
		sums[seat].loss += j.loss
		sums[seat].dec += j.decisions
		sums[seat].luck += j.luck
		sums[seat].recorded = sums[seat].recorded && j.recorded
		return nil
	}); err != nil {
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
		ac.loss += s.loss
		ac.decisions += s.dec
		ac.monthLoss[month] += s.loss
		ac.monthDec[month] += s.dec
		if s.recorded {
			ac.luck += s.luck
			ac.luckGames++
		}
	}
	return nil
}

// extraForDisplay returns a copy of x with printable names.
func extraForDisplay(x *extraFacts) *extraFacts {
	c := *x
	c.Decisions = append(c.Decisions[:0:0], x.Decisions...)
	for i := range c.Decisions {
		c.Decisions[i].Player = printable(c.Decisions[i].Player)
	}
	if x.BestTurn != nil {
		b := *x.BestTurn
		b.Player = printable(b.Player)
		c.BestTurn = &b
	}
	return &c
}
