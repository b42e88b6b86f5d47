// Package table is the dialogue of a game at the table: for each kind of
// game, what to ask next and in which order (the dice, the box, the
// set-aside, the split of a shared throw), what to say about it, and when
// to save. It knows neither huh nor cobra: it asks through a Prompter,
// prints through a Printer and has the robots played by an Expert, which
// coaches each engine whose coach it implements (BoxCoach, FiveCoach,
// SacksonCoach), all supplied by cmd/ (and scripted by the tests). Every
// rule it applies it asks of scoring/ and sheets/.
package table

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Printer shows what the table has to show besides its questions; cmd/
// draws it (box drawing, colour, escaping).
type Printer interface {
	// Sheet draws the sheets of st (at "s", and when the game ends).
	Sheet(st *sheets.State)
	// Move says what an accepted move did; st is the state after it.
	Move(st *sheets.State, out sheets.Outcome)
	// Name returns a player's name safe to print.
	Name(name string) string
}

// Expert is what the table asks of the advisor whatever the game: the
// robots' turns, and each engine's coach; cmd/ implements it over
// advisor/ and its table cache. The advice is each engine's own, asked
// through the coach interface declared in the engine's coach file
// (BoxCoach, FiveCoach, SacksonCoach): Coach returns, for an engine, a
// value implementing that engine's interface, or nil; for an engine
// without one the table asks its questions without advice (noBoxCoach,
// noFiveCoach, noSacksonCoach: ? Hint says there is none, the boxes are
// ranked by points).
type Expert interface {
	// RobotMove plays the turn of the robot to move in st with dice from
	// die and returns its move, every throw recorded.
	RobotMove(st *sheets.State, die func() uint8) (sheets.Move, error)
	// Coach returns the coach of engine e's games, of e's coach interface
	// in table/; nil when the Expert does not coach them.
	Coach(e sheets.Engine) any
}

// coachOf returns engine e's coach C, as the table's Expert gives it,
// and whether there is one.
func coachOf[C any](t *Table, e sheets.Engine) (C, bool) {
	var none C
	if t.Expert == nil {
		return none, false
	}
	c, ok := t.Expert.Coach(e).(C)
	return c, ok
}

// coachOr returns engine e's coach C, or none (that engine's coach
// without advice) when the Expert has none.
func coachOr[C any](t *Table, e sheets.Engine, none C) C {
	if c, ok := coachOf[C](t, e); ok {
		return c
	}
	return none
}

// noAdvice says that the Expert given does not coach the game played.
func (t *Table) noAdvice() string {
	return t.T("The Expert gives no advice for this game.")
}

// Table is one sitting at the table.
type Table struct {
	P       Prompter
	Service *sheets.Service
	Out     io.Writer
	Lang    lang.Lang
	Print   Printer
	Expert  Expert
	// Digital: the program throws the dice with Die (P10, Y8), whatever
	// the game's own dice (Options.Digital, which Play follows otherwise).
	Digital bool
	// DiceGiven: the dice were chosen before the wizard (play --digital or
	// --real-dice): it does not ask for them.
	DiceGiven bool
	Die       func() uint8

	// ctx is the request of a web form (Step), carried to the save (its
	// move key, db.WithMoveKey); nil at the terminal.
	ctx context.Context

	rec *recorder // the person's turn in progress, while one is asked
	// onThrow and keepsHeld are a page's turn of digital dice
	// (webdigital.go): told each throw; the dice tapped stay tapped on
	// the next throw (Penta and Yam's: kept dice stay kept).
	onThrow   func(d []uint8)
	keepsHeld bool
	// retype is the throw taken back to be corrected ("← back to the
	// throw"): the next dice question starts with it in the field.
	retype string
}

func (t *Table) say(format string, args ...any) { fmt.Fprintf(t.Out, format, args...) }

// T returns the text en (English, key of the catalogue) in the table's
// language.
func (t *Table) T(en string) string { return t.Lang.T(en) }

// TC is T for the English en in context ctx.
func (t *Table) TC(ctx, en string) string { return t.Lang.TC(ctx, en) }

