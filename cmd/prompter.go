package cmd

import (
	tbl "github.com/scorepad/scorepad/table"
)

// The prompter, its questions and options are the table's (table.Prompter):
// commands ask through the same interface, implemented once with huh forms
// (huhPrompter); scoring never asks anything.
type (
	prompter = tbl.Prompter
	question = tbl.Question
	option   = tbl.Option
)

var (
	// errPaused: the person left a form (Ctrl-C, Esc); every accepted move
	// is already saved.
	errPaused = tbl.ErrPaused
	// errNoInput: the input ended before an answer (piped answers ran out).
	errNoInput = tbl.ErrNoInput
	// errTimeout: SelectWithin got nothing in time.
	errTimeout = tbl.ErrTimeout
	// errBack: Shift+Tab in the wizard, back a question.
	errBack = tbl.ErrBack
)
