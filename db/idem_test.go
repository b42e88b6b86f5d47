package db_test

import (
	"context"
	"errors"
	"testing"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// A move saved with a key records it in the same transaction; the same key
// again saves nothing and says the move was saved before.
func TestMoveKeyRecordedWithTheMoveOnce(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	ctx := context.Background()
	svc := sheets.NewService(s, nil)
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}
	if err := svc.Create(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	move := func(ctx context.Context) error {
		st, err := svc.Load(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = svc.Move(ctx, g.ID, st.BoxMove(0, scoring.Fours, []uint8{4, 4, 4, 1, 2}, nil), "")
		return err
	}
	const key = "k3y-Of-A-Form_01"
	if _, ok, err := s.MoveKey(ctx, g.ID, key); ok || err != nil {
		t.Fatalf("before: key found %v, %v", ok, err)
	}
	if err := move(db.WithMoveKey(ctx, key)); err != nil {
		t.Fatal(err)
	}
	if seq, ok, err := s.MoveKey(ctx, g.ID, key); !ok || seq != 1 || err != nil {
		t.Fatalf("after the move: seq %d found %v, %v; want move 1", seq, ok, err)
	}
	if err := move(db.WithMoveKey(ctx, key)); !errors.Is(err, db.ErrMoveKeyUsed) {
		t.Fatalf("the same key again: %v, want ErrMoveKeyUsed", err)
	}
	if err := move(ctx); err != nil { // no key: the position alone decides
		t.Fatal(err)
	}
	st, _ := svc.Load(ctx, g.ID)
	if n := len(st.Game.Moves); n != 2 {
		t.Fatalf("%d moves, want 2 (the keyed one once)", n)
	}
	// the key of another game is another key
	g2 := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}}
	if err := svc.Create(ctx, g2, nil); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.MoveKey(ctx, g2.ID, key); ok {
		t.Fatal("a key of game 1 found in game 2")
	}
}

func TestValidMoveKey(t *testing.T) {
	for key, want := range map[string]bool{"abcdEFGH": true, "a-b_c-d_1234": true, "short": false, "with space1": false, "é-accented": false, "x": false,
		"0123456789012345678901234567890123456789012345678901234567890123": true, "01234567890123456789012345678901234567890123456789012345678901234": false} {
		if got := db.ValidMoveKey(key); got != want {
			t.Errorf("ValidMoveKey(%q) = %v, want %v", key, got, want)
		}
	}
}
