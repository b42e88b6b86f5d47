package db

import (
	"context"
	"database/sql"
	"errors"
)

// The turn in progress (sheets.Drafts): one row per game, opaque to the
// store, never counted in sheets or statistics. AppendMove and
// DeleteLastMove delete it in their own transaction.

// SaveDraft writes the turn in progress of game id, begun when the game had
// moves moves, in its own transaction.
func (s *Store) SaveDraft(ctx context.Context, id int64, moves int, data []byte) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO drafts (game_id, moves, data, at) VALUES (?, ?, ?, ?)
			ON CONFLICT (game_id) DO UPDATE SET moves = excluded.moves, data = excluded.data, at = excluded.at`,
			id, moves, string(data), timeText(s.Now()))
		return err
	})
}

// Draft returns the turn in progress of game id and the moves the game had
// when it began; nil data when there is none.
func (s *Store) Draft(ctx context.Context, id int64) (int, []byte, error) {
	var moves int
	var data string
	err := s.read(ctx, func(tx *sql.Tx) error {
		return tx.QueryRowContext(ctx, "SELECT moves, data FROM drafts WHERE game_id = ?", id).Scan(&moves, &data)
	})
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil, nil
	}
	if err != nil {
		return 0, nil, err
	}
	return moves, []byte(data), nil
}

// DeleteDraft forgets the turn in progress of game id.
func (s *Store) DeleteDraft(ctx context.Context, id int64) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "DELETE FROM drafts WHERE game_id = ?", id)
		return err
	})
}
