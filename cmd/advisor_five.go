package cmd

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
	"github.com/spf13/pflag"
)

// cmd's side of the 5000 engine (fiveCmd, C1–C7): its flags of each
// command, its moves, check, hint, solve, simulate, review, robots and
// coach at the table, and its statistics' facts.

// fiveWinFor returns the two-player 5000 table of rule by the cache's
// load-or-solve policy (advisor.Cache). With onlyCached it returns nil
// rather than solve.
func (f *factory) fiveWinFor(rule scoring.BustRule, onlyCached bool) (*five.FiveWin, solveInfo, error) {
	dir, err := f.cacheDir()
	if err != nil {
		return nil, solveInfo{}, err
	}
	c := advisor.Cache{Dir: dir}
	if onlyCached {
		return c.CachedFiveWin(rule), solveInfo{Cached: true}, nil
	}
	w, info := c.LoadFiveWin(rule)
	if info.SaveErr != nil {
		fmt.Fprintf(f.IO.ErrOut, f.T("note: the table could not be cached (%v)\n"), info.SaveErr)
	}
	return w, solveInfo{States: info.States, Seconds: info.Seconds, Cached: info.Cached}, nil
}

// fiveRule reads --bust-rule for the advisor commands of 5000.
func fiveRule(rf *rulesFlags) (scoring.BustRule, error) { return fiveRulesOf(rf).bust() }

// runSolveFive prints the exact goal-free turn values of 5000 and the
// two-player table's first-player win probability.
func runSolveFive(f *factory, rf *rulesFlags, asJSON bool) error {
	rule, err := fiveRule(rf)
	if err != nil {
		return err
	}
	start := time.Now()
	opened := five.SolveFiveTurn(rule, true, five.FiveTurnCap)
	opening := five.SolveFiveTurn(rule, false, five.FiveTurnCap)
	w, info, err := f.fiveWinFor(rule, false)
	if err != nil {
		return err
	}
	out := pages.FiveSolve{ExpectedTurn: opened.Expected(), ExpectedOpeningTurn: opening.Expected(), FirstPlayerWin: w.FirstPlayer(),
		States: info.States + opened.TurnStates() + opening.TurnStates(), Seconds: time.Since(start).Seconds(), Cached: info.Cached, BustRule: rule.String()}
	return pages.FiveSolved(f.IO.Out, f.Lang(), rule, out, asJSON)
}

// fiveHintFlags are hint's 5000 flags.
type fiveHintFlags struct {
	throw     string
	turnTotal int
	score     int
	opponents string
}

func (o *fiveHintFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.throw, "throw", "", "5000: the dice just thrown, e.g. 115234")
	intFlag(fs, &o.turnTotal, "turn-total", 0, "5000: the points already set aside this turn")
	intFlag(fs, &o.score, "score", 0, "hint 5000: the player's score (0: not opened)")
	fs.StringVar(&o.opponents, "opponents", "", "hint 5000: the other players' scores, e.g. 1200,3000 (win probability)")
}

// fiveSimulateFlags are simulate's 5000 flags.
type fiveSimulateFlags struct{ players string }

func (o *fiveSimulateFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.players, "players", "expert,normal", playersFlagHelp)
}

func (fiveCmd) hint(ctx context.Context, o *hintOptions, p engineFlags, k sheets.Kind, st *sheets.State) error {
	return runHintFive(o.f, st, &o.rf, p.(*fiveHintFlags), o.json)
}

func (fiveCmd) simulate(ctx context.Context, o *simulateOptions, p engineFlags, k sheets.Kind) error {
	return runSimulateFive(o.f, &o.rf, p.(*fiveSimulateFlags).players, o.games, o.seed, o.json)
}

func (fiveCmd) review(ctx context.Context, f *factory, full *sheets.State, asJSON bool) error {
	return runReviewFive(f, full, asJSON)
}

