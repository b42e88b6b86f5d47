package cmd

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/web"
)

// TestServePrintsTheTableLink (issue 37): serve prints the table's link
// with its QR code, the same after a restart, a new one with
// --new-table-link (the old one refused), none when read-only.
func TestServePrintsTheTableLink(t *testing.T) {
	ctx := context.Background()
	store, err := db.Open(ctx, filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	svc := sheets.NewService(store, time.Now)
	link := regexp.MustCompile(`(?m)^  http://h:1(/table\?k=\S+)$`)
	say := func(o *serveOptions) string {
		var out bytes.Buffer
		o.f = &factory{IO: &IOStreams{Out: &out, ErrOut: &out}, Getenv: func(string) string { return "" }, Now: time.Now, store: store}
		if err := o.announce(ctx, store, svc, []string{"http://h:1"}, false); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	first := say(&serveOptions{})
	m := link.FindStringSubmatch(first)
	if m == nil || !strings.Contains(first, "needs the table's link") || !strings.Contains(first, "█") {
		t.Fatalf("serve says no table link with its QR code:\n%s", first)
	}
	if again := link.FindStringSubmatch(say(&serveOptions{})); again == nil || again[1] != m[1] {
		t.Errorf("the table's link changed between two runs: %v, was %s", again, m[1])
	}
	if _, err := store.NewTableSecret(ctx); err != nil { // as runServe does with --new-table-link
		t.Fatal(err)
	}
	fresh := say(&serveOptions{newTable: true})
	if n := link.FindStringSubmatch(fresh); n == nil || n[1] == m[1] || !strings.Contains(fresh, "the old one no longer works") {
		t.Errorf("--new-table-link: the link printed is not a new one:\n%s", fresh)
	}
	if ok, _ := store.CheckTableSecret(ctx, strings.TrimPrefix(m[1], web.TablePath(""))); ok {
		t.Error("the replaced table link still works")
	}
	if ro := say(&serveOptions{readOnly: true}); link.MatchString(ro) {
		t.Errorf("read only: a table link is printed:\n%s", ro)
	}
}
