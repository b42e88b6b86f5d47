package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// Digital dice on the phone (issue 37), as the seed apps have them: the
// server throws (the terminal's dialogue and roller, table.DigitalPlay),
// the throw saved in the turn's draft before any page shows it, so that
// every phone and the television draw the same dice and a reload never
// throws again; a tap keeps a die (sets it aside in a 5000) and a second
// tap releases it, saved and shared; at most three throws, then the box.
// P10: after the third throw, nothing chosen, the Expert's box is written
// when the deadline — decided and stored here, on the server's clock —
// passes: by the server itself (Sweep, every Poll), whether or not a page
// is open, as the terminal writes it whether or not a key is pressed. The
// page only counts the seconds down; any tap stops the clock.

// digitalView is a digital turn as a phone draws it.
type digitalView struct {
	ID     int64
	Moves  int
	Token  string
	Seat   int
	Engine string // boxes, five, sackson
	Rolled bool
	Dice   []dieView
	Throws int
	Max    int // throws allowed (Penta and Yam's), 0 for no limit
	// Again and Submit are the boxes' "throw again" and « Valider le
	// tour »; SetAside is a 5000's set-aside of the dice tapped.
	Again, Submit, SetAside bool
	Title                   string
	// Desc is what the terminal says under the question: the best box
	// now, the Expert's advice asked for, a sacrifice that cannot be
	// avoided (P10's clock is the page's own line).
	Desc    string
	Options []table.Option
	Default string
	// Left is P10's seconds left, 0 without a running clock; Stopped
	// says a tap stopped it.
	Left    int
	Clock   bool
	Refused string
	Said    string
}

type dieView struct {
	N    int // 1-based
	Face uint8
	Held bool
}

// pips are the dots of each face on a 3×3 grid, left to right, top down.
var pips = map[uint8][]int{1: {4}, 2: {2, 6}, 3: {2, 4, 6}, 4: {0, 2, 6, 8}, 5: {0, 2, 4, 6, 8}, 6: {0, 2, 3, 5, 6, 8}}

// Pips says for each of the nine places whether it has a dot.
func (d dieView) Pips() []bool {
	p := make([]bool, 9)
	for _, i := range pips[d.Face] {
		p[i] = true
	}
	return p
}

// now is the server's clock.
func (s *Server) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// digital draws the digital turn of st for a page holding the join link
// (look only: nothing is thrown, nothing written).
func (s *Server) digital(ctx context.Context, l lang.Lang, st *sheets.State, secret string, seat int) (*digitalView, error) {
	dt, err := s.play(ctx, l, st.Game.ID, len(st.Game.Moves), table.DigitalAct{})
	if err != nil {
		return nil, err
	}
	s.noteDeadline(st.Game.ID, dt)
	return s.digitalOf(l, st, secret, seat, dt), nil
}

// digitalShown is the digital turn of st as the television shows it (nil
// for none), a robot to play scheduled.
func (s *Server) digitalShown(l lang.Lang, st *sheets.State) *digitalView {
	s.robotNext(st)
	if !st.Game.Options.Digital || s.Table == nil || st.Finished || !st.Game.Abandoned.IsZero() {
		return nil
	}
	if st.Turn >= 0 && scoring.IsRobot(st.Game.Players[st.Turn]) {
		return nil
	}
	v, err := s.digital(context.Background(), l, st, "", -1)
	if err != nil || !v.Rolled {
		return nil
	}
	return v
}

