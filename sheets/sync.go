package sheets

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
)

// Two households keep one record by exporting and importing each other's
// games. An import never overwrites what it does not understand and never
// drops a move:
//
//   - a game of the file is checked as the local game it would change
//     (same kind, same seats, same options) and its log replayed through
//     the rules on top of the local game before anything is written;
//   - when one log is a prefix of the other, the shorter side catches up
//     (or, the local one being the longer, the game is skipped);
//   - when both sides moved on from a common log, the local game is kept
//     and the file's is added beside it as a conflict copy, linked to it,
//     until someone deletes or keeps it.

// ImportSession is one import's transaction, opened by Records.ImportTx.
type ImportSession interface {
	// Local returns the game whose UUID is uuid, with its moves, or nil.
	Local(ctx context.Context, uuid string) (*Game, error)
	// Copies returns the conflict copies of game id (with their moves).
	Copies(ctx context.Context, id int64) ([]*Game, error)
	// Add saves ig.Game as a new game, under ig.Game.ID when that number is
	// free (else the next one; ig.Game.ID is set), with its results; a
	// conflictOf above 0 makes it a conflict copy of that game, which
	// counts in no statistics until it is kept (Records.KeepCopy).
	Add(ctx context.Context, ig ImportGame, conflictOf int64) error
	// Replace writes ig.Game's moves, abandonment and change time, and its
	// results, over local game id; its seats stay as they are.
	Replace(ctx context.Context, id int64, ig ImportGame) error
}

// checkHead refuses a document that is not a scorepad export this
// scorepad reads: another format, or a version it does not know (a newer
// scorepad's said as such).
func checkHead(format string, version int) error {
	if format == ArchiveFormat && version > ArchiveVersion {
		return malformed("", "this export was written by a newer scorepad (export version %d; this one reads version %d): update scorepad to import it",
			version, ArchiveVersion)
	}
	if format != ArchiveFormat || version != ArchiveVersion {
		return malformed("", "not a scorepad export (format %q version %d; want %q version %d)",
			format, version, ArchiveFormat, ArchiveVersion)
	}
	return nil
}

// ImportFrom reads an export document from r game by game (never the
// whole file in memory) and saves its games in one transaction, as the
// summary says: games added, caught up, skipped, and the conflict copies.
// A game or move refused refuses the whole document (a *scoring.Error
// naming the game, its UUID and why) and nothing is written.
func (s *Service) ImportFrom(ctx context.Context, r io.Reader) (ImportCounts, error) {
	dec := json.NewDecoder(r)
	var format string
	version := -1
	counts, err := s.importGames(ctx, func(yield func(ArchiveGame) error) error {
		if err := expectDelim(dec, '{'); err != nil {
			return err
		}
		n := 0
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				return err
			}
			key, _ := tok.(string)
			switch key {
			case "format":
				if err := dec.Decode(&format); err != nil {
					return fieldError(0, err)
				}
				if format != ArchiveFormat {
					return checkHead(format, version)
				}
			case "version":
				if err := dec.Decode(&version); err != nil {
					return fieldError(0, err)
				}
				if err := checkHead(ArchiveFormat, version); err != nil {
					return err
				}
			case "games":
				if err := expectDelim(dec, '['); err != nil {
					return err
				}
				for dec.More() {
					n++
					// one pass over the game, its moves kept raw for
					// the flat reader
					var raw archiveRaw
					err := dec.Decode(&raw)
					var ag ArchiveGame
					if err == nil {
						ag, err = raw.game()
					} else {
						err = fieldError(0, err)
					}
					if err != nil {
						var fe *FieldError
						if errors.As(err, &fe) {
							return badGame(fmt.Sprintf("%d", n), err)
						}
						return err
					}
					if err := yield(ag); err != nil {
						return err
					}
				}
				if err := expectDelim(dec, ']'); err != nil {
					return err
				}
			default: // a field this scorepad does not know
				var skip json.RawMessage
				if err := dec.Decode(&skip); err != nil {
					return err
				}
			}
		}
		if err := expectDelim(dec, '}'); err != nil {
			return err
		}
		// the head is checked even when the games came first
		return checkHead(format, version)
	})
	return counts, err
}

// expectDelim reads the next token, which must be the delimiter d.
func expectDelim(dec *json.Decoder, d json.Delim) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if got, ok := tok.(json.Delim); !ok || got != d {
		return malformed("", "not a scorepad export (%v where %v is expected)", tok, d)
	}
	return nil
}

