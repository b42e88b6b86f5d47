package sheets

import (
	"fmt"
	"sort"

	"github.com/scorepad/scorepad/scoring"
)

// State is a game replayed: the sheets, whose turn it is, totals and
// winners. Build it with Replay; Apply adds one move.
type State struct {
	Game     *Game
	Finished bool
	// Turn is the seat to play, -1 when finished (and for Sackson, where
	// every player still in plays each round).
	Turn int
	// Round is 1-based: the round being played (or the last when finished).
	Round int

	Rules *scoring.Rules       // Penta / Yam's
	Cols  [][]scoring.Column   // Penta / Yam's: per seat, per column
	Five  []FivePlayer         // 5000: per seat
	Bust  scoring.BustRule     // 5000
	Pads  []scoring.SacksonPad // Sackson: per seat
	Pen   scoring.Penalty      // Sackson
	// SacksonRules is the reading of S4 the game is replayed under.
	SacksonRules scoring.SacksonRules
	// Winner is the seat that reached 5000 (C7), -1 otherwise.
	Winner int

	applied int // Penta/Yam's moves replayed
}

// FivePlayer is one player's 5000 sheet.
type FivePlayer struct {
	Score  int
	Opened bool
	Turns  []FiveTurn
}

// FiveTurn is one 5000 turn as it went onto the sheet.
type FiveTurn struct {
	Points   int  // banked by the turn (0 for a bust)
	Recorded int  // what the opening let onto the sheet (C6)
	Bust     bool // C5
	Opening  bool // this turn opened the player (C6)
	Score    int  // running total after the turn
	Throws   int  // throws typed in, 0 when entered as a total
}

// NewState returns the state of g before any move.
func NewState(g *Game) (*State, error) {
	s := &State{Game: g, Turn: 0, Round: 1, Winner: -1}
	n := len(g.Players)
	switch g.Kind {
	case Penta, Yams:
		cfg, err := g.Options.Config(g.Kind)
		if err != nil {
			return nil, err
		}
		if s.Rules, err = cfg.Compile(); err != nil {
			return nil, err
		}
		s.Cols = make([][]scoring.Column, n)
		for i := range s.Cols {
			s.Cols[i] = make([]scoring.Column, len(s.Rules.Columns))
		}
	case FiveThousand:
		r, err := scoring.ParseBustRule(g.Options.BustRule)
		if err != nil {
			return nil, err
		}
		s.Bust = r
		s.Five = make([]FivePlayer, n)
	case Sackson:
		s.Pen = scoring.Penalty(g.Options.Penalty)
		if s.Pen == 0 {
			s.Pen = scoring.DefaultPenalty
		}
		r, err := scoring.ParseSacksonRules(g.Options.SacksonRules)
		if err != nil {
			return nil, err
		}
		s.SacksonRules = r
		s.Pads = make([]scoring.SacksonPad, n)
		for i := range s.Pads {
			s.Pads[i].Rules = r
		}
		s.Turn = -1
	default:
		return nil, fmt.Errorf("sheets: unknown kind %q", g.Kind)
	}
	return s, nil
}

// Replay rebuilds the state of g from its move log. A log that no longer
// replays (a damaged database) is a *ReplayError naming the move.
func Replay(g *Game) (*State, error) {
	s, err := NewState(g)
	if err != nil {
		return nil, err
	}
	for i, m := range g.Moves {
		if _, err := s.apply(m); err != nil {
			seq := m.Seq
			if seq == 0 {
				seq = i + 1
			}
			return nil, &ReplayError{Game: g.ID, Seq: seq, Cause: err}
		}
	}
	return s, nil
}

// Outcome is what one accepted move did, for the command's answer.
type Outcome struct {
	Seat int
	// Penta / Yam's
	Verdict scoring.Verdict
	Column  string
	// 5000
	Turn FiveTurn
	// Sackson
	Verdicts []scoring.SacksonVerdict
}

func refused(rule, en, fr string, args ...any) error {
	return scoring.NewError(rule, true, fmt.Sprintf(en, args...), fmt.Sprintf(fr, args...))
}

func malformed(rule, en, fr string, args ...any) error {
	return scoring.NewError(rule, false, fmt.Sprintf(en, args...), fmt.Sprintf(fr, args...))
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
	if s.Finished {
		return Outcome{}, refused("G2", "game %d is over: no more moves (G2)", "la partie %d est terminée : plus de coups (G2)", s.Game.ID)
	}
	if s.Rules != nil && len(m.Throws) > 0 {
		if err := checkThrows(m); err != nil {
			return Outcome{}, err
		}
	}
	return s.apply(m)
}

// checkThrows judges the throw-by-throw record of a Penta or Yam's move
// against its final dice (P2).
func checkThrows(m Move) error {
	final, err := scoring.ParseDice(m.Dice, 5, 5)
	if err != nil {
		return err
	}
	recs, err := scoring.ParseThrowRecords(m.Throws)
	if err != nil {
		return err
	}
	return scoring.CheckTurn(recs, final)
}

func (s *State) apply(m Move) (Outcome, error) {
	if s.Finished {
		return Outcome{}, refused("G2", "the game is over (G2)", "la partie est terminée (G2)")
	}
	switch s.Game.Kind {
	case Penta, Yams:
		return s.applyBox(m)
	case FiveThousand:
		return s.applyFive(m)
	}
	return s.applySackson(m)
}

