package cmd

import (
	"fmt"
	"strconv"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
)

// The advisor commands for 5000 (and their flags), beside Penta and Yam's.

// bindOtherHintFlags adds hint's 5000 and Sackson flags.
func bindOtherHintFlags(c *cobra.Command, o *hintOptions) {
	fs := c.Flags()
	fs.StringVar(&o.sackson.roll, "roll", "", "Sackson: the shared throw of five dice")
	fs.StringVar(&o.sackson.player, "player", "", "Sackson, in a game: only this player's hint")
	fs.StringVar(&o.sackson.rows, "rows", "", `hint sackson: the checks of the pad's rows, "7:3,8:2"`)
	fs.StringVar(&o.sackson.fifths, "fifths", "", `hint sackson: the fifth-die tracks, "3:2,5:0"`)
	fs.StringVar(&o.five.throw, "throw", "", "5000: the dice just thrown, e.g. 115234")
	intFlag(fs, &o.five.turnTotal, "turn-total", 0, "5000: the points already set aside this turn")
	intFlag(fs, &o.five.score, "score", 0, "hint 5000: the player's score (0: not opened)")
	fs.StringVar(&o.five.opponents, "opponents", "", "hint 5000: the other players' scores, e.g. 1200,3000 (win probability)")
}

// otherHint answers hint for 5000 and Sackson: "5000", "sackson" or a
// game of those kinds (kindCmd.hintKind, hintGame). done is false for
// Penta and Yam's.
func otherHint(o *hintOptions, arg string) (bool, error) {
	f := o.f
	sack := o.sackson.roll != "" || o.sackson.player != "" || o.sackson.rows != "" || o.sackson.fifths != ""
	if g, err := parseGame(arg); err == nil {
		return cmdOf(sheets.Kind(g)).hintKind(o, sack)
	}
	id, perr := strconv.ParseInt(arg, 10, 64)
	if perr != nil {
		if o.five.throw != "" {
			return true, flagErrorf("--throw is a 5000 flag", "--throw est une option du 5000")
		}
		return false, nil
	}
	_, st, err := loadGame(f.Service, id)
	if err != nil {
		return true, err
	}
	return cmdOf(st.Game.Kind).hintGame(o, st, id, sack)
}

func (sacksonCmd) hintKind(o *hintOptions, sack bool) (bool, error) {
	if o.dice != "" || o.sheet != "" || o.five.throw != "" {
		return true, flagErrorf("Sackson takes --roll (and --rows, --fifths, --penalty)", "le Sackson prend --roll (et --rows, --fifths, --penalty)")
	}
	return true, runHintSackson(o.f, nil, &o.rf, &o.sackson, o.json)
}

// sackFlags refuses Sackson's hint flags for another kind.
func sackFlags() error {
	return flagErrorf("--roll, --player, --rows and --fifths are Sackson flags", "--roll, --player, --rows et --fifths sont des options du Sackson")
}

func (fiveCmd) hintKind(o *hintOptions, sack bool) (bool, error) {
	if sack {
		return true, sackFlags()
	}
	if o.dice != "" || o.sheet != "" {
		return true, flagErrorf("--dice and --sheet are Penta and Yam's flags; 5000 takes --throw and --turn-total", "--dice et --sheet sont des options du Penta et du Yam's ; le 5000 prend --throw et --turn-total")
	}
	return true, runHintFive(o.f, nil, &o.rf, &o.five, o.json)
}

// hintKind: the Penta and Yam's advisor answers (runHint).
func (boxCmd) hintKind(o *hintOptions, sack bool) (bool, error) {
	if sack {
		return true, sackFlags()
	}
	if o.five.throw != "" {
		return true, flagErrorf("--throw is a 5000 flag", "--throw est une option du 5000")
	}
	return false, nil
}

// sackFlagsOn refuses Sackson's hint flags for game st (id).
func sackFlagsOn(st *sheets.State, id int64) error {
	return flagErrorf("--roll, --player, --rows and --fifths are Sackson flags; game %d is %s", "--roll, --player, --rows et --fifths sont des options du Sackson ; la partie %d est du %s", id, st.Game.Kind)
}

