package scoring

import (
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

// Why returns the verdict as one sentence, ending with the rule IDs behind
// it: "Full: three 4s and two 2s → 25 (P3)".
func (v Verdict) Why() lang.Msg {
	name := v.Box.Label()
	h := v.Hand
	counts := h.Counts()
	face := h.FiveAlike()
	valueRule := "P3"
	fiveName := lang.M("Penta")
	if v.Game == GameYams {
		valueRule = "Y3"
		fiveName = lang.M("Yam's")
	}
	var s lang.Msg
	switch v.Reason {
	case ReasonFilled:
		return lang.M("%s is already filled: a box takes one throw only (%s)", name, v.Rule)
	case ReasonOrderDown:
		return lang.M("column ↓ down is filled from top to bottom: only %s, its first free box, may be filled now (Y6)", v.Other.Label())
	case ReasonOrderUp:
		return lang.M("column ↑ up is filled from bottom to top: only %s, its last free box, may be filled now (Y6)", v.Other.Label())
	case ReasonJokerForcedUpper:
		return lang.M("joker: five %ds while %s holds 50, and %s is free, so it is the only legal box (P7a)", face, fiveName, v.Other.Label())
	case ReasonJokerLowerFirst:
		return lang.M("joker: five %ds while %s holds 50 and %s is filled; a lower box such as %s is still free, so an upper box may not take it (P7b)", face, fiveName, Box(face-1).Label(), v.Other.Label())
	case ReasonJokerUpper:
		s = lang.M("joker: five %ds while %s holds 50; %s is free, so it is the only legal box: %d (P7a)", face, fiveName, name, v.Points)
	case ReasonJokerLower:
		s = lang.M("joker: five %ds while %s holds 50 and %s is filled; %s counts %d (P7b)", face, fiveName, Box(face-1).Label(), name, v.Points)
	case ReasonJokerUpperZero:
		s = lang.M("joker: five %ds while %s holds 50, every lower box filled; any free upper box takes it at 0 (P7c)", face, fiveName)
	case ReasonJokerFree:
		s = lang.M("joker (free choice): five %ds, %s scores %d", face, name, v.Points)
	case ReasonFiveNotFull:
		s = lang.M("%s: five alike is not a full (%s): 0, a sacrifice (%s)", name, valueRule, SacrificeRule(v.Game))
		if v.Rule == "P8" {
			s = lang.Join(s, lang.M("; the Penta box holds 0, so no joker (P8)"))
		}
	case ReasonFiveOrdinary:
		s = lang.M("the Penta box holds 0, so five alike is an ordinary throw, no joker and no bonus (P8): %s scores %d", name, v.Points)
	case ReasonNoFigure:
		s = lang.M("%s: %s, so it scores 0 — a sacrifice (%s)", name, missing(v.Box), SacrificeRule(v.Game))
	case ReasonScores:
		s = lang.M("%s%s%s (%s)", name, lang.M(": "), figure(v, counts), valueRule)
	}
	if v.Bonus > 0 {
		if v.Game == GameYams {
			s = lang.Join(s, lang.M("; +%d: a further Yam's while the Yam's box holds %d (Y5)", ExtraBonus, FiveAlikePoints))
		} else {
			s = lang.Join(s, lang.M("; +%d: a further Penta while the Penta box holds %d (P6)", ExtraBonus, FiveAlikePoints))
		}
	}
	if v.UpperBonus > 0 {
		s = lang.Join(s, lang.M("; the upper section reaches %d: +%d bonus (%s)", UpperBonusThreshold, UpperBonus, map[Game]string{GamePenta: "P5", GameYams: "Y4"}[v.Game]))
	}
	return s
}

func missing(b Box) lang.Msg {
	switch {
	case b.Upper():
		return lang.M("no %d in the throw", b.Face())
	case b == ThreeKind:
		return lang.M("no three alike")
	case b == FourKind:
		return lang.M("no four alike")
	case b == Full:
		return lang.M("no three of one value and two of another")
	case b == SmallStraight:
		return lang.M("no run of four consecutive values")
	case b == LargeStraight:
		return lang.M("no run of five consecutive values")
	default:
		return lang.M("not five alike")
	}
}

// figure writes how box v.Box gets its points from the hand, with the very
// arithmetic that gives them (P3, Y3): "four 6s: 4 × 6 = 24",
// "four 6s: 40 + sum 29 = 69", "sum 6+6+6+6+5 = 29".
func figure(v Verdict, counts [7]uint8) lang.Msg {
	h := v.Hand
	n, face := h.maxCount()
	alike := lang.M("%s %ds", countWord(int(n)), face)
	switch b := v.Box; {
	case b.Upper():
		return lang.M("%d × %d = %d", counts[b.Face()], b.Face(), v.Points)
	case b == ThreeKind:
		return lang.Join(alike, semicolon, sumOf(h))
	case b == FourKind:
		if v.Game == GameYams {
			switch rk := v.FourKind; rk.Kind {
			case FourSum4:
				if n > 4 {
					alike = lang.Join(alike, lang.M(", four of them counted"))
				}
				return lang.M("%s: %d × %d = %d", alike, 4, face, v.Points)
			case FourFixed:
				return lang.M("%s: the fixed amount of the option %s → %d", alike, rk, v.Points)
			case FourFixedSum:
				return lang.M("%s: %d + sum %d = %d", alike, rk.N, h.Sum(), v.Points)
			}
		}
		return lang.Join(alike, semicolon, sumOf(h))
	case b == Full:
		three, two, _ := h.isFull()
		fig := lang.M("three %ds and two %ds", three, two)
		switch v.Full {
		case Full25Sum:
			return lang.M("%s: %d + sum %d = %d", fig, FullPoints, h.Sum(), v.Points)
		case FullSum:
			return lang.Join(fig, semicolon, sumOf(h))
		}
		return lang.M("%s → %d", fig, v.Points)
	case b == SmallStraight:
		return lang.M("four consecutive values → %d", v.Points)
	case b == LargeStraight:
		return lang.M("five consecutive values → %d", v.Points)
	case b == Penta || b == Yams:
		return lang.M("five %ds → %d", face, v.Points)
	default: // chance, plus, minus
		return sumOf(h)
	}
}

// semicolon joins two clauses of an explanation: a non-breaking space
// before it in French ("quatre 5 ; somme …").
var semicolon = lang.M("; ")

// sumOf writes the sum of the five dice: "sum 6+6+6+4+5 = 27".
func sumOf(h Hand) lang.Msg {
	f := h.Faces()
	parts := make([]string, 5)
	for i, x := range f {
		parts[i] = itoa(int(x))
	}
	return lang.M("sum %s = %d", strings.Join(parts, "+"), h.Sum())
}

// countWord names a number of dice, 1 to 5.
func countWord(n int) lang.Msg {
	if n < 1 || n > 5 {
		return lang.M("%d", n)
	}
	return []lang.Msg{lang.M("one"), lang.M("two"), lang.M("three"), lang.M("four"), lang.M("five")}[n-1]
}

// SacrificeMsg is said when every box the player may use scores 0 (P4).
func SacrificeMsg() lang.Msg { return SacrificeMsgFor(GamePenta) }

// SacrificeRule is the rule of game g that lets a free box take a throw at
// 0: P4 in Penta; in Yam's Y3 (values as P3: a box whose figure is absent
// scores 0, and Y2: the throw is written in one free box).
func SacrificeRule(g Game) string {
	if g == GameYams {
		return "Y3"
	}
	return "P4"
}

// SacrificeMsgFor is said when every box the player may use scores 0,
// citing game g's own rule.
func SacrificeMsgFor(g Game) lang.Msg {
	return lang.M("No open box scores: you must sacrifice one (%s)", SacrificeRule(g))
}
