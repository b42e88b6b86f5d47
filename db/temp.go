package db

import (
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
// process is gone. Nothing else is ever removed: the names are scorepad's
// and the process must be dead.
var tempName = regexp.MustCompile(`^\..+\.(?:new|backup)-([0-9]+)-[0-9a-z]+(?:-wal|-shm|-journal)?$`)

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
		pid, err := strconv.Atoi(m[1])
		if err != nil || pid == os.Getpid() || processAlive(pid) {
			continue
		}
		os.Remove(filepath.Join(dir, e.Name()))
	}
}
