package review

import (
	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Decision quality and luck, from replaying finished games against the
// Expert's tables (the same judge as the review).
//
// For each Penta/Yam's turn, in expected final points of the player's
// sheet:
//   - loss of a decision: the best option's value minus the chosen one's,
//     for every box written and every recorded keep (as the review counts
//     it), and for stopping with throws left (keeping all five: the review
//     leaves it out), valued as writing the hand at once;
//   - luck of a throw: the value of the position the dice gave (played on
//     optimally) minus what the Expert expected before the throw (the value
//     of the keep, or of the turn before its first throw).
//
// A turn whose throws were not recorded (dice typed after the fact) counts
// its box decision but no luck; a player's luck per game counts only when
// every turn of theirs was recorded. With one column the figures account
// for the whole score: final total = the Expert's expectation of the empty
// sheet + luck − losses (TestDecisionLuckAccountsForTheScore).

// TurnJudgement holds the figures of one turn, or of one player's game.
type TurnJudgement struct {
	Loss      float64 // expected points given up by the decisions
	Decisions int     // decisions judged
	Luck      float64 // expected points the dice gave (or took)
	Recorded  bool    // every throw was recorded
}

// JudgeTurn judges one Penta/Yam's move p of the player whose sheet was
// cols before it (cols is not changed).
func JudgeTurn(a *boxes.Advisor, cols []scoring.Column, p sheets.BoxPlay) TurnJudgement {
	var j TurnJudgement
	r := a.Rules
	cols = append([]scoring.Column(nil), cols...)
	tu := a.Turn(cols)
	prev := tu.Expected()
	j.Recorded = len(p.Throws) > 0
	names := r.ColumnNames()
	for i, rec := range p.Throws {
		tr, err := scoring.ParseThrowRecord(rec)
		thrown, kept := tr.Dice, tr.Keep
		if err != nil {
			j.Recorded = false
			break
		}
		left := scoring.MaxThrows - 1 - i
		if left < 1 {
			// the last throw: its value is the best box for it (keeping
			// all five with one throw to come is worth exactly that, in the
			// same tables as the values before it)
			j.Luck += tu.KeepValue(thrown, 1) - prev
			break
		}
		_, bv := tu.BestKeep(thrown, left)
		j.Luck += bv - prev
		if len(kept) == 5 {
			// stopped: a decision worth the hand written now (the best
			// keep may have been to throw again)
			j.Loss += bv - tu.KeepValue(thrown, 1)
			j.Decisions++
			break
		}
		cv := tu.KeepValue(kept, left)
		j.Loss += bv - cv
		j.Decisions++
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
	j.Loss += boxes[0].Expected - chosen
	j.Decisions++
	return j
}

// JudgeGame judges every turn of the Penta or Yam's game g, played under
// a's rules, and returns each seat's sums (Recorded: every turn of the
// seat was recorded). A move that no longer replays is a
// *sheets.ReplayError.
func JudgeGame(a *boxes.Advisor, g *sheets.Game) ([]TurnJudgement, error) {
	sums := make([]TurnJudgement, len(g.Players))
	for i := range sums {
		sums[i].Recorded = true
	}
	_, err := sheets.Walk(g, func(st *sheets.State, m sheets.Move) error {
		seat := st.Turn
		p, _ := m.Play.(sheets.BoxPlay)
		j := JudgeTurn(a, st.Boxes().Cols[seat], p)
		s := &sums[seat]
		s.Loss += j.Loss
		s.Decisions += j.Decisions
		s.Luck += j.Luck
		s.Recorded = s.Recorded && j.Recorded
		return nil
	})
	if err != nil {
		return nil, err
	}
	return sums, nil
}
