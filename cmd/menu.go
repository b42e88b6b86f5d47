package cmd

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// runMenu is scorepad without arguments in a terminal: the table's menu
// (table.Menu), its actions the commands themselves (menuActions).
func runMenu(f *factory, c *cobra.Command) error {
	if !f.IO.InTTY || !f.IO.OutTTY {
		if !accessibleWanted(false, f.Getenv) {
			return c.Help()
		}
	}
	t, err := f.newTable(false, false, 0)
	if err != nil {
		return err
	}
	return t.menu(c.Context()).Run(c.Context())
}

// menu is the table's menu at t, acting through the commands; on a
// terminal it holds a check's verdicts until a key.
func (t *table) menu(ctx context.Context) *tbl.Menu {
	h, ok := t.p.(*huhPrompter)
	return &tbl.Menu{Table: t.sitting(), Do: menuActions{t, ctx}, Hold: ok && !h.accessible}
}

// menuActions are the menu's actions: each command run with the flags the
// form's answers write.
type menuActions struct {
	t   *table
	ctx context.Context // the command's: Ctrl-C cancels a long computation
}

func (a menuActions) New(n tbl.NewGame) (*sheets.Game, error) {
	return newGameOptions(a.t.f, n).buildGame()
}
func (a menuActions) Sheet(id int64) error {
	return runSheet(&sheetOptions{f: a.t.f, id: id, format: "text"})
}
func (a menuActions) Stats() error { return runStats(a.ctx, &statsOptions{f: a.t.f, format: "text"}) }

// Check judges as scorepad check does; a verdict printed with its exit
// code is no error to the menu.
func (a menuActions) Check(c tbl.Check) error {
	o, err := checkOf(a.t.f, c)
	if err == nil {
		err = runCheck(o)
	}
	var se *silentExit
	if err == nil || errors.As(err, &se) {
		return nil
	}
	return errText(err, a.t.l)
}

func (a menuActions) Moves(st *sheets.State) []tbl.Option {
	var moves []tbl.Option
	for _, ml := range moveLines(st.Game, a.t.l) {
		who := ""
		if ml.Player != nil {
			who = pages.Printable(*ml.Player) + " · "
		}
		moves = append(moves, tbl.Option{Label: fmt.Sprintf("%d · %s%s", ml.Move, who, pages.Printable(ml.Text)), Value: strconv.Itoa(ml.Move)})
	}
	return moves
}

func (a menuActions) Edit(id int64, e tbl.Edit) error {
	return runEdit(&editOptions{seq: e.Seq, moveOptions: moveOptions{f: a.t.f, id: id, form: tbl.ArgsOf(e.Move)}})
}
func (a menuActions) Undo(id int64) error    { return runUndo(&undoOptions{f: a.t.f, id: id}) }
func (a menuActions) Abandon(id int64) error { return runAbandon(&abandonOptions{f: a.t.f, id: id}) }
func (a menuActions) Delete(id int64) error  { return runDelete(&deleteOptions{f: a.t.f, id: id}) }
func (a menuActions) Players() error         { return runPlayers(a.ctx, &playersOptions{f: a.t.f}) }
func (a menuActions) Rename(from, to string) error {
	return runRename(a.ctx, &renameOptions{f: a.t.f, from: from, to: to})
}
func (a menuActions) Export(file, format string) error {
	return runExport(&exportOptions{f: a.t.f, output: file, format: format})
}
func (a menuActions) Import(file string) error {
	return runImport(&importOptions{f: a.t.f, file: file})
}
func (a menuActions) Backup(file string) error {
	return runBackup(&backupOptions{f: a.t.f, file: file})
}

// Refusal words a refusal or a bad answer (a rule, a flag, the records);
// a refusal not confirmed was already said.
func (a menuActions) Refusal(err error) (string, bool) {
	var se *scoring.Error
	var fe *flagError
	var de *db.Error
	switch {
	case errors.As(err, &se):
		return a.t.l.Say(se.Msg()), true
	case errors.As(err, &fe):
		return a.t.l.Say(lang.Whole(fe.msg)), true
	case errors.As(err, &de):
		return de.Text(a.t.l), true
	case errors.Is(err, errNotConfirmed):
		return "", true
	}
	return "", false
}

// checkOf is scorepad check itself with the flags the form's answers
// write (the engine's, tbl.Answers.Args), read as check reads its own.
func checkOf(f *factory, c tbl.Check) (*checkOptions, error) {
	o := &checkOptions{f: f, game: c.Game}
	fs := pflag.NewFlagSet("check", pflag.ContinueOnError)
	o.rules.bind("rules", fs)
	o.engines, o.fs = bindEngineFlags("check", fs), fs
	return o, fs.Parse(tbl.ArgsOf(c.Asked))
}

// wizard asks for a new game through the table's wizard (table.NewGame),
// the game built from its answers as scorepad new builds it from the same
// flags; it creates the game and returns its ID.
func (t *table) wizard() (int64, error) { return t.sitting().NewGame(menuActions{t: t}.New) }

// newGameOptions writes the wizard's answers as scorepad new's flags.
func newGameOptions(f *factory, a tbl.NewGame) *newOptions {
	return &newOptions{f: f, game: string(a.Kind), players: strings.Join(a.Players, ","),
		digital: a.Digital, rules: formRules("new", tbl.ArgsOf(a.Options))}
}

func errText(err error, l lang.Lang) error {
	if se, ok := scoring.AsError(err); ok {
		return fmt.Errorf("%s", l.Say(se.Msg()))
	}
	return err
}
