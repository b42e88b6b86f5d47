//go:build scorepadfault

package cmd

import "os"

// faultExit is the exit code of a fault point: a test build's only (go
// build -tags scorepadfault, the end-to-end tests' binary).
const faultExit = 86

// faultHook returns the fault point SCOREPAD_FAULT names (before-commit,
// after-commit, backup-written): at that point the process dies hard with
// exit faultExit, as a power cut would. Only test builds have it.
func faultHook(getenv func(string) string) func(point string) {
	point := getenv("SCOREPAD_FAULT")
	if point == "" {
		return nil
	}
	return func(p string) {
		if p == point {
			os.Exit(faultExit)
		}
	}
}