// checkFiveThrow reads --throw and --turn-total: a turn starts with six
// dice (C2); a turn total is a multiple of 50 (C3).
func checkFiveThrow(f *fiveHintFlags) ([]uint8, error) {
	if f.throw == "" {
		return nil, flagErrorf("--throw required: the dice just thrown, e.g. --throw 115234")
	}
	if f.turnTotal < 0 || f.turnTotal%scoring.Unit5000 != 0 {
		return nil, flagErrorf("--turn-total %d: the points set aside this turn, a multiple of %d (C3)", f.turnTotal, scoring.Unit5000)
	}
	lo := 1
	if f.turnTotal == 0 {
		lo = 6 // C2: a turn starts by throwing six dice
	}
	d, err := scoring.ParseDice(f.throw, lo, 6)
	if err != nil {
		return nil, scoring.ForInput("--throw", f.throw, err)
	}
	return d, nil
}

// runHintFive answers `hint ID --throw` for a 5000 game (win probability
// of the player to move) or `hint 5000 --throw` (expected points of the
// turn, or win probability when --opponents gives the other scores).
func runHintFive(f *factory, st *sheets.State, rf *rulesFlags, hf *fiveHintFlags, asJSON bool) error {
	d, err := checkFiveThrow(hf)
	if err != nil {
		return err
	}
	var h five.Hint
	if st != nil {
		if hf.score != 0 || hf.opponents != "" || rf.given() {
			return flagErrorf("--score, --opponents and --bust-rule go with hint 5000, not with a game number: the game knows them")
		}
		w, _, err := f.fiveWinFor(st.Five().Bust, false)
		if err != nil {
			return err
		}
		h = five.WinHint(w, fiveSeat(st, st.Turn), hf.turnTotal, d)
		h.Player = st.Game.Players[st.Turn]
	} else {
		rule, err := fiveRule(rf)
		if err != nil {
			return err
		}
		if hf.score < 0 || hf.score%scoring.Unit5000 != 0 || hf.score >= scoring.Target5000 {
			return flagErrorf("--score %d: a 5000 score, a multiple of %d under %d (0: not opened, C6)", hf.score, scoring.Unit5000, scoring.Target5000)
		}
		if hf.opponents == "" {
			h = five.PointsHint(rule, hf.score > 0, hf.turnTotal, d)
		} else {
			var others []int
			for _, s := range strings.Split(hf.opponents, ",") {
				n, err := strconv.Atoi(strings.TrimSpace(s))
				if err != nil || n < 0 || n%scoring.Unit5000 != 0 || n >= scoring.Target5000 {
					return flagErrorf("--opponents %q: the other players' scores, multiples of %d under %d, e.g. 1200,3000", hf.opponents, scoring.Unit5000, scoring.Target5000)
				}
				others = append(others, n)
			}
			w, _, err := f.fiveWinFor(rule, false)
			if err != nil {
				return err
			}
			h = five.WinHint(w, five.FiveSeat{Rule: rule, Score: hf.score, Others: others}, hf.turnTotal, d)
		}
	}
	if asJSON {
		return pages.WriteJSON(f.IO.Out, h)
	}
	pages.FiveHint(f.IO.Out, f.Lang(), h)
	return nil
}

// fiveSeat is what the player at seat knows in state st.
func fiveSeat(st *sheets.State, seat int) five.FiveSeat { return five.FiveSeatAt(st, seat) }

// fiveHintLine is the Expert's advice in one line, for the forms: by win
// probability when the table is at hand (cached or loaded), else by
// expected points of the turn.
func (t *table) fiveHintLine(st *sheets.State, total int, d []uint8) string {
	fs := st.Five()
	seat := fiveSeat(st, st.Turn)
	var h five.Hint
	if w := t.fiveWin(fs.Bust, true); w != nil {
		h = five.WinHint(w, seat, total, d)
	} else {
		h = five.PointsHint(fs.Bust, seat.Score > 0, total, d)
	}
	if h.Bust {
		return ""
	}
	return t.f.T("Expert: ") + pages.FiveAction(t.l, h.Best()) + " — " + pages.FiveValue(t.l, h.Measure, h.Value)
}

