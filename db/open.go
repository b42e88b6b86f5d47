package db

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// checkPath refuses what is not a path to a regular file: ":memory:" and
// "file:" URIs (SQLite would keep nothing, or read the options), folders,
// FIFOs (opening one waits forever), devices and sockets.
func checkPath(path string) error {
	if strings.TrimSpace(path) == "" || path == ":memory:" || strings.HasPrefix(strings.ToLower(path), "file:") {
		return &Error{Path: path,
			msg: lang.MPlain("%q is not a path to a database file: scorepad keeps the games in a file (e.g. --db ~/scores.db)", path)}
	}
	fi, err := os.Stat(path)
	if err != nil || fi.Mode().IsRegular() {
		return nil
	}
	what := lang.MPlain("not a regular file")
	switch {
	case fi.IsDir():
		what = lang.MPlain("a folder")
	case fi.Mode()&fs.ModeNamedPipe != 0:
		what = lang.MPlain("a named pipe (FIFO)")
	case fi.Mode()&fs.ModeDevice != 0:
		what = lang.MPlain("a device")
	case fi.Mode()&fs.ModeSocket != 0:
		what = lang.MPlain("a socket")
	}
	return &Error{Path: path, msg: lang.MPlain("%s is %s, not a database file; it was left untouched (choose a file with --db)", path, what)}
}

var journalMagic = []byte{0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7}

// halfCreated reports whether path has beside it the rollback journal of a
// database that was empty when the transaction began (the journal header
// records the original size in pages: 0). Rolling that journal back would
// give an empty file, so the file holds nothing anyone committed: it is a
// database whose creation was cut short (older scorepads switched a new
// file to WAL through such a journal) and can be created again.
func halfCreated(path string) bool {
	fh, err := openNoBlock(path + "-journal")
	if err != nil {
		return false
	}
	defer fh.Close()
	head := make([]byte, 20)
	if n, _ := io.ReadFull(fh, head); n < 20 || !bytes.Equal(head[:8], journalMagic) {
		return false
	}
	return binary.BigEndian.Uint32(head[16:20]) == 0
}

// inspection is what look found at a path.
type inspection struct {
	fresh bool // a new database to create
	// current: the file is a scorepad database at this scorepad's schema,
	// as SQLite itself read it (no upgrade to run)
	current bool
	// ro is the read-only connection that read it, when look was asked to
	// keep it and the file is current (the caller closes it)
	ro *sql.DB
}

// look decides, before anything writes to path, whether it is a new
// database to create (fresh), an existing one to open, or a file to refuse
// (*Error, the file untouched); it tells also whether the schema is
// current and, with keep, hands over the read-only connection that read
// it: a command opens and parses the schema once instead of twice.
func look(ctx context.Context, path string, keep bool) (inspection, error) {
	if err := checkPath(path); err != nil {
		return inspection{}, err
	}
	fh, err := openNoBlock(path)
	if errors.Is(err, os.ErrNotExist) {
		return inspection{fresh: true}, nil
	}
	if err != nil {
		return inspection{}, classify(path, err)
	}
	fi, err := fh.Stat()
	if err == nil && !fi.Mode().IsRegular() { // replaced since checkPath
		fh.Close()
		return inspection{}, checkPath(path)
	}
	head := make([]byte, 100)
	n, _ := io.ReadFull(fh, head)
	fh.Close()
	// A file of scorepad's with a journal that would empty it is not
	// half-created: settle moved that journal aside before.
	if n == 0 || (binary.BigEndian.Uint32(head[68:72]) != ApplicationID && halfCreated(path)) {
		return inspection{fresh: true}, nil // empty, or emptied by its own journal
	}
	notOurs := &Error{Path: path, msg: lang.MPlain("%s is not a scorepad database; it was left untouched (choose another file with --db)", path)}
	if n < 100 || !bytes.Equal(head[:16], sqliteHeader) {
		return inspection{}, notOurs
	}
	return askSQLite(ctx, path, binary.BigEndian.Uint32(head[68:72]) == ApplicationID, notOurs, keep)
}

