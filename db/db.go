// Package db stores scorepad's games in one SQLite file (modernc.org/sqlite,
// no cgo), behind the sheets.Store interface. Every exported method is one
// transaction; writes take the lock up front (BEGIN IMMEDIATE) and wait for
// another process holding it (busy timeout), so two scorepad processes can
// write the same file at once.
package db

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
	_ "modernc.org/sqlite" // the "sqlite" driver
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// ApplicationID marks a SQLite file as scorepad's ("SCPD").
const ApplicationID = 0x53435044

// Error is a user-facing storage error. Its Kind says what is true: the
// file is the wrong one (not a scorepad database, a newer scorepad's, not a
// regular file), damaged, locked by another program, not writable, or on a
// full disk. In every case scorepad wrote nothing to the file.
type Error struct {
	Kind ErrorKind
	Path string
	msg  lang.Msg
	Err  error
}

// ErrorKind is what went wrong with the database file.
type ErrorKind int

// The kinds of Error.
const (
	WrongFile  ErrorKind = iota // not a scorepad database, newer, not a regular file, not a path
	Damaged                     // SQLite says the file is corrupt
	Locked                      // another program holds the write lock
	Permission                  // the file or its folder cannot be written (or read)
	DiskFull                    // no space left
	IOFailure                   // another input/output error
	// UpgradeFailed: a step of the schema upgrade failed on this file (a
	// development build's file, a file changed by hand); the upgrade was
	// rolled back, the file is as it was.
	UpgradeFailed
)

func (e *Error) Error() string { return e.msg.String() }

// Text returns the sentence in lang.
func (e *Error) Text(l lang.Lang) string { return l.Say(lang.Whole(e.msg)) }

// BadInput reports an error in what the user chose (the wrong file), as
// opposed to a failure of the file or the system.
func (e *Error) BadInput() bool { return e.Kind == WrongFile }

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

// Store is an open scorepad database.
type Store struct {
	db   *sql.DB
	path string
	// Now stamps rows; tests replace it.
	Now func() time.Time
	// Fault, when set, is called with "before-commit" just before every
	// write transaction commits and with "after-commit" just after (and
	// with "backup-written" once a backup's copy is written, before it is
	// put in place): a
	// test-only fault point (cmd sets it from SCOREPAD_FAULT) so that the
	// kill tests hit both sides of the commit on every run, whatever the
	// machine's speed.
	Fault func(point string)

	notices []Notice
}

// DefaultPath returns the default database file: $XDG_DATA_HOME/scorepad/
// scorepad.db, else the OS's data folder (~/.local/share on Linux,
// ~/Library/Application Support on macOS, %AppData% on Windows).
func DefaultPath(getenv func(string) string) (string, error) {
	if x := getenv("XDG_DATA_HOME"); x != "" {
		return filepath.Join(x, "scorepad", "scorepad.db"), nil
	}
	home := getenv("HOME")
	if home == "" {
		h, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("no data folder: set --db or SCOREPAD_DB: %w", err)
		}
		home = h
	}
	switch runtime.GOOS {
	case "darwin":
		return filepath.Join(home, "Library", "Application Support", "scorepad", "scorepad.db"), nil
	case "windows":
		if a := getenv("APPDATA"); a != "" {
			return filepath.Join(a, "scorepad", "scorepad.db"), nil
		}
	}
	return filepath.Join(home, ".local", "share", "scorepad", "scorepad.db"), nil
}

var sqliteHeader = []byte("SQLite format 3\x00")

// busyTimeout is how long a write waits for another process's lock before
// the Locked error.
var busyTimeout = 10 * time.Second

func dsn(path string, readOnly bool) string { return dsnJournal(path, readOnly, true) }

