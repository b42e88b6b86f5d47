package cmd_test

import (
	"strings"
	"testing"
)

// optionsDigital reads sheet --json's options.digital of game id.
func optionsDigital(t *testing.T, db, id string) bool {
	t.Helper()
	var s struct {
		Options map[string]any `json:"options"`
	}
	decode(t, ok(t, db, "sheet", id, "--json"), &s)
	d, _ := s.Options["digital"].(bool)
	return d
}

// Issue 31, item 7: a game remembers its dice. new --digital saves them;
// play ID without a flag resumes with them; --real-dice and --digital
// change them and say so, in both languages; a flag that changes nothing
// says nothing.
func TestG2GameRemembersItsDice(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana", "--digital")
	if !optionsDigital(t, db, "1") {
		t.Fatal("new --digital: the options say digital")
	}
	// resumed without a flag: the program throws (no dice asked)
	r := runIn(t, db, "", []string{"play", "1", "--seed", "3"})
	if !strings.Contains(r.out, "Throw 1/3: ") || strings.Contains(r.out, "now plays") {
		t.Fatalf("play 1 resumes with digital dice:\n%s", r.out)
	}
	r = runIn(t, db, "", []string{"play", "1", "--real-dice"})
	if !strings.Contains(r.out, "Game 1 now plays with real dice, thrown at the table and typed (--digital to go back).") || optionsDigital(t, db, "1") {
		t.Fatalf("--real-dice changes the game's dice and says so:\n%s", r.out)
	}
	if !strings.Contains(r.out, "This turn was begun with digital dice: it ends with them; real dice from the next turn.") {
		t.Fatalf("the turn in progress ends with its dice:\n%s", r.out)
	}
	r = runIn(t, db, "", []string{"--lang", "fr", "play", "1", "--digital", "--seed", "3"})
	if !strings.Contains(r.out, "La partie 1 se joue désormais avec des dés numériques\u00a0: scorepad les lance (--real-dice pour revenir).") || !optionsDigital(t, db, "1") {
		t.Fatalf("--digital in French:\n%s", r.out)
	}
	if r = runIn(t, db, "", []string{"play", "1", "--digital"}); strings.Contains(r.out, "now plays") {
		t.Fatalf("nothing changed, nothing said:\n%s", r.out)
	}
	if r := run(t, db, []string{"play", "1", "--digital", "--real-dice"}); r.code != 2 {
		t.Fatalf("both flags: exit 2, got %d %s", r.code, r.err)
	}
	// a game saved before the field existed (options without it) is real
	ok(t, db, "new", "penta", "--players", "Ben")
	if optionsDigital(t, db, "2") {
		t.Fatal("real dice by default")
	}
}

// Issue 31, item 8: the menu's "Check a box" judges the four games,
// through scorepad check itself (the same verdicts and words).
func TestMenuChecksEveryGame(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	out := menuIn(t, db,
		// 5000: the throw, 1 and 5 set aside, the booklet's bust rule
		"scorepad", "check", "Check which game?", "5000", "throw", "155234", "aside", "15", "bust", "booklet",
		// 5000: 222 judged alone under nothing-scores
		"scorepad", "check", "Check which game?", "5000", "throw", "222", "aside", "", "bust", "nothing-scores",
		// Sackson: the throw, a split, no tracks; then a die not in the throw
		"scorepad", "check", "Check which game?", "sackson", "throw", "33456", "split", "3+4,5+6/3", "track", "",
		"scorepad", "check", "Check which game?", "sackson", "throw", "33456", "split", "3+3,4+5/5", "track", "",
		"scorepad", "quit",
	)
	for _, args := range [][]string{
		{"check", "5000", "--throw", "155234", "--keep", "15"},
		{"check", "5000", "--throw", "222", "--bust-rule", "nothing-scores"},
		{"check", "sackson", "--roll", "33456", "--choice", "3+4,5+6/3"},
		{"check", "sackson", "--roll", "33456", "--choice", "3+3,4+5/5"},
	} {
		want := run(t, db, args).out
		if want == "" || !strings.Contains(out, want) {
			t.Errorf("the menu says what scorepad %s says:\n%s", strings.Join(args, " "), want)
		}
	}
	if t.Failed() {
		t.Fatalf("menu:\n%s", out)
	}
}

// Issue 31, item 7: a finished game keeps its dice: --digital changes
// nothing and says nothing (play shows the final sheet).
func TestG2FinishedGameKeepsItsDice(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "sackson", "--players", "Ana")
	for range 9 { // the track of 3 opened, then ticked 8 times: Ana's game ends (S4)
		ok(t, db, "move", "1", "--roll", "33333", "--choice", "Ana=3+3,3+3/3")
	}
	if !sheetOf(t, db, "1").Finished {
		t.Fatal("the game is over")
	}
	r := runIn(t, db, "", []string{"play", "1", "--digital"})
	if strings.Contains(r.out, "now plays") || optionsDigital(t, db, "1") {
		t.Fatalf("a finished game's dice do not change:\n%s", r.out)
	}
}

// Issue 31, item 6, line by line (screen readers, piped answers): the
// lists' "← back" choice and < in a text field go back a question too.
func TestWizardGoesBackLineByLine(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	answers := []string{
		"2", "Solo", // Yam's, a new player
		"6",      // Columns: ← back (to the players)
		"<",      // New players: back (to the game)
		"1",      // Penta after all
		"Solo",   // the player again
		"2", "y", // digital dice, start
	}
	r := runIn(t, db, strings.Join(answers, "\n")+"\n", []string{"play", "--accessible"})
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.out, r.err)
	}
	s := sheetOf(t, db, "1")
	if s.Kind != "penta" || len(s.Players) != 1 || !optionsDigital(t, db, "1") {
		t.Fatalf("Penta for Solo with digital dice: %+v\n%s", s, r.out)
	}
	if !strings.Contains(r.out, "6. ← back") || !strings.Contains(r.out, "Penta — Solo") {
		t.Fatalf("the back choice and the summary:\n%s", r.out)
	}
}
