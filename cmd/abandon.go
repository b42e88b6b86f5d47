package cmd

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/pages"
	"github.com/spf13/cobra"
)

type abandonOptions struct {
	f    *factory
	id   int64
	json bool
}

func newCmdAbandon(f *factory) *cobra.Command {
	o := &abandonOptions{f: f}
	c := &cobra.Command{
		Use:   "abandon ID",
		Short: f.T("Abandon a game: kept, but out of the statistics"),
		Long: `Mark a game abandoned (started by mistake, never finished). It is kept with
every move, takes no more moves, counts in no statistics, and is listed by
scorepad games --all. To remove it for good: scorepad delete ID.

--json prints {"game", "abandoned": true}.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			id, err := parseID(args[0])
			if err != nil {
				return err
			}
			o.id = id
			return runAbandon(o)
		},
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

func runAbandon(o *abandonOptions) error {
	f := o.f
	svc, err := f.Service()
	if err != nil {
		return err
	}
	if err := svc.Abandon(context.Background(), o.id); err != nil {
		return err
	}
	if o.json {
		return pages.WriteJSON(f.IO.Out, struct {
			Game      int64 `json:"game"`
			Abandoned bool  `json:"abandoned"`
		}{o.id, true})
	}
	fmt.Fprintf(f.IO.Out, f.T("Game %d abandoned: kept, out of the statistics (scorepad games --all lists it).\n"), o.id)
	return nil
}

type keepOptions struct {
	f    *factory
	id   int64
	json bool
}

func newCmdKeep(f *factory) *cobra.Command {
	o := &keepOptions{f: f}
	c := &cobra.Command{
		Use:   "keep ID",
		Short: f.T("Keep a conflict copy from an import as a game of its own"),
		Long: `When both households played the same game apart, import keeps the local game
and adds the other side's as a conflict copy beside it (games and players
show it). Compare the two (scorepad sheet ID), then either delete the copy
(scorepad delete ID) or keep it: it stays a game of its own, no longer shown
as a conflict.

--json prints {"game", "kept": true}.
Exit codes: 0 kept, 2 no such game or not a conflict copy.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			id, err := parseID(args[0])
			if err != nil {
				return err
			}
			o.id = id
			return runKeep(o)
		},
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

func runKeep(o *keepOptions) error {
	f := o.f
	svc, err := f.Service()
	if err != nil {
		return err
	}
	if err := svc.Keep(context.Background(), o.id); err != nil {
		return err
	}
	if o.json {
		return pages.WriteJSON(f.IO.Out, struct {
			Game int64 `json:"game"`
			Kept bool  `json:"kept"`
		}{o.id, true})
	}
	fmt.Fprintf(f.IO.Out, f.T("Game %d kept as a game of its own.\n"), o.id)
	return nil
}

type deleteOptions struct {
	f    *factory
	id   int64
	yes  bool
	json bool
}

func newCmdDelete(f *factory) *cobra.Command {
	o := &deleteOptions{f: f}
	c := &cobra.Command{
		Use:   "delete ID",
		Short: f.T("Delete a game for good"),
		Long: `Delete a game with its moves, results and edits, for good; its players'
statistics follow at once. At a terminal scorepad asks for confirmation;
without one (scripts), --yes is required. scorepad abandon keeps the game instead.

--json prints {"game", "deleted": true}.
Exit codes: 0 deleted, 1 not confirmed, 2 no such game or --yes missing.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			id, err := parseID(args[0])
			if err != nil {
				return err
			}
			o.id = id
			if !o.yes && (!f.IO.InTTY || !f.IO.OutTTY) {
				return flagErrorf("--yes required when not running interactively: deleting game %d cannot be undone", id)
			}
			return runDelete(o)
		},
	}
	c.Flags().BoolVar(&o.yes, "yes", false, "delete without asking")
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

// errNotConfirmed ends delete when the person said no.
var errNotConfirmed = &silentExit{code: ExitRefused}

func runDelete(o *deleteOptions) error {
	f := o.f
	svc, st, err := loadGame(f.Service, o.id)
	if err != nil {
		return err
	}
	ctx := context.Background()
	if !o.yes {
		p := f.newPrompter(false)
		g := st.Game
		ok, err := p.Confirm(fmt.Sprintf(f.T("Delete game %d (%s, %s) for good?"), g.ID, g.Kind, strings.Join(pages.PrintableAll(g.Players), ", ")),
			f.T("Its moves and results are removed; this cannot be undone."), false)
		if errors.Is(err, errPaused) || errors.Is(err, errNoInput) || (err == nil && !ok) {
			fmt.Fprintln(f.IO.Out, f.T("Nothing deleted."))
			return errNotConfirmed
		}
		if err != nil {
			return err
		}
	}
	if err := svc.Delete(ctx, o.id); err != nil {
		return err
	}
	if o.json {
		return pages.WriteJSON(f.IO.Out, struct {
			Game    int64 `json:"game"`
			Deleted bool  `json:"deleted"`
		}{o.id, true})
	}
	fmt.Fprintf(f.IO.Out, f.T("Game %d deleted.\n"), o.id)
	return nil
}
