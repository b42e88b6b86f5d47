package cmd_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Whole games played in a real terminal: the built binary runs under tmux
// with its full-screen huh forms; keys are sent with send-keys and the
// screen read with capture-pane; the saved sheet is checked afterwards.

type screen struct {
	t    *testing.T
	name string
	// pipe is a file the pane's output is copied to (tmux pipe-pane): a
	// screen is captured again only once it grew, or every half second
	// (a capture is a process; a stat is not)
	pipe     string
	seen     int64     // pipe's size before the last capture
	last     string    // the last capture
	lastAt   time.Time // when it was taken
	captured bool
}

// quickTerminal are the tests of the forms in a real terminal that the
// quick suite runs: a whole game, and a game killed and resumed. The
// others wait for the long suite (SCOREPAD_LONG=1): the dialogue they go
// through is the table's, tested in process with a scripted prompter
// (table/, cmd/*_internal_test.go), and what they add — the forms drawn
// by huh in a real terminal — is the same code these two draw
// (docs/development.md, the quick suite's budget).
var quickTerminal = map[string]bool{"TestTerminalPentaGame": true, "TestTerminalKilledThenResumed": true}

func terminalInQuickSuite(t *testing.T) {
	t.Helper()
	name, _, _ := strings.Cut(t.Name(), "/")
	if os.Getenv("SCOREPAD_LONG") == "" && !quickTerminal[name] {
		t.Skip("long check (the forms in a real terminal): set SCOREPAD_LONG=1")
	}
}

func needTmux(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("tmux is missing: .ci/run installs it")
		}
		t.Skip("tmux not installed")
	}
}

func startScreen(t *testing.T, db string, args ...string) *screen {
	t.Helper()
	return startScreenCache(t, db, sharedCache(t), args...)
}

// startScreenCache is startScreen with the table cache in folder cache.
func startScreenCache(t *testing.T, db, cache string, args ...string) *screen {
	t.Helper()
	return startScreenSized(t, 110, 60, db, cache, args...)
}

// startScreenSized is startScreenCache on a terminal of w columns and h
// lines.
func startScreenSized(t *testing.T, w, h int, db, cache string, args ...string) *screen {
	t.Helper()
	terminalInQuickSuite(t)
	needTmux(t)
	name := fmt.Sprintf("sp%d", time.Now().UnixNano())
	cmd := fmt.Sprintf("env SCOREPAD_DB=%s SCOREPAD_CACHE=%s LANG=en_US.UTF-8 TERM=xterm-256color HOME=%s %s %s; echo SCOREPAD-EXITED; sleep 30",
		db, cache, t.TempDir(), bin(t), strings.Join(args, " "))
	if out, err := exec.Command("tmux", "new-session", "-d", "-s", name, "-x", fmt.Sprint(w), "-y", fmt.Sprint(h), cmd).CombinedOutput(); err != nil {
		t.Fatalf("tmux: %v %s", err, out)
	}
	s := &screen{t: t, name: name, pipe: filepath.Join(t.TempDir(), "pane")}
	t.Cleanup(s.kill)
	if out, err := exec.Command("tmux", "pipe-pane", "-t", name, "cat >> "+s.pipe).CombinedOutput(); err != nil {
		t.Fatalf("tmux pipe-pane: %v %s", err, out)
	}
	return s
}

// keepScreen saves a screen capture under $SCOREPAD_SCREENS (a folder) when
// it is set, for the notes; otherwise it writes nothing.
func keepScreen(name, text string) {
	if dir := os.Getenv("SCOREPAD_SCREENS"); dir != "" {
		os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644)
	}
}

func (s *screen) kill() { exec.Command("tmux", "kill-session", "-t", s.name).Run() }

func (s *screen) send(keys ...string) {
	s.t.Helper()
	if out, err := exec.Command("tmux", append([]string{"send-keys", "-t", s.name}, keys...)...).CombinedOutput(); err != nil {
		s.t.Fatalf("send-keys: %v %s", err, out)
	}
}

