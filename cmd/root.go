// Package cmd wires scorepad together: cobra commands, the huh prompts, the
// database and every byte of input and output. Commands stay thin: they
// parse flags, ask scoring/ and sheets/, and print.
package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
	"golang.org/x/term"
)

// Exit codes, listed in the root command's help.
const (
	ExitOK       = 0 // done; for check, the box is legal
	ExitRefused  = 1 // the rules refuse it: illegal box, wrong player, game over
	ExitBadInput = 2 // malformed input or flags: nothing was read or saved
	ExitFailure  = 3 // the database or the system failed
	// ExitSavedNoOutput: the change was saved, but its confirmation could
	// not be written (standard output full or closed): do not retry it.
	ExitSavedNoOutput = 4
)

// IOStreams are the command's input and outputs, injected so that tests
// can drive every command.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	// OutTTY is true when Out is a terminal: decoration only then.
	OutTTY bool
	// InTTY is true when In is a terminal: forms only then.
	InTTY bool
	// ErrTTY is true when ErrOut is a terminal: progress lines only then.
	ErrTTY bool
}

// factory holds what commands share: streams, language, the store.
type factory struct {
	IO     *IOStreams
	Getenv func(string) string
	Now    func() time.Time

	langFlag string
	dbFlag   string
	lang     lang.Lang

	store   *db.Store
	roStore *db.Store // read-only, for completion
	// rawOut is the standard output as given, under IO.Out's error
	// remembering writer: terminal forms need the terminal itself.
	rawOut io.Writer
	// saved says, once a write command saved its change (new, move,
	// undo), what it saved, a message of the catalogue: when its confirmation
	// then cannot be written, stderr says so and the exit code is
	// ExitSavedNoOutput, not "nothing saved".
	saved *lang.Msg
	// textCols is the width text is laid out for when it is not written
	// to a terminal (0: pages.DefaultTextWidth): narrower for the pages of
	// serve, read on phones.
	textCols int
}

// markSaved records what the command just saved (see factory.saved).
func (f *factory) markSaved(m lang.Msg) { f.saved = &m }

// Lang returns the language chosen with --lang, else from LC_ALL/LANG.
func (f *factory) Lang() lang.Lang { return f.lang }

// sprintf returns format (an f.T text or a text alike in both languages)
// formatted with args for people reading f's language (lang.Lang.Localf:
// French numbers in French, English as fmt writes it; never for --json,
// CSV or drawing coordinates).
func (f *factory) sprintf(format string, args ...any) string {
	return f.lang.Localf(format, args...)
}

// T returns the text en (English, key of the catalogue) in the chosen
// language.
func (f *factory) T(en string) string { return f.lang.T(en) }

// TC is T for the English en in context ctx.
func (f *factory) TC(ctx, en string) string { return f.lang.TC(ctx, en) }

// Service opens the database (once) and returns the game service.
func (f *factory) Service() (*sheets.Service, error) {
	if err := f.open(db.Open); err != nil {
		return nil, err
	}
	return sheets.NewService(f.store, f.Now), nil
}

// loadGame opens the game service with open (f.Service, or f.ReadService
// for a command that only reads) and loads game id.
func loadGame(open func() (*sheets.Service, error), id int64) (*sheets.Service, *sheets.State, error) {
	svc, err := open()
	if err != nil {
		return nil, nil, err
	}
	st, err := svc.Load(context.Background(), id)
	if err != nil {
		return nil, nil, err
	}
	return svc, st, nil
}

// ReadService opens the database (once) for a command that only reads
// (db.OpenRead: no write lock, nothing written, so a full disk or a file
// of another user still reads) and returns the game service.
func (f *factory) ReadService() (*sheets.Service, error) {
	if err := f.open(db.OpenRead); err != nil {
		return nil, err
	}
	return sheets.NewService(f.store, f.Now), nil
}

// ReadStore is ReadService's store, for the read models (statistics).
func (f *factory) ReadStore() (*db.Store, error) {
	if err := f.open(db.OpenRead); err != nil {
		return nil, err
	}
	return f.store, nil
}

// open opens the database with open, once.
func (f *factory) open(open func(context.Context, string) (*db.Store, error)) error {
	if f.store == nil {
		path, err := f.dbPath()
		if err != nil {
			return err
		}
		s, err := open(context.Background(), path)
		if err != nil {
			return err
		}
		// Test builds only (-tags scorepadfault): die hard at a commit's
		// edge, as a power cut would.
		s.Fault = faultHook(f.Getenv)
		for _, n := range s.Notices() {
			f.say(n.Text(f.lang))
		}
		f.store = s
	}
	return nil
}

// dbPath returns the database file: --db, else $SCOREPAD_DB, else the
// default in the user's data folder.
func (f *factory) dbPath() (string, error) {
	if f.store != nil {
		return f.store.Path(), nil
	}
	if f.dbFlag != "" {
		return f.dbFlag, nil
	}
	if p := f.Getenv("SCOREPAD_DB"); p != "" {
		return p, nil
	}
	return db.DefaultPath(f.Getenv)
}

