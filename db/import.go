package db

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/scorepad/scorepad/sheets"
)

// Import saves finished games with their moves and results in one
// transaction (the generator's bulk load; sets each game's ID).
func (s *Store) Import(ctx context.Context, games []*sheets.Game, results [][]sheets.Result) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		ids := map[string]int64{}
		insGame, err := tx.PrepareContext(ctx, "INSERT INTO games (uuid, kind, options, started, finished, moves, updated) VALUES (?, ?, ?, ?, ?, ?, ?)")
		if err != nil {
			return err
		}
		insSeat, _ := tx.PrepareContext(ctx, "INSERT INTO game_players (game_id, seat, player_id) VALUES (?, ?, ?)")
		insMove, _ := tx.PrepareContext(ctx, "INSERT INTO moves (game_id, seq, seat, data, at) VALUES (?, ?, ?, ?, ?)")
		var keys [][]statKey
		for gi, g := range games {
			opts, _ := json.Marshal(g.Options)
			fin := timeText(g.Moves[len(g.Moves)-1].At)
			if g.UUID == "" {
				g.UUID = newUUID()
			}
			res, err := insGame.ExecContext(ctx, g.UUID, string(g.Kind), string(opts), timeText(g.Started), fin, len(g.Moves), fin)
			if err != nil {
				return fmt.Errorf("db: import: %w", err)
			}
			g.ID, _ = res.LastInsertId()
			pids := make([]int64, len(g.Players))
			for seat, name := range g.Players {
				key := sheets.NameKey(name)
				if _, ok := ids[key]; !ok {
					if ids[key], err = playerID(ctx, tx, name, timeText(g.Started)); err != nil {
						return err
					}
				}
				pids[seat] = ids[key]
				if _, err := insSeat.ExecContext(ctx, g.ID, seat, pids[seat]); err != nil {
					return err
				}
			}
			for _, m := range g.Moves {
				data, _ := json.Marshal(m)
				if _, err := insMove.ExecContext(ctx, g.ID, m.Seq, m.Seat, string(data), timeText(m.At)); err != nil {
					return err
				}
			}
			if err := insertResults(ctx, tx, g.ID, string(g.Kind), fin, results[gi]); err != nil {
				return err
			}
			k, err := gameKeys(ctx, tx, g.ID)
			if err != nil {
				return err
			}
			keys = append(keys, k)
		}
		return refreshStats(ctx, tx, keys, +1)
	})
}
