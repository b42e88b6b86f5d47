package db

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

var _ sheets.Records = (*Store)(nil)

// newUUID returns a random (version 4) UUID.
func newUUID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(fmt.Sprintf("db: no random source: %v", err)) // crypto/rand never fails on supported systems
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// fillUUIDs gives every game saved before migration 5 its UUID.
func fillUUIDs(ctx context.Context, tx *sql.Tx) error {
	ids, err := queryColumn[int64](ctx, tx, "SELECT id FROM games WHERE uuid IS NULL")
	if err != nil {
		return err
	}
	for _, id := range ids {
		if _, err := tx.ExecContext(ctx, "UPDATE games SET uuid = ? WHERE id = ?", newUUID(), id); err != nil {
			return err
		}
	}
	return nil
}

// queryColumn runs q, which selects one column, in tx and returns its
// values in order.
func queryColumn[T any](ctx context.Context, tx *sql.Tx, q string, args ...any) ([]T, error) {
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var v T
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// dropResults deletes the stored results of game id and takes them out of
// the statistics read models, in tx.
func dropResults(ctx context.Context, tx *sql.Tx, id int64) error {
	keys, err := gameKeys(ctx, tx, id)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM results WHERE game_id = ?", id); err != nil {
		return err
	}
	if len(keys) == 0 {
		return nil
	}
	return refreshStats(ctx, tx, [][]statKey{keys}, -1)
}

// setResults replaces the stored results of game id by results (none when
// nil, or when the game is abandoned), sets its finish and moves the
// statistics read models with them, all in tx.
func setResults(ctx context.Context, tx *sql.Tx, id int64, results []sheets.Result) error {
	return setResultsLater(ctx, tx, id, results, nil)
}

// setResultsLater is setResults that, when later is not nil, leaves the
// read models of the new results to the caller (one refresh for a whole
// import) and appends their keys to later.
func setResultsLater(ctx context.Context, tx *sql.Tx, id int64, results []sheets.Result, later *[][]statKey) error {
	if err := dropResults(ctx, tx, id); err != nil {
		return err
	}
	var kind string
	var abandoned sql.NullString
	var lastAt sql.NullString
	if err := tx.QueryRowContext(ctx, "SELECT kind, abandoned, (SELECT at FROM moves WHERE game_id = games.id ORDER BY seq DESC LIMIT 1) FROM games WHERE id = ?", id).Scan(&kind, &abandoned, &lastAt); err != nil {
		return err
	}
	fin := sql.NullString{}
	if results != nil {
		fin = sql.NullString{String: lastAt.String, Valid: true}
	}
	if _, err := tx.ExecContext(ctx, "UPDATE games SET finished = ? WHERE id = ?", fin, id); err != nil {
		return err
	}
	if results == nil || abandoned.Valid {
		return nil
	}
	if err := insertResults(ctx, tx, id, kind, fin.String, results); err != nil {
		return err
	}
	keys, err := gameKeys(ctx, tx, id)
	if err != nil {
		return err
	}
	if later != nil {
		*later = append(*later, keys)
		return nil
	}
	return refreshStats(ctx, tx, [][]statKey{keys}, +1)
}

// moveJSON is the stored JSON of m's play: what json.Marshal writes (<, >
// and & escaped), written without its reflection.
func moveJSON(m sheets.Move) string {
	b, _ := m.MarshalJSON()
	return storedJSON(b)
}

// storedJSON is a move's JSON (Move.MarshalJSON) as stored: <, > and &
// escaped, as json.Marshal writes them.
func storedJSON(b []byte) string {
	if bytes.ContainsAny(b, "<>&") {
		var out bytes.Buffer
		json.HTMLEscape(&out, b)
		return out.String()
	}
	return string(b)
}

