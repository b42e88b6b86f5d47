package db

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/sheets"
)

var _ sheets.Store = (*Store)(nil)
var _ sheets.OptionsStore = (*Store)(nil)

// CreateGame saves g, matching its players to known people by name (G1),
// and sets g.ID.
func (s *Store) CreateGame(ctx context.Context, g *sheets.Game) error {
	opts, err := json.Marshal(g.Options)
	if err != nil {
		return err
	}
	if g.UUID == "" {
		g.UUID = newUUID()
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "INSERT INTO games (uuid, kind, options, started, updated) VALUES (?, ?, ?, ?, ?)", g.UUID, string(g.Kind), string(opts), timeText(g.Started), timeText(g.Started))
		if err != nil {
			return fmt.Errorf("db: create game: %w", err)
		}
		id, err := res.LastInsertId()
		if err != nil {
			return err
		}
		for seat, name := range g.Players {
			pid, err := playerID(ctx, tx, name, timeText(s.Now()))
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO game_players (game_id, seat, player_id) VALUES (?, ?, ?)", id, seat, pid); err != nil {
				return fmt.Errorf("db: seat %s: %w", name, err)
			}
		}
		g.ID = id
		return nil
	})
}

// playerID returns the id of the person named name, creating them if new.
// The name keeps the spelling first used.
func playerID(ctx context.Context, tx *sql.Tx, name, now string) (int64, error) {
	key := sheets.NameKey(name)
	var id int64
	err := tx.QueryRowContext(ctx, "SELECT id FROM players WHERE name_key = ?", key).Scan(&id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	res, err := tx.ExecContext(ctx, "INSERT INTO players (name, name_key, created) VALUES (?, ?, ?)", strings.TrimSpace(name), key, now)
	if err != nil {
		return 0, fmt.Errorf("db: new player: %w", err)
	}
	return res.LastInsertId()
}

// Game loads game id with its players and moves, or sheets.ErrNotFound.
func (s *Store) Game(ctx context.Context, id int64) (*sheets.Game, error) {
	var g *sheets.Game
	err := s.read(ctx, func(tx *sql.Tx) error {
		var err error
		g, err = loadGame(ctx, tx, id)
		return err
	})
	return g, err
}

// read runs fn in a read-only transaction (a plain BEGIN: in WAL mode it
// never waits for a writer).
func (s *Store) read(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return classify(s.path, err)
	}
	defer tx.Rollback()
	return classify(s.path, fn(tx))
}

func loadGame(ctx context.Context, tx *sql.Tx, id int64) (*sheets.Game, error) {
	g := &sheets.Game{ID: id}
	var kind, opts, started string
	var uuid, abandoned, updated, conflictOf sql.NullString
	err := tx.QueryRowContext(ctx, "SELECT kind, options, started, uuid, abandoned, updated, (SELECT o.uuid FROM games o WHERE o.id = games.conflict_of) FROM games WHERE id = ?", id).Scan(&kind, &opts, &started, &uuid, &abandoned, &updated, &conflictOf)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, sheets.ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("db: game %d: %w", id, err)
	}
	g.Kind, g.Started, g.UUID, g.ConflictOf = sheets.Kind(kind), parseTime(started), uuid.String, conflictOf.String
	if abandoned.Valid {
		g.Abandoned = parseTime(abandoned.String)
	}
	g.Updated = parseTime(updated.String)
	if err := json.Unmarshal([]byte(opts), &g.Options); err != nil {
		return nil, fmt.Errorf("db: game %d options: %w", id, err)
	}
	if g.Players, err = seats(ctx, tx, id); err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, "SELECT seq, seat, data, at FROM moves WHERE game_id = ? ORDER BY seq", id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var m sheets.Move
		var data, at string
		if err := rows.Scan(&m.Seq, &m.Seat, &data, &at); err != nil {
			return nil, err
		}
		if m.Play, err = sheets.DecodePlay(g.Kind, []byte(data)); err != nil {
			// damaged stored data, said as a move that cannot be replayed
			return nil, &sheets.ReplayError{Game: id, Seq: m.Seq, Cause: sheets.Undecodable(err)}
		}
		m.At = parseTime(at)
		g.Moves = append(g.Moves, m)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	sheets.CanonicalLog(g) // moves saved with French names or aliases read as IDs
	return g, nil
}