// askSQLite ends look: SQLite itself, read-only, says whose file path is
// and its schema version (in WAL mode the header on disk may lag behind
// the last commits). ours is what the header on disk says.
func askSQLite(ctx context.Context, path string, ours bool, notOurs *Error, keep bool) (inspection, error) {
	var appID uint32
	var version, tables int
	sdb, err := openRO(ctx, path)
	if err == nil {
		err = sdb.QueryRowContext(ctx, "SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM pragma_user_version), (SELECT count(*) FROM sqlite_master)").Scan(&appID, &version, &tables)
	}
	kept := false
	defer func() {
		if sdb != nil && !kept {
			sdb.Close()
		}
	}()
	if err != nil {
		switch e := classify(path, err).(type) {
		case *Error:
			if e.Kind == Damaged && !ours {
				notOurs.Err = err
				return inspection{}, notOurs
			}
			if e.Kind == Damaged || e.Kind == Locked || !ours {
				return inspection{}, e
			}
		}
		if ours {
			return inspection{}, nil // ours, and it needs recovery: SQLite does it on opening
		}
		notOurs.Err = err
		return inspection{}, notOurs
	}
	if appID != ApplicationID {
		if tables == 0 {
			return inspection{}, nil // an empty SQLite file: migrated in place, in one transaction
		}
		return inspection{}, notOurs
	}
	if version > schemaVersion() {
		return inspection{}, &Error{Path: path, msg: lang.MPlain("%s was written by a newer scorepad (schema %d, this one knows %d): update scorepad; the file was left untouched", path, version, schemaVersion())}
	}
	in := inspection{current: version == schemaVersion()}
	if keep && in.current {
		in.ro, kept = sdb, true
	}
	return in, nil
}

// createHook, when set by a test, is called with the temporary file once it
// is built and before it is renamed into place.
var createHook func(tmp string)

// create makes a new database at path atomically: the schema is built in a
// temporary file of the same folder, synced and renamed over path, so path
// is either absent (or as it was) or a complete database. A half-created
// file found there (see look) and its journal are removed first. One
// process creates at a time (a lock on the folder); a database another
// created meanwhile is kept.
func create(ctx context.Context, path string) error {
	// Classified once the temporary files are gone, so that a full disk
	// reports the space the user really has.
	err := create1(ctx, path)
	var de *Error
	if errors.As(err, &de) && de.Kind == DiskFull {
		return full(path, de.Err) // measured again, the temporary file gone
	}
	return classify(path, err)
}

// create1 is create, its error not yet classified.
func create1(ctx context.Context, path string) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("db: create folder: %w", err)
	}
	unlock, err := lockDir(dir)
	if err != nil {
		return err
	}
	defer unlock()
	if in, err := look(ctx, path, false); err != nil || !in.fresh {
		return err // created by another process meanwhile, or refused
	}
	sweepTemp(dir) // what killed creations left
	name, err := newTempFile(dir, path)
	if err != nil {
		return err
	}
	ok := false
	defer func() {
		if !ok {
			for _, f := range []string{name, name + "-wal", name + "-shm", name + "-journal"} {
				os.Remove(f)
			}
		}
	}()
	if err := buildSchema(ctx, name, path); err != nil {
		return err
	}
	if err := syncFile(name); err != nil {
		return err
	}
	if createHook != nil {
		createHook(name)
	}
	// What a half-created file left: an empty file and the journal that
	// would empty it again; the WAL files of an empty database.
	for _, f := range []string{path + "-journal", path + "-wal", path + "-shm"} {
		if err := os.Remove(f); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	if err := os.Rename(name, path); err != nil {
		return err
	}
	ok = true
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// newTempFile creates, empty, the temporary file a new database at path
// is built in (".NAME.new-PID-N" beside it, a name no one else holds),
// 0644 less the umask, as SQLite itself creates a database.
func newTempFile(dir, path string) (string, error) {
	for i := 0; ; i++ {
		name := filepath.Join(dir, fmt.Sprintf(".%s.new-%d-%d", filepath.Base(path), os.Getpid(), i))
		tmp, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			tmp.Close()
			return name, nil
		}
		if !errors.Is(err, os.ErrExist) || i > 100 {
			return "", err
		}
	}
}

