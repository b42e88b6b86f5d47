package cmd

import (
	"context"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
)

type gamesOptions struct {
	f    *factory
	all  bool
	json bool
}

func newCmdGames(f *factory) *cobra.Command {
	o := &gamesOptions{f: f}
	c := &cobra.Command{
		Use:   "games",
		Short: f.T("List the games: unfinished first", "Lister les parties : celles en cours d'abord"),
		Long: `List unfinished games (all games with --all, abandoned ones included),
unfinished first, newest first.

--json prints [{"id", "game", "players", "started", "finished", "abandoned", "moves", "turn": name|null}].`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error { return runGames(o) },
	}
	c.Flags().BoolVar(&o.all, "all", false, "finished games too")
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

type gameLine struct {
	ID        int64    `json:"id"`
	Game      string   `json:"game"`
	Players   []string `json:"players"`
	Started   string   `json:"started"`
	Finished  bool     `json:"finished"`
	Abandoned bool     `json:"abandoned"`
	Moves     int      `json:"moves"`
	Turn      *string  `json:"turn"`
}

func runGames(o *gamesOptions) error {
	f := o.f
	svc, err := f.Service()
	if err != nil {
		return err
	}
	ctx := context.Background()
	list, err := svc.Games(ctx, o.all)
	if err != nil {
		return err
	}
	lines := []gameLine{}
	for _, g := range list {
		gl := gameLine{ID: g.ID, Game: string(g.Kind), Players: g.Players, Started: g.Started.Format("2006-01-02T15:04:05Z"), Finished: g.Finished, Abandoned: g.Abandoned, Moves: g.Moves}
		if !g.Finished && !g.Abandoned {
			if st, err := svc.Load(ctx, g.ID); err == nil {
				gl.Turn = nextName(st)
			}
		}
		lines = append(lines, gl)
	}
	if o.json {
		return printJSON(f.IO.Out, lines)
	}
	if len(lines) == 0 {
		fmt.Fprintln(f.IO.Out, f.T("No game yet: start one with scorepad new.", "Aucune partie : commencez-en une avec scorepad new."))
		return nil
	}
	w := tabwriter.NewWriter(f.IO.Out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, f.T("ID\tGAME\tPLAYERS\tSTARTED\tMOVES\tTURN", "N°\tJEU\tJOUEURS\tDÉBUT\tCOUPS\tTOUR"))
	for _, g := range lines {
		turn := "—"
		switch {
		case g.Abandoned:
			turn = f.T("abandoned", "abandonnée")
		case g.Finished:
			turn = f.T("finished", "terminée")
		case g.Turn != nil:
			turn = printable(*g.Turn)
		}
		fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%d\t%s\n", g.ID, g.Game, strings.Join(printableAll(g.Players), ", "), g.Started[:10], g.Moves, turn)
	}
	return w.Flush()
}
