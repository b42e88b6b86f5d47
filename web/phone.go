package web

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// The player view, /games/ID/phone?seat=N: one player's sheet on a phone,
// the others a tap away; with the join link, the form that enters the
// move — the dialogue of the terminal, question by question (table.Step):
// the legal boxes with their points for the dice entered, the hint on
// request, a 5000 set-aside and bank, a Sackson split.

type phoneView struct {
	page
	ID      int64
	Version string
	Game    string
	Status  string
	Seat    int
	// Pinned is the seat asked for in the address, -1 when the view
	// follows the player to move.
	Pinned  int
	Name    string
	Players []playerLink
	Sheet   template.HTML
	Last    string
	Entry   *entryForm
	// NoEntry says why there is no form (read only, no join link, the
	// game is over).
	NoEntry string
	// Notice is the answer to the last form: saved, or refused and why.
	Notice  string
	Refused bool
	// Digital is the turn of digital dice (digital.go), instead of Entry.
	Digital *digitalView
}

// entryForm is the question the dialogue asks next.
type entryForm struct {
	ID      int64
	Moves   int
	Token   string
	Seat    int
	Answers []string
	Asked   *table.Asked
	Refused string
	Rule    string // the rule behind Refused (keypad.go links it)
	Said    string
}

func (s *Server) phoneView(ctx context.Context, p page, st *sheets.State, seat int, secret string) phoneView {
	l := p.L
	pinned := seat
	if seat < 0 || seat >= len(st.Game.Players) {
		seat, pinned = max(st.Turn, 0), -1
	}
	shown := pages.ForDisplay(st)
	v := phoneView{page: p, ID: st.Game.ID, Version: stateVersion(st), Game: st.Game.Kind.Name(), Seat: seat, Pinned: pinned, Name: shown.Game.Players[seat]}
	v.Title = fmt.Sprintf(l.T("%s — game %d"), v.Name, st.Game.ID)
	v.Status = pages.SheetStatus(st, l)
	for i, name := range shown.Game.Players {
		v.Players = append(v.Players, playerLink{Seat: i, Name: name, Turn: !st.Finished && st.Turn == i})
	}
	var b bytes.Buffer
	pages.SheetHTML(&b, st, l, seat)
	v.Sheet = template.HTML(b.String())
	v.Last = s.lastMove(st, l)
	s.robotNext(st) // a robot to play plays at the table's pace (robot.go)
	robot := st.Turn >= 0 && st.Turn < len(st.Game.Players) && scoring.IsRobot(st.Game.Players[st.Turn])
	switch {
	case st.Finished || !st.Game.Abandoned.IsZero():
		v.NoEntry = l.T("The game takes no more moves.")
	case s.ReadOnly || s.Table == nil:
		v.NoEntry = l.T("This server only shows the games (serve --read-only).")
	case secret == "":
		v.NoEntry = l.T("To enter moves from this phone, open the game's join link (its QR code is on the screen of the computer running scorepad serve).")
	case robot:
		v.NoEntry = fmt.Sprintf(l.T("%s plays its own turns: each move appears here with how it was played."), v.Players[st.Turn].Name)
	case st.Game.Options.Digital:
		dv, err := s.digital(ctx, l, st, secret, pinned)
		if err != nil {
			v.NoEntry = l.T("The form could not be drawn: reload the page.")
			break
		}
		v.Digital = dv
	default:
		var said strings.Builder
		step, err := s.Table(l, &said).Step(ctx, st.Game.ID, len(st.Game.Moves), nil)
		if err != nil || step.Asked == nil {
			v.NoEntry = l.T("The form could not be drawn: reload the page.")
			break
		}
		v.Entry = &entryForm{ID: st.Game.ID, Moves: len(st.Game.Moves), Token: formToken(secret, st.Game.ID), Seat: pinned, Answers: step.Answers, Asked: step.Asked, Refused: step.Refused, Rule: step.Rule, Said: step.Said}
	}
	return v
}

func (s *Server) handlePhone(w http.ResponseWriter, r *http.Request) {
	st, ok := s.load(w, r)
	if !ok {
		return
	}
	p := s.page(w, r, "")
	p.Body = "phone"
	v := s.phoneView(r.Context(), p, st, seatParam(r.URL.Query().Get("seat")), s.joined(r, st.Game.ID))
	if r.URL.Query().Get("saved") != "" && v.Last != "" {
		v.Notice = v.Last
		if r.URL.Query().Get("late") != "" { // a tap after P10's deadline (digital.go)
			v.Notice, v.Refused = p.L.T("Too late: the 3 seconds had run out and the computer had written its box (P10).")+"\n"+v.Last, true
		}
	}
	if r.URL.Query().Get("order") != "" && len(st.Game.Moves) == 0 {
		v.Notice = s.orderText(st.Game.ID, p.L) // the game just started from /new (new.go)
	}
	s.render(w, http.StatusOK, "phone.html", v)
}

