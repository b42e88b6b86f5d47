package table

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// A turn in progress is saved as it is typed (issue 16): every answer given
// since the turn began and every digital die thrown, in the game's draft
// (sheets.Drafts), each step in its own transaction and every throw before
// it is shown. A pause, Ctrl-C, a crash or a look at the sheets resumes the
// turn exactly there: the turn's dialogue runs again, answered from the
// draft, the dice drawn from it. u takes back the last thing typed, then
// whole moves. The draft is never a move: the store deletes it in the
// transaction that appends the accepted move.

// draft is the turn in progress as saved (JSON in the store).
type draft struct {
	Answers []answer `json:"answers,omitempty"`
	// Rolled holds the digital dice thrown this turn, in order: a throw
	// replayed, or thrown again after an undo, draws the same dice.
	Rolled []uint8 `json:"rolled,omitempty"`
	// Digital is the dice the turn began with: a turn in progress ends
	// with them when the game's dice change meanwhile (absent in drafts
	// saved before: the game's dice).
	Digital *bool `json:"digital,omitempty"`
	// Held, Deadline and Stopped are the turn as a page plays it
	// (webdigital.go): the dice tapped, P10's deadline (Unix ms) and
	// whether a tap stopped its clock; the terminal keeps them as read.
	Held     []bool `json:"held,omitempty"`
	Deadline int64  `json:"deadline,omitempty"`
	Stopped  bool   `json:"stopped,omitempty"`
}

// answer is one answer given in the turn.
type answer struct {
	Question string   `json:"kind"` // input, select, multi, confirm
	Value    string   `json:"value,omitempty"`
	Values   []string `json:"values,omitempty"`
	// Title and Said are the question and the answer as shown, for the
	// message when it is taken back.
	Title string `json:"title,omitempty"`
	Said  string `json:"said,omitempty"`
}

// recorder is the Prompter of a human turn: it answers from the draft
// first, then asks the person and saves each answer before returning it.
type recorder struct {
	inner  Prompter
	t      *Table
	id     int64
	moves  int // moves in the game when the turn began
	d      draft
	pos    int  // answers replayed so far
	rolled int  // dice drawn so far
	fresh  bool // a die was drawn, not replayed, since the last throw was saved
}

// notRecorded are Select values that change nothing in the turn: the
// commands (handled by the table) and the hint.
var notRecorded = map[string]bool{"u": true, "s": true, "p": true, "hint": true, "back": true}

func (r *recorder) replay(kind string) (answer, bool) {
	if r.pos < len(r.d.Answers) {
		a := r.d.Answers[r.pos]
		if a.Question == kind {
			r.pos++
			return a, true
		}
		// the dialogue went elsewhere: what follows no longer applies
		r.d.Answers = r.d.Answers[:r.pos]
	}
	return answer{}, false
}

func (r *recorder) record(a answer) error {
	r.d.Answers = append(r.d.Answers, a)
	r.pos = len(r.d.Answers)
	return r.save()
}

func (r *recorder) save() error {
	data, err := json.Marshal(r.d)
	if err != nil {
		return err
	}
	return r.t.Service.SaveDraft(context.Background(), r.id, r.moves, data)
}

func (r *recorder) Input(q Question) (string, error) {
	if a, ok := r.replay("input"); ok {
		return a.Value, nil
	}
	v, err := r.inner.Input(q)
	if err != nil || IsCommand(v) || strings.HasSuffix(strings.TrimSpace(v), "?") {
		return v, err
	}
	return v, r.record(answer{Question: "input", Value: v, Title: q.Title, Said: strings.TrimSpace(v)})
}

func (r *recorder) Select(title, desc string, opts []Option, def string) (string, error) {
	return r.SelectWithin(title, desc, opts, def, 0)
}

