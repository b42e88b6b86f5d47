package pages

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mattn/go-runewidth"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/internal/golden"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// fixtures returns one game of each kind, played through the rules.
func fixtures(t *testing.T) map[string]*sheets.State {
	time.Local = time.UTC
	started := time.Date(2026, 7, 14, 20, 30, 0, 0, time.UTC)
	play := func(g *sheets.Game, moves ...sheets.Move) *sheets.State {
		g.Started = started
		st, err := sheets.NewState(g)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range moves {
			m.Seat = st.Turn
			if g.Kind == sheets.Sackson {
				m.Seat = -1
			}
			if _, err := st.Apply(m); err != nil {
				t.Fatalf("%s move %d: %v", g.Kind, i, err)
			}
			g.Moves = append(g.Moves, m)
		}
		return st
	}
	penta := []sheets.Move{}
	for _, m := range [][2]string{{"11123", "aces"}, {"22213", "twos"}, {"33312", "threes"}, {"44412", "fours"}, {"55512", "fives"},
		{"66612", "sixes"}, {"66634", "three_kind"}, {"66663", "four_kind"}, {"33322", "full"}, {"12346", "small_straight"}, {"23456", "large_straight"},
		{"66655", "chance"}, {"66666", "penta"}} {
		penta = append(penta, sheets.Move{Play: sheets.BoxPlay{Dice: m[0], Box: m[1]}})
		ben := m
		switch m[1] {
		case "penta":
			ben = [2]string{"12345", "penta"}
		case "full":
			ben = [2]string{"12345", "full"}
		}
		penta = append(penta, sheets.Move{Play: sheets.BoxPlay{Dice: ben[0], Box: ben[1]}})
	}
	yams := []sheets.Move{
		{Play: sheets.BoxPlay{Dice: "11123", Box: "aces", Column: "down"}}, {Play: sheets.BoxPlay{Dice: "66666", Box: "yams", Column: "free"}},
		{Play: sheets.BoxPlay{Dice: "66655", Box: "chance", Column: "up"}}, {Play: sheets.BoxPlay{Dice: "66663", Box: "plus", Column: "free"}},
		{Play: sheets.BoxPlay{Dice: "22213", Box: "twos", Column: "down"}}, {Play: sheets.BoxPlay{Dice: "11223", Box: "minus", Column: "free"}},
		{Play: sheets.BoxPlay{Dice: "66666", Box: "yams", Column: "up"}}, {Play: sheets.BoxPlay{Dice: "12345", Box: "full", Column: "free"}},
	}
	return map[string]*sheets.State{
		"penta": play(&sheets.Game{ID: 1, Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}, penta...),
		"yams": play(&sheets.Game{ID: 2, Kind: sheets.Yams, Players: []string{"Cléo", "Léo"},
			Options: sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"down", "up", "free"}, PlusMinus: true, Full: "25+sum", FourKind: "sum5"}}}, yams...),
		"5000": play(&sheets.Game{ID: 3, Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet"}}},
			sheets.Move{Play: sheets.FivePlay{Turn: "155234/155 234/-"}}, sheets.Move{Play: sheets.FivePlay{Points: 450}}, sheets.Move{Play: sheets.FivePlay{Points: 1000}}, sheets.Move{Play: sheets.FivePlay{Bust: true}}, sheets.Move{Play: sheets.FivePlay{Points: 4000}}),
		"sackson": play(&sheets.Game{ID: 4, Kind: sheets.Sackson, Players: []string{"Zoé", "Hugo"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200}}},
			sheets.Move{Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3", "3+3,4+5/6"}}}, sheets.Move{Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3", "3+3,4+5/6"}}},
			sheets.Move{Play: sheets.SacksonPlay{Roll: "12345", Choices: []string{"1+2,4+5/3", "1+2,3+4/5"}}}),
	}
}

