package table

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/sheets"
)

// The menu: scorepad without arguments in a terminal. Each choice has a
// stable ID (its Option.Value, below), so that tests and scripts choose by
// ID or label, never by position, and a menu may be reordered freely.
const (
	MenuNew     = "new"
	MenuResume  = "resume"
	MenuCheck   = "check"
	MenuSheets  = "sheets"
	MenuStats   = "stats"
	MenuPlayers = "players"
	MenuFiles   = "files"
	MenuQuit    = "quit"
	// MenuBack leaves a sub-menu for the menu (sheet actions, players,
	// files).
	MenuBack = "back"
)

// Actions is what the menu does through the commands themselves: each is
// the scorepad command of the same name run with the flags the answers
// write, printing what it prints. cmd/ implements it.
type Actions interface {
	// New builds and creates the game the wizard's answers describe.
	New(a NewGame) (*sheets.Game, error)
	// Sheet prints game id's sheets (scorepad sheet ID).
	Sheet(id int64) error
	// Stats prints the statistics (scorepad stats).
	Stats() error
	// Check judges a disputed throw (scorepad check) and prints the verdicts.
	Check(c Check) error
	// Moves lists game st's moves as options, for the edit form.
	Moves(st *sheets.State) []Option
	Edit(id int64, e Edit) error
	Undo(id int64) error
	Abandon(id int64) error
	Delete(id int64) error
	// Players prints the family (scorepad players).
	Players() error
	Rename(from, to string) error
	// Export writes every game to file, as format (json or bgstats).
	Export(file, format string) error
	Import(file string) error
	Backup(file string) error
	// Refusal returns the words of err when it is a refusal or a bad answer
	// the menu says and goes on after, false for a failure that ends it.
	Refusal(err error) (string, bool)
}

// MenuSelecter is a Prompter whose menu lists can be left with one more
// key (q, on a terminal; in a text field q stays a letter).
type MenuSelecter interface {
	MenuSelect(title, description string, opts []Option, def string) (string, error)
}

// Menu is the sitting's menu: new game, resume, check a box, sheets (and
// from a sheet: edit a move, undo, abandon, delete), statistics, players,
// export/import/backup.
type Menu struct {
	// Table is the sitting the menu asks through and plays games at.
	Table *Table
	Do    Actions
	// Hold keeps what an action printed on screen until a key: on a
	// terminal the menu drawn next would push it away (issue 31).
	Hold bool
}

// sitting returns a fresh dialogue for one game or form (nothing left of
// the one before: no turn in progress, no throw to retype).
func (m *Menu) sitting() *Table {
	t := *m.Table
	t.rec, t.retype = nil, ""
	return &t
}

func (m *Menu) t(en string) string { return m.Table.T(en) }

// Run asks the menu until the person quits (the quit choice, Esc, or the
// answers running out), or a form ends the sitting.
func (m *Menu) Run(ctx context.Context) error {
	for {
		choice, err := m.main()
		if errors.Is(err, ErrPaused) || errors.Is(err, ErrNoInput) || choice == MenuQuit {
			return nil
		}
		if err != nil {
			return err
		}
		if quit, err := m.do(ctx, choice); quit || err != nil {
			return err
		}
	}
}

// main asks the menu itself.
func (m *Menu) main() (string, error) {
	opts := []Option{
		{Label: m.t("New game"), Value: MenuNew},
		{Label: m.t("Resume a game"), Value: MenuResume},
		{Label: m.t("Check a box"), Value: MenuCheck},
		{Label: m.t("Sheets"), Value: MenuSheets},
		{Label: m.t("Statistics"), Value: MenuStats},
		{Label: m.t("Players: list, rename, merge"), Value: MenuPlayers},
		{Label: m.t("Export, import, back up"), Value: MenuFiles},
		{Label: m.t("Quit"), Value: MenuQuit},
	}
	desc := m.t("Keep score for dice played at the table.") + "\n" + m.t("q or Esc: quit")
	if ms, ok := m.Table.P.(MenuSelecter); ok {
		return ms.MenuSelect("scorepad", desc, opts, MenuNew)
	}
	return m.Table.P.Select("scorepad", desc, opts, MenuNew)
}

