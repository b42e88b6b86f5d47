package cmd

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// The advisor commands (solve, hint, simulate, review), each asking the
// game's engine (kindCmd), and cmd's side of the Penta and Yam's engine
// (boxCmd): its flags of each command, its moves, check, hint, solve,
// simulate and review, its robots and coach at the table, and its
// statistics' facts.

// cacheDir is where solved tables are kept (advisor.CacheDir).
func (f *factory) cacheDir() (string, error) { return advisor.CacheDir(f.Getenv) }

// solveInfo says how the tables were had.
type solveInfo = pages.Solved

// advisorFor returns the advisor of rules r for a command-line command:
// each column's table mapped from the cache when it is there and sound,
// else computed with a progress line on stderr (a terminal), Ctrl-C
// cancelling (errCancelled), and saved.
func (f *factory) advisorIn(ctx context.Context, r *scoring.Rules) (*boxes.Advisor, solveInfo, error) {
	ctx, stop := interruptible(ctx)
	defer stop()
	var progress func(boxes.Progress)
	if f.IO.ErrTTY {
		lp := &lineProgress{w: f.IO.ErrOut, f: f, key: "Ctrl-C"}
		defer lp.done()
		progress = lp.report
	}
	return f.advisorWith(ctx, r, progress)
}

// advisorFor is advisorIn for callers without a command's context yet
// (the statistics' judged games, boxCmd.facts).
func (f *factory) advisorFor(r *scoring.Rules) (*boxes.Advisor, solveInfo, error) {
	return f.advisorIn(context.Background(), r)
}

// advisorWith is advisorIn with the caller's context and progress
// reporter (the forms'): the cache's load-or-solve policy (advisor.Cache).
func (f *factory) advisorWith(ctx context.Context, r *scoring.Rules, progress func(boxes.Progress)) (*boxes.Advisor, solveInfo, error) {
	dir, err := f.cacheDir()
	if err != nil {
		return nil, solveInfo{}, err
	}
	a, info, err := advisor.Cache{Dir: dir}.Load(ctx, r, progress)
	if err != nil {
		if ctx.Err() != nil {
			return nil, solveInfo{}, errCancelled
		}
		return nil, solveInfo{}, err
	}
	if info.SaveErr != nil {
		fmt.Fprintf(f.IO.ErrOut, f.T("note: the table could not be cached (%v)\n"), info.SaveErr)
	}
	return a, solveInfo{States: info.States, Seconds: info.Seconds, Cached: info.Cached}, nil
}

// advisorCached returns the advisor of rules r when every table is in the
// cache and sound, nil otherwise: it never solves (the box list's rank
// falls back to points until the tables exist).
func (f *factory) advisorCached(r *scoring.Rules) *boxes.Advisor {
	dir, err := f.cacheDir()
	if err != nil {
		return nil
	}
	return advisor.Cache{Dir: dir}.Cached(r)
}

// rulesOf returns the Penta/Yam's rules of the game argument and flags.
func rulesOf(game string, rf *rulesFlags) (*scoring.Rules, error) {
	g, err := parseGame(game)
	if err != nil {
		return nil, err
	}
	if _, ok := sheets.Kind(g).BoxGame(); !ok {
		return nil, flagErrorf("the advisor plays Penta and Yam's, not %s", g)
	}
	cfg, err := boxRulesOf(rf).config(sheets.Kind(g))
	if err != nil {
		return nil, err
	}
	return cfg.Compile()
}

func (boxCmd) solvable() bool { return true }

// solveKinds lists the kinds scorepad solve takes, in the registry's order.
func solveKinds() []string {
	var out []string
	for _, k := range sheets.Kinds {
		if cmdOf(k).solvable() {
			out = append(out, string(k))
		}
	}
	return out
}

// solve: the exact solitaire optimum of the rules the flags give.
func (boxCmd) solve(ctx context.Context, f *factory, k sheets.Kind, rf *rulesFlags, asJSON bool) error {
	r, err := rulesOf(string(k), rf)
	if err != nil {
		return err
	}
	a, info, err := f.advisorIn(ctx, r)
	if err != nil {
		return err
	}
	expected := a.Turn(make([]scoring.Column, len(r.Columns))).Expected()
	return pages.BoxSolved(f.IO.Out, f.Lang(), expected, len(r.Columns), pages.Solved(info), asJSON)
}

