// Package gen makes realistic finished games for benchmarks, statistics
// tests and `scorepad dev fill`: every move is played through the game
// model and the rules. It is development support, outside the model, so
// that sheets/ never depends on the advisor.
package gen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

type (
	Kind  = sheets.Kind
	Game  = sheets.Game
	State = sheets.State
	Move  = sheets.Move
)

// Generator makes realistic finished games, every move played through the
// rules, for benchmarks and statistics tests. Penta and Yam's players play
// as the Normal robot (a fair club player); 5000 players bank at 350 or
// with two dice left; Sackson players pile checks onto rows they started.
type Generator struct {
	rng    *rand.Rand
	Family []string
	Start  time.Time
	// Span is how far after Start the games spread.
	Span time.Duration
	// Players, when not 0, is how many players every game has (within
	// the kind's range and the family's size); else 2 to 4, or MinPlayers
	// to MaxPlayers when MaxPlayers is set (1: solo games).
	Players                int
	MinPlayers, MaxPlayers int
	// Guests join a game now and then (GuestRate of the games take one
	// guest in one seat); none when empty.
	Guests    []string
	GuestRate float64
	// Rules, when a kind has an entry, are the rule sets its games draw
	// from (uniformly); else the engine's default options.
	Rules map[Kind][]sheets.Options
}

// NewFamily returns a generator of a family's lifetime of games: six
// regular players (one with a 38-character name), two guests, games of 1
// to 8 players (a solo game now and then), Yam's under four rule sets
// (1, 3 and 4 columns, plus/minus, other full and four-of-a-kind
// options), 5000 under both bust rules, Sackson at two penalties, over
// three years from 2024.
func NewFamily(seed uint64) *Generator {
	g := NewGenerator(seed)
	g.Family = []string{"Mamie", "Papi", "Ana", "Hugo", "Chloé", "Marie-Éléonore de Saint-Exupéry-Dupont"}
	g.Guests = []string{"Inès", "Oncle Jean-Baptiste"}
	g.GuestRate = 0.12
	g.MinPlayers, g.MaxPlayers = 1, 8
	g.Start = time.Date(2024, 1, 1, 20, 0, 0, 0, time.UTC)
	g.Span = 3 * 365 * 24 * time.Hour
	g.Rules = map[Kind][]sheets.Options{
		sheets.Yams: {
			{Rules: sheets.BoxOptions{Columns: []string{"free"}, Full: "25", FourKind: "sum5"}},
			{Rules: sheets.BoxOptions{Columns: []string{"down", "up", "free"}, Full: "25", FourKind: "sum5"}},
			{Rules: sheets.BoxOptions{Columns: []string{"down", "up", "free", "imposed"}, Full: "25+sum", FourKind: "sum4", PlusMinus: true}},
			{Rules: sheets.BoxOptions{Columns: []string{"down", "up", "free"}, Full: "25", FourKind: "sum5", PlusMinus: true}},
		},
		sheets.FiveThousand: {
			{Rules: sheets.FiveOptions{BustRule: scoring.BustBooklet.String(), Order: "given"}},
			{Rules: sheets.FiveOptions{BustRule: scoring.BustNothingScores.String(), Order: "given"}},
		},
		sheets.Sackson: {
			{Rules: sheets.SacksonOptions{Penalty: int(scoring.DefaultPenalty), SacksonRules: int(scoring.SacksonRulesCurrent)}},
			{Rules: sheets.SacksonOptions{Penalty: 100, SacksonRules: int(scoring.SacksonRulesCurrent)}},
		},
	}
	return g
}

// engine is the generator's side of one engine of the registry
// (sheets.KindInfo.Engine): the options its games are played under, and
// one move. Each registers itself next to its player.
type engine struct {
	options func(k Kind) sheets.Options
	move    func(gen *Generator, s *State) Move
}

// engines holds the generator's side of each engine.
var engines = map[sheets.Engine]engine{}

