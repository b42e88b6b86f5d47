//go:build unix

package advisor

import (
	"os"
	"syscall"
)

// mapFile maps f read-only, for as long as the process lives (tables are
// kept until it ends). An empty file reads as no bytes.
func mapFile(f *os.File) ([]byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if fi.Size() == 0 || !fi.Mode().IsRegular() {
		return nil, ErrStale
	}
	return syscall.Mmap(int(f.Fd()), 0, int(fi.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE)
}
