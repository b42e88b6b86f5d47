package cmd

import (
	"context"
	"slices"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/mattn/go-runewidth"
	"github.com/scorepad/scorepad/internal/lang"
)

// shortKeys wraps a field of a form drawn width cells wide so that huh's
// key line is written in a short form when the whole one does not fit
// (huh cuts it with "…", the keys at its end lost: at 60 columns the keep
// form's "confirm"). Every key works as before: only the line changes.
type shortKeys struct {
	huh.Field
	width int
	lang  lang.Lang
}

func (s *shortKeys) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	m, cmd := s.Field.Update(msg)
	s.Field = m.(huh.Field)
	return s, cmd
}

func (s *shortKeys) KeyBinds() []key.Binding { return fitKeys(s.Field.KeyBinds(), s.width, s.lang) }

// the With… methods keep the wrapper in the form's place of the field
func (s *shortKeys) WithTheme(t *huh.Theme) huh.Field { s.Field = s.Field.WithTheme(t); return s }

//lint:ignore SA1019 the wrapper forwards every method of huh.Field, deprecated ones too
func (s *shortKeys) WithAccessible(a bool) huh.Field    { s.Field = s.Field.WithAccessible(a); return s }
func (s *shortKeys) WithKeyMap(k *huh.KeyMap) huh.Field { s.Field = s.Field.WithKeyMap(k); return s }
func (s *shortKeys) WithWidth(w int) huh.Field          { s.Field = s.Field.WithWidth(w); return s }
func (s *shortKeys) WithHeight(h int) huh.Field         { s.Field = s.Field.WithHeight(h); return s }
func (s *shortKeys) WithPosition(p huh.FieldPosition) huh.Field {
	s.Field = s.Field.WithPosition(p)
	return s
}

// keysWidth is the width of the key line huh draws for binds (bubbles'
// ShortHelpView: "key desc" joined by " • ").
func keysWidth(binds []key.Binding) int {
	w := 0
	for i, b := range binds {
		if i > 0 {
			w += 3
		}
		w += runewidth.StringWidth(b.Help().Key) + 1 + runewidth.StringWidth(b.Help().Desc)
	}
	return w
}

// fitKeys returns the enabled binds of a field as its key line shows
// them within width cells: all when they fit; else a short form — ↑ and
// ↓ said once ("↑↓ move"), what answers the question first (toggle,
// confirm, back), then the filter, select all and the like while room is
// left —, the last giving way if it still does not fit.
func fitKeys(binds []key.Binding, width int, l lang.Lang) []key.Binding {
	var on []key.Binding
	for _, b := range binds {
		if b.Enabled() && b.Help().Key != "" {
			on = append(on, b)
		}
	}
	if width <= 0 || keysWidth(on) <= width {
		return on
	}
	var short, extra []key.Binding
	moved := false
	for _, b := range on {
		ks := b.Keys()
		switch {
		case slices.Contains(ks, "up") || slices.Contains(ks, "down"):
			if !moved {
				short = append(short, key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", l.T("move"))))
				moved = true
			}
		case slices.Contains(ks, "/") || slices.Contains(ks, "esc") || slices.Contains(ks, "ctrl+a") ||
			slices.Contains(ks, "left") || slices.Contains(ks, "right") || slices.Contains(ks, "ctrl+e"):
			extra = append(extra, b)
		default:
			short = append(short, b)
		}
	}
	for _, b := range extra {
		if keysWidth(append(slices.Clone(short), b)) <= width {
			short = append(short, b)
		}
	}
	for len(short) > 1 && keysWidth(short) > width {
		short = short[:len(short)-1]
	}
	return short
}

// clock is the time P10 counts: now, and ticks at which to look at it
// (stop ends them). Tests give their own, moved by hand.
type clock struct {
	now   func() time.Time
	ticks func() (c <-chan time.Time, stop func())
}

// realClock is the system's time, looked at every 20 ms.
var realClock = clock{now: time.Now, ticks: func() (<-chan time.Time, func()) {
	t := time.NewTicker(20 * time.Millisecond)
	return t.C, t.Stop
}}

// idleClock is P10's clock: it runs out timeout after the last key
// pressed, not after the form's start: every key sets it back.
type idleClock struct {
	now     func() time.Time
	timeout time.Duration
	last    atomic.Int64 // the last key's time, in ns
}

// key sets the clock back: a key was pressed (or the form started).
func (c *idleClock) key() { c.last.Store(c.now().UnixNano()) }

// filter is the form's key filter: it sees every key go by.
func (c *idleClock) filter(_ tea.Model, msg tea.Msg) tea.Msg {
	if _, ok := msg.(tea.KeyMsg); ok {
		c.key()
	}
	return msg
}

// watch looks at the clock at each tick and cancels the form once it ran
// out; it returns then, or when ctx ends.
func (c *idleClock) watch(ctx context.Context, cancel context.CancelFunc, ticks <-chan time.Time) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticks:
			if c.now().Sub(time.Unix(0, c.last.Load())) >= c.timeout {
				cancel()
				return
			}
		}
	}
}
