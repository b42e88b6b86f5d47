package pages

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/internal/golden"
	"github.com/scorepad/scorepad/scoring"
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
			Options: sheets.Options{Columns: []string{"down", "up", "free"}, PlusMinus: true, Full: "25+sum", FourKind: "sum5"}}, yams...),
		"5000": play(&sheets.Game{ID: 3, Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{BustRule: "booklet"}},
			sheets.Move{Play: sheets.FivePlay{Turn: "155234/155 234/-"}}, sheets.Move{Play: sheets.FivePlay{Points: 450}}, sheets.Move{Play: sheets.FivePlay{Points: 1000}}, sheets.Move{Play: sheets.FivePlay{Bust: true}}, sheets.Move{Play: sheets.FivePlay{Points: 4000}}),
		"sackson": play(&sheets.Game{ID: 4, Kind: sheets.Sackson, Players: []string{"Zoé", "Hugo"}, Options: sheets.Options{Penalty: 200}},
			sheets.Move{Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3", "3+3,4+5/6"}}}, sheets.Move{Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3", "3+3,4+5/6"}}},
			sheets.Move{Play: sheets.SacksonPlay{Roll: "12345", Choices: []string{"1+2,4+5/3", "1+2,3+4/5"}}}),
	}
}

func TestGoldenSheets(t *testing.T) {
	t.Parallel()
	for kind, st := range fixtures(t) {
		for _, lang := range []scoring.Lang{scoring.EN, scoring.FR} {
			for _, format := range []string{"text", "md", "html"} {
				var b bytes.Buffer
				if err := WriteSheet(&b, st, format, lang, false); err != nil {
					t.Fatal(err)
				}
				golden.Check(t, kind+"."+lang.String()+"."+format, b.Bytes())
			}
		}
		var b bytes.Buffer
		RenderText(&b, st, scoring.EN, true)
		golden.Check(t, kind+".en.tty", b.Bytes())
	}
}

func TestSheetContents(t *testing.T) {
	t.Parallel()
	fx := fixtures(t)
	var b bytes.Buffer
	RenderText(&b, fx["penta"], scoring.EN, false)
	for _, want := range []string{"★ Ana", "323", "248", "winner: Ana", "✗0", "Bonus (63 → 35)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("Penta text sheet lacks %q", want)
		}
	}
	b.Reset()
	RenderText(&b, fx["yams"], scoring.FR, false)
	for _, want := range []string{"↓ Descendante", "↑ Montante", "↕ Libre", "Plus − moins", "Carré", "en cours — au tour de Cléo"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("Yam's French text sheet lacks %q", want)
		}
	}
	b.Reset()
	RenderText(&b, fx["5000"], scoring.EN, false)
	for _, want := range []string{"bust", "(opening)", "★ wins", "450 (not opened)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("5000 text sheet lacks %q", want)
		}
	}
	b.Reset()
	RenderText(&b, fx["5000"], scoring.EN, true)
	if !strings.Contains(b.String(), "\x1b[") || !strings.Contains(b.String(), "│") {
		t.Error("on a terminal the sheet has colour and box lines")
	}
	b.Reset()
	RenderText(&b, fx["5000"], scoring.EN, false)
	if strings.Contains(b.String(), "\x1b[") || strings.Contains(b.String(), "│") {
		t.Error("off a terminal the sheet is plain text")
	}
	b.Reset()
	renderHTML(&b, fx["sackson"], scoring.EN)
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
		for _, lang := range []scoring.Lang{scoring.EN, scoring.FR} {
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
	g := &sheets.Game{ID: 7, Kind: sheets.Sackson, Players: []string{"Zoé"}, Options: sheets.Options{Penalty: 200, SacksonRules: 1},
		Started: time.Date(2025, 6, 1, 20, 0, 0, 0, time.UTC)}
	old, err := sheets.NewState(g)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := old.Apply(sheets.Move{Seat: -1, Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3"}}}); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []scoring.Lang{scoring.EN, scoring.FR} {
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
	if err := WriteSheet(&b, old, "json", scoring.EN, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"sackson_rules": 1`) || !strings.Contains(b.String(), `"checks": 1`) {
		t.Errorf("S4 JSON of an old game: %s", b.String())
	}
	for _, lang := range []scoring.Lang{scoring.EN, scoring.FR} {
		b.Reset()
		RenderText(&b, fixtures(t)["sackson"], lang, false)
		if strings.Contains(b.String(), lang.Pick("reading of S4", "lecture de S4")) {
			t.Errorf("a game under the current reading names no old reading:\n%s", b.String())
		}
	}
}
