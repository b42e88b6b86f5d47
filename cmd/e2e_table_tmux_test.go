package cmd_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Issue 16 at a real terminal: nothing typed is lost, u takes back one
// thing at a time, robots' moves are undone back to the person's, the
// P10 clock counts from the last key (in process, on a fake clock:
// TestP10ClockCountsFromTheLastKey in huh_clock_internal_test.go).

// TestTerminalG2CtrlCMidFiveTurnResumesTheSameThrows: Ctrl-C in the middle
// of a 5000 turn, then play again: the throw and the set-aside are there;
// u takes back that one throw (not Ana's turn, not the previous move).
func TestTerminalG2CtrlCMidFiveTurnResumesTheSameThrows(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	s := startScreen(t, db, "play", "1")
	s.waitFor("How do you enter this turn?")
	s.send("Enter") // throw by throw
	s.waitFor("Throw 1: the 6 dice thrown")
	s.send("115234", "Enter")
	s.waitFor("Set aside which dice?")
	s.setAsideFirstThree()
	s.waitFor("+250 → turn 250")
	s.send("Enter")
	s.waitFor("Turn so far: 250")
	s.send("Enter") // throw the 3 dice left
	s.waitFor("Throw 2: the 3 dice thrown")
	s.send("C-c")
	s.waitFor("resume with scorepad play 1")
	s.waitFor("SCOREPAD-EXITED")
	if n := len(sheetOf(t, db, "1").Players[0].Turns); n != 0 {
		t.Fatalf("the turn in progress is no move: %d turns", n)
	}
	s = startScreen(t, db, "play", "1")
	resumed := s.waitFor("Throw 2: the 3 dice thrown")
	if !strings.Contains(resumed, "Turn in progress: Throw by throw · 115234 · ⚀ 1 ⚀ 1 ⚄ 5") {
		t.Fatalf("the resumed turn shows what was typed:\n%s", resumed)
	}
	keepScreen("5000-resumed.txt", resumed)
	s.send("u", "Enter")
	back := s.waitFor("Throw 1: the 6 dice thrown")
	if !strings.Contains(back, "Taken back (Ana — not yet accepted): Throw 1: the 6 dice thrown 115234") {
		t.Fatalf("u says what it took back:\n%s", back)
	}
	s.send("111234", "Enter")
	s.waitFor("Set aside which dice?")
	s.setAsideFirstThree()
	s.waitFor("+1000 → turn 1000")
	s.send("Enter")
	s.waitFor("Turn so far: 1000")
	// the Expert banks 1000 here: the cursor is on it (issue 31)
	s.waitFor("> Stop and bank 1000")
	s.send("Enter")
	s.waitFor("Ben: score 0")
	s.sendUntil("C-c", "SCOREPAD-EXITED") // a Ctrl-C typed between two forms is dropped with the typed keys (P10): again until it lands
	if st := sheetOf(t, db, "1"); len(st.Players[0].Turns) != 1 || st.Players[0].Turns[0].Points != 1000 {
		t.Fatalf("Ana's turn is the second throw 1: %+v", st.Players[0])
	}
}

// TestTerminalG2DigitalDiceResumeTheSameDice: the thrown dice are saved
// before they are shown; a pause and a resume with another seed show the
// same throw.
func TestTerminalG2DigitalDiceResumeTheSameDice(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana")
	throw := regexp.MustCompile(`Throw 1/3: [^\n]*`)
	s := startScreen(t, db, "play", "1", "--digital", "--seed", "11")
	first := throw.FindString(s.waitFor("Throw 1/3"))
	s.waitFor("Score this throw")
	s.sendUntil("C-c", "SCOREPAD-EXITED") // a Ctrl-C typed between two forms is dropped with the typed keys (P10): again until it lands
	s = startScreen(t, db, "play", "1", "--digital", "--seed", "99")
	again := throw.FindString(s.waitFor("Throw 1/3"))
	if first == "" || again != first {
		t.Fatalf("the resumed throw differs: %q then %q", first, again)
	}
}

