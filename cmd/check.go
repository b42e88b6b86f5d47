package cmd

import (
	"io"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

type checkOptions struct {
	f     *factory
	game  string
	json  bool
	rules rulesFlags
	// engines holds each engine's check flags, bound on fs (with the
	// rules: the command line's, or a form's answers read as flags,
	// checkOf)
	engines *engineFlagSet
	fs      *pflag.FlagSet
	// photo: the dice taken from a photo (--photo)
	photo photoFlags
}

func newCmdCheck(f *factory) *cobra.Command {
	o := &checkOptions{f: f}
	c := &cobra.Command{
		Use:   "check " + kindUse(),
		Short: f.T("Settle a dispute: is this box, keep or choice legal, and what does it score?"),
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
			return runCheck(o)
		},
	}
	fs := c.Flags()
	fs.BoolVar(&o.json, "json", false, "print JSON")
	o.rules.bind("rules", fs)
	o.engines, o.fs = bindEngineFlags("check", fs), fs
	o.photo.bind(fs, false)
	return c
}

// runCheck judges the throw by the game's engine, another engine's flags
// refused.
func runCheck(o *checkOptions) error {
	s, fs := o.engines, o.fs
	k := sheets.Kind(o.game)
	if err := o.rules.refuse(k); err != nil {
		return err
	}
	if err := s.refuse(fs, k); err != nil {
		return err
	}
	if err := o.f.fillFromPhoto(&o.photo, "check", k, fs, false); err != nil {
		return err
	}
	return cmdOf(k).check(o, s.of[k.Engine()])
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
	given := o.rules.given()
	c, ok, err := t.sitting().CheckFormFor(o.game, !given)
	if err != nil || !ok {
		return t.stopped(0, err)
	}
	n, err := checkOf(f, c)
	if err != nil {
		return err
	}
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
