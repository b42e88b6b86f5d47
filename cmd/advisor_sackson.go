package cmd

import (
	"context"
	"strings"

	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/advisor/sackson"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
	"github.com/spf13/pflag"
)

// The Sackson advisor (S1–S7): the Normal robot plays greedily on the
// fitted evaluation (sackson.SacksonFittedEval: the model's Normal's
// expected final total, learned from its games, the additive fit
// corrected by a small network); the Expert values every split one throw
// ahead exactly over it (sackson.NewSacksonFittedExpert; --rollouts N in
// simulate plays the Expert before it, short rollouts), so its values are
// expected final totals. cmd's side of the Sackson engine (sacksonCmd):
// its flags of each command, its moves, check, hint, simulate, review,
// robots and coach at a table with people, and its statistics' facts.

// sacksonRollouts is the Expert's rollouts per split at the table and in
// hints: none, the exact look-ahead (sackson.NewSacksonFittedExpert: about
// a millisecond for a mid-game choice, README).
const sacksonRollouts = sackson.DefaultSacksonRollouts

// sacksonExpert is the Expert for penalty pen (rollouts 0: the exact
// look-ahead over the fit with its network; else the Expert before it).
func sacksonExpert(pen scoring.Penalty, rollouts int, parallel bool) *sackson.SacksonSearch {
	return sackson.NewSacksonFittedExpert(pen, rollouts, parallel)
}

// fillSacksonRobots writes the choice of every robot still playing that m
// leaves empty.
func (t *table) fillSacksonRobots(st *sheets.State, m *sheets.SacksonPlay) error {
	sack := st.Sackson()
	roll, err := scoring.ParseDice(m.Roll, 5, 5)
	if err != nil {
		return err
	}
	for i, name := range st.Game.Players {
		if !scoring.IsRobot(name) || sack.Pads[i].Ended {
			continue
		}
		if m.Choices[i] != "" {
			return scoring.Refusal(st.Game.Kind.RobotRule(), true, lang.MPlain("%s chooses for itself: leave out its --choice", name))
		}
		m.Choices[i] = sackson.Robot(name, sack.Pen).Choose(&sack.Pads[i], roll).String()
	}
	return nil
}

// sacksonHintFlags are hint's Sackson flags.
type sacksonHintFlags struct {
	roll, player, rows, fifths string
}

func (o *sacksonHintFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.roll, "roll", "", "Sackson: the shared throw of five dice")
	fs.StringVar(&o.player, "player", "", "Sackson, in a game: only this player's hint")
	fs.StringVar(&o.rows, "rows", "", `hint sackson: the checks of the pad's rows, "7:3,8:2"`)
	fs.StringVar(&o.fifths, "fifths", "", `hint sackson: the fifth-die tracks, "3:2,5:0"`)
}

// sacksonSimulateFlags are simulate's Sackson flags.
type sacksonSimulateFlags struct {
	strategy     string
	rollouts     int
	rolloutsFlag *pflag.Flag
}

func (o *sacksonSimulateFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.strategy, "strategy", "expert", "expert or normal")
	intFlag(fs, &o.rollouts, "rollouts", sacksonRollouts, "Sackson: 0, the Expert (one throw of exact look-ahead); N > 0, the Expert before it, N rollouts per split")
	o.rolloutsFlag = fs.Lookup("rollouts")
}

func (sacksonCmd) hint(ctx context.Context, o *hintOptions, p engineFlags, k sheets.Kind, st *sheets.State) error {
	return runHintSackson(o.f, st, &o.rf, p.(*sacksonHintFlags), o.json)
}

func (sacksonCmd) simulate(ctx context.Context, o *simulateOptions, p engineFlags, k sheets.Kind) error {
	sf := p.(*sacksonSimulateFlags)
	if sf.strategy != "expert" && sf.strategy != "normal" {
		return flagErrorf("--strategy %q: use expert or normal", sf.strategy)
	}
	if sf.strategy == "normal" && sf.rolloutsFlag.Changed {
		return flagErrorf("--rollouts goes with --strategy expert: the Normal does not search")
	}
	return runSimulateSackson(o.f, &o.rf, sf.strategy, o.games, sf.rollouts, o.seed, o.json)
}

func (sacksonCmd) review(ctx context.Context, f *factory, full *sheets.State, asJSON bool) error {
	return runReviewSackson(f, full, asJSON)
}

