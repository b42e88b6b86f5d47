package table

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// The family's records in the menu: what edit, undo, abandon, delete,
// players, export, import and backup do with flags, the forms do too.

// explain says a refusal or a bad answer and lets the form go on; any
// other error (the database failing) ends it.
func (m *Menu) explain(err error) error {
	if err == nil {
		return nil
	}
	if text, ok := m.Do.Refusal(err); ok {
		if text != "" {
			m.Table.say("✘ %s\n", text)
		}
		return nil
	}
	return err
}

// sheetActions offers, under a game's sheet, to correct a move, undo the
// last change, abandon or delete the game.
func (m *Menu) sheetActions(ctx context.Context, id int64) error {
	for {
		choice, err := m.sheetAction(ctx, id)
		if err != nil || choice == MenuBack {
			return err
		}
		done, err := m.sheetDo(ctx, id, choice)
		if err != nil || done {
			return err
		}
	}
}

// sheetAction asks what to do with game id; what a finished or abandoned
// game cannot take is not offered.
func (m *Menu) sheetAction(ctx context.Context, id int64) (string, error) {
	st, err := m.Table.Service.Load(ctx, id)
	if err != nil {
		return MenuBack, m.explain(err)
	}
	var opts []Option
	live := st.Game.Abandoned.IsZero()
	if live && len(st.Game.Moves) > 0 {
		opts = append(opts, Option{Label: m.t("Correct a move"), Value: "edit"},
			Option{Label: m.t("Undo the last change"), Value: "undo"})
	}
	if live {
		opts = append(opts, Option{Label: m.t("Abandon this game (kept, out of the statistics)"), Value: "abandon"})
	}
	opts = append(opts, Option{Label: m.t("Delete this game"), Value: "delete"},
		Option{Label: m.t("Back"), Value: MenuBack})
	return m.Table.P.Select(fmt.Sprintf(m.t("Game %d"), id), "", opts, MenuBack)
}

// sheetDo does choice (edit, undo, abandon, delete) to game id; done once
// the game is deleted.
func (m *Menu) sheetDo(ctx context.Context, id int64, choice string) (done bool, err error) {
	switch choice {
	case "edit":
		return false, m.explain(m.editForm(ctx, id))
	case "undo":
		return false, m.explain(m.Do.Undo(id))
	case "abandon":
		yes, err := m.Table.P.Confirm(fmt.Sprintf(m.t("Abandon game %d?"), id), m.t("It stays in the list (games --all) but takes no more moves and leaves the statistics."), false)
		if err != nil || !yes {
			return false, err
		}
		return false, m.explain(m.Do.Abandon(id))
	case "delete":
		err := m.Do.Delete(id)
		if err == nil {
			return true, nil
		}
		return false, m.explain(err)
	}
	return false, nil
}

// editForm asks which move to correct and what it should read (the edit
// form), then edits as scorepad edit does with the same flags.
func (m *Menu) editForm(ctx context.Context, id int64) error {
	st, err := m.Table.Service.Load(ctx, id)
	if err != nil {
		return err
	}
	e, err := m.sitting().EditForm(st, m.Do.Moves(st))
	if err != nil {
		return err
	}
	return m.Do.Edit(id, e)
}

// nonEmpty refuses a blank answer with why.
func nonEmpty(why func() string) func(string) error {
	return func(s string) error {
		if strings.TrimSpace(s) == "" {
			return errors.New(why())
		}
		return nil
	}
}

// playersForm lists the family and offers to rename or merge.
func (m *Menu) playersForm(ctx context.Context) error {
	if err := m.Do.Players(); err != nil {
		return err
	}
	people, err := m.Table.Service.People(ctx)
	if err != nil || len(people) == 0 {
		return err
	}
	choice, err := m.Table.P.Select(m.t("Players"), "", []Option{
		{Label: m.t("Rename or merge a player"), Value: "rename"},
		{Label: m.t("Back"), Value: MenuBack},
	}, MenuBack)
	if err != nil || choice == MenuBack {
		return err
	}
	var opts []Option
	for _, p := range people {
		opts = append(opts, Option{Label: fmt.Sprintf("%s (%d)", m.Table.name(p.Name), p.Games), Value: p.Name})
	}
	from, err := m.Table.P.Select(m.t("Who?"), "", opts, "")
	if err != nil {
		return err
	}
	to, err := m.Table.P.Input(Question{Title: fmt.Sprintf(m.t("New name for %s"), m.Table.name(from)),
		Description: m.t("The name of another player merges the two into one person."),
		Validate:    nonEmpty(func() string { return m.t("a name is needed") })})
	if err != nil {
		return err
	}
	return m.explain(m.Do.Rename(from, to))
}

// filesForm exports, imports and backs up, asking for the file.
func (m *Menu) filesForm() error {
	choice, err := m.Table.P.Select(m.t("Export, import, back up"), "", []Option{
		{Label: m.t("Export every game (scorepad JSON)"), Value: "export"},
		{Label: m.t("Export the finished games for BG Stats"), Value: "bgstats"},
		{Label: m.t("Import a scorepad export"), Value: "import"},
		{Label: m.t("Back up the database"), Value: "backup"},
		{Label: m.t("Back"), Value: MenuBack},
	}, MenuBack)
	if err != nil || choice == MenuBack {
		return err
	}
	placeholder := map[string]string{"export": "scorepad-export.json", "bgstats": "scorepad.bgsplay", "import": "scorepad-export.json", "backup": "scorepad-backup.db"}[choice]
	file, err := m.Table.P.Input(Question{Title: m.t("File"), Placeholder: placeholder,
		Validate: nonEmpty(func() string { return m.t("a file name is needed") })})
	if err != nil {
		return err
	}
	file = strings.TrimSpace(file)
	switch choice {
	case "export", "bgstats":
		format := map[string]string{"export": "json", "bgstats": "bgstats"}[choice]
		if err := m.Do.Export(file, format); err != nil {
			return m.explain(err)
		}
		m.Table.say(m.t("Written to %s.\n"), file)
		return nil
	case "import":
		return m.explain(m.Do.Import(file))
	}
	return m.explain(m.Do.Backup(file))
}
