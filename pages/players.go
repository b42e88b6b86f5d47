package pages

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// PlayerLine is one person of scorepad players, as --json prints it.
type PlayerLine struct {
	Name  string  `json:"name"`
	Games int     `json:"games"`
	First *string `json:"first"`
	Last  *string `json:"last"`
	// LooksLike lists the other people whose name differs only by accents
	// (candidates for players merge).
	LooksLike []string `json:"looks_like,omitempty"`
}

// PlayerLines are the family's lines: each person's games, first and last
// day played, and the names that differ from theirs only by accents.
func PlayerLines(people []sheets.PlayerSummary) []PlayerLine {
	alike := map[string][]string{}
	for _, p := range people {
		k := sheets.LooksLike(p.Name)
		alike[k] = append(alike[k], p.Name)
	}
	lines := []PlayerLine{}
	for _, p := range people {
		pl := PlayerLine{Name: p.Name, Games: p.Games}
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
	return lines
}

// WritePlayers prints the family as a table, then, once for each set of
// names alike but for accents, how to merge them.
func WritePlayers(out io.Writer, l lang.Lang, lines []PlayerLine) error {
	if len(lines) == 0 {
		fmt.Fprintln(out, l.T("Nobody has played yet."))
		return nil
	}
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, l.T("PLAYER\tGAMES\tFIRST\tLAST"))
	for _, p := range lines {
		first, last := "—", "—"
		if p.First != nil {
			first, last = *p.First, *p.Last
		}
		fmt.Fprintf(w, "%s\t%d\t%s\t%s\n", Printable(p.Name), p.Games, first, last)
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
		names := PrintableAll(append([]string{p.Name}, p.LooksLike...))
		fmt.Fprintf(out, l.T("%s differ only by accents: if they are one person, scorepad players merge %q %q\n"),
			strings.Join(names, ", "), names[1], names[0])
	}
	return nil
}
