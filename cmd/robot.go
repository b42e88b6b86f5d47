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

// tableExpert is the table's Expert (table.Expert) and every engine's
// coach (table.BoxCoach, FiveCoach, SacksonCoach, each beside its engine's
// kindCmd): the advisor's tables through the cache, hints printed as hint
// prints them, robots' turns.
type tableExpert struct{ t *table }

// The table finds a coach by asking the Expert's type: a method whose
// signature drifted would drop the advice silently, so the compiler checks
// (each engine's coach too, beside it).
var _ tbl.Expert = tableExpert{}

// RobotMove plays the robot to move with its strategy.
func (e tableExpert) RobotMove(st *sheets.State, die func() uint8) (sheets.Move, error) {
	return cmdOf(st.Game.Kind).robotMove(e.t, st, die)
}
