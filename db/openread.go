package db

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
)

// OpenRead opens the database at path for a command that only reads
// (games, sheet, stats, export, players): a read-only connection (mode=ro,
// query_only) that takes no lock a writer waits for, attempts no
// checkpoint, writes nothing and so needs no free space and no permission
// to write the file. When SQLite cannot make the -shm file it reads with
// (a full disk, a folder of another user) and no write-ahead log holds
// commits, the file is read as it is (immutable). A path with no database
// yet is created as Open does; a database with an older schema is brought
// up to date as Open does, and when that cannot be written the error says
// the schema is old. Errors are *Error as for Open.
func OpenRead(ctx context.Context, path string) (*Store, error) {
	if err := checkPath(path); err != nil {
		return nil, err
	}
	note, err := settle(ctx, path)
	if err != nil {
		return nil, readError(path, err)
	}
	in, err := look(ctx, path, true)
	if err != nil {
		return nil, readError(path, err)
	}
	if in.fresh {
		return Open(ctx, path)
	}
	if in.ro != nil { // current: read on the connection that looked
		return &Store{db: in.ro, path: path, Now: time.Now, notices: notes(note)}, nil
	}
	sdb, err := openRO(ctx, path)
	if err != nil {
		return nil, readError(path, err)
	}
	var version int
	if err := sdb.QueryRowContext(ctx, "SELECT user_version FROM pragma_user_version").Scan(&version); err != nil {
		sdb.Close()
		return nil, readError(path, classify(path, err))
	}
	if version >= schemaVersion() {
		return &Store{db: sdb, path: path, Now: time.Now, notices: notes(note)}, nil
	}
	sdb.Close()
	s, err := Open(ctx, path)
	if err != nil {
		return nil, oldSchema(path, version, err)
	}
	s.notices = append(notes(note), s.notices...)
	return s, nil
}

// roFault, when set by a test, is called before each read-only open with
// whether it is the immutable one; an error it returns is that open's
// error (a full disk where no tmpfs can be mounted).
var roFault func(immutable bool) error

// openRO opens path read-only and reads its schema once, so that a
// failure shows here. When SQLite cannot set up its shared memory (-shm:
// a full disk, a folder scorepad may not write) and the write-ahead log is
// absent or empty, every commit is in the file itself: it is then read as
// immutable, with no -wal, no -shm and no lock.
func openRO(ctx context.Context, path string) (*sql.DB, error) {
	try := func(immutable bool) (*sql.DB, error) {
		d := dsn(path, true)
		if immutable {
			d += "&immutable=1"
		}
		if roFault != nil {
			if err := roFault(immutable); err != nil {
				return nil, err
			}
		}
		sdb, err := sql.Open("sqlite", d)
		if err != nil {
			return nil, err
		}
		var n int
		if err := sdb.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master").Scan(&n); err != nil {
			sdb.Close()
			return nil, err
		}
		return sdb, nil
	}
	sdb, err := try(false)
	if err == nil {
		return sdb, nil
	}
	cerr := classify(path, err)
	var de *Error
	if !errors.As(cerr, &de) || (de.Kind != DiskFull && de.Kind != Permission && de.Kind != IOFailure) || !walEmpty(path) {
		return nil, cerr
	}
	sdb, err2 := try(true)
	if err2 != nil {
		return nil, cerr
	}
	return sdb, nil
}

// walEmpty reports whether path has no write-ahead log beside it, or an
// empty one: then the file itself holds every commit.
func walEmpty(path string) bool {
	fi, err := os.Stat(path + "-wal")
	return errors.Is(err, os.ErrNotExist) || (err == nil && fi.Size() == 0)
}

// readError says that a command that only reads could not read: a
// permission is about reading, not writing.
func readError(path string, err error) error {
	var de *Error
	if !errors.As(err, &de) || de.Kind != Permission {
		return err
	}
	detail := readDetail(path)
	if detail.IsZero() {
		detail = permissionDetail(path)
	}
	if detail.IsZero() {
		detail = lang.MPlain("%s", unwrapPath(de.Err).Error())
	}
	return &Error{Kind: Permission, Path: path, Err: de.Err,
		msg: lang.MPlain("scorepad may not read %s: %s. The file is not damaged; nothing was changed (fix the permission, or choose another file with --db)", path, detail)}
}

// oldSchema is the error of a command that only reads a database whose
// schema is older than this scorepad's and that could not be brought up
// to date (which writes to it): it says so, then why.
func oldSchema(path string, version int, err error) error {
	var de *Error
	if !errors.As(err, &de) || de.Kind == WrongFile || de.Kind == Damaged || de.Kind == UpgradeFailed {
		return err
	}
	return &Error{Kind: de.Kind, Path: path, Err: err,
		msg: lang.MPlain("%s has an older schema (version %d; this scorepad reads version %d): it must be brought up to date before it can be read, and that means writing to it, which failed: %s", path, version, schemaVersion(), de.msg)}
}

// readDetail says why the file at path, or its folder, cannot be read; ""
// when both can.
func readDetail(path string) lang.Msg {
	fi, err := os.Stat(path)
	if err != nil {
		return lang.Msg{}
	}
	if uid, ok := owner(fi); ok && uid != os.Getuid() && os.Getuid() != 0 {
		if r, err := os.Open(path); err != nil {
			return lang.MPlain("the file belongs to another user (uid %d; you are uid %d) and cannot be read (mode %v)", uid, os.Getuid(), fi.Mode().Perm())
		} else {
			r.Close()
		}
	}
	r, err := os.Open(path)
	if err != nil {
		return lang.MPlain("the file cannot be read (mode %v: %v)", fi.Mode().Perm(), unwrapPath(err))
	}
	r.Close()
	return lang.Msg{}
}
