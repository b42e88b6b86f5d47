package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/scorepad/scorepad/internal/fold"
	"github.com/scorepad/scorepad/internal/lang"
	"golang.org/x/term"
)

// huhPrompter asks with huh forms: full-screen forms on a terminal, huh's
// accessible line-by-line prompts otherwise (screen readers, piped answers).
//
// huh v1.0.0's accessible mode has sharp edges this adapter files down:
//   - each accessible prompt builds its own bufio.Scanner over the input,
//     which would swallow every piped line: the input is read one byte per
//     Read (oneByte), so a prompt consumes exactly its own line;
//   - a prompt that meets the end of the input says nothing and returns its
//     default (or, for a Select, indexes option 0 and panics): the adapter
//     notices the end of input and returns errNoInput, and recovers the
//     panic;
//   - hidden groups are still asked and OptionsFunc/TitleFunc are never
//     evaluated: every form here is one field with static options;
//   - a MultiSelect with a failing validator loops forever at the end of
//     input: none is given, callers check the answer afterwards;
//   - on a terminal, MultiSelect options with the same label toggle
//     together: callers give every option a distinct label ("⚄ 5 (die 2)").
type huhPrompter struct {
	accessible bool
	in         *oneByte
	out        io.Writer
	theme      *huh.Theme
	keys       *huh.KeyMap
	lang       lang.Lang
	// back: Shift+Tab answers with errBack (table.Backer, the wizard)
	back bool
	// clock is P10's time (realClock; a test's own in tests)
	clock clock
}

// AllowBack lets Shift+Tab go back a question (table.Backer).
func (h *huhPrompter) AllowBack(on bool) { h.back = on }

// maxAnswer is the longest answer line read line by line. huh's
// accessible prompts read with a bufio.Scanner, which gives up on a line of
// 64 KiB and hands back an empty answer: one pasted line would end the
// game. oneByte cuts such a line itself.
const maxAnswer = 4096

// oneByte reads one byte per call and remembers the end of input. A line
// longer than maxAnswer is refused whole: its first maxAnswer bytes are
// followed by a NUL (which no answer accepts) and the rest of the line is
// dropped, so the prompt asks again. While quiet (an Input) tooLong is set
// and the Input's validator says why; otherwise the refusal is printed here.
type oneByte struct {
	r        io.Reader
	eof      bool
	line     int  // bytes of the current line so far
	skipping bool // dropping the rest of an over-long line
	tooLong  bool // the last line was over-long; cleared by the validator
	quiet    bool
	out      io.Writer
	lang     lang.Lang
}

func (o *oneByte) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for {
		n, err := o.r.Read(p[:1])
		if err == io.EOF {
			o.eof = true
		}
		if n == 0 {
			return 0, err
		}
		switch {
		case o.skipping && p[0] != '\n':
			continue
		case p[0] == '\n':
			o.skipping, o.line = false, 0
		case o.line >= maxAnswer:
			o.skipping = true
			p[0] = 0
			if o.quiet {
				o.tooLong = true
			} else if o.out != nil {
				fmt.Fprintln(o.out, "\n"+o.tooLongText())
			}
		default:
			o.line++
		}
		return 1, err
	}
}

func (o *oneByte) tooLongText() string {
	return fmt.Sprintf(o.lang.T("✘ That line is longer than %d characters: it was set aside. Type the answer again."), maxAnswer)
}

func newHuhPrompter(in io.Reader, out io.Writer, accessible bool, l lang.Lang) *huhPrompter {
	return &huhPrompter{accessible: accessible, in: &oneByte{r: in, out: out, lang: l}, out: out, theme: huh.ThemeCharm(), keys: keyMap(l), lang: l, clock: realClock}
}

