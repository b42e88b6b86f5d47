package sheets_test

import (
	"context"
	"errors"
	"testing"

	"github.com/scorepad/scorepad/sheets"
)

// memStore keeps one game in memory; before, when set, runs before an
// append (another process writing first).
type memStore struct {
	g      sheets.Game
	before func(s *memStore)
}

func (s *memStore) CreateGame(_ context.Context, g *sheets.Game) error {
	g.ID = 1
	s.g = *g
	return nil
}

func (s *memStore) Game(_ context.Context, id int64) (*sheets.Game, error) {
	if id != s.g.ID {
		return nil, sheets.ErrNotFound
	}
	g := s.g
	g.Moves = append([]sheets.Move(nil), s.g.Moves...)
	return &g, nil
}

func (s *memStore) AppendMove(_ context.Context, _ int64, m sheets.Move, _ []sheets.Result) error {
	if f := s.before; f != nil {
		s.before = nil
		f(s)
	}
	if m.Seq != len(s.g.Moves)+1 {
		return sheets.ErrConflict
	}
	s.g.Moves = append(s.g.Moves, m)
	return nil
}

func (s *memStore) DeleteLastMove(context.Context, int64, int) error { return errors.New("not here") }
func (s *memStore) Games(context.Context, sheets.GamesQuery) ([]sheets.Summary, error) {
	return nil, nil
}
func (s *memStore) CountGames(context.Context, bool) (int, error)  { return 0, nil }
func (s *memStore) KnownPlayers(context.Context) ([]string, error) { return nil, nil }

func box(box string) sheets.Move {
	return sheets.Move{Seat: -1, Play: sheets.BoxPlay{Dice: "44412", Box: box}}
}

func TestServiceAtSavesOnlyOnThePositionSeen(t *testing.T) {
	ctx := context.Background()
	store := &memStore{}
	svc := sheets.NewService(store, nil)
	if err := svc.Create(ctx, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}, nil); err != nil {
		t.Fatal(err)
	}
	// on the position seen: saved
	if _, _, err := svc.At(0).Move(ctx, 1, box("fours"), ""); err != nil {
		t.Fatalf("move on the position seen: %v", err)
	}
	// the same form again: the game has moved on
	_, _, err := svc.At(0).Move(ctx, 1, box("fours"), "")
	var stale *sheets.StaleError
	if !errors.As(err, &stale) || stale.Want != 0 || stale.Now != 1 {
		t.Fatalf("the same move again: %v, want a StaleError from 0 to 1", err)
	}
	// another process writes between the judging and the saving: not
	// judged again on the new position, refused
	store.before = func(s *memStore) {
		s.g.Moves = append(s.g.Moves, sheets.Move{Seq: 2, Seat: 1, Play: sheets.BoxPlay{Dice: "66612", Box: "sixes"}})
	}
	_, _, err = svc.At(1).Move(ctx, 1, box("aces"), "")
	if !errors.As(err, &stale) || stale.Want != 1 || stale.Now != 2 {
		t.Fatalf("a move saved meanwhile: %v, want a StaleError from 1 to 2", err)
	}
	if n := len(store.g.Moves); n != 2 {
		t.Fatalf("%d moves, want 2 (the refused ones not saved)", n)
	}
	// without At, the Service judges again after the other move (G2)
	store.before = func(s *memStore) {
		s.g.Moves = append(s.g.Moves, sheets.Move{Seq: 3, Seat: 0, Play: sheets.BoxPlay{Dice: "11111", Box: "aces"}})
	}
	if _, _, err := svc.Move(ctx, 1, box("fives"), ""); err != nil {
		t.Fatalf("plain Move after a conflict: %v", err)
	}
	if n := len(store.g.Moves); n != 4 {
		t.Fatalf("%d moves, want 4", n)
	}
}