// do runs one choice of the menu. A form left (Esc) comes back to the
// menu; a form that fails, or a list left before a game is chosen, ends
// the sitting (quit, with Stopped's word on it).
func (m *Menu) do(ctx context.Context, choice string) (quit bool, err error) {
	switch choice {
	case MenuNew:
		id, err := m.sitting().NewGame(m.Do.New)
		if err == nil {
			err = m.sitting().Play(id)
		}
		return false, m.sitting().Stopped(id, err)
	case MenuResume, MenuSheets:
		return m.game(ctx, choice == MenuSheets)
	case MenuStats:
		return false, m.Do.Stats()
	case MenuCheck:
		err = m.checkForm()
	case MenuPlayers:
		err = m.playersForm(ctx)
	case MenuFiles:
		err = m.filesForm()
	}
	if err != nil && !errors.Is(err, ErrPaused) {
		return true, m.sitting().Stopped(0, err)
	}
	return false, nil
}

// game lets the person choose a game, then resumes it, or shows its
// sheets and what can be done with it.
func (m *Menu) game(ctx context.Context, sheet bool) (quit bool, err error) {
	id, err := m.pickGame(ctx, sheet)
	if errors.Is(err, ErrAgain) {
		return false, nil
	}
	if err != nil {
		return true, m.sitting().Stopped(0, err)
	}
	if !sheet {
		return false, m.sitting().Stopped(id, m.sitting().Play(id))
	}
	if err := m.Do.Sheet(id); err != nil {
		return true, err
	}
	if err := m.sheetActions(ctx, id); err != nil && !errors.Is(err, ErrPaused) {
		return true, m.sitting().Stopped(0, err)
	}
	return false, nil
}

// pickGame lets the person choose a game (unfinished ones only unless
// all); ErrAgain when there is none.
func (m *Menu) pickGame(ctx context.Context, all bool) (int64, error) {
	t := m.Table
	list, err := t.Service.Games(ctx, sheets.GamesQuery{All: all})
	if err != nil {
		return 0, err
	}
	if len(list) == 0 {
		t.say("%s\n", t.T("No game to show."))
		return 0, ErrAgain
	}
	var opts []Option
	for _, g := range list {
		state := t.T("in progress")
		switch {
		case g.Abandoned:
			state = t.T("abandoned")
		case g.Finished:
			state = t.T("finished")
		}
		names := make([]string, len(g.Players))
		for i, p := range g.Players {
			names[i] = t.name(p)
		}
		opts = append(opts, Option{Label: fmt.Sprintf("%d · %s · %s · %s · %s", g.ID, g.Kind, strings.Join(names, ", "), g.Started.Format("2006-01-02"), state), Value: strconv.FormatInt(g.ID, 10)})
	}
	v, err := t.P.Select(t.T("Which game?"), "", opts, "")
	if err != nil {
		return 0, err
	}
	return strconv.ParseInt(v, 10, 64)
}

// checkForm asks for a disputed box (the check form) and prints the
// verdicts as check does.
func (m *Menu) checkForm() error {
	c, ok, err := m.sitting().CheckForm()
	if err != nil || !ok {
		return err
	}
	if err := m.Do.Check(c); err != nil {
		m.Table.say("✘ %s\n", err)
	}
	return m.holdResults()
}

// holdResults keeps what was just printed on screen until a key, when the
// menu holds it (Hold).
func (m *Menu) holdResults() error {
	if !m.Hold {
		return nil
	}
	_, err := m.Table.P.Select(m.t("Read the answer above, then Enter"), "", []Option{{Label: m.t("← Back to the menu"), Value: "ok"}}, "ok")
	if errors.Is(err, ErrPaused) {
		return nil
	}
	return err
}
