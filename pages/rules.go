package pages

import (
	"fmt"
	"io"
	"strings"

	"github.com/scorepad/scorepad/scoring/book"
)

// RulePick is what scorepad rules shows of one game of book b: its rules,
// after the game's title and introduction when Intro is true.
type RulePick struct {
	Game  *book.Game
	Rules []book.Rule
	Intro bool
}

type ruleJSON struct {
	ID     string `json:"id"`
	Title  string `json:"title"`
	Text   string `json:"text"`
	Parent string `json:"parent,omitempty"`
	Game   string `json:"game"`
}

// Rules writes the rules picked from book b (scorepad rules): JSON, or
// each game's title and its rules, a rule's parts indented under it.
func Rules(w io.Writer, b *book.Book, picks []RulePick, asJSON bool) error {
	if asJSON {
		out := []ruleJSON{}
		for _, p := range picks {
			for _, r := range p.Rules {
				out = append(out, ruleJSON{r.ID, r.Title, r.Text, r.Parent, p.Game.Key})
			}
		}
		return WriteJSON(w, out)
	}
	for i, p := range picks {
		if i > 0 {
			fmt.Fprintln(w)
		}
		if p.Intro {
			fmt.Fprintf(w, "%s\n%s\n\n%s\n", p.Game.Title, strings.Repeat("=", len([]rune(p.Game.Title))), p.Game.Intro)
		} else if parent, _, ok := b.Rule(p.Rules[0].Parent); ok {
			fmt.Fprintf(w, "%s · %s · %s\n", p.Game.Title, parent.ID, parent.Title)
		} else {
			fmt.Fprintf(w, "%s\n", p.Game.Title)
		}
		for _, r := range p.Rules {
			indent := ""
			if r.Parent != "" && (p.Intro || r.ID != p.Rules[0].ID) {
				indent = "  "
			}
			fmt.Fprintf(w, "\n%s%s · %s\n", indent, r.ID, r.Title)
			for _, line := range strings.Split(r.Text, "\n") {
				if line == "" {
					fmt.Fprintln(w)
					continue
				}
				fmt.Fprintf(w, "%s  %s\n", indent, line)
			}
		}
	}
	return nil
}