func newCmdSolve(f *factory) *cobra.Command {
	var rf rulesFlags
	var asJSON bool
	c := &cobra.Command{
		Use:   "solve " + strings.Join(solveKinds(), "|") + " [options]",
		Short: f.T("Compute (or load) the optimal-play tables for a rule set"),
		Long: `Compute the exact solitaire optimum of a rule set by backward induction, or load
it from the cache (` + "`$XDG_CACHE_HOME/scorepad`" + `), and print the expected score of
an optimal player from the start of a game.

--json prints {"expected": float, "states": int, "seconds": float, "cached": bool}.

5000 [--bust-rule booklet|nothing-scores]: the exact value of an optimal turn
from six dice (goal ignored; once opened, and before opening, C6) and the
two-player table of the game played to win (cached like the others).
--json prints {"expected_turn", "expected_opening_turn", "first_player_win",
"states", "seconds", "cached", "bust_rule": "booklet"|"nothing-scores"}.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			g, err := parseGame(args[0])
			if err != nil {
				return err
			}
			if k := sheets.Kind(g); cmdOf(k).solvable() {
				if err := rf.refuse(k); err != nil {
					return err
				}
				return cmdOf(k).solve(c.Context(), f, k, &rf, asJSON)
			}
			return flagErrorf("scorepad solve takes %s; %s has no tables to solve", strings.Join(solveKinds(), ", "), sheets.Kind(g).Title())
		},
	}
	rf.bind("rules", c.Flags())
	c.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return c
}

type hintOptions struct {
	f    *factory
	rf   rulesFlags
	json bool
	// engines holds each engine's hint flags, bound on fs
	engines *engineFlagSet
	fs      *pflag.FlagSet
}

func newCmdHint(f *factory) *cobra.Command {
	o := &hintOptions{f: f}
	c := &cobra.Command{
		Use:   "hint (ID | penta|yams [options] --sheet …) --dice 66123 --rolls-left " + strings.Join(scoring.RollsLeft(), "|") + " | hint (ID | 5000) --throw 115234 [--turn-total 350] | hint (ID | sackson) --roll 33456",
		Short: f.T("The best move for the dice at hand, and what each alternative costs"),
		Long: helpf(`The best move for the dice at hand: which dice to keep (%s throws left) or
which box to write (0 left), with the expected final total of each choice.

  scorepad hint 12 --dice 66123 --rolls-left 2          (the player to move in game 12)
  scorepad hint penta --sheet "penta=50,fours=12" --dice 44444 --rolls-left 0

--json prints {"action": "keep"|"box", "keep": "66", "column", "box", "expected",
"alternatives": [{"keep"|"box", "column", "expected"}…]}; action "box" with
throws left means: stop and write that box.

5000: which dice to set aside from a throw, then bank or throw on, with the
value of every alternative.
  scorepad hint 12 --throw 115234 [--turn-total 350]   (win probability of the player to move)
  scorepad hint 5000 --throw 115234 [--turn-total 350] [--score 1200] [--bust-rule nothing-scores]
      (expected points of the turn; --score 0 is a player who has not opened, C6)
  scorepad hint 5000 --throw 115234 --score 1200 --opponents 3000,2500   (win probability)
--json prints {"player", "throw", "turn_total", "measure": "win_probability"|
"expected_points", "bust", "keep", "action": "bank"|"throw", "total", "left",
"value", "alternatives": [{"keep", "total", "action", "left", "value"}…]}.

Sackson: the Expert's split of a shared throw, every legal split with its
expected final total.
  scorepad hint 12 --roll 33456 [--player Ana]   (every player still playing, or one)
  scorepad hint sackson --roll 33456 [--rows "7:3,8:2"] [--fifths "3:2,5:0"] [--penalty 150]
--json prints {"player", "roll", "choice", "expected", "obligation", "alternatives":
[{"choice", "expected"}…]} (a list of those for a game without --player).`, lang.OrList(scoring.RollsLeft()[1:]...)),
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			return runHint(c.Context(), o, args[0])
		},
	}
	fs := c.Flags()
	o.rf.bind("rules", fs)
	fs.BoolVar(&o.json, "json", false, "print JSON")
	o.engines, o.fs = bindEngineFlags("hint", fs), fs
	return c
}

// runHint answers hint for arg, a kind or a game number, by its engine;
// another engine's flags are refused.
func runHint(ctx context.Context, o *hintOptions, arg string) error {
	var st *sheets.State
	g, err := parseGame(arg)
	k := sheets.Kind(g)
	if err != nil {
		id, perr := strconv.ParseInt(arg, 10, 64)
		if perr != nil {
			return err
		}
		if _, st, err = loadGame(o.f.Service, id); err != nil {
			return err
		}
		k = st.Game.Kind
	}
	if err := o.engines.refuse(o.fs, k); err != nil {
		return err
	}
	if err := o.rf.refuse(k); err != nil {
		return err
	}
	if st != nil && st.Finished {
		return gameOver(st.Game.ID)
	}
	return cmdOf(k).hint(ctx, o, o.engines.of[k.Engine()], k, st)
}

// boxHintFlags are hint's Penta and Yam's flags.
type boxHintFlags struct {
	sheet, dice   string
	rollsLeft     int
	rollsLeftFlag *pflag.Flag
}

func (o *boxHintFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.sheet, "sheet", "", "boxes already filled (as in check)")
	fs.StringVar(&o.dice, "dice", "", "the five dice at hand")
	intFlag(fs, &o.rollsLeft, "rolls-left", 0, rollsLeftFlagHelp)
	o.rollsLeftFlag = fs.Lookup("rolls-left")
}

// hint: the best keep or box for the dice at hand, by the Expert's tables.
func (boxCmd) hint(ctx context.Context, o *hintOptions, p engineFlags, k sheets.Kind, st *sheets.State) error {
	hf := p.(*boxHintFlags)
	if hf.dice == "" {
		return flagErrorf("--dice required: the five dice at hand")
	}
	if !hf.rollsLeftFlag.Changed {
		return &flagError{msg: lang.MPlain("--rolls-left required: %s throws still to come this turn", lang.Of(func(l lang.Lang) string { return rollsLeftList(l) }))}
	}
	if hf.rollsLeft < 0 || hf.rollsLeft > scoring.MaxRollsLeft {
		return &flagError{msg: lang.MPlain("--rolls-left %d: use %s", hf.rollsLeft, lang.Of(func(l lang.Lang) string { return rollsLeftList(l) }))}
	}
	r, cols, who, err := boxHintSheet(o, hf, k, st)
	if err != nil {
		return err
	}
	faces, err := scoring.ParseDice(hf.dice, 5, 5)
	if err != nil {
		return scoring.ForInput("--dice", hf.dice, err)
	}
	a, _, err := o.f.advisorIn(ctx, r)
	if err != nil {
		return err
	}
	h := boxes.Advise(a, cols, faces, hf.rollsLeft)
	if o.json {
		return pages.WriteJSON(o.f.IO.Out, h)
	}
	pages.BoxHint(o.f.IO.Out, o.f.Lang(), r, h, who)
	return nil
}

// boxHintSheet returns the rules and sheet a hint is for: the player to
// move in game st, else the --sheet of kind k's rules.
func boxHintSheet(o *hintOptions, hf *boxHintFlags, k sheets.Kind, st *sheets.State) (*scoring.Rules, []scoring.Column, string, error) {
	if st != nil {
		if hf.sheet != "" {
			return nil, nil, "", flagErrorf("--sheet goes with penta|yams, not with a game number")
		}
		return st.Boxes().Rules, st.Boxes().Cols[st.Turn], st.Game.Players[st.Turn], nil
	}
	r, err := rulesOf(string(k), &o.rf)
	if err != nil {
		return nil, nil, "", err
	}
	cols, err := r.ParseSheet(hf.sheet)
	if err != nil {
		return nil, nil, "", err
	}
	complete := true
	for i := range cols {
		complete = complete && r.Complete(&cols[i])
	}
	if complete {
		return nil, nil, "", flagErrorf("the sheet is full: no move left")
	}
	return r, cols, "", nil
}

type simulateOptions struct {
	f     *factory
	rf    rulesFlags
	games int
	seed  uint64
	json  bool
	// engines holds each engine's simulate flags, bound on fs
	engines *engineFlagSet
	fs      *pflag.FlagSet
}

func newCmdSimulate(f *factory) *cobra.Command {
	o := &simulateOptions{f: f}
	c := &cobra.Command{
		Use:   "simulate " + kindUse() + " [options] --games N [--strategy expert|normal] [--players expert,normal] [--seed S]",
		Short: f.T("Play many solitaire games with a robot and sum them up"),
		Long: `Play N solitaire games with the Expert (optimal) or Normal (a fair club player)
robot, every box written through the rules, and print the statistics.

--json prints {"strategy", "games", "mean", "stddev", "stderr", "min", "max",
"upper_bonus_rate", "five_rate", "extra_per_game", "seconds", "games_per_second",
"memo_hit_rate" (the share of the Expert's turns answered from its memo of
choices per sheet state), "expected" (the Expert's table value), "expected_exact", "seed"}.

5000 [--bust-rule …] --players expert,normal: games between robots (2 to 5),
the seats rotating from game to game. --json prints {"games", "players",
"wins", "win_rate", "stderr" (of each rate), "first_player_win_rate",
"turns_per_game", "seconds", "bust_rule", "seed"}.

sackson [--penalty 200] --strategy expert|normal [--rollouts N]: solo games;
--json prints {"strategy", "penalty", "games", "mean", "stddev", "stderr", "min",
"max", "throws_per_game", "seconds", "rollouts", "seed"}. The Expert looks one throw
ahead, exactly, over its evaluation: about a millisecond a choice; --rollouts N
plays the Expert before it (N short rollouts on each of its closest splits).
"rollouts" says which Expert played: 0 the one-throw look-ahead, N the Expert
before it; it is left out for the Normal.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if o.games < 1 || o.games > maxSimulatedGames {
				// the French groups the bound's digits (10 000 000), not the value typed
				return flagErrorf("--games %d: give 1 to %s games", o.games, lang.MLocal("%d", maxSimulatedGames))
			}
			g, err := parseGame(args[0])
			if err != nil {
				return err
			}
			k := sheets.Kind(g)
			if err := o.engines.refuse(o.fs, k); err != nil {
				return err
			}
			if err := o.rf.refuse(k); err != nil {
				return err
			}
			return cmdOf(k).simulate(c.Context(), o, o.engines.of[k.Engine()], k)
		},
	}
	fs := c.Flags()
	o.rf.bind("rules", fs)
	intFlag(fs, &o.games, "games", 1000, "how many games")
	uint64Flag(fs, &o.seed, "seed", 1, "random seed: the same seed gives the same games")
	fs.BoolVar(&o.json, "json", false, "print JSON")
	o.engines, o.fs = bindEngineFlags("simulate", fs), fs
	return c
}

// boxSimulateFlags are simulate's Penta and Yam's flags.
type boxSimulateFlags struct{ strategy string }

func (o *boxSimulateFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.strategy, "strategy", "expert", "expert or normal")
}