// fiveWin returns the table of rule for this sitting: loaded once, solved
// only when onlyCached is false.
func (t *table) fiveWin(rule scoring.BustRule, onlyCached bool) *five.FiveWin {
	fs := sittingOf[fiveSitting](t, sheets.EngineFive)
	if fs.win != nil && fs.win.Rule == rule {
		return fs.win
	}
	w, info, err := t.f.fiveWinFor(rule, onlyCached)
	if err != nil || w == nil {
		return nil
	}
	if !info.Cached {
		fmt.Fprint(t.f.IO.ErrOut, t.f.sprintf(t.f.T("(the Expert solved its 5000 table in %.1f s; next time it loads at once)\n"), info.Seconds))
	}
	fs.win = w
	return w
}

// fiveSitting is what the 5000 engine keeps for a sitting (sittingOf).
type fiveSitting struct {
	win *five.FiveWin // the 5000 Expert's table, once needed
}

// runSimulateFive plays games of 5000 between robots.
func runSimulateFive(f *factory, rf *rulesFlags, players string, games int, seed uint64, asJSON bool) error {
	rule, err := fiveRule(rf)
	if err != nil {
		return err
	}
	names := strings.Split(strings.ToLower(strings.ReplaceAll(players, " ", "")), ",")
	if pr := scoring.Players5000; len(names) < pr.Min || len(names) > pr.Max {
		return flagErrorf("--players %q: %d to %d of expert,normal (%s)", players, pr.Min, pr.Max, pr.Rule)
	}
	needWin := false
	for _, n := range names {
		if n != "expert" && n != "normal" {
			return flagErrorf("--players %q: each is expert or normal", players)
		}
		needWin = needWin || n == "expert"
	}
	var w *five.FiveWin
	if needWin {
		if w, _, err = f.fiveWinFor(rule, false); err != nil {
			return err
		}
	}
	mk := func(name string) five.FiveStrategy {
		if name == "expert" {
			return &five.FiveExpert{Win: w}
		}
		return five.FiveNormal{}
	}
	return pages.FiveSimulation(f.IO.Out, f.Lang(), five.SimulateFive(rule, 0, names, mk, games, seed), rule, seed, asJSON)
}

// runReviewFive judges every set-aside of the turns recorded throw by
// throw against the Expert (review.ReviewFive): the loss is in win
// probability.
func runReviewFive(f *factory, full *sheets.State, asJSON bool) error {
	w, _, err := f.fiveWinFor(full.Five().Bust, false)
	if err != nil {
		return err
	}
	judged, err := review.ReviewFive(w, full.Game)
	if err != nil {
		return err
	}
	return printReviewLines(f, full.Game, review.Lines(full.Game, judged), asJSON, "win_probability")
}

// fiveRules are the organiser's options of 5000: its bust rule (C2), and
// for new its play order (C1).
type fiveRules struct {
	bustRule string
	order    string
	// withOrder: new's options, --order bound
	withOrder bool
}

func (o *fiveRules) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.bustRule, "bust-rule", "", "5000: booklet (no 1 and no 5 busts, default) or nothing-scores")
	if o.withOrder {
		fs.StringVar(&o.order, "order", "", "5000: given (default) or roll (each throws a die, highest starts, C1)")
	}
}

// fiveRulesOf returns the 5000 engine's organiser's options in rf.
func fiveRulesOf(rf *rulesFlags) *fiveRules { return rf.of(sheets.EngineFive).(*fiveRules) }

func (o *fiveRules) bust() (scoring.BustRule, error) { return scoring.ParseBustRule(o.bustRule) }

// fiveCmd: 5000, a turn banked or bust.
type fiveCmd struct{}

func init() { kindCmds[sheets.EngineFive] = fiveCmd{} }

