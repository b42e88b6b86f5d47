package cmd

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/db"
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

// editForm asks which move to correct and what it should read, then edits
// as scorepad edit does.
func (t *table) editForm(st *sheets.State) error {
	g := st.Game
	var opts []option
	for _, ml := range moveLines(g, t.l) {
		who := ""
		if ml.Player != nil {
			who = printable(*ml.Player) + " · "
		}
		opts = append(opts, option{Label: fmt.Sprintf("%d · %s%s", ml.Move, who, printable(ml.Text)), Value: strconv.Itoa(ml.Move)})
	}
	v, err := t.p.Select(t.f.T("Which move?", "Quel coup ?"), t.f.T("Every later move is checked again; nothing changes if one no longer holds.", "Chaque coup suivant est revérifié ; rien ne change si l'un d'eux ne tient plus."), opts, opts[len(opts)-1].Value)
	if err != nil {
		return err
	}
	seq, _ := strconv.Atoi(v)
	o := &editOptions{moveOptions: moveOptions{f: t.f, id: g.ID}, seq: seq}
	dice := func(title string) (string, error) {
		return t.p.Input(question{Title: title, Placeholder: "66666", Validate: func(s string) error {
			if _, err := scoring.ParseDice(s, 5, 5); err != nil {
				return errors.New(scoring.ErrorText(err, t.l))
			}
			return nil
		}})
	}
	if err := cmdOf(g.Kind).editForm(t, st, o, dice); err != nil {
		return err
	}
	return runEdit(o)
}

func (boxCmd) editForm(t *table, st *sheets.State, o *editOptions, dice func(string) (string, error)) error {
	var err error
	if o.dice, err = dice(t.f.T("The five dice", "Les cinq dés")); err != nil {
		return err
	}
	var boxes []option
	for _, b := range st.Boxes().Rules.Boxes() {
		boxes = append(boxes, option{Label: b.Name(t.l), Value: b.ID()})
	}
	if o.box, err = t.p.Select(t.f.T("In which box?", "Dans quelle case ?"), "", boxes, ""); err != nil {
		return err
	}
	if names := st.Boxes().Rules.ColumnNames(); len(names) > 1 {
		var cols []option
		for _, n := range names {
			cols = append(cols, option{Label: n, Value: n})
		}
		if o.column, err = t.p.Select(t.f.T("Which column?", "Quelle colonne ?"), "", cols, ""); err != nil {
			return err
		}
	}
	return nil
}

func (fiveCmd) editForm(t *table, st *sheets.State, o *editOptions, dice func(string) (string, error)) error {
	a, err := t.p.Input(question{Title: t.f.T("The turn: throw by throw (155234/155 234/-), a total (650) or bust", "Le tour : lancer par lancer (155234/155 234/-), un total (650) ou bust"), Placeholder: "650"})
	if err != nil {
		return err
	}
	a = strings.TrimSpace(a)
	if n, err := strconv.Atoi(a); err == nil {
		o.points, o.pointsSet = n, true
	} else if strings.EqualFold(a, "bust") {
		o.bust = true
	} else {
		o.turn = a
	}
	return nil
}

func (sacksonCmd) editForm(t *table, st *sheets.State, o *editOptions, dice func(string) (string, error)) error {
	var err error
	if o.roll, err = dice(t.f.T("The shared throw", "Le lancer commun")); err != nil {
		return err
	}
	for _, name := range st.Game.Players {
		c, err := t.p.Input(question{Title: fmt.Sprintf(t.f.T("%s's choice (a+b,c+d/e; empty if their game had ended)", "Choix de %s (a+b,c+d/e ; vide si sa partie était finie)"), printable(name)), Placeholder: "3+4,5+6/3"})
		if err != nil {
			return err
		}
		if c = strings.TrimSpace(c); c != "" {
			o.choices = append(o.choices, name+"="+c)
		}
	}
	return nil
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
		opts = append(opts, option{Label: fmt.Sprintf("%s (%d)", printable(p.Name), p.Games), Value: p.Name})
	}
	from, err := t.p.Select(t.f.T("Who?", "Qui ?"), "", opts, "")
	if err != nil {
		return err
	}
	to, err := t.p.Input(question{Title: fmt.Sprintf(t.f.T("New name for %s", "Nouveau nom pour %s"), printable(from)),
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
