package cmd

import (
	"fmt"
	"io"
	"strings"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

type checkOptions struct {
	f     *factory
	game  string
	json  bool
	rules rulesFlags
	// engines holds each engine's check flags, bound on fs
	engines *engineFlagSet
	fs      *pflag.FlagSet
	// The answers of the table's check form (checkOf), read as the flags
	// they stand for (formArgs) when no flags were bound.
	dice, box, column, sheet, throw, keep, roll, choice, fifths string
	keepSet                                                     bool
}

// formArgs writes the check form's answers as check's flags.
func (o *checkOptions) formArgs() []string {
	var args []string
	for _, a := range [][2]string{{"dice", o.dice}, {"box", o.box}, {"column", o.column}, {"sheet", o.sheet}, {"throw", o.throw}, {"roll", o.roll}, {"choice", o.choice}, {"fifths", o.fifths}} {
		args = formArg(args, a[0], a[1])
	}
	if o.keepSet {
		args = append(args, "--keep="+o.keep)
	}
	return args
}

// throwFlagHelp is the help of check --throw, from scoring's dice of a
// 5000 throw (C4).
var throwFlagHelp = fmt.Sprintf("5000: the throw, 1 to %d dice", scoring.Dice5000)

func newCmdCheck(f *factory) *cobra.Command {
	o := &checkOptions{f: f}
	c := &cobra.Command{
		Use:   "check " + kindUse(),
		Short: f.T("Settle a dispute: is this box, keep or choice legal, and what does it score?", "Trancher un litige : cette case, ce choix sont-ils permis, et que rapportent-ils ?"),
		Long: `Check a throw against the rules, with the RULES.md ID behind the verdict.

  scorepad check penta --dice 44444 [--box fours] [--sheet "penta=50,fours=12"]
  scorepad check yams  --dice 12345 [--box large_straight] [--column down]
        [--columns down,up,free | --preset francaise] [--full 25|25+sum|sum]
        [--four-kind sum5|sum4|fixed:N|fixed+sum:N] [--plus-minus] [--sheet "down:aces=3"]
  scorepad check 5000 --throw 155234 [--keep 155] [--bust-rule booklet|nothing-scores]
  scorepad check sackson --roll 33456 --choice "3+4,5+6/3" [--fifths "3:2,5:0"]

Exit codes: 0 legal (or no single box asked), 1 illegal, 2 bad input.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			g, err := parseGame(args[0])
			if err != nil {
				return err
			}
			o.game = g
			if err := o.rules.onlyFor(g); err != nil {
				return err
			}
			return runCheck(o)
		},
	}
	fs := c.Flags()
	fs.BoolVar(&o.json, "json", false, "print JSON")
	o.rules.bind(fs)
	o.engines, o.fs = bindEngineFlags("check", fs), fs
	return c
}

// runCheck judges the throw by the game's engine, another engine's flags
// refused.
func runCheck(o *checkOptions) error {
	s, fs := o.engines, o.fs
	if s == nil {
		var err error
		if s, fs, err = parseArgs("check", o.formArgs()); err != nil {
			return err
		}
	}
	k := sheets.Kind(o.game)
	if err := s.refuse(fs, k); err != nil {
		return err
	}
	return cmdOf(k).check(o, s.of[k.Engine()])
}

// boxCheckFlags are check's Penta and Yam's flags.
type boxCheckFlags struct{ dice, box, column, sheet string }

func (o *boxCheckFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.dice, "dice", "", "Penta/Yam's: the five dice, e.g. 44412")
	fs.StringVar(&o.box, "box", "", "Penta/Yam's: the box to judge (ID or French name)")
	fs.StringVar(&o.column, "column", "", "Yam's: the column of --box when there are several")
	fs.StringVar(&o.sheet, "sheet", "", `Penta/Yam's: boxes already filled, "penta=50,fours=12" or "down:aces=3"`)
}

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

// sacksonCheckFlags are check's Sackson flags.
type sacksonCheckFlags struct{ roll, choice, fifths string }

func (o *sacksonCheckFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.roll, "roll", "", "Sackson: the shared throw of five dice")
	fs.StringVar(&o.choice, "choice", "", `Sackson: the split, "3+4,5+6/3"`)
	fs.StringVar(&o.fifths, "fifths", "", `Sackson: the recorded fifth-die tracks value:checks, "3:2,5:0" (checks are ticks, the opening not counted, S4)`)
}

func (boxCmd) check(o *checkOptions, p engineFlags) error { return checkBoxes(o, p.(*boxCheckFlags)) }
func (fiveCmd) check(o *checkOptions, p engineFlags) error {
	return checkFiveThousand(o, p.(*fiveCheckFlags))
}
func (sacksonCmd) check(o *checkOptions, p engineFlags) error {
	return checkSackson(o, p.(*sacksonCheckFlags))
}

// checkBoxes judges a Penta or Yam's throw: every box when --box is left
// out (boxOptions), else the box asked (boxVerdict).
func checkBoxes(o *checkOptions, p *boxCheckFlags) error {
	if p.dice == "" && p.sheet == "" && p.box == "" && o.atTerminal() {
		return checkAsked(o)
	}
	if p.dice == "" {
		return flagErrorf("--dice required: the five dice thrown, e.g. --dice 44412", "--dice requis : les cinq dés lancés, par exemple --dice 44412")
	}
	cfg, err := o.rules.boxConfig(o.game)
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
			return flagErrorf("--column goes with --box", "--column va avec --box")
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
		return flagErrorf("--column required: this sheet has the columns %s", "--column requis : cette feuille a les colonnes %s", strings.Join(scoring.ColumnNamesIn(r.Columns, f.Lang()), ", "))
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

// atTerminal reports whether check may ask what its flags left out: its
// input and output are a terminal. Elsewhere the flag error names the
// flag missing, and nothing waits.
func (o *checkOptions) atTerminal() bool { return o.f.IO.InTTY && o.f.IO.OutTTY }

// checkAsked is scorepad check GAME at a terminal without the flags that
// say the throw: the table's check form for that game asks it (the
// organiser's options and the 5000's bust rule too, unless flags gave
// them), then it is judged as those flags would be, with their exit code.
func checkAsked(o *checkOptions) error {
	f := o.f
	t := &table{f: f, p: f.newPrompter(false), l: f.Lang()}
	given := o.rules.anyGiven()
	c, ok, err := t.sitting().CheckFormFor(o.game, !given)
	if err != nil || !ok {
		return t.stopped(0, err)
	}
	n := checkOf(f, c)
	n.json = o.json
	if given {
		n.rules = o.rules
	}
	return runCheck(n)
}

// lineWidth is the width check's text (and the lines commands say beside
// a page) is laid out for: 80 columns, or the terminal's when it is
// narrower.
func (f *factory) lineWidth() int {
	w := f.textWidth(f.IO.Out, f.IO.OutTTY)
	if w <= 0 || w > pages.DefaultTextWidth {
		w = pages.DefaultTextWidth
	}
	return w
}

// checkOut is where check writes its sentences: folded at spaces to
// lineWidth, each Write whole lines.
func (f *factory) checkOut() io.Writer {
	return &foldWriter{w: f.IO.Out, width: f.lineWidth}
}

func checkFiveThousand(o *checkOptions, p *fiveCheckFlags) error {
	f := o.f
	if p.throw == "" && !p.keepFlag.Changed && o.atTerminal() {
		return checkAsked(o)
	}
	if p.throw == "" {
		return flagErrorf("--throw required: the dice thrown, e.g. --throw 155234", "--throw requis : les dés lancés, par exemple --throw 155234")
	}
	rule, err := o.rules.bust()
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
	out.Bust, out.Best, out.Reason, out.Rule = v.Bust, v.Best, v.Explain(l), v.RuleID()
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
		out.Rule, out.Reason = kv.RuleID(), kv.Explain(l)
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

func checkSackson(o *checkOptions, p *sacksonCheckFlags) error {
	f := o.f
	if p.roll == "" && p.choice == "" && p.fifths == "" && o.atTerminal() {
		return checkAsked(o)
	}
	if p.roll == "" || p.choice == "" {
		return flagErrorf("--roll and --choice required, e.g. --roll 33456 --choice \"3+4,5+6/3\"", "--roll et --choice requis, par exemple --roll 33456 --choice \"3+4,5+6/3\"")
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