func (t *Table) name(n string) string {
	if t.Print == nil {
		return n
	}
	return t.Print.Name(n)
}

// Stopped turns the end of a sitting into its message: a pause, or answers
// that ran out, is not an error, every accepted move being saved.
func (t *Table) Stopped(id int64, err error) error {
	switch {
	case errors.Is(err, ErrPaused), errors.Is(err, ErrNoInput):
		if errors.Is(err, ErrNoInput) {
			t.say("\n%s\n", t.T("The answers ran out."))
		}
		if id > 0 {
			// the draft keeps the answers given with Enter (recorder.record);
			// a field left with Ctrl-C or Esc is not an answer.
			t.say(t.T("Paused. Every accepted move is saved, and so is the turn in progress up to\nthe last answer given with Enter (what was typed without Enter is lost):\nresume with scorepad play %d\n"), id)
		}
		return nil
	}
	return err
}

// turner is the dialogue of one kind: one turn (or round) of st.
type turner func(t *Table, st *sheets.State) error

// engine is the table's side of one engine of the registry
// (sheets.KindInfo.Engine): the dialogue of a turn, and what a move taken
// back was. Each registers itself (boxes.go, five.go, sackson.go).
type engine struct {
	turn turner
	// takenBack says move m, taken back, as MoveTakenBack does; out and
	// err are what m did when applied to before again.
	takenBack func(t *Table, before *sheets.State, m sheets.Move, out sheets.Outcome, err error) string
	// robotPlayed says what a robot's move m, played on st, played: its
	// throws in words.
	robotPlayed func(t *Table, st *sheets.State, m sheets.Move) string
	// ask returns the wizard's steps of the organiser's options (each
	// asked through w, which offers "← back" and notes the answer), each
	// answer written into the engine's own Answers type (optionsStep).
	ask func(t *Table, w *wizard) []wizStep
	// edit asks what a move of st should read, into e.Move (the edit
	// form), of the engine's own Answers type.
	edit func(t *Table, st *sheets.State, e *Edit) error
	// check asks what scorepad check takes for a disputed throw of
	// c.Game, into c.Asked (the check form), of the engine's own Answers
	// type, the organiser's options only when options is set, back from
	// the first question ErrBack when canBack; ok is false when the
	// person left.
	check func(t *Table, c *Check, options, canBack bool) (ok bool, err error)
	// shownSheet, when set, returns the sheet the engine's questions show
	// in their descriptions for st ("" for none), which a page, drawing
	// the sheet above its form, takes out.
	shownSheet func(t *Table, st *sheets.State) string
}

// engines holds the table's side of each engine.
var engines = map[sheets.Engine]engine{}

// engineOf returns the table's side of st's kind.
func engineOf(st *sheets.State) engine { return engines[st.Game.Kind.Engine()] }

// Play runs game id until it ends or the player pauses (ErrPaused, or the
// Prompter's own errors). A move the rules refuse is explained and asked
// again; anything else ends the sitting with its error.
func (t *Table) Play(id int64) error {
	ctx := context.Background()
	base := t.Digital
	defer func() { t.Digital = base }()
	for {
		st, err := t.Service.Load(ctx, id)
		if err != nil {
			return err
		}
		// the game's dice, saved with it (issue 31): play ID resumes a
		// game of digital dice with digital dice
		t.Digital = base || st.Game.Options.Digital
		if !st.Game.Abandoned.IsZero() {
			t.say(t.T("Game %d was abandoned: it takes no more moves.\n"), id)
			return nil
		}
		if st.Finished {
			t.say("\n")
			t.Print.Sheet(st)
			return nil
		}
		if st.Turn >= 0 && scoring.IsRobot(st.Game.Players[st.Turn]) {
			err = t.robotTurn(st)
		} else {
			err = t.humanTurn(st, engineOf(st).turn)
		}
		if se, ok := scoring.AsError(err); ok { // refused by the rules: say why and ask again
			t.say("✘ %s\n", t.Lang.Say(se.Msg()))
			continue
		}
		if errors.Is(err, ErrAgain) {
			continue
		}
		if err != nil {
			return err
		}
	}
}