func (s *State) applyBox(m Move) (Outcome, error) {
	r := s.Rules
	if m.Seat != s.Turn {
		return Outcome{}, s.wrongPlayer()
	}
	faces, err := scoring.ParseDice(m.Dice, 5, 5)
	if err != nil {
		return Outcome{}, err
	}
	b, err := scoring.ParseBox(r.Game, m.Box)
	if err != nil {
		return Outcome{}, err
	}
	ci := 0
	if m.Column != "" {
		if ci, err = r.ColumnIndex(m.Column); err != nil {
			return Outcome{}, err
		}
	} else if len(r.Columns) > 1 {
		return Outcome{}, malformed("Y6", "which column? this sheet has %s", "quelle colonne ? cette feuille a %s", joinNames(r.ColumnNames()))
	}
	cols := s.Cols[m.Seat]
	v, err := r.Play(cols, ci, scoring.HandOf(faces), b)
	if err != nil {
		return Outcome{Verdict: v}, err
	}
	out := Outcome{Seat: m.Seat, Verdict: v, Column: r.ColumnNames()[ci]}
	s.advance()
	s.applied++
	if s.applied >= r.Turns()*len(s.Game.Players) { // P9, Y9
		s.finish()
	}
	return out, nil
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
	return refused("G2", "it is %s's turn (G2)", "c'est au tour de %s (G2)", name)
}

func (s *State) applyFive(m Move) (Outcome, error) {
	if m.Seat != s.Turn {
		return Outcome{}, s.wrongPlayer()
	}
	var t FiveTurn
	switch {
	case m.Turn != "":
		throws, err := scoring.ParseTurn(m.Turn)
		if err != nil {
			return Outcome{}, err
		}
		res, err := scoring.PlayTurn(throws, s.Bust)
		if err != nil {
			return Outcome{}, err
		}
		t.Points, t.Bust, t.Throws = res.Points, res.Bust, len(throws)
	case m.Bust:
		t.Bust = true
	default:
		if err := scoring.CheckTable5000(m.Points); err != nil {
			return Outcome{}, err
		}
		t.Points = m.Points
	}
	p := &s.Five[m.Seat]
	if !t.Bust {
		wasOpen := p.Opened
		t.Recorded, p.Opened = scoring.Record5000(p.Opened, t.Points)
		t.Opening = p.Opened && !wasOpen
	}
	p.Score += t.Recorded
	t.Score = p.Score
	p.Turns = append(p.Turns, t)
	out := Outcome{Seat: m.Seat, Turn: t}
	if p.Score >= scoring.Target5000 { // C7: that player wins at once
		s.Winner = m.Seat
		s.finish()
		return out, nil
	}
	s.advance()
	return out, nil
}

func (s *State) applySackson(m Move) (Outcome, error) {
	roll, err := scoring.ParseDice(m.Roll, 5, 5)
	if err != nil {
		return Outcome{}, err
	}
	if len(m.Choices) != len(s.Pads) {
		return Outcome{}, malformed("S1", "%d choices for %d players", "%d choix pour %d joueurs", len(m.Choices), len(s.Pads))
	}
	pads := make([]scoring.SacksonPad, len(s.Pads))
	for i, p := range s.Pads {
		pads[i] = p
		pads[i].Tracks = append([]scoring.Track(nil), p.Tracks...)
	}
	out := Outcome{Seat: -1, Verdicts: make([]scoring.SacksonVerdict, len(pads))}
	for i, cs := range m.Choices {
		name := s.Game.Players[i]
		if s.Pads[i].Ended {
			if cs != "" {
				return Outcome{}, refused("S4", "%s's game has ended (S4): no choice for them", "la partie de %s est finie (S4) : pas de choix pour ce joueur", name)
			}
			continue
		}
		if cs == "" {
			return Outcome{}, malformed("S1", "no choice for %s, who is still playing (S1)", "pas de choix pour %s, qui joue encore (S1)", name)
		}
		c, err := scoring.ParseChoice(cs)
		if err != nil {
			return Outcome{}, err
		}
		v, err := pads[i].Apply(roll, c)
		if err != nil {
			return Outcome{}, scoring.Prefixed(err, name+": ", name+" : ")
		}
		out.Verdicts[i] = v
	}
	s.Pads = pads
	s.Round++
	done := true
	for _, p := range s.Pads {
		done = done && p.Ended
	}
	if done {
		s.Round--
		s.finish()
	}
	return out, nil
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
	for i := range t {
		switch s.Game.Kind {
		case Penta, Yams:
			for ci := range s.Cols[i] {
				t[i] += s.Cols[i][ci].Total()
			}
		case FiveThousand:
			t[i] = s.Five[i].Score
		case Sackson:
			t[i] = s.Pads[i].Total(s.Pen)
		}
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

// BoxMove returns the Penta/Yam's move that writes faces in box b of
// column ci (an index into the rules' columns), with the throws that led
// to it ("66123/66"), as robots and digital dice record them.
func (s *State) BoxMove(ci int, b scoring.Box, faces []uint8, throws []string) Move {
	m := Move{Dice: scoring.FormatDice(faces), Box: b.ID(), Throws: throws}
	if len(s.Rules.Columns) > 1 {
		m.Column = s.Rules.ColumnNames()[ci]
	}
	return m
}
