package scoring

import (
	"fmt"
	"strings"
)

// Explain returns the verdict as one sentence in lang, ending with the rule
// IDs behind it: "Full: three 4s and two 2s → 25 (P3)".
func (v Verdict) Explain(l Lang) string {
	name := v.Box.Name(l)
	h := v.Hand
	counts := h.Counts()
	face := h.FiveAlike()
	valueRule := "P3"
	fiveName := l.pick("Penta", "Penta")
	if v.Game == GameYams {
		valueRule = "Y3"
		fiveName = "Yam's"
	}
	var s string
	switch v.Reason {
	case ReasonFilled:
		return fmt.Sprintf(l.pick("%s is already filled: a box takes one throw only (%s)", "%s est déjà remplie : une case ne sert qu'une fois (%s)"), name, v.Rule)
	case ReasonOrderDown:
		return fmt.Sprintf(l.pick("column ↓ down is filled from top to bottom: only %s, its first free box, may be filled now (Y6)", "la colonne ↓ descendante se remplit de haut en bas : seule %s, sa première case libre, peut être remplie maintenant (Y6)"), v.Other.Name(l))
	case ReasonOrderUp:
		return fmt.Sprintf(l.pick("column ↑ up is filled from bottom to top: only %s, its last free box, may be filled now (Y6)", "la colonne ↑ montante se remplit de bas en haut : seule %s, sa dernière case libre, peut être remplie maintenant (Y6)"), v.Other.Name(l))
	case ReasonJokerForcedUpper:
		return fmt.Sprintf(l.pick("joker: five %ds while %s holds 50, and %s is free, so it is the only legal box (P7a)", "joker : cinq %d alors que %s vaut 50, et %s est libre : c'est la seule case permise (P7a)"), face, fiveName, v.Other.Name(l))
	case ReasonJokerLowerFirst:
		return fmt.Sprintf(l.pick("joker: five %ds while %s holds 50 and %s is filled; a lower box such as %s is still free, so an upper box may not take it (P7b)", "joker : cinq %d alors que %s vaut 50 et %s est remplie ; une case du bas comme %s est encore libre, une case du haut ne peut donc pas le prendre (P7b)"), face, fiveName, Box(face-1).Name(l), v.Other.Name(l))
	case ReasonJokerUpper:
		s = fmt.Sprintf(l.pick("joker: five %ds while %s holds 50; %s is free, so it is the only legal box: %d (P7a)", "joker : cinq %d alors que %s vaut 50 ; %s est libre, c'est donc la seule case permise : %d (P7a)"), face, fiveName, name, v.Points)
	case ReasonJokerLower:
		s = fmt.Sprintf(l.pick("joker: five %ds while %s holds 50 and %s is filled; %s counts %d (P7b)", "joker : cinq %d alors que %s vaut 50 et %s est remplie ; %s compte %d (P7b)"), face, fiveName, Box(face-1).Name(l), name, v.Points)
	case ReasonJokerUpperZero:
		s = fmt.Sprintf(l.pick("joker: five %ds while %s holds 50, every lower box filled; any free upper box takes it at 0 (P7c)", "joker : cinq %d alors que %s vaut 50, toutes les cases du bas remplies ; une case libre du haut le prend à 0 (P7c)"), face, fiveName)
	case ReasonJokerFree:
		s = fmt.Sprintf(l.pick("joker (free choice): five %ds, %s scores %d", "joker (choix libre) : cinq %d, %s vaut %d"), face, name, v.Points)
	case ReasonFiveNotFull:
		s = fmt.Sprintf(l.pick("%s: five alike is not a full (%s): 0, a sacrifice (%s)", "%s : cinq dés identiques ne font pas un full (%s) : 0, case sacrifiée (%s)"), name, valueRule, SacrificeRule(v.Game))
		if v.Rule == "P8" {
			s += l.pick("; the Penta box holds 0, so no joker (P8)", "\u00a0; la case Penta vaut 0, donc pas de joker (P8)")
		}
	case ReasonFiveOrdinary:
		s = fmt.Sprintf(l.pick("the Penta box holds 0, so five alike is an ordinary throw, no joker and no bonus (P8): %s scores %d", "la case Penta vaut 0 : cinq dés identiques sont un lancer ordinaire, sans joker ni bonus (P8) : %s vaut %d"), name, v.Points)
	case ReasonNoFigure:
		s = fmt.Sprintf(l.pick("%s: %s, so it scores 0 — a sacrifice (%s)", "%s : %s, donc 0 — case sacrifiée (%s)"), name, missing(v.Box, l), SacrificeRule(v.Game))
	case ReasonScores:
		s = name + l.pick(": ", "\u00a0: ") + figure(v, counts, l) + " (" + valueRule + ")"
	}
	if v.Bonus > 0 {
		if v.Game == GameYams {
			s += fmt.Sprintf(l.pick("; +%d: a further Yam's while the Yam's box holds %d (Y5)", "\u00a0; +%d : un Yam's de plus alors que la case Yam's vaut %d (Y5)"), ExtraBonus, FiveAlikePoints)
		} else {
			s += fmt.Sprintf(l.pick("; +%d: a further Penta while the Penta box holds %d (P6)", "\u00a0; +%d : un Penta de plus alors que la case Penta vaut %d (P6)"), ExtraBonus, FiveAlikePoints)
		}
	}
	if v.UpperBonus > 0 {
		s += fmt.Sprintf(l.pick("; the upper section reaches %d: +%d bonus (%s)", "\u00a0; le haut atteint %d : bonus de %d (%s)"), UpperBonusThreshold, UpperBonus, map[Game]string{GamePenta: "P5", GameYams: "Y4"}[v.Game])
	}
	return s
}

