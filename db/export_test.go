package db

import (
	"context"
	"database/sql"
)

// RebuildStats recomputes the statistics read models from scratch (tests).
func (s *Store) RebuildStats(ctx context.Context) error {
	return s.tx(ctx, func(tx *sql.Tx) error { return rebuildStats(ctx, tx) })
}
