// Package engine holds the few low-level pieces the advisor's engines
// (advisor/boxes, advisor/five, advisor/sackson) and its cache share, so
// that no engine exports them for another: the per-rule memo (Keyed), the
// summary of simulated totals (Spread) and the refusal of a table file
// (ErrStale).
package engine