// simulate: solitaire games of the Expert or the Normal.
func (boxCmd) simulate(ctx context.Context, o *simulateOptions, p engineFlags, k sheets.Kind) error {
	strategy := p.(*boxSimulateFlags).strategy
	if strategy != "expert" && strategy != "normal" {
		return flagErrorf("--strategy %q: use expert or normal", strategy)
	}
	r, err := rulesOf(string(k), &o.rf)
	if err != nil {
		return err
	}
	return runSimulate(ctx, o, r, strategy)
}

// rollsLeftList lists the throws that may still come in a Penta or Yam's
// turn, "0, 1 or 2" (P2, Y2).
func rollsLeftList(l lang.Lang) string { return l.Or(scoring.RollsLeft()...) }

// rollsLeftFlagHelp is the help of hint's --rolls-left (P2, Y2).
var rollsLeftFlagHelp = helpf("throws still to come this turn: %s", lang.OrList(scoring.RollsLeft()...))

// playersFlagHelp is the help of simulate's --players, from scoring's
// players per 5000 game (C1).
var playersFlagHelp = helpf("5000: the robots at the table, %d to %d of expert,normal", scoring.Players5000.Min, scoring.Players5000.Max)

func runSimulate(ctx context.Context, o *simulateOptions, r *scoring.Rules, strategy string) error {
	f := o.f
	a, _, err := f.advisorIn(ctx, r)
	if err != nil {
		return err
	}
	s := boxes.Simulate(r, a.Tables(), strategy, o.games, o.seed)
	expected := a.Turn(make([]scoring.Column, len(r.Columns))).Expected()
	return pages.BoxSimulation(f.IO.Out, f.Lang(), s, expected, len(r.Columns), o.seed, o.json)
}

