package db

import (
	"context"
	"crypto/subtle"
	"database/sql"
	"errors"
	"fmt"
)

// The table's link of scorepad serve (issue 37): one secret per database,
// beside the join links of the games (links.go). A phone that opened it
// may start a game and write to every game; without it the network can
// look but not write (a game's join link still writes to that game). Kept
// in the database so that a link printed once keeps working after the
// server restarts, and replaced on demand.

// TableSecret returns the table's secret, creating it when the database
// has none yet.
func (s *Store) TableSecret(ctx context.Context) (string, error) {
	var secret string
	err := s.db.QueryRowContext(ctx, "SELECT secret FROM table_secret WHERE id = 1").Scan(&secret)
	if err == nil {
		return secret, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("db: table link: %w", err)
	}
	err = s.tx(ctx, func(tx *sql.Tx) error {
		// another process may have made one meanwhile: keep it
		err := tx.QueryRowContext(ctx, "SELECT secret FROM table_secret WHERE id = 1").Scan(&secret)
		if err == nil {
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if secret, err = newSecret(); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "INSERT INTO table_secret (id, secret, created) VALUES (1, ?, ?)", secret, timeText(s.now()))
		return err
	})
	if err != nil {
		return "", fmt.Errorf("db: table link: %w", err)
	}
	return secret, nil
}

// NewTableSecret replaces the table's secret with a new one and returns
// it: the old table link stops working at once.
func (s *Store) NewTableSecret(ctx context.Context) (string, error) {
	secret, err := newSecret()
	if err != nil {
		return "", err
	}
	err = s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO table_secret (id, secret, created) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET secret = excluded.secret, created = excluded.created", secret, timeText(s.now()))
		return err
	})
	if err != nil {
		return "", fmt.Errorf("db: new table link: %w", err)
	}
	return secret, nil
}

// CheckTableSecret reports whether secret is the table's, compared in
// constant time; a database without one accepts no secret.
func (s *Store) CheckTableSecret(ctx context.Context, secret string) (bool, error) {
	var want string
	err := s.db.QueryRowContext(ctx, "SELECT secret FROM table_secret WHERE id = 1").Scan(&want)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("db: table link: %w", err)
	}
	return want != "" && subtle.ConstantTimeCompare([]byte(want), []byte(secret)) == 1, nil
}
