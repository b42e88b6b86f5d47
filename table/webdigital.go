package table

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// A turn of digital dice played from a page (issue 37). The terminal's own
// dialogue runs (humanTurn: the same throws, keeps, set-asides, boxes and
// refusals), its answers and its dice in the game's draft, so that every
// page draws the same dice and a reload never throws again: a throw is
// saved before any page sees it. The draft also holds what a page adds:
// the dice tapped (shared by every phone) and P10's deadline, decided
// here on the server's clock; the page only counts it down.

// DigitalTurn is where a page's turn of digital dice stands.
type DigitalTurn struct {
	// Step is the dialogue's next question (Asked nil: the move was saved,
	// or the turn has no dice yet).
	Step
	// Dice are the faces of the last throw, nil before the first.
	Dice []uint8
	// Held are the dice tapped: kept (Penta, Yam's) or to set aside (5000).
	Held []bool
	// Throws counts the throws of the turn.
	Throws int
	// Clock is true at P10's box choice (the third throw); Deadline is
	// when the Expert's box is written, zero when a tap stopped the clock.
	Clock    bool
	Deadline time.Time
	// Auto is true when this call wrote the Expert's box (P10).
	Auto bool
}

// DigitalAct is what a page does.
type DigitalAct struct {
	// Roll throws the turn's first dice (nothing when thrown already).
	Roll bool
	// Again keeps the dice held and throws the others (Penta, Yam's).
	Again bool
	// Aside sets aside the dice held (5000).
	Aside bool
	// Tap is the die tapped, 1 to 6; 0 for none.
	Tap int
	// Answers answer the dialogue's questions, in order.
	Answers []string
	// Now is the server's time (P10).
	Now time.Time
}

// Acting reports whether a stops P10's clock: any tap does.
func (a DigitalAct) Acting() bool {
	return a.Roll || a.Again || a.Aside || a.Tap > 0 || len(a.Answers) > 0
}

// ErrRobotTurn is DigitalPlay's error when a robot is to play.
var ErrRobotTurn = errors.New("table: a robot plays this turn")

// DigitalPlay does act on the turn of game id, at the position of moves
// moves (else a *sheets.StaleError). A tap after P10's deadline comes too
// late: the Expert's box is written, and the tap is refused in words.
func (t *Table) DigitalPlay(ctx context.Context, id int64, moves int, act DigitalAct) (DigitalTurn, error) {
	st, err := t.Service.Load(ctx, id)
	if err != nil {
		return DigitalTurn{}, err
	}
	if n := len(st.Game.Moves); n != moves {
		return DigitalTurn{}, &sheets.StaleError{ID: id, Want: moves, Now: n}
	}
	if st.Finished || !st.Game.Abandoned.IsZero() {
		return DigitalTurn{}, nil
	}
	if st.Turn >= 0 && scoring.IsRobot(st.Game.Players[st.Turn]) {
		return DigitalTurn{}, ErrRobotTurn
	}
	d, err := t.pageDraft(ctx, st)
	if err != nil {
		return DigitalTurn{}, err
	}
	if d.Deadline != 0 && !act.Now.Before(time.UnixMilli(d.Deadline)) {
		dt, err := t.digitalRun(st, nil, true, false)
		dt.Auto = dt.Saved
		if act.Acting() && dt.Saved {
			dt.Refused = t.T("Too late: the 3 seconds had run out and the computer had written its box (P10).")
		}
		return dt, err
	}
	if act.Acting() && d.Deadline != 0 { // any tap stops the clock
		d.Deadline, d.Stopped = 0, true
		if err := t.savePageDraft(ctx, st, d); err != nil {
			return DigitalTurn{}, err
		}
	}
	if act.Tap > 0 && act.Tap <= len(d.Held) && len(d.Rolled) > 0 {
		d.Held[act.Tap-1] = !d.Held[act.Tap-1]
		if err := t.savePageDraft(ctx, st, d); err != nil {
			return DigitalTurn{}, err
		}
	}
	if len(d.Rolled) == 0 && !act.Roll {
		return DigitalTurn{}, nil // nothing thrown: the page offers to throw
	}
	var answers []string
	switch {
	case act.Roll && len(d.Rolled) > 0: // thrown already (another phone, a reload): look
	case act.Again || act.Aside:
		var held []string
		for i, h := range d.Held {
			if h {
				held = append(held, strconv.Itoa(i))
			}
		}
		answers = []string{strings.Join(held, ",")}
		if act.Again {
			answers = []string{"keep", answers[0]}
		}
	default:
		answers = act.Answers
	}
	dt, err := t.digitalRun(st, answers, false, d.Stopped)
	if err == nil && act.Again && dt.Asked != nil && dt.Asked.Kind == "confirm" && !dt.Saved {
		// a die kept before thrown again (P2 allows it): the tap that
		// released it was the player's answer
		dt, err = t.digitalRun(st, []string{Yes}, false, d.Stopped)
	}
	if err != nil || dt.Saved {
		return dt, err
	}
	if d, err = t.pageDraft(ctx, st); err != nil {
		return DigitalTurn{}, err
	}
	dt.Held = d.Held
	if dt.Clock && d.Deadline == 0 && !d.Stopped {
		d.Deadline = act.Now.Add(scoring.DigitalWait).UnixMilli()
		if err := t.savePageDraft(ctx, st, d); err != nil {
			return DigitalTurn{}, err
		}
	}
	if d.Deadline != 0 {
		dt.Deadline = time.UnixMilli(d.Deadline)
	}
	return dt, nil
}

