package sheets

import (
	"fmt"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// ReplayError says that a stored move no longer replays: the database holds
// a move log the rules refuse (damaged, or edited by hand). It is a failure
// of the stored data, never a refusal of the rules: the rules' verdict is
// kept in Cause for the message but deliberately not in the error chain, so
// that errors.As(err, **scoring.Error) never takes a damaged log for an
// illegal move.
type ReplayError struct {
	Game  int64
	Seq   int   // 1-based position of the move that does not replay
	Cause error // why the rules refuse it
}

// Error returns the English sentence.
func (e *ReplayError) Error() string { return e.Text(lang.EN) }

// Text returns the sentence in lang: "game 12's move 7 cannot be replayed: …".
func (e *ReplayError) Text(l lang.Lang) string {
	return fmt.Sprintf(l.T("game %d's move %d cannot be replayed: %s. The stored move log is damaged; scorepad changed nothing: restore a copy of the database"),
		e.Game, e.Seq, lang.ErrorText(e.Cause, l))
}

// Undecodable is the cause of a *ReplayError for a stored move whose JSON
// no longer reads as a move of its game's kind (the decoder's words kept
// in brackets).
func Undecodable(err error) error {
	return scoring.Refusal("", false, lang.MPlain("its stored data does not read as a move (%v)", err))
}
