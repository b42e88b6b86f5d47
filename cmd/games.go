package cmd

import (
	"context"
	"fmt"
	"text/tabwriter"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
)

type gamesOptions struct {
	f      *factory
	all    bool
	json   bool
	limit  int
	offset int
}

// gamesPage is how many games one screen of games lists by default.
const gamesPage = 20

func newCmdGames(f *factory) *cobra.Command {
	o := &gamesOptions{f: f}
	c := &cobra.Command{
		Use:   "games",
		Short: f.T("List the games: unfinished first"),
		Long: `List unfinished games (all games with --all, abandoned ones included),
unfinished first, newest first, one page at a time: --limit games (20 by
default; 0 for every game, read and printed page by page) after skipping
--offset of them. The line under the table says how to see the next page.

--json prints [{"id", "game", "players", "started", "finished", "abandoned", "moves", "turn": name|null}]
for the same page.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if o.limit < 0 {
				return flagErrorf("--limit %d: use a number of games, 0 for all", o.limit)
			}
			if o.offset < 0 {
				return flagErrorf("--offset %d: use the number of games to skip, 0 or more", o.offset)
			}
			return runGames(c.Context(), o)
		},
	}
	c.Flags().BoolVar(&o.all, "all", false, "finished games too")
	intFlag(c.Flags(), &o.limit, "limit", gamesPage, "at most this many games (0: all, page by page)")
	intFlag(c.Flags(), &o.offset, "offset", 0, "skip this many games first")
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

// gamesLister reads the games list a page at a time.
type gamesLister struct {
	ctx      context.Context
	svc      *sheets.Service
	all      bool
	pageSize int
}

// page returns the games from offset on, each with whose turn it is.
func (g *gamesLister) page(offset int) ([]pages.GameLine, error) {
	list, err := g.svc.Games(g.ctx, sheets.GamesQuery{All: g.all, Limit: g.pageSize, Offset: offset})
	if err != nil {
		return nil, err
	}
	lines := []pages.GameLine{}
	for _, s := range list {
		gl := pages.GameLine{ID: s.ID, Game: string(s.Kind), Players: s.Players, Started: s.Started.Format("2006-01-02T15:04:05Z"), Finished: s.Finished, Abandoned: s.Abandoned, Moves: s.Moves, ConflictOf: s.ConflictOf}
		if !s.Finished && !s.Abandoned {
			if st, err := g.svc.Load(g.ctx, s.ID); err == nil {
				gl.Turn = nextName(st)
			}
		}
		lines = append(lines, gl)
	}
	return lines, nil
}

// result says how finished game id ended ("" when it cannot be read).
func (g *gamesLister) result(id int64, l lang.Lang) string {
	st, err := g.svc.Load(g.ctx, id)
	if err != nil {
		return ""
	}
	return pages.ResultLine(st, l)
}

func runGames(ctx context.Context, o *gamesOptions) error {
	f := o.f
	svc, err := f.ReadService()
	if err != nil {
		return err
	}
	total, err := svc.CountGames(ctx, o.all)
	if err != nil {
		return err
	}
	if total == 0 && !o.all && !o.json {
		// none in progress: the finished ones, rather than "no game"
		if all, err := svc.CountGames(ctx, true); err == nil && all > 0 {
			fmt.Fprintln(f.IO.Out, f.T("No game in progress. Finished games:"))
			o.all, total = true, all
		}
	}
	// One page, or every game read a page at a time (--limit 0).
	g := &gamesLister{ctx: ctx, svc: svc, all: o.all, pageSize: o.limit}
	if g.pageSize == 0 {
		g.pageSize = 1000
	}
	lines, err := g.page(o.offset)
	if err != nil {
		return err
	}
	if o.json {
		if o.limit > 0 {
			return pages.WriteJSON(f.IO.Out, lines)
		}
		return pages.StreamGamesJSON(f.IO.Out, lines, o.offset, g.page)
	}
	if len(lines) == 0 {
		if total > 0 {
			fmt.Fprintf(f.IO.Out, f.T("No game past number %d of %d.\n"), o.offset, total)
			return nil
		}
		fmt.Fprintln(f.IO.Out, f.T("No game yet: start one with scorepad new."))
		return nil
	}
	return printGames(o, g, lines, total)
}

// printGames prints the games table from lines on (every page of them
// with --limit 0), the conflict copies' hints, and how to see the next
// page.
func printGames(o *gamesOptions, g *gamesLister, lines []pages.GameLine, total int) error {
	f, l := o.f, o.f.Lang()
	w := tabwriter.NewWriter(f.IO.Out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, pages.GamesHeader(l))
	shown := o.offset
	var copies [][2]int64
	defer func() { pages.ConflictHints(f.IO.Out, l, copies) }()
	for len(lines) > 0 {
		for _, gl := range lines {
			result := ""
			if gl.Finished && !gl.Abandoned {
				result = g.result(gl.ID, l)
			}
			if gl.ConflictOf > 0 {
				copies = append(copies, [2]int64{gl.ID, gl.ConflictOf})
			}
			fmt.Fprint(w, gl.Row(l, result))
		}
		shown += len(lines)
		if err := w.Flush(); err != nil {
			return err
		}
		if o.limit > 0 {
			break
		}
		var err error
		if lines, err = g.page(shown); err != nil {
			return err
		}
	}
	if shown < total {
		all := ""
		if o.all {
			all = " --all"
		}
		fmt.Fprintf(f.IO.Out, f.T("Games %s–%s of %s · next page: scorepad games%s --offset %d\n"), l.Int(o.offset+1), l.Int(shown), l.Int(total), all, shown)
	}
	return nil
}
