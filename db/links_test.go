package db_test

import (
	"context"
	"testing"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
)

func TestJoinLinks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, path := open(t)
	svc := sheets.NewService(s, nil)
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}
	if err := svc.Create(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	first, err := s.Link(ctx, g.ID)
	if err != nil || len(first) < 22 {
		t.Fatalf("Link: %q, %v; want a 128-bit secret", first, err)
	}
	// kept: the same link after reopening the file (a restarted server)
	s2, err := db.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if again, err := s2.Link(ctx, g.ID); err != nil || again != first {
		t.Fatalf("Link again: %q, %v; want %q", again, err, first)
	}
	for _, c := range []struct {
		secret string
		want   bool
	}{{first, true}, {first + "x", false}, {first[:len(first)-1], false}, {"", false}} {
		if ok, err := s.CheckLink(ctx, g.ID, c.secret); err != nil || ok != c.want {
			t.Errorf("CheckLink(%q) = %v, %v; want %v", c.secret, ok, err, c.want)
		}
	}
	// replaced: the old one no longer works
	fresh, err := s.NewLink(ctx, g.ID)
	if err != nil || fresh == first {
		t.Fatalf("NewLink: %q, %v", fresh, err)
	}
	if ok, _ := s.CheckLink(ctx, g.ID, first); ok {
		t.Error("the replaced link still works")
	}
	if ok, _ := s.CheckLink(ctx, g.ID, fresh); !ok {
		t.Error("the new link does not work")
	}
	// a game without a link accepts nothing; no link for a game that does not exist
	if ok, _ := s.CheckLink(ctx, g.ID+1, ""); ok {
		t.Error("a game without a link accepted the empty secret")
	}
	if _, err := s.Link(ctx, g.ID+1); err == nil {
		t.Error("a link was made for a game that does not exist")
	}
}

func TestDataVersionSeesAnotherConnection(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, path := open(t)
	w, err := s.Watch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	v0, err := w.Version(ctx)
	if err != nil {
		t.Fatal(err)
	}
	other, err := db.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}
	if err := sheets.NewService(other, nil).Create(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	if v1, _ := w.Version(ctx); v1 == v0 {
		t.Fatal("the data version did not change after another connection's commit")
	}
	vs, err := s.GameVersions(ctx, []int64{g.ID, g.ID + 1})
	if err != nil || len(vs) != 1 || vs[g.ID].Moves != 0 {
		t.Fatalf("GameVersions: %v, %v; want game %d with 0 moves only", vs, err, g.ID)
	}
}