func (r *recorder) SelectWithin(title, desc string, opts []Option, def string, d time.Duration) (string, error) {
	if a, ok := r.replay("select"); ok {
		return a.Value, nil
	}
	var v string
	var err error
	if d > 0 {
		v, err = r.inner.SelectWithin(title, desc, opts, def, d)
	} else {
		v, err = r.inner.Select(title, desc, opts, def)
	}
	if err != nil || notRecorded[v] {
		return v, err
	}
	said := v
	for _, o := range opts {
		if o.Value == v {
			said = o.Label
		}
	}
	return v, r.record(answer{Question: "select", Value: v, Title: title, Said: said})
}

func (r *recorder) MultiSelect(title, desc string, opts []Option, live func([]string) string) ([]string, error) {
	if a, ok := r.replay("multi"); ok {
		return a.Values, nil
	}
	vs, err := r.inner.MultiSelect(title, desc, opts, live)
	if err != nil {
		return vs, err
	}
	var said []string
	for _, v := range vs {
		for _, o := range opts {
			if o.Value == v {
				l, _, _ := strings.Cut(o.Label, "  (")
				said = append(said, l)
			}
		}
	}
	return vs, r.record(answer{Question: "multi", Values: vs, Title: title, Said: orDash(said)})
}

func (r *recorder) Confirm(title, desc string, def bool) (bool, error) {
	if a, ok := r.replay("confirm"); ok {
		return a.Value == "y", nil
	}
	ok, err := r.inner.Confirm(title, desc, def)
	if err != nil {
		return ok, err
	}
	v := "n"
	if ok {
		v = "y"
	}
	return ok, r.record(answer{Question: "confirm", Value: v, Title: title, Said: v})
}

func (r *recorder) Accessible() bool { return r.inner.Accessible() }

// die draws the next digital die of the turn: one already thrown (kept in
// the draft) when there is one, else a new one, kept.
func (r *recorder) die() uint8 {
	if r.rolled < len(r.d.Rolled) {
		f := r.d.Rolled[r.rolled]
		r.rolled++
		return f
	}
	f := r.t.Die()
	r.d.Rolled = append(r.d.Rolled, f)
	r.rolled++
	r.fresh = true
	return f
}

// follower reports an answer that only completes the one before it: the
// set-aside or keep after the dice, "throw again"/"stop", a confirmation.
func follower(a answer, prev *answer) bool {
	switch a.Question {
	case "confirm":
		return true
	case "select":
		return a.Value == "throw" || a.Value == "stop"
	case "multi":
		return prev != nil && (prev.Question == "input" || prev.Value == "keep")
	}
	return false
}

// takeBack removes the last thing typed (with what only completed it)
// and returns what it was, "" when the turn had nothing typed yet.
func (r *recorder) takeBack() ([]answer, error) {
	n := len(r.d.Answers)
	if n == 0 {
		return nil, nil
	}
	i := n - 1
	for i > 0 {
		var prev *answer
		if i > 0 {
			prev = &r.d.Answers[i-1]
		}
		if !follower(r.d.Answers[i], prev) {
			break
		}
		i--
	}
	gone := append([]answer(nil), r.d.Answers[i:]...)
	r.d.Answers = r.d.Answers[:i]
	r.pos = min(r.pos, i)
	return gone, r.save()
}

// forget removes the last n answers: a refused pick, a sacrifice not
// confirmed, a turn the rules refused.
func (t *Table) forget(n int) {
	r := t.rec
	if r == nil || n <= 0 {
		return
	}
	n = min(n, len(r.d.Answers))
	r.d.Answers = r.d.Answers[:len(r.d.Answers)-n]
	r.pos = min(r.pos, len(r.d.Answers))
	if err := r.save(); err != nil {
		t.say("%v\n", err)
	}
}

// die throws one digital die: through the turn's draft when a person is
// at the turn.
func (t *Table) die() uint8 {
	if t.rec != nil {
		return t.rec.die()
	}
	return t.Die()
}

// thrown saves the dice d just drawn before they are shown (issue 16).
func (t *Table) thrown(d []uint8) error {
	if t.onThrow != nil {
		t.onThrow(d)
	}
	if t.rec == nil {
		return nil
	}
	if t.rec.fresh {
		t.rec.fresh = false
		t.rec.d.freshThrow(t.keepsHeld, len(d))
	}
	return t.rec.save()
}

