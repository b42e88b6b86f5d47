package web

import (
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// Correcting a game from a phone, /games/ID/manage (issue 37): undo the
// last change, correct a past move, abandon the game — each what the
// command of the same name does (Actions: undo, edit, abandon, their
// words), each asked to confirm first, as the table's menu asks, with the
// game's join link or the table's. Every form carries the version of the
// game it was drawn on: when the game changed meanwhile (another phone,
// the terminal, the same form sent twice), nothing is done and the page
// says so.

type manageView struct {
	page
	ID      int64
	Game    string
	Version string
	Status  string
	Moves   []table.Option
	// Why says why nothing can be changed here ("" when it can).
	Why   string
	Token string
	// Live: the game takes changes (not abandoned).
	Live bool
	// UndoText says what undo would take back; UndoRefused why it cannot.
	UndoText    string
	UndoRefused template.HTML
	Confirm     *confirmView
	Step        *formStep
	// Done is what the command said it did.
	Done  template.HTML
	Error template.HTML
}

// confirmView asks to confirm an action: the question, what it does, and
// the form that does it.
type confirmView struct {
	Title, Desc string
	// Command is the command line that does the same.
	Command string
	Action  string
	Hidden  []hiddenField
	Answers []string
	Yes, No string
}

func (s *Server) manageView(r *http.Request, p page, st *sheets.State) manageView {
	l := p.L
	id := st.Game.ID
	v := manageView{page: p, ID: id, Game: st.Game.Kind.Name(), Version: stateVersion(st), Status: pages.SheetStatus(st, l), Live: st.Game.Abandoned.IsZero()}
	v.Title = fmt.Sprintf(l.T("Correct game %d"), id)
	var out strings.Builder
	if s.Actions != nil {
		v.Moves = s.Actions(l, &out).Moves(st)
	}
	secret := s.joined(r, id)
	switch {
	case !s.writes():
		v.Why = l.T("This server only shows the games (serve --read-only).")
	case secret == "":
		v.Why = l.T("To correct this game from this phone, open the game's join link or the table's link (their QR codes are on the screen of the computer running scorepad serve).")
	default:
		v.Token = formToken(secret, id)
	}
	if next, err := s.Service.NextUndo(r.Context(), st); err == nil {
		v.UndoText = undoWords(l, st, next, v.Moves)
	} else {
		v.UndoRefused = ruleLinked(lang.ErrorText(err, l))
	}
	return v
}

// undoWords says what undo would take back: the edit of a move or the
// last move, with the move as the list numbers it.
func undoWords(l lang.Lang, st *sheets.State, u sheets.Undone, moves []table.Option) string {
	line := ""
	if n := u.Move.Seq; n >= 1 && n <= len(moves) {
		line = strings.TrimPrefix(moves[n-1].Label, fmt.Sprintf("%d · ", n)) // the number is said before
	}
	if u.Edit != nil {
		return fmt.Sprintf(l.T("The correction of move %d (the move will read as before): %s"), u.Move.Seq, line)
	}
	return fmt.Sprintf(l.T("Move %d: %s"), u.Move.Seq, line)
}

// handleManage draws the page; ?do=undo or ?do=abandon asks to confirm,
// ?do=edit starts the edit form.
func (s *Server) handleManage(w http.ResponseWriter, r *http.Request) {
	st, ok := s.load(w, r)
	if !ok {
		return
	}
	p := s.page(w, r, "")
	p.Body = "manage"
	v := s.manageView(r, p, st)
	if v.Token != "" && v.Live {
		switch r.URL.Query().Get("do") {
		case "undo":
			if v.UndoText != "" {
				v.Confirm = s.confirmUndo(p.L, st, v)
			}
		case "abandon":
			v.Confirm = confirmAbandon(p.L, st, v)
		case "edit":
			s.editStep(w, r, p, st, v, nil)
			return
		}
	}
	s.render(w, http.StatusOK, "manage.html", v)
}

func (s *Server) confirmUndo(l lang.Lang, st *sheets.State, v manageView) *confirmView {
	return &confirmView{Title: fmt.Sprintf(l.T("Undo the last change of game %d?"), st.Game.ID), Desc: v.UndoText,
		Command: fmt.Sprintf("scorepad undo %d", st.Game.ID), Action: fmt.Sprintf("/games/%d/undo", st.Game.ID),
		Hidden: v.hidden(), Yes: l.T("Yes, undo it"), No: l.T("No, keep it")}
}

func confirmAbandon(l lang.Lang, st *sheets.State, v manageView) *confirmView {
	id := st.Game.ID
	return &confirmView{Title: fmt.Sprintf(l.T("Abandon game %d?"), id), Desc: l.T("It stays in the list (games --all) but takes no more moves and leaves the statistics."),
		Command: fmt.Sprintf("scorepad abandon %d", id), Action: fmt.Sprintf("/games/%d/abandon", id),
		Hidden: v.hidden(), Yes: l.T("Yes, abandon it"), No: l.T("No, keep playing")}
}

// hidden are the fields every form of the page carries: the token and
// the game's version.
func (v manageView) hidden() []hiddenField {
	return []hiddenField{{"t", v.Token}, {"version", v.Version}}
}

// readManage reads a form of the page and checks that it may change game
// st: a form that reads, a server that writes, a link opened in this
// browser, the form's token, the game's version unchanged. A refusal is
// answered (nothing changed) and ok false.
func (s *Server) readManage(w http.ResponseWriter, r *http.Request) (st *sheets.State, p page, ok bool) {
	if err := r.ParseForm(); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			s.fail(w, r, http.StatusRequestEntityTooLarge, "The form is too large: nothing was saved.")
			return nil, p, false
		}
		s.fail(w, r, http.StatusBadRequest, "The form could not be read: nothing was saved.")
		return nil, p, false
	}
	if !s.writes() {
		s.fail(w, r, http.StatusForbidden, "This server only shows the games (serve --read-only): nothing was saved.")
		return nil, p, false
	}
	if st, ok = s.load(w, r); !ok {
		return nil, p, false
	}
	secret := s.joined(r, st.Game.ID)
	if secret == "" {
		s.fail(w, r, http.StatusForbidden, "Nothing was changed: this browser has opened neither the game's join link nor the table's (or the link was replaced).")
		return nil, p, false
	}
	if !validToken(secret, st.Game.ID, r.PostForm.Get("t")) {
		s.fail(w, r, http.StatusForbidden, "Nothing was saved: the form's anti-forgery token is wrong. Reload the page and enter again.")
		return nil, p, false
	}
	p = s.page(w, r, "")
	p.Body = "manage"
	p.Other = fmt.Sprintf("/games/%d/manage?lang=%s", st.Game.ID, otherLang(p.L))
	if r.PostForm.Get("version") != stateVersion(st) {
		v := s.manageView(r, p, st)
		v.Error = template.HTML(template.HTMLEscapeString(p.L.T("Nothing was changed: the game changed since this page was drawn (another phone or the terminal wrote, or the form was sent twice). Here it is now.")))
		s.render(w, http.StatusConflict, "manage.html", v)
		return nil, p, false
	}
	return st, p, true
}

