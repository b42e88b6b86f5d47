package table

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The forms around a game: the new-game wizard, the correction of a move
// and the check of a disputed throw. Each asks what the matching command's
// flags say (scorepad new, edit, check) and hands the answers back as
// those flags write them: cmd/ runs the command with them, so a form does
// nothing the flags do not. What each kind asks is its engine's (engine's
// ask, edit and check, registered beside its turn), and so are its
// answers' types (Answers: each writes the flags it stands for).

// NewGame is what the new-game wizard asked, as scorepad new's flags write
// it.
type NewGame struct {
	Kind    sheets.Kind
	Players []string // in seat order, the first to play first
	// Options are the organiser's options the kind's engine asked, of its
	// own type (BoxNewAnswers, FiveNewAnswers, SacksonNewAnswers: each
	// engine's answers are named <Engine><Form>Answers, the form being
	// new, edit or check, the command whose flags they write); nil when
	// it asked none (Penta).
	Options Answers
	// Digital: --digital, the game's dice
	Digital bool
}

// Answers are one engine's answers to a form — the organiser's options of
// the wizard, a disputed throw of the check form, a move of the edit form
// —, of a type declared beside its questions.
type Answers interface {
	// Args writes the answers as the command-line flags they stand for
	// ("--columns=down,up"), an answer left empty not given: cmd/ reads
	// them as it reads its flags.
	Args() []string
}

// ArgsOf is a's flags (Answers.Args), none when a is nil (nothing asked).
func ArgsOf(a Answers) []string {
	if a == nil {
		return nil
	}
	return a.Args()
}

// flagArgs writes pairs of a flag name and its value as command-line
// flags, "--name=value", a value left empty not given.
func flagArgs(pairs ...string) []string {
	var args []string
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i+1] != "" {
			args = append(args, "--"+pairs[i]+"="+pairs[i+1])
		}
	}
	return args
}

// orderThrower is an engine's organiser's options that may throw for the
// order of play (5000's C1): then no one is asked who starts.
type orderThrower interface{ orderThrown() bool }

// Wizard asks for a new game — the game, the players, the organiser's
// options, who starts (unless all play the same throw), the dice —, has
// build make it (cmd/: as scorepad new does with the same flags), shows a
// summary in words to confirm, creates the game and returns it. Every
// question can go back to the one before (Shift+Tab, or the "← back"
// choice of a list; < in a text field); back at the first question leaves
// (ErrPaused, nothing created). A name refused by the rules is explained
// and the players asked again; no at the confirmation is ErrPaused.
func (t *Table) Wizard(build func(NewGame) (*sheets.Game, error)) (*sheets.Game, error) {
	ctx := context.Background()
	if b, ok := t.P.(Backer); ok {
		b.AllowBack(true)
		defer b.AllowBack(false)
	}
	known, err := t.Service.KnownPlayers(ctx)
	if err != nil {
		return nil, err
	}
	w := &wizard{t: t, notes: map[int][]string{}}
	a := NewGame{Digital: t.Digital}
	var picked []string // known players picked
	var history []int   // the steps that asked something, in order
	// run asks the steps from i on, going back a step on ErrBack
	run := func(i int) error {
		err := w.walk(i, &a, func() []wizStep { return w.steps(&a, known, &picked) }, &history, false)
		if errors.Is(err, ErrBack) {
			return ErrPaused // back from the first question: leave
		}
		return err
	}
	if err := run(0); err != nil {
		return nil, err
	}
	var g *sheets.Game
	for {
		if g, err = build(a); err != nil {
			return nil, err
		}
		lines := []string{fmt.Sprintf("%s — %s", g.Kind.Name(), strings.Join(t.playerWords(g.Players), ", "))}
		for i := range len(w.steps(&a, known, &picked)) {
			lines = append(lines, w.notes[i]...)
		}
		ok, err := t.P.Confirm(t.T("Start this game?"), strings.Join(lines, "\n"), true)
		if errors.Is(err, ErrBack) && len(history) > 0 {
			// back to the last question: answered again, the rest follows
			i := history[len(history)-1]
			history = history[:len(history)-1]
			if err := run(i); err != nil {
				return nil, err
			}
			continue
		}
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, ErrPaused
		}
		break
	}
	if err := t.Service.Create(ctx, g, t.Die); err != nil {
		return nil, err
	}
	t.say(t.T("Game %d started: %s\n"), g.ID, strings.Join(t.names(g.Players), ", "))
	return g, nil
}

