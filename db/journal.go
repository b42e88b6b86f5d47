package db

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
)

// A rollback journal beside a database is, to SQLite, a transaction to take
// back: opening the file plays the journal's pages back and truncates the
// file to the size the journal recorded. A journal that belongs to another
// copy of the file (a restored backup, a synced folder) or that was left by
// hand does the same, and a header recording an original size of 0 pages
// empties the database. settleJournal looks at the journal before SQLite
// does and moves aside, under a name that says so, one that cannot belong
// to the database:
//
//   - the database is in WAL mode (header bytes 18 and 19 are 2): its
//     transactions never write a rollback journal;
//   - the journal's page size is not the database's;
//   - the journal records an original size of 0 pages: a scorepad database
//     is built under a temporary name and renamed into place whole, so its
//     file was never empty under a transaction;
//   - the journal holds no page to put back, yet would change the size of
//     the database: every transaction journals page 1 (the change counter)
//     before it writes a page of the file, so a real one holds it.
//
// A journal that fits (a crash mid-transaction on a file in rollback mode)
// is left for SQLite to roll back. Only files that say they are scorepad's
// (the application_id in the header) are looked at: another program's file
// is never touched. A journal whose database another process holds a write
// lock on is a live transaction and is left alone.

// Notice is something scorepad did to the files beside the database while
// opening it, said to the user once (on standard error).
type Notice struct{ msg lang.Msg }

// Text returns the notice in lang.
func (n Notice) Text(l lang.Lang) string { return l.Say(lang.Whole(n.msg)) }

// String returns the English notice.
func (n Notice) String() string { return n.msg.String() }

// journalNow stamps the name of a journal moved aside; tests replace it.
var journalNow = time.Now

// staleReason returns why the journal header jh (at least 28 bytes, whose
// file is jsize bytes long) cannot belong to the database whose first 100
// bytes are head and whose file is size bytes long; "" when it can.
func staleReason(head []byte, size int64, jh []byte, jsize int64) lang.Msg {
	if head[18] == 2 || head[19] == 2 {
		return lang.MPlain("the database is in WAL mode, which never writes a rollback journal")
	}
	pageSize := int64(binary.BigEndian.Uint16(head[16:18]))
	if pageSize == 1 {
		pageSize = 65536
	}
	jPage := int64(binary.BigEndian.Uint32(jh[24:28]))
	if jPage != pageSize {
		return lang.MPlain("its page size is %d bytes, the database's %d", jPage, pageSize)
	}
	orig := int64(binary.BigEndian.Uint32(jh[16:20]))
	if orig == 0 {
		return lang.MPlain("it records an empty database (0 pages): playing it back would empty the file")
	}
	pages := size / pageSize
	nRec := int64(binary.BigEndian.Uint32(jh[8:12]))
	sector := int64(binary.BigEndian.Uint32(jh[20:24]))
	if sector < 512 || sector > 65536 {
		sector = 512
	}
	if nRec == 0xffffffff || nRec == 0 {
		nRec = max(0, (jsize-sector)/(pageSize+8))
	}
	if nRec == 0 && orig != pages {
		return lang.MPlain("it holds no page to put back, yet would change the database from %d pages to %d", pages, orig)
	}
	return lang.Msg{}
}

// settleJournal moves aside the rollback journal beside path when it
// cannot belong to the database (see above), and says so; nil when there
// is none, it fits, or the file is not scorepad's. hot is true when a
// journal that fits is left for SQLite to roll back.
func settleJournal(path string) (n *Notice, hot bool, err error) {
	jpath := path + "-journal"
	jf, err := openNoBlock(jpath)
	if err != nil {
		return nil, false, nil // none (or unreadable: SQLite will say so)
	}
	jh := make([]byte, 28)
	jn, _ := io.ReadFull(jf, jh)
	jfi, serr := jf.Stat()
	jf.Close()
	if jn < 28 || !bytes.Equal(jh[:8], journalMagic) || serr != nil || !jfi.Mode().IsRegular() {
		return nil, false, nil // empty or zeroed: SQLite ignores it
	}
	fh, err := openNoBlock(path)
	if err != nil {
		return nil, false, nil
	}
	defer fh.Close()
	fi, err := fh.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return nil, false, nil
	}
	head := make([]byte, 100)
	if n, _ := io.ReadFull(fh, head); n < 100 || !bytes.Equal(head[:16], sqliteHeader) ||
		binary.BigEndian.Uint32(head[68:72]) != ApplicationID {
		return nil, false, nil
	}
	if writeLocked(fh) {
		return nil, false, nil // a transaction in progress in another process
	}
	why := staleReason(head, fi.Size(), jh, jfi.Size())
	if why.IsZero() {
		return nil, true, nil
	}
	aside := fmt.Sprintf("%s.stale-%s", jpath, journalNow().UTC().Format("20060102T150405Z"))
	for i := 2; ; i++ {
		if _, err := os.Lstat(aside); errors.Is(err, os.ErrNotExist) {
			break
		}
		aside = fmt.Sprintf("%s.stale-%s-%d", jpath, journalNow().UTC().Format("20060102T150405Z"), i)
	}
	if err := os.Rename(jpath, aside); err != nil {
		return nil, false, classify(path, err)
	}
	return &Notice{
		msg: lang.MPlain("%s: the rollback journal beside it cannot belong to it (%s); it was moved aside as %s, in the same folder, and the database opened as it was (delete that file once the games are checked)", path, why, filepath.Base(aside)),
	}, false, nil
}

// settle prepares path for opening: a journal that cannot belong to it is
// moved aside (the notice says so), and a real one left by a crash is
// rolled back now, on a connection that may write, so that a command that
// only reads finds the database as it was before that transaction.
func settle(ctx context.Context, path string) (*Notice, error) {
	n, hot, err := settleJournal(path)
	if err != nil || !hot {
		return n, err
	}
	sdb, err := sql.Open("sqlite", dsnJournal(path, false, false))
	if err != nil {
		return nil, fmt.Errorf("db: open %s: %w", path, err)
	}
	defer sdb.Close()
	var tables int
	if err := sdb.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master").Scan(&tables); err != nil {
		return nil, classify(path, err)
	}
	return nil, nil
}