// rewriteMove checks that move seq of game id still reads was, in a log of
// n moves, and writes now in its place; sheets.ErrConflict otherwise.
func rewriteMove(ctx context.Context, tx *sql.Tx, id int64, n, seq int, was, now sheets.Move) error {
	var moves int
	var abandoned sql.NullString
	if err := tx.QueryRowContext(ctx, "SELECT moves, abandoned FROM games WHERE id = ?", id).Scan(&moves, &abandoned); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return sheets.ErrNotFound
		}
		return err
	}
	if abandoned.Valid {
		return sheets.ErrAbandoned
	}
	var data string
	if err := tx.QueryRowContext(ctx, "SELECT data FROM moves WHERE game_id = ? AND seq = ?", id, seq).Scan(&data); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return sheets.ErrConflict
		}
		return err
	}
	if moves != n || data != moveJSON(was) {
		return sheets.ErrConflict
	}
	_, err := tx.ExecContext(ctx, "UPDATE moves SET data = ? WHERE game_id = ? AND seq = ?", moveJSON(now), id, seq)
	return err
}

// EditMove replaces move e.Seq of game id by e.New and records the edit,
// with the game's new results and statistics, in one transaction.
func (s *Store) EditMove(ctx context.Context, id int64, e sheets.Edit, results []sheets.Result) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		if err := rewriteMove(ctx, tx, id, e.Moves, e.Seq, e.Old, e.New); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "INSERT INTO edits (game_id, seq, moves, old, new, by, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
			id, e.Seq, e.Moves, moveJSON(e.Old), moveJSON(e.New), e.By, timeText(e.At)); err != nil {
			return fmt.Errorf("db: record edit: %w", err)
		}
		if _, err := tx.ExecContext(ctx, "UPDATE games SET updated = ? WHERE id = ?", timeText(e.At), id); err != nil {
			return err
		}
		return setResults(ctx, tx, id, results)
	})
}

// LastEdit returns the latest edit of game id not taken back, or nil.
func (s *Store) LastEdit(ctx context.Context, id int64) (*sheets.Edit, error) {
	var e *sheets.Edit
	err := s.read(ctx, func(tx *sql.Tx) error {
		es, err := edits(ctx, tx, id, "AND undone IS NULL ORDER BY id DESC LIMIT 1")
		if len(es) == 1 {
			e = &es[0]
		}
		return err
	})
	return e, err
}

// Edits returns every edit of game id, oldest first.
func (s *Store) Edits(ctx context.Context, id int64) ([]sheets.Edit, error) {
	var out []sheets.Edit
	err := s.read(ctx, func(tx *sql.Tx) error {
		var err error
		out, err = edits(ctx, tx, id, "ORDER BY id")
		return err
	})
	return out, err
}

// edits returns the edits of game id, in the order and number rest says
// ("ORDER BY id"), their moves read with the game's kind.
func edits(ctx context.Context, tx *sql.Tx, id int64, rest string) ([]sheets.Edit, error) {
	var kind string
	if err := tx.QueryRowContext(ctx, "SELECT kind FROM games WHERE id = ?", id).Scan(&kind); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, nil
		}
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, "SELECT id, seq, moves, old, new, by, at, coalesce(undone, '') FROM edits WHERE game_id = ? "+rest, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []sheets.Edit
	for rows.Next() {
		var x sheets.Edit
		var old, nw, at, undone string
		if err := rows.Scan(&x.ID, &x.Seq, &x.Moves, &old, &nw, &x.By, &at, &undone); err != nil {
			return nil, err
		}
		if x.Old.Play, err = sheets.DecodePlay(sheets.Kind(kind), []byte(old)); err != nil {
			return nil, &sheets.ReplayError{Game: id, Seq: x.Seq, Cause: sheets.Undecodable(err)}
		}
		if x.New.Play, err = sheets.DecodePlay(sheets.Kind(kind), []byte(nw)); err != nil {
			return nil, &sheets.ReplayError{Game: id, Seq: x.Seq, Cause: sheets.Undecodable(err)}
		}
		x.Old.Seq, x.New.Seq = x.Seq, x.Seq
		x.At, x.Undone = parseTime(at), parseTime(undone)
		out = append(out, x)
	}
	return out, rows.Err()
}

