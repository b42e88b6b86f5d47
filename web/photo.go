package web

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/vision"
)

// The dice read from a photo on the phone (issue 38): the keypad's camera
// button sends the photo here; the server reads it (vision.Read) and
// answers the dice, each with its box on the photo and how sure the reader
// is, for the keypad to pre-fill (web/assets/keypad.js), or without
// JavaScript the phone page with the dice typed in the field. Nothing is
// saved here and the photo is not kept: the move is saved only by the
// keypad's own OK (POST /games/{id}/play), once a person has confirmed it.

// maxPhoto is the largest photo accepted, in bytes of the request.
const maxPhoto = 16 << 20

// photoAnswer is the JSON answer of a photo read, for keypad.js.
type photoAnswer struct {
	pages.DicePhotoJSON
	// Want is how many dice the question takes, Count says whether the
	// photo shows that many ("" when it does).
	Want  int    `json:"want"`
	Count string `json:"count,omitempty"`
	// Error is why the photo was not read ("" when it was).
	Error string `json:"error,omitempty"`
}

func (s *Server) handlePhoto(w http.ResponseWriter, r *http.Request) {
	p := s.page(w, r, "")
	l := p.L
	js := strings.Contains(r.Header.Get("Accept"), "application/json")
	refuse := func(status int, said string) {
		if js {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(status)
			_ = json.NewEncoder(w).Encode(photoAnswer{Error: said})
			return
		}
		s.fail(w, r, status, "%s", said)
	}
	if err := r.ParseMultipartForm(1 << 20); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			refuse(http.StatusRequestEntityTooLarge, l.T("The photo is too large (16 MB at most): nothing was saved."))
			return
		}
		refuse(http.StatusBadRequest, l.T("The photo could not be read from the form: nothing was saved."))
		return
	}
	defer func() { _ = r.MultipartForm.RemoveAll() }()
	f, ok := s.readPlay(w, r) // the same checks as a move: cookie, token, position, not read-only
	if !ok {
		return
	}
	st, ok := s.load(w, r)
	if !ok {
		return
	}
	if st.Finished || !st.Game.Abandoned.IsZero() {
		refuse(http.StatusConflict, l.T("The game takes no more moves."))
		return
	}
	if len(st.Game.Moves) != f.moves {
		refuse(http.StatusConflict, l.T("Not saved: the game moved on before your answer arrived (another phone or the terminal wrote first)."))
		return
	}
	want, _ := strconv.Atoi(r.PostForm.Get("n"))
	if want < 0 || want > 6 {
		want = 0
	}
	file, _, err := r.FormFile("photo")
	if err != nil {
		refuse(http.StatusBadRequest, l.T("No photo was sent: choose or take one."))
		return
	}
	defer file.Close()
	reading, err := vision.Read(file, want)
	if err != nil {
		// the reader's own words say why (the size refused, where the file
		// was cut), as scorepad dice says them
		said := l.T("The photo could not be read: nothing was saved.")
		var ve interface{ Msg() lang.Msg }
		if errors.As(err, &ve) {
			said += " " + l.Say(lang.Whole(ve.Msg()))
		}
		refuse(http.StatusUnprocessableEntity, said)
		return
	}
	ans := photoAnswer{DicePhotoJSON: pages.DicePhoto("", reading, l), Want: want}
	if len(reading.Dice) == 0 {
		ans.Count = l.T("No die was found on the photo: enter the dice by hand.")
	} else if want > 0 && len(reading.Dice) != want {
		ans.Count = l.T("The photo does not show the number of dice the question takes: check them.")
	}
	if js {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		_ = json.NewEncoder(w).Encode(ans)
		return
	}
	// without JavaScript: the phone page, the dice typed in the field
	p.Body = "phone"
	v := s.phoneView(r.Context(), p, st, f.seat, f.secret)
	if v.Entry != nil && v.Entry.Asked != nil && v.Entry.Asked.Kind == "input" && v.Entry.Asked.Dice {
		v.Entry.Asked.Value = strings.ReplaceAll(pages.DiceTyped(reading), "?", "")
	}
	said := append([]string{l.T("Dice read from the photo: check them, then OK (nothing is saved before).")}, ans.Problems...)
	if ans.Count != "" {
		said = append(said, ans.Count)
	}
	v.Notice, v.Refused = strings.Join(said, "\n"), !reading.Sure || ans.Count != ""
	s.render(w, http.StatusOK, "phone.html", v)
}
