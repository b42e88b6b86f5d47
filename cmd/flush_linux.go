package cmd

import (
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// flushInput discards what was typed on the terminal r and not yet read
// (P10: keys typed before the auto-written box is announced go nowhere).
func flushInput(r io.Reader) {
	f, ok := r.(*os.File)
	if !ok {
		return
	}
	_ = unix.IoctlSetInt(int(f.Fd()), unix.TCFLSH, unix.TCIFLUSH)
}