func newCmdReview(f *factory) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "review ID",
		Short: f.T("Where points were lost: each decision against the best"),
		Long: `Judge every recorded decision of a Penta or Yam's game against the optimal
play: each box written, and each keep when the throws were recorded (digital
dice, robots, or move --throw). The loss is in expected points.
5000: every set-aside of the turns recorded throw by throw (with the choice
to bank or throw on) against the Expert playing to win; the loss is in win
probability (JSON: a probability; text: percentage points). JSON adds
"measure": "win_probability".
Sackson: every player's split of every round against the Expert's, by the
values hint shows (every split one throw ahead, exactly): following the hint
costs nothing; the loss is in expected final points ("measure":
"expected_points").
The text marks with ← every decision whose loss, as printed, is above 0.50
(expected points; at 5000 percentage points of winning chance).

--json prints {"game", "decisions": [{"move", "player", "decision", "dice", "chosen",
"best", "loss"}], "players": [{"name", "loss", "decisions"}]}.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			id, err := parseID(args[0])
			if err != nil {
				return err
			}
			return runReview(c.Context(), f, id, asJSON)
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return c
}

func runReview(ctx context.Context, f *factory, id int64, asJSON bool) error {
	_, full, err := loadGame(f.Service, id)
	if err != nil {
		return err
	}
	return cmdOf(full.Game.Kind).review(ctx, f, full, asJSON)
}

// review: every keep and box against the Expert's.
func (boxCmd) review(ctx context.Context, f *factory, full *sheets.State, asJSON bool) error {
	g, rules := full.Game, full.Boxes().Rules
	a, _, err := f.advisorIn(ctx, rules)
	if err != nil {
		return err
	}
	judged, err := review.ReviewGame(a, g)
	if err != nil {
		return err
	}
	lines := review.Lines(g, judged)
	per := review.LossPerPlayer(g.Players, lines)
	if asJSON {
		return pages.WriteJSON(f.IO.Out, struct {
			Game      int64               `json:"game"`
			Decisions []review.Line       `json:"decisions"`
			Players   []review.PlayerLoss `json:"players"`
		}{g.ID, lines, per})
	}
	pages.BoxReview(f.IO.Out, f.Lang(), rules, lines, per)
	return nil
}

// printReviewLines prints a review of 5000 or Sackson: the decisions and
// each player's total loss (in win probability or expected points).
func printReviewLines(f *factory, g *sheets.Game, lines []review.Line, asJSON bool, measure string) error {
	per := review.LossPerPlayer(g.Players, lines)
	if asJSON {
		return pages.WriteJSON(f.IO.Out, struct {
			Game      int64               `json:"game"`
			Measure   string              `json:"measure"`
			Decisions []review.Line       `json:"decisions"`
			Players   []review.PlayerLoss `json:"players"`
		}{g.ID, measure, lines, per})
	}
	pages.Review(f.IO.Out, f.Lang(), lines, per, measure)
	return nil
}

// boxCmd: Penta and Yam's, a throw written in a box.
type boxCmd struct{}

func init() { kindCmds[sheets.EngineBoxes] = boxCmd{} }

// boxRules are the organiser's options of the box engine, new's and
// the rules of check, hint, solve and simulate: Yam's, Penta has none
// (P1, takenBy).
type boxRules struct {
	columns   string
	preset    string
	full      string
	fourKind  string
	plusMinus bool
	// fs is the flag set bound, to tell a flag given empty (--columns "")
	// from one left out; nil when the fields are filled directly.
	fs *pflag.FlagSet
}

func (o *boxRules) bind(fs *pflag.FlagSet) {
	o.fs = fs
	fs.StringVar(&o.columns, "columns", "", columnsFlagHelp)
	fs.StringVar(&o.preset, "preset", "", "Yam's preset: francaise (down,up,free)")
	fs.StringVar(&o.full, "full", "", "Yam's full: 25, 25+sum or sum (default 25)")
	fs.StringVar(&o.fourKind, "four-kind", "", "Yam's four of a kind: sum5, sum4, fixed:N or fixed+sum:N (default sum5)")
	fs.BoolVar(&o.plusMinus, "plus-minus", false, "Yam's plus and minus lines")
}

// takenBy: the kinds whose organiser chooses options (Yam's, not Penta).
func (o *boxRules) takenBy(k sheets.Kind) bool {
	info, _ := k.Info()
	return info.Organiser
}

// given reports whether option name was chosen: a value, or the flag given
// on the command line even empty (then its parser refuses it).
func (o *boxRules) given(name, value string) bool {
	return value != "" || (o.fs != nil && o.fs.Changed(name))
}

// boxRulesOf returns the box engine's organiser's options in rf.
func boxRulesOf(rf *rulesFlags) *boxRules { return rf.of(sheets.EngineBoxes).(*boxRules) }

// config returns the rules of kind k that the options choose; scoring
// refuses options for a kind whose organiser chooses none (P1), should one
// reach it past rulesFlags.refuse.
func (o *boxRules) config(k sheets.Kind) (scoring.Config, error) {
	c, err := sheets.BoxOptions{}.Config(k)
	if err != nil {
		return c, err
	}
	switch {
	case o.given("columns", o.columns) && o.given("preset", o.preset):
		return c, flagErrorf("give --columns or --preset, not both")
	case o.given("columns", o.columns): // --columns "" is refused, not one free column (Y6)
		if c.Columns, err = scoring.ParseColumns(o.columns); err != nil {
			return c, scoring.Prefix(err, lang.MPlain("--columns: "))
		}
	case o.given("preset", o.preset):
		if c.Columns, err = scoring.Preset(o.preset); err != nil {
			return c, err
		}
	}
	if o.given("full", o.full) {
		if c.Full, err = scoring.ParseFullRule(o.full); err != nil {
			return c, err
		}
	}
	if o.given("four-kind", o.fourKind) {
		if c.FourKind, err = scoring.ParseFourKindRule(o.fourKind); err != nil {
			return c, err
		}
	}
	c.PlusMinus = o.plusMinus
	return c, nil
}

// boxMoveFlags are move's (and edit's) Penta and Yam's flags.
type boxMoveFlags struct {
	dice, box, column string
	throws            []string
}

func (o *boxMoveFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.dice, "dice", "", "Penta/Yam's: the five dice written")
	fs.StringVar(&o.box, "box", "", "Penta/Yam's: the box")
	fs.StringVar(&o.column, "column", "", "Yam's: the column (when there are several)")
	fs.StringArrayVar(&o.throws, "throw", nil, "Penta/Yam's: record a throw and its keep, \"66123/66\" (repeatable; for review)")
}

func (boxCmd) buildMove(p engineFlags, st *sheets.State, m sheets.Move) (sheets.Move, error) {
	o := p.(*boxMoveFlags)
	if o.dice == "" || o.box == "" {
		return m, flagErrorf("--dice and --box required, e.g. --dice 44412 --box fours")
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
	o, _ := out.Detail.(sheets.BoxOutcome)
	return pages.BoxAccepted(f.IO.Out, f.Lang(), st, out.Seat, o, asJSON)
}

func (boxCmd) options(o *newOptions, g *sheets.Game) error {
	cfg, err := boxRulesOf(&o.rules).config(sheets.Kind(o.game))
	if err != nil {
		return err
	}
	if _, err := cfg.Compile(); err != nil {
		return err
	}
	g.Options = sheets.OptionsFromConfig(cfg)
	return nil
}

// boxCheckFlags are check's Penta and Yam's flags.
type boxCheckFlags struct{ dice, box, column, sheet string }

func (o *boxCheckFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.dice, "dice", "", "Penta/Yam's: the five dice, e.g. 44412")
	fs.StringVar(&o.box, "box", "", "Penta/Yam's: the box to judge (ID or French name)")
	fs.StringVar(&o.column, "column", "", "Yam's: the column of --box when there are several")
	fs.StringVar(&o.sheet, "sheet", "", `Penta/Yam's: boxes already filled, "penta=50,fours=12" or "down:aces=3"`)
}

