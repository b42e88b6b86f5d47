package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
)

// A move sent exactly once (issue 37). A form marked data-offline carries
// a random key, idem, added by the phone's script (offline.js) when the
// form is first sent and kept with it: a move kept on the phone while the
// network was down and sent when it returns, or sent twice by a double tap
// or a retry, arrives with the same key. The key is recorded with the move
// in the transaction that saves it (db.WithMoveKey), so:
//
//   - a key already recorded is answered "already saved" with the move it
//     saved, and nothing is applied again;
//   - a move whose game moved on meanwhile is refused in words (stale), as
//     every form is, by the position it was drawn on.
//
// A form without a key (no script) is guarded by its position alone: the
// same form sent twice finds the game moved on and is refused.

// moveKeyHeader names what a POST of a form did, for the phone's script:
// "already-saved" when the key was recorded before.
const moveKeyHeader = "Scorepad-Move"

// keyed reads the move key of the form f (field idem) and returns the
// request's context carrying it. A malformed key, or one recorded before
// (answered "already saved"), is answered here and ok is false.
func (s *Server) keyed(w http.ResponseWriter, r *http.Request, p page, f playForm) (ctx context.Context, ok bool) {
	key := r.PostForm.Get("idem")
	if key == "" {
		return r.Context(), true
	}
	if !db.ValidMoveKey(key) {
		s.fail(w, r, http.StatusBadRequest, "The form's move key is not valid (8 to 64 letters, digits, - or _): nothing was saved. Reload the page.")
		return nil, false
	}
	if s.answeredBefore(w, r, p, f, key) {
		return nil, false
	}
	return db.WithMoveKey(r.Context(), key), true
}

// answeredBefore answers "already saved" when game f.id recorded key with
// a move, and reports whether it did.
func (s *Server) answeredBefore(w http.ResponseWriter, r *http.Request, p page, f playForm, key string) bool {
	if key == "" {
		return false
	}
	seq, found, err := s.Store.MoveKey(r.Context(), f.id, key)
	if err != nil {
		s.fail(w, r, http.StatusInternalServerError, "The move could not be entered: %s", err.Error())
		return true
	}
	if !found {
		return false
	}
	st, ok := s.load(w, r)
	if !ok {
		return true
	}
	v := s.phoneView(r.Context(), p, st, f.seat, f.secret)
	v.Notice = fmt.Sprintf(p.L.T("Already saved: this move was saved when it was first sent (move %d); it is not counted twice."), seq)
	if seq <= len(st.Game.Moves) {
		g := *st.Game
		g.Moves = append([]sheets.Move(nil), st.Game.Moves[:seq]...)
		if at, err := sheets.Replay(&g); err == nil {
			if m := s.lastMove(at, p.L); m != "" {
				v.Notice += "\n" + m
			}
		}
	}
	w.Header().Set(moveKeyHeader, "already-saved")
	s.render(w, http.StatusOK, "phone.html", v)
	return true
}

// keyUsed reports whether err says the form's key was recorded by a move
// saved meanwhile (the same form sent twice at once).
func keyUsed(err error) bool { return errors.Is(err, db.ErrMoveKeyUsed) }
