package five

import "github.com/scorepad/scorepad/sheets"

// FiveSeatAt is what the player at seat knows in the 5000 state st: the
// bust rule, their score and the others' in playing order after them.
func FiveSeatAt(st *sheets.State, seat int) FiveSeat {
	five := st.Five()
	n := len(five.Players)
	s := FiveSeat{Rule: five.Bust, Score: five.Players[seat].Score}
	for k := 1; k < n; k++ {
		s.Others = append(s.Others, five.Players[(seat+k)%n].Score)
	}
	return s
}
