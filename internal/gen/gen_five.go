package gen

import (
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// 5000: the players bank at 350 or with two dice left; a family plays
// under both bust rules.

func init() {
	engines[sheets.EngineFive] = engine{options: fiveOptions, family: fiveFamily, move: (*Generator).fiveMove}
}

// fiveOptions: the booklet's bust rule, the order as the players sit.
func fiveOptions(Kind) sheets.Options {
	return sheets.Options{Rules: sheets.FiveOptions{BustRule: scoring.BustBooklet.String(), Order: scoring.OrderGiven}}
}

// fiveFamily: the 5000 under both bust rules.
func fiveFamily() map[Kind][]sheets.Options {
	return map[Kind][]sheets.Options{
		sheets.FiveThousand: {
			{Rules: sheets.FiveOptions{BustRule: scoring.BustBooklet.String(), Order: "given"}},
			{Rules: sheets.FiveOptions{BustRule: scoring.BustNothingScores.String(), Order: "given"}},
		},
	}
}

// fiveMove plays a 5000 turn through scoring's turn stepper: every scoring
// die set aside, banking at 350 (at the opening once not opened, C6) or
// with two dice or fewer left.
func (gen *Generator) fiveMove(s *State) Move {
	five := s.Five()
	t := scoring.NewTurn5000(five.Bust)
	opened := five.Players[s.Turn].Opened
	for {
		d := make([]uint8, t.Left())
		for i := range d {
			d[i] = gen.die()
		}
		v, err := t.Throw(d)
		if err != nil {
			panic(err)
		}
		if v.Bust {
			break
		}
		keep, _ := scoring.ScoringDice(d, five.Bust)
		if _, err := t.SetAside(keep); err != nil {
			panic(err)
		}
		need := 350
		if !opened {
			need = scoring.Opening5000
		}
		if t.Points() >= need || (t.Left() <= 2 && opened) {
			break
		}
	}
	return Move{Play: sheets.FivePlay{Turn: t.Record()}}
}
