package scoring

import "github.com/scorepad/scorepad/internal/lang"

// A 5000 turn played throw by throw (C2–C6). Turn5000 is the one place the
// progression of a turn lives: how many dice are thrown next, what a throw
// busts, what a set-aside scores, when all six come back. PlayTurn judges a
// whole recorded turn through it; the forms, the generator and the robots
// step through it.

// ThrowVerdict5000 is the judgement of one 5000 throw before anything is set
// aside: whether it busts (C2) and the most it can score (C3).
type ThrowVerdict5000 struct {
	Dice []uint8
	Rule BustRule
	Bust bool
	Best int // the most the throw can set aside; 0 when it busts
}

// JudgeThrow5000 returns the verdict of a throw under rule (C2, C3).
func JudgeThrow5000(dice []uint8, rule BustRule) ThrowVerdict5000 {
	v := ThrowVerdict5000{Dice: append([]uint8(nil), dice...), Rule: rule, Bust: Busts(dice, rule)}
	v.Best = Best5000(dice, rule)
	return v
}

// RuleID returns the RULES.md ID behind the verdict: C2 for a bust, C3
// otherwise.
func (v ThrowVerdict5000) RuleID() string {
	if v.Bust {
		return "C2"
	}
	return "C3"
}

// Why returns the verdict as one sentence: "222346 busts: no 1 and no 5
// (C2, booklet rule)", "155234 does not bust: at most 200 points can be set
// aside (C3)".
func (v ThrowVerdict5000) Why() lang.Msg {
	d := FormatDice(v.Dice)
	switch {
	case v.Bust && v.Rule == BustBooklet:
		return lang.M("%s busts: no 1 and no 5 (C2, booklet rule)", d)
	case v.Bust:
		return lang.M("%s busts: nothing in it scores (C2)", d)
	}
	return lang.MLocal("%s does not bust: at most %d points can be set aside (C3)", d, v.Best)
}

// ScoringDice returns the dice of a throw that belong to a scoring group
// when every scoring die is set aside, and what they score (C3): the whole
// throw for a straight, else every 1 and 5 and each three alike. It returns
// nil and 0 for a throw that busts under rule.
func ScoringDice(throw []uint8, rule BustRule) ([]uint8, int) {
	if Busts(throw, rule) {
		return nil, 0
	}
	c := counts6(throw)
	if len(throw) == Dice5000 && isStraight(c) {
		return append([]uint8(nil), throw...), Straight5000
	}
	var keep []uint8
	for f := 1; f <= 6; f++ {
		n := c[f]
		if f != 1 && f != 5 {
			n = n / 3 * 3
		}
		for range n {
			keep = append(keep, uint8(f))
		}
	}
	return keep, scoringValue(c)
}

// Turn5000 is a 5000 turn in progress. Its zero value is not ready: use
// NewTurn5000.
type Turn5000 struct {
	rule    BustRule
	left    int
	points  int
	lost    int
	throws  []Throw5000
	pending []uint8 // the throw waiting for its set-aside
	bust    bool
	hot     bool
	steps   []int  // points set aside at each throw (0 for the bust)
	hots    []bool // whether each throw's set-aside took the last dice
}

// NewTurn5000 returns a turn about to throw six dice under rule (C2).
func NewTurn5000(rule BustRule) *Turn5000 {
	return &Turn5000{rule: rule, left: Dice5000}
}

// Rule returns the turn's bust rule.
func (t *Turn5000) Rule() BustRule { return t.rule }

// Left returns how many dice the next throw has (C4): what was not set
// aside, or six again after all six were.
func (t *Turn5000) Left() int { return t.left }

// Points returns the points set aside so far this turn; 0 after a bust (C5).
func (t *Turn5000) Points() int { return t.points }

// Bust reports whether the turn ended in a bust (C5).
func (t *Turn5000) Bust() bool { return t.bust }

// HotDice reports whether the last set-aside took the last dice, so that the
// next throw is six dice again (C4).
func (t *Turn5000) HotDice() bool { return t.hot }

// Pending returns the throw waiting for its set-aside, nil when none.
func (t *Turn5000) Pending() []uint8 { return t.pending }

// CanStop reports whether the player may stop and bank now: at least one
// set-aside made, no throw waiting for one, no bust (C4).
func (t *Turn5000) CanStop() bool { return !t.bust && t.pending == nil && len(t.throws) > 0 }

// Throws returns the throws so far, each with its set-aside (the slice is
// the turn's own: do not modify it).
func (t *Turn5000) Throws() []Throw5000 { return t.throws }

// Record writes the turn in the notation of ParseTurn ("155234/155 234/-").
func (t *Turn5000) Record() string { return FormatTurn(t.throws) }

// Result returns the turn judged so far (see PlayTurn).
func (t *Turn5000) Result() TurnResult {
	return TurnResult{Points: t.points, Bust: t.bust, Steps: append([]int(nil), t.steps...), HotDice: append([]bool(nil), t.hots...)}
}

