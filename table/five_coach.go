package table

import "github.com/scorepad/scorepad/sheets"

// FiveCoach is the Expert of the 5000 at the table: its word at the
// set-aside question and on banking. The table's Expert coaches the 5000
// when its coach of the 5000 engine (Expert.Coach) implements FiveCoach.
type FiveCoach interface {
	// SetAsideHint returns the 5000 Expert's advice in one line for the
	// player to move in st, with total set aside so far this turn and dice
	// just thrown; "" when it has none.
	SetAsideHint(st *sheets.State, total int, dice []uint8) string
	// BankOrThrow returns the 5000 Expert's choice once keep is set aside
	// from dice (the turn at total before it) — bank, or throw on — and
	// says it in one line; "" when it has none.
	BankOrThrow(st *sheets.State, total int, dice, keep []uint8) (bank bool, advice string)
}

// fiveCoach returns the table's FiveCoach, or one that has no advice when
// the Expert given does not coach the 5000.
func (t *Table) fiveCoach() FiveCoach {
	return coachOr[FiveCoach](t, sheets.EngineFive, noFiveCoach{})
}

// noFiveCoach has no advice: the questions are asked without it.
type noFiveCoach struct{}

func (noFiveCoach) SetAsideHint(*sheets.State, int, []uint8) string { return "" }

func (noFiveCoach) BankOrThrow(*sheets.State, int, []uint8, []uint8) (bool, string) {
	return false, ""
}