// fiveMoveFlags are move's (and edit's) 5000 flags.
type fiveMoveFlags struct {
	turn   string
	points int
	bust   bool
	// pointsFlag tells --points 0 from --points left out
	pointsFlag *pflag.Flag
}

func (o *fiveMoveFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.turn, "turn", "", "5000: the turn throw by throw, \"111234/111 556/55\" (banks 1100; \"/-\" is a bust)")
	intFlag(fs, &o.points, "points", 0, helpf("5000: the turn's banked total (a multiple of %d)", scoring.Unit5000))
	fs.BoolVar(&o.bust, "bust", false, "5000: the turn busted")
	o.pointsFlag = fs.Lookup("points")
}

func (fiveCmd) buildMove(p engineFlags, st *sheets.State, m sheets.Move) (sheets.Move, error) {
	o := p.(*fiveMoveFlags)
	n := 0
	for _, b := range []bool{o.turn != "", o.pointsFlag.Changed, o.bust} {
		if b {
			n++
		}
	}
	if n != 1 {
		return m, flagErrorf("give exactly one of --turn, --points or --bust")
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
	o, _ := out.Detail.(sheets.FiveOutcome)
	return pages.FiveAccepted(f.IO.Out, f.Lang(), st, out.Seat, o, asJSON)
}

func (fiveCmd) options(o *newOptions, g *sheets.Game) error {
	rules := fiveRulesOf(&o.rules)
	r, err := rules.bust()
	if err != nil {
		return err
	}
	fo := sheets.FiveOptions{BustRule: r.String()}
	if fo.Order, err = scoring.ParsePlayOrder(rules.order); err != nil {
		return flagErrorf("--order %q: use given or roll", rules.order)
	}
	g.Options.Rules = fo
	return nil
}

// throwFlagHelp is the help of check --throw, from scoring's dice of a
// 5000 throw (C4).
var throwFlagHelp = helpf("5000: the throw, 1 to %d dice", scoring.Dice5000)

// fiveCheckFlags are check's 5000 flags.
type fiveCheckFlags struct {
	throw, keep string
	// keepFlag tells --keep "" (nothing set aside) from --keep left out
	keepFlag *pflag.Flag
}

func (o *fiveCheckFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.throw, "throw", "", throwFlagHelp)
	fs.StringVar(&o.keep, "keep", "", "5000: the dice set aside from it")
	o.keepFlag = fs.Lookup("keep")
}

func (fiveCmd) check(o *checkOptions, p engineFlags) error {
	return checkFiveThousand(o, p.(*fiveCheckFlags))
}

func checkFiveThousand(o *checkOptions, p *fiveCheckFlags) error {
	f := o.f
	if p.throw == "" && !p.keepFlag.Changed && o.atTerminal() {
		return checkAsked(o)
	}
	if p.throw == "" {
		return flagErrorf("--throw required: the dice thrown, e.g. --throw 155234")
	}
	rule, err := fiveRulesOf(&o.rules).bust()
	if err != nil {
		return err
	}
	throw, err := scoring.ParseDice(p.throw, 1, 6)
	if err != nil {
		return scoring.ForInput("--throw", p.throw, err)
	}
	var out pages.FiveCheck
	l := f.Lang()
	v := scoring.JudgeThrow5000(throw, rule)
	out.Bust, out.Best, out.Reason, out.Rule = v.Bust, v.Best, l.Say(v.Why()), v.RuleID()
	exit := 0
	if p.keepFlag.Changed {
		var keep []uint8
		if strings.TrimSpace(p.keep) != "" && p.keep != "-" {
			if keep, err = scoring.ParseDice(p.keep, 1, 6); err != nil {
				return scoring.ForInput("--keep", p.keep, err)
			}
		}
		kv := scoring.JudgeKeep5000(throw, keep, rule)
		legal := kv.Legal()
		out.Legal = &legal
		out.Rule, out.Reason = kv.RuleID(), l.Say(kv.Why())
		if legal {
			out.KeepPoints = &kv.Points
		} else {
			exit = ExitRefused
		}
	}
	if err := pages.FiveChecked(f.IO.Out, f.checkOut(), l, out, o.json); err != nil {
		return err
	}
	if exit != 0 {
		return &silentExit{exit}
	}
	return nil
}

