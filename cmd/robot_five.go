package cmd

import (
	"strings"

	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Robots at 5000: robot:normal banks on a threshold, robot:expert plays to
// win with the two-player table (against the leader when there are more).

// fiveStrategyFor returns the 5000 robot's strategy.
func (t *table) fiveStrategyFor(name string, rule scoring.BustRule) five.FiveStrategy {
	if strings.EqualFold(strings.TrimSpace(name), scoring.RobotNormal) {
		return five.FiveNormal{}
	}
	if w := t.fiveWin(rule, false); w != nil {
		return &five.FiveExpert{Win: w}
	}
	return five.FiveNormal{} // the table could not be had: play fair
}

// fiveRobotMove plays the 5000 robot to move with dice from die.
func (t *table) fiveRobotMove(st *sheets.State, die func() uint8) sheets.Move {
	name := st.Game.Players[st.Turn]
	turn := five.TakeFiveTurn(fiveSeat(st, st.Turn), t.fiveStrategyFor(name, st.Five().Bust), die)
	return sheets.Move{Play: sheets.FivePlay{Turn: turn.Record()}}
}
