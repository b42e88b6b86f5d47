package sheets

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// ErrNotFound is returned by a Store for a game that does not exist.
var ErrNotFound = errors.New("not found")

// ErrConflict is returned by a Store when the move log changed under a
// write (another process moved first): the caller replays and retries.
var ErrConflict = errors.New("the game changed meanwhile")

// Summary is one line of the list of games.
type Summary struct {
	ID        int64
	Kind      Kind
	Players   []string
	Started   time.Time
	Finished  bool
	Abandoned bool
	Moves     int
	// ConflictOf is the game this one is a conflict copy of (0: none).
	ConflictOf int64
}

// Result is one player's final line of a finished game, stored so that
// statistics need not replay every game.
type Result struct {
	Seat  int
	Name  string
	Total int
	Rank  int
	Won   bool
	// Figures are the line's statistics of its engine (*BoxFigures,
	// *FiveFigures, *SacksonFigures, each declared beside its model); nil
	// for a line no model made.
	Figures ResultFigures
}

// ResultFigures are one engine's statistics of a final line: each engine
// declares its own type beside its model and fills it in the model's
// results. Engine names the engine whose figures they are.
type ResultFigures interface {
	Engine() Engine
}

// Store keeps games and their move logs. Every method is one transaction.
type Store interface {
	// CreateGame saves a new game and sets its ID; players are matched to
	// the known family by name (G1).
	CreateGame(ctx context.Context, g *Game) error
	// Game loads a game with its moves, or ErrNotFound.
	Game(ctx context.Context, id int64) (*Game, error)
	// AppendMove saves m as move m.Seq of the game, with the final results
	// when it ends the game. ErrConflict when m.Seq is not the next one.
	AppendMove(ctx context.Context, id int64, m Move, results []Result) error
	// DeleteLastMove removes move seq, which must be the last one, and any
	// stored results. ErrConflict otherwise.
	DeleteLastMove(ctx context.Context, id int64, seq int) error
	// Games lists one page of games, unfinished first then newest first;
	// finished and abandoned ones only with q.All.
	Games(ctx context.Context, q GamesQuery) ([]Summary, error)
	// CountGames returns how many games Games would list without a limit.
	CountGames(ctx context.Context, all bool) (int, error)
	// KnownPlayers returns the family's names, most recently played first.
	KnownPlayers(ctx context.Context) ([]string, error)
}

// Service applies moves through the rules and saves them.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns a Service over store; now stamps the moves (time.Now
// when nil).
func NewService(store Store, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, now: now}
}

// Create checks and saves a new game (its players with CheckPlayers),
// its players seated by its model (for 5000 with order "roll", roll throws
// for the order, C1, and the players are saved in that order).
func (s *Service) Create(ctx context.Context, g *Game, roll func() uint8) error {
	if err := CheckPlayers(g.Kind, g.Players); err != nil {
		return err
	}
	info, ok := lookup(g.Kind)
	if !ok {
		return fmt.Errorf("sheets: unknown kind %q", g.Kind)
	}
	info.model.prepare(g)
	if _, err := NewState(g); err != nil {
		return err
	}
	info.model.seat(g, roll)
	g.Started = s.now().UTC()
	return s.store.CreateGame(ctx, g)
}

// Load returns a game replayed.
func (s *Service) Load(ctx context.Context, id int64) (*State, error) {
	g, err := s.store.Game(ctx, id)
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return nil, scoring.Refusal("", false, lang.MPlain("no game %d", id))
		}
		return nil, err
	}
	return Replay(g)
}

// Move judges m and, when the rules accept it, saves it before returning:
// an Outcome returned without error is on disk (G2). The seat of m is the
// player whose turn it is unless m.Seat ≥ 0 names another (refused then).
// A move that another process saved first is judged again after it.
func (s *Service) Move(ctx context.Context, id int64, m Move, asPlayer string) (*State, Outcome, error) {
	for attempt := 0; ; attempt++ {
		st, err := s.Load(ctx, id)
		if err != nil {
			return nil, Outcome{}, err
		}
		if st.Finished {
			return st, Outcome{}, refused("G2", "game %d is over: no more moves (G2)", id)
		}
		if !st.Game.Abandoned.IsZero() {
			return st, Outcome{}, refused("G2", "game %d was abandoned: no more moves (G2)", id)
		}
		if asPlayer != "" {
			seat := st.Seat(asPlayer)
			if seat < 0 {
				return st, Outcome{}, malformed("G1", "%s does not play in game %d", asPlayer, id)
			}
			if st.Mover() >= 0 && seat != st.Turn {
				return st, Outcome{}, st.wrongPlayer()
			}
		}
		m.Seat = st.Mover()
		m = st.Canonical(m) // the log holds IDs, whatever the language typed
		out, err := st.Apply(m)
		if err != nil {
			return st, out, err
		}
		m.Seq = len(st.Game.Moves) + 1
		m.At = s.now().UTC()
		st.Game.Moves = append(st.Game.Moves, m)
		var results []Result
		if st.Finished {
			results = st.Results()
		}
		err = s.store.AppendMove(ctx, id, m, results)
		if errors.Is(err, ErrConflict) && attempt < 5 {
			continue
		}
		return st, out, err
	}
}

