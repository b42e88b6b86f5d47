// Package advisor is the cache of the solved tables of the advisor's
// engines: a folder of files, one per table (Cache), read or mapped when
// sound, else solved and saved atomically (SaveTable); a stale or damaged
// file is refused (ErrStale) and recomputed, never trusted. The engines
// are its sub-packages, none importing another:
//
//   - advisor/boxes: Penta and Yam's (the exact solitaire tables, hints,
//     robots, simulate);
//   - advisor/five: 5000 (the turn and the two-player game solved, robots,
//     simulate);
//   - advisor/sackson: Sackson (the model, the fit and its network, robots,
//     simulate);
//   - advisor/review: reviews of stored games, over the engines' exported
//     API.
package advisor