// keyMap is huh's keys with their help line in the chosen language.
func keyMap(l lang.Lang) *huh.KeyMap {
	km := huh.NewDefaultKeyMap()
	// Esc leaves a form as Ctrl-C does: the menu is left, a game paused
	// (every accepted move and the turn in progress saved)
	km.Quit.SetKeys("ctrl+c", "esc")
	if l != lang.FR {
		return km
	}
	km.Input.Submit.SetHelp(l.TC("huh key", "enter"), l.TC("huh key", "submit"))
	km.Input.Next.SetHelp(l.TC("huh key", "enter"), l.TC("huh key", "next"))
	km.Input.Prev.SetHelp(l.TC("huh key", "shift+tab"), l.TC("huh key", "back"))
	km.Input.AcceptSuggestion.SetHelp(l.TC("huh key", "ctrl+e"), l.TC("huh key", "complete"))
	km.Select.Up.SetHelp(l.TC("huh key", "↑"), l.TC("huh key", "up"))
	km.Select.Down.SetHelp(l.TC("huh key", "↓"), l.TC("huh key", "down"))
	km.Select.Left.SetHelp(l.TC("huh key", "←"), l.TC("huh key", "left"))
	km.Select.Right.SetHelp(l.TC("huh key", "→"), l.TC("huh key", "right"))
	km.Select.Filter.SetHelp(l.TC("huh key", "/"), l.TC("huh key", "filter"))
	km.Select.SetFilter.SetHelp(l.TC("huh key", "esc"), l.TC("huh key", "set filter"))
	km.Select.ClearFilter.SetHelp(l.TC("huh key", "esc"), l.TC("huh key", "clear filter"))
	km.Select.HalfPageUp.SetHelp(l.TC("huh key", "ctrl+u"), l.TC("huh key", "½ page up"))
	km.Select.HalfPageDown.SetHelp(l.TC("huh key", "ctrl+d"), l.TC("huh key", "½ page down"))
	km.Select.GotoTop.SetHelp(l.TC("huh key", "g/home"), l.TC("huh key", "go to start"))
	km.Select.GotoBottom.SetHelp(l.TC("huh key", "G/end"), l.TC("huh key", "go to end"))
	km.Select.Submit.SetHelp(l.TC("huh key", "enter"), l.TC("huh key", "submit"))
	km.Select.Next.SetHelp(l.TC("huh key", "enter"), l.TC("huh key", "select"))
	km.Select.Prev.SetHelp(l.TC("huh key", "shift+tab"), l.TC("huh key", "back"))
	km.MultiSelect.Toggle.SetHelp(l.TC("huh key", "x"), l.TC("huh key", "toggle"))
	km.MultiSelect.Up.SetHelp(l.TC("huh key", "↑"), l.TC("huh key", "up"))
	km.MultiSelect.Down.SetHelp(l.TC("huh key", "↓"), l.TC("huh key", "down"))
	km.MultiSelect.Filter.SetHelp(l.TC("huh key", "/"), l.TC("huh key", "filter"))
	km.MultiSelect.SetFilter.SetHelp(l.TC("huh key", "esc"), l.TC("huh key", "set filter"))
	km.MultiSelect.ClearFilter.SetHelp(l.TC("huh key", "esc"), l.TC("huh key", "clear filter"))
	km.MultiSelect.HalfPageUp.SetHelp(l.TC("huh key", "ctrl+u"), l.TC("huh key", "½ page up"))
	km.MultiSelect.HalfPageDown.SetHelp(l.TC("huh key", "ctrl+d"), l.TC("huh key", "½ page down"))
	km.MultiSelect.GotoTop.SetHelp(l.TC("huh key", "g/home"), l.TC("huh key", "go to start"))
	km.MultiSelect.GotoBottom.SetHelp(l.TC("huh key", "G/end"), l.TC("huh key", "go to end"))
	km.MultiSelect.Submit.SetHelp(l.TC("huh key", "enter"), l.TC("huh key", "submit"))
	km.MultiSelect.Next.SetHelp(l.TC("huh key", "enter"), l.TC("huh key", "confirm"))
	km.MultiSelect.Prev.SetHelp(l.TC("huh key", "shift+tab"), l.TC("huh key", "back"))
	km.MultiSelect.SelectAll.SetHelp(l.TC("huh key", "ctrl+a"), l.TC("huh key", "select all"))
	km.MultiSelect.SelectNone.SetHelp(l.TC("huh key", "ctrl+a"), l.TC("huh key", "select none"))
	km.Confirm.Toggle.SetHelp(l.TC("huh key", "←/→"), l.TC("huh Confirm key", "toggle"))
	km.Confirm.Submit.SetHelp(l.TC("huh key", "enter"), l.TC("huh key", "submit"))
	km.Confirm.Next.SetHelp(l.TC("huh key", "enter"), l.TC("huh key", "next"))
	km.Confirm.Prev.SetHelp(l.TC("huh key", "shift+tab"), l.TC("huh key", "back"))
	// huh's Confirm writes its Accept help as "y" and the answer's label
	// at every draw ("y Oui"): the French form draws its own key line
	// instead (confirmKeysFR), o as well as y accepted
	km.Confirm.Accept.SetHelp(l.TC("huh key", "y"), l.TC("huh key", "Yes"))
	km.Confirm.Accept.SetKeys("y", "Y", "o", "O")
	km.Confirm.Reject.SetHelp(l.TC("huh key", "n"), l.TC("huh key", "No"))
	return km
}

