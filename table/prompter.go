package table

import (
	"errors"
	"time"
)

// Prompter is how the table asks the person sitting at it. cmd/ implements
// it with huh forms (terminal or line by line); tests script it. The table
// never draws a form itself.
type Prompter interface {
	// Input asks for a line of text. Validate runs as the person types
	// (and again on submit); Live, when set, describes the current value
	// under the field (terminal mode only).
	Input(q Question) (string, error)
	// Select asks for one of opts and returns its Value.
	Select(title, description string, opts []Option, def string) (string, error)
	// SelectWithin is Select that gives up after d with ErrTimeout (on a
	// terminal; line by line it waits). d = 0 waits.
	SelectWithin(title, description string, opts []Option, def string, d time.Duration) (string, error)
	// MultiSelect asks for any of opts and returns their Values; live, when
	// set, describes the current selection (terminal mode only).
	MultiSelect(title, description string, opts []Option, live func([]string) string) ([]string, error)
	// Confirm asks yes or no.
	Confirm(title, description string, def bool) (bool, error)
	// Accessible reports the screen-reader, line-by-line mode.
	Accessible() bool
}

// Question is one Input.
type Question struct {
	Title       string
	Description string
	Placeholder string
	// Value is the answer already in the field when it shows (the dice
	// typed before a hint): Enter keeps it.
	Value    string
	Validate func(string) error
	Live     func(string) string
}

// Option is one choice of a Select or MultiSelect.
type Option struct {
	Label, Value string
	Selected     bool
}

// ErrPaused is returned when the person leaves a form (Ctrl-C, Esc, or p at
// a prompt): every accepted move is already saved; the game resumes where
// it stopped.
var ErrPaused = errors.New("paused")

// ErrNoInput is returned by a Prompter when the input ended before an
// answer (piped answers ran out).
var ErrNoInput = errors.New("no more input: the answers ran out")

// ErrTimeout is returned by SelectWithin when nothing was picked in time.
var ErrTimeout = errors.New("no answer in time")

// ErrBack is returned by a Prompter that goes back (Backer), while back is
// allowed, when the person asks for the question before (Shift+Tab).
var ErrBack = errors.New("back a question")

// Backer is a Prompter that can go back a question: while AllowBack(true)
// holds, Shift+Tab answers any question with ErrBack. The wizard allows
// it; a game never does (its u takes back instead).
type Backer interface {
	AllowBack(on bool)
}

// ErrAgain restarts the turn being asked (after undo, a look at the sheets,
// "← other dice").
var ErrAgain = errors.New("again")
