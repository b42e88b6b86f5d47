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
	// A page cache that holds the pages being filled, and sorts and
	// statement journals in memory: speed only, the durability of what is
	// committed stays as set at open. Set before the transaction begins
	// (BEGIN IMMEDIATE): SQLite places a transaction's statement journal
	// when it begins, and one in a file costs a write a statement.
	var restore []string
	defer func() {
		// the connection's own settings again (one connection: the same
		// that ran the import), whether the import was kept or not
		for _, q := range restore {
			s.db.ExecContext(context.Background(), q)
		}
	}()
	for _, p := range importPragmas {
		var old string
		if err := s.db.QueryRowContext(ctx, "PRAGMA "+p.name).Scan(&old); err != nil {
			return classify(s.path, err)
		}
		if _, err := s.db.ExecContext(ctx, "PRAGMA "+p.name+" = "+p.value); err != nil {
			return classify(s.path, err)
		}
		restore = append(restore, "PRAGMA "+p.name+" = "+old)
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		rebuild, err := dropIndexesForBulk(ctx, tx)
		if err != nil {
			return err
		}
		is := &importSession{tx: tx, now: timeText(s.Now()), players: map[string]int64{}}
		defer is.close()
		var some bool
		if err := tx.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM games)").Scan(&some); err != nil {
			return err
		}
		if !some {
			is.added, is.fold = map[string]bool{}, newImportFold()
		}
		if err := is.prepare(ctx); err != nil {
			return err
		}
		if err := fn(is); err != nil {
			return err
		}
		for _, q := range rebuild {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return fmt.Errorf("db: import: index again: %w", err)
			}
		}
		if len(is.later) == 0 {
			return nil
		}
		if is.fold != nil { // a first import: the read models are its results'
			return is.fold.write(ctx, tx)
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

// dropIndexesForBulk drops, when no game has results yet (a first import
// of a lifetime of games), the results' secondary indexes, and returns the
// statements that make them again (their own, as stored in the schema),
// for the end of the same transaction: one sort of every row costs less
// than keeping four more B-trees in order row after row. Nothing is lost
// either way: an import that fails rolls the drops back with the rows.
func dropIndexesForBulk(ctx context.Context, tx *sql.Tx) ([]string, error) {
	var some bool
	if err := tx.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM results)").Scan(&some); err != nil || some {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, "SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'results' AND sql IS NOT NULL ORDER BY name")
	if err != nil {
		return nil, err
	}
	var names, again []string
	for rows.Next() {
		var name, q string
		if err := rows.Scan(&name, &q); err != nil {
			rows.Close()
			return nil, err
		}
		names, again = append(names, name), append(again, q)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for _, name := range names {
		if _, err := tx.ExecContext(ctx, `DROP INDEX "`+name+`"`); err != nil {
			return nil, err
		}
	}
	return again, nil
}

// importPragmas are the settings of an import's connection while it runs:
// a 48 MiB page cache (the pages being filled stay in it; SQLite's
// default, 2 MiB, writes pages out and reads them back mid-transaction;
// 64 MiB took the import of a 200 MB file to 208 MB of memory) and
// temporary sorts and statement journals in memory.
var importPragmas = []struct{ name, value string }{
	{"cache_size", "-49152"},
	{"temp_store", "2"},
}

// importSession is one import's transaction.
type importSession struct {
	tx      *sql.Tx
	now     string
	players map[string]int64 // name key → id, as met
	later   [][]statKey      // the results added, for one refresh of the read models
	// added holds, when the database had no game when the import began,
	// the UUIDs of the games added since: the only games Local can find
	added map[string]bool
	// fold, while every result in the database is one Add wrote in this
	// import (a first import, nothing replaced), builds the read models
	fold *importFold

	byUUID, insGame *sql.Stmt
	multi           map[multiKey]*sql.Stmt // the INSERTs of several rows, by table and rows
}

// multiKey names an INSERT of rows rows into one table.
type multiKey struct {
	table string
	rows  int
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
	// the game's former number when it is free, else the next one
	is.insGame = p("INSERT INTO games (id, uuid, kind, options, started, finished, abandoned, updated, moves, conflict_of) VALUES ((SELECT CASE WHEN count(*) = 0 THEN ?1 END FROM games WHERE id = ?1), ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)")
	return err
}

func (is *importSession) close() {
	for _, st := range []*sql.Stmt{is.byUUID, is.insGame} {
		if st != nil {
			st.Close()
		}
	}
	for _, st := range is.multi {
		st.Close()
	}
}

// Local returns the game whose UUID is uuid, or nil.
func (is *importSession) Local(ctx context.Context, uuid string) (*sheets.Game, error) {
	if is.added != nil && !is.added[uuid] {
		return nil, nil // a first import: not one of its own games
	}
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
		id = g.ID
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
	if is.added != nil {
		is.added[g.UUID] = true
	}
	pids, err := is.seat(ctx, g)
	if err != nil {
		return err
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

// seat writes g's seats in one INSERT and returns their players' IDs,
// adding the players met for the first time.
func (is *importSession) seat(ctx context.Context, g *sheets.Game) ([]int64, error) {
	pids := make([]int64, len(g.Players))
	args := make([]any, 0, 3*len(g.Players))
	for seat, name := range g.Players {
		key := sheets.NameKey(name)
		pid, ok := is.players[key]
		if !ok {
			var err error
			if pid, err = playerID(ctx, is.tx, name, is.now); err != nil {
				return nil, err
			}
			is.players[key] = pid
		}
		pids[seat] = pid
		args = append(args, g.ID, seat, pid)
	}
	st, err := is.insert(ctx, "game_players", len(g.Players))
	if err != nil {
		return nil, err
	}
	if _, err := st.ExecContext(ctx, args...); err != nil {
		return nil, fmt.Errorf("db: import game %s: seats %s: %w", g.UUID, strings.Join(g.Players, ", "), err)
	}
	return pids, nil
}

// movesPerInsert is how many moves one INSERT writes: a game's log in a
// few statements rather than one a move.
const movesPerInsert = 128

// writeMoves writes g's moves; plays, when not nil, holds their JSON.
func (is *importSession) writeMoves(ctx context.Context, g *sheets.Game, plays [][]byte) error {
	args := make([]any, 0, 5*movesPerInsert)
	for i := 0; i < len(g.Moves); i += movesPerInsert {
		batch := g.Moves[i:min(i+movesPerInsert, len(g.Moves))]
		st, err := is.insert(ctx, "moves", len(batch))
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
		st, err := is.insert(ctx, "moves", n)
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

// insertColumns returns the columns each INSERT of several rows writes
// into table (moves, game_players or results).
func insertColumns(table string) string {
	switch table {
	case "moves":
		return "game_id, seq, seat, data, at"
	case "game_players":
		return "game_id, seat, player_id"
	}
	return resultsColumns()
}

// insert returns the statement inserting rows rows into table, prepared
// once.
func (is *importSession) insert(ctx context.Context, table string, rows int) (*sql.Stmt, error) {
	k := multiKey{table, rows}
	if st := is.multi[k]; st != nil {
		return st, nil
	}
	cols := insertColumns(table)
	row := "(?" + strings.Repeat(", ?", strings.Count(cols, ",")) + ")"
	st, err := is.tx.PrepareContext(ctx, "INSERT INTO "+table+" ("+cols+") VALUES "+row+strings.Repeat(", "+row, rows-1))
	if err != nil {
		return nil, err
	}
	if is.multi == nil {
		is.multi = map[multiKey]*sql.Stmt{}
	}
	is.multi[k] = st
	return st, nil
}

// addResults writes the final lines of g, finished at fin, and keeps their
// keys for the one refresh of the read models.
func (is *importSession) addResults(ctx context.Context, g *sheets.Game, fin string, pids []int64, results []sheets.Result) error {
	keys := make([]statKey, 0, len(results))
	group := statGroup(g.Kind, g.Options, len(results))
	all := make([]any, 0, len(results)*(8+len(layout().resultCols)))
	for _, r := range results {
		args := resultArgs(g.ID, string(g.Kind), fin, r)
		args[2], args = pids[r.Seat], append(args[:2], args[3:]...) // game, seat, player, …
		all = append(all, args...)
		keys = append(keys, statKey{player: pids[r.Seat], kind: group, month: fin[:7], total: r.Total})
	}
	st, err := is.insert(ctx, "results", len(results))
	if err != nil {
		return err
	}
	if _, err := st.ExecContext(ctx, all...); err != nil {
		return fmt.Errorf("db: import game %s: results: %w", g.UUID, err)
	}
	is.later = append(is.later, keys)
	if is.fold != nil {
		is.fold.add(g.ID, group, fin, pids, results)
	}
	return nil
}

// Replace writes ig's log, abandonment and change time over game id, and
// its results; the seats stay.
func (is *importSession) Replace(ctx context.Context, id int64, ig sheets.ImportGame) error {
	g := *ig.Game
	g.ID = id
	is.fold = nil // results of the import's own games change: SQL refolds them
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

// resultsColumns are the columns of a final line, the figure columns of
// every engine last; resultArgs are its values, the player given by its
// seat (game_id, seat).
func resultsColumns() string {
	return "game_id, seat, player_id, kind, finished, total, rank, won" + columnList(layout().resultCols)
}

func resultArgs(id int64, kind, finished string, r sheets.Result) []any {
	l := layout()
	args := make([]any, 0, 9+len(l.resultCols))
	args = append(args, id, r.Seat, id, r.Seat, kind, finished, r.Total, r.Rank, r.Won)
	return l.figureArgs(r.Figures, args)
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
