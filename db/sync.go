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

var (
	_ sheets.ImportSession  = (*importSession)(nil)
	_ sheets.ImportPreparer = (*importSession)(nil)
)

// ImportTx runs fn in one write transaction (sheets.Records): the games it
// adds and replaces are written with statements prepared once, the
// statistics read models refreshed once at the end, and nothing is kept
// when fn fails.
func (s *Store) ImportTx(ctx context.Context, fn func(sheets.ImportSession) error) error {
	var restore []string
	defer func() {
		// the connection's own settings again (one connection: the same
		// that ran the import), whether the import was kept or not
		for _, q := range restore {
			s.db.ExecContext(context.Background(), q)
		}
	}()
	return s.tx(ctx, func(tx *sql.Tx) error {
		// A page cache that holds the pages being filled, and sorts in
		// memory (the read models' GROUP BY): speed only, the durability
		// of what is committed stays as set at open.
		for _, p := range importPragmas {
			var old string
			if err := tx.QueryRowContext(ctx, "PRAGMA "+p.name).Scan(&old); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, "PRAGMA "+p.name+" = "+p.value); err != nil {
				return err
			}
			restore = append(restore, "PRAGMA "+p.name+" = "+old)
		}
		is := &importSession{tx: tx, now: timeText(s.Now()), players: map[string]int64{}}
		defer is.close()
		if err := is.prepare(ctx); err != nil {
			return err
		}
		if err := fn(is); err != nil {
			return err
		}
		if len(is.later) == 0 {
			return nil
		}
		// Many games at once (a first import): the read models are built
		// again from every result, faster than bucket by bucket.
		var finished int
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM games WHERE finished IS NOT NULL").Scan(&finished); err != nil {
			return err
		}
		if len(is.later) >= 200 && 2*len(is.later) >= finished {
			return rebuildStats(ctx, tx)
		}
		return refreshStats(ctx, tx, is.later, +1)
	})
}

// importPragmas are the settings of an import's connection while it runs:
// a 64 MiB page cache (a lifetime of games fits; SQLite's default, 2 MiB,
// writes pages out and reads them back mid-transaction) and temporary
// sorts in memory.
var importPragmas = []struct{ name, value string }{
	{"cache_size", "-65536"},
	{"temp_store", "2"},
}

// importSession is one import's transaction.
type importSession struct {
	tx      *sql.Tx
	now     string
	players map[string]int64 // name key → id, as met
	later   [][]statKey      // the results added, for one refresh of the read models

	byUUID, idTaken, insGame, insSeat, insResult *sql.Stmt
	insMoves                                     map[int]*sql.Stmt // by number of moves
}

