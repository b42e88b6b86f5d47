package cmd

import (
	"context"
	"fmt"

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
		Short: f.T("Take back the last move of a game", "Annuler le dernier coup d'une partie"),
		Long: `Take back the last move of a game (a finished game is reopened).

--json prints {"game": ID, "undone": seq, "next": name|null}.`,
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
	st, m, err := svc.Undo(context.Background(), o.id)
	if err != nil {
		return err
	}
	if o.json {
		return printJSON(f.IO.Out, struct {
			Game   int64   `json:"game"`
			Undone int     `json:"undone"`
			Next   *string `json:"next"`
		}{o.id, m.Seq, nextName(st)})
	}
	fmt.Fprintf(f.IO.Out, f.T("Move %d of game %d taken back.\n", "Coup %d de la partie %d annulé.\n"), m.Seq, o.id)
	if n := nextName(st); n != nil {
		fmt.Fprintf(f.IO.Out, f.T("Next: %s\n", "Au tour de : %s\n"), *n)
	}
	return nil
}
