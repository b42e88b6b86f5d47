package cmd

import (
	"context"
	"fmt"
	"strconv"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

type moveOptions struct {
	f      *factory
	id     int64
	player string
	json   bool
	// engines holds each engine's move flags, bound on fs (addMoveFlags)
	engines *engineFlagSet
	fs      *pflag.FlagSet
	// a robot's turn
	robot bool
	// form is the answers of the table's edit form as the flags they
	// stand for (tbl.Answers.Args), read when no flags were bound.
	form []string
	// photo: the dice taken from a photo (--photo, --yes)
	photo photoFlags
}

func newCmdMove(f *factory) *cobra.Command {
	o := &moveOptions{f: f}
	c := &cobra.Command{
		Use:   "move ID",
		Short: f.T("Record a move for the player whose turn it is"),
		Long: helpf(`Record one move; it is saved before scorepad says it was accepted.

  Penta/Yam's: scorepad move ID --dice 44444 --box fours [--column free] [--player Ana]
               [--throw 44123/44 --throw 44451/444 --throw 44444/44444]
  5000:        scorepad move ID --turn "155234/155 234/-" [--player Ana]
               scorepad move ID --points 650 | --bust [--player Ana]
  Sackson:     scorepad move ID --roll 33456 --choice "Ana=3+4,5+6/3" --choice "Ben=3+3,4+5/6"
  Robots:      scorepad move ID --robot     (%s plays its turn)
               Sackson: robots choose for themselves in every round (leave out their
               --choice); --robot plays a round when only robots still play

--player, when given, must be the player whose turn it is.
--turn (5000) writes the turn throw by throw, separated by spaces: the dice
thrown, a slash, the dice set aside; the turn banks after the last set-aside,
and "/-" (nothing set aside) is a bust. Example: --turn "111234/111 556/55"
banks 1000 + 100 = 1100.
--throw records the turn throw by throw for review: the five dice thrown, then
the dice kept. The whole turn is checked (P2): at most three throws, each keep
among the dice of its throw, each next throw showing the dice kept before, and
--dice showing the last keep (after a third throw, --dice is that throw).
Exit codes: 0 saved, 1 refused by the rules (nothing saved), 2 bad input.`, lang.OrList(scoring.Robots...)),
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			id, err := parseID(args[0])
			if err != nil {
				return err
			}
			o.id = id
			return runMove(c.Context(), o)
		},
	}
	fs := c.Flags()
	fs.StringVar(&o.player, "player", "", "the player moving (checked against whose turn it is)")
	fs.BoolVar(&o.json, "json", false, "print JSON")
	o.addMoveFlags(fs)
	o.photo.bind(fs, true)
	fs.BoolVar(&o.robot, "robot", false, "the robot to move plays its turn (digital dice); Sackson: a round when only robots still play")
	return c
}

// addMoveFlags registers every engine's flags that describe a move,
// shared by move and edit; read them with buildMove.
func (o *moveOptions) addMoveFlags(fs *pflag.FlagSet) {
	o.engines, o.fs = bindEngineFlags("move", fs), fs
}

func parseID(s string) (int64, error) {
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		return 0, flagErrorf("%q is not a game number", s)
	}
	return id, nil
}

// buildMove turns the flags into a move for game st: its engine's flags,
// any other engine's refused.
func (o *moveOptions) buildMove(st *sheets.State) (sheets.Move, error) {
	s, fs := o.engines, o.fs
	if s == nil {
		var err error
		if s, fs, err = parseArgs("move", o.form); err != nil {
			return sheets.Move{}, err
		}
	}
	k := st.Game.Kind
	if err := s.refuse(fs, k); err != nil {
		return sheets.Move{}, err
	}
	return cmdOf(k).buildMove(s.of[k.Engine()], st, sheets.Move{})
}

func runMove(ctx context.Context, o *moveOptions) error {
	f := o.f
	svc, st, err := loadGame(f.Service, o.id)
	if err != nil {
		return err
	}
	var m sheets.Move
	t := &table{f: f, svc: svc, l: f.Lang(), die: rollDie}
	kc := cmdOf(st.Game.Kind)
	if o.robot {
		if o.engines != nil && o.engines.given(o.fs) || o.photo.path != "" {
			return flagErrorf("--robot takes no other move flag: the robot throws and chooses")
		}
		var round bool
		if m, round, err = kc.robotRound(t, st); err != nil {
			return err
		}
		if !round {
			if st.Finished || st.Turn < 0 || !sheets.IsRobot(st.Game.Players[st.Turn]) {
				return scoring.Refusal(st.Game.Kind.RobotRule(), true, lang.MPlain("no robot is to move in this game"))
			}
			if m, err = (tableExpert{t}).RobotMove(st, rollDie); err != nil {
				return err
			}
			o.player = st.Game.Players[st.Turn]
		}
	} else if !st.Finished && st.Turn >= 0 && sheets.IsRobot(st.Game.Players[st.Turn]) {
		return scoring.Refusal(st.Game.Kind.RobotRule(), true, lang.MPlain("%s plays its own turns: scorepad move %d --robot", st.Game.Players[st.Turn], o.id))
	} else if err := f.fillFromPhoto(&o.photo, "move", st.Game.Kind, o.fs, true); err != nil {
		return err
	} else if m, err = o.buildMove(st); err != nil {
		return err
	} else if err := kc.fillRobots(t, st, &m); err != nil {
		return err
	}
	st, out, err := svc.Move(ctx, o.id, m, o.player)
	if err != nil {
		return err
	}
	markMove(f, st)
	return printMove(f, st, out, o.json)
}

func nextName(st *sheets.State) *string { return pages.NextPlayer(st) }

func printMove(f *factory, st *sheets.State, out sheets.Outcome, asJSON bool) error {
	if !asJSON {
		st = pages.ForDisplay(st)
	}
	if done, err := cmdOf(st.Game.Kind).printMove(f, st, out, asJSON); done || err != nil {
		return err
	}
	if st.Finished {
		fmt.Fprintln(f.IO.Out, f.T("The game is over."))
	} else if n := nextName(st); n != nil {
		fmt.Fprintf(f.IO.Out, f.T("Next: %s\n"), *n)
	}
	return nil
}

// markMove records, for a confirmation that cannot be written, the move
// just saved: its game, number, player and what it wrote.
func markMove(f *factory, st *sheets.State) {
	g := st.Game
	if len(g.Moves) == 0 {
		return
	}
	m := g.Moves[len(g.Moves)-1]
	who := ""
	if m.Seat >= 0 && m.Seat < len(g.Players) {
		who = " (" + pages.Printable(g.Players[m.Seat]) + ")"
	}
	f.markSaved(lang.MPlain("game %d, move %d%s: %s", g.ID, m.Seq, who, lang.Of(func(l lang.Lang) string { return pages.Printable(describeMove(g, m, l)) })))
}
