package cmd

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/scorepad/scorepad/internal/fold"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
	"github.com/spf13/cobra"
)

type playOptions struct {
	f          *factory
	id         int64
	digital    bool
	realDice   bool
	accessible bool
	seed       uint64
}

func newCmdPlay(f *factory) *cobra.Command {
	o := &playOptions{f: f}
	c := &cobra.Command{
		Use:   "play [ID]",
		Short: f.T("Play a game at the table with forms, from the first throw to the final sheet"),
		Long: `Play a game with forms: a new one (the wizard asks for the game, the players
and the options) or game ID where it stopped. Every move is saved as it is
accepted; quit at any time (Ctrl-C, or p) and resume with scorepad play ID.

At the dice prompt, type u to undo the last move, s to see the sheets, p to pause;
the dice followed by ? (23366?) show the Expert's hint for them.

--digital: scorepad throws the dice (fair, from the system's random source).
The dice are part of the game: play ID resumes it with the dice it was
played with; --digital or --real-dice changes them, and says so.
--accessible (or ACCESSIBLE=1, or TERM=dumb): line-by-line prompts for screen
readers and piped answers; used automatically without a terminal.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				id, err := parseID(args[0])
				if err != nil {
					return err
				}
				o.id = id
			}
			if o.digital && o.realDice {
				return flagErrorf("--digital and --real-dice: choose one")
			}
			return runPlay(c.Context(), o)
		},
	}
	c.Flags().BoolVar(&o.digital, "digital", false, "scorepad throws the dice (saved with the game)")
	c.Flags().BoolVar(&o.realDice, "real-dice", false, "the dice are thrown at the table and typed (saved with the game)")
	c.Flags().BoolVar(&o.accessible, "accessible", false, "line-by-line prompts (screen readers, piped answers)")
	uint64Flag(c.Flags(), &o.seed, "seed", 0, "seed the digital dice (for tests and replays)")
	c.Flags().MarkHidden("seed")
	return c
}

// table is cmd's side of a sitting: the prompter, the service and the
// dice, for the menu and the wizard; the game itself is played by the
// table package's dialogue (sitting).
type table struct {
	f       *factory
	p       prompter
	svc     *sheets.Service
	l       lang.Lang
	digital bool
	// diceGiven: --digital or --real-dice was given (the wizard does not
	// ask for the dice)
	diceGiven bool
	die       func() uint8
	// engines holds each engine's state for this sitting (the Experts it
	// loaded), of the engine's own type (sittingOf)
	engines map[sheets.Engine]any
}

// sittingOf returns engine e's state for the sitting at t, of its type S,
// made at its first use.
func sittingOf[S any](t *table, e sheets.Engine) *S {
	s, ok := t.engines[e].(*S)
	if !ok {
		if t.engines == nil {
			t.engines = map[sheets.Engine]any{}
		}
		s = new(S)
		t.engines[e] = s
	}
	return s
}

func (f *factory) newTable(accessible, digital bool, seed uint64) (*table, error) {
	svc, err := f.Service()
	if err != nil {
		return nil, err
	}
	t := &table{f: f, p: f.newPrompter(accessible), svc: svc, l: f.Lang(), digital: digital, die: rollDie}
	if seed != 0 {
		rng := rand.New(rand.NewPCG(seed, seed))
		t.die = func() uint8 { return uint8(rng.IntN(6) + 1) }
	}
	return t, nil
}

// newPrompter returns the huh adapter: terminal forms, or line by line when
// asked, or when there is no terminal to draw on.
func (f *factory) newPrompter(accessible bool) prompter {
	acc := accessibleWanted(accessible, f.Getenv) || !f.IO.InTTY || !f.IO.OutTTY
	out := f.IO.Out
	if !acc && f.rawOut != nil {
		// Terminal forms draw on the terminal itself (they ask it for its
		// size and modes through the file).
		out = f.rawOut
	}
	return newHuhPrompter(f.IO.In, out, acc, f.Lang())
}

func (t *table) say(format string, args ...any) { fmt.Fprintf(t.f.IO.Out, format, args...) }

func runPlay(ctx context.Context, o *playOptions) error {
	t, err := o.f.newTable(o.accessible, o.digital, o.seed)
	if err != nil {
		return err
	}
	t.diceGiven = o.digital || o.realDice
	id := o.id
	if id == 0 {
		id, err = t.wizard()
		if err != nil {
			return t.stopped(0, err)
		}
	} else if t.diceGiven {
		if err := t.sitting().SetDice(ctx, id, o.digital); err != nil {
			return err
		}
	}
	return t.stopped(id, t.play(id))
}

// stopped turns the end of a sitting into its message (table.Stopped).
func (t *table) stopped(id int64, err error) error { return t.sitting().Stopped(id, err) }

// play runs game id at the table until it ends or the player pauses.
func (t *table) play(id int64) error { return t.sitting().Play(id) }

// sitting returns the table's dialogue wired to cmd's prompter, printer
// and Expert.
func (t *table) sitting() *tbl.Table {
	out := t.f.IO.Out
	if h, ok := t.p.(*huhPrompter); ok && !h.accessible {
		// what the table says between forms (scores, pads, refusals) is
		// folded at spaces to the terminal's width: the terminal itself
		// would cut it mid-word
		out = &foldWriter{w: out, width: func() int { w, _ := h.size(); return w }}
	}
	return &tbl.Table{P: t.p, Service: t.svc, Out: out, Lang: t.l, Print: tablePrinter{t.f, out}, Expert: tableExpert{t},
		Digital: t.digital, DiceGiven: t.diceGiven, Die: t.die}
}

// foldWriter folds each line written longer than width() cells at spaces
// (foldText); width() ≤ 0, unknown: as written. Each Write is taken to
// start a line, as the table's messages do.
type foldWriter struct {
	w     io.Writer
	width func() int
}

func (f *foldWriter) Write(p []byte) (int, error) {
	if _, err := io.WriteString(f.w, fold.Indented(string(p), f.width())); err != nil {
		return 0, err
	}
	return len(p), nil
}

// tablePrinter draws what the table shows: sheets, accepted moves, names.
type tablePrinter struct {
	f   *factory
	out io.Writer // where an accepted move is said (folded on a terminal)
}

func (p tablePrinter) Sheet(st *sheets.State) {
	cols := 0 // pages.DefaultTextWidth; on a terminal, its width
	if fw, ok := p.out.(*foldWriter); ok {
		cols = fw.width()
	}
	pages.RenderTextWidth(p.f.IO.Out, st, p.f.Lang(), p.f.IO.OutTTY, cols)
}

func (p tablePrinter) Move(st *sheets.State, out sheets.Outcome) {
	f := p.f
	if p.out != nil && p.out != p.f.IO.Out {
		f2, io := *p.f, *p.f.IO
		io.Out = p.out
		f2.IO = &io
		f = &f2
	}
	printMove(f, st, out, false)
}

func (p tablePrinter) Name(n string) string { return pages.Printable(n) }
