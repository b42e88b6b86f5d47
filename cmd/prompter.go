package cmd

import (
	"errors"
	"time"
)

// prompter is how commands ask the person at the table. One adapter
// (huhPrompter) implements it with huh forms; scoring never asks anything.
type prompter interface {
	// Input asks for a line of text. validate runs as the person types
	// (and again on submit); live, when set, describes the current value
	// under the field (terminal mode only).
	Input(q question) (string, error)
	// Select asks for one of opts and returns its Value.
	Select(title, description string, opts []option, def string) (string, error)
	// SelectWithin is Select that gives up after d with errTimeout (on a
	// terminal; line by line it waits).
	SelectWithin(title, description string, opts []option, def string, d time.Duration) (string, error)
	// MultiSelect asks for any of opts and returns their Values; live, when
	// set, describes the current selection (terminal mode only).
	MultiSelect(title, description string, opts []option, live func([]string) string) ([]string, error)
	// Confirm asks yes or no.
	Confirm(title, description string, def bool) (bool, error)
	// Accessible reports the screen-reader, line-by-line mode.
	Accessible() bool
}

// question is one Input.
type question struct {
	Title       string
	Description string
	Placeholder string
	Validate    func(string) error
	Live        func(string) string
}

// option is one choice of a Select or MultiSelect.
type option struct {
	Label, Value string
	Selected     bool
}

// errPaused is returned when the person leaves a form (Ctrl-C, Esc): every
// accepted move is already saved; the game resumes with scorepad play ID.
var errPaused = errors.New("paused")

// errNoInput is returned when the input ended before an answer (piped
// answers ran out).
var errNoInput = errors.New("no more input: the answers ran out")

// errTimeout is returned by SelectWithin when nothing was picked in time.
var errTimeout = errors.New("no answer in time")