func seats(ctx context.Context, tx *sql.Tx, id int64) ([]string, error) {
	return queryColumn[string](ctx, tx, "SELECT p.name FROM game_players gp JOIN players p ON p.id = gp.player_id WHERE gp.game_id = ? ORDER BY gp.seat", id)
}

// AppendMove saves m as move m.Seq of game id, and results when the move
// ends the game, in one transaction; sheets.ErrConflict when another move
// took that place first.
func (s *Store) AppendMove(ctx context.Context, id int64, m sheets.Move, results []sheets.Result) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		var n int
		var kind string
		var finished, abandoned sql.NullString
		if err := tx.QueryRowContext(ctx, "SELECT moves, kind, finished, abandoned FROM games WHERE id = ?", id).Scan(&n, &kind, &finished, &abandoned); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return sheets.ErrNotFound
			}
			return err
		}
		if abandoned.Valid {
			return sheets.ErrAbandoned
		}
		if n != m.Seq-1 || finished.Valid {
			return sheets.ErrConflict
		}
		if _, err := tx.ExecContext(ctx, "INSERT INTO moves (game_id, seq, seat, data, at) VALUES (?, ?, ?, ?, ?)", id, m.Seq, m.Seat, string(data), timeText(m.At)); err != nil {
			return fmt.Errorf("db: save move: %w", err)
		}
		if err := recordMoveKey(ctx, tx, id, m.Seq, timeText(m.At)); err != nil { // the phone's form (idem.go)
			return err
		}
		fin := sql.NullString{}
		if results != nil {
			fin = sql.NullString{String: timeText(m.At), Valid: true}
		}
		if _, err := tx.ExecContext(ctx, "UPDATE games SET moves = ?, finished = ?, updated = ? WHERE id = ?", m.Seq, fin, timeText(m.At), id); err != nil {
			return err
		}
		// the turn in progress became this move (issue 16)
		if _, err := tx.ExecContext(ctx, "DELETE FROM drafts WHERE game_id = ?", id); err != nil {
			return err
		}
		if results == nil {
			return nil
		}
		if err := insertResults(ctx, tx, id, kind, fin.String, results); err != nil {
			return err
		}
		keys, err := gameKeys(ctx, tx, id)
		if err != nil {
			return err
		}
		return refreshStats(ctx, tx, [][]statKey{keys}, +1)
	})
}

// insertResults writes the final lines of a finished game.
func insertResults(ctx context.Context, tx *sql.Tx, id int64, kind, finished string, results []sheets.Result) error {
	marks := strings.Repeat(", ?", 5+len(layout().resultCols))
	stmt, err := tx.PrepareContext(ctx, "INSERT INTO results ("+resultsColumns()+") VALUES (?, ?, (SELECT player_id FROM game_players WHERE game_id = ? AND seat = ?)"+marks+")")
	if err != nil {
		return err
	}
	defer stmt.Close()
	for _, r := range results {
		if _, err := stmt.ExecContext(ctx, resultArgs(id, kind, finished, r)...); err != nil {
			return fmt.Errorf("db: save results: %w", err)
		}
	}
	return nil
}

// DeleteLastMove removes move seq of game id, which must be its last, and
// the game's results; sheets.ErrConflict otherwise.
func (s *Store) DeleteLastMove(ctx context.Context, id int64, seq int) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, "SELECT moves FROM games WHERE id = ?", id).Scan(&n); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return sheets.ErrNotFound
			}
			return err
		}
		if n != seq {
			return sheets.ErrConflict
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM moves WHERE game_id = ? AND seq = ?", id, seq); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM drafts WHERE game_id = ?", id); err != nil {
			return err
		}
		keys, err := gameKeys(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM results WHERE game_id = ?", id); err != nil {
			return err
		}
		if err := refreshStats(ctx, tx, [][]statKey{keys}, -1); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "UPDATE games SET moves = ?, finished = NULL, updated = ? WHERE id = ?", seq-1, timeText(s.Now()), id)
		return err
	})
}

// openGame is the condition of a game still being played, or a conflict
// copy an import added that nobody deleted or kept yet (listed with them).
const openGame = "(finished IS NULL AND abandoned IS NULL OR conflict_of IS NOT NULL)"