// setAsideFirstThree ticks the first three dice of the set-aside list.
func (s *screen) setAsideFirstThree() {
	s.t.Helper()
	s.setAside("x", "Down", "x", "Down", "x")
}

// setAside presses keys (x, Down, Up) in the set-aside list from its first
// die, each once the screen shows the one before done: the cursor on the
// die it moved to, the die it ticked checked (the live total redraws
// between keys, as at a person's pace).
func (s *screen) setAside(keys ...string) {
	s.t.Helper()
	die := 1
	s.waitForLine("> ", "(die 1)") // the list is drawn, the cursor on its first die
	for _, k := range keys {
		s.send(k)
		switch k {
		case "Down":
			die++
			s.waitForLine("> ", fmt.Sprintf("(die %d)", die))
		case "Up":
			die--
			s.waitForLine("> ", fmt.Sprintf("(die %d)", die))
		case "x":
			s.waitForLine("> ✓ ", fmt.Sprintf("(die %d)", die))
		default:
			s.t.Fatalf("setAside: key %q", k)
		}
	}
}

// waitForLine waits until one line of the screen holds every one of want
// and returns the screen.
func (s *screen) waitForLine(want ...string) string {
	s.t.Helper()
	deadline := time.Now().Add(90 * time.Second) // a hang detector, not a speed check
	for time.Now().Before(deadline) {
		txt := s.text()
		for _, ln := range strings.Split(txt, "\n") {
			all := true
			for _, w := range want {
				all = all && strings.Contains(ln, w)
			}
			if all {
				return txt
			}
		}
		time.Sleep(40 * time.Millisecond) // polling the screen
	}
	s.t.Fatalf("no line of the screen showed all of %q:\n%s", want, s.text())
	return ""
}

// text returns the screen: captured again when the pane wrote since the
// last capture (the pipe grew), or when that capture is half a second old
// (so a redraw the pipe did not show is still seen).
func (s *screen) text() string {
	var size int64
	if fi, err := os.Stat(s.pipe); err == nil {
		size = fi.Size()
	}
	if s.captured && size == s.seen && time.Since(s.lastAt) < 500*time.Millisecond {
		return s.last
	}
	out, _ := exec.Command("tmux", "capture-pane", "-p", "-t", s.name).Output()
	s.seen, s.last, s.lastAt, s.captured = size, string(out), time.Now(), true
	return s.last
}

// waitFor waits until the screen shows want and returns the screen.
func (s *screen) waitFor(want string) string {
	s.t.Helper()
	deadline := time.Now().Add(90 * time.Second) // a hang detector, not a speed check
	for time.Now().Before(deadline) {
		if txt := s.text(); strings.Contains(txt, want) {
			return txt
		}
		time.Sleep(40 * time.Millisecond)
	}
	s.t.Fatalf("the screen never showed %q:\n%s", want, s.text())
	return ""
}

// pentaTurns plays n turns of 66666, taking the highlighted (best) box.
func pentaTurns(s *screen, from, to, of int) {
	for turn := from; turn <= to; turn++ {
		s.waitFor(fmt.Sprintf("round %d/%d", turn, of))
		s.send("66666")
		s.waitFor("> 66666")
		s.send("Enter")
		s.waitFor("which box?")
		s.send("Enter")
	}
}

func TestTerminalPentaGame(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana")
	s := startScreen(t, db, "play", "1")
	s.waitFor("round 1/13")
	s.send("66666")
	screenShot := s.waitFor(": Penta 50") // "most points:" until the Expert is cached, then "best:"
	keepScreen("penta-dice.txt", screenShot)
	s.send("Enter")
	box := s.waitFor("which box?")
	if !strings.Contains(box, "> Penta — 50") {
		t.Fatalf("the best box is highlighted first:\n%s", box)
	}
	keepScreen("penta-box.txt", box)
	s.send("Enter")
	pentaTurns(s, 2, 13, 13)
	final := s.waitFor("SCOREPAD-EXITED")
	// no one wins alone (issue 30): the solo game reads as finished (solo)
	if !strings.Contains(final, "finished (solo)") || strings.Contains(final, "winner: Ana") {
		t.Fatalf("final sheet:\n%s", final)
	}
	// P6/P7: five 6s thirteen times: Penta 50, then the joker: sixes, the
	// lower boxes at joker values, the upper boxes at 0, each +100.
	if st := sheetOf(t, db, "1"); !st.Finished || st.Players[0].Total != 1465 {
		t.Fatalf("saved sheet: %+v", st.Players[0])
	}
}