// Store opens the database (once) and returns it, for the read models
// (statistics) and the bulk import.
func (f *factory) Store() (*db.Store, error) {
	if _, err := f.Service(); err != nil {
		return nil, err
	}
	return f.store, nil
}

func (f *factory) close() {
	if f.store != nil {
		f.store.Close()
	}
	if f.roStore != nil {
		f.roStore.Close()
	}
}

// flagError is a usage error: exit 2 with its message in the chosen
// language (cobra's own flag errors come in English only).
type flagError struct{ msg lang.Msg }

func (e *flagError) Error() string { return e.msg.String() }

// flagErrorf formats the same arguments into the English and the French
// sentence.
func flagErrorf(key string, args ...any) error {
	return &flagError{msg: lang.MPlain(key, args...)}
}

// silentExit ends the command with a code and nothing more printed (the
// command already wrote its answer, e.g. check's verdict on an illegal box).
type silentExit struct{ code int }

func (e *silentExit) Error() string { return fmt.Sprintf("exit %d", e.code) }

// Main runs scorepad with os.Args and returns the exit code.
func Main() int {
	io := &IOStreams{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr,
		OutTTY: term.IsTerminal(int(os.Stdout.Fd())), InTTY: term.IsTerminal(int(os.Stdin.Fd())), ErrTTY: term.IsTerminal(int(os.Stderr.Fd()))}
	return Run(os.Args[1:], io, os.Getenv)
}

// Run runs scorepad with args on the given streams and returns the exit code.
func Run(args []string, io *IOStreams, getenv func(string) string) int {
	out := &errWriter{w: io.Out}
	streams := *io
	streams.Out = out
	f := &factory{IO: &streams, Getenv: getenv, Now: time.Now, rawOut: io.Out}
	f.lang = lang.LangFromLocale(getenv("LC_ALL"), getenv("LANG"))
	if l, ok := langFromArgs(args); ok {
		// known before the command tree is built, so that every help
		// text and flag usage is made in it
		f.lang = l
	}
	defer f.close()
	root := newRootCmd(f)
	if completing(args) {
		registerCompletions(root, f)
	}
	root.SetArgs(args)
	root.SetIn(io.In)
	root.SetOut(out)
	root.SetErr(io.ErrOut)
	localizeCobra(root, f)
	err := root.Execute()
	if out.err != nil {
		// What was printed is incomplete: the command failed (exit 3),
		// whatever it returned.
		err = &writeError{err: out.err}
	}
	var we *writeError
	if f.saved != nil && errors.As(err, &we) && we.path == "" {
		// Saved, and only the confirmation is missing: a script that
		// retried would play the next player's turn.
		f.say(fmt.Sprintf(f.T("Saved: %s. But the confirmation could not be written (%v): do not enter it again (scorepad games or sheet shows it)."),
			strings.TrimSuffix(f.lang.Say(lang.Whole(*f.saved)), "."), we.err))
		return ExitSavedNoOutput
	}
	return f.report(err)
}

// report prints err as one sentence in the chosen language and returns the
// exit code it maps to.
func (f *factory) report(err error) int {
	if err == nil {
		return ExitOK
	}
	var se *silentExit
	if errors.As(err, &se) {
		return se.code
	}
	var re *sheets.ReplayError
	if errors.As(err, &re) { // damaged stored data, not a refusal
		f.say(re.Text(f.lang))
		return ExitFailure
	}
	var we *writeError
	if errors.As(err, &we) {
		f.say(we.text(f))
		return ExitFailure
	}
	if errors.Is(err, errCancelled) {
		f.say(f.T("Cancelled: the Expert's tables were not computed; nothing was saved."))
		return ExitInterrupted
	}
	var sc *scoring.Error
	if errors.As(err, &sc) {
		f.say(f.lang.Say(sc.Msg()))
		if sc.Illegal {
			return ExitRefused
		}
		return ExitBadInput
	}
	var fe *flagError
	if errors.As(err, &fe) {
		f.say(f.lang.Say(lang.Whole(fe.msg)))
		return ExitBadInput
	}
	if usageError(err) {
		f.say(f.lang.Typeset(cobraError(f.lang, err.Error())) + f.T(" (see scorepad --help)"))
		return ExitBadInput
	}
	var de *db.Error
	if errors.As(err, &de) {
		// One sentence, the database's own: what is true about the file.
		f.say(de.Text(f.lang))
		if de.BadInput() {
			return ExitBadInput
		}
		return ExitFailure
	}
	f.say(f.T("error: ") + err.Error())
	return ExitFailure
}

// say prints an error message on standard error: pages.Unprintable characters
// escaped, over-long echoes of the input cut (pages.MessageText).
func (f *factory) say(msg string) { fmt.Fprintln(f.IO.ErrOut, pages.MessageText(msg)) }