// Games lists a page of games: unfinished first, then newest first;
// finished and abandoned ones only with q.All. The two groups are read by
// two queries in id order (the primary key, and the games_finished index
// for the unfinished), so a page costs its own rows, never the whole
// table.
func (s *Store) Games(ctx context.Context, q sheets.GamesQuery) ([]sheets.Summary, error) {
	var out []sheets.Summary
	err := s.read(ctx, func(tx *sql.Tx) error {
		limit := int64(q.Limit)
		if limit <= 0 {
			limit = -1 // SQLite: no limit
		}
		off := int64(q.Offset)
		var open int64
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM games WHERE "+openGame).Scan(&open); err != nil {
			return err
		}
		page := func(where string, limit, off int64) error {
			rows, err := tx.QueryContext(ctx, "SELECT id, kind, started, finished IS NOT NULL, abandoned IS NOT NULL, moves, coalesce(conflict_of, 0) FROM games WHERE "+where+" ORDER BY id DESC LIMIT ? OFFSET ?", limit, off)
			if err != nil {
				return err
			}
			defer rows.Close()
			for rows.Next() {
				var g sheets.Summary
				var started string
				if err := rows.Scan(&g.ID, &g.Kind, &started, &g.Finished, &g.Abandoned, &g.Moves, &g.ConflictOf); err != nil {
					return err
				}
				g.Started = parseTime(started)
				out = append(out, g)
			}
			return rows.Err()
		}
		if off < open {
			if err := page(openGame, limit, off); err != nil {
				return err
			}
		}
		if q.All && (limit < 0 || int64(len(out)) < limit) {
			rest := limit
			if limit > 0 {
				rest = limit - int64(len(out))
			}
			if err := page("NOT ("+openGame+")", rest, max(0, off-open)); err != nil {
				return err
			}
		}
		return playersOf(ctx, tx, out)
	})
	return out, err
}

// playersOf fills the players of games, by one query for the lot.
func playersOf(ctx context.Context, tx *sql.Tx, games []sheets.Summary) error {
	at := map[int64]int{}
	for i := 0; i < len(games); i += 500 {
		batch := games[i:min(i+500, len(games))]
		args := make([]any, len(batch))
		for j, g := range batch {
			args[j] = g.ID
			at[g.ID] = i + j
		}
		rows, err := tx.QueryContext(ctx, "SELECT gp.game_id, p.name FROM game_players gp JOIN players p ON p.id = gp.player_id WHERE gp.game_id IN (?"+strings.Repeat(", ?", len(batch)-1)+") ORDER BY gp.game_id, gp.seat", args...)
		if err != nil {
			return err
		}
		for rows.Next() {
			var id int64
			var name string
			if err := rows.Scan(&id, &name); err != nil {
				rows.Close()
				return err
			}
			g := &games[at[id]]
			g.Players = append(g.Players, name)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
	}
	return nil
}

// CountGames returns how many games Games lists without a limit.
func (s *Store) CountGames(ctx context.Context, all bool) (int, error) {
	var n int
	err := s.read(ctx, func(tx *sql.Tx) error {
		q := "SELECT count(*) FROM games"
		if !all {
			q += " WHERE " + openGame
		}
		return tx.QueryRowContext(ctx, q).Scan(&n)
	})
	return n, err
}

// KnownPlayers returns every person who ever played, most recent first.
func (s *Store) KnownPlayers(ctx context.Context) ([]string, error) {
	var out []string
	err := s.read(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT p.name FROM players p
			LEFT JOIN game_players gp ON gp.player_id = p.id
			GROUP BY p.id ORDER BY max(gp.game_id) DESC NULLS LAST, p.name`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var n string
			if err := rows.Scan(&n); err != nil {
				return err
			}
			out = append(out, n)
		}
		return rows.Err()
	})
	return out, err
}

// SetOptions replaces the options of game id by o (sheets.OptionsStore):
// a change that is no rule, the dice, digital or real, during a game. It
// returns sheets.ErrNotFound when there is no such game.
func (s *Store) SetOptions(ctx context.Context, id int64, o sheets.Options) error {
	data, err := json.Marshal(o)
	if err != nil {
		return err
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE games SET options = ? WHERE id = ?", string(data), id)
		if err != nil {
			return fmt.Errorf("db: game %d options: %w", id, err)
		}
		if n, err := res.RowsAffected(); err == nil && n == 0 {
			return sheets.ErrNotFound
		}
		return nil
	})
}