func otherLang(l lang.Lang) string {
	if l == lang.FR {
		return lang.EN.String()
	}
	return lang.FR.String()
}

// handleUndo takes back the last change, once confirmed (confirm=yes).
func (s *Server) handleUndo(w http.ResponseWriter, r *http.Request) {
	st, p, ok := s.readManage(w, r)
	if !ok {
		return
	}
	if r.PostForm.Get("confirm") != table.Yes {
		http.Redirect(w, r, fmt.Sprintf("/games/%d/manage?do=undo", st.Game.ID), http.StatusSeeOther)
		return
	}
	s.act(w, r, p, st.Game.ID, func(do table.Actions) error { return do.Undo(st.Game.ID) })
}

// handleAbandon abandons the game, once confirmed.
func (s *Server) handleAbandon(w http.ResponseWriter, r *http.Request) {
	st, p, ok := s.readManage(w, r)
	if !ok {
		return
	}
	if r.PostForm.Get("confirm") != table.Yes {
		http.Redirect(w, r, fmt.Sprintf("/games/%d/manage?do=abandon", st.Game.ID), http.StatusSeeOther)
		return
	}
	s.act(w, r, p, st.Game.ID, func(do table.Actions) error { return do.Abandon(st.Game.ID) })
}

// act runs a command of the menu on game id and draws the page with what
// it said, or its refusal (422, its rule linked).
func (s *Server) act(w http.ResponseWriter, r *http.Request, p page, id int64, run func(do table.Actions) error) {
	var said strings.Builder
	do := s.Actions(p.L, &said)
	err := run(do)
	if err != nil {
		if _, refusal := do.Refusal(err); !refusal {
			s.fail(w, r, http.StatusInternalServerError, "Nothing was changed: %s", err.Error())
			return
		}
	}
	s.hub.poke()
	st, err2 := s.Service.Load(r.Context(), id)
	if err2 != nil {
		s.fail(w, r, http.StatusInternalServerError, "The database could not be read.")
		return
	}
	v := s.manageView(r, p, st)
	status := http.StatusOK
	if err != nil {
		v.Error, status = ruleLinked(s.refusalText(do, err, p.L)), http.StatusUnprocessableEntity
	} else {
		v.Done = ruleLinked(strings.TrimRight(said.String(), "\n"))
	}
	s.render(w, status, "manage.html", v)
}