// digitalRun runs the turn's dialogue from the draft, then answers, with
// the game's dice digital. timeout runs out P10's clock.
func (t *Table) digitalRun(st *sheets.State, answers []string, timeout, stopped bool) (DigitalTurn, error) {
	var dt DigitalTurn
	run := func(answers []string) (Step, error) {
		svc, out, p, dig, keeps := t.Service, t.Out, t.P, t.Digital, t.keepsHeld
		defer func() {
			t.Service, t.Out, t.P, t.Digital, t.onThrow, t.keepsHeld = svc, out, p, dig, nil, keeps
		}()
		t.Service = svc.At(len(st.Game.Moves))
		t.Digital = true
		t.keepsHeld = st.Game.Kind.Engine() == sheets.EngineBoxes
		dt.Dice, dt.Throws, dt.Clock = nil, 0, false
		t.onThrow = func(d []uint8) {
			dt.Dice = append([]uint8(nil), d...)
			dt.Throws++
		}
		var said strings.Builder
		wp := &webPrompter{t: t, st: st, answers: answers, said: &said}
		dp := &pagePrompter{webPrompter: wp, timeout: timeout, stopped: stopped}
		t.P, t.Out = dp, &said
		err := t.humanTurn(st, engineOf(st).turn)
		s := Step{Refused: wp.refused}
		if len(answers) > 0 || timeout {
			s.Said = pageSaid(wp, said.String()[wp.mark:], dt.Dice)
		}
		dt.Clock = dp.clock && !timeout
		switch {
		case err == nil:
			s.Saved = true
		case errors.Is(err, ErrPaused):
			s.Asked, s.Answers = wp.asked, wp.kept
		default:
			return s, err
		}
		return s, nil
	}
	step, err := run(answers)
	again := false
	if se, ok := scoring.AsError(err); ok {
		step.Refused, again = t.Lang.Say(se.Msg()), true
	} else if errors.Is(err, ErrAgain) {
		again = true
	} else if err != nil {
		return DigitalTurn{}, err
	}
	if again {
		first := step
		if step, err = run(nil); err != nil {
			return DigitalTurn{}, err
		}
		step.Refused, step.Said = first.Refused, first.Said
	}
	dt.Step = step
	return dt, nil
}

// pageSaid is what the table said, less what the page draws: the sheet
// and the line of the dice thrown.
func pageSaid(wp *webPrompter, said string, dice []uint8) string {
	said = wp.clean(said)
	if len(dice) == 0 {
		return said
	}
	faces := DiceFaces(dice)
	var out []string
	for _, line := range strings.Split(said, "\n") {
		if !strings.Contains(line, faces) && strings.TrimSpace(line) != "" {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

// pagePrompter is the webPrompter of a page's digital turn: P10's clock
// noted when asked, run out when the deadline passed.
type pagePrompter struct {
	*webPrompter
	timeout, stopped bool
	clock            bool // a question with P10's clock was asked
	fired            bool // the clock ran out: the rest is the computer's
}

func (p *pagePrompter) SelectWithin(title, description string, opts []Option, def string, d time.Duration) (string, error) {
	if d > 0 {
		p.clock = true
		if p.timeout && !p.stopped {
			p.fired = true
			return "", ErrTimeout
		}
	}
	return p.webPrompter.Select(title, description, opts, def)
}

func (p *pagePrompter) Select(title, description string, opts []Option, def string) (string, error) {
	if p.fired { // the announcement of the box written (autoBox): nothing to press
		return def, nil
	}
	return p.webPrompter.Select(title, description, opts, def)
}

// freshThrow sets what a new throw of n dice begins with: no clock, and
// no die tapped, or (keeps) the dice kept before still kept.
func (d *draft) freshThrow(keeps bool, n int) {
	d.Deadline, d.Stopped = 0, false
	if !keeps || len(d.Held) != n {
		d.Held = make([]bool, n)
	}
}

// pageDraft reads the turn in progress of st.
func (t *Table) pageDraft(ctx context.Context, st *sheets.State) (draft, error) {
	var d draft
	data, err := t.Service.Draft(ctx, st.Game.ID, len(st.Game.Moves))
	if err != nil || data == nil {
		return d, err
	}
	if json.Unmarshal(data, &d) != nil {
		return draft{}, nil // unreadable: the turn starts again (humanTurn)
	}
	return d, nil
}

func (t *Table) savePageDraft(ctx context.Context, st *sheets.State, d draft) error {
	data, err := json.Marshal(d)
	if err != nil {
		return err
	}
	return t.Service.SaveDraft(ctx, st.Game.ID, len(st.Game.Moves), data)
}

// RobotPlayed says what a robot's move m, played on st, played: the words
// the terminal prints ("throw 1: 3 3 5 1 2, keeps 3 3 · …").
func (t *Table) RobotPlayed(st *sheets.State, m sheets.Move) string {
	return engineOf(st).robotPlayed(t, st, m)
}
