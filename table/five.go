package table

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

func init() {
	engines[sheets.EngineFive] = engine{turn: (*Table).fiveTurn, takenBack: (*Table).fiveTakenBack, robotPlayed: func(t *Table, st *sheets.State, m sheets.Move) string {
		if p, _ := m.Play.(sheets.FivePlay); p.Turn != "" {
			var rule scoring.BustRule
			if five := st.Five(); five != nil {
				rule = five.Bust
			}
			return t.fiveTurnWords(p.Turn, rule)
		}
		return t.throwsWords(nil)
	}, ask: (*Table).fiveAsk, edit: (*Table).fiveEdit, check: (*Table).fiveCheck}
}

// fiveTurnWords says a 5000 turn written in the notation of
// scoring.ParseTurn, throw by throw, with the points scoring gives each
// set-aside under rule: "throws 544444, keeps 4445 (450); throws 44:
// bust", « lance 544444, garde 4445 (450) ; lance 44 : tour perdu ». A turn
// that does not read back (never, for a turn the rules accepted) is said
// as written.
func (t *Table) fiveTurnWords(turn string, rule scoring.BustRule) string {
	throws, err := scoring.ParseTurn(turn)
	if err != nil {
		return turn
	}
	res, err := scoring.PlayTurn(throws, rule)
	if err != nil {
		return turn
	}
	parts := make([]string, 0, len(throws)+1)
	for i, th := range throws {
		if th.Bust {
			parts = append(parts, fmt.Sprintf(t.T("throws %s: bust"), scoring.FormatDice(th.Dice)))
			continue
		}
		p := fmt.Sprintf(t.T("throws %s, keeps %s (%s)"), scoring.FormatDice(th.Dice), scoring.FormatDice(th.Keep), lang.Itoa(res.Steps[i]))
		if res.HotDice[i] && i < len(throws)-1 {
			p += t.T(", all six again")
		}
		parts = append(parts, p)
	}
	if !res.Bust {
		parts = append(parts, fmt.Sprintf(t.T("stops at %s"), lang.Itoa(res.Points)))
	}
	return strings.Join(parts, t.T("; "))
}

// fiveTakenBack: "Ben's 650 in turn 7 taken back", the player's own turn.
func (t *Table) fiveTakenBack(before *sheets.State, m sheets.Move, out sheets.Outcome, err error) string {
	five := before.Five()
	turnNo := before.Round
	if m.Seat >= 0 && m.Seat < len(five.Players) {
		turnNo = len(five.Players[m.Seat].Turns) + 1
	}
	p, _ := m.Play.(sheets.FivePlay)
	o, _ := out.Detail.(sheets.FiveOutcome)
	var what string
	switch {
	case err == nil && o.Turn.Bust, p.Bust:
		what = t.TC("five move", "bust")
	case err == nil:
		what = fmt.Sprint(o.Turn.Points)
	default:
		what = fmt.Sprint(p.Points)
	}
	return t.seatTakenBack(before, m, what, turnNo)
}

// 5000: how the turn is entered (throw by throw, its total, a bust), then
// each throw and its set-aside through scoring's turn stepper, until the
// player banks or busts.

func (t *Table) fiveTurn(st *sheets.State) error {
	seat := st.Turn
	name := st.Game.Players[seat]
	p := st.Five().Players[seat]
	status := fmt.Sprintf(t.T("%s: score %d"), t.name(name), p.Score)
	if !p.Opened {
		status += fmt.Sprintf(t.T(" (not opened: a first turn counts from %d, C6)"), scoring.Opening5000)
	}
	t.say("\n%s\n", t.scoreLine(st))
	mode := "throws"
	if !t.Digital {
		var err error
		mode, err = t.P.Select(status, t.T("How do you enter this turn?"), append([]Option{
			{Label: t.T("Throw by throw"), Value: "throws"},
			{Label: t.T("Quick: the turn's total"), Value: "total"},
			{Label: t.T("Quick: bust"), Value: "bust"},
		}, t.commandOptions()...), "throws")
		if err != nil {
			return err
		}
	}
	var m sheets.FivePlay
	switch mode {
	case "u", "s", "p":
		return t.command(st, mode)
	case "bust":
		m.Bust = true
	case "total":
		v, err := t.P.Input(Question{Title: fmt.Sprintf(t.T("The turn's total (a multiple of %d)"), scoring.Unit5000), Placeholder: "650",
			Validate: func(s string) error {
				n, err := strconv.Atoi(digitsOnly(s))
				if err != nil {
					return errors.New(t.T("a number, e.g. 650"))
				}
				if err := scoring.CheckTable5000(n); err != nil {
					return errors.New(lang.ErrorText(err, t.Lang))
				}
				return nil
			}})
		if err != nil {
			return err
		}
		if m.Points, err = strconv.Atoi(digitsOnly(v)); err != nil {
			return scoring.Refusal("C3", false, lang.MPlain("the turn's total is a number, e.g. 650"))
		}
	default:
		turn, err := t.fiveThrows(st)
		if err != nil {
			return err
		}
		m.Turn = turn.Record()
	}
	return t.save(st, sheets.Move{Play: m}, name)
}

func (t *Table) scoreLine(st *sheets.State) string {
	var parts []string
	for i, p := range st.Five().Players {
		parts = append(parts, fmt.Sprintf("%s %d", t.name(st.Game.Players[i]), p.Score))
	}
	return strings.Join(parts, " · ")
}

