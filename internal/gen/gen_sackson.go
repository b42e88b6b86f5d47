package gen

import (
	"math"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Sackson: the players pile checks onto rows they started; a family plays
// at two penalties.

func init() {
	engines[sheets.EngineSackson] = engine{options: sacksonOptions, family: sacksonFamily, move: (*Generator).sacksonMove}
}

// sacksonOptions: the default penalty, the current rules.
func sacksonOptions(Kind) sheets.Options {
	return sheets.Options{Rules: sheets.SacksonOptions{Penalty: int(scoring.DefaultPenalty), SacksonRules: int(scoring.SacksonRulesCurrent)}}
}

// sacksonFamily: the Sackson at the default penalty and at 100.
func sacksonFamily() map[Kind][]sheets.Options {
	return map[Kind][]sheets.Options{
		sheets.Sackson: {
			{Rules: sheets.SacksonOptions{Penalty: int(scoring.DefaultPenalty), SacksonRules: int(scoring.SacksonRulesCurrent)}},
			{Rules: sheets.SacksonOptions{Penalty: 100, SacksonRules: int(scoring.SacksonRulesCurrent)}},
		},
	}
}

// sacksonMove plays a round: each player still playing piles checks onto
// rows already started, spreading the fifth dice.
func (gen *Generator) sacksonMove(s *State) Move {
	sack := s.Sackson()
	roll := make([]uint8, 5)
	for i := range roll {
		roll[i] = gen.die()
	}
	m := sheets.SacksonPlay{Roll: scoring.FormatDice(roll), Choices: make([]string, len(sack.Pads))}
	for i := range sack.Pads {
		if sack.Pads[i].Ended {
			continue
		}
		// Pile checks onto rows already started: a row's worth counts its
		// way out of the penalty (S6) as progress.
		cs := sack.Pads[i].LegalChoices(roll)
		worth := func(sum, c int) float64 {
			if scoring.IsPenaltyRow(c) {
				return -float64(sack.Pen) * float64(scoring.ZeroChecks-c) / scoring.ZeroChecks
			}
			return float64(scoring.SacksonRowScore(sum, c, sack.Pen))
		}
		best, bestScore := cs[0], math.Inf(-1)
		for _, c := range cs {
			score := gen.rng.Float64()
			// spread the fifth dice: the game ends when a track reaches 8 (S4)
			for _, tr := range sack.Pads[i].Tracks {
				if tr.Value == c.Fifth {
					score -= 15 * float64(tr.Checks)
				}
			}
			rows := sack.Pads[i].Rows
			for _, sum := range c.Sums() {
				score += worth(sum, rows[sum]+1) - worth(sum, rows[sum])
				rows[sum]++
			}
			if score > bestScore {
				best, bestScore = c, score
			}
		}
		m.Choices[i] = best.String()
	}
	return Move{Play: m}
}
