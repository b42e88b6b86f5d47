package cmd

import (
	"context"
	"fmt"

	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
)

type fillOptions struct {
	f     *factory
	games int
	seed  uint64
	kind  string
}

func newCmdDev(f *factory) *cobra.Command {
	dev := &cobra.Command{Use: "dev", Short: "Developer tools", Hidden: true}
	o := &fillOptions{f: f}
	fill := &cobra.Command{
		Use:   "fill --games N [--seed S] [--game KIND]",
		Short: "Fill the database with realistic finished games (every move through the rules)",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if o.games < 1 || o.games > maxFilledGames {
				return flagErrorf("--games %d: give 1 to %d games", o.games, maxFilledGames)
			}
			if o.kind != "" {
				if _, err := sheets.ParseKind(o.kind); err != nil {
					return err
				}
			}
			return runFill(c.Context(), o)
		},
	}
	intFlag(fill.Flags(), &o.games, "games", 1000, "how many games")
	uint64Flag(fill.Flags(), &o.seed, "seed", 1, "random seed")
	fill.Flags().StringVar(&o.kind, "game", "", "only this kind (default: a family's mix)")
	dev.AddCommand(fill)
	return dev
}

func runFill(ctx context.Context, o *fillOptions) error {
	store, err := o.f.Store()
	if err != nil {
		return err
	}
	g0 := gen.NewGenerator(o.seed)
	const batch = 2000
	for done := 0; done < o.games; {
		n := min(batch, o.games-done)
		games := make([]*sheets.Game, n)
		results := make([][]sheets.Result, n)
		for i := range games {
			k := g0.Mix()
			if o.kind != "" {
				k = sheets.Kind(o.kind)
			}
			g, st := g0.Game(k)
			games[i], results[i] = g, st.Results()
		}
		if err := store.Import(ctx, games, results); err != nil {
			return err
		}
		done += n
	}
	fmt.Fprint(o.f.IO.Out, o.f.lang.Sprintf("%d games added\n", o.games))
	return nil
}
