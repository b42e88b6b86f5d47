package pages

import (
	"fmt"
	"io"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// Moves as the commands say them, what every engine shares: the moves of
// a game numbered (edit --list) and the answer to a correction. Each
// engine says its own moves (a move written as its flags would, the
// answer to an accepted move) in its engine_*.go.

// NextPlayer is the player to move in st, nil when the game is over.
func NextPlayer(st *sheets.State) *string {
	if st.Finished || st.Turn < 0 {
		return nil
	}
	return &st.Game.Players[st.Turn]
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