// handlePlay takes one answer of the entry form: with the join link's
// cookie and the form's token only; the dialogue runs on the position the
// form was drawn on (moves), or refuses.
func (s *Server) handlePlay(w http.ResponseWriter, r *http.Request) {
	f, ok := s.readPlay(w, r)
	if !ok {
		return
	}
	p := s.page(w, r, "")
	p.Body = "phone"
	ctx, ok := s.keyed(w, r, p, f) // the move's key: sent twice, applied once (idem.go)
	if !ok {
		return
	}
	var said strings.Builder
	step, err := s.Table(p.L, &said).Step(ctx, f.id, f.moves, f.answers)
	var stale *sheets.StaleError
	switch {
	case (keyUsed(err) || errors.As(err, &stale)) && s.answeredBefore(w, r, p, f, r.PostForm.Get("idem")):
	case errors.As(err, &stale):
		st, ok := s.load(w, r)
		if !ok {
			return
		}
		v := s.phoneView(r.Context(), p, st, f.seat, f.secret)
		v.Notice, v.Refused = s.staleText(p, st, stale), true
		s.render(w, http.StatusConflict, "phone.html", v)
	case err != nil:
		s.fail(w, r, http.StatusInternalServerError, "The move could not be entered: %s", err.Error())
	case step.Saved:
		s.hub.poke()
		s.moved(f.id) // a robot to play next plays (robot.go)
		back := fmt.Sprintf("/games/%d/phone?saved=%d", f.id, f.moves+1)
		if f.seat >= 0 {
			back += fmt.Sprintf("&seat=%d", f.seat)
		}
		http.Redirect(w, r, back, http.StatusSeeOther)
	default:
		s.renderStep(w, r, p, f, step)
	}
}

// playForm is one answer of the entry form, read and allowed.
type playForm struct {
	id      int64
	secret  string // the join link's secret, from the browser's cookie
	moves   int    // the position the form was drawn on
	seat    int    // the player the page shows, -1 for none
	answers []string
}

// readPlay reads the entry form of r and checks that it may enter a move:
// a game, a form that reads, a server that writes, the join link opened
// in this browser, the form's token and its position. A refusal is
// answered with why, nothing saved, and ok false.
func (s *Server) readPlay(w http.ResponseWriter, r *http.Request) (f playForm, ok bool) {
	id, ok := gameID(r)
	if !ok {
		s.fail(w, r, http.StatusNotFound, "No such game.")
		return f, false
	}
	if err := r.ParseForm(); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			s.fail(w, r, http.StatusRequestEntityTooLarge, "The form is too large: nothing was saved.")
			return f, false
		}
		s.fail(w, r, http.StatusBadRequest, "The form could not be read: nothing was saved.")
		return f, false
	}
	if s.ReadOnly || s.Table == nil {
		s.fail(w, r, http.StatusForbidden, "This server only shows the games (serve --read-only): nothing was saved.")
		return f, false
	}
	secret := s.joined(r, id)
	if secret == "" {
		s.fail(w, r, http.StatusForbidden, "Nothing was saved: this browser has not opened the game's join link (or the link was replaced).")
		return f, false
	}
	if !validToken(secret, id, r.PostForm.Get("t")) {
		s.fail(w, r, http.StatusForbidden, "Nothing was saved: the form's anti-forgery token is wrong. Reload the page and enter again.")
		return f, false
	}
	moves, err := strconv.Atoi(r.PostForm.Get("moves"))
	if err != nil || moves < 0 {
		s.fail(w, r, http.StatusBadRequest, "The form has no position: nothing was saved. Reload the page.")
		return f, false
	}
	return playForm{id: id, secret: secret, moves: moves, seat: seatParam(r.PostForm.Get("seat")), answers: formAnswers(r.PostForm)}, true
}

// formAnswers are the answers the form carries (a) and the one it sends:
// the dice ticked (m), or the value typed or chosen (v), a ? after it
// when the hint was asked.
func formAnswers(form url.Values) []string {
	answers := append([]string(nil), form["a"]...)
	switch form.Get("k") {
	case "multi":
		return append(answers, strings.Join(form["m"], ","))
	case "input":
		v := form.Get("v")
		if form.Get("hint") != "" {
			v = strings.TrimSpace(v) + "?"
		}
		return append(answers, v)
	default:
		return append(answers, form.Get("v"))
	}
}

// renderStep draws the phone page with the dialogue's next question (or
// none, when it has nothing to ask), a refusal answered 422.
func (s *Server) renderStep(w http.ResponseWriter, r *http.Request, p page, f playForm, step table.Step) {
	st, ok := s.load(w, r)
	if !ok {
		return
	}
	v := s.phoneView(r.Context(), p, st, f.seat, f.secret)
	if step.Asked == nil {
		v.Entry = nil
	} else if v.Entry != nil {
		v.Entry.Answers, v.Entry.Asked, v.Entry.Refused, v.Entry.Rule, v.Entry.Said = step.Answers, step.Asked, step.Refused, step.Rule, step.Said
	}
	status := http.StatusOK
	if step.Refused != "" {
		status = http.StatusUnprocessableEntity
	}
	s.render(w, status, "phone.html", v)
}

// staleText says what happened since the form was drawn: the moves saved
// meanwhile, as the terminal said them, or a move taken back.
func (s *Server) staleText(p page, st *sheets.State, e *sheets.StaleError) string {
	l := p.L
	var said []string
	if e.Now > e.Want {
		for n := e.Want + 1; n <= e.Now && n <= len(st.Game.Moves); n++ {
			g := *st.Game
			g.Moves = append([]sheets.Move(nil), st.Game.Moves[:n]...)
			if at, err := sheets.Replay(&g); err == nil {
				if m := s.lastMove(at, l); m != "" {
					said = append(said, m)
				}
			}
		}
	}
	head := l.T("Not saved: the game moved on before your answer arrived (another phone or the terminal wrote first).")
	if e.Now < e.Want {
		head = l.T("Not saved: a move was taken back before your answer arrived.")
	}
	tail := l.T("Here is the position now: enter again if need be.")
	return strings.Join(append(append([]string{head}, said...), tail), "\n")
}
