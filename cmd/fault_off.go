//go:build !scorepadfault

package cmd

// faultPoints is false in the released binary: SCOREPAD_FAULT means
// nothing to it (the fault points exist only in test builds, built with
// -tags scorepadfault).
const faultPoints = false

// faultHook returns nil: a released scorepad has no fault point.
func faultHook(func(string) string) func(point string) { return nil }
