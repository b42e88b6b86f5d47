package db

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
)

// OpenReadOnly opens the existing database at path for reading only, for
// shell completion: it creates no file and no folder, runs no migration and
// writes nothing. SQLite opens it with mode=ro and, when no write-ahead log
// sits beside it (nobody has it open), as immutable, so that not even the
// -wal and -shm files are created. A missing file is an error wrapping
// os.ErrNotExist; a file that is not a scorepad database of this
// scorepad's schema is an *Error.
func OpenReadOnly(ctx context.Context, path string) (*Store, error) {
	if err := checkPath(path); err != nil {
		return nil, err
	}
	fh, err := openNoBlock(path)
	if err != nil {
		return nil, fmt.Errorf("db: %w", err)
	}
	head := make([]byte, 16)
	_, err = io.ReadFull(fh, head)
	fh.Close()
	notOurs := &Error{Path: path, msg: lang.MPlain("%s is not a scorepad database", path)}
	if err != nil || !bytes.Equal(head, sqliteHeader) {
		return nil, notOurs
	}
	d := dsn(path, true)
	if _, err := os.Stat(path + "-wal"); err != nil {
		d += "&immutable=1"
	}
	sdb, err := sql.Open("sqlite", d)
	if err != nil {
		return nil, fmt.Errorf("db: open %s: %w", path, err)
	}
	var appID uint32
	var version int
	if err := sdb.QueryRowContext(ctx, "SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM pragma_user_version)").Scan(&appID, &version); err != nil {
		sdb.Close()
		return nil, fmt.Errorf("db: open %s: %w", path, err)
	}
	if appID != ApplicationID {
		sdb.Close()
		return nil, notOurs
	}
	if version != schemaVersion() {
		sdb.Close()
		return nil, &Error{Path: path, msg: lang.MPlain("%s has schema %d, this scorepad %d: open it once with a command to bring it up to date", path, version, schemaVersion())}
	}
	return &Store{db: sdb, path: path, Now: time.Now}, nil
}
