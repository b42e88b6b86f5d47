package table

import (
	"fmt"
	"sort"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

func init() {
	engines[sheets.EngineSackson] = engine{turn: (*Table).sacksonRound, takenBack: (*Table).sacksonTakenBack,
		// Sackson robots play their part of the round (sacksonRound),
		// never a turn of their own
		robotPlayed: func(t *Table, _ *sheets.State, m sheets.Move) string { return t.throwsWords(nil) },
		ask:         (*Table).sacksonAsk, edit: (*Table).sacksonEdit, check: (*Table).sacksonCheck}
}

// sacksonTakenBack: the whole round goes, the shared throw and its splits.
func (t *Table) sacksonTakenBack(before *sheets.State, m sheets.Move, _ sheets.Outcome, _ error) string {
	p, _ := m.Play.(sheets.SacksonPlay)
	return fmt.Sprintf(t.T("Round %d taken back (the shared throw %s and its splits)."), before.Round, p.Roll)
}

// Sackson: one shared throw a round, then each player still in splits it
// (S1–S3), the fifth-die obligation said before they choose.

// sacksonRound asks the round's shared throw, then each player's split in
// seat order (the robots split for themselves), and saves the round.
func (t *Table) sacksonRound(st *sheets.State) error {
	sack := st.Sackson()
	t.say("\n%s\n", t.sacksonSummary(st))
	roll, err := t.askDice(st, fmt.Sprintf(t.T("Round %d: the shared throw of five dice"), st.Round), "", 5, nil, func(roll []uint8) string {
		return t.throwHints(st, roll)
	})
	if err != nil {
		return err
	}
	m := sheets.SacksonPlay{Roll: scoring.FormatDice(roll), Choices: make([]string, len(sack.Pads))}
	prev := -1 // the player who chose before, in this round
	for i := range sack.Pads {
		if sack.Pads[i].Ended {
			continue
		}
		if scoring.IsRobot(st.Game.Players[i]) { // robots choose for themselves
			c, err := t.sacksonCoach().SacksonChoice(st, i, roll)
			if err != nil {
				return err
			}
			t.say("%s: %s\n", t.name(st.Game.Players[i]), t.choiceWords(c))
			m.Choices[i] = c.String()
			continue
		}
		if m.Choices[i], err = t.askSplit(st, i, roll, prev); err != nil {
			return err
		}
		prev = i
	}
	return t.save(st, sheets.Move{Play: m}, "")
}

// throwHints is the advice for the shared throw typed with a ? after it:
// the Expert's for each person still playing, one block a player, named
// as hint names them.
func (t *Table) throwHints(st *sheets.State, roll []uint8) string {
	sack := st.Sackson()
	var hints []string
	var seats []int
	for i := range sack.Pads {
		if !sack.Pads[i].Ended && !scoring.IsRobot(st.Game.Players[i]) {
			seats = append(seats, i)
		}
	}
	for _, i := range seats {
		h := t.sacksonCoach().SacksonHint(st, i, roll)
		if len(seats) > 1 {
			// several at the table: each one's recommended split (the
			// hint's first line), so that all stay on screen; the
			// alternatives come with ? Hint at their own split
			h, _, _ = strings.Cut(h, "\n")
		}
		hints = append(hints, fmt.Sprintf(t.T("%s: %s"), t.name(st.Game.Players[i]), h))
	}
	return strings.Join(hints, "\n")
}

// askSplit asks the player at seat i how they split roll (S2, S3), the
// fifth-die obligation said first, and returns the split as
// scoring.SacksonChoice.String writes it. ? Hint says the Expert's advice
// and asks again; ← back (to the choice of prev, the player before in the
// round, or to the throw when i is the first) is ErrAgain.
func (t *Table) askSplit(st *sheets.State, i int, roll []uint8, prev int) (string, error) {
	pad := &st.Sackson().Pads[i]
	opts := t.splitOptions(pad, roll, prev, st.Game.Players)
	desc := t.padLine(st, i) + "\n" + t.Lang.Say(pad.Obligation(roll).Why())
	def, note := "", ""
	for {
		d := desc
		if note != "" { // the advice first: kept on screen when the list is long
			d = note + "\n" + desc
		}
		c, err := t.P.Select(fmt.Sprintf(t.T("%s: split %s"), t.name(st.Game.Players[i]), scoring.FormatDice(roll)), d, opts, def)
		if err != nil {
			return "", err
		}
		switch c {
		case "hint":
			// said next to the question, the cursor on the split it
			// recommends: one Enter takes the advice
			note = t.sacksonCoach().SacksonHint(st, i, roll)
			def = t.sacksonCoach().SacksonBest(st, i, roll)
		case "back":
			t.forget(1)
			if prev < 0 { // the throw again, as typed, to be corrected
				t.retype = scoring.FormatDice(roll)
			}
			return "", ErrAgain
		default:
			return c, nil
		}
	}
}

// splitOptions are the legal splits of roll for pad, those that keep the
// fifth die low first, each marked when it is a free throw or opens a
// track; then ? Hint, and the way back: to prev's choice (an earlier
// choice of the round can be changed until the round is accepted), or,
// for the first to choose, to the shared throw typed.
func (t *Table) splitOptions(pad *scoring.SacksonPad, roll []uint8, prev int, players []string) []Option {
	legal := pad.LegalChoices(roll)
	sort.SliceStable(legal, func(a, b int) bool { return legal[a].Fifth < legal[b].Fifth })
	var opts []Option
	for _, c := range legal {
		v := pad.Judge(roll, c)
		label := t.choiceWords(c)
		switch {
		case v.FreeThrow:
			label += t.T(" — free throw")
		case v.NewTrack:
			label += t.T(" — opens a track")
		}
		opts = append(opts, Option{Label: label, Value: c.String()})
	}
	opts = append(opts, Option{Label: t.T("? Hint: the Expert's advice"), Value: "hint"})
	if prev >= 0 {
		opts = append(opts, Option{Label: fmt.Sprintf(t.T("← back to %s's choice"), t.name(players[prev])), Value: "back"})
	} else if !t.Digital {
		opts = append(opts, Option{Label: t.T("← back to the throw"), Value: "back"})
	}
	return opts
}

// choiceWords says a split: "7 (3+4) and 11 (5+6), fifth 3".
func (t *Table) choiceWords(c scoring.SacksonChoice) string {
	s := c.Sums()
	return fmt.Sprintf(t.T("%d (%d+%d) and %d (%d+%d), fifth %d"), s[0], c.Pairs[0][0], c.Pairs[0][1], s[1], c.Pairs[1][0], c.Pairs[1][1], c.Fifth)
}

func (t *Table) padLine(st *sheets.State, seat int) string {
	sack := st.Sackson()
	p := sack.Pads[seat]
	var rows, tracks []string
	for s := 2; s <= 12; s++ {
		if p.Rows[s] > 0 {
			rows = append(rows, fmt.Sprintf("%d:%d", s, p.Rows[s]))
		}
	}
	for _, tr := range p.Tracks {
		// non-breaking spaces: a line folded at 80 columns keeps a track
		// and the total whole ("[2] 0/8", "total -1200")
		tracks = append(tracks, fmt.Sprintf("[%d]\u00a0%d/%d", tr.Value, tr.Checks, scoring.TracksToEnd))
	}
	return fmt.Sprintf(t.T("%s — rows %s · fifth die %s · total\u00a0%s"), t.name(st.Game.Players[seat]), orDash(rows), orDash(tracks), lang.Itoa(p.Total(sack.Pen)))
}

func (t *Table) sacksonSummary(st *sheets.State) string {
	sack := st.Sackson()
	var lines []string
	for i := range sack.Pads {
		line := t.padLine(st, i)
		if sack.Pads[i].Ended {
			line += t.T(" (ended, S4)")
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}