// langFromArgs returns the language a --lang flag on the command line
// asks for (--lang fr, --lang=fr); ok is false when there is none or it
// names no language (PersistentPreRunE then refuses it).
func langFromArgs(args []string) (l lang.Lang, ok bool) {
	for i, a := range args {
		if a == "--" {
			break
		}
		v, found := strings.CutPrefix(a, "--lang=")
		if !found && a == "--lang" && i+1 < len(args) {
			v, found = args[i+1], true
		}
		if found {
			l, ok = lang.ParseLang(v)
		}
	}
	return l, ok
}

// usageError reports cobra's own complaints about the command line: a
// wrong number of arguments, an unknown command. They are bad input (exit 2).
func usageError(err error) bool {
	msg := err.Error()
	for _, p := range []string{"unknown command", "accepts ", "requires at least", "requires at most", "invalid argument", "unknown flag", "unknown shorthand"} {
		if strings.HasPrefix(msg, p) {
			return true
		}
	}
	return false
}

// rootLong is scorepad's long help, the games named from the registry.
var rootLong = helpf(`scorepad keeps score for dice games played with real dice at a real table:
%s. It checks every box,
applies every bonus and penalty, saves each move as it goes and prints the sheets.

Exit codes:
  0  done (check: the box is legal)
  1  refused by the rules (illegal box, wrong player, game over)
  2  bad input: malformed dice, unknown box, bad flags, not a scorepad database
     (or not a file: :memory:, a folder, a FIFO), an -o FILE that is a database
  3  the database or the system failed: damaged, locked by another program,
     not writable, disk full, or an output that could not be written
     (nothing saved)
  4  saved, output failed: new, move or undo saved the change but could not
     print the confirmation; stderr says what was saved (do not retry)
  5  read, but not surely: scorepad dice or --photo could not read every die
     surely, or not the number of dice needed (look at the photo)
  130  interrupted: Ctrl-C while the Expert's tables were computed (nothing saved)`, lang.Of(func(l lang.Lang) string { return kindList(l, false, false) }))

func newRootCmd(f *factory) *cobra.Command {
	root := &cobra.Command{
		Use:           "scorepad",
		Short:         fmt.Sprintf(f.T("Keep score for %s played with real dice"), kindList(f.lang, true, true)),
		Long:          rootLong,
		SilenceErrors: true,
		SilenceUsage:  true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			if f.langFlag != "" {
				l, ok := lang.ParseLang(f.langFlag)
				if !ok {
					return flagErrorf("--lang %q: use fr or en", f.langFlag)
				}
				f.lang = l
			}
			if cmd.Flags().Changed("db") && strings.TrimSpace(f.dbFlag) == "" {
				// an unset variable in a script (--db "$DB") must not
				// fall back on the family's real database
				return flagErrorf("--db %q names no file: give the database file (e.g. --db ~/scores.db), or leave --db out for the default one; nothing was read or saved", f.dbFlag)
			}
			return nil
		},
	}
	root.RunE = func(c *cobra.Command, args []string) error { return runMenu(f, c) }
	root.Args = func(c *cobra.Command, args []string) error {
		if len(args) == 0 {
			return nil
		}
		// cobra.NoArgs says "unknown command" without its suggestions.
		if near := c.SuggestionsFor(args[0]); len(near) > 0 {
			return flagErrorf("unknown command %q: did you mean %s? (see scorepad --help)", args[0], strings.Join(near, ", "))
		}
		return flagErrorf("unknown command %q (see scorepad --help)", args[0])
	}
	root.SuggestionsMinimumDistance = 2
	root.Version = version()
	root.SetVersionTemplate("scorepad {{.Version}}\n")
	root.PersistentFlags().StringVar(&f.langFlag, "lang", "", "language: fr or en (default from LC_ALL/LANG)")
	root.PersistentFlags().StringVar(&f.dbFlag, "db", "", "database file (default $SCOREPAD_DB, else the user's data folder)")
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		if ne := numberFlagError(err); ne != nil {
			return ne
		}
		return &flagError{msg: lang.Of(func(l lang.Lang) string { return cobraErrorAsIs(l, err.Error()) })}
	})
	root.AddCommand(newCmdServe(f))
	root.AddCommand(newCmdCheck(f), newCmdNew(f), newCmdMove(f), newCmdUndo(f), newCmdSheet(f), newCmdGames(f), newCmdStats(f), newCmdPlay(f), newCmdSolve(f), newCmdHint(f), newCmdSimulate(f), newCmdReview(f), newCmdDev(f), newCmdRules(f), newCmdMan(f),
		newCmdEdit(f), newCmdPlayers(f), newCmdAbandon(f), newCmdDelete(f), newCmdExport(f), newCmdImport(f), newCmdBackup(f), newCmdKeep(f), newCmdDice(f))
	return root
}

// completing reports whether args ask cobra's hidden completion command
// (__complete, __completeNoDesc), the only one that reads the completion
// functions: registering them walks every flag of every command, a
// millisecond no other command needs.
func completing(args []string) bool {
	return len(args) > 0 && strings.HasPrefix(args[0], cobra.ShellCompRequestCmd)
}
