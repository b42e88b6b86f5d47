package cmd_test

import (
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/mattn/go-runewidth"
	"github.com/scorepad/scorepad/cmd"
)

// colours matches the terminal's colour codes.
var colours = regexp.MustCompile("\x1b\\[[0-9;]*m")

// widest returns the display width of the widest line of out, colours
// left out, and that line.
func widest(out string) (int, string) {
	w, line := 0, ""
	for _, ln := range strings.Split(colours.ReplaceAllString(out, ""), "\n") {
		if n := runewidth.StringWidth(ln); n > w {
			w, line = n, ln
		}
	}
	return w, line
}

// sheetGames makes the games of the measures: a French Yam's of
// four players (a robot among them) on three columns, and a 5000 of three.
func sheetGames(t *testing.T, db string) {
	t.Helper()
	ok(t, db, "new", "yams", "--players", "Ana,Ben,robot:expert,Cléo", "--preset", "francaise")
	ok(t, db, "move", "1", "--dice", "11123", "--box", "aces", "--column", "down")
	ok(t, db, "move", "1", "--dice", "66666", "--box", "yams", "--column", "free")
	ok(t, db, "new", "5000", "--players", "Ana,Ben,Cléo")
	for _, m := range [][]string{{"--points", "1000"}, {"--bust"}, {"--points", "450"}, {"--points", "1500"}, {"--points", "600"}} {
		ok(t, db, append([]string{"move", "2"}, m...)...)
	}
}

// TestSheetTextFitsTheTerminal (issue 31, item 4): scorepad sheet's text
// is 80 columns wide at most when piped, in both languages; four Yam's
// players on three columns stay in one block. On a terminal it is laid
// out for the terminal's width ($COLUMNS here, the in-process streams
// having no size): at 60 columns the players go in two blocks.
func TestSheetTextFitsTheTerminal(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	sheetGames(t, db)
	for _, lang := range []string{"en", "fr"} {
		for _, id := range []string{"1", "2"} {
			out := ok(t, db, "--lang", lang, "sheet", id)
			if w, line := widest(out); w > 80 {
				t.Errorf("sheet %s --lang %s piped: a line of %d columns: %q\n%s", id, lang, w, line, out)
			}
			if id == "1" && strings.Count(out, "\n"+map[string]string{"en": "Aces ", "fr": "As "}[lang]) != 1 {
				t.Errorf("sheet 1 --lang %s: four players on three columns are one block at 80 columns:\n%s", lang, out)
			}
			for _, cols := range []int{60, 100} {
				var o, e syncBuffer
				code := cmd.Run([]string{"--lang", lang, "sheet", id}, &cmd.IOStreams{In: strings.NewReader(""), Out: &o, ErrOut: &e, OutTTY: true},
					func(k string) string { return environ(t, db, []string{fmt.Sprintf("COLUMNS=%d", cols)})[k] })
				if code != 0 {
					t.Fatalf("sheet %s on a terminal: exit %d %s", id, code, e.String())
				}
				if !strings.Contains(o.String(), "\x1b[") {
					t.Errorf("sheet %s on a terminal has no colour", id)
				}
				if w, line := widest(o.String()); w > cols {
					t.Errorf("sheet %s --lang %s at %d columns: a line of %d: %q\n%s", id, lang, cols, w, line, o.String())
				}
				blocks := strings.Count(colours.ReplaceAllString(o.String(), ""), "\n"+map[string]string{"en": "Aces ", "fr": "As "}[lang])
				if id == "1" && (cols == 60) != (blocks == 2) {
					t.Errorf("sheet 1 --lang %s at %d columns: %d blocks:\n%s", lang, cols, blocks, o.String())
				}
			}
		}
	}
}

// TestTerminalSheetFitsThePane (issue 31, item 4): in real terminals of 80
// and 60 columns, scorepad sheet and the sheet shown at the table (s) have
// no line the terminal must wrap (capture-pane -J joins wrapped lines back).
func TestTerminalSheetFitsThePane(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	sheetGames(t, db)
	for _, cols := range []int{80, 60} {
		s := startScreenSized(t, cols, 60, db, sharedCache(t), "--lang", "fr", "sheet", "1")
		screen := s.waitFor("SCOREPAD-EXITED")
		joined := s.joined()
		keepScreen(fmt.Sprintf("sheet-yams-fr-%d.txt", cols), screen)
		if w, line := widest(sheetPart(joined)); w > cols {
			t.Errorf("sheet at %d columns: a line of %d wrapped: %q\n%s", cols, w, line, screen)
		}
		if !strings.Contains(sheetPart(joined), "Total joueur") {
			t.Errorf("no sheet at %d columns:\n%s", cols, screen)
		}

		s = startScreenSized(t, cols, 60, db, sharedCache(t), "--lang", "fr", "play", "1")
		s.waitFor("les cinq dés") // the dice prompt is up (keys typed before it are dropped, P10)
		s.send("s", "Enter")
		screen = s.waitFor("Total joueur")
		joined = s.joined()
		keepScreen(fmt.Sprintf("play-s-yams-fr-%d.txt", cols), screen)
		if w, line := widest(sheetPart(joined)); w > cols {
			t.Errorf("s at the table at %d columns: a line of %d wrapped: %q\n%s", cols, w, line, screen)
		}
		s.sendUntil("C-c", "SCOREPAD-EXITED") // a Ctrl-C typed between two forms is dropped with the typed keys (P10): again until it lands
	}
}

// joined returns the screen with the lines the terminal wrapped joined
// back.
func (s *screen) joined() string {
	s.t.Helper()
	out, err := exec.Command("tmux", "capture-pane", "-p", "-J", "-S", "-", "-t", s.name).Output()
	if err != nil {
		s.t.Fatal(err)
	}
	return string(out)
}

// sheetPart returns the last French Yam's sheet on a screen: from its
// title to its legend.
func sheetPart(screen string) string {
	from := strings.LastIndex(screen, "Yam's — partie")
	if from < 0 {
		return ""
	}
	part := screen[from:]
	if to := strings.Index(part, "pas encore remplie"); to >= 0 {
		part = part[:to+len("pas encore remplie")]
	}
	return part
}
