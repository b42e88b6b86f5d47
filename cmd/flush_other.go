//go:build !linux

package cmd

import "io"

// flushInput discards unread terminal input where the system allows it.
func flushInput(io.Reader) {}