func TestGoldenSheets(t *testing.T) {
	t.Parallel()
	for kind, st := range fixtures(t) {
		for _, lang := range []lang.Lang{lang.EN, lang.FR} {
			for _, format := range []string{"text", "md", "html"} {
				var b bytes.Buffer
				if err := WriteSheet(&b, st, format, lang, false); err != nil {
					t.Fatal(err)
				}
				golden.Check(t, kind+"."+lang.String()+"."+format, b.Bytes())
			}
		}
		var b bytes.Buffer
		RenderText(&b, st, lang.EN, true)
		golden.Check(t, kind+".en.tty", b.Bytes())
	}
}

func TestSheetContents(t *testing.T) {
	t.Parallel()
	fx := fixtures(t)
	var b bytes.Buffer
	RenderText(&b, fx["penta"], lang.EN, false)
	for _, want := range []string{"★ Ana", "323", "248", "winner: Ana", "✗0", "Bonus (63 → 35)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("Penta text sheet lacks %q", want)
		}
	}
	b.Reset()
	RenderText(&b, fx["yams"], lang.FR, false)
	for _, want := range []string{"↓ Descendante", "↑ Montante", "↕ Libre", "Plus − moins", "Carré", "en cours — au tour de Cléo"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("Yam's French text sheet lacks %q", want)
		}
	}
	b.Reset()
	RenderText(&b, fx["5000"], lang.EN, false)
	for _, want := range []string{"bust", "(opening)", "★ wins", "450 (not opened)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("5000 text sheet lacks %q", want)
		}
	}
	b.Reset()
	RenderText(&b, fx["5000"], lang.EN, true)
	if !strings.Contains(b.String(), "\x1b[") || !strings.Contains(b.String(), "│") {
		t.Error("on a terminal the sheet has colour and box lines")
	}
	b.Reset()
	RenderText(&b, fx["5000"], lang.EN, false)
	if strings.Contains(b.String(), "\x1b[") || strings.Contains(b.String(), "│") {
		t.Error("off a terminal the sheet is plain text")
	}
	b.Reset()
	renderHTML(&b, fx["sackson"], lang.EN)
	if strings.Contains(b.String(), "http") || strings.Contains(b.String(), "<link") || strings.Contains(b.String(), "<script") {
		t.Error("the HTML page must be self-contained")
	}
}

// TestPDFReadBack prints each kind as PDF and reads the text back with
// poppler's pdftotext.
func TestPDFReadBack(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("pdftotext missing: .ci/run installs poppler-utils")
		}
		t.Skip("pdftotext not installed")
	}
	for kind, st := range fixtures(t) {
		for _, lang := range []lang.Lang{lang.EN, lang.FR} {
			path := filepath.Join(t.TempDir(), kind+".pdf")
			var b bytes.Buffer
			if err := renderPDF(&b, st, lang); err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(b.Bytes(), []byte("%PDF-")) {
				t.Fatalf("%s: not a PDF", kind)
			}
			os.WriteFile(path, b.Bytes(), 0o644)
			out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			text := string(out)
			want := map[string][]string{
				"penta":   {"Ana", "Ben", "323", "248", lang.Pick("winner: Ana", "vainqueur : Ana")},
				"yams":    {"Cléo", "Léo", lang.Pick("Four of a kind", "Carré"), lang.Pick("↓ Down", "↓ Descendante"), lang.Pick("in progress", "en cours")},
				"5000":    {"Ana", "Ben", "5000", lang.Pick("winner: Ana", "vainqueur : Ana"), lang.Pick("(opening)", "(ouverture)")},
				"sackson": {"Zoé", "Hugo", lang.Pick("Fifth die", "5ᵉ dé")},
			}[kind]
			for _, w := range want {
				// pdftotext reads a non-breaking space as a plain one
				w = strings.ReplaceAll(w, "\u00a0", " ")
				if !strings.Contains(text, w) {
					t.Errorf("%s %s PDF: %q not found in\n%s", kind, lang, w, text)
				}
			}
		}
	}
}

