package pages

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/scorepad/scorepad/advisor/sackson"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The Sackson engine in pages, in one place: its Look (wide columns, the
// statistics figures), registered once below, and its answers to the
// commands: a round said and accepted, check, hint and simulate.

// Sackson: wide columns of rows and tracks, no marks to explain; in the
// statistics penalties and rows completed.
func init() {
	registerLook(sheets.EngineSackson, Look{
		Wide: true,
		Stats: StatsFigures{
			CSV:   []string{"penalties", "rows_completed"},
			Cells: sacksonCells,
			Card:  sacksonCard,
		},
	})
}

// sacksonCells are the CSV cells of a player's Sackson figures f.
func sacksonCells(f db.KindFigures) []string {
	v, ok := f.(db.SacksonStats)
	if !ok {
		return nil
	}
	return []string{csvInt(v.Penalties), csvInt(v.RowsCompleted)}
}

// sacksonCard are the Sackson figures of a card's line.
func sacksonCard(k db.KindStats, l lang.Lang) []string {
	v, ok := k.Figures.(db.SacksonStats)
	if !ok {
		return nil
	}
	return []string{figures(l, l.T("penalties"), Num(l, v.Penalties), l.T("rows completed"), Num(l, v.RowsCompleted))}
}

// DescribeSacksonMove writes a Sackson round as --roll and --choice would.
func DescribeSacksonMove(g *sheets.Game, m sheets.Move, l lang.Lang) string {
	p, _ := m.Play.(sheets.SacksonPlay)
	var parts []string
	for i, c := range p.Choices {
		if c != "" {
			parts = append(parts, Printable(g.Players[i])+"="+c)
		}
	}
	return p.Roll + " " + strings.Join(parts, " ")
}

// SacksonAccepted answers an accepted Sackson round: JSON, or each
// player's verdict and whose game ends (S4); done is true for JSON.
func SacksonAccepted(w io.Writer, l lang.Lang, st *sheets.State, out sheets.SacksonOutcome, asJSON bool) (done bool, err error) {
	sack, g := st.Sackson(), st.Game
	type pl struct {
		Name     string `json:"name"`
		Finished bool   `json:"finished"`
	}
	var ps []pl
	for i, p := range sack.Pads {
		ps = append(ps, pl{g.Players[i], p.Ended})
	}
	round := st.Round - 1
	if st.Finished {
		round = st.Round
	}
	if asJSON {
		return true, WriteJSON(w, struct {
			Game     int64 `json:"game"`
			Round    int   `json:"round"`
			Players  []pl  `json:"players"`
			Finished bool  `json:"finished"`
		}{g.ID, round, ps, st.Finished})
	}
	fmt.Fprintf(w, l.T("Round %d accepted\n"), round)
	for i, v := range out.Verdicts {
		if v.Sums[0] == 0 {
			continue
		}
		fmt.Fprintf(w, l.T("  %s: %s\n"), g.Players[i], l.Say(v.Why()))
		if sack.Pads[i].Ended {
			fmt.Fprint(w, l.Typeset(fmt.Sprintf(l.T("  %s's game ends: a track reached %d checks (S4)\n"), g.Players[i], scoring.TracksToEnd)))
		}
	}
	return false, nil
}

// SacksonChecked writes check sackson's verdict v on choice c: JSON on w,
// or legal or not, why and the rule to read.
func SacksonChecked(w, folded io.Writer, l lang.Lang, c scoring.SacksonChoice, v scoring.SacksonVerdict, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, struct {
			Legal     bool   `json:"legal"`
			Sums      [2]int `json:"sums"`
			Fifth     int    `json:"fifth"`
			FreeThrow bool   `json:"free_throw"`
			Reason    string `json:"reason"`
			Rule      string `json:"rule"`
		}{v.Legal, v.Sums, v.Fifth, v.FreeThrow, l.Say(v.Why()), v.Rule})
	}
	fmt.Fprintf(folded, "%s — %s\n  %s\n", legalMark(l, v.Legal), c, l.Say(v.Why()))
	RuleHint(folded, l, v.Rule, l.Say(v.Why()))
	return nil
}

// SacksonHint writes a Sackson hint: the best split with its expected
// final total, then what each runner-up costs.
func SacksonHint(w io.Writer, l lang.Lang, h sackson.Hint) {
	if h.Player != "" {
		fmt.Fprint(w, l.Localf(l.T("%s: "), Printable(h.Player)))
	}
	fmt.Fprint(w, l.Localf(l.T("%s — expected final total %.1f\n"), sacksonChoiceWords(l, h.Choice), h.Expected))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, a := range h.Alternatives {
		if i == hintRunnersUp {
			break
		}
		fmt.Fprint(tw, l.Localf("  %s\t%.1f\t%s %.1f\n", sacksonChoiceWords(l, a.Choice), a.Expected, l.T("costs"), h.Expected-a.Expected))
	}
	tw.Flush()
}

// sacksonChoiceWords says a choice "3+4,5+6/3" in words.
func sacksonChoiceWords(l lang.Lang, s string) string {
	c, err := scoring.ParseChoice(s)
	if err != nil {
		return s
	}
	sums := c.Sums()
	return fmt.Sprintf(l.T("%d (%d+%d) and %d (%d+%d), fifth %d"), sums[0], c.Pairs[0][0], c.Pairs[0][1], sums[1], c.Pairs[1][0], c.Pairs[1][1], c.Fifth)
}

// sacksonSimulationJSON is simulate sackson's --json: the statistics, and
// for the Expert which one played (README): "rollouts" 0 for the shipped
// Expert (one throw of exact look-ahead), N for the Expert before it (N
// rollouts a split); left out for the Normal.
type sacksonSimulationJSON struct {
	sackson.SacksonStats
	Rollouts *int   `json:"rollouts,omitempty"`
	Seed     uint64 `json:"seed"`
}

// SacksonSimulation answers simulate sackson: the solo games' statistics;
// rollouts is nil for the Normal.
func SacksonSimulation(w io.Writer, l lang.Lang, s sackson.SacksonStats, rollouts *int, seed uint64, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, sacksonSimulationJSON{s, rollouts, seed})
	}
	who := s.Strategy
	if rollouts != nil && *rollouts > 0 {
		// one count, one noun: the singular for 1 (in French too, where 0
		// would also take it; 0 is not written here: the shipped Expert)
		who = l.Localf(l.N(*rollouts, "%s, %d rollout a split", "%s, %d rollouts a split"), who, *rollouts)
	}
	line := l.N(s.Games, "%d solo game of Sackson, %s, penalty −%d: mean %.1f ± %.1f (σ %.1f), min %d, max %d\n",
		"%d solo games of Sackson, %s, penalty −%d: mean %.1f ± %.1f (σ %.1f), min %d, max %d\n")
	fmt.Fprint(w, l.Localf(line, s.Games, who, s.Penalty, s.Mean, s.StdErr, s.StdDev, s.Min, s.Max))
	fmt.Fprint(w, l.Localf(l.T("%.1f throws a game · %.1f s\n"), s.ThrowsPerGame, s.Seconds))
	return nil
}
