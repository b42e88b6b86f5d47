package cmd_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// v1log is a database written by the scorepad of commit b1ed5f8, when a
// move was stored as one JSON object holding the fields of every kind,
// with what that version printed for it (testdata/v1log/make.sh): the four
// games finished and in progress, edits (one taken back) and undos, a
// French box name, Yam's columns and plus/minus, throw records, a box
// written by the program (auto), 5000 turns as notation, totals and busts,
// Sackson with robots, an abandoned game.
const v1log = "testdata/v1log"

// copyV1Log copies the v1log database into a folder of the test's own.
func copyV1Log(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(v1log, "scorepad.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(t.TempDir(), "v1.db")
	if err := os.WriteFile(db, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return db
}

func wantFile(t *testing.T, name, got string) {
	t.Helper()
	want, err := os.ReadFile(filepath.Join(v1log, name))
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("%s: the old log no longer prints the same.\ngot:\n%s\nwant:\n%s", name, got, want)
	}
}

var exportedAt = regexp.MustCompile(`"exported": "[^"]*"`)

// TestV1LogReadsTheSame: every game of a database written before moves
// were typed per kind replays and prints as that version printed it (the
// sheet, the list of moves and edits, the export), and its export read
// back into a new database prints the same sheets.
func TestV1LogReadsTheSame(t *testing.T) {
	t.Parallel()
	db := copyV1Log(t)
	for id := 1; id <= 10; id++ {
		r := run(t, db, []string{"sheet", fmt.Sprint(id), "--json"})
		if r.code != 0 {
			t.Fatalf("sheet %d: exit %d: %s", id, r.code, r.err)
		}
		wantFile(t, fmt.Sprintf("sheet%d.json", id), r.out)
		r = run(t, db, []string{"edit", fmt.Sprint(id), "--list", "--json"})
		if r.code != 0 {
			t.Fatalf("edit %d --list: exit %d: %s", id, r.code, r.err)
		}
		wantFile(t, fmt.Sprintf("edits%d.json", id), r.out)
	}
	r := run(t, db, []string{"export"})
	if r.code != 0 {
		t.Fatalf("export: exit %d: %s", r.code, r.err)
	}
	want, err := os.ReadFile(filepath.Join(v1log, "export.json"))
	if err != nil {
		t.Fatal(err)
	}
	stamp := `"exported": "-"`
	if got, w := exportedAt.ReplaceAllString(r.out, stamp), exportedAt.ReplaceAllString(string(want), stamp); got != w {
		t.Errorf("export: the old log no longer exports the same.\ngot:\n%s\nwant:\n%s", got, w)
	}

	// The old export imported into a new database: the same games.
	fresh := filepath.Join(t.TempDir(), "fresh.db")
	if r := run(t, fresh, []string{"import", filepath.Join(v1log, "export.json")}); r.code != 0 {
		t.Fatalf("import: exit %d: %s", r.code, r.err)
	}
	for id := 1; id <= 10; id++ {
		r := run(t, fresh, []string{"sheet", fmt.Sprint(id), "--json"})
		if r.code != 0 {
			t.Fatalf("imported sheet %d: exit %d: %s", id, r.code, r.err)
		}
		wantFile(t, fmt.Sprintf("sheet%d.json", id), r.out)
	}
}

// TestV1LogEditsAndUndoes: the moves of the old log are written back as
// they were stored (an edit checks the stored move before replacing it,
// byte for byte): an edit, a move and their undo on each kind of game
// leave every sheet as the old version printed it.
func TestV1LogEditsAndUndoes(t *testing.T) {
	t.Parallel()
	db := copyV1Log(t)
	for _, c := range []struct {
		id   int
		args []string
	}{
		{2, []string{"edit", "2", "--move", "5", "--dice", "12345", "--box", "large_straight", "--by", "test"}},
		{3, []string{"edit", "3", "--move", "7", "--dice", "11111", "--box", "minus", "--column", "free", "--by", "test"}},
		{6, []string{"edit", "6", "--move", "5", "--points", "1100", "--by", "test"}},
		{7, []string{"edit", "7", "--move", "3", "--roll", "11666", "--choice", "Hal=1+6,1+6/6", "--choice", "robot:normal=1+6,1+6/6", "--by", "test"}},
		{10, []string{"move", "10", "--dice", "11111", "--box", "aces"}},
		{6, []string{"move", "6", "--bust"}},
	} {
		if r := run(t, db, c.args); r.code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, r.code, r.err)
		}
		if r := run(t, db, []string{"undo", fmt.Sprint(c.id)}); r.code != 0 {
			t.Fatalf("undo %d after %v: exit %d: %s", c.id, c.args, r.code, r.err)
		}
		r := run(t, db, []string{"sheet", fmt.Sprint(c.id), "--json"})
		if r.code != 0 {
			t.Fatalf("sheet %d: exit %d: %s", c.id, r.code, r.err)
		}
		wantFile(t, fmt.Sprintf("sheet%d.json", c.id), r.out)
	}
}
