package sheets

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"
	"unicode"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"golang.org/x/text/unicode/norm"
)

// ErrAbandoned is returned by a Store asked to add a move to an abandoned
// game.
var ErrAbandoned = errors.New("the game was abandoned")

// Edit is one replacement of a past move. It is kept (who, when, what it
// replaced) so that undo can take it back.
type Edit struct {
	ID  int64
	Seq int // the move replaced
	// Moves is the length of the log when the edit was made: undo takes the
	// edit back when the log is that long again (the later moves undone).
	Moves    int
	Old, New Move
	By       string
	At       time.Time
	// Undone is when undo took the edit back (zero while it stands).
	Undone time.Time
}

// Undone is what undo took back: the last move, or an edit (Edit set).
type Undone struct {
	Move Move
	Edit *Edit
}

// PlayerSummary is one person of the family: the games they sat in (not
// counting abandoned ones), the first and the last.
type PlayerSummary struct {
	Name  string
	Games int
	First time.Time
	Last  time.Time
}

// ImportGame is one game of an import, replayed: its results when it is
// finished and not abandoned.
type ImportGame struct {
	Game    *Game
	Results []Result
	// Plays is, when not nil, each move's JSON (Move.MarshalJSON), written
	// while the file is read, ahead of the store's writes.
	Plays [][]byte
	// Prepared is, when not nil, what the store's writes of the game need,
	// made ahead of them by an ImportPreparer.
	Prepared any
}

// ImportPreparer is an ImportSession that makes what its writes of a game
// will need (ImportGame.Prepared) in the goroutine reading the file, a few
// games ahead of the writes. Prepare must not touch the transaction.
type ImportPreparer interface {
	Prepare(ig *ImportGame)
}

// ImportCounts says what an import did with each game of the file.
type ImportCounts struct {
	Imported int `json:"imported"`
	Updated  int `json:"updated"`
	Skipped  int `json:"skipped"`
	// Conflicts are the games both sides moved on from the same log: the
	// local game was kept and the file's copy added beside it.
	Conflicts []Conflict `json:"conflicts"`
}

// Conflict is one game of an import that both sides played apart: Game
// is the local game, kept as it was; Copy the new game holding the file's
// log, linked to it.
type Conflict struct {
	Game int64  `json:"game"`
	UUID string `json:"uuid"`
	Copy int64  `json:"copy"`
}

// Records is the part of the Store that keeps the family's records: edits,
// abandoned and deleted games, people, export and import. Every method is one
// transaction, and keeps the statistics read models in step within it.
type Records interface {
	// EditMove replaces move e.Seq of game id by e.New, records e and stores
	// the results the game has after it (nil when unfinished).
	// ErrConflict when the game changed since it was read.
	EditMove(ctx context.Context, id int64, e Edit, results []Result) error
	// LastEdit returns the most recent edit of game id still in force, or
	// nil.
	LastEdit(ctx context.Context, id int64) (*Edit, error)
	// Edits returns every edit of game id, taken back or not, oldest first.
	Edits(ctx context.Context, id int64) ([]Edit, error)
	// UndoEdit puts e.Old back in place of e.New, marks e taken back at at,
	// and stores the results the game has then. ErrConflict when the game
	// changed since it was read.
	UndoEdit(ctx context.Context, id int64, e Edit, at time.Time, results []Result) error
	// Abandon marks game id abandoned at at and takes it out of the
	// statistics. ErrNotFound when there is no such game.
	Abandon(ctx context.Context, id int64, at time.Time) error
	// DeleteGame removes game id, its moves, results and edits, and any
	// person who played no other game. ErrNotFound when there is no such
	// game.
	DeleteGame(ctx context.Context, id int64) error
	// People lists the family, most recently played first.
	People(ctx context.Context) ([]PlayerSummary, error)
	// RenamePlayer renames the person called from (G1: any case) to to.
	// When someone is already called to, the two become one person and
	// merged is true. ErrNotFound when nobody is called from; a
	// *scoring.Error when the two sat in the same game.
	RenamePlayer(ctx context.Context, from, to string) (merged bool, err error)
	// ExportGames calls fn with every game and its moves (changed on or
	// after since, when not zero), oldest first, one at a time; an error
	// of fn stops it and is returned.
	ExportGames(ctx context.Context, since time.Time, fn func(*Game) error) error
	// KeepCopy keeps conflict copy id as a game of its own: the link to
	// the game it was copied beside is cleared and its results (nil when
	// unfinished) stored, into the statistics. ErrNotFound when id is no
	// conflict copy.
	KeepCopy(ctx context.Context, id int64, results []Result) error
	// ImportTx runs fn in one write transaction, committed when fn returns
	// nil and rolled back otherwise: nothing an import wrote is kept
	// unless every game of the file was.
	ImportTx(ctx context.Context, fn func(ImportSession) error) error
}

func (s *Service) records() Records { return s.store.(Records) }

