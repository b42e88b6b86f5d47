package cmd

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The family's records in the menu: what edit, abandon, delete, players,
// export, import and backup do with flags, the forms do too.

// explain prints a refusal or a bad answer and lets the form go on; any
// other error (the database failing) ends it.
func (t *table) explain(err error) error {
	var se *scoring.Error
	var fe *flagError
	var de *db.Error
	switch {
	case err == nil:
		return nil
	case errors.As(err, &se):
		t.say("✘ %s\n", se.Text(t.l))
	case errors.As(err, &fe):
		t.say("✘ %s\n", t.l.Pick(fe.en, fe.fr))
	case errors.As(err, &de):
		t.say("✘ %s\n", de.Text(t.l))
	case errors.Is(err, errNotConfirmed):
	default:
		return err
	}
	return nil
}

// sheetActions offers, under a game's sheet, to correct a move, abandon or
// delete the game.
func (t *table) sheetActions(ctx context.Context, id int64) error {
	for {
		st, err := t.svc.Load(ctx, id)
		if err != nil {
			return t.explain(err)
		}
		var opts []option
		live := st.Game.Abandoned.IsZero()
		if live && len(st.Game.Moves) > 0 {
			opts = append(opts, option{Label: t.f.T("Correct a move", "Corriger un coup"), Value: "edit"},
				option{Label: t.f.T("Undo the last change", "Annuler la dernière modification"), Value: "undo"})
		}
		if live {
			opts = append(opts, option{Label: t.f.T("Abandon this game (kept, out of the statistics)", "Abandonner cette partie (gardée, hors statistiques)"), Value: "abandon"})
		}
		opts = append(opts, option{Label: t.f.T("Delete this game", "Supprimer cette partie"), Value: "delete"},
			option{Label: t.f.T("Back", "Retour"), Value: "back"})
		choice, err := t.p.Select(fmt.Sprintf(t.f.T("Game %d", "Partie %d"), id), "", opts, "back")
		if err != nil {
			return err
		}
		switch choice {
		case "back":
			return nil
		case "edit":
			if err := t.explain(t.editForm(st)); err != nil {
				return err
			}
		case "undo":
			if err := t.explain(runUndo(&undoOptions{f: t.f, id: id})); err != nil {
				return err
			}
		case "abandon":
			if yes, err := t.p.Confirm(fmt.Sprintf(t.f.T("Abandon game %d?", "Abandonner la partie %d ?"), id), t.f.T("It stays in the list (games --all) but takes no more moves and leaves the statistics.", "Elle reste dans la liste (games --all) mais ne prend plus de coups et sort des statistiques."), false); err != nil {
				return err
			} else if yes {
				if err := t.explain(runAbandon(&abandonOptions{f: t.f, id: id})); err != nil {
					return err
				}
			}
		case "delete":
			err := runDelete(&deleteOptions{f: t.f, id: id})
			if err == nil {
				return nil
			}
			if err := t.explain(err); err != nil {
				return err
			}
		}
	}
}

// editForm asks which move to correct and what it should read (the
// table's edit form), then edits as scorepad edit does with the same flags.
func (t *table) editForm(st *sheets.State) error {
	var moves []option
	for _, ml := range moveLines(st.Game, t.l) {
		who := ""
		if ml.Player != nil {
			who = pages.Printable(*ml.Player) + " · "
		}
		moves = append(moves, option{Label: fmt.Sprintf("%d · %s%s", ml.Move, who, pages.Printable(ml.Text)), Value: strconv.Itoa(ml.Move)})
	}
	e, err := t.sitting().EditForm(st, moves)
	if err != nil {
		return err
	}
	return runEdit(&editOptions{seq: e.Seq, moveOptions: moveOptions{f: t.f, id: st.Game.ID,
		dice: e.Dice, box: e.Box, column: e.Column,
		turn: e.Turn, points: e.Points, pointsSet: e.PointsSet, bust: e.Bust,
		roll: e.Roll, choices: e.Choices}})
}

// playersForm lists the family and offers to rename or merge.
func (t *table) playersForm() error {
	if err := runPlayers(&playersOptions{f: t.f}); err != nil {
		return err
	}
	people, err := t.svc.People(context.Background())
	if err != nil || len(people) == 0 {
		return err
	}
	choice, err := t.p.Select(t.f.T("Players", "Joueurs"), "", []option{
		{Label: t.f.T("Rename or merge a player", "Renommer ou fusionner un joueur"), Value: "rename"},
		{Label: t.f.T("Back", "Retour"), Value: "back"},
	}, "back")
	if err != nil || choice == "back" {
		return err
	}
	var opts []option
	for _, p := range people {
		opts = append(opts, option{Label: fmt.Sprintf("%s (%d)", pages.Printable(p.Name), p.Games), Value: p.Name})
	}
	from, err := t.p.Select(t.f.T("Who?", "Qui ?"), "", opts, "")
	if err != nil {
		return err
	}
	to, err := t.p.Input(question{Title: fmt.Sprintf(t.f.T("New name for %s", "Nouveau nom pour %s"), pages.Printable(from)),
		Description: t.f.T("The name of another player merges the two into one person.", "Le nom d'un autre joueur fusionne les deux en une seule personne."),
		Validate: func(s string) error {
			if strings.TrimSpace(s) == "" {
				return errors.New(t.f.T("a name is needed", "il faut un nom"))
			}
			return nil
		}})
	if err != nil {
		return err
	}
	return t.explain(runRename(&renameOptions{f: t.f, from: from, to: to}))
}

// filesForm exports, imports and backs up, asking for the file.
func (t *table) filesForm() error {
	choice, err := t.p.Select(t.f.T("Export, import, back up", "Exporter, importer, sauvegarder"), "", []option{
		{Label: t.f.T("Export every game (scorepad JSON)", "Exporter toutes les parties (JSON scorepad)"), Value: "export"},
		{Label: t.f.T("Export the finished games for BG Stats", "Exporter les parties finies pour BG Stats"), Value: "bgstats"},
		{Label: t.f.T("Import a scorepad export", "Importer un export scorepad"), Value: "import"},
		{Label: t.f.T("Back up the database", "Sauvegarder la base"), Value: "backup"},
		{Label: t.f.T("Back", "Retour"), Value: "back"},
	}, "back")
	if err != nil || choice == "back" {
		return err
	}
	placeholder := map[string]string{"export": "scorepad-export.json", "bgstats": "scorepad.bgsplay", "import": "scorepad-export.json", "backup": "scorepad-backup.db"}[choice]
	file, err := t.p.Input(question{Title: t.f.T("File", "Fichier"), Placeholder: placeholder, Validate: func(s string) error {
		if strings.TrimSpace(s) == "" {
			return errors.New(t.f.T("a file name is needed", "il faut un nom de fichier"))
		}
		return nil
	}})
	if err != nil {
		return err
	}
	file = strings.TrimSpace(file)
	switch choice {
	case "export", "bgstats":
		format := map[string]string{"export": "json", "bgstats": "bgstats"}[choice]
		if err := runExport(&exportOptions{f: t.f, output: file, format: format}); err != nil {
			return t.explain(err)
		}
		t.say(t.f.T("Written to %s.\n", "Écrit dans %s.\n"), file)
		return nil
	case "import":
		return t.explain(runImport(&importOptions{f: t.f, file: file}))
	}
	return t.explain(runBackup(&backupOptions{f: t.f, file: file}))
}
