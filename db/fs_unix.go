//go:build unix

package db

import (
	"os"
	"syscall"
)

// FreeSpace returns the bytes free for this user on the file system holding
// dir, and false when the system cannot tell.
func FreeSpace(dir string) (uint64, bool) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		return 0, false
	}
	return uint64(st.Bavail) * uint64(st.Bsize), true
}

// owner returns the user id owning fi and whether it is known.
func owner(fi os.FileInfo) (int, bool) {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return int(st.Uid), true
	}
	return 0, false
}

// lockDir takes an exclusive advisory lock on folder dir (creating a new
// database there is done by one process at a time) and returns its release.
func lockDir(dir string) (func(), error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return func() {}, nil // no locks on this file system: go on alone
	}
	return func() { syscall.Flock(int(f.Fd()), syscall.LOCK_UN); f.Close() }, nil
}

// openNoBlock opens path for reading without waiting on a FIFO or device.
func openNoBlock(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

// writeLocked reports whether another process holds SQLite's write lock on
// the database open in f (a RESERVED, PENDING or EXCLUSIVE lock: the bytes
// at 0x40000000 and 0x40000001): its rollback journal is then a
// transaction in progress, not one left behind.
func writeLocked(f *os.File) bool {
	lk := syscall.Flock_t{Type: syscall.F_WRLCK, Whence: 0, Start: 0x40000000, Len: 2}
	if err := syscall.FcntlFlock(f.Fd(), syscall.F_GETLK, &lk); err != nil {
		return false
	}
	return lk.Type != syscall.F_UNLCK
}

// processAlive reports whether a process pid exists (signal 0: nothing is
// sent). A process of another user exists too (EPERM).
func processAlive(pid int) bool {
	if pid <= 0 {
		return true // not a process id: keep the file
	}
	err := syscall.Kill(pid, 0)
	return err == nil || err == syscall.EPERM
}
