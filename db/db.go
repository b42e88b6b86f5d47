// Package db stores scorepad's games in one SQLite file (modernc.org/sqlite,
// no cgo), behind the sheets.Store interface. Every exported method is one
// transaction; writes take the lock up front (BEGIN IMMEDIATE) and wait for
// another process holding it (busy timeout), so two scorepad processes can
// write the same file at once.
package db

import (
	"bytes"
	"context"
	"database/sql"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/scorepad/scorepad/scoring"
	_ "modernc.org/sqlite" // the "sqlite" driver
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// ApplicationID marks a SQLite file as scorepad's ("SCPD").
const ApplicationID = 0x53435044

// Error is a user-facing storage error: not a scorepad database, a newer
// scorepad's, damaged. The file was not modified.
type Error struct {
	Path   string
	en, fr string
	Err    error
}

func (e *Error) Error() string { return e.en }

// Text returns the sentence in lang.
func (e *Error) Text(l scoring.Lang) string { return l.Pick(e.en, e.fr) }

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

// Store is an open scorepad database.
type Store struct {
	db   *sql.DB
	path string
	// Now stamps rows; tests replace it.
	Now func() time.Time
	// Fault, when set, is called with "before-commit" just before every
	// write transaction commits and with "after-commit" just after: a
	// test-only fault point (cmd sets it from SCOREPAD_FAULT) so that the
	// kill tests hit both sides of the commit on every run, whatever the
	// machine's speed.
	Fault func(point string)
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

func dsn(path string, readOnly bool) string {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "foreign_keys(1)")
	if readOnly {
		q.Add("mode", "ro")
	} else {
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "synchronous(FULL)")
		q.Add("_txlock", "immediate")
	}
	return "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
}

// Open opens (creating it if need be) the database at path and brings its
// schema up to date. A file that is not a scorepad database, or one written
// by a newer scorepad, is refused with an *Error and left byte for byte as
// it was.
func Open(ctx context.Context, path string) (*Store, error) {
	if err := inspect(ctx, path); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("db: create folder: %w", err)
	}
	sdb, err := sql.Open("sqlite", dsn(path, false))
	if err != nil {
		return nil, fmt.Errorf("db: open %s: %w", path, err)
	}
	s := &Store{db: sdb, path: path, Now: time.Now}
	if err := s.migrate(ctx); err != nil {
		sdb.Close()
		return nil, err
	}
	return s, nil
}

// inspect refuses, before anything writes to it, a file that is not a
// scorepad database or is a newer one.
func inspect(ctx context.Context, path string) error {
	fh, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return &Error{Path: path, Err: err, en: fmt.Sprintf("cannot read %s: %v", path, err), fr: fmt.Sprintf("impossible de lire %s : %v", path, err)}
	}
	head := make([]byte, 100)
	n, _ := io.ReadFull(fh, head)
	fh.Close()
	if n == 0 {
		return nil // an empty file: a new database
	}
	notOurs := &Error{Path: path, en: fmt.Sprintf("%s is not a scorepad database; it was left untouched (choose another file with --db)", path),
		fr: fmt.Sprintf("%s n'est pas une base scorepad ; le fichier n'a pas été modifié (choisissez-en un autre avec --db)", path)}
	if n < 100 || !bytes.Equal(head[:16], sqliteHeader) {
		return notOurs
	}
	// Ask SQLite itself, read-only: in WAL mode the header on disk may
	// lag behind the last commits.
	sdb, err := sql.Open("sqlite", dsn(path, true))
	if err != nil {
		notOurs.Err = err
		return notOurs
	}
	defer sdb.Close()
	var appID uint32
	var version, tables int
	if err := sdb.QueryRowContext(ctx, "SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM pragma_user_version), (SELECT count(*) FROM sqlite_master)").Scan(&appID, &version, &tables); err != nil {
		if binary.BigEndian.Uint32(head[68:72]) == ApplicationID {
			return damaged(path, err)
		}
		notOurs.Err = err
		return notOurs
	}
	if appID != ApplicationID {
		if tables == 0 {
			return nil // an empty SQLite file: a new database
		}
		return notOurs
	}
	if version > len(migrations()) {
		return &Error{Path: path, en: fmt.Sprintf("%s was written by a newer scorepad (schema %d, this one knows %d): update scorepad; the file was left untouched", path, version, len(migrations())),
			fr: fmt.Sprintf("%s a été écrit par un scorepad plus récent (schéma %d, celui-ci connaît %d) : mettez scorepad à jour ; le fichier n'a pas été modifié", path, version, len(migrations()))}
	}
	return nil
}

// afterMigration fills what a migration's SQL cannot: version 2's
// statistics read models are computed from the results already stored.
var afterMigration = map[int]func(context.Context, *sql.Tx) error{
	2: rebuildStats,
	5: fillUUIDs,
}

// damaged is the error for a scorepad file SQLite cannot read.
func damaged(path string, err error) *Error {
	return &Error{Path: path, Err: err,
		en: fmt.Sprintf("%s is damaged (SQLite: %v); scorepad wrote nothing to it: restore a copy, or choose another file with --db", path, err),
		fr: fmt.Sprintf("%s est endommagé (SQLite : %v) ; scorepad n'y a rien écrit : restaurez une copie, ou choisissez un autre fichier avec --db", path, err)}
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

// migrate applies the embedded migrations not yet recorded in user_version,
// each in its own transaction.
func (s *Store) migrate(ctx context.Context) error {
	for _, m := range migrations() {
		err := s.tx(ctx, func(tx *sql.Tx) error {
			var v int
			if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
				return err
			}
			if v >= m.version {
				return nil
			}
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return fmt.Errorf("%s: %w", m.name, err)
			}
			if fill := afterMigration[m.version]; fill != nil {
				if err := fill(ctx, tx); err != nil {
					return fmt.Errorf("%s: %w", m.name, err)
				}
			}
			if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id = %d", ApplicationID)); err != nil {
				return err
			}
			_, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", m.version))
			return err
		})
		if err != nil {
			return fmt.Errorf("db: migrate: %w", err)
		}
	}
	return nil
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
