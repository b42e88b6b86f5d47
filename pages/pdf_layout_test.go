package pages

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// Names of every length and script for the sheets of 1 to 8 players.
var (
	shortNames = []string{"Ana", "Ben", "Cléo", "Léo", "Zoé", "Hugo", "Mamie", "Papi"}
	longNames  = []string{
		"Anne-Charlotte de La Tour du Pin-Gouvern",
		"Bartholomew Montgomery-Smythe Fitzwillia",
		"Clémentine Marie-Thérèse Vanderbilt-Ochs",
		"Dagoberto Alessandro Fernández de Ribera",
		"Éléonore-Apolline Beauchamp-Villeneuve I",
		"Friedrich Wilhelm Maximilian Hohenlohe X",
		"Guinevere Philippa Abernathy-Cholmondely",
		"Hieronymus Bartholomäus Schwarzenbergers",
	}
	foreignNames = []string{"王小明", "さくら", "김민준", "Ἀλέξανδρος", "Дмитрий", "محمد", "李华🎲", "Zoé\tTab"}
)

// sizedGame plays a whole game of kind with these players, every move
// through the rules.
func sizedGame(t testing.TB, kind sheets.Kind, names []string, seed uint64) *sheets.State {
	t.Helper()
	gen := gen.NewGenerator(seed)
	gen.Family, gen.Players = names, len(names)
	for {
		g, st := gen.Game(kind)
		if len(g.Players) != len(names) {
			t.Fatalf("%s: %d players asked, %d given", kind, len(names), len(g.Players))
		}
		g.ID = int64(seed)
		g.Players = append([]string(nil), names...) // seat order as given
		st2, err := sheets.NewState(&sheets.Game{ID: g.ID, Kind: g.Kind, Options: g.Options, Players: names,
			Started: time.Date(2026, 7, 14, 20, 30, 0, 0, time.UTC)})
		if err != nil {
			t.Fatal(err)
		}
		ok := true
		for _, m := range g.Moves {
			if _, err := st2.Apply(m); err != nil {
				ok = false
				break
			}
		}
		if ok {
			_ = st
			return st2
		}
		seed++
	}
}

func pdftotextOrSkip(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("pdftotext missing: .ci/run installs poppler-utils")
		}
		t.Skip("pdftotext not installed")
	}
}

// pageDir is where visual checks write their files: SCOREPAD_SCREENS to
// keep them for a look, else a temporary directory.
func pageDir(t *testing.T) string {
	if d := os.Getenv("SCOREPAD_SCREENS"); d != "" {
		os.MkdirAll(d, 0o755)
		return d
	}
	return t.TempDir()
}

func writePDF(t *testing.T, path string, st *sheets.State, l lang.Lang) ([]string, string) {
	t.Helper()
	var b bytes.Buffer
	warns, err := SheetPDF(&b, st, l)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return warns, path
}

// sizes are the sheets the visual checks look at: every kind at 1, 2, 4,
// 5 and 8 players where the rules allow it, with short, long (40
// characters) and non-Latin names.
func sizes() (out []struct {
	name  string
	kind  sheets.Kind
	names []string
}) {
	sets := []struct {
		set   string
		names []string
	}{{"short", shortNames}, {"long", longNames}, {"foreign", foreignNames}}
	for _, kind := range []sheets.Kind{sheets.Penta, sheets.Yams, sheets.FiveThousand, sheets.Sackson} {
		for _, set := range sets {
			for _, n := range []int{1, 2, 4, 5, 8} {
				if (kind == sheets.FiveThousand && (n < 2 || n > 5)) || (kind == sheets.Sackson && n > 4) {
					continue
				}
				out = append(out, struct {
					name  string
					kind  sheets.Kind
					names []string
				}{fmt.Sprintf("%s-%s-%d", kind, set.set, n), kind, set.names[:n]})
			}
		}
	}
	return out
}

