package db_test

import (
	"context"
	"testing"

	"github.com/scorepad/scorepad/sheets"
)

// G2 (issue 16): the turn in progress is kept apart from the moves: the
// move appended deletes it in the same transaction, a draft begun at
// another position is stale, and it never counts in the list of games.
func TestG2DraftKeptUntilTheMoveIsAppended(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, _ := open(t)
	svc := sheets.NewService(s, nil)
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}
	if err := svc.Create(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	if err := svc.SaveDraft(ctx, g.ID, 0, []byte(`{"answers":[{"kind":"input","value":"11123"}]}`)); err != nil {
		t.Fatal(err)
	}
	if d, err := svc.Draft(ctx, g.ID, 0); err != nil || string(d) != `{"answers":[{"kind":"input","value":"11123"}]}` {
		t.Fatalf("draft %q %v", d, err)
	}
	if d, _ := svc.Draft(ctx, g.ID, 1); d != nil {
		t.Fatalf("a draft begun at move 0 is stale at move 1: %q", d)
	}
	if sum, _ := svc.Games(ctx, sheets.GamesQuery{All: true}); sum[0].Moves != 0 {
		t.Fatalf("a draft is no move: %+v", sum)
	}
	if _, _, err := svc.Move(ctx, g.ID, sheets.Move{Play: sheets.BoxPlay{Dice: "11123", Box: "aces"}}, ""); err != nil {
		t.Fatal(err)
	}
	if _, d, _ := s.Draft(ctx, g.ID); d != nil {
		t.Fatalf("the appended move deleted the draft: %q", d)
	}
	svc.SaveDraft(ctx, g.ID, 1, []byte(`{}`))
	if _, _, err := svc.Undo(ctx, g.ID); err != nil {
		t.Fatal(err)
	}
	if _, d, _ := s.Draft(ctx, g.ID); d != nil {
		t.Fatalf("undoing a move deletes the draft too: %q", d)
	}
}