// TestTerminalG2RobotUndoGoesBackToThePerson: u after a robot played takes
// back the robot's move and the person's before it, each said.
func TestTerminalG2RobotUndoGoesBackToThePerson(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana,robot:normal")
	s := startScreen(t, db, "play", "1")
	s.waitFor("round 1/13")
	s.send("66666")
	s.waitFor("> 66666")
	s.send("Enter")
	s.waitFor("which box?")
	s.send("Enter")
	s.waitFor("Ana — round 2/13")
	s.send("u", "Enter")
	screen := s.waitFor("Ana — round 1/13")
	if !regexp.MustCompile(`robot:normal's .+ in turn 1 taken back\.`).MatchString(screen) || !strings.Contains(screen, "Ana's Penta 50 (66666) in turn 1 taken back.") {
		t.Fatalf("both moves taken back, each said:\n%s", screen)
	}
	s.sendUntil("C-c", "SCOREPAD-EXITED") // a Ctrl-C typed between two forms is dropped with the typed keys (P10): again until it lands
	if st := sheetOf(t, db, "1"); st.Players[0].Total != 0 || st.Players[1].Total != 0 {
		t.Fatalf("no move left: %+v", st.Players)
	}
}

// sendUntil sends key until the screen shows want: a form that has just
// drawn may not read its first key yet on a loaded machine (the terminal's
// colour query at its start).
func (s *screen) sendUntil(key, want string) string {
	s.t.Helper()
	for range 20 {
		s.send(key)
		for range 100 {
			if txt := s.text(); strings.Contains(txt, want) {
				return txt
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	return s.waitFor(want)
}

// TestTerminalRefusalShowsWhyAndALegalBox: Yam's française in French at
// 80×24, 60×20 and 110×45: after a refused pick the reason and at
// least one legal box are on screen, the refused boxes first folded into
// one line.
func TestTerminalRefusalShowsWhyAndALegalBox(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {60, 20}, {110, 45}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			t.Parallel()
			db := newDB(t)
			ok(t, db, "new", "yams", "--players", "Ana", "--preset", "francaise")
			s := startScreenSized(t, size[0], size[1], db, sharedCache(t), "--lang", "fr", "play", "1")
			s.waitFor("tour 1/39")
			s.send("11111")
			s.waitFor("11111")
			s.send("Enter")
			// 11111: ↓ aces, ↑ chance and the 13 boxes of ↕ free are legal
			list := s.waitFor("quelle case")
			if !strings.Contains(list, "Yam's — 50") {
				t.Fatalf("the best legal box first:\n%s", list)
			}
			for range 15 {
				s.send("Down")
			}
			s.waitFor("> ✘ 24 cases interdites")
			s.send("Enter") // open them
			s.waitFor("Chaque case ✘ dit pourquoi")
			for range 15 {
				s.send("Down")
			}
			s.waitFor("> ✘ ↓ descendante · Deux")
			s.send("Enter") // refused: ↓ is filled from the top
			screen := s.waitForAll("✘ la colonne ↓ descendante se remplit de haut en bas", "quelle case", "> ↕ libre · Yam's — 50")
			keepScreen(fmt.Sprintf("yams-francaise-refused-%dx%d.txt", size[0], size[1]), screen)
			if !strings.Contains(screen, "> ↕ libre · Yam's — 50") {
				t.Fatalf("a legal box under the cursor after the refusal:\n%s", screen)
			}
			s.sendUntil("C-c", "SCOREPAD-EXITED") // a Ctrl-C typed between two forms is dropped with the typed keys (P10): again until it lands
		})
	}
}

// waitForAll waits until the screen shows every one of want at once.
func (s *screen) waitForAll(want ...string) string {
	s.t.Helper()
	deadline := time.Now().Add(90 * time.Second) // a hang detector, not a speed check
	for time.Now().Before(deadline) {
		txt := s.text()
		all := true
		for _, w := range want {
			all = all && strings.Contains(txt, w)
		}
		if all {
			return txt
		}
		time.Sleep(40 * time.Millisecond)
	}
	s.t.Fatalf("the screen never showed all of %q:\n%s", want, s.text())
	return ""
}

// TestTerminalEscLeavesTheMenu: Esc, or q, leaves the menu as Ctrl-C does.
func TestTerminalEscLeavesTheMenu(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	s := startScreen(t, db)
	s.waitFor("New game")
	s.sendUntil("Escape", "SCOREPAD-EXITED")
	s = startScreen(t, db)
	s.waitFor("New game")
	s.sendUntil("q", "SCOREPAD-EXITED")
}