// Throw records the dice of the next throw and judges them (C2). A bust
// ends the turn and loses its points (C5). It returns an *Error (Illegal)
// when the turn has ended, when the throw before still waits for its
// set-aside, or when the number of dice is not Left.
func (t *Turn5000) Throw(dice []uint8) (ThrowVerdict5000, error) {
	if t.bust {
		return ThrowVerdict5000{}, illegal("C5", "the turn ended with the bust before it (C5)")
	}
	if t.pending != nil {
		return ThrowVerdict5000{}, illegal("C4", "set dice aside from %s before throwing again (C4)", FormatDice(t.pending))
	}
	if len(dice) != t.left {
		return ThrowVerdict5000{}, illegal("C4", "%d dice thrown, but %d were left to throw (C4)", len(dice), t.left)
	}
	v := JudgeThrow5000(dice, t.rule)
	t.hot = false
	if v.Bust {
		t.bust, t.lost, t.points = true, t.points, 0
		t.throws = append(t.throws, Throw5000{Dice: v.Dice, Bust: true})
		t.steps = append(t.steps, 0)
		t.hots = append(t.hots, false)
		return v, nil
	}
	t.pending = v.Dice
	return v, nil
}

// SetAside sets keep aside from the throw waiting for it (C3, C4) and
// returns what it scores. It returns an *Error (Illegal) when no throw
// waits, or when KeepPoints refuses the keep; the turn is unchanged then.
func (t *Turn5000) SetAside(keep []uint8) (int, error) {
	if t.pending == nil {
		return 0, illegal("C4", "no throw to set dice aside from (C4)")
	}
	p, err := KeepPoints(t.pending, keep, t.rule)
	if err != nil {
		return 0, err
	}
	t.throws = append(t.throws, Throw5000{Dice: t.pending, Keep: append([]uint8(nil), keep...)})
	t.pending = nil
	t.points += p
	t.steps = append(t.steps, p)
	t.hot, t.left = HotDice5000(t.left, len(keep)), DiceLeft5000(t.left, len(keep))
	t.hots = append(t.hots, t.hot)
	return p, nil
}

// DiceLeft5000 returns how many dice the next throw has once kept of the
// thrown dice were set aside (C4): the rest, or all six again when the
// set-aside took the last ones (hot dice).
func DiceLeft5000(thrown, kept int) int {
	if HotDice5000(thrown, kept) {
		return Dice5000
	}
	return thrown - kept
}

// HotDice5000 reports whether setting kept of the thrown dice aside takes
// the last ones, so that all six are thrown again (C4).
func HotDice5000(thrown, kept int) bool { return kept == thrown }

// BustMsg says what a bust cost, once the turn has busted: "Bust: 222346 —
// the turn's 350 points are lost (C2, C5)".
func (t *Turn5000) BustMsg() lang.Msg {
	last := t.throws[len(t.throws)-1]
	return lang.M("Bust: %s — the turn's %d points are lost (C2, C5).", FormatDice(last.Dice), t.lost)
}

// Banked returns what stopping now would put on the sheet of a player who
// has (or has not) opened (C6), and whether that opens them.
func (t *Turn5000) Banked(opened bool) (recorded int, nowOpened bool) {
	return Record5000(opened, t.points)
}

// KeepVerdict5000 is the judgement of a set-aside from a 5000 throw (C3,
// C4): what it scores, or why the rules refuse it.
type KeepVerdict5000 struct {
	Throw, Keep []uint8
	Points      int    // what the set-aside scores; 0 when refused
	Err         *Error // the refusal, nil when the set-aside is legal
}

// JudgeKeep5000 judges setting keep aside from throw under rule (C3, C4),
// through KeepPoints.
func JudgeKeep5000(throw, keep []uint8, rule BustRule) KeepVerdict5000 {
	v := KeepVerdict5000{Throw: append([]uint8(nil), throw...), Keep: append([]uint8(nil), keep...)}
	p, err := KeepPoints(throw, keep, rule)
	if err != nil {
		v.Err = toError(err)
		return v
	}
	v.Points = p
	return v
}

// Legal reports whether the set-aside is allowed.
func (v KeepVerdict5000) Legal() bool { return v.Err == nil }

// RuleID returns the RULES.md ID behind the verdict: C4 for a legal
// set-aside, the refusal's rule otherwise.
func (v KeepVerdict5000) RuleID() string {
	if v.Err != nil {
		return v.Err.Rule
	}
	return "C4"
}

// Why returns the verdict as one sentence: "setting aside 155 scores 200
// (C3, C4)", or the refusal.
func (v KeepVerdict5000) Why() lang.Msg {
	if v.Err != nil {
		return v.Err.Msg()
	}
	return lang.M("setting aside %s scores %d (C3, C4)", FormatDice(v.Keep), v.Points)
}
