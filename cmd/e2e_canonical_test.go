package cmd_test

import (
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// storedMoves returns the JSON of game 1's stored moves, in order.
func storedMoves(t *testing.T, db string) []string {
	t.Helper()
	sq, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	defer sq.Close()
	rows, err := sq.Query(`SELECT data FROM moves WHERE game_id = 1 ORDER BY seq`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// TestY6_FrenchNamesStoredAsIDs: a move typed with French box and column
// names (or any alias) is stored with the canonical IDs (RULES.md Box IDs,
// Y6), by move and by edit alike, so review, statistics and export read
// one language.
func TestY6_FrenchNamesStoredAsIDs(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fr := "LANG=fr_FR.UTF-8"
	if r := run(t, db, []string{"new", "yams", "--players", "Ana,Ben", "--preset", "francaise"}, fr); r.code != 0 {
		t.Fatalf("new: %d %q", r.code, r.err)
	}
	ok(t, db, "move", "1", "--dice", "44412", "--box", "fours", "--column", "free")
	if r := run(t, db, []string{"move", "1", "--dice", "44412", "--box", "quatre", "--column", "libre"}, fr); r.code != 0 {
		t.Fatalf("French move: %d %q", r.code, r.err)
	}
	if r := run(t, db, []string{"move", "1", "--dice", "33312", "--box", "Trois", "--column", "Descendante"}, fr); r.code == 0 {
		t.Fatalf("threes in the down column before aces must be refused (Y6)")
	}
	ok(t, db, "move", "1", "--dice", "11123", "--box", "1", "--column", "DESCENDANTE")
	if r := run(t, db, []string{"edit", "1", "--move", "2", "--dice", "44413", "--box", "Quatre", "--column", "LIBRE"}, fr); r.code != 0 {
		t.Fatalf("French edit: %d %q", r.code, r.err)
	}
	got := storedMoves(t, db)
	want := []string{
		`{"dice":"44412","column":"free","box":"fours"}`,
		`{"dice":"44413","column":"free","box":"fours"}`,
		`{"dice":"11123","column":"down","box":"aces"}`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("stored moves:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// the edit typed with French names says the same as the move: nothing to change
	r := run(t, db, []string{"edit", "1", "--move", "3", "--dice", "11123", "--box", "as", "--column", "descendante"}, fr)
	if r.code != 2 || !strings.Contains(r.err, "rien à changer") {
		t.Fatalf("same move in French: %d %q", r.code, r.err)
	}
}

// TestY6_StoredAliasesReadAsIDs: a database holding moves saved with French
// names (before moves were canonical) reads them as IDs: the sheet, review
// and export see "free"/"fours"; an export file holding aliases is imported
// with IDs.
func TestY6_StoredAliasesReadAsIDs(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "yams", "--players", "Ana,Ben", "--preset", "francaise")
	ok(t, db, "move", "1", "--dice", "44412", "--box", "fours", "--column", "free")
	ok(t, db, "move", "1", "--dice", "44412", "--box", "fours", "--column", "free")
	sq, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sq.Exec(`UPDATE moves SET data = '{"dice":"44412","column":"libre","box":"quatre"}' WHERE game_id = 1 AND seq = 2`); err != nil {
		t.Fatal(err)
	}
	sq.Close()
	exp := ok(t, db, "export")
	if strings.Contains(exp, "libre") || strings.Contains(exp, "quatre") || strings.Count(exp, `"box": "fours"`)+strings.Count(exp, `"box":"fours"`) != 2 {
		t.Fatalf("export of a log holding aliases:\n%s", exp)
	}
	// an export file written with aliases: imported as IDs
	alias := strings.NewReplacer(`"free"`, `"Libre"`, `"fours"`, `"quatre"`).Replace(exp)
	file := filepath.Join(t.TempDir(), "alias.json")
	if err := os.WriteFile(file, []byte(alias), 0o600); err != nil {
		t.Fatal(err)
	}
	db2 := newDB(t)
	ok(t, db2, "import", file)
	for _, m := range storedMoves(t, db2) {
		if m != `{"dice":"44412","column":"free","box":"fours"}` {
			t.Fatalf("imported move stored as %s", m)
		}
	}
	// the game goes on: Ana's next fours in the free column is refused
	fails(t, db, 1, "already", "move", "1", "--dice", "44412", "--box", "fours", "--column", "free")
}