// Undo takes back the last change to game id: an edit made when the log was
// as long as it is now, else the last move (a finished game becomes
// unfinished again). It returns the state after.
func (s *Service) Undo(ctx context.Context, id int64) (*State, Undone, error) {
	for attempt := 0; ; attempt++ {
		st, err := s.Load(ctx, id)
		if err != nil {
			return nil, Undone{}, err
		}
		next, err := s.NextUndo(ctx, st)
		if _, refusal := scoring.AsError(err); refusal {
			return st, Undone{}, err
		}
		if err != nil {
			return nil, Undone{}, err
		}
		if e := next.Edit; e != nil {
			st2, err := s.undoEdit(ctx, st, e)
			if errors.Is(err, ErrConflict) && attempt < 5 {
				continue
			}
			if err != nil {
				return nil, Undone{}, err
			}
			return st2, next, nil
		}
		last := next.Move
		if err := s.store.DeleteLastMove(ctx, id, last.Seq); err != nil {
			if errors.Is(err, ErrConflict) && attempt < 5 {
				continue
			}
			return nil, Undone{}, err
		}
		st.Game.Moves = st.Game.Moves[:len(st.Game.Moves)-1]
		st2, err := Replay(st.Game)
		return st2, next, err
	}
}

// undoableEdit returns the edit Undo takes back in st, nil when it takes
// back the last move: an edit made when the log was as long as it is now.
func (s *Service) undoableEdit(ctx context.Context, st *State) (*Edit, error) {
	r, ok := s.store.(Records)
	if !ok {
		return nil, nil
	}
	e, err := r.LastEdit(ctx, st.Game.ID)
	if err != nil || e == nil || e.Moves != len(st.Game.Moves) {
		return nil, err
	}
	return e, nil
}

// NextUndo says what Undo would take back of game st now, changing
// nothing (a page asks to confirm it): the edit of a move, or the last
// move; it refuses as Undo does (G2).
func (s *Service) NextUndo(ctx context.Context, st *State) (Undone, error) {
	id := st.Game.ID
	if !st.Game.Abandoned.IsZero() {
		return Undone{}, refused("G2", "game %d was abandoned: it cannot be changed (G2)", id)
	}
	e, err := s.undoableEdit(ctx, st)
	if err != nil {
		return Undone{}, err
	}
	if e != nil {
		return Undone{Move: e.Old, Edit: e}, nil
	}
	n := len(st.Game.Moves)
	if n == 0 {
		return Undone{}, refused("G2", "game %d has no move to undo (G2)", id)
	}
	return Undone{Move: st.Game.Moves[n-1]}, nil
}

// GamesQuery selects a page of the list of games.
type GamesQuery struct {
	All    bool // finished and abandoned games too
	Limit  int  // at most this many (0: no limit)
	Offset int  // after skipping this many
}

// Games lists a page of games, unfinished first then newest first.
func (s *Service) Games(ctx context.Context, q GamesQuery) ([]Summary, error) {
	return s.store.Games(ctx, q)
}

// CountGames returns how many games the list holds (all: finished and
// abandoned ones too).
func (s *Service) CountGames(ctx context.Context, all bool) (int, error) {
	return s.store.CountGames(ctx, all)
}

// KnownPlayers returns the family, most recent first.
func (s *Service) KnownPlayers(ctx context.Context) ([]string, error) {
	return s.store.KnownPlayers(ctx)
}

// Seat returns the seat of the player named name (G1: without case), or -1.
func (s *State) Seat(name string) int {
	for i, p := range s.Game.Players {
		if NameKey(p) == NameKey(name) {
			return i
		}
	}
	return -1
}

// Results returns every player's final line, with the figures statistics
// use.
func (s *State) Results() []Result {
	totals, ranks := s.Totals(), s.Ranks()
	out := make([]Result, len(totals))
	for i := range out {
		out[i] = Result{Seat: i, Name: s.Game.Players[i], Total: totals[i], Rank: ranks[i], Won: ranks[i] == 1 && s.Finished}
	}
	s.model().results(s, out)
	return out
}
