package cmd

import (
	"strings"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Robots at 5000: robot:normal banks on a threshold, robot:expert plays to
// win with the two-player table (against the leader when there are more).

// fiveStrategyFor returns the 5000 robot's strategy.
func (t *table) fiveStrategyFor(name string, rule scoring.BustRule) advisor.FiveStrategy {
	if strings.EqualFold(strings.TrimSpace(name), scoring.RobotNormal) {
		return advisor.FiveNormal{}
	}
	if w := t.fiveWin(rule, false); w != nil {
		return &advisor.FiveExpert{Win: w}
	}
	return advisor.FiveNormal{} // the table could not be had: play fair
}

// fiveRobotMove plays the 5000 robot to move with dice from die.
func (t *table) fiveRobotMove(st *sheets.State, die func() uint8) sheets.Move {
	name := st.Game.Players[st.Turn]
	turn := advisor.TakeFiveTurn(fiveSeat(st, st.Turn), t.fiveStrategyFor(name, st.Five().Bust), die)
	return sheets.Move{Play: sheets.FivePlay{Turn: turn.Record()}}
}
