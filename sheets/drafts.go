package sheets

import "context"

// Drafts is the part of the Store that keeps the turn in progress at the
// table (issue 16): what was typed and thrown of a move not yet accepted,
// so that a pause, Ctrl-C or a crash resumes exactly there. A draft is
// opaque to the model and never counted in sheets or statistics; the
// store deletes it in the transaction that appends or deletes a move.
type Drafts interface {
	// SaveDraft writes the draft of game id, begun when the game had moves
	// moves, in its own transaction.
	SaveDraft(ctx context.Context, id int64, moves int, data []byte) error
	// Draft returns the draft of game id and the moves it began at; nil
	// data when there is none.
	Draft(ctx context.Context, id int64) (moves int, data []byte, err error)
	// DeleteDraft forgets the draft of game id.
	DeleteDraft(ctx context.Context, id int64) error
}

// SaveDraft keeps the turn in progress of game id (a no-op when the store
// keeps no drafts).
func (s *Service) SaveDraft(ctx context.Context, id int64, moves int, data []byte) error {
	if d, ok := s.store.(Drafts); ok {
		return d.SaveDraft(ctx, id, moves, data)
	}
	return nil
}

// Draft returns the turn in progress of game id if it began at moves
// moves; a draft begun at another position (the log changed meanwhile) is
// stale and returned as none.
func (s *Service) Draft(ctx context.Context, id int64, moves int) ([]byte, error) {
	d, ok := s.store.(Drafts)
	if !ok {
		return nil, nil
	}
	at, data, err := d.Draft(ctx, id)
	if err != nil || data == nil || at != moves {
		return nil, err
	}
	return data, nil
}

// DeleteDraft forgets the turn in progress of game id.
func (s *Service) DeleteDraft(ctx context.Context, id int64) error {
	if d, ok := s.store.(Drafts); ok {
		return d.DeleteDraft(ctx, id)
	}
	return nil
}