// UndoEdit puts e.Old back, marks e taken back and stores the results.
func (s *Store) UndoEdit(ctx context.Context, id int64, e sheets.Edit, at time.Time, results []sheets.Result) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		if err := rewriteMove(ctx, tx, id, e.Moves, e.Seq, e.New, e.Old); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, "UPDATE edits SET undone = ? WHERE id = ? AND undone IS NULL", timeText(at), e.ID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return sheets.ErrConflict
		}
		if _, err := tx.ExecContext(ctx, "UPDATE games SET updated = ? WHERE id = ?", timeText(at), id); err != nil {
			return err
		}
		return setResults(ctx, tx, id, results)
	})
}

// Abandon marks game id abandoned and takes its results out of the
// statistics (the moves stay).
func (s *Store) Abandon(ctx context.Context, id int64, at time.Time) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE games SET abandoned = ?, updated = ? WHERE id = ? AND abandoned IS NULL", timeText(at), timeText(at), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return sheets.ErrNotFound
		}
		return dropResults(ctx, tx, id)
	})
}

// DeleteGame removes game id with everything that hangs on it, and the
// people who played only in it.
func (s *Store) DeleteGame(ctx context.Context, id int64) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		if err := dropResults(ctx, tx, id); err != nil {
			return err
		}
		pids, err := queryColumn[int64](ctx, tx, "SELECT player_id FROM game_players WHERE game_id = ?", id)
		if err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, "DELETE FROM games WHERE id = ?", id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return sheets.ErrNotFound
		}
		for _, p := range pids {
			if _, err := tx.ExecContext(ctx, "DELETE FROM players WHERE id = ? AND NOT EXISTS (SELECT 1 FROM game_players WHERE player_id = ?)", p, p); err != nil {
				return err
			}
		}
		return nil
	})
}

// KeepCopy clears the link of conflict copy id to its game and stores its
// results, into the statistics.
func (s *Store) KeepCopy(ctx context.Context, id int64, results []sheets.Result) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE games SET conflict_of = NULL WHERE id = ? AND conflict_of IS NOT NULL", id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return sheets.ErrNotFound
		}
		return setResults(ctx, tx, id, results)
	})
}

