package cmd

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
	"github.com/spf13/cobra"
)

// runMenu is scorepad without arguments in a terminal: new game, resume,
// check a box, sheets (and from a sheet: edit a move, abandon, delete),
// statistics, players, export/import/backup.
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
	ctx := context.Background()
	for {
		choice, err := t.menuSelect("scorepad", f.T("Keep score for dice played at the table.", "Le carnet de score des dés joués à table.")+"\n"+f.T("q or Esc: quit", "q ou Échap : quitter"), []option{
			{Label: f.T("New game", "Nouvelle partie"), Value: "new"},
			{Label: f.T("Resume a game", "Reprendre une partie"), Value: "resume"},
			{Label: f.T("Check a box", "Vérifier une case"), Value: "check"},
			{Label: f.T("Sheets", "Feuilles"), Value: "sheets"},
			{Label: f.T("Statistics", "Statistiques"), Value: "stats"},
			{Label: f.T("Players: list, rename, merge", "Joueurs : liste, renommer, fusionner"), Value: "players"},
			{Label: f.T("Export, import, back up", "Exporter, importer, sauvegarder"), Value: "files"},
			{Label: f.T("Quit", "Quitter"), Value: "quit"},
		}, "new")
		if errors.Is(err, errPaused) || errors.Is(err, errNoInput) || choice == "quit" {
			return nil
		}
		if err != nil {
			return err
		}
		switch choice {
		case "new":
			id, err := t.wizard()
			if err == nil {
				err = t.play(id)
			}
			if err = t.stopped(id, err); err != nil {
				return err
			}
		case "resume", "sheets":
			id, err := t.pickGame(ctx, choice == "sheets")
			if errors.Is(err, errAgain) {
				continue
			}
			if err != nil {
				return t.stopped(0, err)
			}
			if choice == "resume" {
				if err := t.stopped(id, t.play(id)); err != nil {
					return err
				}
			} else if err := runSheet(&sheetOptions{f: f, id: id, format: "text"}); err != nil {
				return err
			} else if err := t.sheetActions(ctx, id); err != nil && !errors.Is(err, errPaused) {
				return t.stopped(0, err)
			}
		case "check":
			if err := t.checkForm(); err != nil && !errors.Is(err, errPaused) {
				return t.stopped(0, err)
			}
		case "stats":
			if err := runStats(&statsOptions{f: f, format: "text"}); err != nil {
				return err
			}
		case "players":
			if err := t.playersForm(); err != nil && !errors.Is(err, errPaused) {
				return t.stopped(0, err)
			}
		case "files":
			if err := t.filesForm(); err != nil && !errors.Is(err, errPaused) {
				return t.stopped(0, err)
			}
		}
	}
}

// pickGame lets the person choose a game (unfinished ones only unless all).
func (t *table) pickGame(ctx context.Context, all bool) (int64, error) {
	list, err := t.svc.Games(ctx, sheets.GamesQuery{All: all})
	if err != nil {
		return 0, err
	}
	if len(list) == 0 {
		t.say("%s\n", t.f.T("No game to show.", "Aucune partie à afficher."))
		return 0, errAgain
	}
	var opts []option
	for _, g := range list {
		state := t.f.T("in progress", "en cours")
		switch {
		case g.Abandoned:
			state = t.f.T("abandoned", "abandonnée")
		case g.Finished:
			state = t.f.T("finished", "terminée")
		}
		opts = append(opts, option{Label: fmt.Sprintf("%d · %s · %s · %s · %s", g.ID, g.Kind, strings.Join(pages.PrintableAll(g.Players), ", "), g.Started.Format("2006-01-02"), state), Value: strconv.FormatInt(g.ID, 10)})
	}
	v, err := t.p.Select(t.f.T("Which game?", "Quelle partie ?"), "", opts, "")
	if err != nil {
		return 0, err
	}
	return strconv.ParseInt(v, 10, 64)
}

// checkForm asks for a disputed box (the table's check form) and prints
// the verdicts as check does.
func (t *table) checkForm() error {
	c, ok, err := t.sitting().CheckForm()
	if err != nil || !ok {
		return err
	}
	err = runCheck(checkOf(t.f, c))
	var se *silentExit
	if err != nil && !errors.As(err, &se) {
		t.say("✘ %s\n", errText(err, t.l))
	}
	return t.holdResults()
}

// checkOf is scorepad check itself with the flags the form's answers write.
func checkOf(f *factory, c tbl.Check) *checkOptions {
	return &checkOptions{f: f, game: c.Game, dice: c.Dice, sheet: c.Sheet,
		throw: c.Throw, keep: c.Keep, keepSet: c.KeepSet,
		rules: rulesFlags{bustRule: c.BustRule, preset: c.Preset, columns: c.Columns, full: c.Full, fourKind: c.FourKind, plusMinus: c.PlusMinus},
		roll:  c.Roll, choice: c.Choice, fifths: c.Fifths}
}

// holdResults keeps what was just printed on screen until a key: on a
// terminal the menu drawn next would push it away (issue 31).
func (t *table) holdResults() error {
	if h, ok := t.p.(*huhPrompter); !ok || h.accessible {
		return nil
	}
	_, err := t.p.Select(t.f.T("Read the answer above, then Enter", "Lisez la réponse ci-dessus, puis Entrée"), "", []option{{Label: t.f.T("← Back to the menu", "← Retour au menu"), Value: "ok"}}, "ok")
	if errors.Is(err, errPaused) {
		return nil
	}
	return err
}

// menuSelect is the menu's Select: on a terminal, q leaves it as Esc and
// Ctrl-C do (q is no answer to a list; in text fields it stays a letter).
func (t *table) menuSelect(title, description string, opts []option, def string) (string, error) {
	if h, ok := t.p.(*huhPrompter); ok && !h.accessible {
		keys := *h.keys
		keys.Quit.SetKeys("ctrl+c", "esc", "q")
		saved := h.keys
		h.keys = &keys
		defer func() { h.keys = saved }()
	}
	return t.p.Select(title, description, opts, def)
}
