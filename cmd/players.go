package cmd

import (
	"context"
	"fmt"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"

	"github.com/spf13/cobra"
)

type playersOptions struct {
	f    *factory
	json bool
}

func newCmdPlayers(f *factory) *cobra.Command {
	o := &playersOptions{f: f}
	c := &cobra.Command{
		Use:   "players",
		Short: f.T("List the family's players; rename or merge them"),
		Long: `List everyone who played: games played (abandoned games not counted), first and
last game. The same name in any case is the same person (G1); "Zoe" and "Zoé"
are two people until merged with scorepad players rename Zoe Zoé.

--json prints [{"name", "games", "first": date|null, "last": date|null,
"looks_like": [names differing only by accents], omitted when none}].`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error { return runPlayers(c.Context(), o) },
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	c.AddCommand(newCmdRename(f, "rename OLD NEW"), newCmdRename(f, "merge A B"))
	return c
}

func runPlayers(ctx context.Context, o *playersOptions) error {
	f := o.f
	svc, err := f.ReadService()
	if err != nil {
		return err
	}
	people, err := svc.People(ctx)
	if err != nil {
		return err
	}
	lines := pages.PlayerLines(people)
	if o.json {
		return pages.WriteJSON(f.IO.Out, lines)
	}
	if err := pages.WritePlayers(f.IO.Out, f.Lang(), lines); err != nil || len(lines) == 0 {
		return err
	}
	// the conflict copies an import added, until deleted or kept
	open, err := svc.Games(ctx, sheets.GamesQuery{})
	if err != nil {
		return err
	}
	var copies [][2]int64
	for _, g := range open {
		if g.ConflictOf > 0 {
			copies = append(copies, [2]int64{g.ID, g.ConflictOf})
		}
	}
	pages.ConflictHints(f.IO.Out, f.Lang(), copies)
	return nil
}

type renameOptions struct {
	f        *factory
	from, to string
	json     bool
}

// newCmdRename is players rename, and players merge as its alias with the
// arguments read the same way (the first takes the second's name).
func newCmdRename(f *factory, use string) *cobra.Command {
	o := &renameOptions{f: f}
	short := f.T("Rename a player; when NEW already plays, the two become one")
	if use[:5] == "merge" {
		short = f.T("Merge player A into player B (same as rename A B)")
	}
	c := &cobra.Command{
		Use:   use,
		Short: short,
		Long: `Rename a player everywhere. When someone is already called NEW (G1: in any
case), the two people become one: their games, results and statistics are
joined at once, under the name NEW as typed. Two people who played in the
same game cannot be merged (exit 1).

  scorepad players rename Zoe Zoé     # "Zoe"'s games join "Zoé"'s
  scorepad players merge Zoe Zoé      # the same

--json prints {"from", "to", "merged"}.`,
		Args: cobra.ExactArgs(2),
		RunE: func(c *cobra.Command, args []string) error {
			o.from, o.to = args[0], args[1]
			return runRename(c.Context(), o)
		},
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

func runRename(ctx context.Context, o *renameOptions) error {
	f := o.f
	svc, err := f.Service()
	if err != nil {
		return err
	}
	merged, err := svc.Rename(ctx, o.from, o.to)
	if err != nil {
		return err
	}
	if o.json {
		return pages.WriteJSON(f.IO.Out, struct {
			From   string `json:"from"`
			To     string `json:"to"`
			Merged bool   `json:"merged"`
		}{o.from, o.to, merged})
	}
	if merged {
		fmt.Fprintf(f.IO.Out, f.T("%s merged into %s: their games and statistics are now one.\n"), pages.Printable(o.from), pages.Printable(o.to))
	} else {
		fmt.Fprintf(f.IO.Out, f.T("%s is now called %s.\n"), pages.Printable(o.from), pages.Printable(o.to))
	}
	return nil
}
