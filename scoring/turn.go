package scoring

import (
	"strconv"
	"strings"
	"time"
)

// A Penta or Yam's turn throw by throw (P2, Y2): up to three throws of the
// five dice; after each the player keeps some and throws the others again.

// MaxThrows is the number of throws a Penta or Yam's turn may have (P2, Y2).
const MaxThrows = 3

// MaxRollsLeft is the most throws still to come after the first (P2, Y2).
const MaxRollsLeft = MaxThrows - 1

// RollsLeft lists the counts of throws still to come after a throw, "0",
// "1" … MaxRollsLeft (P2, Y2).
func RollsLeft() []string {
	out := make([]string, 0, MaxRollsLeft+1)
	for n := 0; n <= MaxRollsLeft; n++ {
		out = append(out, strconv.Itoa(n))
	}
	return out
}

// DigitalWait is how long a player has to pick a box after the last digital
// throw before the computer writes its choice (P10).
const DigitalWait = 3 * time.Second

// ThrowRecord is one throw of a Penta or Yam's turn: the five dice on the
// table and the dice the player kept from them (none when Keep is empty).
type ThrowRecord struct {
	Dice []uint8
	Keep []uint8
}

// String writes the record as "66123/66" ("66123/" when nothing is kept).
func (r ThrowRecord) String() string { return FormatDice(r.Dice) + "/" + FormatDice(r.Keep) }

// ParseThrowRecord reads "66123/66": the five dice thrown, a slash, and the
// dice kept ("66123/", "66123/-" or "66123" when none). It returns an *Error
// (bad input) when either part is not dice; whether the keep belongs to the
// throw is CheckTurn's question.
func ParseThrowRecord(s string) (ThrowRecord, error) {
	thrown, kept, _ := strings.Cut(strings.TrimSpace(s), "/")
	d, err := ParseDice(thrown, 5, 5)
	if err != nil {
		e := toError(err)
		return ThrowRecord{}, badInput("P2", "throw %q: %s; write the five dice thrown and the dice kept, e.g. 66123/66 (P2)", s, e.msg)
	}
	r := ThrowRecord{Dice: d}
	if kept = strings.TrimSpace(kept); kept != "" && kept != "-" {
		if r.Keep, err = ParseDice(kept, 1, 5); err != nil {
			e := toError(err)
			return ThrowRecord{}, badInput("P2", "throw %q: the dice kept: %s (P2)", s, e.msg)
		}
	}
	return r, nil
}

// ParseThrowRecords reads every record of a turn (see ParseThrowRecord).
func ParseThrowRecords(recs []string) ([]ThrowRecord, error) {
	out := make([]ThrowRecord, 0, len(recs))
	for _, s := range recs {
		r, err := ParseThrowRecord(s)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// contains reports whether the multiset of faces a holds every die of b.
func contains(a, b []uint8) bool {
	ca, cb := counts6(a), counts6(b)
	for f := 1; f <= 6; f++ {
		if cb[f] > ca[f] {
			return false
		}
	}
	return true
}

// CheckTurn judges a whole Penta or Yam's turn recorded throw by throw
// against P2: at most three throws; each keep is among the dice of its
// throw; each next throw still shows the dice kept from the one before; the
// final dice (those written in the box) show the dice kept from the last
// throw, and after a third throw they are that throw, since no fourth one
// exists. No record at all is a turn whose throws were not written down.
// It returns an *Error (Illegal, rule P2) naming the first fault.
func CheckTurn(throws []ThrowRecord, final []uint8) error {
	if len(throws) > MaxThrows {
		return illegal("P2", "%d throws recorded: a turn has at most three (P2)", len(throws))
	}
	for i, t := range throws {
		if !contains(t.Dice, t.Keep) {
			return illegal("P2", "throw %d: the dice kept, %s, are not all in the throw %s (P2)", i+1, FormatDice(t.Keep), FormatDice(t.Dice))
		}
		if i > 0 && !contains(t.Dice, throws[i-1].Keep) {
			return illegal("P2", "throw %d, %s, does not show the dice kept from throw %d, %s (P2)", i+1, FormatDice(t.Dice), i, FormatDice(throws[i-1].Keep))
		}
	}
	if len(throws) == 0 {
		return nil
	}
	last := throws[len(throws)-1]
	if !contains(final, last.Keep) {
		return illegal("P2", "the dice written, %s, do not show the dice kept from the last throw, %s (P2)", FormatDice(final), FormatDice(last.Keep))
	}
	if len(throws) == MaxThrows && !sameDice(final, last.Dice) {
		return illegal("P2", "the dice written, %s, are not those of the third throw, %s: a turn has at most three throws (P2)", FormatDice(final), FormatDice(last.Dice))
	}
	return nil
}