func TestTerminalKilledThenResumed(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana")
	s := startScreen(t, db, "play", "1")
	pentaTurns(s, 1, 3, 13)
	s.waitFor("round 4/13")
	before := ok(t, db, "sheet", "1", "--json")
	s.kill() // the terminal and scorepad die mid-game
	if after := ok(t, db, "sheet", "1", "--json"); after != before {
		t.Fatal("the kill changed the saved sheet")
	}
	s = startScreen(t, db, "play", "1")
	pentaTurns(s, 4, 13, 13)
	s.waitFor("SCOREPAD-EXITED")
	if st := sheetOf(t, db, "1"); !st.Finished || st.Players[0].Total != 1465 {
		t.Fatalf("resumed game: %+v", st.Players[0])
	}
}

func TestTerminalYamsGame(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "yams", "--players", "Léo")
	s := startScreen(t, db, "play", "1")
	pentaTurns(s, 1, 13, 13)
	s.waitFor("SCOREPAD-EXITED")
	// Y5: no joker, +100 for each further Yam's while the box holds 50.
	if st := sheetOf(t, db, "1"); !st.Finished || st.Players[0].Total != 1370 {
		t.Fatalf("saved sheet: %+v", st.Players[0])
	}
}

func TestTerminalFiveThousandGame(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	s := startScreen(t, db, "play", "1")
	s.waitFor("How do you enter this turn?")
	s.send("Enter") // throw by throw
	s.waitFor("Throw 1: the 6 dice thrown")
	s.send("155234", "Enter")
	s.waitFor("Set aside which dice?")
	s.setAsideFirstThree()
	pick := s.waitFor("+200 → turn 200")
	keepScreen("5000-keep.txt", pick)
	s.send("Enter")
	s.waitFor("Turn so far: 200")
	s.send("Down", "Enter") // stop: under 500, not recorded
	s.waitFor("nothing recorded (C6)")
	s.waitFor("Ben: score 0")
	s.send("Down", "Enter") // quick total
	s.waitFor("The turn's total")
	s.send("5000", "Enter")
	s.waitFor("SCOREPAD-EXITED")
	st := sheetOf(t, db, "1")
	if !st.Finished || st.Winners[0] != "Ben" || *st.Players[0].Score != 0 || st.Players[0].Turns[0].Points != 200 {
		t.Fatalf("C6/C7: %+v", st)
	}
}

func TestTerminalSacksonGame(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "sackson", "--players", "Zoé")
	s := startScreen(t, db, "play", "1")
	for round := 1; round <= 9; round++ { // 9 rounds: the opening is not a check (S4)
		s.waitFor(fmt.Sprintf("Round %d: the shared throw", round))
		s.send("33333", "Enter")
		s.waitFor("Zoé: split 33333")
		s.send("Enter")
	}
	s.waitFor("SCOREPAD-EXITED")
	if st := sheetOf(t, db, "1"); !st.Finished || st.Players[0].Total != 200 {
		t.Fatalf("S4/S6: %+v", st.Players[0])
	}
}

