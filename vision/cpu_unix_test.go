//go:build unix

package vision

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used (user and system):
// the benchmark reports it beside the wall-clock time, which on a loaded
// machine says more about the machine than about the reader.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