// buildSchema makes the schema in the new database file name (for path)
// and leaves it whole on its own: its write-ahead log checkpointed into
// it and removed.
func buildSchema(ctx context.Context, name, path string) error {
	sdb, err := sql.Open("sqlite", dsn(name, false))
	if err != nil {
		return err
	}
	sdb.SetMaxOpenConns(1)
	s := &Store{db: sdb, path: name, Now: time.Now}
	if err := s.migrate(ctx); err != nil {
		sdb.Close()
		return err
	}
	// Checkpoint the WAL into the file (it grows: on a nearly full disk
	// this is what fails, and says so); closing the last connection then
	// removes the -wal and -shm files: the file is whole on its own.
	var busy, logged, moved int
	if err := sdb.QueryRowContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &logged, &moved); err != nil {
		sdb.Close()
		return err
	}
	if err := sdb.Close(); err != nil {
		return err
	}
	if _, err := os.Stat(name + "-wal"); err == nil || busy != 0 {
		// Not checkpointed although SQLite said nothing: the disk is the
		// likely cause; classify says so when it is nearly full.
		return &sqliteIOError{err: fmt.Errorf("db: create %s: the write-ahead log was not checkpointed", path)}
	}
	return nil
}

func syncFile(name string) error {
	f, err := os.OpenFile(name, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// classify turns a SQLite or system error on the database at path into an
// *Error of the right Kind, by SQLite result code or errno (never by
// message): damaged, locked, permission, full disk, other I/O. Other errors
// (and *Error) come back unchanged.
func classify(path string, err error) error {
	if err == nil {
		return nil
	}
	var de *Error
	if errors.As(err, &de) {
		return de
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		msg := se.Error()
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
			return damaged(path, msg, err)
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
			return locked(path, msg, err)
		case sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_AUTH:
			return permission(path, msg, err)
		case sqlite3.SQLITE_FULL:
			return full(path, err)
		case sqlite3.SQLITE_IOERR:
			if free, ok := FreeSpace(filepath.Dir(path)); ok && free < 1<<20 {
				return full(path, err)
			}
			return &Error{Kind: IOFailure, Path: path, Err: err,
				msg: lang.MPlain("%s could not be read or written (SQLite: %s); nothing was saved", path, msg)}
		}
		return err
	}
	var ioe *sqliteIOError
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return full(path, err)
	case errors.As(err, &ioe):
		if free, ok := FreeSpace(filepath.Dir(path)); ok && free < 1<<20 {
			return full(path, err)
		}
		return &Error{Kind: IOFailure, Path: path, Err: err,
			msg: lang.MPlain("%s could not be created: SQLite could not finish writing it (%v); nothing was saved", path, ioe.err)}
	case errors.Is(err, syscall.EACCES), errors.Is(err, syscall.EPERM), errors.Is(err, syscall.EROFS):
		return permission(path, err.Error(), err)
	}
	return err
}

// sqliteIOError is a write SQLite did not finish without saying why
// (classify: a full disk when the disk is nearly full, else an I/O failure).
type sqliteIOError struct{ err error }

func (e *sqliteIOError) Error() string { return e.err.Error() }
func (e *sqliteIOError) Unwrap() error { return e.err }

// damaged is the error for a scorepad file SQLite finds corrupt.
func damaged(path, msg string, err error) *Error {
	return &Error{Kind: Damaged, Path: path, Err: err,
		msg: lang.MPlain("%s is damaged (SQLite: %s); scorepad wrote nothing to it: restore a copy, or choose another file with --db", path, msg)}
}

func locked(path, msg string, err error) *Error {
	return &Error{Kind: Locked, Path: path, Err: err,
		msg: lang.MPlain("%s is locked: another program holds its write lock (SQLite: %s); scorepad waited %v and saved nothing. The file is not damaged: try again when the other program has finished", path, msg, busyTimeout)}
}

func full(path string, err error) *Error {
	dir := filepath.Dir(path)
	free, ok := FreeSpace(dir)
	return &Error{Kind: DiskFull, Path: path, Err: err,
		msg: lang.MPlain("the disk holding %s is full%s; nothing was saved and the database is not damaged: free some space and try again", dir, freeSpace(free, ok))}
}

