package cmd

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/mattn/go-runewidth"
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

type boxVerdictJSON struct {
	Column     string `json:"column,omitempty"`
	Box        string `json:"box,omitempty"`
	Legal      bool   `json:"legal"`
	Points     int    `json:"points"`
	Bonus      int    `json:"bonus"`
	UpperBonus int    `json:"upper_bonus"`
	Reason     string `json:"reason"`
	Rule       string `json:"rule"`
}

func verdictJSON(r *scoring.Rules, v scoring.Verdict, l scoring.Lang) boxVerdictJSON {
	return boxVerdictJSON{Column: r.ColumnNames()[v.Column], Box: v.Box.ID(), Legal: v.Legal, Points: int(v.Points),
		Bonus: int(v.Bonus), UpperBonus: int(v.UpperBonus), Reason: v.Explain(l), Rule: v.Rule}
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
		return printOptions(f, r, h, opts, must)
	}
	out := struct {
		Options       []boxVerdictJSON `json:"options"`
		MustSacrifice bool             `json:"must_sacrifice"`
	}{Options: []boxVerdictJSON{}, MustSacrifice: must}
	for _, v := range opts {
		out.Options = append(out.Options, verdictJSON(r, v, l))
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
		j := verdictJSON(r, v, l)
		j.Column, j.Box = "", ""
		if err := pages.WriteJSON(f.IO.Out, j); err != nil {
			return err
		}
	} else {
		printBoxVerdict(f, r, v, b, ci)
	}
	if !v.Legal {
		return &silentExit{ExitRefused}
	}
	return nil
}

