//go:build !scorepadfault

package cmd

// faultHook returns nil: a released scorepad has no fault point, and
// SCOREPAD_FAULT means nothing to it (the fault points exist only in test
// builds, built with -tags scorepadfault).
func faultHook(func(string) string) func(point string) { return nil }