// digitalOf is the view of dt.
func (s *Server) digitalOf(l lang.Lang, st *sheets.State, secret string, seat int, dt table.DigitalTurn) *digitalView {
	v := &digitalView{ID: st.Game.ID, Moves: len(st.Game.Moves), Token: formToken(secret, st.Game.ID), Seat: seat,
		Rolled: dt.Throws > 0, Throws: dt.Throws, Refused: dt.Refused, Said: dt.Said, Clock: dt.Clock}
	switch st.Game.Kind.Engine() {
	case sheets.EngineBoxes:
		v.Engine, v.Max = "boxes", scoring.MaxThrows
	case sheets.EngineFive:
		v.Engine = "five"
	default:
		v.Engine = "sackson"
	}
	for i, f := range dt.Dice {
		d := dieView{N: i + 1, Face: f}
		if i < len(dt.Held) {
			d.Held = dt.Held[i]
		}
		v.Dice = append(v.Dice, d)
	}
	if !dt.Deadline.IsZero() {
		v.Left = max(0, int((dt.Deadline.Sub(s.now())+time.Second-1)/time.Second))
	}
	if a := dt.Asked; a != nil {
		v.Title, v.Default = a.Title, a.Default
		var desc []string
		for _, line := range strings.Split(a.Description, "\n") {
			if !(v.Clock && strings.Contains(line, "(P10)")) && strings.TrimSpace(line) != "" {
				desc = append(desc, line)
			}
		}
		v.Desc = strings.Join(desc, "\n")
		switch a.Kind {
		case "multi":
			v.SetAside = v.Engine == "five"
		default:
			for _, o := range a.Options {
				switch {
				case v.Engine == "boxes" && o.Value == "keep":
					v.Again = true
				case v.Engine == "boxes" && o.Value == "score":
					v.Submit = true
				case v.Engine == "boxes" && o.Value == "back" && dt.Throws >= v.Max:
					// no throw left to go back to
				default:
					v.Options = append(v.Options, o)
				}
			}
		}
	}
	return v
}

// handleDigital takes one tap of a digital turn: act roll, again, tap
// (die), answer (v) or look; with the join link and the form's token
// only, on the position the page was drawn on.
func (s *Server) handleDigital(w http.ResponseWriter, r *http.Request) {
	f, ok := s.readPlay(w, r)
	if !ok {
		return
	}
	act := table.DigitalAct{Now: s.now()}
	a := r.PostForm.Get("act")
	switch {
	case r.PostForm.Has("v"):
		act.Answers = []string{r.PostForm.Get("v")}
	case a == "roll":
		act.Roll = true
	case a == "again":
		act.Again = true
	case a == "aside":
		act.Aside = true
	case strings.HasPrefix(a, "tap:"):
		n, err := strconv.Atoi(a[len("tap:"):])
		if err != nil || n < 1 || n > scoring.Dice5000 {
			s.fail(w, r, http.StatusBadRequest, "The die tapped is not one of the dice (1 to 6): nothing was saved.")
			return
		}
		act.Tap = n
	case a == "look":
	default:
		s.fail(w, r, http.StatusBadRequest, "The form's action is not one of roll, again, aside, tap or look: nothing was saved.")
		return
	}
	p := s.page(w, r, "")
	p.Body = "phone"
	p.Other = strings.Replace(p.Other, "/digital/phone", "/phone", 1) // the switch leads to the phone page
	dt, err := s.play(r.Context(), p.L, f.id, f.moves, act)
	var stale *sheets.StaleError
	switch {
	case errors.As(err, &stale):
		st, ok := s.load(w, r)
		if !ok {
			return
		}
		v := s.phoneView(r.Context(), p, st, f.seat, f.secret)
		v.Notice, v.Refused = s.staleText(p, st, stale), true
		s.render(w, http.StatusConflict, "phone.html", v)
		return
	case errors.Is(err, table.ErrRobotTurn):
		s.fail(w, r, http.StatusConflict, "A robot plays this turn: its moves appear on the page as it plays.")
		return
	case err != nil:
		s.fail(w, r, http.StatusInternalServerError, "The move could not be entered: %s", err.Error())
		return
	}
	s.hub.poke()
	if dt.Saved {
		s.moved(f.id)
		back := fmt.Sprintf("/games/%d/phone?saved=%d", f.id, f.moves+1)
		if f.seat >= 0 {
			back += fmt.Sprintf("&seat=%d", f.seat)
		}
		if dt.Refused != "" { // too late: the Expert's box was written (P10)
			back += "&late=1"
		}
		http.Redirect(w, r, back, http.StatusSeeOther)
		return
	}
	s.noteDeadline(f.id, dt)
	st, ok := s.load(w, r)
	if !ok {
		return
	}
	v := s.phoneView(r.Context(), p, st, f.seat, f.secret)
	if v.Digital != nil && len(st.Game.Moves) == f.moves { // the answer's own question: a hint, a refusal
		v.Digital = s.digitalOf(p.L, st, f.secret, f.seat, dt)
	}
	status := http.StatusOK
	if dt.Refused != "" {
		status = http.StatusUnprocessableEntity
	}
	s.render(w, status, "phone.html", v)
}

