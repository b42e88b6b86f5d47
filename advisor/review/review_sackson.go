package review

import (
	"github.com/scorepad/scorepad/advisor/sackson"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// ReviewSackson judges every player's split of every round of the Sackson
// game g against the best split by the values the hint shows and the
// Expert robot plays by (NewSacksonFittedExpert with
// DefaultSacksonRollouts: every split valued one throw ahead exactly over
// the fit with its network, deterministic), so that following the hint
// costs nothing; the loss is in expected final points.
func ReviewSackson(g *sheets.Game) ([]ReviewLine, error) {
	var e *sackson.SacksonSearch
	out := []ReviewLine{}
	_, err := sheets.Walk(g, func(st *sheets.State, m sheets.Move) error {
		sack := st.Sackson()
		if e == nil {
			e = sackson.NewSacksonFittedExpert(sack.Pen, sackson.DefaultSacksonRollouts, true)
		}
		p, _ := m.Play.(sheets.SacksonPlay)
		roll, err := scoring.ParseDice(p.Roll, 5, 5)
		if err != nil {
			return nil // unreadable: the walk names the damaged move
		}
		var round []ReviewLine
		for i, cs := range p.Choices {
			if cs == "" || sack.Pads[i].Ended {
				continue
			}
			c, err := scoring.ParseChoice(cs)
			if err != nil {
				return nil // unreadable: the walk names the damaged move
			}
			opts := e.Options(&sack.Pads[i], roll)
			chosen := opts[len(opts)-1].Value
			for _, o := range opts {
				if SameSplit(o.Choice, c) {
					chosen = o.Value
					break
				}
			}
			round = append(round, ReviewLine{Move: m.Seq, Seat: i, Kind: "split", Dice: p.Roll,
				Chosen: c.String(), Best: opts[0].Choice.String(), Loss: opts[0].Value - chosen})
		}
		out = append(out, round...)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// SameSplit reports two Sackson choices with the same pair sums and fifth
// die (the same move on the pad, whichever dice made the pairs).
func SameSplit(a, b scoring.SacksonChoice) bool {
	sa, sb := a.Sums(), b.Sums()
	if sa[0] > sa[1] {
		sa[0], sa[1] = sa[1], sa[0]
	}
	if sb[0] > sb[1] {
		sb[0], sb[1] = sb[1], sb[0]
	}
	return sa == sb && a.Fifth == b.Fifth
}
