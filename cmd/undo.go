package cmd

import (
	"context"
	"fmt"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"

	"github.com/spf13/cobra"
)

type undoOptions struct {
	f    *factory
	id   int64
	json bool
}

func newCmdUndo(f *factory) *cobra.Command {
	o := &undoOptions{f: f}
	c := &cobra.Command{
		Use:   "undo ID",
		Short: f.T("Take back the last move of a game"),
		Long: `Take back the last change to a game: the last move (a finished game is
reopened), or an edit of a past move (scorepad edit) made since the last move.

--json prints {"game": ID, "undone": seq, "edit": bool, "next": name|null}:
seq is the move taken back, or the move whose edit was taken back.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			id, err := parseID(args[0])
			if err != nil {
				return err
			}
			o.id = id
			return runUndo(o)
		},
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

func runUndo(o *undoOptions) error {
	f := o.f
	svc, err := f.Service()
	if err != nil {
		return err
	}
	st, u, err := svc.Undo(context.Background(), o.id)
	if err != nil {
		return err
	}
	f.markSaved(lang.Of(func(l lang.Lang) string { return undoneText(l, o.id, u) }))
	if o.json {
		return pages.WriteJSON(f.IO.Out, struct {
			Game   int64   `json:"game"`
			Undone int     `json:"undone"`
			Edit   bool    `json:"edit"`
			Next   *string `json:"next"`
		}{o.id, u.Move.Seq, u.Edit != nil, nextName(st)})
	}
	fmt.Fprintln(f.IO.Out, undoneText(f.Lang(), o.id, u))
	if n := nextName(st); n != nil {
		fmt.Fprintf(f.IO.Out, f.T("Next: %s\n"), *n)
	}
	return nil
}

// undoneText says what undo took back (table.UndoneText).
func undoneText(l lang.Lang, id int64, u sheets.Undone) string { return tbl.UndoneText(l, id, u) }
