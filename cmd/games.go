package cmd

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

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
		Short: f.T("List the games: unfinished first", "Lister les parties : celles en cours d'abord"),
		Long: `List unfinished games (all games with --all, abandoned ones included),
unfinished first, newest first, one page at a time: --limit games (20 by
default; 0 for every game, read and printed page by page) after skipping
--offset of them. The line under the table says how to see the next page.

--json prints [{"id", "game", "players", "started", "finished", "abandoned", "moves", "turn": name|null}]
for the same page.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if o.limit < 0 {
				return flagErrorf("--limit %d: use a number of games, 0 for all", "--limit %d : un nombre de parties, 0 pour toutes", o.limit)
			}
			if o.offset < 0 {
				return flagErrorf("--offset %d: use the number of games to skip, 0 or more", "--offset %d : le nombre de parties à sauter, 0 ou plus", o.offset)
			}
			return runGames(o)
		},
	}
	c.Flags().BoolVar(&o.all, "all", false, "finished games too")
	intFlag(c.Flags(), &o.limit, "limit", gamesPage, "at most this many games (0: all, page by page)")
	intFlag(c.Flags(), &o.offset, "offset", 0, "skip this many games first")
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
	// ConflictOf: the game this one is a conflict copy of (import).
	ConflictOf int64 `json:"conflict_of,omitempty"`
}

func runGames(o *gamesOptions) error {
	f := o.f
	svc, err := f.ReadService()
	if err != nil {
		return err
	}
	ctx := context.Background()
	total, err := svc.CountGames(ctx, o.all)
	if err != nil {
		return err
	}
	if total == 0 && !o.all && !o.json {
		// none in progress: the finished ones, rather than "no game"
		if all, err := svc.CountGames(ctx, true); err == nil && all > 0 {
			fmt.Fprintln(f.IO.Out, f.T("No game in progress. Finished games:", "Aucune partie en cours. Parties terminées :"))
			o.all, total = true, all
		}
	}
	// One page, or every game read a page at a time (--limit 0).
	pageSize := o.limit
	if pageSize == 0 {
		pageSize = 1000
	}
	next := func(offset int) ([]gameLine, error) {
		list, err := svc.Games(ctx, sheets.GamesQuery{All: o.all, Limit: pageSize, Offset: offset})
		if err != nil {
			return nil, err
		}
		lines := []gameLine{}
		for _, g := range list {
			gl := gameLine{ID: g.ID, Game: string(g.Kind), Players: g.Players, Started: g.Started.Format("2006-01-02T15:04:05Z"), Finished: g.Finished, Abandoned: g.Abandoned, Moves: g.Moves, ConflictOf: g.ConflictOf}
			if !g.Finished && !g.Abandoned {
				if st, err := svc.Load(ctx, g.ID); err == nil {
					gl.Turn = nextName(st)
				}
			}
			lines = append(lines, gl)
		}
		return lines, nil
	}
	lines, err := next(o.offset)
	if err != nil {
		return err
	}
	if o.json {
		if o.limit > 0 {
			return pages.WriteJSON(f.IO.Out, lines)
		}
		return streamJSON(f, lines, o.offset, next)
	}
	if len(lines) == 0 {
		if total > 0 {
			fmt.Fprintf(f.IO.Out, f.T("No game past number %d of %d.\n", "Aucune partie après la %de sur %d.\n"), o.offset, total)
			return nil
		}
		fmt.Fprintln(f.IO.Out, f.T("No game yet: start one with scorepad new.", "Aucune partie : commencez-en une avec scorepad new."))
		return nil
	}
	w := tabwriter.NewWriter(f.IO.Out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, f.T("ID\tGAME\tPLAYERS\tSTARTED\tMOVES\tTURN", "N°\tJEU\tJOUEURS\tDÉBUT\tCOUPS\tTOUR"))
	shown := o.offset
	var copies [][2]int64
	defer func() { conflictHints(f, copies) }()
	for len(lines) > 0 {
		for _, g := range lines {
			turn := "—"
			switch {
			case g.Abandoned:
				turn = f.T("abandoned", "abandonnée")
			case g.Finished:
				turn = f.T("finished", "terminée")
				if st, err := svc.Load(ctx, g.ID); err == nil {
					turn += " · " + resultLine(f, st)
				}
			case g.Turn != nil:
				turn = pages.Printable(*g.Turn)
			}
			if g.ConflictOf > 0 {
				copies = append(copies, [2]int64{g.ID, g.ConflictOf})
				turn += " · " + fmt.Sprintf(f.T("conflict copy of game %d", "copie en conflit de la partie %d"), g.ConflictOf)
			}
			fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\t%s\n", g.ID, g.Game, strings.Join(pages.PrintableAll(g.Players), ", "), g.Started[:10], f.Lang().Int(g.Moves), turn)
		}
		shown += len(lines)
		if err := w.Flush(); err != nil {
			return err
		}
		if o.limit > 0 {
			break
		}
		if lines, err = next(shown); err != nil {
			return err
		}
	}
	if shown < total {
		all := ""
		if o.all {
			all = " --all"
		}
		l := f.Lang()
		fmt.Fprintf(f.IO.Out, f.T("Games %s–%s of %s · next page: scorepad games%s --offset %d\n", "Parties %s à %s sur %s · page suivante : scorepad games%s --offset %d\n"), l.Int(o.offset+1), l.Int(shown), l.Int(total), all, shown)
	}
	return nil
}

// streamJSON prints every game as one JSON array, a page at a time.
func streamJSON(f *factory, first []gameLine, offset int, next func(int) ([]gameLine, error)) error {
	out := f.IO.Out
	fmt.Fprint(out, "[")
	n := 0
	for lines := first; len(lines) > 0; {
		for _, g := range lines {
			if n > 0 {
				fmt.Fprint(out, ",")
			}
			b, err := json.Marshal(g)
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "\n  %s", b)
			n++
		}
		var err error
		if lines, err = next(offset + n); err != nil {
			return err
		}
	}
	if n > 0 {
		fmt.Fprint(out, "\n")
	}
	_, err := fmt.Fprintln(out, "]")
	return err
}

// resultLine says who won a finished game and the scores: "Ana wins ·
// Ana 250, Ben 200".
func resultLine(f *factory, st *sheets.State) string {
	totals, ranks := st.Totals(), st.Ranks()
	var won, scores []string
	for i, p := range st.Game.Players {
		if ranks[i] == 1 {
			won = append(won, pages.Printable(p))
		}
		// numbers as the sheets write them: "5 500" in French, "−200"
		scores = append(scores, pages.Printable(p)+" "+f.Lang().Int(totals[i]))
	}
	w := fmt.Sprintf(f.T("%s wins", "%s gagne"), strings.Join(won, ", "))
	switch {
	case len(st.Game.Players) == 1: // no win alone (the statistics count it apart)
		w = f.T("solo", "en solo")
	case len(won) > 1:
		w = fmt.Sprintf(f.T("%s share the win", "%s gagnent ex æquo"), strings.Join(won, ", "))
	}
	return w + " · " + strings.Join(scores, ", ")
}

// conflictHints says, for each conflict copy an import added (copy, game),
// what to do with it.
func conflictHints(f *factory, copies [][2]int64) {
	for _, c := range copies {
		fmt.Fprintf(f.IO.Out, f.T("Game %[1]d is a conflict copy of game %[2]d (both sides played it apart): compare them, then scorepad delete %[1]d or scorepad keep %[1]d.\n",
			"La partie %[1]d est une copie en conflit de la partie %[2]d (jouée de chaque côté séparément) : comparez-les, puis scorepad delete %[1]d ou scorepad keep %[1]d.\n"), c[0], c[1])
	}
}
