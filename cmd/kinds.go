package cmd

import (
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
)

// kindCmd is cmd's side of one engine of the registry
// (sheets.KindInfo.Engine): the move its flags describe, its answer to an
// accepted move (text or JSON), the organiser's options of a new game, its
// hint, review, robots, edit form and statistics. Each engine registers
// one in kindCmds; every command asks it (cmdOf) instead of switching on
// the kind.
type kindCmd interface {
	// buildMove turns move's flags into a move; box, five and sack say
	// which games' flags were given.
	buildMove(o *moveOptions, st *sheets.State, m sheets.Move, box, five, sack bool) (sheets.Move, error)
	// printMove says what an accepted move did; done is true when it
	// printed JSON (nothing follows).
	printMove(f *factory, st *sheets.State, out sheets.Outcome, asJSON bool) (done bool, err error)
	// options fills g's options from new's flags.
	options(o *newOptions, g *sheets.Game) error
	// describeMove writes a move as its flags would (edit --list).
	describeMove(g *sheets.Game, m sheets.Move, l scoring.Lang) string
	// hintGame answers hint for game st (id); done is false when the
	// advice is left to the Penta and Yam's advisor. sack says Sackson's
	// hint flags were given.
	hintGame(o *hintOptions, st *sheets.State, id int64, sack bool) (done bool, err error)
	// review judges the recorded turns of a game (scorepad review).
	review(f *factory, full *sheets.State, asJSON bool) error
	// robotMove plays the turn of the robot to move in st.
	robotMove(t *table, st *sheets.State, die func() uint8) (sheets.Move, error)
	// robotRound plays a whole round when only robots are left to play
	// it (a shared round, S1); ok is false when there is no such round.
	robotRound(t *table, st *sheets.State) (m sheets.Move, ok bool, err error)
	// fillRobots adds the robots' part to a move people typed (their
	// choices for a shared throw).
	fillRobots(t *table, st *sheets.State, m *sheets.Move) error
	// ruleFlags names the organiser's flags the engine takes.
	ruleFlags() ruleFlagSet
	// check judges a disputed throw (scorepad check).
	check(o *checkOptions) error
	// solve computes or loads the engine's own tables (scorepad solve);
	// done is false when the Penta and Yam's solver answers.
	solve(f *factory, rf *rulesFlags, asJSON bool) (done bool, err error)
	// solvable is true when scorepad solve has tables for the engine.
	solvable() bool
	// hintKind answers hint for the kind named without a game; done is
	// false when the Penta and Yam's advisor answers.
	hintKind(o *hintOptions, sack bool) (done bool, err error)
	// simulate runs simulate for the kind; done is false when the Penta
	// and Yam's simulation answers.
	simulate(o *simulateOptions, c *cobra.Command) (done bool, err error)
	// facts adds finished game g, as stored (not replayed yet: a move that
	// no longer replays is a *sheets.ReplayError), to the statistics'
	// replayed facts.
	facts(f *factory, x *factsRun, g *sheets.Game, finished string) error
}

// kindCmds holds cmd's side of each engine, registered next to it.
var kindCmds = map[sheets.Engine]kindCmd{}

// cmdOf returns cmd's side of kind k.
func cmdOf(k sheets.Kind) kindCmd { return kindCmds[k.Engine()] }

func init() {
	kindCmds[sheets.EngineBoxes] = boxCmd{}
	kindCmds[sheets.EngineFive] = fiveCmd{}
	kindCmds[sheets.EngineSackson] = sacksonCmd{}
}

// boxCmd: Penta and Yam's, a throw written in a box.
type boxCmd struct{}

func (boxCmd) ruleFlags() ruleFlagSet     { return boxFlags }
func (fiveCmd) ruleFlags() ruleFlagSet    { return bustFlags | orderFlags }
func (sacksonCmd) ruleFlags() ruleFlagSet { return penaltyFlags }

func (boxCmd) buildMove(o *moveOptions, st *sheets.State, m sheets.Move, box, five, sack bool) (sheets.Move, error) {
	k := st.Game.Kind
	if five || sack {
		return m, flagErrorf("a %s move takes --dice and --box (and --column)", "un coup de %s prend --dice et --box (et --column)", k)
	}
	if o.dice == "" || o.box == "" {
		return m, flagErrorf("--dice and --box required, e.g. --dice 44412 --box fours", "--dice et --box requis, par exemple --dice 44412 --box quatre")
	}
	if _, err := scoring.ParseDice(o.dice, 5, 5); err != nil {
		return m, scoring.ForInput("--dice", o.dice, err)
	}
	if _, err := scoring.ParseThrowRecords(o.throws); err != nil {
		return m, scoring.ForInput("--throw", "", err) // the sentence quotes the throw
	}
	m.Play = sheets.BoxPlay{Dice: o.dice, Box: o.box, Column: o.column, Throws: o.throws}
	return m, nil
}

