package engine

import "errors"

// ErrStale is returned by the readers of the table files (a Penta/Yam's
// table, a 5000 table) for a file of another version, rule set or size, or
// a damaged one: the caller recomputes, never trusts it. The root advisor
// package exports the same value.
var ErrStale = errors.New("advisor: stale or damaged table file")