func (boxCmd) check(o *checkOptions, p engineFlags) error { return checkBoxes(o, p.(*boxCheckFlags)) }

// checkBoxes judges a Penta or Yam's throw: every box when --box is left
// out (boxOptions), else the box asked (boxVerdict).
func checkBoxes(o *checkOptions, p *boxCheckFlags) error {
	if p.dice == "" && p.sheet == "" && p.box == "" && o.atTerminal() {
		return checkAsked(o)
	}
	if p.dice == "" {
		return flagErrorf("--dice required: the five dice thrown, e.g. --dice 44412")
	}
	cfg, err := boxRulesOf(&o.rules).config(sheets.Kind(o.game))
	if err != nil {
		return err
	}
	r, err := cfg.Compile()
	if err != nil {
		return err
	}
	faces, err := scoring.ParseDice(p.dice, 5, 5)
	if err != nil {
		return scoring.ForInput("--dice", p.dice, err)
	}
	cols, err := r.ParseSheet(p.sheet)
	if err != nil {
		return err
	}
	h := scoring.HandOf(faces)
	if p.box == "" {
		if p.column != "" {
			return flagErrorf("--column goes with --box")
		}
		return boxOptions(o, r, cols, h)
	}
	return boxVerdict(o, p, r, cols, h)
}

