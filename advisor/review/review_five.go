package review

import (
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// ReviewFive judges every set-aside of the 5000 turns of g recorded throw
// by throw (with the choice to bank or throw on) against the Expert
// playing to win with table w: the loss is in win probability. Turns
// entered as a total or a bust have no decision to judge.
func ReviewFive(w *five.FiveWin, g *sheets.Game) ([]ReviewLine, error) {
	e := &five.FiveExpert{Win: w}
	out := []ReviewLine{}
	_, err := sheets.Walk(g, func(st *sheets.State, m sheets.Move) error {
		p, _ := m.Play.(sheets.FivePlay)
		if p.Turn == "" {
			return nil
		}
		throws, err := scoring.ParseTurn(p.Turn)
		if err != nil {
			return nil // unreadable: the walk names the damaged move
		}
		seat, rule := st.Turn, st.Five().Bust
		fs := five.FiveSeatAt(st, seat)
		total := 0
		for i, th := range throws {
			if th.Bust {
				break
			}
			opts := e.Options(fs, total, th.Dice)
			bank := i == len(throws)-1
			chosen := -1.0
			kept := scoring.FormatDice(sortedDice(th.Keep))
			for _, o := range opts {
				if scoring.FormatDice(o.Keep) == kept && o.Bank == bank {
					chosen = o.Value
					break
				}
			}
			if chosen < 0 { // banking wins outright: throwing on was listed no more
				chosen = opts[len(opts)-1].Value
			}
			pts, _ := scoring.KeepPoints(th.Dice, th.Keep, rule)
			total += pts
			out = append(out, ReviewLine{Move: m.Seq, Seat: seat, Kind: "set-aside", Dice: scoring.FormatDice(th.Dice),
				Chosen: fiveLabel(kept, bank), Best: fiveLabel(scoring.FormatDice(opts[0].Keep), opts[0].Bank), Loss: opts[0].Value - chosen})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// fiveLabel writes a set-aside and what followed: "11 bank", "5 throw".
func fiveLabel(keep string, bank bool) string {
	if bank {
		return keep + " bank"
	}
	return keep + " throw"
}

// sortedDice returns d in ascending order.
func sortedDice(d []uint8) []uint8 {
	var c [7]int
	for _, x := range d {
		c[x]++
	}
	out := make([]uint8, 0, len(d))
	for f := uint8(1); f <= 6; f++ {
		for range c[f] {
			out = append(out, f)
		}
	}
	return out
}