func (sacksonCmd) hintGame(o *hintOptions, st *sheets.State, id int64, sack bool) (bool, error) {
	if st.Finished {
		return true, gameOver(id)
	}
	if o.dice != "" || o.sheet != "" || o.five.throw != "" {
		return true, flagErrorf("Sackson takes --roll (and --player)", "le Sackson prend --roll (et --player)")
	}
	return true, runHintSackson(o.f, st, &o.rf, &o.sackson, o.json)
}

func (fiveCmd) hintGame(o *hintOptions, st *sheets.State, id int64, sack bool) (bool, error) {
	if sack {
		return true, sackFlagsOn(st, id)
	}
	if st.Finished {
		return true, gameOver(id)
	}
	if o.dice != "" || o.sheet != "" {
		return true, flagErrorf("--dice and --sheet are Penta and Yam's flags; 5000 takes --throw and --turn-total", "--dice et --sheet sont des options du Penta et du Yam's ; le 5000 prend --throw et --turn-total")
	}
	return true, runHintFive(o.f, st, &o.rf, &o.five, o.json)
}

// hintGame: the Penta and Yam's advisor answers (runHint).
func (boxCmd) hintGame(o *hintOptions, st *sheets.State, id int64, sack bool) (bool, error) {
	if sack {
		return true, sackFlagsOn(st, id)
	}
	if o.five.throw != "" {
		return true, flagErrorf("--throw is a 5000 flag; game %d is %s", "--throw est une option du 5000 ; la partie %d est du %s", id, st.Game.Kind)
	}
	return false, nil
}

// otherSimulate runs simulate for 5000 and Sackson (kindCmd.simulate);
// done is false for Penta and Yam's.
func otherSimulate(o *simulateOptions, c *cobra.Command, arg string) (bool, error) {
	g, err := parseGame(arg)
	if err != nil { // not a kind: the box simulation says so
		return boxCmd{}.simulate(o, c)
	}
	return cmdOf(sheets.Kind(g)).simulate(o, c)
}

func (sacksonCmd) simulate(o *simulateOptions, c *cobra.Command) (bool, error) {
	if c.Flags().Changed("players") {
		return true, flagErrorf("--players is a 5000 flag", "--players est une option du 5000")
	}
	if o.strategy != "expert" && o.strategy != "normal" {
		return true, flagErrorf("--strategy %q: use expert or normal", "--strategy « %s » : expert ou normal", o.strategy)
	}
	if o.strategy == "normal" && c.Flags().Changed("rollouts") {
		return true, flagErrorf("--rollouts goes with --strategy expert: the Normal does not search", "--rollouts va avec --strategy expert : le Normal ne cherche pas")
	}
	return true, runSimulateSackson(o.f, &o.rf, o.strategy, o.games, o.rollouts, o.seed, o.json)
}

// rolloutsFlag refuses the Sackson's --rollouts for another kind.
func rolloutsFlag(c *cobra.Command) error {
	if c.Flags().Changed("rollouts") {
		return flagErrorf("--rollouts is a Sackson flag", "--rollouts est une option du Sackson")
	}
	return nil
}

// simulate: the Penta and Yam's simulation answers.
func (boxCmd) simulate(o *simulateOptions, c *cobra.Command) (bool, error) {
	if err := rolloutsFlag(c); err != nil {
		return true, err
	}
	if c.Flags().Changed("players") {
		return true, flagErrorf("--players is a 5000 flag", "--players est une option du 5000")
	}
	return false, nil
}

func (fiveCmd) simulate(o *simulateOptions, c *cobra.Command) (bool, error) {
	if err := rolloutsFlag(c); err != nil {
		return true, err
	}
	if c.Flags().Changed("strategy") {
		return true, flagErrorf("5000 takes --players (e.g. expert,normal), not --strategy", "le 5000 prend --players (par exemple expert,normal), pas --strategy")
	}
	return true, runSimulateFive(o.f, &o.rf, o.players, o.games, o.seed, o.json)
}

// gameOver is the refusal to advise on a finished game.
func gameOver(id int64) error {
	return scoring.NewError("G2", true, fmt.Sprintf("game %d is over", id), fmt.Sprintf("la partie %d est terminée", id))
}