// wizard is the new-game wizard under way: its questions go through it,
// which adds "← back" to a list (not to the first question), counts what
// a step asked and notes each answer in words for the summary.
type wizard struct {
	t     *Table
	step  int  // the step being asked
	first bool // nothing asked before it: no way back but leaving
	asked bool // the step asked something
	notes map[int][]string
	// entered: the players in the order given, before who starts
	entered []string
	// typed: the new players as typed, in the field when asked again
	typed string
}

// walk asks steps (read again at each step: an answer may change them)
// from i on, each answer written into a. A step answered ErrBack goes
// back to the last step that asked something (history, which walk keeps:
// the steps that asked, in order); back from the first is ErrBack. The
// first question offers "← back" too when canBack.
func (w *wizard) walk(i int, a *NewGame, steps func() []wizStep, history *[]int, canBack bool) error {
	for {
		s := steps()
		if i >= len(s) {
			return nil
		}
		h := *history
		w.asked, w.step, w.first = false, i, len(h) == 0 && !canBack
		w.notes[i] = nil
		err := s[i](a)
		switch {
		case errors.Is(err, ErrBack):
			if len(h) == 0 {
				return ErrBack
			}
			i, *history = h[len(h)-1], h[:len(h)-1]
			continue
		case err != nil:
			return err
		}
		if w.asked {
			*history = append(*history, i)
		}
		i++
	}
}

// backValue is the "← back" choice's value (no option of the wizard's is
// empty).
const backValue = "\x00back"

// wizStep is one step of the wizard: one question (or a question and the
// one that completes it), its answer written into a.
type wizStep func(a *NewGame) error

// optionsStep is a wizard step on the organiser's options of an engine,
// of its type T: a's Options (T's zero value when a has none of that type
// yet) handed to step, and written back whatever step returns.
func optionsStep[T Answers](step func(o *T) error) wizStep {
	return func(a *NewGame) error {
		o, _ := a.Options.(T)
		err := step(&o)
		a.Options = o
		return err
	}
}

// note keeps "title: answer" for the summary.
func (w *wizard) note(title, said string) {
	title = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(title), "?"))
	w.notes[w.step] = append(w.notes[w.step], fmt.Sprintf(w.t.T("%s: %s"), title, said))
}

// sel is a Select of the wizard: "← back" offered, the answer noted when
// noted is set.
func (w *wizard) sel(title, desc string, opts []Option, def string, noted bool) (string, error) {
	w.asked = true
	if !w.first {
		opts = append(append([]Option{}, opts...), Option{Label: w.t.T("← back"), Value: backValue})
	}
	v, err := w.t.P.Select(title, desc, opts, def)
	if err != nil {
		return "", err
	}
	if v == backValue {
		return "", ErrBack
	}
	if noted {
		for _, o := range opts {
			if o.Value == v {
				w.note(title, o.Label)
			}
		}
	}
	return v, nil
}

// confirm is a Confirm of the wizard, its answer noted.
func (w *wizard) confirm(title, desc string, def bool) (bool, error) {
	w.asked = true
	ok, err := w.t.P.Confirm(title, desc, def)
	if err != nil {
		return false, err
	}
	said := w.t.T("no")
	if ok {
		said = w.t.T("yes")
	}
	w.note(title, said)
	return ok, nil
}

// input is an Input of the wizard: "<" alone goes back, as Shift+Tab.
func (w *wizard) input(q Question) (string, error) {
	w.asked = true
	validate := q.Validate
	q.Validate = func(s string) error {
		if strings.TrimSpace(s) == "<" || validate == nil {
			return nil
		}
		return validate(s)
	}
	v, err := w.t.P.Input(q)
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(v) == "<" {
		return "", ErrBack
	}
	return v, nil
}

// steps are the wizard's questions for the answers so far: the game, the
// known players, the new ones, the kind's options, who starts, the dice.
func (w *wizard) steps(a *NewGame, known []string, picked *[]string) []wizStep {
	t := w.t
	steps := []wizStep{
		w.gameStep,
		func(*NewGame) error { return w.knownStep(known, picked) },
		func(a *NewGame) error { return w.newPlayersStep(a, *picked) },
	}
	if a.Kind != "" {
		steps = append(steps, engines[a.Kind.Engine()].ask(t, w)...)
	}
	return append(steps, func(a *NewGame) error { return t.whoStarts(w, a) }, w.diceStep)
}

// gameStep asks which game; another game than the one answered before
// starts its options afresh (the players and the dice kept).
func (w *wizard) gameStep(a *NewGame) error {
	t := w.t
	var games []Option
	for _, k := range sheets.Kinds {
		games = append(games, Option{Label: k.Pitch(t.Lang), Value: string(k)})
	}
	def := games[0].Value
	if a.Kind != "" {
		def = string(a.Kind)
	}
	game, err := w.sel(t.T("New game: which game?"), t.T("Shift+Tab: back a question"), games, def, false)
	if err != nil {
		return err
	}
	if sheets.Kind(game) != a.Kind { // another game: its own options
		*a = NewGame{Kind: sheets.Kind(game), Players: a.Players, Digital: a.Digital}
	}
	return nil
}