// TestS4_OldReadingNamedOnEverySheet: a Sackson game saved before S4 was
// corrected says on every printed sheet, in both languages, that it was
// played under the first reading; its JSON options carry sackson_rules 1.
// A game under the current reading prints no such line.
func TestS4_OldReadingNamedOnEverySheet(t *testing.T) {
	g := &sheets.Game{ID: 7, Kind: sheets.Sackson, Players: []string{"Zoé"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200, SacksonRules: 1}},
		Started: time.Date(2025, 6, 1, 20, 0, 0, 0, time.UTC)}
	old, err := sheets.NewState(g)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := old.Apply(sheets.Move{Seat: -1, Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3"}}}); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []lang.Lang{lang.EN, lang.FR} {
		want := lang.Pick("first reading of S4", "première lecture de S4")
		for _, format := range []string{"text", "md", "html"} {
			var b bytes.Buffer
			if err := WriteSheet(&b, old, format, lang, false); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), want) {
				t.Errorf("S4 %s %s sheet of an old game lacks %q:\n%s", lang, format, want, b.String())
			}
			if !strings.Contains(b.String(), "[3] 1✓") && !strings.Contains(b.String(), `\[3\] 1✓`) {
				t.Errorf("S4 first reading: the opening is a check on this game's sheet:\n%s", b.String())
			}
		}
		var b bytes.Buffer
		if err := renderPDF(&b, old, lang); err != nil || !bytes.HasPrefix(b.Bytes(), []byte("%PDF-")) {
			t.Fatalf("pdf: %v", err)
		}
		if _, err := exec.LookPath("pdftotext"); err == nil {
			path := filepath.Join(t.TempDir(), "old.pdf")
			os.WriteFile(path, b.Bytes(), 0o644)
			out, err := exec.Command("pdftotext", path, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			if text := strings.Join(strings.Fields(string(out)), " "); !strings.Contains(text, want) || !strings.Contains(text, lang.Pick("7th tick", "7e coche")) {
				t.Errorf("S4 %s PDF of an old game lacks %q, whole:\n%s", lang, want, out)
			}
		}
	}
	var b bytes.Buffer
	if err := WriteSheet(&b, old, "json", lang.EN, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"sackson_rules": 1`) || !strings.Contains(b.String(), `"checks": 1`) {
		t.Errorf("S4 JSON of an old game: %s", b.String())
	}
	for _, lang := range []lang.Lang{lang.EN, lang.FR} {
		b.Reset()
		RenderText(&b, fixtures(t)["sackson"], lang, false)
		if strings.Contains(b.String(), lang.Pick("reading of S4", "lecture de S4")) {
			t.Errorf("a game under the current reading names no old reading:\n%s", b.String())
		}
	}
}

// TestTextSheetsFitTheTerminal (issue 31, item 4): no line of a text sheet
// is wider than the terminal (display width), for the generator's games
// of every kind, 1 to 8 players, every Yam's column set with and without
// plus/minus (the full and four-of-a-kind options in turn), in progress
// and finished, with short, long, foreign and robot names (the quick
// suite: long names and one other set on each sheet), in both
// languages, at 80 and 60 columns, plain and on a terminal. Up to 4
// players with up to 3 columns fit in one block at 80 columns; the
// compact heads' signs are explained on the sheet.
func TestTextSheetsFitTheTerminal(t *testing.T) {
	t.Parallel()
	robots := []string{"robot:expert", "Anne-Charlotte", "robot:normal", "Jean-Baptiste", "Mamie", "robot:expert2", "Bartholomew", "Zoé"}
	nameSets := [][]string{shortNames, longNames, foreignNames, robots}
	type game struct {
		name string
		g    *sheets.Game
		cols int // Yam's columns
	}
	var games []game
	colSets := [][]string{{"free"}, {"down", "up"}, {"down", "up", "free"}, {"free", "free", "free"}, {"down", "up", "free", "imposed"}, {"free", "free", "free", "free"}}
	i := 0
	for _, kind := range sheets.Kinds {
		pr := kind.Players()
		for n := max(pr.Min, 1); n <= min(pr.Max, 8); n++ {
			if kind != sheets.Yams {
				st := sizedGame(t, kind, shortNames[:n], uint64(n))
				games = append(games, game{fmt.Sprintf("%s-%d", kind, n), st.Game, 1})
				continue
			}
			for _, cs := range colSets {
				for _, pm := range []bool{false, true} {
					i++
					o := sheets.Options{Rules: sheets.BoxOptions{Columns: cs, PlusMinus: pm, Full: []string{"25", "25+sum", "sum"}[i%3],
						FourKind: []string{"sum5", "sum4", "fixed:40", "fixed+sum:40"}[i%4]}}
					g := &sheets.Game{ID: int64(i), Kind: kind, Players: shortNames[:n], Options: o,
						Started: time.Date(2026, 7, 14, 20, 30, 0, 0, time.UTC)}
					playRobots(t, g, uint64(i))
					games = append(games, game{fmt.Sprintf("yams-%d-%s-pm%v", n, strings.Join(cs, ","), pm), g, len(cs)})
				}
			}
		}
	}
	widest := map[string]int{}
	checked, want := 0, 3000
	long := os.Getenv("SCOREPAD_LONG") != ""
	if !long {
		want = 2600
	}
	for gi, gm := range games {
		for mi, moves := range []int{len(gm.g.Moves) / 2, len(gm.g.Moves)} {
			for ni, names := range nameSets {
				// the quick suite: the long names (the widest heads)
				// on every sheet, the others in turn; every pairing:
				// SCOREPAD_LONG=1
				if !long && ni != 1 && ni != []int{0, 2, 3}[(gi+mi)%3] {
					continue
				}
				g := *gm.g
				g.Players = names[:len(gm.g.Players)]
				g.Moves = nil
				st, err := sheets.NewState(&g)
				if err != nil {
					t.Fatal(err)
				}
				for _, m := range gm.g.Moves[:moves] {
					if _, err := st.Apply(m); err != nil {
						t.Fatal(err)
					}
				}
				for _, l := range []lang.Lang{lang.EN, lang.FR} {
					for _, cols := range []int{80, 60} {
						for _, tty := range []bool{false, true} {
							if tty && cols != 80 {
								continue
							}
							var b bytes.Buffer
							if err := RenderTextWidth(&b, st, l, tty, cols); err != nil {
								t.Fatal(err)
							}
							out := ansi.ReplaceAllString(b.String(), "")
							w, line := 0, ""
							for _, ln := range strings.Split(out, "\n") {
								if width(ln) > w {
									w, line = width(ln), ln
								}
							}
							key := fmt.Sprintf("%s %s %d", g.Kind, l, cols)
							widest[key] = max(widest[key], w)
							checked++
							if w > cols {
								t.Fatalf("%s %s, %d moves, %s names, %d columns: a line is %d wide:\n%s\nwhole:\n%s", gm.name, l, moves, names[0], cols, w, line, out)
							}
							label := st.Table(l).Rows[0].Label + " "
							blocks := 0
							for _, ln := range strings.Split(out, "\n") {
								if strings.HasPrefix(ln, label) {
									blocks++
								}
							}
							if cols == 80 && len(g.Players) <= 4 && gm.cols <= 3 && blocks != 1 {
								t.Fatalf("%s %s, %s names: %d players, %d columns are drawn in %d blocks at 80 columns:\n%s", gm.name, l, names[0], len(g.Players), gm.cols, blocks, out)
							}
							if g.Kind == sheets.Yams {
								cfg, _ := g.Options.Box().Config(g.Kind)
								for _, m := range cfg.Columns {
									if sign := m.Symbol() + " " + l.Say(m.Label()); !strings.Contains(out, sign) {
										t.Fatalf("%s %s: the sign %s is not explained (%q):\n%s", gm.name, l, m.Symbol(), sign, out)
									}
								}
							}
						}
					}
				}
			}
		}
	}
	if checked < want {
		t.Fatalf("only %d sheets checked", checked)
	}
	for k, w := range widest {
		t.Logf("widest line, %s: %d", k, w)
	}
}

// ansi matches the terminal's colour codes.
var ansi = regexp.MustCompile("\x1b\\[[0-9;]*m")

// playRobots plays game g to its end, every player's turn as the Normal
// robot with dice from a generator seeded with seed.
func playRobots(t *testing.T, g *sheets.Game, seed uint64) {
	t.Helper()
	st, err := sheets.NewState(g)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, seed))
	die := func() uint8 { return uint8(rng.IntN(6) + 1) }
	for !st.Finished {
		m := gen.RobotMove(st, boxes.Normal{Rules: st.Boxes().Rules}, die)
		m.Seat = st.Mover()
		if _, err := st.Apply(m); err != nil {
			t.Fatal(err)
		}
		m.Seq = len(g.Moves) + 1
		g.Moves = append(g.Moves, m)
	}
}

// TestWidthAgreesWithRunewidth: width's rune-at-a-time count gives
// go-runewidth's answer for every rune alone, after a letter, before a
// combining mark or an emoji selector, and between letters.
func TestWidthAgreesWithRunewidth(t *testing.T) {
	t.Parallel()
	// every rune in the long suite; in the quick one every rune up to the
	// CJK blocks (where the widths change most: combining marks,
	// variation selectors, emoji), then one in 7
	step := rune(7)
	if os.Getenv("SCOREPAD_LONG") != "" {
		step = 1
	}
	for r := rune(0); r < 0x30000; r++ {
		if r >= 0x3000 && r%step != 0 {
			continue
		}
		for _, s := range []string{string(r), "a" + string(r), string(r) + "\u0301", string(r) + "\ufe0f", "x" + string(r) + "y"} {
			if got, want := width(s), runewidth.StringWidth(s); got != want {
				t.Fatalf("%U %q: width %d, go-runewidth %d", r, s, got, want)
			}
		}
	}
}

// TestSheetNumbersOneWay (issue 31, item 10): every number of a sheet
// (cells and notes) is written one way per language, as the rest of the
// human text writes it (lang.Lang.Localf): the minus sign, never a
// hyphen; in French digits grouped by three with a non-breaking space
// ("5 500"), in English never grouped ("5500"). Sheets of generated games
// of every kind, 2 and 5 players, in the text printer (the other printers
// draw the same cells).
func TestSheetNumbersOneWay(t *testing.T) {
	t.Parallel()
	hyphen := regexp.MustCompile(`(^|[\s(\[=→])-\d`)
	ungrouped := regexp.MustCompile(`\d{4}`)
	grouped := regexp.MustCompile(`\d[,\x{00a0}\x{202f} ]\d{3}\b`)
	frGroup := regexp.MustCompile(`\d\x{00a0}\d{3}`)
	seen := map[lang.Lang]bool{}
	for _, kind := range sheets.Kinds {
		for _, n := range []int{2, 5} {
			n = min(n, kind.Players().Max)
			st := sizedGame(t, kind, shortNames[:n], uint64(n))
			for _, l := range []lang.Lang{lang.EN, lang.FR} {
				var b bytes.Buffer
				if err := RenderTextWidth(&b, st, l, false, 200); err != nil {
					t.Fatal(err)
				}
				// the title names the game ("5000 — partie 3") and the
				// status line holds the date: the rest is the sheet
				lines := strings.Split(b.String(), "\n")[2:]
				for _, ln := range lines {
					if m := hyphen.FindString(ln); m != "" {
						t.Errorf("%s %s: %q has a hyphen for a minus: %q", kind, l, ln, m)
					}
					if l == lang.FR && ungrouped.MatchString(ln) {
						t.Errorf("%s fr: %q has a number of four digits or more not grouped", kind, ln)
					}
					if l == lang.EN && grouped.MatchString(ln) {
						t.Errorf("%s en: %q groups the digits of a number", kind, ln)
					}
					if frGroup.MatchString(ln) {
						seen[l] = true
					}
				}
			}
		}
	}
	if !seen[lang.FR] {
		t.Error("no French number of four digits on any sheet: the test checks nothing")
	}
}