// save judges m through the service, saves it, and says what it did.
func (t *Table) save(st *sheets.State, m sheets.Move, as string) error {
	ctx := t.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	st2, out, err := t.Service.Move(ctx, st.Game.ID, m, as)
	if err != nil {
		return err
	}
	t.Print.Move(st2, out)
	return nil
}

// robotTurn plays the robot to move and says what it did.
func (t *Table) robotTurn(st *sheets.State) error {
	name := st.Game.Players[st.Turn]
	m, err := t.Expert.RobotMove(st, t.Die)
	if err != nil {
		return err
	}
	t.say(t.T("\n%s: %s\n"), t.name(name), engineOf(st).robotPlayed(t, st, m))
	return t.save(st, m, name)
}

// commandWords maps the words accepted at a dice prompt to their action.
var commandWords = map[string]string{
	"u": "undo", "undo": "undo", "annuler": "undo",
	"s": "sheets", "sheet": "sheets", "sheets": "sheets", "feuille": "sheets",
	"p": "pause", "q": "pause", "pause": "pause", "quit": "pause",
}

// IsCommand reports whether v is one of the words a dice prompt accepts
// besides dice (undo, sheets, pause).
func IsCommand(v string) bool { return commandWords[strings.ToLower(strings.TrimSpace(v))] != "" }

// command handles the words accepted at a dice prompt. It returns ErrAgain
// when it did something, ErrPaused for a pause, nil when v is no command.
func (t *Table) command(st *sheets.State, v string) error {
	switch commandWords[strings.ToLower(strings.TrimSpace(v))] {
	case "undo":
		if t.rec != nil && len(t.rec.d.Answers) > 0 { // the last thing typed first
			gone, err := t.rec.takeBack()
			if err != nil {
				return err
			}
			t.say("%s\n", t.takeBackText(st, gone))
			return ErrAgain
		}
		if err := t.undoMoves(st); err != nil {
			return err
		}
		return ErrAgain
	case "sheets":
		t.Print.Sheet(st)
		return ErrAgain
	case "pause":
		return ErrPaused
	}
	return nil
}

// UndoneText says which move was taken back.
func UndoneText(l lang.Lang, id int64, u sheets.Undone) string {
	if u.Edit != nil {
		return fmt.Sprintf(l.T("Edit of move %d of game %d taken back: the move reads as before."), u.Move.Seq, id)
	}
	return fmt.Sprintf(l.T("Move %d of game %d taken back."), u.Move.Seq, id)
}

// commandsHelp is the key help of a dice prompt, short enough to stay
// whole on a line of 56 columns (a 60-column terminal less the form's
// margin): every key named, each with one word.
func (t *Table) commandsHelp() string {
	return t.T("u undo · s sheets · p pause · dice then ?: hint")
}

// commandOptions are the commands offered in a Select: undo, sheets, pause.
func (t *Table) commandOptions() []Option {
	return []Option{{Label: t.T("Undo: take back the last thing typed"), Value: "u"}, {Label: t.T("Sheets"), Value: "s"}, {Label: "Pause", Value: "p"}}
}

// DiceQuestion asks for min to max dice (or a command word); live, when
// set, describes well-formed dice as they are typed.
func (t *Table) DiceQuestion(title string, min, max int, live func([]uint8) string) Question {
	return Question{
		Title:       title,
		Description: t.commandsHelp(),
		Placeholder: strings.Repeat("6", max),
		Validate: func(s string) error {
			if IsCommand(s) {
				return nil
			}
			s, hint := strings.CutSuffix(strings.TrimSpace(s), "?")
			if hint && strings.TrimSpace(s) == "" {
				return nil
			}
			if _, err := scoring.ParseDice(s, min, max); err != nil {
				return errors.New(lang.ErrorText(err, t.Lang))
			}
			return nil
		},
		Live: func(s string) string {
			d, err := scoring.ParseDice(s, min, max)
			if err != nil || live == nil {
				return ""
			}
			return live(d)
		},
	}
}