// runHintSackson answers hint for a Sackson game (every player still
// playing, or --player) or for a pad given by --rows and --fifths.
func runHintSackson(f *factory, st *sheets.State, rf *rulesFlags, hf *sacksonHintFlags, asJSON bool) error {
	if hf.roll == "" {
		return flagErrorf("--roll required: the shared throw of five dice, e.g. --roll 33456")
	}
	roll, err := scoring.ParseDice(hf.roll, 5, 5)
	if err != nil {
		return scoring.ForInput("--roll", hf.roll, err)
	}
	var hints []sackson.Hint
	if st != nil {
		sack := st.Sackson()
		if hf.rows != "" || hf.fifths != "" || rf.given() {
			return flagErrorf("--rows, --fifths and --penalty go with hint sackson, not with a game number: the game knows them")
		}
		seat := -1
		if hf.player != "" {
			if seat = st.Seat(hf.player); seat < 0 {
				return flagErrorf("--player %q does not play in game %d", hf.player, st.Game.ID)
			}
			if err := sack.Pads[seat].CheckPlaying(st.Game.Players[seat]); err != nil {
				return err
			}
		}
		for i, name := range st.Game.Players {
			if sack.Pads[i].Ended || (seat >= 0 && i != seat) {
				continue
			}
			h := sackson.HintFor(sack.Pen, &sack.Pads[i], roll, f.Lang())
			h.Player = name
			hints = append(hints, h)
		}
	} else {
		if hf.player != "" {
			return flagErrorf("--player goes with a game number")
		}
		pen, err := sacksonRulesOf(rf).pen()
		if err != nil {
			return err
		}
		rows, err := scoring.ParseRows(hf.rows)
		if err != nil {
			return err
		}
		tracks, err := scoring.ParseFifths(hf.fifths)
		if err != nil {
			return err
		}
		pad := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, tracks)
		pad.Rows = rows
		if err := pad.CheckPlaying(""); err != nil {
			return err
		}
		hints = append(hints, sackson.HintFor(pen, &pad, roll, f.Lang()))
	}
	if asJSON {
		if st == nil || hf.player != "" {
			return pages.WriteJSON(f.IO.Out, hints[0])
		}
		return pages.WriteJSON(f.IO.Out, hints)
	}
	for _, h := range hints {
		pages.SacksonHint(f.IO.Out, f.Lang(), h)
	}
	return nil
}

// sacksonHintText is the Expert's advice at the split question.
func (t *table) sacksonHintText(st *sheets.State, seat int, roll []uint8) string {
	sack := st.Sackson()
	var b strings.Builder
	pages.SacksonHint(&b, t.l, sackson.HintFor(sack.Pen, &sack.Pads[seat], roll, t.l))
	return strings.TrimRight(b.String(), "\n")
}

// runSimulateSackson plays solo games of Sackson with a robot.
func runSimulateSackson(f *factory, rf *rulesFlags, strategy string, games, rollouts int, seed uint64, asJSON bool) error {
	pen, err := sacksonRulesOf(rf).pen()
	if err != nil {
		return err
	}
	if rollouts < 0 {
		return flagErrorf("--rollouts %d: give 0 (the Expert) or more (the Expert before it)", rollouts)
	}
	mk := func() sackson.SacksonStrategy { return sackson.SacksonNormal{Eval: sackson.SacksonFittedEval(pen)} }
	if strategy == "expert" {
		mk = func() sackson.SacksonStrategy { return sacksonExpert(pen, rollouts, false) }
	}
	var shown *int // which Expert played; nil for the Normal
	if strategy == "expert" {
		shown = &rollouts
	}
	return pages.SacksonSimulation(f.IO.Out, f.Lang(), sackson.SimulateSackson(pen, strategy, mk, games, seed), shown, seed, asJSON)
}

// runReviewSackson judges every player's choice of every round against the
// Expert's, by the values its hint shows (review.ReviewSackson); the loss
// is in expected final points.
func runReviewSackson(f *factory, full *sheets.State, asJSON bool) error {
	judged, err := review.ReviewSackson(full.Game)
	if err != nil {
		return err
	}
	return printReviewLines(f, full.Game, review.Lines(full.Game, judged), asJSON, "expected_points")
}