func missing(b Box, l Lang) string {
	switch {
	case b.Upper():
		return fmt.Sprintf(l.pick("no %d in the throw", "aucun %d dans le lancer"), b.Face())
	case b == ThreeKind:
		return l.pick("no three alike", "pas trois dés identiques")
	case b == FourKind:
		return l.pick("no four alike", "pas quatre dés identiques")
	case b == Full:
		return l.pick("no three of one value and two of another", "pas trois dés d'une valeur et deux d'une autre")
	case b == SmallStraight:
		return l.pick("no run of four consecutive values", "pas quatre valeurs qui se suivent")
	case b == LargeStraight:
		return l.pick("no run of five consecutive values", "pas cinq valeurs qui se suivent")
	default:
		return l.pick("not five alike", "pas cinq dés identiques")
	}
}

// figure writes how box v.Box gets its points from the hand, with the very
// arithmetic that gives them (P3, Y3): "four 6s: 4 × 6 = 24",
// "four 6s: 40 + sum 29 = 69", "sum 6+6+6+6+5 = 29".
func figure(v Verdict, counts [7]uint8, l Lang) string {
	h := v.Hand
	n, face := h.maxCount()
	alike := fmt.Sprintf(l.pick("%s %ds", "%s %d"), countWord(int(n), l), face)
	switch b := v.Box; {
	case b.Upper():
		return fmt.Sprintf("%d × %d = %d", counts[b.Face()], b.Face(), v.Points)
	case b == ThreeKind:
		return alike + semicolon(l) + sumOf(h, l)
	case b == FourKind:
		if v.Game == GameYams {
			switch rk := v.FourKind; rk.Kind {
			case FourSum4:
				if n > 4 {
					alike += l.pick(", four of them counted", ", quatre comptés")
				}
				return fmt.Sprintf(l.pick("%s: %d × %d = %d", "%s : %d × %d = %d"), alike, 4, face, v.Points)
			case FourFixed:
				return fmt.Sprintf(l.pick("%s: the fixed amount of the option %s → %d", "%s : le forfait de l'option %s → %d"), alike, rk, v.Points)
			case FourFixedSum:
				return fmt.Sprintf(l.pick("%s: %d + sum %d = %d", "%s : %d + somme %d = %d"), alike, rk.N, h.Sum(), v.Points)
			}
		}
		return alike + semicolon(l) + sumOf(h, l)
	case b == Full:
		three, two, _ := h.isFull()
		fig := fmt.Sprintf(l.pick("three %ds and two %ds", "trois %d et deux %d"), three, two)
		switch v.Full {
		case Full25Sum:
			return fmt.Sprintf(l.pick("%s: %d + sum %d = %d", "%s : %d + somme %d = %d"), fig, FullPoints, h.Sum(), v.Points)
		case FullSum:
			return fig + semicolon(l) + sumOf(h, l)
		}
		return fmt.Sprintf("%s → %d", fig, v.Points)
	case b == SmallStraight:
		return fmt.Sprintf(l.pick("four consecutive values → %d", "quatre valeurs qui se suivent → %d"), v.Points)
	case b == LargeStraight:
		return fmt.Sprintf(l.pick("five consecutive values → %d", "cinq valeurs qui se suivent → %d"), v.Points)
	case b == Penta || b == Yams:
		return fmt.Sprintf(l.pick("five %ds → %d", "cinq %d → %d"), face, v.Points)
	default: // chance, plus, minus
		return sumOf(h, l)
	}
}

// semicolon joins two clauses of an explanation: a non-breaking space
// before it in French ("quatre 5 ; somme …").
func semicolon(l Lang) string { return l.pick("; ", "\u00a0; ") }

// sumOf writes the sum of the five dice: "sum 6+6+6+4+5 = 27".
func sumOf(h Hand, l Lang) string {
	f := h.Faces()
	parts := make([]string, 5)
	for i, x := range f {
		parts[i] = itoa(int(x))
	}
	return fmt.Sprintf(l.pick("sum %s = %d", "somme %s = %d"), strings.Join(parts, "+"), h.Sum())
}

// countWord names a number of dice, 1 to 5.
func countWord(n int, l Lang) string {
	if n < 1 || n > 5 {
		return itoa(n)
	}
	return l.pick([]string{"one", "two", "three", "four", "five"}[n-1], []string{"un", "deux", "trois", "quatre", "cinq"}[n-1])
}

// SacrificeMessage is said when every box the player may use scores 0 (P4).
func SacrificeMessage(l Lang) string { return SacrificeMessageFor(GamePenta, l) }

// SacrificeRule is the rule of game g that lets a free box take a throw at
// 0: P4 in Penta; in Yam's Y3 (values as P3: a box whose figure is absent
// scores 0, and Y2: the throw is written in one free box).
func SacrificeRule(g Game) string {
	if g == GameYams {
		return "Y3"
	}
	return "P4"
}

// SacrificeMessageFor is said when every box the player may use scores 0,
// citing game g's own rule.
func SacrificeMessageFor(g Game, l Lang) string {
	return fmt.Sprintf(l.pick("No open box scores: you must sacrifice one (%s)", "Aucune case ouverte ne rapporte : il faut en sacrifier une (%s)"), SacrificeRule(g))
}
