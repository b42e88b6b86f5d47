package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// The idempotency keys of moves (issue 37, migration 011): a move entered
// from a phone carries a key, recorded with the move in the transaction
// that saves it, so that the same form sent twice is applied once.

// ErrMoveKeyUsed is returned by AppendMove when the context's move key
// (WithMoveKey) is already recorded for the game: the move it stands for
// was saved before. Nothing was saved.
var ErrMoveKeyUsed = errors.New("db: this move was already saved (its key is recorded)")

type moveKeyCtx struct{}

// WithMoveKey returns ctx carrying key: an AppendMove given it records key
// with the move, in the same transaction, or refuses with ErrMoveKeyUsed
// when the game already holds key. An empty key records nothing.
func WithMoveKey(ctx context.Context, key string) context.Context {
	return context.WithValue(ctx, moveKeyCtx{}, key)
}

// MoveKeyOf returns the move key ctx carries, "" for none.
func MoveKeyOf(ctx context.Context) string {
	k, _ := ctx.Value(moveKeyCtx{}).(string)
	return k
}

// MaxMoveKey is the length of the longest move key kept.
const MaxMoveKey = 64

// ValidMoveKey reports whether key can be a move key: 8 to MaxMoveKey
// letters, digits, - and _ (what a form's random key is made of).
func ValidMoveKey(key string) bool {
	if len(key) < 8 || len(key) > MaxMoveKey {
		return false
	}
	return strings.Trim(key, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") == ""
}

// MoveKey returns the number of the move saved with key in game id, and
// false when no move was saved with it.
func (s *Store) MoveKey(ctx context.Context, id int64, key string) (seq int, ok bool, err error) {
	err = s.db.QueryRowContext(ctx, "SELECT seq FROM move_keys WHERE game_id = ? AND key = ?", id, key).Scan(&seq)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("db: move key of game %d: %w", id, err)
	}
	return seq, true, nil
}

// recordMoveKey records the key ctx carries as move seq's of game id, in
// tx (AppendMove's); ErrMoveKeyUsed when the game already has it.
func recordMoveKey(ctx context.Context, tx *sql.Tx, id int64, seq int, at string) error {
	key := MoveKeyOf(ctx)
	if key == "" {
		return nil
	}
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM move_keys WHERE game_id = ? AND key = ?", id, key).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return ErrMoveKeyUsed
	}
	_, err := tx.ExecContext(ctx, "INSERT INTO move_keys (game_id, key, seq, at) VALUES (?, ?, ?, ?)", id, key, seq, at)
	return err
}
