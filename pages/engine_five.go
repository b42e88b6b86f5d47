package pages

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The 5000 engine in pages, in one place: its Look (wide columns, the
// statistics figures), registered once below, and its answers to the
// commands: a turn said and accepted, check, hint, solve and simulate.

// 5000: a wide column of turns per player, no marks to explain; in the
// statistics busts per game, turns to win, the mean banked turn and the
// opening turn ("—" for a figure without games to say it).
func init() {
	registerLook(sheets.EngineFive, Look{
		Wide: true,
		Stats: StatsFigures{
			CSV:   []string{"turns_to_win", "busts_per_game", "mean_banked_turn", "opening_turn"},
			Cells: fiveCells,
			Card:  fiveCard,
		},
	})
}

// fiveCells are the CSV cells of a player's 5000 figures f.
func fiveCells(f db.KindFigures) []string {
	v, ok := f.(db.FiveStats)
	if !ok {
		return nil
	}
	opt := func(p *float64) string {
		if p == nil {
			return ""
		}
		return csvFloat(*p)
	}
	return []string{opt(v.TurnsToWin), csvFloat(v.BustsPerGame), csvFloat(v.MeanBankedTurn), opt(v.OpeningTurn)}
}

// fiveCard are the 5000 figures of a card's line.
func fiveCard(k db.KindStats, l lang.Lang) []string {
	v, ok := k.Figures.(db.FiveStats)
	if !ok {
		return nil
	}
	ttw, open := "—", "—"
	if v.TurnsToWin != nil {
		ttw = F1(l, *v.TurnsToWin)
	}
	if v.OpeningTurn != nil {
		open = F1(l, *v.OpeningTurn)
	}
	return []string{figures(l, l.T("busts per game"), F1(l, v.BustsPerGame), l.T("turns to win"), ttw),
		figures(l, l.T("mean banked turn"), F1(l, v.MeanBankedTurn), l.T("opening turn"), open)}
}

// DescribeFiveMove writes a 5000 turn as --turn, --bust or --points would.
func DescribeFiveMove(g *sheets.Game, m sheets.Move, l lang.Lang) string {
	p, _ := m.Play.(sheets.FivePlay)
	switch {
	case p.Turn != "":
		return p.Turn
	case p.Bust:
		return l.TC("five move", "bust")
	}
	return fmt.Sprint(p.Points)
}

// FiveAccepted answers the accepted 5000 turn of seat: JSON, or what was
// banked (C5, C6) and the winner (C7); done is true for JSON.
func FiveAccepted(w io.Writer, l lang.Lang, st *sheets.State, seat int, out sheets.FiveOutcome, asJSON bool) (done bool, err error) {
	g, t := st.Game, out.Turn
	p := st.Five().Players[seat]
	var winner *string
	if st.Winner >= 0 {
		winner = &g.Players[st.Winner]
	}
	if asJSON {
		return true, WriteJSON(w, struct {
			Game       int64   `json:"game"`
			Player     string  `json:"player"`
			TurnPoints int     `json:"turn_points"`
			Recorded   int     `json:"recorded"`
			Score      int     `json:"score"`
			Opened     bool    `json:"opened"`
			Bust       bool    `json:"bust"`
			Next       *string `json:"next"`
			Winner     *string `json:"winner"`
		}{g.ID, g.Players[seat], t.Points, t.Recorded, p.Score, p.Opened, t.Bust, NextPlayer(st), winner})
	}
	name := g.Players[seat]
	switch {
	case t.Bust:
		fmt.Fprint(w, l.Localf(l.T("Accepted: %s busts, the turn is lost (C5). Score %d\n"), name, p.Score))
	case t.Recorded == 0:
		fmt.Fprint(w, l.Localf(l.T("Accepted: %s banks %d, under the %d opening: nothing recorded (C6). Score %d\n"), name, t.Points, scoring.Opening5000, p.Score))
	case t.Opening:
		fmt.Fprint(w, l.Localf(l.T("Accepted: %s opens with %d (C6). Score %d\n"), name, t.Points, p.Score))
	default:
		fmt.Fprint(w, l.Localf(l.T("Accepted: %s banks %d. Score %d\n"), name, t.Points, p.Score))
	}
	if winner != nil {
		fmt.Fprint(w, l.Localf(l.T("%s reaches %d and wins (C7)!\n"), *winner, scoring.Target5000))
	}
	return false, nil
}

// FiveCheck is check 5000's answer: the throw's verdict, and the keep's
// when one was given (Legal not nil).
type FiveCheck struct {
	Bust       bool   `json:"bust"`
	Best       int    `json:"best"`
	Legal      *bool  `json:"legal"`
	KeepPoints *int   `json:"keep_points"`
	Reason     string `json:"reason"`
	Rule       string `json:"rule"`
}

// FiveChecked writes check 5000's answer c: JSON on w, or the keep's
// verdict, why, the rule to read and the best from the throw.
func FiveChecked(w, folded io.Writer, l lang.Lang, c FiveCheck, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, c)
	}
	if c.Legal != nil {
		if *c.Legal {
			fmt.Fprintf(folded, "%s — %s points\n", legalMark(l, true), l.Int(*c.KeepPoints))
		} else {
			fmt.Fprintln(folded, legalMark(l, false))
		}
	}
	fmt.Fprintf(folded, "  %s\n", c.Reason)
	RuleHint(folded, l, c.Rule, c.Reason)
	if c.Legal != nil && !c.Bust {
		fmt.Fprintf(folded, l.T("  best from this throw: %s\n"), l.Int(c.Best))
	}
	return nil
}