// dsnJournal is dsn; wal false leaves the file's journal mode as it is
// (for the schema upgrade, see upgrade).
func dsnJournal(path string, readOnly, wal bool) string {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
	q.Add("_pragma", "foreign_keys(1)")
	if readOnly {
		q.Add("mode", "ro")
		q.Add("_pragma", "query_only(1)")
	} else {
		if wal {
			q.Add("_pragma", "journal_mode(WAL)")
		}
		q.Add("_pragma", "synchronous(FULL)")
		q.Add("_txlock", "immediate")
	}
	return "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
}

// Open opens the database at path, creating it if need be, and brings its
// schema up to date. path must name a regular file (or none yet): ":memory:",
// "file:" URIs, folders, FIFOs and devices are refused. A new database is
// built under a temporary name in the same folder and renamed into place,
// so a kill never leaves half a database; one left half-created by an
// older scorepad is recognised and created again. A file that is not a
// scorepad database, or one written by a newer scorepad, is refused with an
// *Error and left byte for byte as it was. Opening takes no write lock
// unless the schema is old: reading commands read while another process
// writes. Storage failures come back as an *Error of the right Kind.
func Open(ctx context.Context, path string) (*Store, error) {
	if err := checkPath(path); err != nil {
		return nil, err
	}
	note, err := settle(ctx, path)
	if err != nil {
		return nil, err
	}
	in, err := look(ctx, path, false)
	if err != nil {
		return nil, err
	}
	if in.fresh {
		if err := create(ctx, path); err != nil {
			return nil, err
		}
	} else if !in.current {
		// (a current schema, as SQLite read it just now, needs no upgrade:
		// a later version is one only a newer scorepad writes, refused by
		// look; its connection was a third parse of the schema)
		if err := upgrade(ctx, path); err != nil {
			return nil, err
		}
	}
	sweepTemp(filepath.Dir(path)) // temporary files of killed runs
	sdb, err := sql.Open("sqlite", dsn(path, false))
	if err != nil {
		return nil, fmt.Errorf("db: open %s: %w", path, err)
	}
	// the schema is current (create built it, upgrade brought it up):
	// connect now, so that a file that cannot be opened in WAL mode says
	// so here
	if err := sdb.PingContext(ctx); err != nil {
		sdb.Close()
		return nil, classify(path, err)
	}
	return &Store{db: sdb, path: path, Now: time.Now, notices: notes(note)}, nil
}

// notes is the list of one notice, or none.
func notes(n *Notice) []Notice {
	if n == nil {
		return nil
	}
	return []Notice{*n}
}

// Notices returns what opening did to the files beside the database (a
// journal moved aside), for the user to read once.
func (s *Store) Notices() []Notice { return s.notices }

// upgrade brings the schema of the existing file at path up to date (when
// it is not: otherwise it only reads the version) on a connection that
// leaves the journal mode as it is, so that a file that cannot be upgraded
// stays byte for byte as it was, even one in rollback-journal mode (Open
// switches to WAL only afterwards).
func upgrade(ctx context.Context, path string) error {
	sdb, err := sql.Open("sqlite", dsnJournal(path, false, false))
	if err != nil {
		return fmt.Errorf("db: open %s: %w", path, err)
	}
	defer sdb.Close()
	sdb.SetMaxOpenConns(1)
	s := &Store{db: sdb, path: path, Now: time.Now}
	return classify(path, s.migrate(ctx))
}

// afterMigration fills what a migration's SQL cannot: version 2's
// statistics read models are computed from the results already stored.
var afterMigration = map[int]func(context.Context, *sql.Tx) error{
	2: rebuildStats,
	5: fillUUIDs,
}

type migration struct {
	version int
	name    string
	sql     string
}

