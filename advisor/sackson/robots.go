package sackson

import (
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Robot is the strategy of the Sackson robot named name at penalty pen:
// the Normal plays greedily on the fitted evaluation, the Expert looks one
// throw ahead exactly (DefaultSacksonRollouts).
func Robot(name string, pen scoring.Penalty) SacksonStrategy {
	if strings.EqualFold(strings.TrimSpace(name), scoring.RobotNormal) {
		return SacksonNormal{Eval: SacksonFittedEval(pen)}
	}
	return NewSacksonFittedExpert(pen, DefaultSacksonRollouts, true)
}

// RobotsOnly reports whether every player still playing in st is a robot
// (then a round is the robots' alone, S1).
func RobotsOnly(st *sheets.State) bool {
	for i, name := range st.Game.Players {
		if !st.Sackson().Pads[i].Ended && !scoring.IsRobot(name) {
			return false
		}
	}
	return true
}
