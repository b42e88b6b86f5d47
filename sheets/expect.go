package sheets

import (
	"context"
	"fmt"
)

// StaleError is returned by a Service made with At when the game moved on
// from the position the move was entered on: another device or process
// saved a move (or took one back) first. Nothing was saved.
type StaleError struct {
	ID int64
	// Want is the number of moves the position had when the move was
	// entered; Now is how many the game has.
	Want, Now int
}

func (e *StaleError) Error() string {
	return fmt.Sprintf("game %d moved on: %d moves now, the move was entered after %d", e.ID, e.Now, e.Want)
}

// At returns a Service that saves a move only as move moves+1 of its game:
// a move judged on any other position (another device wrote first, even
// between the judging and the saving) is refused with a *StaleError,
// never applied to a position its author did not see.
func (s *Service) At(moves int) *Service {
	return &Service{store: atStore{Store: s.store, moves: moves}, now: s.now}
}

// atStore is a Store that appends only move moves+1.
type atStore struct {
	Store
	moves int
}

func (a atStore) AppendMove(ctx context.Context, id int64, m Move, results []Result) error {
	if m.Seq != a.moves+1 {
		return &StaleError{ID: id, Want: a.moves, Now: m.Seq - 1}
	}
	return a.Store.AppendMove(ctx, id, m, results)
}

// atStore keeps the turn in progress as its Store does (a page's digital
// dice, issue 37): a draft is no move.
func (a atStore) SaveDraft(ctx context.Context, id int64, moves int, data []byte) error {
	if d, ok := a.Store.(Drafts); ok {
		return d.SaveDraft(ctx, id, moves, data)
	}
	return nil
}

func (a atStore) Draft(ctx context.Context, id int64) (int, []byte, error) {
	if d, ok := a.Store.(Drafts); ok {
		return d.Draft(ctx, id)
	}
	return 0, nil, nil
}

func (a atStore) DeleteDraft(ctx context.Context, id int64) error {
	if d, ok := a.Store.(Drafts); ok {
		return d.DeleteDraft(ctx, id)
	}
	return nil
}