// Edit replaces move seq of game id by m, after replaying every later move
// through the rules: when one of them no longer holds, nothing is saved and
// the *scoring.Error names the first move that breaks and why. by is who
// edits (recorded with the edit).
func (s *Service) Edit(ctx context.Context, id int64, seq int, m Move, by string) (*State, Edit, error) {
	for attempt := 0; ; attempt++ {
		st, err := s.Load(ctx, id)
		if err != nil {
			return nil, Edit{}, err
		}
		g := st.Game
		if !g.Abandoned.IsZero() {
			return st, Edit{}, refused("G2", "game %d was abandoned: it cannot be changed (G2)", id)
		}
		if seq < 1 || seq > len(g.Moves) {
			return st, Edit{}, malformed("", "game %d has %d moves: there is no move %d", id, len(g.Moves), seq)
		}
		old := g.Moves[seq-1]
		m.Seq, m.Seat, m.At = old.Seq, old.Seat, old.At
		m = st.Canonical(m) // the log holds IDs, whatever the language typed
		if sameMove(old, m) {
			return st, Edit{}, malformed("", "move %d already reads so: nothing to change", seq)
		}
		moves := append([]Move(nil), g.Moves...)
		moves[seq-1] = m
		ng := *g
		ng.Moves = moves
		st2, err := replayEdited(&ng, seq)
		if err != nil {
			return st, Edit{}, err
		}
		e := Edit{Seq: seq, Moves: len(moves), Old: old, New: m, By: by, At: s.now().UTC()}
		var results []Result
		if st2.Finished {
			results = st2.Results()
		}
		err = s.records().EditMove(ctx, id, e, results)
		if errors.Is(err, ErrConflict) && attempt < 5 {
			continue
		}
		return st2, e, err
	}
}

// replayEdited replays g, whose move seq was just replaced, and says which
// move breaks first and why.
func replayEdited(g *Game, seq int) (*State, error) {
	st, err := NewState(g)
	if err != nil {
		return nil, err
	}
	for i, m := range g.Moves {
		if err := st.apply(m, nil); err != nil {
			var se *scoring.Error
			if !errors.As(err, &se) {
				return nil, err
			}
			who := moveAuthor(g, m)
			if i+1 == seq {
				return nil, scoring.Refusal(se.Rule, se.Illegal, lang.MPlain("move %d%s: %s", seq, who, se.Msg()))
			}
			return nil, scoring.Refusal(se.Rule, true, lang.MPlain("the edit of move %d breaks move %d%s: %s; nothing was changed", seq, i+1, who, se.Msg()))
		}
	}
	return st, nil
}

func moveAuthor(g *Game, m Move) string {
	if m.Seat >= 0 && m.Seat < len(g.Players) {
		return " (" + g.Players[m.Seat] + ")"
	}
	return ""
}

// sameMove reports whether two moves say the same thing.
func sameMove(a, b Move) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

// undoEdit takes back edit e of the game in st.
func (s *Service) undoEdit(ctx context.Context, st *State, e *Edit) (*State, error) {
	g := st.Game
	if e.Seq < 1 || e.Seq > len(g.Moves) {
		return nil, ErrConflict
	}
	moves := append([]Move(nil), g.Moves...)
	old := st.Canonical(e.Old) // an edit saved before moves were canonical
	old.Seq, old.Seat, old.At = moves[e.Seq-1].Seq, moves[e.Seq-1].Seat, moves[e.Seq-1].At
	moves[e.Seq-1] = old
	ng := *g
	ng.Moves = moves
	st2, err := replayEdited(&ng, e.Seq)
	if err != nil {
		return nil, err
	}
	var results []Result
	if st2.Finished {
		results = st2.Results()
	}
	if err := s.records().UndoEdit(ctx, g.ID, *e, s.now().UTC(), results); err != nil {
		return nil, err
	}
	return st2, nil
}

// Edits returns the history of corrections of game id, oldest first.
func (s *Service) Edits(ctx context.Context, id int64) ([]Edit, error) {
	return s.records().Edits(ctx, id)
}

// Abandon marks game id abandoned: kept, no more moves, out of the
// statistics.
func (s *Service) Abandon(ctx context.Context, id int64) error {
	st, err := s.Load(ctx, id)
	if err != nil {
		return err
	}
	if !st.Game.Abandoned.IsZero() {
		return refused("G2", "game %d is already abandoned (G2)", id)
	}
	return s.records().Abandon(ctx, id, s.now().UTC())
}

// Delete removes game id for good.
func (s *Service) Delete(ctx context.Context, id int64) error {
	err := s.records().DeleteGame(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return malformed("", "no game %d", id)
	}
	return err
}

// Keep keeps conflict copy id (see ImportFrom) as a game of its own: it
// is no longer shown as a copy of the game it was imported beside.
func (s *Service) Keep(ctx context.Context, id int64) error {
	st, err := s.Load(ctx, id)
	if err != nil {
		return err
	}
	var results []Result
	if st.Finished {
		results = st.Results()
	}
	err = s.records().KeepCopy(ctx, id, results)
	if errors.Is(err, ErrNotFound) {
		return malformed("", "game %d is not a conflict copy: nothing to keep", id)
	}
	return err
}

// People lists the family with their games.
func (s *Service) People(ctx context.Context) ([]PlayerSummary, error) {
	return s.records().People(ctx)
}

// Rename renames a person, merging them with the person already called to
// (G1: names are compared without case, so "zoé" and "Zoé" are one person;
// "Zoe" and "Zoé" are two until merged). to is checked like a new player's
// name, of no game (ParseName).
func (s *Service) Rename(ctx context.Context, from, to string) (bool, error) {
	name, err := ParseName(to)
	if err != nil {
		return false, err
	}
	if IsRobot(from) != IsRobot(name) {
		return false, malformed("G1", "a robot and a person cannot be merged (G1)")
	}
	merged, err := s.records().RenamePlayer(ctx, from, name)
	if errors.Is(err, ErrNotFound) {
		return false, malformed("G1", "nobody called %s has played (G1)", from)
	}
	return merged, err
}

// LooksLike returns a name without case and without accents: "Zoé" and
// "zoe" look alike. G1 makes only case-insensitive names one person; names
// that merely look alike are offered for a merge, never merged by themselves.
func LooksLike(name string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(NameKey(name)) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