func migrations() []migration {
	entries, _ := migrationFS.ReadDir("migrations")
	var out []migration
	for _, e := range entries {
		v, _ := strconv.Atoi(strings.SplitN(e.Name(), "_", 2)[0])
		b, _ := migrationFS.ReadFile("migrations/" + e.Name())
		out = append(out, migration{version: v, name: e.Name(), sql: string(b)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	return out
}

// schemaVersion is the version of the newest migration: the schema this
// scorepad writes (the numbers may leave a gap, a migration of another
// branch not merged yet).
func schemaVersion() int {
	all := migrations()
	return all[len(all)-1].version
}

// migrate applies the embedded migrations not yet recorded in user_version,
// all in one write transaction (BEGIN IMMEDIATE), so that a step that fails
// leaves the file as it was, not half upgraded; that failure comes back as
// an *Error of Kind UpgradeFailed naming the step. When none is due it only
// reads the version.
func (s *Store) migrate(ctx context.Context) error {
	// Read the version without a transaction: in WAL mode this waits for
	// nobody, and a database already up to date takes no lock at all.
	var current int
	if err := s.db.QueryRowContext(ctx, "SELECT user_version FROM pragma_user_version").Scan(&current); err != nil {
		return fmt.Errorf("db: open: %w", err)
	}
	all := migrations()
	if current >= all[len(all)-1].version {
		return nil
	}
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var v int
		if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
			return err
		}
		current = v // another process may have upgraded it meanwhile
		for _, m := range all {
			if v >= m.version {
				continue
			}
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return &stepError{m.name, err}
			}
			if fill := afterMigration[m.version]; fill != nil {
				if err := fill(ctx, tx); err != nil {
					return &stepError{m.name, err}
				}
			}
			if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id = %d", ApplicationID)); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", m.version)); err != nil {
				return err
			}
		}
		return nil
	})
	var de *Error
	var se *stepError
	if err != nil && !errors.As(err, &de) && errors.As(err, &se) {
		return stepFailure(s.path, current, all[len(all)-1].version, se)
	}
	if err != nil {
		return fmt.Errorf("db: migrate: %w", err)
	}
	return nil
}

// stepError is a migration step that failed: the file's name and why.
type stepError struct {
	name string
	err  error
}

func (e *stepError) Error() string { return e.name + ": " + e.err.Error() }
func (e *stepError) Unwrap() error { return e.err }

// stepFailure is the error of a failed upgrade step: a storage failure
// (disk full, I/O, lock, permission, damage) with its own advice, else
// UpgradeFailed (the step itself cannot run on this file). Either way the
// transaction was rolled back: the file is as it was.
func stepFailure(path string, from, to int, se *stepError) *Error {
	var ce *Error
	if errors.As(classify(path, se.err), &ce) {
		return ce
	}
	return upgradeFailed(path, from, to, se)
}

// upgradeFailed is the error for a schema upgrade that failed at a step on
// path: the transaction was rolled back, so the file is unchanged; the
// advice is to keep a copy and move the games with the scorepad that
// wrote the file, or report it. scorepad never tries to repair the file.
func upgradeFailed(path string, from, to int, se *stepError) *Error {
	msg := se.err.Error()
	return &Error{Kind: UpgradeFailed, Path: path, Err: se,
		msg: lang.MPlain("%s could not be upgraded from schema version %d to %d: step %s failed (SQLite: %s).\n"+
			"The file was NOT changed: the upgrade is one transaction, and it was rolled back.\n"+
			"Keep a copy of the file. To move its games: export them with the scorepad version that wrote it\n"+
			"(scorepad --db FILE export -o games.json), then import them into a new file with this version\n"+
			"(scorepad --db new.db import games.json); or report the problem with this message.", path, from, to, se.name, msg)}
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// Path returns the file the store was opened on.
func (s *Store) Path() string { return s.path }

// DB returns the underlying handle, for read-only queries (statistics).
func (s *Store) DB() *sql.DB { return s.db }

// tx runs fn in one transaction (BEGIN IMMEDIATE), committing when fn
// returns nil.
func (s *Store) tx(ctx context.Context, fn func(*sql.Tx) error) error {
	return classify(s.path, s.tx1(ctx, fn))
}

func (s *Store) tx1(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	if s.Fault != nil {
		s.Fault("before-commit")
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if s.Fault != nil {
		s.Fault("after-commit")
	}
	return nil
}

func timeText(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func parseTime(s string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, s)
	return t
}