// TestPDFLayoutSizes: at every size the type stays at or above the floor,
// every cell's lines fit their column, and a name is cut only where a
// legend gives it whole.
func TestPDFLayoutSizes(t *testing.T) {
	for i, sz := range sizes() {
		if testing.Short() && i%3 != 0 {
			continue
		}
		st := sizedGame(t, sz.kind, sz.names, uint64(len(sz.names)))
		d, err := newPDFDoc(pdfPortrait, lang.EN)
		if err != nil {
			t.Fatal(err)
		}
		lay, grid := layoutOf(t, d, st)
		if lay.fs < pdfFloor || lay.headFS < pdfFloor {
			t.Errorf("%s: type %.1f pt, heads %.1f pt: below the %.1f pt floor", sz.name, lay.fs, lay.headFS, pdfFloor)
		}
		avail := lay.page.W - 2*pdfMargin
		for _, grp := range lay.groups {
			n := 0
			for _, p := range grp {
				n += len(grid.players[p].cols)
			}
			if w := lay.labelW + float64(n)*lay.colW; w > avail+0.5 {
				t.Errorf("%s: the table is %.0f pt wide on a %.0f pt line", sz.name, w, avail)
			}
		}
		for _, r := range grid.rows {
			for _, c := range r.Cells {
				w := float64(max(c.Span, 1))*lay.colW - 2*lay.pad()
				for _, ln := range d.wrap(cellPDF(c), true, lay.fs, w) {
					if d.width(ln, true, lay.fs) > w+0.5 {
						t.Errorf("%s: %q is wider than its column", sz.name, ln)
					}
				}
			}
		}
		for _, p := range grid.players {
			lines, cut := d.fitLines(p.name, true, lay.headFS, float64(len(p.cols))*lay.colW-2*lay.pad(), pdfHeadMax)
			if (cut || len(lines) > 1) && len(lay.legend) == 0 {
				t.Errorf("%s: %q is cut or wrapped with no legend", sz.name, p.name)
			}
		}
		if sz.kind == sheets.Penta && len(sz.names) <= 2 && lay.fs < 12 {
			t.Errorf("%s: %.1f pt type leaves the page empty", sz.name, lay.fs)
		}
	}
}

// layoutOf runs the layout of st's sheet.
func layoutOf(t *testing.T, d *pdfDoc, st *sheets.State) (*sheetLayout, *sheetGrid) {
	t.Helper()
	g := buildGrid(d, st, lang.EN)
	return chooseLayout(d, g, lang.EN), g
}

// TestPDFLongNamesWhole is the check: a 5-player sheet with
// 40-character names, read back with pdftotext, shows every name whole.
func TestPDFLongNamesWhole(t *testing.T) {
	pdftotextOrSkip(t)
	t.Parallel()
	for _, kind := range []sheets.Kind{sheets.Penta, sheets.FiveThousand, sheets.Yams} {
		st := sizedGame(t, kind, longNames[:5], 5)
		for _, l := range []lang.Lang{lang.EN, lang.FR} {
			_, path := writePDF(t, filepath.Join(t.TempDir(), "long.pdf"), st, l)
			out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range longNames[:5] {
				if len([]rune(n)) != 40 {
					t.Fatalf("fixture %q is not 40 characters", n)
				}
				if !strings.Contains(string(out), n) {
					t.Errorf("%s %s: %q not found whole in\n%s", kind, l, n, out)
				}
			}
		}
	}
}

