package gen

import (
	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Penta and Yam's: the players play as the Normal robot (a fair club
// player); a family plays Yam's under four rule sets.

func init() {
	engines[sheets.EngineBoxes] = engine{options: boxOptions, family: boxFamily, move: (*Generator).boxMove}
}

// boxFamily: Yam's under four rule sets (1, 3 and 4 columns, plus/minus,
// other full and four-of-a-kind options); Penta has one.
func boxFamily() map[Kind][]sheets.Options {
	return map[Kind][]sheets.Options{
		sheets.Yams: {
			{Rules: sheets.BoxOptions{Columns: []string{"free"}, Full: "25", FourKind: "sum5"}},
			{Rules: sheets.BoxOptions{Columns: []string{"down", "up", "free"}, Full: "25", FourKind: "sum5"}},
			{Rules: sheets.BoxOptions{Columns: []string{"down", "up", "free", "imposed"}, Full: "25+sum", FourKind: "sum4", PlusMinus: true}},
			{Rules: sheets.BoxOptions{Columns: []string{"down", "up", "free"}, Full: "25", FourKind: "sum5", PlusMinus: true}},
		},
	}
}

// boxOptions: a box game with its default rules on three columns (down,
// up, free) where the kind has columns to choose (Yam's).
func boxOptions(k Kind) sheets.Options {
	cfg, err := sheets.BoxOptions{}.Config(k)
	if err != nil {
		panic(err)
	}
	cfg.Columns = []scoring.Mode{scoring.Down, scoring.Up, scoring.Free}
	return sheets.OptionsFromConfig(cfg)
}

// boxMove plays a Penta/Yam's turn as the Normal robot does, recording
// its throws.
func (gen *Generator) boxMove(s *State) Move {
	return RobotMove(s, boxes.Normal{Rules: s.Boxes().Rules}, gen.die)
}

// RobotMove plays the turn of the player to move in s with strategy st and
// dice from die, and returns it as a move that records every throw.
func RobotMove(s *State, st boxes.Strategy, die func() uint8) Move {
	d := boxes.TakeTurn(s.Boxes().Cols[s.Turn], st, die)
	return s.BoxMove(d.Column, d.Box, d.Faces, d.Throws)
}
