// Package gen makes realistic finished games for benchmarks, statistics
// tests and `scorepad dev fill`: every move is played through the game
// model and the rules. It is development support, outside the model, so
// that sheets/ never depends on the advisor.
package gen

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/scorepad/scorepad/sheets"
)

type (
	Kind  = sheets.Kind
	Game  = sheets.Game
	State = sheets.State
	Move  = sheets.Move
)

// Generator makes realistic finished games, every move played through the
// rules, for benchmarks and statistics tests. Each engine's players play
// as its file says (gen_boxes.go, gen_five.go, gen_sackson.go: the engine
// registers there its options, a family's rule sets and its move).
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
// to 8 players (a solo game now and then), each kind under the rule sets
// its engine gives a family (engine.family), over three years from 2024.
func NewFamily(seed uint64) *Generator {
	g := NewGenerator(seed)
	g.Family = []string{"Mamie", "Papi", "Ana", "Hugo", "Chloé", "Marie-Éléonore de Saint-Exupéry-Dupont"}
	g.Guests = []string{"Inès", "Oncle Jean-Baptiste"}
	g.GuestRate = 0.12
	g.MinPlayers, g.MaxPlayers = 1, 8
	g.Start = time.Date(2024, 1, 1, 20, 0, 0, 0, time.UTC)
	g.Span = 3 * 365 * 24 * time.Hour
	g.Rules = map[Kind][]sheets.Options{}
	for _, e := range engines {
		if e.family == nil {
			continue
		}
		for k, rs := range e.family() {
			g.Rules[k] = rs
		}
	}
	return g
}

// engine is the generator's side of one engine of the registry
// (sheets.KindInfo.Engine). Each registers itself in its own file, next
// to its player.
type engine struct {
	// options are the options a game of kind k is played under when the
	// generator has no rule sets for k (Generator.Rules).
	options func(k Kind) sheets.Options
	// family returns, fresh at each call, the rule sets a family's games
	// of the engine's kinds draw from (NewFamily); nil: none, every game
	// under options.
	family func() map[Kind][]sheets.Options
	// move plays the turn (or round) of s.
	move func(gen *Generator, s *State) Move
}

// engines holds the generator's side of each engine.
var engines = map[sheets.Engine]engine{}

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

// Mix returns a kind drawn with a family's habits, the weights the registry
// of kinds declares (sheets.KindInfo.Mix).
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