// play runs one act on game id's digital turn, one at a time per game: two
// phones tapping Roll together throw once, two taps both count.
func (s *Server) play(ctx context.Context, l lang.Lang, id int64, moves int, act table.DigitalAct) (table.DigitalTurn, error) {
	mu, _ := s.turns.LoadOrStore(id, &sync.Mutex{})
	mu.(*sync.Mutex).Lock()
	defer mu.(*sync.Mutex).Unlock()
	var said strings.Builder
	return s.Table(l, &said).DigitalPlay(ctx, id, moves, act)
}

// due is what the server does of itself, by game: P10's box when its
// deadline passes, a robot's move at the table's pace.
type due struct {
	mu sync.Mutex
	at map[int64]time.Time
}

func (d *due) set(id int64, at time.Time) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.at == nil {
		d.at = map[int64]time.Time{}
	}
	if old, ok := d.at[id]; !ok || at.Before(old) {
		d.at[id] = at
	}
}

// take removes and returns the games due at now.
func (d *due) take(now time.Time) []int64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	var ids []int64
	for id, at := range d.at {
		if !now.Before(at) {
			ids = append(ids, id)
			delete(d.at, id)
		}
	}
	return ids
}

// noteDeadline keeps P10's deadline of game id for Sweep.
func (s *Server) noteDeadline(id int64, dt table.DigitalTurn) {
	if !dt.Deadline.IsZero() && !dt.Saved {
		s.due.set(id, dt.Deadline)
	}
}

// Sweep does what is due at the server's clock: the Expert's box of a
// P10 deadline passed, a robot's move. Run calls it every Poll; tests
// call it after moving their clock.
func (s *Server) Sweep(ctx context.Context) {
	s.init()
	if s.Table == nil || s.ReadOnly {
		return
	}
	for _, id := range s.due.take(s.now()) {
		st, err := s.Service.Load(ctx, id)
		if err != nil || st.Finished || !st.Game.Abandoned.IsZero() {
			continue
		}
		if st.Turn >= 0 && scoring.IsRobot(st.Game.Players[st.Turn]) {
			s.robotMove(ctx, st)
			continue
		}
		dt, err := s.play(ctx, lang.EN, id, len(st.Game.Moves), table.DigitalAct{Now: s.now()})
		if err != nil {
			continue
		}
		if dt.Saved {
			s.hub.poke()
			s.moved(id)
		} else {
			s.noteDeadline(id, dt)
		}
	}
}

// sweep calls Sweep every Poll until ctx ends.
func (s *Server) sweep(ctx context.Context) {
	newTicker := s.SweepTicker
	if newTicker == nil {
		newTicker = func(d time.Duration) (<-chan time.Time, func()) {
			t := time.NewTicker(d)
			return t.C, t.Stop
		}
	}
	tick, stop := newTicker(s.Poll)
	defer stop()
	s.resume(ctx)
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick:
			s.Sweep(ctx)
		}
	}
}

// resume finds, as the server starts, what was due when it stopped: the
// games in progress with a robot to play or P10's deadline in their
// turn's draft (written at once when it passed meanwhile).
func (s *Server) resume(ctx context.Context) {
	if s.Table == nil || s.ReadOnly {
		return
	}
	list, err := s.Service.Games(ctx, sheets.GamesQuery{Limit: 500})
	if err != nil {
		return
	}
	for _, g := range list {
		if g.Finished || g.Abandoned {
			continue
		}
		st, err := s.Service.Load(ctx, g.ID)
		if err != nil {
			continue
		}
		s.robotNext(st)
		if st.Game.Options.Digital {
			s.digital(ctx, lang.EN, st, "", -1) // notes the deadline
		}
	}
	s.Sweep(ctx)
}