// knownStep asks which of the known players play, into picked; nothing
// when none is known.
func (w *wizard) knownStep(known []string, picked *[]string) error {
	t := w.t
	if len(known) == 0 {
		return nil
	}
	var opts []Option
	for _, k := range known {
		opts = append(opts, Option{Label: t.name(k), Value: k, Selected: slices.Contains(*picked, k)})
	}
	w.asked = true
	ps, err := t.P.MultiSelect(t.T("Who plays? (the family, most recent first)"),
		t.T("x or space: pick · Enter: next (new players come next) · Shift+Tab: back"), opts, nil)
	if err != nil {
		return err
	}
	*picked = ps
	return nil
}

// newPlayersStep asks the new players, comma-separated, after those
// picked, until the players together are a game of a's kind.
func (w *wizard) newPlayersStep(a *NewGame, picked []string) error {
	t := w.t
	// back here, what was typed is in the field (on a terminal:
	// line by line, Enter would keep it and no answer could be
	// empty)
	kept := w.typed
	if t.P.Accessible() {
		kept = ""
	}
	for {
		extra, err := w.input(Question{
			Title: t.T("New players, comma-separated (empty when none)"),
			Description: t.T("Players so far: ") + orDash(t.playerWords(picked)) + "\n" +
				fmt.Sprintf(t.T("Against the computer: add %s or %s."), scoring.RobotNormal, scoring.RobotExpert) + "\n" +
				t.T("Shift+Tab (or <): back a question"),
			Placeholder: "Ana, Ben",
			Value:       kept,
		})
		if err != nil {
			return err
		}
		kept = ""
		all := picked
		if strings.TrimSpace(extra) != "" {
			all = append([]string{}, picked...)
			for _, n := range strings.Split(extra, ",") {
				all = append(all, strings.Trim(n, " "))
			}
		}
		if len(all) == 0 {
			t.say("✘ %s\n", t.T("Name at least one player."))
			continue
		}
		if err := sheets.CheckPlayers(a.Kind, all); err != nil {
			t.say("✘ %s\n", lang.ErrorText(err, t.Lang))
			continue
		}
		a.Players, w.entered = all, all
		w.typed = strings.TrimSpace(extra)
		return nil
	}
}

// diceStep asks for real or digital dice, unless they were given before
// the wizard (DiceGiven).
func (w *wizard) diceStep(a *NewGame) error {
	t := w.t
	if t.DiceGiven {
		return nil
	}
	def := "real"
	if a.Digital {
		def = "digital"
	}
	v, err := w.sel(t.T("The dice"), "", t.DiceChoices(), def, true)
	if err != nil {
		return err
	}
	a.Digital = v == "digital"
	return nil
}

// playerWords names players for the wizard: a robot in words ("Robot
// (Expert)"), a person as printed.
func (t *Table) playerWords(ns []string) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		switch {
		case !scoring.IsRobot(n):
			out[i] = t.name(n)
		case strings.EqualFold(strings.TrimSpace(n), scoring.RobotExpert):
			out[i] = t.RobotChoices()[1].Label
		default:
			out[i] = t.RobotChoices()[0].Label
		}
	}
	return out
}

// whoStarts asks who starts, with two players or more, unless the order
// is thrown for (5000's C1) or everyone plays the same throw (the
// Sackson): the seats keep their order around the table, starting from
// the one chosen.
func (t *Table) whoStarts(w *wizard, a *NewGame) error {
	all := w.entered
	a.Players = all
	thrown, _ := a.Options.(orderThrower)
	if info, _ := a.Kind.Info(); len(all) < 2 || thrown != nil && thrown.orderThrown() || info.Shared {
		return nil
	}
	var opts []Option
	for i, p := range t.playerWords(all) {
		opts = append(opts, Option{Label: p, Value: fmt.Sprint(i)})
	}
	v, err := w.sel(t.T("Who starts?"), t.T("The others follow in the order given."), opts, "0", true)
	if err != nil {
		return err
	}
	var first int
	fmt.Sscan(v, &first)
	if first > 0 && first < len(all) {
		a.Players = append(append([]string{}, all[first:]...), all[:first]...)
	}
	return nil
}

// names returns players' names safe to print.
func (t *Table) names(ns []string) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = t.name(n)
	}
	return out
}

