package db

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"time"
)

// The join links of scorepad serve (issue 32): one secret per game, kept in
// the database so that a link printed once keeps working after the server
// restarts, and replaced on demand.

// secretBytes is the size of a join secret: 128 random bits.
const secretBytes = 16

func newSecret() (string, error) {
	b := make([]byte, secretBytes)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("db: join secret: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// Link returns the join secret of game id, creating one when the game has
// none yet. It returns sheets' not-found sentinel through the foreign key
// check when the game does not exist (an error).
func (s *Store) Link(ctx context.Context, id int64) (string, error) {
	var secret string
	err := s.db.QueryRowContext(ctx, "SELECT secret FROM links WHERE game_id = ?", id).Scan(&secret)
	if err == nil {
		return secret, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("db: link of game %d: %w", id, err)
	}
	err = s.tx(ctx, func(tx *sql.Tx) error {
		// another process may have made one meanwhile: keep it
		err := tx.QueryRowContext(ctx, "SELECT secret FROM links WHERE game_id = ?", id).Scan(&secret)
		if err == nil {
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if secret, err = newSecret(); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "INSERT INTO links (game_id, secret, created) VALUES (?, ?, ?)", id, secret, timeText(s.now()))
		return err
	})
	if err != nil {
		return "", fmt.Errorf("db: link of game %d: %w", id, err)
	}
	return secret, nil
}

// NewLink replaces the join secret of game id with a new one and returns
// it: the old link stops working at once.
func (s *Store) NewLink(ctx context.Context, id int64) (string, error) {
	secret, err := newSecret()
	if err != nil {
		return "", err
	}
	err = s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO links (game_id, secret, created) VALUES (?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET secret = excluded.secret, created = excluded.created", id, secret, timeText(s.now()))
		return err
	})
	if err != nil {
		return "", fmt.Errorf("db: new link of game %d: %w", id, err)
	}
	return secret, nil
}

// CheckLink reports whether secret is game id's join secret, compared in
// constant time; a game without a link accepts no secret.
func (s *Store) CheckLink(ctx context.Context, id int64, secret string) (bool, error) {
	var want string
	err := s.db.QueryRowContext(ctx, "SELECT secret FROM links WHERE game_id = ?", id).Scan(&want)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("db: link of game %d: %w", id, err)
	}
	return want != "" && subtle.ConstantTimeCompare([]byte(want), []byte(secret)) == 1, nil
}

func (s *Store) now() time.Time {
	if s.Now == nil {
		return time.Now()
	}
	return s.Now()
}
