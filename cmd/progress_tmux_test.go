package cmd_test

import (
	"strings"
	"testing"
)

// TestTerminalProgressLineFitsAt80Columns (issue 31, item 10): in a French
// game at 80×24, the progress line of the Expert's tables under the
// question fits the terminal: its shorter form, whole to the cancel key
// (it was cut at "… 0 % · esti"). The line is read while the tables are
// computed (seconds): the screen is polled until it shows it.
func TestTerminalProgressLineFitsAt80Columns(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "yams", "--players", "Ana", "--columns", "free,down,up,imposed", "--plus-minus")
	s := startScreenSized(t, 80, 24, db, t.TempDir(), "--lang", "fr", "play", "1", "--digital", "--seed", "11")
	s.waitFor("Lancer 1/3")
	s.waitFor("Marquer ce lancer")
	s.send("Down", "Down", "Enter") // ? Conseil
	// the line as the terminal shows it: a line longer than the terminal
	// would be wrapped there, its end on the next line
	screen := s.waitFor("Échap\u00a0: annuler")
	keepScreen("progress-fr-80.txt", screen)
	var line string
	for _, ln := range strings.Split(screen, "\n") {
		if strings.Contains(ln, "Table de l'Expert ") {
			line = strings.TrimSpace(strings.Trim(ln, "┃│ "))
		}
	}
	if !strings.HasSuffix(line, "Échap\u00a0: annuler") {
		t.Fatalf("the progress line is cut or missing: %q\n%s", line, screen)
	}
	if w, _ := widest(line); w >= 80 {
		t.Fatalf("the progress line is %d wide at 80 columns: %q", w, line)
	}
	s.waitFor("total final espéré")       // the hint, once the tables are computed
	s.sendUntil("C-c", "SCOREPAD-EXITED") // a Ctrl-C typed between two forms is dropped with the typed keys (P10): again until it lands
}