// importGames checks and saves the games each calls yield with, in one
// transaction of the store. Reading and checking a game (decoding it,
// replaying it through the rules) runs in a goroutine of its own, a few
// games ahead of the writes: on two cores the two halves overlap.
func (s *Service) importGames(ctx context.Context, each func(yield func(ArchiveGame) error) error) (ImportCounts, error) {
	var c ImportCounts
	now := s.now().UTC()
	type checked struct {
		ag  ArchiveGame
		ig  ImportGame
		err error
	}
	errStopped := errors.New("import stopped")
	err := s.records().ImportTx(ctx, func(sess ImportSession) error {
		c = ImportCounts{Conflicts: []Conflict{}}
		games := make(chan checked, 32)
		stop := make(chan struct{})
		go func() {
			defer close(games)
			n := 0
			err := each(func(ag ArchiveGame) error {
				n++
				ig, _, err := replayArchived(ag, n, now)
				if err != nil {
					return err
				}
				if p, ok := sess.(ImportPreparer); ok {
					p.Prepare(&ig)
				}
				select {
				case games <- checked{ag: ag, ig: ig}:
					return nil
				case <-stop:
					return errStopped
				}
			})
			if err != nil {
				select {
				case games <- checked{err: err}:
				case <-stop:
				}
			}
		}()
		defer func() {
			close(stop)
			for range games { // let the reader end
			}
		}()
		seen := map[string]bool{}
		for g := range games {
			if g.err != nil {
				return g.err
			}
			if seen[g.ig.Game.UUID] {
				return malformed("", "game %s is in the file twice; nothing was imported", g.ig.Game.UUID)
			}
			seen[g.ig.Game.UUID] = true
			if err := syncGame(ctx, sess, g.ag, g.ig, &c); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return ImportCounts{}, err
	}
	return c, nil
}

// syncGame saves one checked game of the file against the local one.
func syncGame(ctx context.Context, sess ImportSession, ag ArchiveGame, ig ImportGame, c *ImportCounts) error {
	g := ig.Game
	local, err := sess.Local(ctx, g.UUID)
	if err != nil {
		return err
	}
	if local == nil {
		return syncNew(ctx, sess, ag, ig, c)
	}
	if err := fits(local, g); err != nil {
		return err
	}
	onLocal, st, err := replayOnLocal(local, g)
	if err != nil {
		return err
	}
	lm, fm := local.Moves, g.Moves
	switch {
	case len(fm) >= len(lm) && sameMoves(lm, fm[:len(lm)]):
		// the file's log extends the local one (or is the same)
		if len(fm) == len(lm) && onLocal.Abandoned.Equal(local.Abandoned) {
			c.Skipped++
			return nil
		}
		if err := sess.Replace(ctx, local.ID, ImportGame{Game: onLocal, Results: resultsOf(st)}); err != nil {
			return err
		}
		c.Updated++
		return nil
	case len(fm) < len(lm) && sameMoves(fm, lm[:len(fm)]):
		// the local game is ahead: the file's moves are all here
		return catchUpAbandon(ctx, sess, local, g, c)
	}
	return addConflict(ctx, sess, local, onLocal, g, c)
}

// syncNew saves a game of the file that is not here: a new game, or a
// conflict copy made elsewhere of a local game, linked to it (skipped when
// its log is the local game's own).
func syncNew(ctx context.Context, sess ImportSession, ag ArchiveGame, ig ImportGame, c *ImportCounts) error {
	if ag.ConflictOf != "" {
		orig, err := sess.Local(ctx, ag.ConflictOf)
		if err != nil {
			return err
		}
		if orig != nil && sameMoves(orig.Moves, ig.Game.Moves) {
			c.Skipped++ // its log is the local game's own
			return nil
		}
		if orig != nil {
			if err := fits(orig, ig.Game); err != nil {
				return err
			}
			if err := sess.Add(ctx, ig, orig.ID); err != nil {
				return err
			}
			c.Imported++
			return nil
		}
	}
	if err := sess.Add(ctx, ig, 0); err != nil {
		return err
	}
	c.Imported++
	return nil
}

// replayOnLocal returns the file's log of g replayed on top of the local
// game (its options, its seats), with the abandonment and change time
// the two sides agree on; a move that does not replay there is a
// mismatch naming the game.
func replayOnLocal(local, g *Game) (*Game, *State, error) {
	onLocal := *local
	onLocal.Moves = g.Moves
	onLocal.Abandoned = g.Abandoned
	if local.Abandoned.After(time.Time{}) && (g.Abandoned.IsZero() || local.Abandoned.Before(g.Abandoned)) {
		onLocal.Abandoned = local.Abandoned // once abandoned, abandoned (no command takes it back)
	}
	onLocal.Updated = latest(local.Updated, g.Updated)
	st, err := Replay(&onLocal)
	if err != nil {
		var re *ReplayError
		if errors.As(err, &re) {
			return nil, nil, mismatch(local, "move %d does not replay on it: %s", re.Seq, re.Cause)
		}
		return nil, nil, err
	}
	return &onLocal, st, nil
}

// catchUpAbandon handles a file whose log the local game already holds
// and goes beyond: only an abandonment the local game lacks is taken
// (and the game updated), else the game is skipped.
func catchUpAbandon(ctx context.Context, sess ImportSession, local, g *Game, c *ImportCounts) error {
	if g.Abandoned.IsZero() || !local.Abandoned.IsZero() {
		c.Skipped++
		return nil
	}
	local.Abandoned, local.Updated = g.Abandoned, latest(local.Updated, g.Abandoned)
	st, err := Replay(local)
	if err != nil {
		return err
	}
	if err := sess.Replace(ctx, local.ID, ImportGame{Game: local, Results: resultsOf(st)}); err != nil {
		return err
	}
	c.Updated++
	return nil
}

// addConflict keeps both sides of a game both moved on from a common log:
// the local game stays, the file's log (onLocal) is added beside it as a
// conflict copy, unless that copy was imported before.
func addConflict(ctx context.Context, sess ImportSession, local, onLocal, g *Game, c *ImportCounts) error {
	copies, err := sess.Copies(ctx, local.ID)
	if err != nil {
		return err
	}
	for _, cp := range copies {
		if sameMoves(cp.Moves, g.Moves) {
			c.Skipped++ // this conflict was imported before
			return nil
		}
	}
	cp := *onLocal
	cp.ID, cp.UUID = 0, conflictUUID(g.UUID, g.Moves)
	cp.Abandoned = g.Abandoned
	cp.Updated = g.Updated
	st, err := Replay(&cp)
	if err != nil {
		return err
	}
	if err := sess.Add(ctx, ImportGame{Game: &cp, Results: resultsOf(st)}, local.ID); err != nil {
		return err
	}
	c.Conflicts = append(c.Conflicts, Conflict{Game: local.ID, UUID: local.UUID, Copy: cp.ID})
	return nil
}

func resultsOf(st *State) []Result {
	if st.Finished {
		return st.Results()
	}
	return nil
}

func latest(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// fits checks that the file's game g can change the local game: the same
// kind, the same seats (G1: the same people, in the same order) and the
// same options but the dice (Options.Digital). The error names the game, its UUID and what differs.
func fits(local, g *Game) error {
	if local.Kind != g.Kind {
		return mismatch(local, "it is a game of %s here, of %s in the file", local.Kind.Name(), g.Kind.Name())
	}
	if len(local.Players) != len(g.Players) {
		return mismatch(local, "it has %d players here (%s), %d in the file (%s)", len(local.Players), namesList(local.Players), len(g.Players), namesList(g.Players))
	}
	for i := range local.Players {
		if NameKey(local.Players[i]) != NameKey(g.Players[i]) {
			return mismatch(local, "seat %d is %s here, %s in the file (a player renamed on one side only: rename them alike first)", i+1, local.Players[i], g.Players[i])
		}
	}
	// The dice, digital or real, are no rule: a game switched to digital
	// dice on one side still fits (the local game keeps its own dice).
	lopt, fopt := local.Options, g.Options
	lopt.Digital, fopt.Digital = false, false
	lo, _ := json.Marshal(lopt)
	fo, _ := json.Marshal(fopt)
	if string(lo) != string(fo) {
		return mismatch(local, "its options are %s here, %s in the file", lo, fo)
	}
	return nil
}

// mismatch is the refusal of a game of the file that does not fit the
// local game (bad input: the file is not this database's game).
func mismatch(local *Game, why string, args ...any) error {
	return malformed("", "game %d (%s) cannot take the file's copy: %s; nothing was imported", local.ID, local.UUID, lang.MPlain(why, args...))
}

func namesList(names []string) string {
	b, _ := json.Marshal(names)
	return string(b)
}

// conflictUUID is the UUID of the conflict copy of game uuid holding
// moves: the same in every database that meets the same conflict (a
// name-based UUID, version 5's layout over SHA-256), so that a copy
// travels back and forth without being copied again.
func conflictUUID(uuid string, moves []Move) string {
	h := sha256.New()
	h.Write([]byte("scorepad conflict copy\n" + uuid + "\n"))
	for _, m := range moves {
		b, _ := json.Marshal(m)
		fmt.Fprintf(h, "%s %s\n", m.At.UTC().Format(time.RFC3339Nano), b)
	}
	b := h.Sum(nil)
	b[6] = b[6]&0x0f | 0x50
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// sameMoves reports whether two logs hold the same moves, played at the
// same times.
func sameMoves(a, b []Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].At.Equal(b[i].At) || !sameMove(a[i], b[i]) {
			return false
		}
	}
	return true
}