// Issue 20 at a real terminal (5000): the Expert's advice shows with the
// set-aside question before any die is checked; a refused set-aside keeps
// the scoring die checked (its live total on screen), only the 2 unchecked.
func TestTerminalC3SetAsideAdviceAndRefusal(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "5000", "--players", "Ana,Ben")
	s := startScreen(t, db, "play", "1")
	s.waitFor("How do you enter this turn?")
	s.send("Enter") // throw by throw
	s.waitFor("Throw 1: the 6 dice thrown")
	s.send("115234", "Enter")
	s.waitFor("Set aside which dice? (turn so far 0)")
	s.waitFor("Expert: ")                        // no key pressed yet
	s.setAside("x", "Down", "Down", "Down", "x") // die 1 (a 1) and die 4 (a 2)
	s.waitFor("✓ ⚁ 2  (die 4)")
	s.send("Enter")
	again := s.waitForAll("+100 → turn 100", "(die 6)")
	if !strings.Contains(again, "✓ ⚀ 1  (die 1)") || strings.Contains(again, "✓ ⚁ 2") || !strings.Contains(again, "Expert: ") {
		t.Fatalf("after the refusal, the 1 stays checked, the 2 not, the advice shown:\n%s", again)
	}
	s.sendUntil("C-c", "SCOREPAD-EXITED") // a Ctrl-C typed between two forms is dropped with the typed keys (P10): again until it lands
}

// Issue 20 at a real terminal (Sackson, two players): dice then ? show one
// named block of advice a player, once, the dice kept in the field; Enter
// takes them; the first player's list goes back to the throw, in the field
// to be corrected.
func TestTerminalS1HintNamedOnceAndBackToTheThrow(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "sackson", "--players", "Ana,Ben")
	s := startScreen(t, db, "play", "1")
	s.waitFor("Round 1: the shared throw")
	s.send("23366?", "Enter")
	hint := s.waitForAll("Ben: ", "> 23366")
	if n := strings.Count(hint, "expected final total"); n != 2 || !strings.Contains(hint, "Ana: ") || !strings.Contains(hint, "> 23366") {
		t.Fatalf("two named blocks (got %d), the dice still typed:\n%s", n, hint)
	}
	s.send("Enter")
	s.waitFor("Ana: split 23366")
	s.sendUntil("G", "> ← back to the throw")
	s.send("Enter")
	s.waitForAll("Round 1: the shared throw", "> 23366") // the throw taken back, to be corrected
	s.send("BSpace", "BSpace", "45", "Enter")
	s.waitFor("Ana: split 23345")
	s.sendUntil("C-c", "SCOREPAD-EXITED") // a Ctrl-C typed between two forms is dropped with the typed keys (P10): again until it lands
}

// Issue 20: at 80 columns what the table says between forms is folded at
// spaces, never mid-word (the accepted round's S3 line, the pads).
func TestTerminalS3LinesFoldAtSpacesAt80Columns(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "sackson", "--players", "Ana,Ben")
	ok(t, db, "move", "1", "--roll", "12345", "--choice", "Ana=1+2,3+4/5", "--choice", "Ben=1+2,3+4/5")
	ok(t, db, "move", "1", "--roll", "11226", "--choice", "Ana=1+1,2+2/6", "--choice", "Ben=1+1,2+2/6")
	s := startScreenSized(t, 80, 40, db, sharedCache(t), "play", "1", "--lang", "fr")
	s.waitFor("Manche 3\u00a0: le lancer commun")
	s.send("12234", "Enter")
	s.waitFor("Ana\u00a0: partage de 12234")
	s.send("Enter") // the first split: its fifth 1 opens a track (S3, S4)
	s.waitFor("Ben\u00a0: partage de 12234")
	s.send("Enter")
	screen := s.waitFor("Manche 4\u00a0: le lancer commun")
	keepScreen("sackson-80.txt", screen)
	joined := strings.Join(strings.Fields(strings.ReplaceAll(screen, "┃", " ")), " ")
	if !strings.Contains(joined, "écrire la valeur") || !strings.Contains(joined, "· total −800") || !strings.Contains(screen, "[6]\u00a00/8") {
		t.Fatalf("a word cut at 80 columns:\n%s", screen)
	}
	s.sendUntil("C-c", "SCOREPAD-EXITED") // a Ctrl-C typed between two forms is dropped with the typed keys (P10): again until it lands
}
