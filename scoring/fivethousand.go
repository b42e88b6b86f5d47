package scoring

import (
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

// 5000 (RULES.md C1–C7): six dice, push your luck, a 500-point opening, first
// to 5000.

// BustRule says when a throw of 5000 busts (C2).
type BustRule uint8

const (
	// BustBooklet: a throw with no 1 and no 5 busts (the default).
	BustBooklet BustRule = iota
	// BustNothingScores: a throw busts only when nothing in it scores.
	BustNothingScores
)

// String returns "booklet" or "nothing-scores".
func (b BustRule) String() string {
	if b == BustNothingScores {
		return "nothing-scores"
	}
	return "booklet"
}

// Label returns the rule as shown: its ID in English, its French name in
// French ("livret", "rien ne marque"). ParseBustRule accepts both.
func (b BustRule) Label() lang.Msg {
	if b == BustNothingScores {
		return lang.MC("bust rule", "nothing-scores")
	}
	return lang.MC("bust rule", "booklet")
}

// ParseBustRule reads "booklet" or "nothing-scores", or their French
// names "livret" and "rien ne marque".
func ParseBustRule(s string) (BustRule, error) {
	switch fold(s) {
	case "booklet", "livret", "":
		return BustBooklet, nil
	case "nothingscores", "nothing", "riennemarque", "rien":
		return BustNothingScores, nil
	}
	return 0, badInput("C2", "unknown bust rule %q: use booklet or nothing-scores (C2)", s)
}

const (
	// Target5000 is the score that wins (C7).
	Target5000 = 5000
	// Opening5000 is the least first banked turn that is recorded (C6).
	Opening5000 = 500
	// Straight5000 is the value of 1-2-3-4-5-6 in one throw (C3).
	Straight5000 = 1500
	// Unit5000 is the smallest scoring group, a single 5 (C3): every banked
	// total is a multiple of it.
	Unit5000 = 50
	// MaxTurn5000 bounds a banked turn (C3). Decision: hot dice could in
	// principle go on for ever, but no table writes down a turn above
	// 100,000; a larger number is a typing slip, and refusing it keeps
	// every total and statistic far from overflow.
	MaxTurn5000 = 100000
	// Dice5000 is the number of dice thrown at the start of a turn, and
	// again after all are set aside (C2, C4).
	Dice5000 = 6
)

func counts6(dice []uint8) (c [7]int) {
	for _, d := range dice {
		c[d]++
	}
	return
}

// groupValue is C3 for n dice of face f taken as scoring groups: up to two
// three-alikes, then singles of 1 and 5. ok is false when some of the n dice
// would belong to no group.
func groupValue(f, n int) (points int, ok bool) {
	triples, rest := n/3, n%3
	switch f {
	case 1:
		return triples*1000 + rest*100, true
	case 5:
		return triples*500 + rest*50, true
	}
	return triples * f * 100, rest == 0
}

// isStraight reports 1-2-3-4-5-6 in six dice.
func isStraight(c [7]int) bool {
	for f := 1; f <= 6; f++ {
		if c[f] != 1 {
			return false
		}
	}
	return true
}

// scoringValue is the most that the dice of c can score if every scoring die
// is set aside (C3), with the set of dice that do so.
func scoringValue(c [7]int) int {
	if isStraight(c) {
		return Straight5000
	}
	t := 0
	for f := 1; f <= 6; f++ {
		n := c[f]
		if f != 1 && f != 5 {
			n = n / 3 * 3
		}
		p, _ := groupValue(f, n)
		t += p
	}
	return t
}

// Busts reports whether a throw busts under rule (C2).
func Busts(dice []uint8, rule BustRule) bool {
	c := counts6(dice)
	if rule == BustBooklet {
		return c[1] == 0 && c[5] == 0
	}
	return scoringValue(c) == 0
}

// Best5000 returns the most points that can be set aside from a throw under
// rule: 0 when it busts (C2, C3).
func Best5000(dice []uint8, rule BustRule) int {
	if Busts(dice, rule) {
		return 0
	}
	return scoringValue(counts6(dice))
}

// KeepPoints returns what the dice kept from a throw score (C3, C4), or an
// *Error (Illegal) when a kept die is not in the throw or belongs to no
// scoring group of it, or when the throw busts.
func KeepPoints(throw, keep []uint8, rule BustRule) (int, error) {
	if Busts(throw, rule) {
		if rule == BustBooklet {
			return 0, illegal("C2", "%s busts: no 1 and no 5 (C2), nothing can be set aside", FormatDice(throw))
		}
		return 0, illegal("C2", "%s busts: nothing in it scores (C2)", FormatDice(throw))
	}
	if len(keep) == 0 {
		return 0, illegal("C4", "nothing set aside from %s: at least one scoring die must be (C4)", FormatDice(throw))
	}
	tc, kc := counts6(throw), counts6(keep)
	for f := 1; f <= 6; f++ {
		if kc[f] > tc[f] {
			return 0, illegal("C4", "kept %d × %d but the throw %s shows %d (C4)", kc[f], f, FormatDice(throw), tc[f])
		}
	}
	if len(keep) == 6 && isStraight(kc) {
		return Straight5000, nil
	}
	t := 0
	for f := 1; f <= 6; f++ {
		p, ok := groupValue(f, kc[f])
		if !ok {
			return 0, illegal("C4", "a kept %d belongs to no scoring group: a 2, 3, 4 or 6 scores only three at a time (C3, C4)", f)
		}
		t += p
	}
	return t, nil
}

// Throw5000 is one throw of a 5000 turn: the dice thrown and those set aside
// (none when the throw busts).
type Throw5000 struct {
	Dice []uint8
	Keep []uint8
	Bust bool // written as "/-" or "/" or with no slash
}

// ParseTurn reads a turn written "155234/155 234/-": throws separated by
// spaces, each THROWN/KEPT, "-" or nothing after the slash for a bust. It
// checks only the notation and the faces; PlayTurn checks the rules.
func ParseTurn(s string) ([]Throw5000, error) {
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return nil, badInput("C4", "empty turn: write each throw as THROWN/KEPT, e.g. \"155234/155 234/-\"")
	}
	out := make([]Throw5000, 0, len(fields))
	for i, f := range fields {
		thrown, kept, hasSlash := strings.Cut(f, "/")
		if strings.Contains(kept, "/") {
			return nil, badInput("C4", "throw %d %q: one slash per throw", i+1, f)
		}
		d, err := ParseDice(strings.ReplaceAll(thrown, ",", ""), 1, 6)
		if err != nil {
			e := prefixed(err, lang.MPlain("throw %d: ", i+1))
			e.Rule = "C4"
			return nil, e
		}
		t := Throw5000{Dice: d}
		if !hasSlash || kept == "" || kept == "-" {
			t.Bust = true
		} else {
			k, err := ParseDice(strings.ReplaceAll(kept, ",", ""), 1, 6)
			if err != nil {
				e := prefixed(err, lang.MPlain("throw %d, kept dice: ", i+1))
				e.Rule = "C4"
				return nil, e
			}
			t.Keep = k
		}
		out = append(out, t)
	}
	return out, nil
}