// confirmKeysFR is the French key line of a Confirm, in place of huh's
// (which would say "y Oui • n Non"): huh's English line, in the catalogue.
var confirmKeysFR = lang.FR.T("y yes • n no • ←/→ toggle • enter submit")

func (h *huhPrompter) Accessible() bool { return h.accessible }

// run runs a one-field form and maps huh's outcomes to the adapter's errors.
// huh's accessible prompts print no description: the adapter prints it
// first.
func (h *huhPrompter) run(f huh.Field, description string) error {
	return h.runWithin(f, description, 0)
}

// runWithin is run giving up after timeout with errTimeout (on a
// terminal; timeout 0 waits).
func (h *huhPrompter) runWithin(f huh.Field, description string, timeout time.Duration) error {
	if h.accessible {
		if description != "" {
			fmt.Fprintln(h.out, description)
		}
		return h.outcome(h.runLines(h.form(f), f))
	}
	return h.outcome(h.runTerminal(h.form(f), timeout))
}

// form is the one-field form of f, its theme, keys and key line.
func (h *huhPrompter) form(f huh.Field) *huh.Form {
	_, confirm := f.(*huh.Confirm)
	ownKeys := confirm && h.lang == lang.FR // confirmKeysFR, in the description
	if w, _ := h.size(); w > 0 && !h.accessible {
		f = &shortKeys{Field: f, width: w, lang: h.lang} // a key line that fits, not cut
	}
	return huh.NewForm(huh.NewGroup(f)).WithTheme(h.theme).WithShowHelp(!h.accessible && !ownKeys).WithKeyMap(h.keys)
}

// runLines runs form line by line (huh's accessible mode): in French its
// texts and yes/no answers too; the panic of a Select at the end of the
// input is no input.
func (h *huhPrompter) runLines(form *huh.Form, f huh.Field) (err error) {
	var in io.Reader = h.in
	var out io.Writer = h.out
	if h.lang == lang.FR {
		// huh's own accessible texts and yes/no answers in French
		out = frWriter{h.out}
		if _, ok := f.(*huh.Confirm); ok {
			in = &yesNoReader{r: h.in}
		}
	}
	defer func() {
		if r := recover(); r != nil {
			err = errNoInput
		}
	}()
	return form.WithAccessible(true).WithInput(in).WithOutput(out).Run()
}

// runTerminal runs form on the terminal: Shift+Tab goes back a question
// (errBack) while allowed; with a timeout, P10's clock (idleClock) leaves
// it with errTimeout, what was typed after dropped.
func (h *huhPrompter) runTerminal(form *huh.Form, timeout time.Duration) error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var filters []func(tea.Model, tea.Msg) tea.Msg
	var back backKey
	if h.back {
		filters = append(filters, back.filter)
	}
	if timeout > 0 {
		c := &idleClock{now: h.clock.now, timeout: timeout}
		c.key()
		filters = append(filters, c.filter)
		ticks, stop := h.clock.ticks()
		defer stop()
		go c.watch(ctx, cancel, ticks)
	}
	if len(filters) > 0 {
		form = form.WithProgramOptions(tea.WithFilter(func(m tea.Model, msg tea.Msg) tea.Msg {
			for _, f := range filters {
				if msg = f(m, msg); msg == nil {
					return nil
				}
			}
			return msg
		}))
	}
	if w, _ := h.size(); w > 0 {
		// drawn at the terminal's width from its first frame: drawn
		// wider before the size is known, a narrow terminal wrapped
		// its lines and pieces of the form stayed on screen after it
		form = form.WithWidth(w)
	}
	err := form.WithOutput(h.out).WithInput(h.in.r).RunWithContext(ctx)
	if back.backed && err == nil {
		// the form left stays drawn: erased, the question before is
		// asked in its place
		fmt.Fprintf(h.out, "\r\x1b[%dA\x1b[J", back.frame-1)
		return errBack
	}
	if timeout > 0 && (errors.Is(err, huh.ErrTimeout) || errors.Is(err, context.Canceled)) {
		// keys typed after the clock ran out belong to nobody: they
		// must not reach the next form (P10)
		flushInput(h.in.r)
		return errTimeout
	}
	return err
}