func TestTerminalMenuAndWizard(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	s := startScreen(t, db)
	s.waitFor("New game")
	s.send("Enter") // new game
	s.waitFor("which game?")
	s.send("Down", "Enter") // Yam's
	s.waitFor("New players")
	s.send("Ana, Ben", "Enter")
	s.waitFor("Columns")
	s.send("Down", "Enter") // française
	s.waitFor("Full house scores")
	s.send("Enter")
	s.waitFor("Four of a kind scores")
	s.send("Enter")
	s.waitFor("Plus and minus lines?")
	s.send("Enter")
	s.waitFor("Who starts?")
	s.send("Down", "Enter") // Ben
	s.waitFor("The dice")
	s.send("Enter") // real dice
	s.waitFor("Start this game?")
	s.send("Enter")
	s.waitFor("round 1/39")
	s.send("C-c") // pause at once
	s.waitFor("resume with scorepad play 1")
	st := sheetOf(t, db, "1")
	if st.Kind != "yams" || len(st.Players) != 2 || st.Players[0].Name != "Ben" || len(st.Players[0].Columns) != 3 || st.Players[0].Columns[0].Mode != "down" {
		t.Fatalf("wizard made: %+v", st)
	}
}

// TestTerminalDigitalDiceHintAndP10: scorepad throws the dice, the hint
// key answers, and after the third throw a player who picks nothing for
// 3 s gets the Expert's box written (P10).
func TestTerminalDigitalDiceHintAndP10(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana")
	s := startScreen(t, db, "play", "1", "--digital", "--seed", "11")
	s.waitFor("Throw 1/3")
	s.waitFor("Score this throw")   // the question is drawn: keys go to it
	s.send("Down", "Down", "Enter") // ? Hint
	s.waitFor("expected final total")
	// the question comes back under the advice, the cursor on what the
	// hint advises (issue 31)
	s.waitFor("> Keep some dice and throw the others")
	// from the top, once the form reads keys: keep some dice
	s.sendUntil("Home", "> Score this throw")
	s.send("Down", "Enter")
	s.waitFor("Keep which dice?")
	s.send("Enter") // none: throw all five again
	s.waitFor("Throw 2/3")
	s.send("Down", "Enter")
	s.waitFor("Keep which dice?")
	s.send("Enter")
	s.waitFor("Pick within 3 s")
	s.waitFor("the computer wrote") // nobody touches a key
	s.waitFor("> Go on")
	s.sendUntil("Enter", "round 2/13") // the announcement holds until a key
	var moves struct {
		Players []struct {
			Columns []struct{ Boxes map[string]*int }
		}
	}
	decode(t, ok(t, db, "sheet", "1", "--json"), &moves)
	filled := 0
	for _, v := range moves.Players[0].Columns[0].Boxes {
		if v != nil {
			filled++
		}
	}
	if filled != 1 {
		t.Fatalf("P10: one box written by the computer, got %d", filled)
	}
	rev := reviewOf(t, db, "1")
	if len(rev.Decisions) != 3 || rev.Decisions[2].Loss > 1e-9 {
		t.Fatalf("the recorded throws are reviewed, the computer's box is the best: %+v", rev)
	}
}

// TestTerminalHintProgressAndEsc: a hint that needs tables the cache lacks
// shows what is computed, how far and the time left under the question;
// Esc cancels it, nothing is saved, and the question comes back.
func TestTerminalHintProgressAndEsc(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "yams", "--players", "Ana", "--columns", "free,down,up,imposed", "--plus-minus")
	cache := t.TempDir()
	s := startScreenCache(t, db, cache, "play", "1", "--digital", "--seed", "11")
	s.waitFor("Throw 1/3")
	s.waitFor("Score this throw")   // the question is drawn: keys go to it
	s.send("Down", "Down", "Enter") // ? Hint
	s.waitFor("Computing the Expert's table 1/3 (Free column)")
	s.waitFor("Esc cancels")
	s.send("Escape")
	s.waitFor("Hint cancelled: the Expert's tables were not computed.")
	s.waitFor("Score this throw") // the question is back
	if tabs, _ := filepath.Glob(filepath.Join(cache, "*.tab")); len(tabs) != 0 {
		t.Fatalf("a cancelled computation saved %v", tabs)
	}
}