// sacksonRobotRound throws for a round where every player still playing is
// a robot (move --robot).
func (t *table) sacksonRobotRound(st *sheets.State) (sheets.Move, error) {
	roll := make([]uint8, 5)
	for i := range roll {
		roll[i] = t.die()
	}
	m := sheets.SacksonPlay{Roll: scoring.FormatDice(roll), Choices: make([]string, len(st.Sackson().Pads))}
	err := t.fillSacksonRobots(st, &m)
	return sheets.Move{Play: m}, err
}

// robotRound: a round of robots only, with digital dice (S1).
func (sacksonCmd) robotRound(t *table, st *sheets.State) (sheets.Move, bool, error) {
	if st.Finished || !sackson.RobotsOnly(st) {
		return sheets.Move{}, false, nil
	}
	m, err := t.sacksonRobotRound(st)
	return m, true, err
}

// fillRobots: robots at a table with people, their choices for the same
// throw.
func (sacksonCmd) fillRobots(t *table, st *sheets.State, m *sheets.Move) error {
	p, ok := m.Play.(sheets.SacksonPlay)
	if st.Finished || !ok {
		return nil
	}
	err := t.fillSacksonRobots(st, &p)
	m.Play = p
	return err
}

// sacksonCoach is the Expert of the Sackson at table t
// (table.SacksonCoach).
type sacksonCoach struct{ t *table }

// The compiler checks that sacksonCoach coaches (boxCoach says why).
var _ tbl.SacksonCoach = sacksonCoach{}

func (sacksonCmd) coach(t *table) any { return sacksonCoach{t} }

// SacksonChoice is the split of the Sackson robot at seat.
func (e sacksonCoach) SacksonChoice(st *sheets.State, seat int, roll []uint8) (scoring.SacksonChoice, error) {
	sack := st.Sackson()
	return sackson.Robot(st.Game.Players[seat], sack.Pen).Choose(&sack.Pads[seat], roll), nil
}

// SacksonHint is the Sackson Expert's advice at the split question.
func (e sacksonCoach) SacksonHint(st *sheets.State, seat int, roll []uint8) string {
	return e.t.sacksonHintText(st, seat, roll)
}

// SacksonBest is the split the Sackson hint recommends (sackson.HintFor's
// first), for the cursor of the split list.
func (e sacksonCoach) SacksonBest(st *sheets.State, seat int, roll []uint8) string {
	sack := st.Sackson()
	if seat < 0 || seat >= len(sack.Pads) || len(sack.Pads[seat].LegalChoices(roll)) == 0 {
		return ""
	}
	return sackson.HintFor(sack.Pen, &sack.Pads[seat], roll, e.t.l).Choice
}

// sacksonRules are the organiser's options of Sackson: its penalty (S6).
type sacksonRules struct{ penalty string }

func (o *sacksonRules) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.penalty, "penalty", "", penaltyFlagHelp)
}

// sacksonRulesOf returns the Sackson engine's organiser's options in rf.
func sacksonRulesOf(rf *rulesFlags) *sacksonRules {
	return rf.of(sheets.EngineSackson).(*sacksonRules)
}

func (o *sacksonRules) pen() (scoring.Penalty, error) {
	if o.penalty == "" {
		return scoring.DefaultPenalty, nil
	}
	return scoring.ParsePenalty(o.penalty)
}

// sacksonCmd: Sackson, a round of one shared throw.
type sacksonCmd struct{}

func init() { kindCmds[sheets.EngineSackson] = sacksonCmd{} }

// sacksonMoveFlags are move's (and edit's) Sackson flags.
type sacksonMoveFlags struct {
	roll    string
	choices []string
}

func (o *sacksonMoveFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.roll, "roll", "", "Sackson: the shared throw")
	fs.StringArrayVar(&o.choices, "choice", nil, "Sackson: NAME=a+b,c+d/e, one per player still playing")
}