// FiveValue writes a 5000 value: a chance to win or points expected.
func FiveValue(l lang.Lang, measure string, v float64) string {
	if measure == "win_probability" {
		return l.Localf(l.T("%.2f %% to win"), 100*v)
	}
	return l.Localf(l.T("%.1f points expected"), v)
}

func fiveCost(l lang.Lang, measure string, v float64) string {
	if measure == "win_probability" {
		return l.Localf("%.2f", 100*v)
	}
	return l.Localf("%.1f", v)
}

// FiveAction says one 5000 decision in words.
func FiveAction(l lang.Lang, a five.HintAlt) string {
	if a.Action == "bank" {
		return fmt.Sprintf(l.T("set aside %s and bank %d"), a.Keep, a.Total)
	}
	return fmt.Sprintf(l.T("set aside %s (%d) and throw %d"), a.Keep, a.Total, a.Left)
}

// FiveHint writes a 5000 hint: the best decision and its value, then what
// each runner-up costs.
func FiveHint(w io.Writer, l lang.Lang, h five.Hint) {
	if h.Player != "" {
		fmt.Fprint(w, l.Localf(l.T("%s: "), Printable(h.Player)))
	}
	if h.Bust {
		fmt.Fprintf(w, l.T("%s busts: the turn is lost (C2, C5)\n"), h.Throw)
		return
	}
	fmt.Fprintf(w, "%s — %s\n", FiveAction(l, h.Best()), FiveValue(l, h.Measure, h.Value))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, a := range h.Options {
		if i == hintRunnersUp {
			break
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s %s\n", FiveAction(l, a), FiveValue(l, h.Measure, a.Value), l.T("costs"), fiveCost(l, h.Measure, h.Value-a.Value))
	}
	tw.Flush()
}

// FiveSolve is solve 5000's answer.
type FiveSolve struct {
	ExpectedTurn        float64 `json:"expected_turn"`
	ExpectedOpeningTurn float64 `json:"expected_opening_turn"`
	FirstPlayerWin      float64 `json:"first_player_win"`
	States              int     `json:"states"`
	Seconds             float64 `json:"seconds"`
	Cached              bool    `json:"cached"`
	BustRule            string  `json:"bust_rule"` // "booklet" or "nothing-scores" (C5)
}

// FiveSolved answers solve 5000 under rule: the optimal turn's points once
// opened and before (C6), and the first player's chance to win.
func FiveSolved(w io.Writer, l lang.Lang, rule scoring.BustRule, out FiveSolve, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, out)
	}
	fmt.Fprint(w, l.Sprintf(l.T("5000 (%s): an optimal turn banks %.4f points on average once opened, %.4f before opening (C6)\n"), l.Say(rule.Label()), out.ExpectedTurn, out.ExpectedOpeningTurn))
	fmt.Fprint(w, l.Sprintf(l.T("Two players playing to win: the first player wins %.2f %% (table %s, %d states, %.2f s)\n"), 100*out.FirstPlayerWin, Solved{Cached: out.Cached}.how(l), out.States, out.Seconds))
	return nil
}

// FiveSimulation answers simulate 5000: each robot's wins, seats rotating.
func FiveSimulation(w io.Writer, l lang.Lang, s five.FiveStats, rule scoring.BustRule, seed uint64, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, struct {
			five.FiveStats
			BustRule string `json:"bust_rule"` // "booklet" or "nothing-scores" (C5)
			Seed     uint64 `json:"seed"`
		}{s, rule.String(), seed})
	}
	head := l.N(s.Games, "%d game of 5000 (%s), seats rotating:\n", "%d games of 5000 (%s), seats rotating:\n")
	fmt.Fprint(w, l.Localf(head, s.Games, l.Say(rule.Label())))
	for i, n := range s.Players {
		fmt.Fprint(w, l.Sprintf(l.T("  %d. %s: wins %.2f %% ± %.2f\n"), i+1, n, 100*s.WinRate[i], 100*s.StdErr[i]))
	}
	fmt.Fprint(w, l.Sprintf(l.T("first player wins %.2f %% · %.1f turns a game · %.1f s\n"), 100*s.FirstWins, s.TurnsPerGame, s.Seconds))
	return nil
}
