package cmd_test

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 28: files that travel between machines.

// TestF2StaleJournalCannotEmptyTheDatabase: the attack, as a user
// meets it: a 512-byte rollback-journal header recording an empty database
// beside a database of games. games (which only reads) lists every game,
// says on stderr (in both languages) that the journal was moved aside and
// under which name, and the file keeps its games. On main, games printed
// "No game yet" and the file was replaced by an empty database.
func TestF2StaleJournalCannotEmptyTheDatabase(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en_US.UTF-8", "fr_FR.UTF-8"} {
		db := newDB(t)
		for i := 0; i < 5; i++ {
			ok(t, db, "new", "penta", "--players", "Ana,Ben")
		}
		h := make([]byte, 512)
		copy(h, []byte{0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7})
		binary.BigEndian.PutUint32(h[20:], 512)
		binary.BigEndian.PutUint32(h[24:], 4096)
		if err := os.WriteFile(db+"-journal", h, 0o644); err != nil {
			t.Fatal(err)
		}
		r := run(t, db, []string{"games", "--json"}, "LANG="+lang)
		if r.code != 0 {
			t.Fatalf("%s: games: exit %d, %q", lang, r.code, r.err)
		}
		if n := strings.Count(r.out, `"id"`); n != 5 {
			t.Errorf("%s: games lists %d games, want 5:\n%s", lang, n, r.out)
		}
		want := map[string]string{"en_US.UTF-8": "moved aside", "fr_FR.UTF-8": "mis de côté"}[lang]
		if !strings.Contains(r.err, want) || !strings.Contains(r.err, ".stale-") {
			t.Errorf("%s: stderr %q does not say the journal was moved aside and where", lang, r.err)
		}
		if m, _ := filepath.Glob(db + "-journal.stale-*"); len(m) != 1 {
			t.Errorf("%s: journals moved aside: %v, want one", lang, m)
		}
		if _, err := os.Stat(db + "-journal"); err == nil {
			t.Errorf("%s: the journal is still beside the database", lang)
		}
		if n := strings.Count(ok(t, db, "games", "--json"), `"id"`); n != 5 {
			t.Errorf("%s: afterwards games lists %d games, want 5", lang, n)
		}
	}
}

// TestF7EmptyDBFlagRefused: --db "" (a script's unset $DB) is refused with
// exit 2, in both languages, and the default database is neither created
// nor touched. On main it silently used the default database.
func TestF7EmptyDBFlagRefused(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	for _, tc := range []struct{ lang, want string }{{"en_US.UTF-8", "names no file"}, {"fr_FR.UTF-8", "ne nomme aucun fichier"}} {
		for _, arg := range [][]string{{"--db", ""}, {"--db="}, {"--db", "  "}} {
			args := append(append([]string{}, arg...), "new", "penta", "--players", "Ana,Ben")
			r := runIn(t, "", "", args, "HOME="+home, "XDG_DATA_HOME="+filepath.Join(home, "data"), "LANG="+tc.lang)
			if r.code != 2 || !strings.Contains(r.err, tc.want) || r.out != "" {
				t.Errorf("%s %q: exit %d, stderr %q, stdout %q; want exit 2 saying %q", tc.lang, args, r.code, r.err, r.out, tc.want)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(home, "data")); err == nil {
		t.Error("the default database's folder was created")
	}
}

// TestF10ReleasedBuildIgnoresFaultPoints: the package as released (built
// without -tags scorepadfault, as this test is) has no fault point:
// SCOREPAD_FAULT=after-commit changes nothing, the move is saved and
// announced, exit 0. On main the process died with exit 86 after the
// commit, saying nothing.
func TestF10ReleasedBuildIgnoresFaultPoints(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	for i, point := range []string{"before-commit", "after-commit", "before-print"} {
		box := []string{"chance", "chance", "aces"}[i]
		r := run(t, db, []string{"move", "1", "--dice", "12345", "--box", box, "--json"}, "SCOREPAD_FAULT="+point)
		if r.code != 0 || !strings.Contains(r.out, `"player"`) {
			t.Fatalf("SCOREPAD_FAULT=%s: exit %d, stdout %q, stderr %q; want the move saved and announced", point, r.code, r.out, r.err)
		}
	}
}