// fiveThrows runs a turn throw by throw through scoring's stepper (C2–C5)
// and returns it, banked or bust.
func (t *Table) fiveThrows(st *sheets.State) (*scoring.Turn5000, error) {
	five := st.Five()
	turn := scoring.NewTurn5000(five.Bust)
	for {
		left := turn.Left()
		d, err := t.askDice(st, t.Lang.Sprintf("Throw %d: the %d dice thrown", len(turn.Throws())+1, left), "", left,
			func(d []uint8) string {
				v := scoring.JudgeThrow5000(d, five.Bust)
				if v.Bust {
					return t.TC("five move", "bust")
				}
				return fmt.Sprintf(t.T("up to %d"), v.Best)
			}, func(d []uint8) string { return t.fiveCoach().SetAsideHint(st, turn.Points(), d) })
		if err != nil {
			return nil, err
		}
		v, err := turn.Throw(d)
		if err != nil {
			return nil, err
		}
		if v.Bust {
			t.say("%s\n", t.Lang.Say(turn.BustMsg()))
			return turn, nil
		}
		before := turn.Points()
		kept, err := t.setAside(st, turn, d)
		if err != nil {
			return nil, err
		}
		if turn.HotDice() {
			t.say("%s", t.T("All six dice set aside: you may throw all six again (C4).\n"))
		}
		next, err := t.bankOrThrow(st, turn, before, d, kept)
		if err != nil {
			return nil, err
		}
		if next == "u" || next == "s" || next == "p" {
			return nil, t.command(st, next)
		}
		if next == "stop" {
			return turn, nil
		}
	}
}

// setAside asks which of the dice d thrown are set aside until turn takes
// them (C2, C3) and returns them. A refusal is said in the question asked
// again, not above it (gone once the set-aside is right), with the dice
// of it that score still checked.
func (t *Table) setAside(st *sheets.State, turn *scoring.Turn5000, d []uint8) ([]uint8, error) {
	rule := st.Five().Bust
	total := turn.Points()
	var checked []bool // after a refusal, the dice of it that score
	refusal := ""
	for {
		desc := t.fiveCoach().SetAsideHint(st, total, d)
		if refusal != "" {
			desc = strings.TrimSpace(refusal + "\n" + desc)
		}
		sel, err := t.P.MultiSelect(fmt.Sprintf(t.T("Set aside which dice? (turn so far %d)"), total), desc, t.diceOptions(d, checked), func(sel []string) string {
			p, err := scoring.KeepPoints(d, picked(d, sel), rule)
			if err != nil {
				return "✘ " + lang.ErrorText(err, t.Lang)
			}
			return fmt.Sprintf(t.T("+%d → turn %d"), p, total+p)
		})
		if err != nil {
			return nil, err
		}
		kept := picked(d, sel)
		if _, err := turn.SetAside(kept); err != nil {
			refusal = "✘ " + lang.ErrorText(err, t.Lang)
			t.refusal(lang.ErrorText(err, t.Lang), ruleOf(err))
			t.forget(1)
			checked = scoringPart(d, sel, rule)
			continue
		}
		return kept, nil
	}
}

// bankOrThrow asks, once kept is set aside from d (the turn at before
// it), whether to throw on or bank (C5), with the Expert's word on this
// set-aside and the cursor on it, and returns the answer: "throw",
// "stop", or a command's letter.
func (t *Table) bankOrThrow(st *sheets.State, turn *scoring.Turn5000, before int, d, kept []uint8) (string, error) {
	total := turn.Points()
	stop := fmt.Sprintf(t.T("Stop and bank %d"), total)
	if rec, _ := turn.Banked(st.Five().Players[st.Turn].Opened); rec == 0 {
		stop += fmt.Sprintf(t.T(" (under %d: not recorded, C6)"), scoring.Opening5000)
	}
	def := "throw"
	bank, advice := t.fiveCoach().BankOrThrow(st, before, d, kept)
	if bank && advice != "" {
		def = "stop"
	}
	return t.P.Select(fmt.Sprintf(t.T("Turn so far: %d"), total), advice, append([]Option{
		{Label: t.Lang.Sprintf("Throw the %d dice left", turn.Left()), Value: "throw"},
		{Label: stop, Value: "stop"},
	}, t.commandOptions()...), def)
}

// scoringPart returns, by position in d, the largest part of the refused
// selection sel that scoring accepts as a set-aside (the most points among
// parts as large), so that the dice rightly checked stay checked; nil when
// no part scores.
func scoringPart(d []uint8, sel []string, rule scoring.BustRule) []bool {
	var pos []int
	for _, s := range sel {
		if i, err := strconv.Atoi(s); err == nil && i >= 0 && i < len(d) {
			pos = append(pos, i)
		}
	}
	var best []bool
	bestN, bestP := 0, 0
	for mask := 1; mask < 1<<len(pos); mask++ {
		var keep []uint8
		in := make([]bool, len(d))
		for j, i := range pos {
			if mask&(1<<j) != 0 {
				keep = append(keep, d[i])
				in[i] = true
			}
		}
		p, err := scoring.KeepPoints(d, keep, rule)
		if err != nil {
			continue
		}
		if len(keep) > bestN || (len(keep) == bestN && p > bestP) {
			best, bestN, bestP = in, len(keep), p
		}
	}
	return best
}

// digitsOnly reads a typed total the way it is written at the table: "1 000",
// "1 000" (a non-breaking space) and "1000" are the same number.
func digitsOnly(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '\u202f' || r == '\u00a0' {
			return -1
		}
		return r
	}, s)
}