func (boxCmd) printMove(f *factory, st *sheets.State, out sheets.Outcome, asJSON bool) (bool, error) {
	boxes := st.Boxes()
	g, l := st.Game, f.Lang()
	v := out.Verdict
	if asJSON {
		return true, pages.WriteJSON(f.IO.Out, struct {
			Game     int64   `json:"game"`
			Player   string  `json:"player"`
			Column   string  `json:"column"`
			Box      string  `json:"box"`
			Points   int     `json:"points"`
			Bonus    int     `json:"bonus"`
			Next     *string `json:"next"`
			Finished bool    `json:"finished"`
		}{g.ID, g.Players[out.Seat], out.Column, v.Box.ID(), int(v.Points), int(v.Bonus), nextName(st), st.Finished})
	}
	fmt.Fprintf(f.IO.Out, f.T("Accepted: %s, %s", "Accepté : %s, %s"), g.Players[out.Seat], v.Box.Name(l))
	if len(boxes.Rules.Columns) > 1 {
		if ci, err := boxes.Rules.ColumnIndex(out.Column); err == nil {
			fmt.Fprintf(f.IO.Out, " (%s)", boxes.Rules.ColumnName(ci, l))
		}
	}
	fmt.Fprintf(f.IO.Out, " — %d", v.Points)
	if v.Bonus > 0 {
		fmt.Fprintf(f.IO.Out, " +%d", v.Bonus)
	}
	fmt.Fprintf(f.IO.Out, "\n  %s\n", v.Explain(l))
	return false, nil
}

func (boxCmd) options(o *newOptions, g *sheets.Game) error {
	cfg, err := o.rules.boxConfig(o.game)
	if err != nil {
		return err
	}
	if _, err := cfg.Compile(); err != nil {
		return err
	}
	g.Options = sheets.OptionsFromConfig(cfg)
	return nil
}

// fiveCmd: 5000, a turn banked or bust.
type fiveCmd struct{}

func (fiveCmd) buildMove(o *moveOptions, st *sheets.State, m sheets.Move, box, five, sack bool) (sheets.Move, error) {
	if box || sack {
		return m, flagErrorf("a 5000 move takes --turn, or --points or --bust", "un coup de 5000 prend --turn, ou --points ou --bust")
	}
	n := 0
	for _, b := range []bool{o.turn != "", o.pointsSet, o.bust} {
		if b {
			n++
		}
	}
	if n != 1 {
		return m, flagErrorf("give exactly one of --turn, --points or --bust", "donnez un seul de --turn, --points ou --bust")
	}
	if o.turn != "" {
		if _, err := scoring.ParseTurn(o.turn); err != nil {
			return m, scoring.ForInput("--turn", o.turn, err)
		}
	}
	m.Play = sheets.FivePlay{Turn: o.turn, Points: o.points, Bust: o.bust}
	return m, nil
}

func (fiveCmd) printMove(f *factory, st *sheets.State, out sheets.Outcome, asJSON bool) (bool, error) {
	g := st.Game
	t := out.Turn
	p := st.Five().Players[out.Seat]
	var winner *string
	if st.Winner >= 0 {
		winner = &g.Players[st.Winner]
	}
	if asJSON {
		return true, pages.WriteJSON(f.IO.Out, struct {
			Game       int64   `json:"game"`
			Player     string  `json:"player"`
			TurnPoints int     `json:"turn_points"`
			Recorded   int     `json:"recorded"`
			Score      int     `json:"score"`
			Opened     bool    `json:"opened"`
			Bust       bool    `json:"bust"`
			Next       *string `json:"next"`
			Winner     *string `json:"winner"`
		}{g.ID, g.Players[out.Seat], t.Points, t.Recorded, p.Score, p.Opened, t.Bust, nextName(st), winner})
	}
	name := g.Players[out.Seat]
	switch {
	case t.Bust:
		fmt.Fprint(f.IO.Out, f.sprintf(f.T("Accepted: %s busts, the turn is lost (C5). Score %d\n", "Accepté : %s perd son tour (C5). Score %d\n"), name, p.Score))
	case t.Recorded == 0:
		fmt.Fprint(f.IO.Out, f.sprintf(f.T("Accepted: %s banks %d, under the %d opening: nothing recorded (C6). Score %d\n", "Accepté : %s marque %d, sous l'ouverture de %d : rien n'est noté (C6). Score %d\n"), name, t.Points, scoring.Opening5000, p.Score))
	case t.Opening:
		fmt.Fprint(f.IO.Out, f.sprintf(f.T("Accepted: %s opens with %d (C6). Score %d\n", "Accepté : %s ouvre avec %d (C6). Score %d\n"), name, t.Points, p.Score))
	default:
		fmt.Fprint(f.IO.Out, f.sprintf(f.T("Accepted: %s banks %d. Score %d\n", "Accepté : %s marque %d. Score %d\n"), name, t.Points, p.Score))
	}
	if winner != nil {
		fmt.Fprint(f.IO.Out, f.sprintf(f.T("%s reaches %d and wins (C7)!\n", "%s atteint %d et gagne (C7) !\n"), *winner, scoring.Target5000))
	}
	return false, nil
}