// Edit is the correction the edit form asked, as scorepad edit's flags
// write it.
type Edit struct {
	Seq int // --move
	// Move is what the move should read, as the game's engine asked it,
	// of its own type (BoxEditAnswers, FiveEditAnswers,
	// SacksonEditAnswers).
	Move Answers
}

// EditForm asks which of moves (one option per move of st, its Value the
// move's number) to correct and what it should read.
func (t *Table) EditForm(st *sheets.State, moves []Option) (Edit, error) {
	if len(moves) == 0 {
		return Edit{}, fmt.Errorf(t.T("game %d has no move yet"), st.Game.ID)
	}
	v, err := t.P.Select(t.T("Which move?"), t.T("Every later move is checked again; nothing changes if one no longer holds."), moves, moves[len(moves)-1].Value)
	if err != nil {
		return Edit{}, err
	}
	e := Edit{}
	e.Seq, _ = strconv.Atoi(v)
	if err := engineOf(st).edit(t, st, &e); err != nil {
		return Edit{}, err
	}
	return e, nil
}

// fiveDice asks for five dice typed (the edit form's throws).
func (t *Table) fiveDice(title string) (string, error) {
	return t.P.Input(Question{Title: title, Placeholder: "66666", Validate: func(s string) error {
		if _, err := scoring.ParseDice(s, 5, 5); err != nil {
			return errors.New(lang.ErrorText(err, t.Lang))
		}
		return nil
	}})
}

// Check is the disputed throw the check form asked, as scorepad check's
// arguments and flags write it.
type Check struct {
	Game string // penta, yams, 5000, sackson
	// Asked is what the game's engine asked, of its own type
	// (BoxCheckAnswers, FiveCheckAnswers, SacksonCheckAnswers): the throw,
	// and the organiser's options when asked.
	Asked Answers
}

// CheckForm asks for a disputed throw of any game: the game, then what
// scorepad check takes for it — Penta and Yam's the five dice and the
// boxes already filled; 5000 the throw, the dice set aside and the bust
// rule; Sackson the shared throw, the split and the fifth-die tracks. ok
// is false when the person left at the dice (a command word: there is no
// game here to undo, show or pause).
func (t *Table) CheckForm() (c Check, ok bool, err error) {
	var games []Option
	for _, k := range sheets.Kinds {
		games = append(games, Option{Label: k.Name(), Value: string(k)})
	}
	def := games[0].Value
	for {
		game, err := t.P.Select(t.T("Check which game?"), "", games, def)
		if err != nil {
			return c, false, err
		}
		c, ok, err = t.checkForm(game, true, true)
		if errors.Is(err, ErrBack) { // back from its first option: the game again
			def = game
			continue
		}
		return c, ok, err
	}
}

// CheckFormFor is CheckForm for game, given (scorepad check GAME at a
// terminal without the flags that say the throw): the organiser's options
// (Yam's) and the 5000's bust rule asked only when options is set, the
// command's flags not having given them. Back from the first question
// leaves (ok false).
func (t *Table) CheckFormFor(game string, options bool) (c Check, ok bool, err error) {
	c, ok, err = t.checkForm(game, options, false)
	if errors.Is(err, ErrBack) {
		return c, false, nil
	}
	return c, ok, err
}

// checkForm asks what scorepad check takes for game (CheckForm's doc):
// the engine's part of the form (boxCheck, fiveCheck, sacksonCheck).
func (t *Table) checkForm(game string, options, canBack bool) (c Check, ok bool, err error) {
	c.Game = game
	check := engines[sheets.Kind(game).Engine()].check
	if check == nil {
		return c, false, fmt.Errorf(t.T("no game %q to check"), game)
	}
	ok, err = check(t, &c, options, canBack)
	return c, ok, err
}

// checkEsc is the key help of the check form's questions.
func (t *Table) checkEsc() string { return t.T("Esc: back to the menu") }

// checkInput asks one answer of the check form, validated by parse (an
// empty answer taken as it is when optional).
func (t *Table) checkInput(title, placeholder string, optional bool, parse func(string) error) (string, error) {
	return t.P.Input(Question{Title: title, Description: t.checkEsc(), Placeholder: placeholder, Validate: func(s string) error {
		if optional && strings.TrimSpace(s) == "" {
			return nil
		}
		if err := parse(s); err != nil {
			return errors.New(lang.ErrorText(err, t.Lang))
		}
		return nil
	}})
}

// checkDice asks min to max dice for the check form (optional: may be
// left empty).
func (t *Table) checkDice(title, placeholder string, min, max int, optional bool) (string, error) {
	return t.checkInput(title, placeholder, optional, func(s string) error {
		_, err := scoring.ParseDice(s, min, max)
		return err
	})
}
