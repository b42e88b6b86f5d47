package db

import (
	"context"
	"database/sql"
	"fmt"
	"hash/fnv"
	"strings"
	"time"
)

// Watching the file for changes made by any process (issue 32): SQLite's
// data_version, read on one connection kept for it, changes when another
// connection — of this process or of another one — commits a change. It
// costs one page-cache lookup, so it can be read several times a second.

// Watch is one connection kept to read the data version.
type Watch struct {
	conn *sql.Conn
}

// Watch opens the connection of a Watch; Close gives it back.
func (s *Store) Watch(ctx context.Context) (*Watch, error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("db: watch: %w", err)
	}
	return &Watch{conn: conn}, nil
}

// Version returns the data version: a number that changes whenever another
// connection commits a change to the file.
func (w *Watch) Version(ctx context.Context) (int64, error) {
	var v int64
	if err := w.conn.QueryRowContext(ctx, "PRAGMA data_version").Scan(&v); err != nil {
		return 0, fmt.Errorf("db: data version: %w", err)
	}
	return v, nil
}

// Close releases the Watch's connection.
func (w *Watch) Close() error { return w.conn.Close() }

// GameVersion is what a page of a game shows changing: its move count and
// its last change (a move, an undo, an edit, abandoning it).
type GameVersion struct {
	Moves   int
	Updated time.Time
	// Draft is a hash of the turn in progress (0 for none): a page that
	// draws digital dice changes with every throw and tap.
	Draft uint32
}

// GameVersions returns the version of each of the games ids that exists.
func (s *Store) GameVersions(ctx context.Context, ids []int64) (map[int64]GameVersion, error) {
	out := make(map[int64]GameVersion, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	q := "SELECT id, moves, COALESCE(updated, ''), COALESCE((SELECT data FROM drafts WHERE game_id = games.id), '') FROM games WHERE id IN (?" + strings.Repeat(", ?", len(ids)-1) + ")"
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("db: game versions: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var v GameVersion
		var updated, draft string
		if err := rows.Scan(&id, &v.Moves, &updated, &draft); err != nil {
			return nil, fmt.Errorf("db: game versions: %w", err)
		}
		v.Updated = parseTime(updated)
		if draft != "" {
			h := fnv.New32a()
			h.Write([]byte(draft))
			v.Draft = h.Sum32() | 1
		}
		out[id] = v
	}
	return out, rows.Err()
}
