//go:build !unix

package vision

import "time"

// cpuTime is unknown here: the benchmark reports wall-clock time only.
func cpuTime() time.Duration { return 0 }
