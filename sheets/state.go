package sheets

import (
	"fmt"
	"sort"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// State is a game replayed: whose turn it is, totals and winners, and the
// sheets of its kind, kept by the kind's model: Boxes (Penta, Yam's), Five
// (5000) or Sackson returns them, nil for a game of another kind. Build it
// with Replay; Apply adds one move.
type State struct {
	Game     *Game
	Finished bool
	// Turn is the seat to play, -1 when finished (and for Sackson, where
	// every player still in plays each round).
	Turn int
	// Round is 1-based: the round being played (or the last when finished).
	Round int
	// Winner is the seat that reached 5000 (C7), -1 otherwise.
	Winner int

	// sheet is the kind's own sheets, laid out by its model's start: a
	// *BoxSheet, *FiveSheet or *SacksonSheet.
	sheet any
}

// NewState returns the state of g before any move.
func NewState(g *Game) (*State, error) {
	s := &State{Game: g, Turn: 0, Round: 1, Winner: -1}
	info, ok := lookup(g.Kind)
	if !ok {
		return nil, fmt.Errorf("sheets: unknown kind %q", g.Kind)
	}
	if err := info.model.start(s); err != nil {
		return nil, err
	}
	return s, nil
}

// Replay rebuilds the state of g from its move log. A log that no longer
// replays (a damaged database) is a *ReplayError naming the move.
func Replay(g *Game) (*State, error) {
	return Walk(g, nil)
}

// Walk replays the move log of g as Replay does and calls visit (when not
// nil) with the state before each move and the move: the one walk of a
// whole game that a review or a statistic takes. The state is the walk's
// own and changes once visit returns: visit copies what it keeps. A move
// that no longer replays is a *ReplayError naming it (never a refusal of
// the rules); an error of visit stops the walk and is returned as it is.
// Walk returns the state after the last move.
func Walk(g *Game, visit func(st *State, m Move) error) (*State, error) {
	s, err := NewState(g)
	if err != nil {
		return nil, err
	}
	for i, m := range g.Moves {
		if visit != nil {
			if err := visit(s, m); err != nil {
				return nil, err
			}
		}
		if err := s.apply(m, nil); err != nil {
			seq := m.Seq
			if seq == 0 {
				seq = i + 1
			}
			return nil, &ReplayError{Game: g.ID, Seq: seq, Cause: err}
		}
	}
	return s, nil
}

// Outcome is what one accepted move did, for the command's answer: the
// seat that played (-1 for a round all play at once) and what the game's
// engine says of the move (Detail: a BoxOutcome, FiveOutcome or
// SacksonOutcome, each beside its model; nil for a move refused before
// its engine judged it, a box's verdict for a box the rules refused).
type Outcome struct {
	Seat   int
	Detail OutcomeDetail
}

// OutcomeDetail is what an engine says of a move it judged; a reader
// type-asserts it to its own engine's type.
type OutcomeDetail interface{ outcome() }

// refused is the refusal by rule of a well-formed move: key, the English of
// the catalogue, formatted with args as written.
func refused(rule, key string, args ...any) error {
	return scoring.Refusal(rule, true, lang.MPlain(key, args...))
}

// malformed is the refusal of bad input (rule, when one is behind it).
func malformed(rule, key string, args ...any) error {
	return scoring.Refusal(rule, false, lang.MPlain(key, args...))
}

// Apply judges move m for the player whose turn it is and, when the rules
// accept it, adds it to the state (not to the store: see Service.Move). A
// Penta or Yam's move recorded throw by throw is judged as a whole turn
// (scoring.CheckTurn, P2). It returns a *scoring.Error when the move is
// refused; the state is unchanged then.
//
// Replay does not judge the throw records again: moves saved before P2 was
// checked keep replaying as they did.
func (s *State) Apply(m Move) (Outcome, error) {
	var out Outcome
	err := s.judge(m, &out)
	return out, err
}

// judge is Apply saying what the move did in out only when out is not nil:
// a caller that keeps nothing of it (an import) allocates nothing for it.
func (s *State) judge(m Move, out *Outcome) error {
	if s.Finished {
		return refused("G2", "game %d is over: no more moves (G2)", s.Game.ID)
	}
	if err := s.model().check(s, m); err != nil {
		return err
	}
	return s.apply(m, out)
}

// apply writes m as a replay does (no live check); out as judge's.
func (s *State) apply(m Move, out *Outcome) error {
	if s.Finished {
		return refused("G2", "the game is over (G2)")
	}
	return s.model().apply(s, m, out)
}

// model returns the game model of s's kind.
func (s *State) model() model {
	info, _ := lookup(s.Game.Kind)
	return info.model
}

// Mover returns the seat whose move comes next: the player to move, or -1
// when every player still in plays the round at once (Sackson, S1) or the
// game is over.
func (s *State) Mover() int {
	if info, _ := lookup(s.Game.Kind); info.Shared {
		return -1
	}
	return s.Turn
}

func (s *State) advance() {
	n := len(s.Game.Players)
	s.Turn = (s.Turn + 1) % n
	if s.Turn == 0 {
		s.Round++
	}
}

func (s *State) finish() {
	s.Finished = true
	s.Turn = -1
}

func (s *State) wrongPlayer() error {
	name := s.Game.Players[s.Turn]
	return refused("G2", "it is %s's turn (G2)", name)
}

func joinNames(n []string) string {
	out := ""
	for i, x := range n {
		if i > 0 {
			out += ", "
		}
		out += x
	}
	return out
}

// Totals returns each seat's total: the sum of the columns (P9, Y6), the
// 5000 score, or the Sackson total (S7).
func (s *State) Totals() []int {
	t := make([]int, len(s.Game.Players))
	m := s.model()
	for i := range t {
		t[i] = m.total(s, i)
	}
	return t
}

// Ranks returns each seat's rank, 1 for the best; equal totals share a rank
// (P9, Y9, S7). In 5000 the winner ranks first (C7), the others by score.
func (s *State) Ranks() []int {
	t := s.Totals()
	if s.Winner >= 0 {
		t[s.Winner] = 1 << 30
	}
	order := make([]int, len(t))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return t[order[a]] > t[order[b]] })
	ranks := make([]int, len(t))
	for pos, seat := range order {
		if pos > 0 && t[seat] == t[order[pos-1]] {
			ranks[seat] = ranks[order[pos-1]]
		} else {
			ranks[seat] = pos + 1
		}
	}
	return ranks
}

// Winners returns the seats that won: nil until the game is finished; more
// than one when the best totals are equal.
func (s *State) Winners() []int {
	if !s.Finished {
		return nil
	}
	var w []int
	for seat, r := range s.Ranks() {
		if r == 1 {
			w = append(w, seat)
		}
	}
	return w
}

// CanonicalLog rewrites, in memory, the box and column of every move of g
// to their canonical IDs (see State.Canonical): logs saved before moves
// were canonicalised (a French "quatre"/"libre") read as if typed in IDs.
func CanonicalLog(g *Game) {
	if g == nil || len(g.Moves) == 0 {
		return
	}
	st, err := NewState(&Game{Kind: g.Kind, Options: g.Options, Players: g.Players})
	if err != nil {
		return // Replay reports it
	}
	for i := range g.Moves {
		g.Moves[i] = st.Canonical(g.Moves[i])
	}
}