// handleEdit answers the edit form (table.EditForm, one question at a
// time); whole, it asks to confirm the correction, as scorepad edit's
// flags write it, then corrects as scorepad edit does.
func (s *Server) handleEdit(w http.ResponseWriter, r *http.Request) {
	st, p, ok := s.readManage(w, r)
	if !ok {
		return
	}
	v := s.manageView(r, p, st)
	s.editStep(w, r, p, st, v, r.PostForm)
}

// editStep runs the edit form of st answered from form (nil: its first
// question).
func (s *Server) editStep(w http.ResponseWriter, r *http.Request, p page, st *sheets.State, v manageView, form url.Values) {
	l := p.L
	if !v.Live || len(st.Game.Moves) == 0 || v.Token == "" {
		s.render(w, http.StatusOK, "manage.html", v)
		return
	}
	answers := stepAnswers(form)
	var said strings.Builder
	t := s.Table(l, &said)
	var e table.Edit
	step, done, err := t.FormStep(st, answers, func(t *table.Table) error {
		var err error
		e, err = t.EditForm(st, v.Moves)
		return err
	})
	if err != nil {
		s.fail(w, r, http.StatusInternalServerError, "The form could not be drawn: reload the page.")
		return
	}
	action := fmt.Sprintf("/games/%d/edit", st.Game.ID)
	if !done {
		v.Step = stepOf(action, "post", v.hidden(), step)
		status := http.StatusOK
		if step.Refused != "" {
			status = http.StatusUnprocessableEntity
		}
		s.render(w, status, "manage.html", v)
		return
	}
	if form.Get("confirm") != table.Yes {
		line := ""
		if e.Seq >= 1 && e.Seq <= len(v.Moves) {
			line = v.Moves[e.Seq-1].Label
		}
		v.Confirm = &confirmView{Title: fmt.Sprintf(l.T("Correct move %d of game %d?"), e.Seq, st.Game.ID),
			Desc:    fmt.Sprintf(l.T("It reads now: %s. Every later move is checked again; nothing changes if one no longer holds."), line),
			Command: strings.Join(append([]string{fmt.Sprintf("scorepad edit %d --move %d", st.Game.ID, e.Seq)}, table.ArgsOf(e.Move)...), " "),
			Action:  action, Hidden: append(v.hidden(), hiddenField{"k", "done"}), Answers: answers,
			Yes: l.T("Yes, correct it"), No: l.T("No, leave it")}
		s.render(w, http.StatusOK, "manage.html", v)
		return
	}
	s.act(w, r, p, st.Game.ID, func(do table.Actions) error { return do.Edit(st.Game.ID, e) })
}