func init() {
	engines[sheets.EngineBoxes] = engine{options: boxOptions, move: (*Generator).boxMove}
	engines[sheets.EngineFive] = engine{options: func(Kind) sheets.Options {
		return sheets.Options{Rules: sheets.FiveOptions{BustRule: scoring.BustBooklet.String(), Order: scoring.OrderGiven}}
	}, move: (*Generator).fiveMove}
	engines[sheets.EngineSackson] = engine{options: func(Kind) sheets.Options {
		return sheets.Options{Rules: sheets.SacksonOptions{Penalty: int(scoring.DefaultPenalty), SacksonRules: int(scoring.SacksonRulesCurrent)}}
	}, move: (*Generator).sacksonMove}
}

// NewGenerator returns a generator seeded with seed.
func NewGenerator(seed uint64) *Generator {
	return &Generator{
		rng:    rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		Family: []string{"Mamie", "Papi", "Ana", "Ben", "Cléo", "Léo", "Zoé", "Hugo"},
		Start:  time.Date(2021, 1, 1, 20, 0, 0, 0, time.UTC),
		Span:   5 * 365 * 24 * time.Hour,
	}
}

func (gen *Generator) die() uint8 { return uint8(gen.rng.IntN(6) + 1) }

// Game returns one finished game of kind k, with its state.
func (gen *Generator) Game(k Kind) (*Game, *State) {
	pr := k.Players()
	lo := max(pr.Min, 2)
	hi := min(pr.Max, 4)
	n := lo + gen.rng.IntN(hi-lo+1)
	if gen.Players > 0 {
		n = min(max(gen.Players, pr.Min), pr.Max, len(gen.Family))
	} else if gen.MaxPlayers > 0 {
		// solo and small games are the common ones: draw the size twice
		// and keep the smaller, within the kind's range and the people
		lo, hi := max(gen.MinPlayers, pr.Min, 1), min(gen.MaxPlayers, pr.Max, len(gen.Family)+len(gen.Guests))
		n = lo + min(gen.rng.IntN(hi-lo+1), gen.rng.IntN(hi-lo+1))
	}
	people := gen.Family
	if len(gen.Guests) > 0 && (n > len(gen.Family) || gen.rng.Float64() < gen.GuestRate) {
		people = append(append([]string(nil), gen.Family...), gen.Guests...)
	}
	perm := gen.rng.Perm(len(people))
	g := &Game{Kind: k, Started: gen.Start.Add(time.Duration(gen.rng.Int64N(int64(gen.Span))))}
	for _, i := range perm[:n] {
		g.Players = append(g.Players, people[i])
	}
	if rs := gen.Rules[k]; len(rs) > 0 {
		g.Options = rs[gen.rng.IntN(len(rs))].Clone()
	} else {
		g.Options = engines[k.Engine()].options(k)
	}
	s, err := sheets.NewState(g)
	if err != nil {
		panic(err)
	}
	at := g.Started
	for !s.Finished {
		m := gen.move(s)
		m.Seat = s.Mover()
		if _, err := s.Apply(m); err != nil {
			panic(fmt.Sprintf("generator made an illegal move %+v: %v", m, err))
		}
		at = at.Add(40 * time.Second)
		m.Seq, m.At = len(g.Moves)+1, at
		g.Moves = append(g.Moves, m)
	}
	return g, s
}

func (gen *Generator) move(s *State) Move {
	return engines[s.Game.Kind.Engine()].move(gen, s)
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

// Mix returns a kind drawn with a family's habits, the weights the registry
// of kinds declares (Penta 40 %, Yam's 30 %, 5000 20 %, Sackson 10 %).
func (gen *Generator) Mix() Kind {
	total := 0
	for _, k := range sheets.Kinds {
		info, _ := k.Info()
		total += info.Mix
	}
	x := gen.rng.IntN(total)
	for _, k := range sheets.Kinds {
		info, _ := k.Info()
		if x < info.Mix {
			return k
		}
		x -= info.Mix
	}
	panic("gen: no kind to draw")
}
