package table_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// Issue 31, item 2: with real dice the program cannot know which throw of
// the turn the dice typed are, so ? after them gives the Expert's move for
// each number of throws that may be left — keep with 2 left, with 1 left,
// the box with none — in hint's words, and Enter then takes the dice.
func TestCoachRealDiceAdvisesEveryThrowLeft(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"input", "the five dice", "66123?"}, step{"input", "the five dice", ""}, step{"select", "which box?", "~Sixes"})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	asked := s.p.asked[1]
	want := "if throw 1 of 3: BEST 66123 2\nif throw 2 of 3: BEST 66123 1\nif throw 3 of 3: BEST 66123 0\n"
	if !strings.Contains(asked, want) {
		t.Fatalf("the coach's three lines, first in the question asked again:\n%s", asked)
	}
	if s.p.values[1] != "66123" {
		t.Fatalf("the dice typed stay in the field: %q", s.p.values[1])
	}
	if got := s.ex.hints; len(got) != 3 || got[0] != 2 || got[1] != 1 || got[2] != 0 {
		t.Fatalf("the Expert asked for 2, 1 and 0 throws left: %v", got)
	}
	if n := len(s.state(t).Game.Moves); n != 1 {
		t.Fatalf("the dice were taken after the advice: %d moves", n)
	}
}

// Issue 31, item 2, in French: the same lines, French words.
func TestCoachRealDiceInFrench(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"input", "les cinq dés", "66123?"}, step{"input", "les cinq dés", "p"})
	s.tab.Lang = 1
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	if !strings.Contains(s.p.asked[1], "si lancer 1 sur 3\u00a0: BEST 66123 2") {
		t.Fatalf("French coach:\n%s", s.p.asked[1])
	}
}