// People lists every person with the games they sat in (abandoned games
// not counted), most recently played first.
func (s *Store) People(ctx context.Context) ([]sheets.PlayerSummary, error) {
	out := []sheets.PlayerSummary{}
	err := s.read(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT p.name, count(g.id), coalesce(min(g.started), ''), coalesce(max(coalesce(g.finished, g.updated, g.started)), '')
			FROM players p
			LEFT JOIN game_players gp ON gp.player_id = p.id
			LEFT JOIN games g ON g.id = gp.game_id AND g.abandoned IS NULL
			GROUP BY p.id ORDER BY 4 DESC, p.name`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var p sheets.PlayerSummary
			var first, last string
			if err := rows.Scan(&p.Name, &p.Games, &first, &last); err != nil {
				return err
			}
			p.First, p.Last = parseTime(first), parseTime(last)
			out = append(out, p)
		}
		return rows.Err()
	})
	return out, err
}

// RenamePlayer renames from to to, merging the two people when someone is
// already called to; the statistics read models are rebuilt in the same
// transaction.
func (s *Store) RenamePlayer(ctx context.Context, from, to string) (bool, error) {
	merged := false
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var src int64
		var srcName string
		err := tx.QueryRowContext(ctx, "SELECT id, name FROM players WHERE name_key = ?", sheets.NameKey(from)).Scan(&src, &srcName)
		if errors.Is(err, sql.ErrNoRows) {
			return sheets.ErrNotFound
		}
		if err != nil {
			return err
		}
		var dst int64
		var dstName string
		err = tx.QueryRowContext(ctx, "SELECT id, name FROM players WHERE name_key = ?", sheets.NameKey(to)).Scan(&dst, &dstName)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && dst == src) {
			// A new name, or the same person's name spelled otherwise.
			_, err := tx.ExecContext(ctx, "UPDATE players SET name = ?, name_key = ? WHERE id = ?", strings.TrimSpace(to), sheets.NameKey(to), src)
			return err
		}
		if err != nil {
			return err
		}
		var both int64
		err = tx.QueryRowContext(ctx, `SELECT a.game_id FROM game_players a JOIN game_players b ON b.game_id = a.game_id
			WHERE a.player_id = ? AND b.player_id = ? ORDER BY a.game_id LIMIT 1`, src, dst).Scan(&both)
		if err == nil {
			return scoring.Refusal("G1", true,
				lang.MPlain("%s and %s both played in game %d: they are two people and cannot be merged (G1)", srcName, dstName, both))
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		merged = true
		for _, q := range []string{
			"UPDATE game_players SET player_id = ? WHERE player_id = ?",
			"UPDATE results SET player_id = ? WHERE player_id = ?",
		} {
			if _, err := tx.ExecContext(ctx, q, dst, src); err != nil {
				return fmt.Errorf("db: merge players: %w", err)
			}
		}
		if err := rebuildStats(ctx, tx); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM players WHERE id = ?", src); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "UPDATE players SET name = ? WHERE id = ?", strings.TrimSpace(to), dst)
		return err
	})
	return merged, err
}

// ExportGames calls fn with every game, oldest first, with its moves
// (changed on or after since, when not zero), all read in one read
// transaction by three queries walked side by side (games, seats, moves):
// a lifetime of games is never in memory at once. The rows are walked in
// a goroutine of their own, a few games ahead of the one reading the
// moves and calling fn: on two cores the two halves overlap.
func (s *Store) ExportGames(ctx context.Context, since time.Time, fn func(*sheets.Game) error) error {
	return s.read(ctx, func(tx *sql.Tx) error {
		rows := make(chan exportRows, 32)
		stop := make(chan struct{})
		var scanErr error // read once rows is closed
		go func() {
			defer close(rows)
			scanErr = scanExport(ctx, tx, since, func(r exportRows) bool {
				select {
				case rows <- r:
					return true
				case <-stop:
					return false
				}
			})
		}()
		err := func() error {
			for r := range rows {
				g := r.game
				for _, m := range r.moves {
					p, err := sheets.DecodePlay(g.Kind, []byte(m.data))
					if err != nil {
						return &sheets.ReplayError{Game: g.ID, Seq: m.seq, Cause: sheets.Undecodable(err)}
					}
					g.Moves = append(g.Moves, sheets.Move{Seq: m.seq, Seat: m.seat, At: parseTime(m.at), Play: p})
				}
				sheets.CanonicalLog(g)
				if err := fn(g); err != nil {
					return err
				}
			}
			return nil
		}()
		close(stop)
		for range rows { // let the scanner end before the transaction does
		}
		if err != nil {
			return err
		}
		return scanErr
	})
}

// exportRows is one game as ExportGames's queries hold it, its moves not
// read yet.
type exportRows struct {
	game  *sheets.Game
	moves []exportMove
}

type exportMove struct {
	seq, seat int
	data, at  string
}

// scanExport walks the games, seats and moves of an export side by side,
// giving each game to send (false: stop).
func scanExport(ctx context.Context, tx *sql.Tx, since time.Time, send func(exportRows) bool) error {
	where, args := "", []any{}
	if !since.IsZero() {
		where = " WHERE coalesce(g.updated, g.started) >= ? OR g.started >= ?"
		args = append(args, timeText(since), timeText(since))
	}
	games, err := tx.QueryContext(ctx, `SELECT g.id, g.kind, g.options, g.started, g.uuid, g.abandoned, g.updated, o.uuid
		FROM games g LEFT JOIN games o ON o.id = g.conflict_of`+where+` ORDER BY g.id`, args...)
	if err != nil {
		return err
	}
	defer games.Close()
	c, err := openExportCursors(ctx, tx)
	if err != nil {
		return err
	}
	defer c.close()
	for games.Next() {
		g, err := scanExportGame(games)
		if err != nil {
			return err
		}
		r := exportRows{game: g}
		if r.moves, err = c.take(g); err != nil {
			return err
		}
		if !send(r) {
			return nil
		}
	}
	return games.Err()
}

// scanExportGame reads the game at the games cursor of scanExport.
func scanExportGame(games *sql.Rows) (*sheets.Game, error) {
	g := &sheets.Game{}
	var kind, opts, started string
	var uuid, abandoned, updated, conflictOf sql.NullString
	if err := games.Scan(&g.ID, &kind, &opts, &started, &uuid, &abandoned, &updated, &conflictOf); err != nil {
		return nil, err
	}
	g.Kind, g.Started, g.UUID, g.ConflictOf = sheets.Kind(kind), parseTime(started), uuid.String, conflictOf.String
	if abandoned.Valid {
		g.Abandoned = parseTime(abandoned.String)
	}
	g.Updated = parseTime(updated.String)
	if err := json.Unmarshal([]byte(opts), &g.Options); err != nil {
		return nil, fmt.Errorf("db: game %d options: %w", g.ID, err)
	}
	return g, nil
}

// exportCursors are the seats and moves of every game, each in game
// order, standing on the first row not yet taken (game -1: no more rows).
type exportCursors struct {
	seats, moves       *sql.Rows
	seatGame, moveGame int64
	seatName           string
	move               exportMove
}

func openExportCursors(ctx context.Context, tx *sql.Tx) (*exportCursors, error) {
	c := &exportCursors{}
	var err error
	if c.seats, err = tx.QueryContext(ctx, "SELECT gp.game_id, p.name FROM game_players gp JOIN players p ON p.id = gp.player_id ORDER BY gp.game_id, gp.seat"); err != nil {
		return nil, err
	}
	if c.moves, err = tx.QueryContext(ctx, "SELECT game_id, seq, seat, data, at FROM moves ORDER BY game_id, seq"); err != nil {
		c.seats.Close()
		return nil, err
	}
	if err = c.nextSeat(); err == nil {
		err = c.nextMove()
	}
	if err != nil {
		c.close()
		return nil, err
	}
	return c, nil
}

func (c *exportCursors) close() {
	c.seats.Close()
	c.moves.Close()
}

func (c *exportCursors) nextSeat() error {
	c.seatGame = -1
	if c.seats.Next() {
		return c.seats.Scan(&c.seatGame, &c.seatName)
	}
	return c.seats.Err()
}

func (c *exportCursors) nextMove() error {
	c.moveGame = -1
	if c.moves.Next() {
		return c.moves.Scan(&c.moveGame, &c.move.seq, &c.move.seat, &c.move.data, &c.move.at)
	}
	return c.moves.Err()
}

// take gives g its players and returns its moves, passing over the rows
// of the games before it that are not exported.
func (c *exportCursors) take(g *sheets.Game) ([]exportMove, error) {
	for c.seatGame >= 0 && c.seatGame < g.ID {
		if err := c.nextSeat(); err != nil {
			return nil, err
		}
	}
	for c.seatGame == g.ID {
		g.Players = append(g.Players, c.seatName)
		if err := c.nextSeat(); err != nil {
			return nil, err
		}
	}
	for c.moveGame >= 0 && c.moveGame < g.ID {
		if err := c.nextMove(); err != nil {
			return nil, err
		}
	}
	var moves []exportMove
	for c.moveGame == g.ID {
		moves = append(moves, c.move)
		if err := c.nextMove(); err != nil {
			return nil, err
		}
	}
	return moves, nil
}

// Backup writes a consistent copy of the database to path, which must not
// exist (os.ErrExist then): SQLite's VACUUM INTO reads one snapshot, so
// other processes may go on writing meanwhile. It reads through a
// connection of its own that only reads, so a database scorepad may not
// write (a read-only file, another user's) is backed up as well. The copy
// is built under a temporary name in the same folder (".NAME.backup-PID-…",
// removed by a later run if this one is killed) and linked into place, so
// that path never holds half a copy. Failures are *Error about path (its
// folder missing, not writable, its disk full), and leave no file behind.
func (s *Store) Backup(ctx context.Context, path string) error {
	dir := filepath.Dir(path)
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return backupError(path, err)
	}
	sweepTemp(dir)
	tmp := filepath.Join(dir, fmt.Sprintf(".%s.backup-%d-%s", filepath.Base(path), os.Getpid(), newUUID()[:8]))
	clean := func() {
		for _, f := range []string{tmp, tmp + "-journal", tmp + "-wal", tmp + "-shm"} {
			os.Remove(f)
		}
	}
	src, err := backupSource(ctx, s.path)
	if err != nil {
		return err
	}
	defer src.Close()
	if _, err := src.ExecContext(ctx, "VACUUM INTO ?", tmp); err != nil {
		clean()
		return backupError(path, err)
	}
	if s.Fault != nil {
		s.Fault("backup-written") // killed here, the copy is left under its temporary name
	}
	defer clean()
	if fh, err := os.Open(tmp); err == nil {
		err = fh.Sync()
		fh.Close()
		if err != nil {
			return backupError(path, err)
		}
	}
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, os.ErrExist) {
			return err
		}
		// No hard links here (some file systems): check, then rename.
		if _, serr := os.Lstat(path); serr == nil {
			return os.ErrExist
		}
		if err := os.Rename(tmp, path); err != nil {
			return backupError(path, err)
		}
	}
	return nil
}

// backupSource opens the database at path to be copied: read-only, but
// without query_only (VACUUM INTO writes only the copy); when SQLite
// cannot make its -shm file there and no write-ahead log holds commits,
// the file is read as it is (immutable).
func backupSource(ctx context.Context, path string) (*sql.DB, error) {
	open := func(immutable bool) (*sql.DB, error) {
		d := "file:" + (&url.URL{Path: path}).EscapedPath() + fmt.Sprintf("?mode=ro&_pragma=busy_timeout(%d)", busyTimeout.Milliseconds())
		if immutable {
			d += "&immutable=1"
		}
		sdb, err := sql.Open("sqlite", d)
		if err != nil {
			return nil, err
		}
		sdb.SetMaxOpenConns(1)
		var n int
		if err := sdb.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master").Scan(&n); err != nil {
			sdb.Close()
			return nil, err
		}
		return sdb, nil
	}
	sdb, err := open(false)
	if err == nil {
		return sdb, nil
	}
	if walEmpty(path) {
		if sdb, err2 := open(true); err2 == nil {
			return sdb, nil
		}
	}
	return nil, readError(path, classify(path, err))
}

// backupError says why the backup at path could not be written: its folder
// is missing or not writable, its disk is full (which disk, how much is
// free), or what the system said. Nothing was left behind.
func backupError(path string, err error) error {
	dir := filepath.Dir(path)
	if fi, serr := os.Stat(dir); serr != nil || !fi.IsDir() {
		return &Error{Kind: WrongFile, Path: path, Err: err,
			msg: lang.MPlain("the folder %s does not exist: no backup was written to %s (create the folder first, or choose another place)", dir, path)}
	}
	var se *sqlite.Error
	isFull := errors.Is(err, syscall.ENOSPC) || (errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_FULL)
	if free, ok := FreeSpace(dir); !isFull && ok && free < 1<<20 && errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_IOERR {
		isFull = true
	}
	if isFull {
		free, ok := FreeSpace(dir)
		return &Error{Kind: DiskFull, Path: path, Err: err,
			msg: lang.MPlain("the disk holding %s is full%s: the backup %s was not written and no partial file was left; the database is as it was (free some space, or back up to another disk)", dir, freeSpace(free, ok), path)}
	}
	if derr := dirWritable(dir); derr != nil {
		return &Error{Kind: Permission, Path: path, Err: err,
			msg: lang.MPlain("the folder %s is not writable (%v): no backup was written to %s (choose a folder you may write to)", dir, derr, path)}
	}
	msg := unwrapPath(err).Error()
	return &Error{Kind: IOFailure, Path: path, Err: err,
		msg: lang.MPlain("the backup %s could not be written (%s); no partial file was left and the database is as it was", path, msg)}
}
