package cmd_test

import (
	"strings"
	"testing"
)

// TestNumberFlagsAreDecimal: a number typed on the command line is read in
// decimal, whatever its leading zeros ("0500" is 500, not octal 320); "0x100"
// or "1e3" is bad input (exit 2, nothing on stdout) named in both languages,
// never Go's parser message.
func TestNumberFlagsAreDecimal(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	var m struct {
		TurnPoints int `json:"turn_points"`
	}
	decode(t, ok(t, db, "move", "1", "--points", "0500", "--json"), &m)
	if m.TurnPoints != 500 {
		t.Fatalf("--points 0500 read as %d, want 500", m.TurnPoints)
	}
	for _, c := range []struct {
		args       []string
		lang, want string
	}{
		{[]string{"move", "1", "--points", "0x100"}, "en_US.UTF-8", `--points "0x100": not a whole number`},
		{[]string{"move", "1", "--points", "1e3"}, "en_US.UTF-8", `--points "1e3": not a whole number`},
		{[]string{"move", "1", "--points", "1e3"}, "fr_FR.UTF-8", `--points « 1e3 » : pas un nombre entier`},
		{[]string{"edit", "1", "--move", "0x1", "--points", "550"}, "en_US.UTF-8", `--move "0x1": not a whole number`},
		{[]string{"games", "--limit", "99999999999999999999"}, "en_US.UTF-8", `--limit "99999999999999999999": too large`},
		{[]string{"games", "--limit", "99999999999999999999"}, "fr_FR.UTF-8", `--limit « 99999999999999999999 » : trop grand`},
	} {
		r := run(t, db, c.args, "LANG="+c.lang)
		r.err = strings.ReplaceAll(r.err, "\u00a0", " ") // French typesetting
		if r.code != 2 || r.out != "" || !strings.Contains(r.err, c.want) || strings.Contains(r.err, "strconv") {
			t.Errorf("%s (%s): want exit 2 and %q, got %d %q %q", strings.Join(c.args, " "), c.lang, c.want, r.code, r.out, r.err)
		}
	}
	// --move 010 is move 10, not octal 8: game 1 has one move
	fails(t, db, 2, "there is no move 10", "edit", "1", "--move", "010", "--points", "550")
}