// askDice asks for n dice, or throws them with digital dice (saying what
// came up). A command word typed instead is handled (ErrAgain, ErrPaused).
//
// Typed with a ? after them ("66512?"), the dice are not taken: the
// Expert's advice for them (hint) is said once, in the question asked
// again, the dice typed still in the field: Enter takes them.
func (t *Table) askDice(st *sheets.State, title, desc string, n int, live func([]uint8) string, hint func([]uint8) string) ([]uint8, error) {
	if t.Digital {
		d := make([]uint8, n)
		for i := range d {
			d[i] = t.die()
		}
		if err := t.thrown(d); err != nil {
			return nil, err
		}
		t.say(t.T("Throw: %s\n"), DiceFaces(d))
		return d, nil
	}
	q := t.DiceQuestion(title, n, n, live)
	if desc != "" {
		q.Description = desc + "\n" + q.Description
	}
	base := q.Description
	q.Value, t.retype = t.retype, ""
	for {
		v, err := t.P.Input(q)
		if err != nil {
			return nil, err
		}
		if err := t.command(st, v); err != nil {
			return nil, err
		}
		typed, asked := strings.CutSuffix(strings.TrimSpace(v), "?")
		if !asked {
			return scoring.ParseDice(v, n, n)
		}
		d, err := scoring.ParseDice(typed, n, n)
		advice := ""
		if err == nil && hint != nil {
			advice = hint(d)
		}
		if advice == "" {
			advice = fmt.Sprintf(t.T("? after the dice asks the Expert: e.g. %s?"), strings.Repeat("6", n))
		}
		// said in the form only: printed above it too, it was read twice
		q.Description = advice + "\n" + base
		q.Value = ""
		if err == nil {
			q.Value = strings.TrimSpace(typed)
		}
	}
}

func dieGlyph(f uint8) string { return string([]rune("⚀⚁⚂⚃⚄⚅")[f-1]) }

// DiceFaces draws dice with their glyphs: "⚃ 4  ⚀ 1".
func DiceFaces(d []uint8) string {
	parts := make([]string, len(d))
	for i, f := range d {
		parts[i] = fmt.Sprintf("%s %d", dieGlyph(f), f)
	}
	return strings.Join(parts, "  ")
}

// diceOptions lists dice to pick from, by position.
func (t *Table) diceOptions(d []uint8, selected []bool) []Option {
	var opts []Option
	for i, f := range d {
		o := Option{Label: fmt.Sprintf("%s %d  (%s %d)", dieGlyph(f), f, t.T("die"), i+1), Value: fmt.Sprint(i)}
		if selected != nil {
			o.Selected = selected[i]
		}
		opts = append(opts, o)
	}
	return opts
}

// picked returns the dice at the positions chosen from diceOptions.
func picked(d []uint8, sel []string) []uint8 {
	var k []uint8
	for _, s := range sel {
		var i int
		if _, err := fmt.Sscan(s, &i); err == nil && i >= 0 && i < len(d) {
			k = append(k, d[i])
		}
	}
	return k
}

func orDash(s []string) string {
	if len(s) == 0 {
		return "—"
	}
	return strings.Join(s, " ")
}

// throwsWords says a turn's throw records ("33322/333 33345/33345") in
// words: "throw 1: 3 3 3 2 2, keeps 3 3 3 · throw 2: 3 3 3 4 5".
func (t *Table) throwsWords(records []string) string {
	spaced := func(s string) string { return strings.Join(strings.Split(s, ""), " ") }
	var parts []string
	for i, s := range records {
		rec, err := scoring.ParseThrowRecord(s)
		if err != nil { // not a record: said as stored
			parts = append(parts, fmt.Sprintf(t.T("throw %d: %s"), i+1, s))
			continue
		}
		d, k := scoring.FormatDice(rec.Dice), scoring.FormatDice(rec.Keep)
		p := fmt.Sprintf(t.T("throw %d: %s"), i+1, spaced(d))
		switch {
		case i == len(records)-1 || k == d:
		case len(rec.Keep) == 0:
			p += t.T(", keeps none")
		default:
			p += fmt.Sprintf(t.T(", keeps %s"), spaced(k))
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " · ")
}
