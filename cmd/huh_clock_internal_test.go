package cmd

import (
	"errors"
	"io"
	"sync"
	"testing"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
)

// fakeClock is P10's time moved by hand: every look at it is signalled on
// looked, and the clock ticks when the test says.
type fakeClock struct {
	mu     sync.Mutex
	t      time.Time
	looked chan struct{}
	tick   chan time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.looked <- struct{}{}
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// TestP10ClockCountsFromTheLastKey: a Select on a terminal with P10's
// clock, driven in process on a fake clock: a key a second for 5 s keeps
// the hand (the clock, 3 s, set back at each key); then 3 s without a key
// and the form gives up with errTimeout.
func TestP10ClockCountsFromTheLastKey(t *testing.T) {
	t.Parallel()
	c := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), looked: make(chan struct{}, 16), tick: make(chan time.Time)}
	in, keys := io.Pipe()
	h := newHuhPrompter(in, io.Discard, false, lang.EN)
	h.clock = clock{now: c.now, ticks: func() (<-chan time.Time, func()) { return c.tick, func() {} }}
	done := make(chan error, 1)
	go func() {
		_, err := h.SelectWithin("Which box?", "", []option{{Label: "aces", Value: "aces"}, {Label: "twos", Value: "twos"}}, "aces", 3*time.Second)
		done <- err
	}()
	// wait is a hang detector, not a speed check.
	wait := func(what string, ch <-chan struct{}) {
		t.Helper()
		select {
		case <-ch:
		case err := <-done:
			t.Fatalf("%s: the form ended: %v", what, err)
		case <-time.After(time.Minute):
			t.Fatalf("%s: nothing after a minute", what)
		}
	}
	// tick makes the clock look at the time; a second tick is taken only
	// if the first did not end the form.
	tick := func(what string) {
		t.Helper()
		for range 2 {
			select {
			case c.tick <- time.Time{}:
			case err := <-done:
				t.Fatalf("%s: the form ended: %v", what, err)
			case <-time.After(time.Minute):
				t.Fatalf("%s: the clock stopped looking", what)
			}
			wait(what+": the tick's look", c.looked)
		}
	}
	wait("the form's start", c.looked)
	for i := range 5 {
		c.advance(time.Second)
		if _, err := keys.Write([]byte("j")); err != nil { // down
			t.Fatal(err)
		}
		wait("a key", c.looked)
		tick("a key a second, " + time.Duration(i+1).String())
	}
	c.advance(3 * time.Second)
	c.tick <- time.Time{}
	select {
	case err := <-done:
		if !errors.Is(err, errTimeout) {
			t.Fatalf("3 s after the last key: %v, want errTimeout", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("3 s after the last key, the form still waits")
	}
	keys.Close()
}