func (sacksonCmd) buildMove(pf engineFlags, st *sheets.State, m sheets.Move) (sheets.Move, error) {
	o := pf.(*sacksonMoveFlags)
	if o.roll == "" {
		return m, flagErrorf("--roll required: the shared throw, e.g. --roll 33456")
	}
	if _, err := scoring.ParseDice(o.roll, 5, 5); err != nil {
		return m, scoring.ForInput("--roll", o.roll, err)
	}
	p := sheets.SacksonPlay{Roll: o.roll, Choices: make([]string, len(st.Game.Players))}
	for _, c := range o.choices {
		name, choice, ok := strings.Cut(c, "=")
		if !ok {
			return m, flagErrorf("--choice %q: write NAME=a+b,c+d/e", c)
		}
		seat := st.Seat(name)
		if seat < 0 {
			return m, flagErrorf("--choice %q: %s does not play in game %d", c, name, st.Game.ID)
		}
		if p.Choices[seat] != "" {
			return m, flagErrorf("two choices for %s", st.Game.Players[seat])
		}
		p.Choices[seat] = strings.TrimSpace(choice)
	}
	m.Play = p
	return m, nil
}

func (sacksonCmd) printMove(f *factory, st *sheets.State, out sheets.Outcome, asJSON bool) (bool, error) {
	o, _ := out.Detail.(sheets.SacksonOutcome)
	return pages.SacksonAccepted(f.IO.Out, f.Lang(), st, o, asJSON)
}

func (sacksonCmd) options(o *newOptions, g *sheets.Game) error {
	p, err := sacksonRulesOf(&o.rules).pen()
	if err != nil {
		return err
	}
	g.Options.Rules = sheets.SacksonOptions{Penalty: int(p)}
	return nil
}

// sacksonCheckFlags are check's Sackson flags.
type sacksonCheckFlags struct{ roll, choice, fifths string }

func (o *sacksonCheckFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.roll, "roll", "", "Sackson: the shared throw of five dice")
	fs.StringVar(&o.choice, "choice", "", `Sackson: the split, "3+4,5+6/3"`)
	fs.StringVar(&o.fifths, "fifths", "", `Sackson: the recorded fifth-die tracks value:checks, "3:2,5:0" (checks are ticks, the opening not counted, S4)`)
}

func (sacksonCmd) check(o *checkOptions, p engineFlags) error {
	return checkSackson(o, p.(*sacksonCheckFlags))
}

func checkSackson(o *checkOptions, p *sacksonCheckFlags) error {
	f := o.f
	if p.roll == "" && p.choice == "" && p.fifths == "" && o.atTerminal() {
		return checkAsked(o)
	}
	if p.roll == "" || p.choice == "" {
		return flagErrorf("--roll and --choice required, e.g. --roll 33456 --choice \"3+4,5+6/3\"")
	}
	roll, err := scoring.ParseDice(p.roll, 5, 5)
	if err != nil {
		return scoring.ForInput("--roll", p.roll, err)
	}
	c, err := scoring.ParseChoice(p.choice)
	if err != nil {
		return err
	}
	tracks, err := scoring.ParseFifths(p.fifths)
	if err != nil {
		return err
	}
	pad := scoring.NewSacksonPad(scoring.SacksonRulesCurrent, tracks)
	v := pad.Judge(roll, c)
	if err := pages.SacksonChecked(f.IO.Out, f.checkOut(), f.Lang(), c, v, o.json); err != nil {
		return err
	}
	if !v.Legal {
		return &silentExit{ExitRefused}
	}
	return nil
}

func (sacksonCmd) describeMove(g *sheets.Game, m sheets.Move, l lang.Lang) string {
	return pages.DescribeSacksonMove(g, m, l)
}

// robotMove: a Sackson robot plays its part of a round (robotRound,
// fillRobots), never a turn of its own.
func (sacksonCmd) robotMove(t *table, st *sheets.State, die func() uint8) (sheets.Move, error) {
	return sheets.Move{}, scoring.Refusal(st.Game.Kind.RobotRule(), true, lang.MPlain("robots do not play %s", st.Game.Kind))
}

// facts: the Sackson's decisions are not judged in the statistics.
func (sacksonCmd) facts(*factory) gameFacts {
	return func(*sheets.Game, string, *review.Judged) error { return nil }
}

func (sacksonCmd) flags(name string) engineFlags {
	return map[string]engineFlags{"move": &sacksonMoveFlags{}, "hint": &sacksonHintFlags{}, "check": &sacksonCheckFlags{}, "simulate": &sacksonSimulateFlags{}, "new": &sacksonRules{}, "rules": &sacksonRules{}}[name]
}

func (sacksonCmd) solvable() bool { return false }

// solve: the Sackson has no tables to solve (solvable).
func (sacksonCmd) solve(context.Context, *factory, sheets.Kind, *rulesFlags, bool) error { return nil }
