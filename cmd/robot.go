package cmd

import (
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
)

// Robots (RULES.md Y8): a player named robot:normal or robot:expert plays
// its own turns with digital dice; the Expert plays the optimum.

// checkRobots refuses robots where they cannot play.
func checkRobots(kind sheets.Kind, players []string) error {
	for _, p := range players {
		if !scoring.IsRobot(p) {
			continue
		}
		if err := scoring.CheckRobot(p); err != nil {
			return err
		}
	}
	return nil
}

// tableExpert is the table's Expert (table.Expert): robots' turns, and
// each engine's coach (kindCmd.coach: boxCoach, fiveCoach, sacksonCoach,
// each of its own type beside its engine's kindCmd, checked there by the
// compiler against its table interface) — the advisor's tables through
// the cache, hints printed as hint prints them.
type tableExpert struct{ t *table }

var _ tbl.Expert = tableExpert{}

// RobotMove plays the robot to move with its strategy.
func (e tableExpert) RobotMove(st *sheets.State, die func() uint8) (sheets.Move, error) {
	return cmdOf(st.Game.Kind).robotMove(e.t, st, die)
}

// Coach returns engine en's coach at this table, nil for an engine cmd
// does not know.
func (e tableExpert) Coach(en sheets.Engine) any {
	kc, ok := kindCmds[en]
	if !ok {
		return nil
	}
	return kc.coach(e.t)
}
