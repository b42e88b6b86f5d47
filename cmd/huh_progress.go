package cmd

import (
	"context"
	"fmt"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/scorepad/scorepad/pages"
)

// progressShower is a prompter that can show a computation's progress
// (huhPrompter does): Progress runs work and, when it lasts, shows the line
// it reports until it returns — redrawn under the question on a terminal,
// where Esc or Ctrl-C cancels work's context; printed now and then line by
// line, where Ctrl-C cancels it.
type progressShower interface {
	Progress(work func(ctx context.Context, report func(string)) error) error
}

var _ progressShower = (*huhPrompter)(nil)

// progressQuiet is how long work may run before its progress is shown: a
// table read from the cache never flashes a progress line.
const progressQuiet = 150 * time.Millisecond

// Progress runs work, showing its progress line once it lasts (see
// progressShower).
func (h *huhPrompter) Progress(work func(ctx context.Context, report func(string)) error) error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var mu sync.Mutex
	var last string
	var show func(string) // set once the line is shown
	report := func(s string) {
		mu.Lock()
		defer mu.Unlock()
		last = s
		if show != nil {
			show(s)
		}
	}
	done := make(chan error, 1)
	go func() { done <- work(ctx, report) }()
	select {
	case err := <-done:
		return err
	case <-time.After(progressQuiet):
	}
	if h.accessible {
		return h.progressLines(ctx, cancel, done, &mu, &last, &show)
	}
	m := &progressModel{cancel: cancel}
	p := tea.NewProgram(m, tea.WithInput(h.in.r), tea.WithOutput(h.out), tea.WithoutSignalHandler())
	mu.Lock()
	m.line = last
	show = func(s string) { go p.Send(progressLine(s)) }
	mu.Unlock()
	var err error
	go func() {
		err = <-done
		p.Send(progressDone{})
	}()
	if _, runErr := p.Run(); runErr != nil {
		cancel()
		<-done
		return runErr
	}
	return err
}

// progressLines prints the progress now and then (every 2 s), for screen
// readers and piped answers; Ctrl-C cancels.
func (h *huhPrompter) progressLines(ctx context.Context, cancel context.CancelFunc, done chan error, mu *sync.Mutex, last *string, show *func(string)) error {
	sigCtx, stop := interruptible(ctx)
	defer stop()
	tick := time.NewTicker(2 * time.Second)
	defer tick.Stop()
	print := func() {
		mu.Lock()
		defer mu.Unlock()
		if *last != "" {
			fmt.Fprintln(h.out, fitProgress(*last, 0)) // read aloud: the whole line
		}
	}
	print()
	for {
		select {
		case err := <-done:
			return err
		case <-tick.C:
			print()
		case <-sigCtx.Done():
			cancel()
			return <-done
		}
	}
}

// progressModel is the one-line view of a computation: its progress line
// in the form that fits the terminal's width (fitProgress), until the work
// is done; Esc or Ctrl-C cancels it.
type progressModel struct {
	line     string
	width    int // the terminal's, once known
	finished bool
	cancel   context.CancelFunc
}

type progressLine string

type progressDone struct{}

func (m *progressModel) Init() tea.Cmd { return nil }

func (m *progressModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		if msg.Type == tea.KeyEsc || msg.Type == tea.KeyCtrlC {
			m.cancel() // the work returns, then progressDone quits
		}
	case tea.WindowSizeMsg:
		m.width = msg.Width
	case progressLine:
		m.line = string(msg)
	case progressDone:
		m.finished = true
		return m, tea.Quit
	}
	return m, nil
}

func (m *progressModel) View() string {
	if m.finished {
		return ""
	}
	width := m.width
	if width <= 0 {
		width = pages.DefaultTextWidth
	}
	return fitProgress(m.line, width) + "\n"
}