func (is *importSession) prepare(ctx context.Context) error {
	var err error
	p := func(q string) *sql.Stmt {
		if err != nil {
			return nil
		}
		var st *sql.Stmt
		st, err = is.tx.PrepareContext(ctx, q)
		return st
	}
	is.byUUID = p("SELECT id FROM games WHERE uuid = ?")
	is.idTaken = p("SELECT count(*) FROM games WHERE id = ?")
	is.insGame = p("INSERT INTO games (id, uuid, kind, options, started, finished, abandoned, updated, moves, conflict_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
	is.insSeat = p("INSERT INTO game_players (game_id, seat, player_id) VALUES (?, ?, ?)")
	// the player is the one just seated: no look-up of the seat
	is.insResult = p(strings.Replace(resultsInsert, "(SELECT player_id FROM game_players WHERE game_id = ? AND seat = ?)", "?", 1))
	return err
}

func (is *importSession) close() {
	for _, st := range []*sql.Stmt{is.byUUID, is.idTaken, is.insGame, is.insSeat, is.insResult} {
		if st != nil {
			st.Close()
		}
	}
	for _, st := range is.insMoves {
		st.Close()
	}
}

// Local returns the game whose UUID is uuid, or nil.
func (is *importSession) Local(ctx context.Context, uuid string) (*sheets.Game, error) {
	var id int64
	err := is.byUUID.QueryRowContext(ctx, uuid).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return loadGame(ctx, is.tx, id)
}

// Copies returns the conflict copies of game id.
func (is *importSession) Copies(ctx context.Context, id int64) ([]*sheets.Game, error) {
	ids, err := queryColumn[int64](ctx, is.tx, "SELECT id FROM games WHERE conflict_of = ? ORDER BY id", id)
	if err != nil {
		return nil, err
	}
	var out []*sheets.Game
	for _, c := range ids {
		g, err := loadGame(ctx, is.tx, c)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

// Add saves a new game under its former number when that is free.
func (is *importSession) Add(ctx context.Context, ig sheets.ImportGame, conflictOf int64) error {
	g := ig.Game
	pg, _ := ig.Prepared.(*preparedGame)
	var opts []byte
	var err error
	if pg != nil {
		opts = pg.opts
	} else if opts, err = json.Marshal(g.Options); err != nil {
		return err
	}
	id := any(nil)
	if g.ID > 0 {
		var taken int
		if err := is.idTaken.QueryRowContext(ctx, g.ID).Scan(&taken); err != nil {
			return err
		}
		if taken == 0 {
			id = g.ID
		}
	}
	fin, ab, link := sql.NullString{}, sql.NullString{}, sql.NullInt64{Int64: conflictOf, Valid: conflictOf > 0}
	if ig.Results != nil {
		fin = sql.NullString{String: timeText(g.Moves[len(g.Moves)-1].At), Valid: true}
	}
	if !g.Abandoned.IsZero() {
		ab = sql.NullString{String: timeText(g.Abandoned), Valid: true}
	}
	res, err := is.insGame.ExecContext(ctx, id, g.UUID, string(g.Kind), string(opts), timeText(g.Started), fin, ab, timeText(g.Updated), len(g.Moves), link)
	if err != nil {
		return fmt.Errorf("db: import game %s: %w", g.UUID, err)
	}
	if g.ID, err = res.LastInsertId(); err != nil {
		return err
	}
	pids := make([]int64, len(g.Players))
	for seat, name := range g.Players {
		key := sheets.NameKey(name)
		pid, ok := is.players[key]
		if !ok {
			if pid, err = playerID(ctx, is.tx, name, is.now); err != nil {
				return err
			}
			is.players[key] = pid
		}
		pids[seat] = pid
		if _, err := is.insSeat.ExecContext(ctx, g.ID, seat, pid); err != nil {
			return fmt.Errorf("db: import game %s: seat %s: %w", g.UUID, name, err)
		}
	}
	if pg != nil {
		err = is.writePrepared(ctx, g, pg)
	} else {
		err = is.writeMoves(ctx, g, ig.Plays)
	}
	if err != nil {
		return err
	}
	// a conflict copy counts in no statistics until it is kept (KeepCopy):
	// the game would count twice
	if ig.Results == nil || ab.Valid || conflictOf > 0 {
		return nil
	}
	return is.addResults(ctx, g, fin.String, pids, ig.Results)
}

// movesPerInsert is how many moves one INSERT writes: a game's log in a
// few statements rather than one a move.
const movesPerInsert = 128

// writeMoves writes g's moves; plays, when not nil, holds their JSON.
func (is *importSession) writeMoves(ctx context.Context, g *sheets.Game, plays [][]byte) error {
	args := make([]any, 0, 5*movesPerInsert)
	for i := 0; i < len(g.Moves); i += movesPerInsert {
		batch := g.Moves[i:min(i+movesPerInsert, len(g.Moves))]
		st, err := is.movesInsert(ctx, len(batch))
		if err != nil {
			return err
		}
		args = args[:0]
		for j, m := range batch {
			data := ""
			if plays != nil {
				data = storedJSON(plays[i+j])
			} else {
				data = moveJSON(m)
			}
			args = append(args, g.ID, m.Seq, m.Seat, data, timeText(m.At))
		}
		if _, err := st.ExecContext(ctx, args...); err != nil {
			return fmt.Errorf("db: import game %s moves %d-%d: %w", g.UUID, batch[0].Seq, batch[len(batch)-1].Seq, err)
		}
	}
	return nil
}

// preparedGame is what Add writes of a game, made by Prepare.
type preparedGame struct {
	opts  []byte  // the options' JSON
	moves [][]any // the arguments of each INSERT of moves, the game's ID left nil
}

// Prepare makes, in the goroutine reading the file, the arguments of the
// INSERTs of ig's moves (the JSON and times as stored) and its options'
// JSON, for Add.
func (is *importSession) Prepare(ig *sheets.ImportGame) {
	g := ig.Game
	if ig.Plays == nil || len(ig.Plays) != len(g.Moves) {
		return
	}
	opts, err := json.Marshal(g.Options)
	if err != nil {
		return // Add says why
	}
	pg := &preparedGame{opts: opts}
	all := make([]any, 0, 5*len(g.Moves))
	for i, m := range g.Moves {
		all = append(all, nil, m.Seq, m.Seat, storedJSON(ig.Plays[i]), timeText(m.At))
	}
	for i := 0; i < len(all); i += 5 * movesPerInsert {
		pg.moves = append(pg.moves, all[i:min(i+5*movesPerInsert, len(all))])
	}
	ig.Prepared = pg
}

// writePrepared writes g's moves from the arguments Prepare made.
func (is *importSession) writePrepared(ctx context.Context, g *sheets.Game, pg *preparedGame) error {
	id := any(g.ID)
	for bi, args := range pg.moves {
		n := len(args) / 5
		for k := 0; k < len(args); k += 5 {
			args[k] = id
		}
		st, err := is.movesInsert(ctx, n)
		if err != nil {
			return err
		}
		if _, err := st.ExecContext(ctx, args...); err != nil {
			first := bi * movesPerInsert
			return fmt.Errorf("db: import game %s moves %d-%d: %w", g.UUID, g.Moves[first].Seq, g.Moves[first+n-1].Seq, err)
		}
	}
	return nil
}

// movesInsert returns the statement inserting n moves, prepared once.
func (is *importSession) movesInsert(ctx context.Context, n int) (*sql.Stmt, error) {
	if st := is.insMoves[n]; st != nil {
		return st, nil
	}
	st, err := is.tx.PrepareContext(ctx, "INSERT INTO moves (game_id, seq, seat, data, at) VALUES (?, ?, ?, ?, ?)"+strings.Repeat(", (?, ?, ?, ?, ?)", n-1))
	if err != nil {
		return nil, err
	}
	if is.insMoves == nil {
		is.insMoves = map[int]*sql.Stmt{}
	}
	is.insMoves[n] = st
	return st, nil
}

// addResults writes the final lines of g, finished at fin, and keeps their
// keys for the one refresh of the read models.
func (is *importSession) addResults(ctx context.Context, g *sheets.Game, fin string, pids []int64, results []sheets.Result) error {
	keys := make([]statKey, 0, len(results))
	group := statGroup(g.Kind, g.Options, len(results))
	for _, r := range results {
		args := resultArgs(g.ID, string(g.Kind), fin, r)
		args[2], args = pids[r.Seat], append(args[:2], args[3:]...) // game, seat, player, …
		if _, err := is.insResult.ExecContext(ctx, args...); err != nil {
			return fmt.Errorf("db: import game %s: results: %w", g.UUID, err)
		}
		keys = append(keys, statKey{player: pids[r.Seat], kind: group, month: fin[:7], total: r.Total})
	}
	is.later = append(is.later, keys)
	return nil
}

// Replace writes ig's log, abandonment and change time over game id, and
// its results; the seats stay.
func (is *importSession) Replace(ctx context.Context, id int64, ig sheets.ImportGame) error {
	g := *ig.Game
	g.ID = id
	if err := replaceLog(ctx, is.tx, &g); err != nil {
		return err
	}
	var copyOf sql.NullInt64
	if err := is.tx.QueryRowContext(ctx, "SELECT conflict_of FROM games WHERE id = ?", id).Scan(&copyOf); err != nil {
		return err
	}
	if copyOf.Valid { // a conflict copy: finished or not, in no statistics
		if err := dropResults(ctx, is.tx, id); err != nil {
			return err
		}
		fin := sql.NullString{}
		if ig.Results != nil {
			fin = sql.NullString{String: timeText(g.Moves[len(g.Moves)-1].At), Valid: true}
		}
		_, err := is.tx.ExecContext(ctx, "UPDATE games SET finished = ? WHERE id = ?", fin, id)
		return err
	}
	return setResultsLater(ctx, is.tx, id, ig.Results, &is.later)
}

// resultsInsert inserts one final line; resultArgs are its arguments.
var resultsInsert = func() string {
	cols := "game_id, seat, player_id, kind, finished, total, rank, won, upper_bonuses, fives, extra_bonuses, sacrifices, columns, turns, busts, opening_turn, banked_turns, banked_points, penalties, rows_complete"
	for _, b := range boxOrder {
		cols += ", b_" + b
	}
	marks := strings.Repeat(", ?", 17+len(boxOrder))
	return "INSERT INTO results (" + cols + ") VALUES (?, ?, (SELECT player_id FROM game_players WHERE game_id = ? AND seat = ?)" + marks + ")"
}()

func resultArgs(id int64, kind, finished string, r sheets.Result) []any {
	args := []any{id, r.Seat, id, r.Seat, kind, finished, r.Total, r.Rank, r.Won,
		r.UpperBonuses, r.Fives, r.ExtraBonuses, r.Sacrifices, r.Columns, r.Turns, r.Busts, r.OpeningTurn,
		r.BankedTurns, r.BankedPoints, r.Penalties, r.RowsComplete}
	for _, b := range boxOrder {
		args = append(args, r.BoxSums[b])
	}
	return args
}

// replaceLog writes g's moves, abandonment and change time over game g.ID's.
// The seats stay as they are: a person's name is this database's business.
func replaceLog(ctx context.Context, tx *sql.Tx, g *sheets.Game) error {
	if _, err := tx.ExecContext(ctx, "DELETE FROM moves WHERE game_id = ?", g.ID); err != nil {
		return err
	}
	// Local edits were made to the log being replaced: they can no longer
	// be taken back.
	if _, err := tx.ExecContext(ctx, "UPDATE edits SET undone = ? WHERE game_id = ? AND undone IS NULL", timeText(g.Updated), g.ID); err != nil {
		return err
	}
	for _, m := range g.Moves {
		if _, err := tx.ExecContext(ctx, "INSERT INTO moves (game_id, seq, seat, data, at) VALUES (?, ?, ?, ?, ?)", g.ID, m.Seq, m.Seat, moveJSON(m), timeText(m.At)); err != nil {
			return fmt.Errorf("db: import game %s move %d: %w", g.UUID, m.Seq, err)
		}
	}
	ab := sql.NullString{}
	if !g.Abandoned.IsZero() {
		ab = sql.NullString{String: timeText(g.Abandoned), Valid: true}
	}
	// the turn in progress at the table belonged to the log replaced
	if _, err := tx.ExecContext(ctx, "DELETE FROM drafts WHERE game_id = ?", g.ID); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, "UPDATE games SET moves = ?, abandoned = ?, updated = ? WHERE id = ?", len(g.Moves), ab, timeText(g.Updated), g.ID)
	return err
}