func (fiveCmd) describeMove(g *sheets.Game, m sheets.Move, l lang.Lang) string {
	return pages.DescribeFiveMove(g, m, l)
}

func (fiveCmd) robotMove(t *table, st *sheets.State, die func() uint8) (sheets.Move, error) {
	return t.fiveRobotMove(st, die), nil
}

func (fiveCmd) robotRound(t *table, st *sheets.State) (sheets.Move, bool, error) {
	return sheets.Move{}, false, nil
}

func (fiveCmd) fillRobots(t *table, st *sheets.State, m *sheets.Move) error { return nil }

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

// fiveCoach is the Expert of the 5000 at table t (table.FiveCoach).
type fiveCoach struct{ t *table }

// The compiler checks that fiveCoach coaches (boxCoach says why).
var _ tbl.FiveCoach = fiveCoach{}

func (fiveCmd) coach(t *table) any { return fiveCoach{t} }

// SetAsideHint is the 5000 Expert's advice at the set-aside question.
func (e fiveCoach) SetAsideHint(st *sheets.State, total int, dice []uint8) string {
	return e.t.fiveHintLine(st, total, dice)
}

// BankOrThrow is the 5000 Expert's word once keep is set aside from dice
// (the turn at total before it): bank or throw on, said as hint says the
// move ("Expert: set aside 155 and bank 200 — …"), by win probability
// when the table is at hand, else by expected points (fiveHintLine's
// measures). "" and false when the keep is none of the Expert's options.
func (e fiveCoach) BankOrThrow(st *sheets.State, total int, dice, keep []uint8) (bool, string) {
	t := e.t
	fs := st.Five()
	seat := fiveSeat(st, st.Turn)
	var opts []five.FiveOption
	measure := "win_probability"
	if w := t.fiveWin(fs.Bust, true); w != nil {
		opts = (&five.FiveExpert{Win: w}).Options(seat, total, dice)
	} else {
		measure = "expected_points"
		opts = five.FivePoints{T: five.SolveFiveTurn(fs.Bust, seat.Score > 0, five.FiveTurnCap)}.Options(fs.Bust, total, dice)
	}
	want := sortedDice(keep)
	for _, o := range opts { // best first: the first with this keep
		if sortedDice(o.Keep) == want {
			return o.Bank, t.f.T("Expert: ") + pages.FiveAction(t.l, five.AltOf(o)) + " — " + pages.FiveValue(t.l, measure, o.Value)
		}
	}
	return false, ""
}

// sortedDice writes dice in order ("155"), to compare set-asides.
func sortedDice(d []uint8) string {
	s := slices.Clone(d)
	slices.Sort(s)
	return scoring.FormatDice(s)
}

// facts: the best banked turn.
func (fiveCmd) facts(*factory) gameFacts {
	return func(g *sheets.Game, finished string, j *review.Judged) error {
		best, err := review.BestFiveTurn(g)
		j.Best = best
		return err
	}
}

func (fiveCmd) flags(name string) engineFlags {
	return map[string]engineFlags{"move": &fiveMoveFlags{}, "hint": &fiveHintFlags{}, "check": &fiveCheckFlags{}, "simulate": &fiveSimulateFlags{}, "new": &fiveRules{withOrder: true}, "rules": &fiveRules{}}[name]
}

func (fiveCmd) solvable() bool { return true }

// solve: 5000's turn and game tables.
func (fiveCmd) solve(ctx context.Context, f *factory, k sheets.Kind, rf *rulesFlags, asJSON bool) error {
	return runSolveFive(f, rf, asJSON)
}