// permission says which permission is missing: the folder (SQLite writes
// the -wal and -shm files beside the database), the file's owner or mode,
// a read-only file system, or what the system said.
func permission(path, msg string, err error) *Error {
	if _, serr := os.Lstat(path); errors.Is(serr, os.ErrNotExist) {
		return cannotCreate(path, msg, err)
	}
	detail := permissionDetail(path)
	if detail.IsZero() {
		detail = lang.MPlain("%s", msg)
	}
	return &Error{Kind: Permission, Path: path, Err: err,
		msg: lang.MPlain("scorepad may not write %s: %s. The file is not damaged; nothing was saved (fix the permission, or choose another file with --db)", path, detail)}
}

// cannotCreate is the permission error for a database that does not exist
// yet: its folder is not writable (or cannot be made), so it cannot be
// created there. There is no file to call damaged or not.
func cannotCreate(path, msg string, err error) *Error {
	dir := filepath.Dir(path)
	why := msg
	if _, serr := os.Stat(dir); serr != nil {
		why = unwrapPath(serr).Error()
		return &Error{Kind: Permission, Path: path, Err: err,
			msg: lang.MPlain("the folder %s does not exist and cannot be made (%s): the database %s cannot be created there; nothing was saved (choose another place with --db)", dir, why, path)}
	}
	if derr := dirWritable(dir); derr != nil {
		why = derr.Error()
	}
	return &Error{Kind: Permission, Path: path, Err: err,
		msg: lang.MPlain("the folder %s is not writable (%s): the database %s cannot be created there; nothing was saved (choose a folder you may write to with --db, or fix the folder's permission)", dir, why, path)}
}

// freeSpace is " (12 MiB free)" after "full" when the free space is known
// (ok), in each language's units; nothing otherwise.
func freeSpace(free uint64, ok bool) lang.Msg {
	if !ok {
		return lang.MPlain("")
	}
	return lang.MPlain(" (%[1]s free)", HumanBytes(free), HumanBytesFR(free))
}

// permissionDetail says which permission is missing (the zero Msg when
// none is).
func permissionDetail(path string) lang.Msg {
	dir := filepath.Dir(path)
	fi, err := os.Stat(path)
	if err == nil {
		if uid, ok := owner(fi); ok && uid != os.Getuid() && os.Getuid() != 0 {
			return lang.MPlain("the file belongs to another user (uid %d; you are uid %d)", uid, os.Getuid())
		}
		if f, err := os.OpenFile(path, os.O_WRONLY, 0); err != nil {
			if errors.Is(err, syscall.EROFS) {
				return lang.MPlain("the file system is read-only")
			}
			return lang.MPlain("the file cannot be opened for writing (mode %v: %v)", fi.Mode().Perm(), unwrapPath(err))
		} else {
			f.Close()
		}
		if r, err := os.Open(path); err != nil {
			return lang.MPlain("the file cannot be read (%v)", unwrapPath(err))
		} else {
			r.Close()
		}
	}
	if err := dirWritable(dir); err != nil {
		return lang.MPlain("the folder %s does not let scorepad create files (%v), and SQLite needs its -wal and -shm files beside the database", dir, err)
	}
	return lang.Msg{}
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// dirWritable tries to create (and removes) a file in dir.
func dirWritable(dir string) error {
	f, err := os.CreateTemp(dir, ".scorepad-probe-*")
	if err != nil {
		return unwrapPath(err)
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// HumanBytes writes a number of bytes for people: "12.3 MiB".
func HumanBytes(n uint64) string { return humanBytes(n, [4]string{"B", "KiB", "MiB", "GiB"}, ".") }

// HumanBytesFR writes a number of bytes for French readers, with the
// decimal comma and the French units: "12,3 Mio".
func HumanBytesFR(n uint64) string { return humanBytes(n, [4]string{"o", "Kio", "Mio", "Gio"}, ",") }

// humanBytes writes n in the largest unit of units (bytes, then powers of
// 1024) it reaches, with one decimal after the decimal mark point.
func humanBytes(n uint64, units [4]string, point string) string {
	u := 0
	for u < len(units)-1 && n >= 1<<(10*(u+1)) {
		u++
	}
	if u == 0 {
		return fmt.Sprintf("%d %s", n, units[0])
	}
	return strings.Replace(fmt.Sprintf("%.1f %s", float64(n)/float64(uint64(1)<<(10*u)), units[u]), ".", point, 1)
}
