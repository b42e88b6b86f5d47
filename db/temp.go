package db

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
)

// scorepad's own temporary files carry the id of the process writing them:
// a new database is built as ".NAME.new-PID-N" (with SQLite's -wal, -shm
// and -journal beside it while it is built) and a backup as
// ".NAME.backup-PID-RANDOM". A process killed meanwhile leaves them (a
// backup's is as large as the database); a later run removes those whose
// process is gone. Nothing else is ever removed: the name must be one
// scorepad gives, the process dead, and the file SQLite's (its header), or
// empty (a creation killed before SQLite wrote), or SQLite's -shm beside it.
var tempName = regexp.MustCompile(`^\..+\.(?:new-([0-9]+)-[0-9]+|backup-([0-9]+)-[0-9a-f]{8})(-wal|-shm|-journal)?$`)

// sweepTemp removes from dir the temporary files of scorepad processes
// that are gone; errors are ignored (a folder it may not write keeps them).
func sweepTemp(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		m := tempName.FindStringSubmatch(e.Name())
		if m == nil || !e.Type().IsRegular() {
			continue
		}
		pid, err := strconv.Atoi(m[1] + m[2])
		if err != nil || pid == os.Getpid() || processAlive(pid) {
			continue
		}
		name := filepath.Join(dir, e.Name())
		if m[3] != "-shm" && !sqliteOwn(name) {
			continue
		}
		os.Remove(name)
	}
}

// sqliteOwn reports whether the file at path is empty or begins as a
// SQLite database, write-ahead log or rollback journal does.
func sqliteOwn(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && (fi.Size() == 0 || IsSQLiteFile(path))
}

// IsSQLiteFile reports whether the file at path begins as a SQLite
// database, its write-ahead log or its rollback journal does (by their
// headers).
func IsSQLiteFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 16)
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	return bytes.HasPrefix(head, sqliteHeader) || bytes.HasPrefix(head, journalMagic) ||
		bytes.HasPrefix(head, []byte{0x37, 0x7f, 0x06, 0x82}) || bytes.HasPrefix(head, []byte{0x37, 0x7f, 0x06, 0x83})
}
