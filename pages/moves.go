package pages

import (
	"fmt"
	"io"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Moves as the commands say them: a move written as its flags would
// (edit --list), the answer to an accepted move (text or JSON) and to a
// correction.

// NextPlayer is the player to move in st, nil when the game is over.
func NextPlayer(st *sheets.State) *string {
	if st.Finished || st.Turn < 0 {
		return nil
	}
	return &st.Game.Players[st.Turn]
}

// DescribeBoxMove writes a Penta or Yam's move as --dice, --box and
// --column would ("44412 → fours (free)"), the names in l.
func DescribeBoxMove(g *sheets.Game, m sheets.Move, l lang.Lang) string {
	p, _ := m.Play.(sheets.BoxPlay)
	box, col := p.Box, p.Column
	if l == lang.FR { // the French names, which --box and --column take too
		if cfg, err := g.Options.Box().Config(g.Kind); err == nil {
			if r, err := cfg.Compile(); err == nil {
				if b, err := scoring.ParseBox(r.Game, box); err == nil {
					box = strings.ToLower(l.Say(b.Label()))
				}
				if ci, err := r.ColumnIndex(col); err == nil && col != "" {
					col = l.Say(r.ColumnLabel(ci))
				}
			}
		}
	}
	s := p.Dice + " → " + box
	if col != "" {
		s += " (" + col + ")"
	}
	return s
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

// BoxAccepted answers the accepted Penta or Yam's move of seat: JSON, or
// the box written, its points and why; done is true for JSON (nothing
// follows).
func BoxAccepted(w io.Writer, l lang.Lang, st *sheets.State, seat int, out sheets.BoxOutcome, asJSON bool) (done bool, err error) {
	boxes := st.Boxes()
	g, v := st.Game, out.Verdict
	if asJSON {
		return true, WriteJSON(w, struct {
			Game     int64   `json:"game"`
			Player   string  `json:"player"`
			Column   string  `json:"column"`
			Box      string  `json:"box"`
			Points   int     `json:"points"`
			Bonus    int     `json:"bonus"`
			Next     *string `json:"next"`
			Finished bool    `json:"finished"`
		}{g.ID, g.Players[seat], out.Column, v.Box.ID(), int(v.Points), int(v.Bonus), NextPlayer(st), st.Finished})
	}
	fmt.Fprintf(w, l.T("Accepted: %s, %s"), g.Players[seat], l.Say(v.Box.Label()))
	if len(boxes.Rules.Columns) > 1 {
		if ci, err := boxes.Rules.ColumnIndex(out.Column); err == nil {
			fmt.Fprintf(w, " (%s)", l.Say(boxes.Rules.ColumnLabel(ci)))
		}
	}
	fmt.Fprintf(w, " — %d", v.Points)
	if v.Bonus > 0 {
		fmt.Fprintf(w, " +%d", v.Bonus)
	}
	fmt.Fprintf(w, "\n  %s\n", l.Say(v.Why()))
	return false, nil
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

// MoveLine is one move of a game as edit --list numbers it.
type MoveLine struct {
	Move   int        `json:"move"`
	Player *string    `json:"player"`
	Text   string     `json:"text"`
	Edits  []EditNote `json:"edits,omitempty"`
}

// EditNote is one correction of a move, as edit --list shows it.
type EditNote struct {
	By     string `json:"by"`
	At     string `json:"at"`
	Was    string `json:"was"`
	Undone bool   `json:"undone"`
}

// MoveLines numbers the moves of g as edit --move takes them, each said
// by describe in l.
func MoveLines(g *sheets.Game, l lang.Lang, describe func(*sheets.Game, sheets.Move, lang.Lang) string) []MoveLine {
	lines := []MoveLine{}
	for _, m := range g.Moves {
		ml := MoveLine{Move: m.Seq, Text: describe(g, m, l)}
		if m.Seat >= 0 && m.Seat < len(g.Players) {
			ml.Player = &g.Players[m.Seat]
		}
		lines = append(lines, ml)
	}
	return lines
}

// EditList writes the moves of game id, numbered, with their corrections.
func EditList(w io.Writer, l lang.Lang, id int64, lines []MoveLine) {
	if len(lines) == 0 {
		fmt.Fprintf(w, l.T("game %d has no move yet\n"), id)
		return
	}
	for _, ml := range lines {
		who := "—"
		if ml.Player != nil {
			who = *ml.Player
		}
		fmt.Fprintf(w, "%4d  %-12s %s\n", ml.Move, Printable(who), Printable(ml.Text))
		for _, n := range ml.Edits {
			if n.Undone {
				fmt.Fprintf(w, l.T("        corrected by %s on %s from %s, taken back\n"), Printable(n.By), n.At[:10], Printable(n.Was))
			} else {
				fmt.Fprintf(w, l.T("        corrected by %s on %s, was %s\n"), Printable(n.By), n.At[:10], Printable(n.Was))
			}
		}
	}
}

// editTotal is one player's total before and after a correction.
type editTotal struct {
	Name   string `json:"name"`
	Before int    `json:"before"`
	After  int    `json:"after"`
}

// Edited answers a correction (scorepad edit): JSON, or the move before
// and after (each said as now and was), every total it changed, and
// whether the game ended or opened again.
func Edited(w io.Writer, l lang.Lang, before, after *sheets.State, e sheets.Edit, now, was string, asJSON bool) error {
	g := after.Game
	tb, ta := before.Totals(), after.Totals()
	var lines []editTotal
	for i, n := range g.Players {
		lines = append(lines, editTotal{n, tb[i], ta[i]})
	}
	if asJSON {
		return WriteJSON(w, struct {
			Game     int64       `json:"game"`
			Move     int         `json:"move"`
			By       string      `json:"by"`
			Players  []editTotal `json:"players"`
			Finished bool        `json:"finished"`
		}{g.ID, e.Seq, e.By, lines, after.Finished})
	}
	fmt.Fprintf(w, l.T("Move %d of game %d corrected: %s (was %s).\n"), e.Seq, g.ID, Printable(now), Printable(was))
	for _, t := range lines {
		if t.Before == t.After {
			fmt.Fprintf(w, l.T("  %s: %s\n"), Printable(t.Name), lang.Itoa(t.After))
		} else {
			fmt.Fprintf(w, l.T("  %s: %s → %s\n"), Printable(t.Name), lang.Itoa(t.Before), lang.Itoa(t.After))
		}
	}
	if before.Finished != after.Finished {
		if after.Finished {
			fmt.Fprintln(w, l.T("The game is now over."))
		} else {
			fmt.Fprintln(w, l.T("The game is open again."))
		}
	}
	fmt.Fprintf(w, l.T("scorepad undo %d takes the correction back.\n"), g.ID)
	return nil
}
