package cmd

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"
	"testing"
)

// TestNoTerminalFoundByPath: the form's failure to open /dev/tty is told
// by the path the error carries (bubbletea wraps it), not by its words.
func TestNoTerminalFoundByPath(t *testing.T) {
	t.Parallel()
	tty := fmt.Errorf("could not open a new TTY: %w", &fs.PathError{Op: "open", Path: "/dev/tty", Err: syscall.ENXIO})
	if !noTerminal(tty) {
		t.Fatalf("%v: not recognised as a missing terminal", tty)
	}
	for _, err := range []error{nil, errors.New("tty gone"), &fs.PathError{Op: "open", Path: "/home/ana/tty", Err: syscall.ENOENT}} {
		if noTerminal(err) {
			t.Fatalf("%v: taken for a missing terminal", err)
		}
	}
}