// boxOptions answers check without --box: every box of the sheet for hand
// h, and whether a box must be sacrificed.
func boxOptions(o *checkOptions, r *scoring.Rules, cols []scoring.Column, h scoring.Hand) error {
	f, l := o.f, o.f.Lang()
	opts := r.Options(cols, h, nil)
	must := scoring.MustSacrifice(opts)
	if !o.json {
		pages.BoxCheckOptions(f.IO.Out, f.checkOut(), l, r, h, opts, must, f.lineWidth(), foldText)
		return nil
	}
	out := struct {
		Options       []pages.BoxVerdictJSON `json:"options"`
		MustSacrifice bool                   `json:"must_sacrifice"`
	}{Options: []pages.BoxVerdictJSON{}, MustSacrifice: must}
	for _, v := range opts {
		out.Options = append(out.Options, pages.VerdictJSON(r, v, l))
	}
	return pages.WriteJSON(f.IO.Out, out)
}

// boxVerdict answers check --box: the box's verdict, exit 1 when illegal.
func boxVerdict(o *checkOptions, p *boxCheckFlags, r *scoring.Rules, cols []scoring.Column, h scoring.Hand) error {
	f, l := o.f, o.f.Lang()
	b, err := scoring.ParseBox(r.Game, p.box)
	if err != nil {
		return err
	}
	if err := r.CheckBox(b); err != nil {
		return err
	}
	ci := 0
	if p.column != "" {
		if ci, err = r.ColumnIndex(p.column); err != nil {
			return err
		}
	} else if len(r.Columns) > 1 {
		return flagErrorf("--column required: this sheet has the columns %s", strings.Join(f.Lang().SayAll(scoring.ColumnLabels(r.Columns)), ", "))
	}
	v := r.Evaluate(&cols[ci], ci, h, b)
	if o.json {
		j := pages.VerdictJSON(r, v, l)
		j.Column, j.Box = "", ""
		if err := pages.WriteJSON(f.IO.Out, j); err != nil {
			return err
		}
	} else {
		pages.BoxCheckVerdict(f.checkOut(), l, r, v, b, ci)
	}
	if !v.Legal {
		return &silentExit{ExitRefused}
	}
	return nil
}

