package cmd_test

import (
	"bufio"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Whole games played through the forms in accessible mode, answers piped on
// standard input as a screen-reader user or a script would give them.

func playPiped(t *testing.T, db string, answers []string, args ...string) string {
	t.Helper()
	r := runIn(t, db, strings.Join(answers, "\n")+"\n", append([]string{"play", "--accessible"}, args...))
	if r.code != 0 {
		t.Fatalf("play: exit %d\n%s%s", r.code, r.out, r.err)
	}
	return r.out + r.err
}

func TestPlayPentaAccessible(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	answers := []string{"1", "Ana", "1", "y"} // Penta, new player Ana, real dice, start
	for _, m := range anaPenta {
		answers = append(answers, m[0], "1") // the dice, then the first free box
	}
	out := playPiped(t, db, answers)
	s := sheetOf(t, db, "1")
	if !s.Finished || s.Players[0].Total != 323 || s.Winners[0] != "Ana" {
		t.Fatalf("saved sheet %+v\n%s", s, out)
	}
	// no one wins alone (issue 30): the solo game reads as finished (solo)
	if !strings.Contains(out, "finished (solo)") || strings.Contains(out, "winner: Ana") {
		t.Fatalf("the final sheet is printed:\n%s", out)
	}
}

func TestPlayYamsAccessibleColumnOrderAndSacrifices(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	answers := []string{"2", "Solo", "3", "1", "1", "n", "1", "y"} // Yam's, Solo, ↓↑ columns, full 25, four sum5, no plus/minus, real dice, start
	// ↓ down: 13 turns of 66666, each in the first free box (option 1:
	// the legal boxes come first, ↓'s then ↑'s, the refused ones folded
	// into option 3); the first turn opens the refused boxes and tries ↓
	// twos (refused, Y6) before aces; boxes at 0 without a bonus ask to
	// confirm the sacrifice.
	zeroDown := map[int]bool{0: true, 1: true, 2: true, 3: true, 4: true, 8: true, 9: true, 10: true}
	for i := 0; i < 13; i++ {
		answers = append(answers, "66666")
		if i == 0 {
			answers = append(answers, "3", "3")
		}
		answers = append(answers, "1")
		if zeroDown[i] {
			answers = append(answers, "y")
		}
	}
	// ↑ up: only the last free box is legal, always option 1.
	for i := 13; i >= 1; i-- {
		answers = append(answers, "66666", "1")
	}
	out := playPiped(t, db, answers)
	s := sheetOf(t, db, "1")
	if !s.Finished || s.Players[0].Columns[0].Total != 270 || s.Players[0].Columns[1].Total != 1270 {
		t.Fatalf("Y5/Y6: %+v\n%s", s.Players[0], out)
	}
	if !strings.Contains(out, "column ↓ down is filled from top to bottom") {
		t.Fatalf("the refusal is explained (Y6):\n%s", out)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

func TestPlayFiveThousandAccessible(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	answers := []string{"3", "Ana, Ben", "1", "1", "1", "1", "y", // 5000, booklet, order as given, Ana starts, real dice
		"1", "155234", "1", "2", "3", "0", "1", "234", // Ana throw by throw: keep 1,5,5; throw 3; bust
		"2", "650", // Ben quick total: opens
		"3",         // Ana quick bust
		"2", "4350", // Ben reaches 5000
	}
	out := playPiped(t, db, answers)
	s := sheetOf(t, db, "1")
	if !s.Finished || s.Winners[0] != "Ben" || *s.Players[1].Score != 5000 || len(s.Players[0].Turns) != 2 {
		t.Fatalf("C5/C7: %+v\n%s", s, out)
	}
	if !strings.Contains(out, "Bust: 234") {
		t.Fatalf("the bust is shown as it happens:\n%s", out)
	}
}

func TestPlaySacksonAccessible(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	// Sackson, Solo, penalty, real dice, start
	answers := []string{"4", "Solo", "1", "1", "y"}
	for range 9 { // the first 3 opens the track, the 9th is its 8th tick (S4)
		answers = append(answers, "33333", "1")
	}
	out := playPiped(t, db, answers)
	s := sheetOf(t, db, "1")
	if !s.Finished || s.Players[0].Total != 200 || s.Players[0].Tracks[0].Checks != 8 {
		t.Fatalf("S4/S6: %+v\n%s", s.Players[0], out)
	}
}

// TestPlayKilledThenResumed kills scorepad play mid-game and resumes it: the
// sheet is the same and the game goes on to its end.
func TestPlayKilledThenResumed(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana")
	cmd := exec.Command(bin(t), "play", "1", "--accessible")
	cmd.Env = []string{"SCOREPAD_DB=" + db, "HOME=" + t.TempDir(), "LANG=en_US.UTF-8"}
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 1000)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	accepted := 0
	for _, m := range anaPenta[:3] {
		io.WriteString(stdin, m[0]+"\n1\n")
		// A hang detector, not a speed test: generous for a loaded 2-core machine.
		deadline := time.After(hangAfter)
		for done := false; !done; {
			select {
			case l := <-lines:
				if strings.HasPrefix(l, "Accepted") {
					accepted++
					done = true
				}
			case <-deadline:
				t.Fatal("no answer from scorepad play")
			}
		}
	}
	before := ok(t, db, "sheet", "1", "--json")
	cmd.Process.Kill()
	cmd.Wait()
	if after := ok(t, db, "sheet", "1", "--json"); after != before || accepted != 3 {
		t.Fatalf("killing the process changed the sheet")
	}
	var answers []string
	for _, m := range anaPenta[3:] {
		answers = append(answers, m[0], "1")
	}
	playPiped(t, db, answers, "1")
	if s := sheetOf(t, db, "1"); !s.Finished || s.Players[0].Total != 323 {
		t.Fatalf("resumed game: %+v", s.Players[0])
	}
}

// hangAfter is how long the play tests wait for an answer before calling
// scorepad play hung: far above any run on a loaded machine (an answer
// takes milliseconds), far below go test's own timeout.
const hangAfter = 3 * time.Minute

func TestPlayWithoutAnswersDoesNotHang(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana")
	cmd := exec.Command(bin(t), "play", "1")
	cmd.Env = []string{"SCOREPAD_DB=" + db, "HOME=" + t.TempDir()}
	cmd.Stdin = strings.NewReader("")
	done := make(chan []byte)
	go func() { out, _ := cmd.CombinedOutput(); done <- out }()
	select {
	case out := <-done:
		if !strings.Contains(string(out), "resume with scorepad play 1") {
			t.Fatalf("%s", out)
		}
	case <-time.After(hangAfter):
		cmd.Process.Kill()
		t.Fatal("scorepad play hung without a terminal")
	}
	r := sp(t, db) // no arguments, no terminal: the help, not a hang
	if r.code != 0 || !strings.Contains(r.out, "Usage") {
		t.Fatalf("%+v", r)
	}
}
