package db_test

import (
	"context"
	"testing"

	"github.com/scorepad/scorepad/db"
)

// TestTableSecret: the table's link (issue 37) is one secret per
// database, kept across a restart, compared exactly, and replaced on
// demand (the old one refused at once).
func TestTableSecret(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, path := open(t)
	if ok, err := s.CheckTableSecret(ctx, ""); err != nil || ok {
		t.Fatalf("before any secret: CheckTableSecret(\"\") = %v, %v; want false", ok, err)
	}
	first, err := s.TableSecret(ctx)
	if err != nil || len(first) < 22 {
		t.Fatalf("TableSecret: %q, %v; want a 128-bit secret", first, err)
	}
	s2, err := db.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if again, err := s2.TableSecret(ctx); err != nil || again != first {
		t.Fatalf("TableSecret after reopening: %q, %v; want %q", again, err, first)
	}
	for _, c := range []struct {
		secret string
		want   bool
	}{{first, true}, {first + "x", false}, {first[:len(first)-1], false}, {"", false}} {
		if ok, err := s.CheckTableSecret(ctx, c.secret); err != nil || ok != c.want {
			t.Errorf("CheckTableSecret(%q) = %v, %v; want %v", c.secret, ok, err, c.want)
		}
	}
	fresh, err := s.NewTableSecret(ctx)
	if err != nil || fresh == first {
		t.Fatalf("NewTableSecret: %q, %v", fresh, err)
	}
	if ok, _ := s.CheckTableSecret(ctx, first); ok {
		t.Error("the replaced table link still works")
	}
	if ok, _ := s2.CheckTableSecret(ctx, fresh); !ok {
		t.Error("the new table link does not work (in another connection)")
	}
}