func (boxCmd) describeMove(g *sheets.Game, m sheets.Move, l lang.Lang) string {
	return pages.DescribeBoxMove(g, m, l)
}

func (boxCmd) robotMove(t *table, st *sheets.State, die func() uint8) (sheets.Move, error) {
	s, err := t.strategyFor(st.Game.Players[st.Turn], st.Boxes().Rules)
	if err != nil {
		return sheets.Move{}, err
	}
	return robotMove(st, s, die), nil
}

// robotRound: rounds are the Sackson's alone.
func (boxCmd) robotRound(t *table, st *sheets.State) (sheets.Move, bool, error) {
	return sheets.Move{}, false, nil
}

// fillRobots: a box or 5000 move is one player's.
func (boxCmd) fillRobots(t *table, st *sheets.State, m *sheets.Move) error { return nil }

// strategyFor returns the robot's strategy for the game's rules.
func (t *table) strategyFor(name string, r *scoring.Rules) (boxes.Strategy, error) {
	if strings.EqualFold(strings.TrimSpace(name), scoring.RobotNormal) {
		return boxes.Normal{Rules: r}, nil
	}
	a, err := t.expert(r)
	if err != nil {
		return nil, err
	}
	return &boxes.Expert{A: a}, nil
}

// boxSitting is what the box engine keeps for a sitting (sittingOf).
type boxSitting struct {
	adv     *boxes.Advisor  // the Expert's tables, once needed
	noCache map[string]bool // rule sets whose tables are not cached
}

// boxSittingOf returns the box engine's state for the sitting at t.
func boxSittingOf(t *table) *boxSitting { return sittingOf[boxSitting](t, sheets.EngineBoxes) }

// expert returns the advisor for r, computing (once) what the cache lacks
// with its progress shown under the question; Esc cancels (errCancelled).
func (t *table) expert(r *scoring.Rules) (*boxes.Advisor, error) {
	bs := boxSittingOf(t)
	if bs.adv != nil && rulesKey(bs.adv.Rules) == rulesKey(r) {
		return bs.adv, nil
	}
	var a *boxes.Advisor
	var info solveInfo
	var err error
	if ps, ok := t.p.(progressShower); ok {
		err = ps.Progress(func(ctx context.Context, report func(string)) error {
			var err error
			a, info, err = t.f.advisorWith(ctx, r, func(p boxes.Progress) {
				report(t.f.progressText(p, t.f.T("Esc")))
			})
			return err
		})
	} else { // move --robot: the command line's progress and Ctrl-C
		a, info, err = t.f.advisorFor(r)
	}
	if err != nil {
		return nil, err
	}
	if !info.Cached {
		t.say("%s\n", solvedLine(t.f, info.Seconds))
	}
	bs.adv = a
	return a, nil
}

// solvedLine says the Expert's tables were solved in seconds (move
// --robot, the table), folded at spaces to the line width (80 columns, or
// the terminal's when narrower), as the table's output is.
func solvedLine(f *factory, seconds float64) string {
	s := f.lang.Sprintf(f.T("(the Expert solved its tables in %.1f s; next time they load at once)"), seconds)
	return foldText(s, f.lineWidth())
}

// robotMove plays the turn of the player to move with strategy s and dice
// from die, and returns it as a move that records every throw.
func robotMove(st *sheets.State, s boxes.Strategy, die func() uint8) sheets.Move {
	d := boxes.TakeTurn(st.Boxes().Cols[st.Turn], s, die)
	return st.BoxMove(d.Column, d.Box, d.Faces, d.Throws)
}

// boxCoach is the Expert of Penta and Yam's at table t (table.BoxCoach).
type boxCoach struct{ t *table }

// The table finds the coach through tableExpert.Coach, typed any: the
// compiler checks here that it coaches (a method whose signature drifted
// would drop the advice silently).
var _ tbl.BoxCoach = boxCoach{}