// printBoxVerdict writes one box's verdict: legal or not, its points and
// why, and the rule to read.
func printBoxVerdict(f *factory, r *scoring.Rules, v scoring.Verdict, b scoring.Box, ci int) {
	l := f.Lang()
	mark := f.T("✔ legal", "✔ permis")
	if !v.Legal {
		mark = f.T("✘ illegal", "✘ interdit")
	}
	where := b.Name(l)
	if len(r.Columns) > 1 {
		where += " (" + r.ColumnName(ci, l) + ")"
	}
	line := fmt.Sprintf("%s — %s", mark, where)
	if v.Legal {
		// "\u00a0:": the French colon's space, which the typography
		// of a pick does not add before a text's first sign
		line += fmt.Sprintf(f.T(": %d points", "\u00a0: %d points"), v.Points)
		if v.Bonus > 0 {
			line += fmt.Sprintf(" + %d bonus", v.Bonus)
		}
	}
	fmt.Fprintf(f.checkOut(), "%s\n  %s\n", line, v.Explain(l))
	printRuleHint(f, v.Rule, v.Explain(l))
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

func printOptions(f *factory, r *scoring.Rules, h scoring.Hand, opts []scoring.Verdict, must bool) error {
	l := f.Lang()
	out := f.checkOut()
	fmt.Fprintf(out, f.T("Throw %s\n", "Lancer %s\n"), h)
	multi := len(r.Columns) > 1
	head := []string{f.T("BOX", "CASE"), "POINTS", f.T("WHY", "POURQUOI")}
	if multi {
		head = append([]string{f.T("COLUMN", "COLONNE")}, head...)
	}
	rows := [][]string{head}
	// A refusal shared by many boxes (a joker, a column's order) is
	// explained once, under the table.
	var refusals []string
	for _, v := range opts {
		pts, why := "—", v.Explain(l)
		if v.Legal {
			pts = fmt.Sprint(v.Points)
			if v.Bonus > 0 {
				pts += fmt.Sprintf(" +%d", v.Bonus)
			}
		} else {
			if indexOf(refusals, why) < 0 {
				refusals = append(refusals, why)
			}
			why = fmt.Sprintf(f.T("✘ refused (%s, note %d)", "✘ refusée (%s, note %d)"), v.Rule, indexOf(refusals, why)+1)
		}
		row := []string{v.Box.Name(l), pts, why}
		if multi {
			row = append([]string{r.Columns[v.Column].Symbol() + " " + r.ColumnName(int(v.Column), l)}, row...)
		}
		rows = append(rows, row)
	}
	io.WriteString(f.IO.Out, checkTable(rows, f.lineWidth()))
	for i, why := range refusals {
		// a note's next lines under its text, not its number
		n := fmt.Sprintf("%d. ", i+1)
		fmt.Fprintf(f.IO.Out, "%s%s\n", n, strings.ReplaceAll(foldText(why, f.lineWidth()-len(n)), "\n", "\n"+strings.Repeat(" ", len(n))))
	}
	if must {
		fmt.Fprintln(out, scoring.SacrificeMessage(l))
	}
	fmt.Fprintln(out, f.T("To read a rule cited here: scorepad rules ID (e.g. scorepad rules P3).", "Pour lire une règle citée ici : scorepad rules ID (par exemple scorepad rules P3)."))
	return nil
}

// checkMinWhy is the narrowest the WHY column of check's table is kept
// beside the others; narrower, each reason goes under its row.
const checkMinWhy = 20

// checkTable lays out rows (the first the heads), the last cell of each
// folded at spaces so that no line is wider than width cells: as a
// column when at least checkMinWhy cells are left for it, else under its
// row, indented.
func checkTable(rows [][]string, width int) string {
	n := len(rows[0])
	ws := make([]int, n-1)
	for _, row := range rows {
		for i, c := range row[:n-1] {
			ws[i] = max(ws[i], runewidth.StringWidth(c))
		}
	}
	left := 0
	for _, w := range ws {
		left += w + 2
	}
	under := width-left < checkMinWhy
	var b strings.Builder
	for _, row := range rows {
		line := ""
		for i, c := range row[:n-1] {
			line += c + strings.Repeat(" ", ws[i]-runewidth.StringWidth(c)+2)
		}
		why := row[n-1]
		if under {
			b.WriteString(strings.TrimRight(line, " ") + "\n")
			b.WriteString("    " + strings.ReplaceAll(foldText(why, width-4), "\n", "\n    ") + "\n")
			continue
		}
		b.WriteString(line + strings.ReplaceAll(foldText(why, width-left), "\n", "\n"+strings.Repeat(" ", left)) + "\n")
	}
	return b.String()
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

// citedRule matches the rule IDs a verdict's sentence cites.
var citedRule = regexp.MustCompile(`\b[PYCSG][0-9]+[a-c]?\b`)

// printRuleHint says how to read the rule behind a verdict: the last rule
// its sentence cites (the most precise, P7a rather than P7), else rule.
func printRuleHint(f *factory, rule, why string) {
	if ids := citedRule.FindAllString(why, -1); len(ids) > 0 {
		rule = ids[len(ids)-1]
	}
	if rule == "" {
		return
	}
	fmt.Fprintf(f.checkOut(), f.T("  read the rule: scorepad rules %s\n", "  lire la règle : scorepad rules %s\n"), rule)
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
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
	out := struct {
		Bust       bool   `json:"bust"`
		Best       int    `json:"best"`
		Legal      *bool  `json:"legal"`
		KeepPoints *int   `json:"keep_points"`
		Reason     string `json:"reason"`
		Rule       string `json:"rule"`
	}{}
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
	if o.json {
		if err := pages.WriteJSON(f.IO.Out, out); err != nil {
			return err
		}
	} else {
		w := f.checkOut()
		if out.Legal != nil {
			if *out.Legal {
				fmt.Fprintf(w, "%s — %s points\n", f.T("✔ legal", "✔ permis"), l.Int(*out.KeepPoints))
			} else {
				fmt.Fprintln(w, f.T("✘ illegal", "✘ interdit"))
			}
		}
		fmt.Fprintf(w, "  %s\n", out.Reason)
		printRuleHint(f, out.Rule, out.Reason)
		if out.Legal != nil && !out.Bust {
			fmt.Fprintf(w, f.T("  best from this throw: %s\n", "  le mieux sur ce lancer : %s\n"), l.Int(out.Best))
		}
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
	l := f.Lang()
	if o.json {
		if err := pages.WriteJSON(f.IO.Out, struct {
			Legal     bool   `json:"legal"`
			Sums      [2]int `json:"sums"`
			Fifth     int    `json:"fifth"`
			FreeThrow bool   `json:"free_throw"`
			Reason    string `json:"reason"`
			Rule      string `json:"rule"`
		}{v.Legal, v.Sums, v.Fifth, v.FreeThrow, v.Reason(l), v.Rule}); err != nil {
			return err
		}
	} else {
		mark := f.T("✔ legal", "✔ permis")
		if !v.Legal {
			mark = f.T("✘ illegal", "✘ interdit")
		}
		fmt.Fprintf(f.checkOut(), "%s — %s\n  %s\n", mark, c, v.Reason(l))
		printRuleHint(f, v.Rule, v.Reason(l))
	}
	if !v.Legal {
		return &silentExit{ExitRefused}
	}
	return nil
}