// FormatTurn writes throws back in the notation of ParseTurn.
func FormatTurn(throws []Throw5000) string {
	parts := make([]string, len(throws))
	for i, t := range throws {
		k := "-"
		if !t.Bust {
			k = FormatDice(t.Keep)
		}
		parts[i] = FormatDice(t.Dice) + "/" + k
	}
	return strings.Join(parts, " ")
}

// TurnResult is a 5000 turn judged throw by throw.
type TurnResult struct {
	Points  int   // banked total; 0 for a bust
	Bust    bool  // the last throw busted: the turn is lost (C5)
	Steps   []int // points set aside at each throw (0 for the bust)
	HotDice []bool
}

// PlayTurn judges a whole turn (C2–C5) by stepping a Turn5000 through it:
// six dice first, then what is left, six again after all six are set aside;
// every throw that does not bust sets aside scoring dice; a bust ends the
// turn and loses it. It returns an *Error naming the first throw at fault.
func PlayTurn(throws []Throw5000, rule BustRule) (TurnResult, error) {
	t := NewTurn5000(rule)
	for i, th := range throws {
		at := func(err error) error {
			return prefixed(err, lang.MPlain("throw %d: ", i+1))
		}
		v, err := t.Throw(th.Dice)
		if err != nil {
			return t.Result(), at(err)
		}
		switch {
		case th.Bust && !v.Bust:
			return t.Result(), at(illegal("C2", "%s does not bust: it scores %d (C2)", FormatDice(th.Dice), v.Best))
		case th.Bust:
			continue
		case v.Bust: // recorded with a set-aside, yet it busts
			_, err := KeepPoints(th.Dice, th.Keep, rule)
			return t.Result(), at(err)
		}
		if _, err := t.SetAside(th.Keep); err != nil {
			return t.Result(), at(err)
		}
		if t.points > MaxTurn5000 {
			return t.Result(), at(badInput("C3", "the turn reaches %d points: a banked turn is at most %d (C3)", t.points, MaxTurn5000))
		}
	}
	return t.Result(), nil
}

