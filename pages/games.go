package pages

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// GameLine is one game of scorepad games, as --json prints it.
type GameLine struct {
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

// GamesHeader is the head of the games table (tab separated).
func GamesHeader(l lang.Lang) string {
	return l.T("ID\tGAME\tPLAYERS\tSTARTED\tMOVES\tTURN")
}

// Row is g's line of the games table (tab separated, with its newline):
// whose turn it is, or how it ended (result, said by ResultLine, for a
// finished game) and whether it is a conflict copy.
func (g GameLine) Row(l lang.Lang, result string) string {
	turn := "—"
	switch {
	case g.Abandoned:
		turn = l.T("abandoned")
	case g.Finished:
		turn = l.T("finished")
		if result != "" {
			turn += " · " + result
		}
	case g.Turn != nil:
		turn = Printable(*g.Turn)
	}
	if g.ConflictOf > 0 {
		turn += " · " + fmt.Sprintf(l.T("conflict copy of game %d"), g.ConflictOf)
	}
	return fmt.Sprintf("%d\t%s\t%s\t%s\t%s\t%s\n", g.ID, g.Game, strings.Join(PrintableAll(g.Players), ", "), g.Started[:10], l.Int(g.Moves), turn)
}

// ResultLine says who won a finished game and the scores: "Ana wins ·
// Ana 250, Ben 200".
func ResultLine(st *sheets.State, l lang.Lang) string {
	totals, ranks := st.Totals(), st.Ranks()
	var won, scores []string
	for i, p := range st.Game.Players {
		if ranks[i] == 1 {
			won = append(won, Printable(p))
		}
		// numbers as the sheets write them: "5 500" in French, "−200"
		scores = append(scores, Printable(p)+" "+l.Int(totals[i]))
	}
	w := fmt.Sprintf(l.T("%s wins"), strings.Join(won, ", "))
	switch {
	case len(st.Game.Players) == 1: // no win alone (the statistics count it apart)
		w = l.T("solo")
	case len(won) > 1:
		w = fmt.Sprintf(l.T("%s share the win"), strings.Join(won, ", "))
	}
	return w + " · " + strings.Join(scores, ", ")
}

// ConflictHints says, for each conflict copy an import added (copy,
// game), what to do with it.
func ConflictHints(w io.Writer, l lang.Lang, copies [][2]int64) {
	for _, c := range copies {
		fmt.Fprintf(w, l.T("Game %[1]d is a conflict copy of game %[2]d (both sides played it apart): compare them, then scorepad delete %[1]d or scorepad keep %[1]d.\n"), c[0], c[1])
	}
}

// StreamGamesJSON prints every game as one JSON array, a page at a time:
// first, then next(offset) from offset on until it returns none.
func StreamGamesJSON(out io.Writer, first []GameLine, offset int, next func(int) ([]GameLine, error)) error {
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