// backKey leaves a form on Shift+Tab as a question to go back: huh itself
// has no field before this one to go to.
type backKey struct {
	backed bool
	frame  int // the lines the form drew, erased once left
}

func (b *backKey) filter(m tea.Model, msg tea.Msg) tea.Msg {
	if k, ok := msg.(tea.KeyMsg); ok && k.String() == "shift+tab" {
		b.frame = strings.Count(m.View(), "\n") + 1
		// the form quits as a submit does, the terminal's reader stopped
		// cleanly (an interrupt, as Ctrl-C, left it to swallow the next
		// form's first keys)
		b.backed = true
		return tea.QuitMsg{}
	}
	return msg
}

// outcome maps how a form ended to the adapter's errors.
func (h *huhPrompter) outcome(err error) error {
	switch {
	case errors.Is(err, huh.ErrTimeout):
		flushInput(h.in.r)
		return errTimeout
	case errors.Is(err, huh.ErrUserAborted):
		return errPaused
	case noTerminal(err):
		return fmt.Errorf(h.lang.T("this form needs a terminal (%v): run with --accessible to answer line by line"), err)
	case err != nil:
		return err
	case h.accessible && h.in.eof:
		return errNoInput
	}
	return nil
}

func (h *huhPrompter) Input(q question) (string, error) {
	v := q.Value
	f := huh.NewInput().Title(q.Title).Placeholder(q.Placeholder).Value(&v)
	// An over-long line is refused by the validator itself (see oneByte).
	h.in.quiet, h.in.tooLong = true, false
	defer func() { h.in.quiet, h.in.tooLong = false, false }()
	f = f.Validate(func(s string) error {
		if h.in.tooLong {
			h.in.tooLong = false
			return errors.New(h.in.tooLongText())
		}
		if h.accessible && q.Value != "" && strings.TrimSpace(s) == "" {
			return nil // Enter keeps the answer already there
		}
		if q.Validate != nil {
			return q.Validate(s)
		}
		return nil
	})
	if h.accessible && q.Value != "" {
		// huh's accessible prompt does not show the value it keeps on Enter
		q.Description = strings.TrimLeft(q.Description+"\n"+fmt.Sprintf(h.lang.T("Enter: %s"), q.Value), "\n")
	}
	if !h.accessible {
		// the title, the typed dice and the live line stay on screen: a
		// long description (the sheet) gives way, its last line (the
		// commands) kept
		w, r := h.size()
		q.Description = fold.Description(foldText(q.Description, w-4), r-7)
	}
	if q.Live != nil && !h.accessible {
		f = f.DescriptionFunc(func() string {
			d := q.Live(v)
			if q.Description != "" {
				d = q.Description + "\n" + d
			}
			return d
		}, &v)
	} else if q.Description != "" {
		f = f.Description(q.Description)
	}
	if err := h.run(f, q.Description); err != nil {
		return "", err
	}
	v = strings.TrimSpace(v)
	if q.Validate != nil {
		// huh's accessible prompt may hand back an unvalidated default at
		// the end of input; never trust it.
		if err := q.Validate(v); err != nil {
			return "", err
		}
	}
	return v, nil
}

// MenuSelect is the menu's Select (table.MenuSelecter): on a terminal, q
// leaves it as Esc and Ctrl-C do (q is no answer to a list; in text fields
// it stays a letter).
func (h *huhPrompter) MenuSelect(title, description string, opts []option, def string) (string, error) {
	if !h.accessible {
		keys := *h.keys
		keys.Quit.SetKeys("ctrl+c", "esc", "q")
		saved := h.keys
		h.keys = &keys
		defer func() { h.keys = saved }()
	}
	return h.Select(title, description, opts, def)
}