// humanTurn runs turn for st with the person's answers recorded in the
// game's draft, resuming it when one was saved.
func (t *Table) humanTurn(st *sheets.State, turn turner) error {
	ctx := context.Background()
	r := &recorder{inner: t.P, t: t, id: st.Game.ID, moves: len(st.Game.Moves)}
	data, err := t.Service.Draft(ctx, st.Game.ID, r.moves)
	if err != nil {
		return err
	}
	if data != nil {
		if err := json.Unmarshal(data, &r.d); err != nil {
			r.d = draft{} // unreadable: the turn starts again
		}
		if len(r.d.Answers) > 0 {
			var said []string
			for _, a := range r.d.Answers {
				said = append(said, a.Said)
			}
			t.say("%s %s\n", t.T("Turn in progress:"), strings.Join(said, " · "))
		}
	}
	if d := r.d.Digital; d != nil && *d != t.Digital && (len(r.d.Answers) > 0 || len(r.d.Rolled) > 0) {
		// begun with the other dice: the turn ends with them
		saved := t.Digital
		t.Digital = *d
		defer func() { t.Digital = saved }()
		if *d {
			t.say("%s\n", t.T("This turn was begun with digital dice: it ends with them; real dice from the next turn."))
		} else {
			t.say("%s\n", t.T("This turn was begun with real dice: it ends with them; digital dice from the next turn."))
		}
	}
	digital := t.Digital
	r.d.Digital = &digital
	t.rec = r
	t.P = r
	defer func() { t.P, t.rec = r.inner, nil }()
	err = turn(t, st)
	if _, ok := scoring.AsError(err); ok {
		t.forget(1) // the last answer made the rules refuse the turn
	}
	return err
}

// takeBackText says what u took back of the turn in progress.
func (t *Table) takeBackText(st *sheets.State, gone []answer) string {
	var parts []string
	for _, a := range gone {
		q, _, _ := strings.Cut(a.Title, " (")
		parts = append(parts, q+" "+a.Said)
	}
	who := ""
	if st.Turn >= 0 {
		who = t.name(st.Game.Players[st.Turn]) + " — "
	}
	return fmt.Sprintf(t.T("Taken back (%snot yet accepted): %s"), who, strings.Join(parts, " · "))
}

// undoMoves takes back whole moves: the last one, and with robots at the
// table, back to the last move of a person. It says each.
func (t *Table) undoMoves(st *sheets.State) error {
	ctx := context.Background()
	id := st.Game.ID
	for {
		st2, u, err := t.Service.Undo(ctx, id)
		if se, ok := scoring.AsError(err); ok {
			t.say("%s\n", t.Lang.Say(se.Msg()))
			return nil
		}
		if err != nil {
			return err
		}
		if u.Edit != nil {
			t.say("%s\n", UndoneText(t.Lang, id, u))
			return nil
		}
		t.say("%s\n", t.MoveTakenBack(st2, u.Move))
		seat := u.Move.Seat
		robot := seat >= 0 && seat < len(st2.Game.Players) && scoring.IsRobot(st2.Game.Players[seat])
		if !robot || len(st2.Game.Moves) == 0 {
			return nil
		}
	}
}

// MoveTakenBack says which move was taken back, whose and what: "Ben's
// 650 in turn 7 taken back." before is the state without it.
func (t *Table) MoveTakenBack(before *sheets.State, m sheets.Move) string {
	probe, err := sheets.Replay(before.Game)
	var out sheets.Outcome
	if err == nil {
		out, err = probe.Apply(m)
	}
	return engineOf(before).takenBack(t, before, m, out, err)
}

// seatTakenBack is MoveTakenBack's sentence for a move of one seat: what
// it was, in which of the player's turns.
func (t *Table) seatTakenBack(before *sheets.State, m sheets.Move, what string, turnNo int) string {
	name := "?"
	if m.Seat >= 0 && m.Seat < len(before.Game.Players) {
		name = t.name(before.Game.Players[m.Seat])
	}
	return fmt.Sprintf(t.T("%s's %s in turn %d taken back."), name, what, turnNo)
}