// TestPDFGlyphFallback: Chinese, Japanese and Korean names print from the
// embedded fallback font; an emoji no font has is replaced visibly and
// reported.
func TestPDFGlyphFallback(t *testing.T) {
	pdftotextOrSkip(t)
	t.Parallel()
	st := sizedGame(t, sheets.Penta, []string{"王小明", "さくら", "김민준", "Дмитрий", "Léa 🎲😀"}, 5)
	warns, path := writePDF(t, filepath.Join(t.TempDir(), "cjk.pdf"), st, lang.EN)
	out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"王小明", "さくら", "김민준", "Дмитрий", "Léa ⚄□"} {
		if !strings.Contains(string(out), n) {
			t.Errorf("%q not printed:\n%s", n, out)
		}
	}
	if len(warns) != 2 || !strings.Contains(warns[0], "U+1F3B2") || !strings.Contains(warns[1], "U+1F600") {
		t.Errorf("warnings %q: want one for 🎲 and one for 😀", warns)
	}
}

// inkBox returns the bounding box of the non-white pixels of a PNG.
func inkBox(t *testing.T, path string) (image.Rectangle, image.Rectangle) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	box := image.Rectangle{Min: b.Max, Max: b.Min}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r < 0xf000 || g < 0xf000 || bl < 0xf000 {
				box.Min.X, box.Min.Y = min(box.Min.X, x), min(box.Min.Y, y)
				box.Max.X, box.Max.Y = max(box.Max.X, x+1), max(box.Max.Y, y+1)
			}
		}
	}
	return box, b
}

// TestPDFPictures looks at each page as a picture (pdftoppm): nothing is
// drawn in the margins (nothing runs off the page), and a short sheet
// fills most of its page.
func TestPDFPictures(t *testing.T) {
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm (poppler-utils) not installed")
	}
	t.Parallel()
	dir := pageDir(t)
	quick := map[string]bool{"penta-short-2": true, "penta-long-5": true, "yams-long-8": true, "5000-long-5": true, "yams-foreign-4": true, "sackson-long-4": true}
	for _, sz := range sizes() {
		if os.Getenv("SCOREPAD_LONG") == "" && !quick[sz.name] {
			continue // every size: SCOREPAD_LONG=1
		}
		st := sizedGame(t, sz.kind, sz.names, uint64(len(sz.names)))
		_, path := writePDF(t, filepath.Join(dir, sz.name+".pdf"), st, lang.EN)
		prefix := filepath.Join(dir, sz.name)
		if out, err := exec.Command("pdftoppm", "-png", "-r", "36", path, prefix).CombinedOutput(); err != nil {
			t.Fatalf("pdftoppm: %v %s", err, out)
		}
		pages, _ := filepath.Glob(prefix + "-*.png")
		if len(pages) == 0 {
			t.Fatalf("%s: no page", sz.name)
		}
		for _, pg := range pages {
			ink, bounds := inkBox(t, pg)
			m := int(pdfMargin/72*36) - 2 // the margin in pixels, less rounding
			if ink.Min.X < m || ink.Min.Y < m || ink.Max.X > bounds.Max.X-m || ink.Max.Y > bounds.Max.Y-m {
				t.Errorf("%s: ink %v reaches the margins of a %v page", filepath.Base(pg), ink, bounds)
			}
			if sz.kind == sheets.Penta && len(sz.names) <= 2 && len(pages) == 1 && float64(ink.Dy()) < 0.7*float64(bounds.Dy()-2*m) {
				t.Errorf("%s: the sheet fills %d of %d pixels of height", filepath.Base(pg), ink.Dy(), bounds.Dy())
			}
		}
	}
}

// TestTextTableDisplayWidth: wide characters, emoji and tabs in names keep
// the columns of a text sheet aligned (every line of the table is as wide
// on a terminal).
func TestTextTableDisplayWidth(t *testing.T) {
	for _, kind := range []sheets.Kind{sheets.Penta, sheets.FiveThousand} {
		st := sizedGame(t, kind, []string{"王小明", "Léa 🎲", "Zoé\tTab", "김민준"}, 4)
		var b bytes.Buffer
		if err := RenderText(&b, st, lang.EN, false); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(b.String(), "\n")
		// the table follows the title and the status line (wrapped at
		// 80 columns) and a blank line
		start := slices.Index(lines, "") + 1
		var table []string
		for _, ln := range lines[start:] {
			if ln == "" {
				break
			}
			table = append(table, ln)
		}
		if len(table) < 5 {
			t.Fatalf("no table in\n%s", b.String())
		}
		for _, ln := range table {
			if strings.Contains(ln, "\t") {
				t.Errorf("a tab is printed raw: %q", ln)
			}
			if width(ln) != width(table[0]) {
				t.Errorf("%s: line %q is %d cells wide, the head %d:\n%s", kind, ln, width(ln), width(table[0]), strings.Join(table, "\n"))
				break
			}
		}
	}
}