func (h *huhPrompter) Select(title, description string, opts []option, def string) (string, error) {
	return h.SelectWithin(title, description, opts, def, 0)
}

func (h *huhPrompter) SelectWithin(title, description string, opts []option, def string, timeout time.Duration) (string, error) {
	v := def
	if v == "" && len(opts) > 0 {
		v = opts[0].Value
	}
	hopts := make([]huh.Option[string], len(opts))
	for i, o := range opts {
		hopts[i] = huh.NewOption(o.Label, o.Value)
	}
	height := 0
	if !h.accessible {
		w, r := h.size()
		description, height = fold.Select(foldText(description, w-4), len(opts), r)
		if height == fold.SelectHeight(description, len(opts)) {
			// everything fits: no height given. huh v1.0.0's Select with
			// a height puts its viewport's first line on the cursor at
			// every message, hiding the options above the default (the
			// first game of the wizard gone back to, the splits ranked
			// above the hint's); without one, the whole list shows
			height = 0
		}
	}
	f := huh.NewSelect[string]().Title(title).Options(hopts...).Value(&v)
	if description != "" {
		f = f.Description(description)
	}
	if height > 0 {
		f = f.Height(height)
	}
	if err := h.runWithin(f, description, timeout); err != nil {
		return "", err
	}
	return v, nil
}

func (h *huhPrompter) MultiSelect(title, description string, opts []option, live func([]string) string) ([]string, error) {
	var v []string
	hopts := make([]huh.Option[string], len(opts))
	for i, o := range opts {
		hopts[i] = huh.NewOption(o.Label, o.Value).Selected(o.Selected)
	}
	f := huh.NewMultiSelect[string]().Title(title).Options(hopts...).Value(&v)
	if live != nil && !h.accessible {
		describe := func(sel []string) string {
			d := live(sel)
			if description != "" {
				d = strings.TrimRight(description+"\n"+d, "\n")
			}
			return d
		}
		f = f.DescriptionFunc(func() string { return describe(v) }, &v)
		// huh evaluates DescriptionFunc only once the selection changes
		// (an empty selection hashes as its starting point): until then
		// the static description shows, the advice with it; the live line
		// only when dice come checked
		var sel []string
		for _, o := range opts {
			if o.Selected {
				sel = append(sel, o.Value)
			}
		}
		if len(sel) > 0 {
			f = f.Description(describe(sel))
		} else if description != "" {
			f = f.Description(description)
		}
	} else if description != "" {
		f = f.Description(description)
	}
	if err := h.run(f, description); err != nil {
		return nil, err
	}
	return v, nil
}

func (h *huhPrompter) Confirm(title, description string, def bool) (bool, error) {
	v := def
	f := huh.NewConfirm().Title(title).Value(&v).Affirmative(h.lang.T("Yes")).Negative(h.lang.T("No"))
	shown := description
	if h.lang == lang.FR && !h.accessible {
		shown = strings.TrimLeft(description+"\n\n"+confirmKeysFR, "\n")
	}
	if shown != "" {
		f = f.Description(shown)
	}
	if err := h.run(f, description); err != nil {
		return false, err
	}
	return v, nil
}

// size returns the terminal's width and height, 0s when unknown.
func (h *huhPrompter) size() (int, int) {
	f, ok := h.out.(interface{ Fd() uintptr })
	if !ok {
		return 0, 0
	}
	w, r, err := term.GetSize(int(f.Fd()))
	if err != nil {
		return 0, 0
	}
	return w, r
}

// foldText folds the lines of s longer than width cells at spaces
// (fold.Text).
func foldText(s string, width int) string { return fold.Text(s, width) }

// accessibleWanted reports the accessible mode: --accessible, ACCESSIBLE
// set, TERM=dumb.
func accessibleWanted(flag bool, getenv func(string) string) bool {
	return flag || (getenv("ACCESSIBLE") != "" && getenv("ACCESSIBLE") != "0") || getenv("TERM") == "dumb"
}

// noTerminal reports whether err is the form's failure to open the
// terminal (/dev/tty), found by the path the error carries, not its words.
func noTerminal(err error) bool {
	var pe *fs.PathError
	return errors.As(err, &pe) && pe.Path == "/dev/tty"
}
