package cmd

import (
	"context"
	"fmt"
	"strings"
	"text/tabwriter"

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
		Short: f.T("List the family's players; rename or merge them", "Lister les joueurs de la famille ; les renommer ou les fusionner"),
		Long: `List everyone who played: games played (abandoned games not counted), first and
last game. The same name in any case is the same person (G1); "Zoe" and "Zoé"
are two people until merged with scorepad players rename Zoe Zoé.

--json prints [{"name", "games", "first": date|null, "last": date|null,
"looks_like": [names differing only by accents], omitted when none}].`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error { return runPlayers(o) },
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	c.AddCommand(newCmdRename(f, "rename OLD NEW"), newCmdRename(f, "merge A B"))
	return c
}

type playerLine struct {
	Name  string  `json:"name"`
	Games int     `json:"games"`
	First *string `json:"first"`
	Last  *string `json:"last"`
	// LooksLike lists the other people whose name differs only by accents
	// (candidates for players merge).
	LooksLike []string `json:"looks_like,omitempty"`
}

func runPlayers(o *playersOptions) error {
	f := o.f
	svc, err := f.ReadService()
	if err != nil {
		return err
	}
	people, err := svc.People(context.Background())
	if err != nil {
		return err
	}
	alike := map[string][]string{}
	for _, p := range people {
		k := sheets.LooksLike(p.Name)
		alike[k] = append(alike[k], p.Name)
	}
	lines := []playerLine{}
	for _, p := range people {
		pl := playerLine{Name: p.Name, Games: p.Games}
		if p.Games > 0 {
			first, last := p.First.Format("2006-01-02"), p.Last.Format("2006-01-02")
			pl.First, pl.Last = &first, &last
		}
		for _, other := range alike[sheets.LooksLike(p.Name)] {
			if other != p.Name {
				pl.LooksLike = append(pl.LooksLike, other)
			}
		}
		lines = append(lines, pl)
	}
	if o.json {
		return pages.WriteJSON(f.IO.Out, lines)
	}
	if len(lines) == 0 {
		fmt.Fprintln(f.IO.Out, f.T("Nobody has played yet.", "Personne n'a encore joué."))
		return nil
	}
	w := tabwriter.NewWriter(f.IO.Out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, f.T("PLAYER\tGAMES\tFIRST\tLAST", "JOUEUR\tPARTIES\tPREMIÈRE\tDERNIÈRE"))
	for _, p := range lines {
		first, last := "—", "—"
		if p.First != nil {
			first, last = *p.First, *p.Last
		}
		fmt.Fprintf(w, "%s\t%d\t%s\t%s\n", pages.Printable(p.Name), p.Games, first, last)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	hinted := map[string]bool{}
	for _, p := range lines {
		if len(p.LooksLike) == 0 || hinted[sheets.LooksLike(p.Name)] {
			continue
		}
		hinted[sheets.LooksLike(p.Name)] = true
		names := pages.PrintableAll(append([]string{p.Name}, p.LooksLike...))
		fmt.Fprintf(f.IO.Out, f.T("%s differ only by accents: if they are one person, scorepad players merge %q %q\n", "%s ne diffèrent que par les accents : si c'est une seule personne, scorepad players merge %q %q\n"),
			strings.Join(names, ", "), names[1], names[0])
	}
	// the conflict copies an import added, until deleted or kept
	open, err := svc.Games(context.Background(), sheets.GamesQuery{})
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
	short := f.T("Rename a player; when NEW already plays, the two become one", "Renommer un joueur ; si NOUVEAU joue déjà, les deux n'en font plus qu'un")
	if use[:5] == "merge" {
		short = f.T("Merge player A into player B (same as rename A B)", "Fusionner le joueur A dans le joueur B (comme rename A B)")
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
			return runRename(o)
		},
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

func runRename(o *renameOptions) error {
	f := o.f
	svc, err := f.Service()
	if err != nil {
		return err
	}
	merged, err := svc.Rename(context.Background(), o.from, o.to)
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
		fmt.Fprintf(f.IO.Out, f.T("%s merged into %s: their games and statistics are now one.\n", "%s fusionné avec %s : leurs parties et statistiques n'en font plus qu'une.\n"), pages.Printable(o.from), pages.Printable(o.to))
	} else {
		fmt.Fprintf(f.IO.Out, f.T("%s is now called %s.\n", "%s s'appelle désormais %s.\n"), pages.Printable(o.from), pages.Printable(o.to))
	}
	return nil
}