// TestHTMLSheetPictures prints HTML sheets with headless Chromium and looks
// at the pages: one page, nothing in the margins, every player named.
func TestHTMLSheetPictures(t *testing.T) {
	chrome, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium not installed")
	}
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm (poppler-utils) not installed")
	}
	t.Parallel()
	dir := pageDir(t)
	quick := map[string]bool{"yams-long-8": true}        // the widest sheet; every size: SCOREPAD_LONG=1
	if only := os.Getenv("SCOREPAD_SIZES"); only != "" { // e.g. yams-long-1,5000-long-5
		quick = map[string]bool{}
		for _, n := range strings.Split(only, ",") {
			quick[n] = true
		}
	}
	for _, sz := range sizes() {
		if os.Getenv("SCOREPAD_LONG") == "" && !quick[sz.name] {
			continue // every size: SCOREPAD_LONG=1
		}
		st := sizedGame(t, sz.kind, sz.names, uint64(len(sz.names)))
		var b bytes.Buffer
		if err := renderHTML(&b, st, lang.EN); err != nil {
			t.Fatal(err)
		}
		page := filepath.Join(dir, sz.name+".html")
		os.WriteFile(page, b.Bytes(), 0o644)
		printed := filepath.Join(dir, sz.name+"-html.pdf")
		cmd := exec.Command(chrome, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
			"--disable-component-update", "--disable-sync", "--user-data-dir="+t.TempDir(), "--no-pdf-header-footer", "--print-to-pdf="+printed, page)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("chromium: %v\n%s", err, out)
		}
		prefix := filepath.Join(dir, sz.name+"-html")
		if out, err := exec.Command("pdftoppm", "-png", "-r", "36", printed, prefix).CombinedOutput(); err != nil {
			t.Fatalf("pdftoppm: %v %s", err, out)
		}
		pages, _ := filepath.Glob(prefix + "-*.png")
		if len(pages) != 1 {
			t.Errorf("%s: the HTML sheet prints on %d pages", sz.name, len(pages))
		}
		for _, pg := range pages {
			ink, bounds := inkBox(t, pg)
			m := 10 // 10 mm margins are 14 pixels at 36 dpi; some room for rounding
			if ink.Min.X < m || ink.Max.X > bounds.Max.X-m {
				t.Errorf("%s: ink %v runs into the margins of a %v page", filepath.Base(pg), ink, bounds)
			}
		}
	}
}

// TestTextSheetLongNames: 40-character names wrap in the heads of a text
// sheet (no column wider than the name limit), and a legend gives them
// whole.
func TestTextSheetLongNames(t *testing.T) {
	st := sizedGame(t, sheets.Penta, longNames[:5], 5)
	var b bytes.Buffer
	if err := RenderText(&b, st, lang.EN, false); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, n := range longNames[:5] {
		if !strings.Contains(out, n) {
			t.Errorf("%q not in the legend", n)
		}
	}
	lines := strings.Split(out, "\n")
	for _, ln := range lines[3:10] {
		for _, cell := range strings.Split(ln, " | ")[1:] {
			if width(cell) > textNameMax {
				t.Errorf("head cell %q is wider than %d", cell, textNameMax)
			}
		}
	}
	if !strings.Contains(out, "Players, in column order:") {
		t.Errorf("no legend:\n%s", out)
	}
}
