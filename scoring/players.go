package scoring

import (
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

// PlayerRange is how many people may play one game, and the rule that says
// so (empty where RULES.md leaves it to the program).
type PlayerRange struct {
	Min, Max int
	Rule     string
}

// The number of players of each game: 5000 is played by 2 to 5 (C1),
// Sackson by 1 to 4 (S1); Penta and Yam's sheets are solitaire-capable and
// the program seats up to 8 at one table.
var (
	PlayersPenta   = PlayerRange{Min: 1, Max: 8}
	PlayersYams    = PlayerRange{Min: 1, Max: 8}
	Players5000    = PlayerRange{Min: 2, Max: 5, Rule: "C1"}
	PlayersSackson = PlayerRange{Min: 1, Max: 4, Rule: "S1"}
)

// Check returns an *Error (bad input) unless n players may play game.
func (p PlayerRange) Check(n int, game string) error {
	if n >= p.Min && n <= p.Max {
		return nil
	}
	rule := ""
	if p.Rule != "" {
		rule = " (" + p.Rule + ")"
	}
	return counted(p.Rule, "%d player: %s is played by %d to %d%s", n, game, p.Min, p.Max, rule)
}

// Robot players (Y8): a player named so plays its own turns with digital
// dice, at the Normal level (a fair club player) or the Expert's (the
// optimum).
const (
	RobotPrefix = "robot:"
	RobotNormal = RobotPrefix + "normal"
	RobotExpert = RobotPrefix + "expert"
)

// The rule a refusal about a robot's turn cites: RobotRuleNamed (Y8) in a
// game whose rules name the robot opponent (Yam's); RobotRuleProgram (G2)
// in the others, whose rules have no robot (robots are a feature of the
// program there): a refused move changes nothing and says why. The
// registry of kinds (sheets) says which a kind cites.
const (
	RobotRuleNamed   = "Y8"
	RobotRuleProgram = "G2"
)

// Robots lists the robot players, Normal first.
var Robots = []string{RobotNormal, RobotExpert}

// IsRobot reports whether name is a robot's ("robot:expert", any case),
// known or not.
func IsRobot(name string) bool {
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(name)), RobotPrefix)
}

// CheckRobot returns an *Error (bad input) when name is a robot's but not
// one of Robots.
func CheckRobot(name string) error {
	if !IsRobot(name) {
		return nil
	}
	for _, r := range Robots {
		if strings.EqualFold(strings.TrimSpace(name), r) {
			return nil
		}
	}
	return badInput("Y8", "%q: robots are %s", name, lang.AndList(Robots...))
}

// UpperBonusMsg names the upper bonus from its constants: "Bonus (63 → 35)".
func UpperBonusMsg() lang.Msg {
	return lang.M("Bonus (%d → %d)", UpperBonusThreshold, UpperBonus)
}