func (fiveCmd) options(o *newOptions, g *sheets.Game) error {
	r, err := o.rules.bust()
	if err != nil {
		return err
	}
	g.Options.BustRule = r.String()
	if g.Options.Order, err = scoring.ParsePlayOrder(o.order); err != nil {
		return flagErrorf("--order %q: use given or roll", "--order « %s » : given ou roll", o.order)
	}
	return nil
}

// sacksonCmd: Sackson, a round of one shared throw.
type sacksonCmd struct{}

func (sacksonCmd) buildMove(o *moveOptions, st *sheets.State, m sheets.Move, box, five, sack bool) (sheets.Move, error) {
	if box || five {
		return m, flagErrorf("a Sackson move takes --roll and one --choice per player still playing", "un coup de Sackson prend --roll et un --choice par joueur encore en jeu")
	}
	if o.roll == "" {
		return m, flagErrorf("--roll required: the shared throw, e.g. --roll 33456", "--roll requis : le lancer commun, par exemple --roll 33456")
	}
	if _, err := scoring.ParseDice(o.roll, 5, 5); err != nil {
		return m, scoring.ForInput("--roll", o.roll, err)
	}
	p := sheets.SacksonPlay{Roll: o.roll, Choices: make([]string, len(st.Game.Players))}
	for _, c := range o.choices {
		name, choice, ok := strings.Cut(c, "=")
		if !ok {
			return m, flagErrorf("--choice %q: write NAME=a+b,c+d/e", "--choice « %s » : écrivez NOM=a+b,c+d/e", c)
		}
		seat := st.Seat(name)
		if seat < 0 {
			return m, flagErrorf("--choice %q: %s does not play in game %d", "--choice « %s » : %s ne joue pas dans la partie %d", c, name, st.Game.ID)
		}
		if p.Choices[seat] != "" {
			return m, flagErrorf("two choices for %s", "deux choix pour %s", st.Game.Players[seat])
		}
		p.Choices[seat] = strings.TrimSpace(choice)
	}
	m.Play = p
	return m, nil
}

func (sacksonCmd) printMove(f *factory, st *sheets.State, out sheets.Outcome, asJSON bool) (bool, error) {
	sack := st.Sackson()
	g, l := st.Game, f.Lang()
	type pl struct {
		Name     string `json:"name"`
		Finished bool   `json:"finished"`
	}
	var ps []pl
	for i, p := range sack.Pads {
		ps = append(ps, pl{g.Players[i], p.Ended})
	}
	round := st.Round - 1
	if st.Finished {
		round = st.Round
	}
	if asJSON {
		return true, pages.WriteJSON(f.IO.Out, struct {
			Game     int64 `json:"game"`
			Round    int   `json:"round"`
			Players  []pl  `json:"players"`
			Finished bool  `json:"finished"`
		}{g.ID, round, ps, st.Finished})
	}
	fmt.Fprintf(f.IO.Out, f.T("Round %d accepted\n", "Manche %d acceptée\n"), round)
	for i, v := range out.Verdicts {
		if v.Sums[0] == 0 {
			continue
		}
		fmt.Fprintf(f.IO.Out, f.T("  %s: %s\n", "  %s : %s\n"), g.Players[i], v.Reason(l))
		if sack.Pads[i].Ended {
			fmt.Fprint(f.IO.Out, f.lang.Typeset(fmt.Sprintf(f.T("  %s's game ends: a track reached %d checks (S4)\n", "  la partie de %s s'arrête : une piste a atteint %d coches (S4)\n"), g.Players[i], scoring.TracksToEnd)))
		}
	}
	return false, nil
}

func (sacksonCmd) options(o *newOptions, g *sheets.Game) error {
	p, err := o.rules.pen()
	if err != nil {
		return err
	}
	g.Options.Penalty = int(p)
	return nil
}