func (boxCmd) coach(t *table) any { return boxCoach{t} }

// Cached returns the Expert of r when every table is in the cache (it
// never solves: the box list falls back to points until then).
func (e boxCoach) Cached(r *scoring.Rules) *boxes.Advisor {
	bs := boxSittingOf(e.t)
	key := rulesKey(r)
	if bs.adv != nil && rulesKey(bs.adv.Rules) == key {
		return bs.adv
	}
	if bs.noCache[key] {
		return nil
	}
	a := e.t.f.advisorCached(r)
	if a == nil {
		if bs.noCache == nil {
			bs.noCache = map[string]bool{}
		}
		bs.noCache[key] = true // looked once this sitting: not cached
		return nil
	}
	bs.adv = a
	return a
}

// rulesKey names a rule set by its tables: equal keys, same Expert.
func rulesKey(r *scoring.Rules) string {
	var b strings.Builder
	for _, m := range r.Columns {
		b.WriteString(boxes.Key(r, m) + "|")
	}
	return b.String()
}

// Advisor returns the Expert of r, solving what the cache lacks.
func (e boxCoach) Advisor(r *scoring.Rules) (*boxes.Advisor, error) { return e.t.expert(r) }

// Hint is the advice for a turn in one line and its runners-up.
func (e boxCoach) Hint(st *sheets.State, faces []uint8, rollsLeft int) string {
	return e.t.hintText(st, faces, rollsLeft, true)
}

// HintBest is the Expert's move alone, in hint's words (printHint without
// its alternatives): the table's coach says it for each number of throws
// that may be left.
func (e boxCoach) HintBest(st *sheets.State, faces []uint8, rollsLeft int) string {
	return e.t.hintText(st, faces, rollsLeft, false)
}

// hintText is the advice for a turn in one line, and its runners-up when
// alternatives is true.
func (t *table) hintText(st *sheets.State, faces []uint8, rollsLeft int, alternatives bool) string {
	bs := st.Boxes()
	a, err := t.expert(bs.Rules)
	if errors.Is(err, errCancelled) {
		return t.f.T("Hint cancelled: the Expert's tables were not computed.")
	}
	if err != nil {
		return err.Error()
	}
	h := boxes.Advise(a, bs.Cols[st.Turn], faces, rollsLeft)
	if !alternatives {
		h.Alternatives = nil
	}
	var b strings.Builder
	pages.BoxHint(&b, t.l, bs.Rules, h, "")
	return strings.TrimRight(b.String(), "\n")
}

// facts: each player's keeps and boxes against the Expert's, and their
// luck where every throw was recorded; the Expert of each rule set met
// loaded once a replay.
func (boxCmd) facts(f *factory) gameFacts {
	advisors := ruleSetAdvisors{by: map[string]*boxes.Advisor{}, load: func(r *scoring.Rules) (*boxes.Advisor, error) {
		a, _, err := f.advisorFor(r)
		return a, err
	}}
	return func(g *sheets.Game, finished string, j *review.Judged) error {
		a, err := advisors.of(g)
		if err != nil {
			return err
		}
		sums, err := review.JudgeGame(a, g)
		if err != nil {
			return err
		}
		j.Seats = sums
		return nil
	}
}

// ruleSetAdvisors are the Experts of one replay of the statistics' facts,
// one a rule set (sheets.RuleSetOf: the kind and its rules, not the dice
// nor how the options were written), each loaded once.
type ruleSetAdvisors struct {
	by   map[string]*boxes.Advisor
	load func(r *scoring.Rules) (*boxes.Advisor, error)
}

// of returns the Expert of game g's rule set, loading it the first time.
func (c ruleSetAdvisors) of(g *sheets.Game) (*boxes.Advisor, error) {
	key := sheets.RuleSetOf(g.Kind, g.Options).Key
	if a := c.by[key]; a != nil {
		return a, nil
	}
	st, err := sheets.NewState(g)
	if err != nil {
		return nil, err
	}
	a, err := c.load(st.Boxes().Rules)
	if err != nil {
		return nil, err
	}
	c.by[key] = a
	return a, nil
}

func (boxCmd) flags(name string) engineFlags {
	return map[string]engineFlags{"move": &boxMoveFlags{}, "hint": &boxHintFlags{}, "check": &boxCheckFlags{}, "simulate": &boxSimulateFlags{}, "new": &boxRules{}, "rules": &boxRules{}}[name]
}

// gameOver is the refusal to advise on a finished game.
func gameOver(id int64) error {
	return scoring.Refusal("G2", true, lang.MPlain("game %d is over", id))
}