// Record5000 applies the opening (C6): it returns what goes on the sheet for
// a banked turn of points and whether the player is now opened.
func Record5000(opened bool, points int) (recorded int, nowOpened bool) {
	if opened {
		return points, true
	}
	if points >= Opening5000 {
		return points, true
	}
	return 0, false
}

// CheckTable5000 returns an *Error unless points is a possible banked total
// for a turn entered as a number: a positive multiple of 50 (C3), at most
// MaxTurn5000.
func CheckTable5000(points int) error {
	if points <= 0 || points%Unit5000 != 0 || points > MaxTurn5000 {
		return badInput("C3", "%d points: a banked turn is a positive multiple of %d, at most %d (C3)", points, Unit5000, MaxTurn5000)
	}
	return nil
}

// PlayOrder is how the seats of a 5000 game are ordered (C1): as the
// players were given, or by a throw of one die each. Its string is the
// stored option ("given", "roll").
type PlayOrder string

const (
	// OrderGiven keeps the players in the order given.
	OrderGiven PlayOrder = "given"
	// OrderRoll has each player throw one die, the highest starting (C1).
	OrderRoll PlayOrder = "roll"
)

// ParsePlayOrder reads an order of play in English or French ("given",
// "donné"; "roll", "dés"; "" is given); any other text is an *Error (C1).
func ParsePlayOrder(s string) (PlayOrder, error) {
	switch fold(s) {
	case "", "given", "donne":
		return OrderGiven, nil
	case "roll", "des":
		return OrderRoll, nil
	}
	return "", badInput("C1", "unknown order of play %q: use given or roll (C1)", s)
}

// OrderByRoll decides the order of n players (C1): each throws one die, the
// highest starts; players tied throw again among themselves. roll gives a
// die face 1–6. It returns seat indexes, first player first.
func OrderByRoll(n int, roll func() uint8) []int {
	order, _ := RollForOrder(n, roll)
	return order
}

// OrderThrow is one throw for the order of play (C1): the seats that threw
// together and the face each got, Faces[i] for Seats[i].
type OrderThrow struct {
	Seats []int
	Faces []uint8
}

// RollForOrder is OrderByRoll that also returns every throw made, in the
// order they were made: everyone first, then each group of tied players
// throwing again, the highest tie first.
func RollForOrder(n int, roll func() uint8) ([]int, []OrderThrow) {
	players := make([]int, n)
	for i := range players {
		players[i] = i
	}
	var throws []OrderThrow
	return orderGroup(players, roll, &throws), throws
}

func orderGroup(players []int, roll func() uint8, throws *[]OrderThrow) []int {
	if len(players) <= 1 {
		return players
	}
	byFace := map[uint8][]int{}
	t := OrderThrow{Seats: players}
	for _, p := range players {
		f := roll()
		byFace[f] = append(byFace[f], p)
		t.Faces = append(t.Faces, f)
	}
	*throws = append(*throws, t)
	var out []int
	for f := uint8(6); f >= 1; f-- {
		out = append(out, orderGroup(byFace[f], roll, throws)...)
	}
	return out
}
