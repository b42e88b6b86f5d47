package pages

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/internal/golden"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

var (
	familyOnce    sync.Once
	familyGames   []*sheets.Game
	familyResults [][]sheets.Result
)

// familyStore holds 60 generated games (every move through the rules,
// played once for all the tests), spread over 2024–2026 with months
// without any game.
func familyStore(t *testing.T, n int) *db.Store {
	t.Helper()
	familyOnce.Do(func() {
		g0 := gen.NewGenerator(42)
		g0.Family = []string{"Mamie", "Papi", "Ana", "Ben", "王小明"}
		g0.Start = time.Date(2024, 3, 1, 20, 0, 0, 0, time.UTC)
		g0.Span = 2 * 365 * 24 * time.Hour
		for range 60 {
			g, st := g0.Game(g0.Mix())
			familyGames, familyResults = append(familyGames, g), append(familyResults, st.Results())
		}
	})
	ctx := context.Background()
	s, err := db.Open(ctx, filepath.Join(t.TempDir(), "family.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	games := make([]*sheets.Game, n)
	for i := range games {
		g := *familyGames[i]
		g.ID = 0
		games[i] = &g
	}
	if err := s.Import(ctx, games, familyResults[:n]); err != nil {
		t.Fatal(err)
	}
	return s
}

func statsPageFor(t *testing.T, s *db.Store, filt db.StatsFilter, l lang.Lang, year *YearFacts) StatsPage {
	t.Helper()
	rep, err := s.Stats(context.Background(), filt)
	if err != nil {
		t.Fatal(err)
	}
	return BuildStatsPage(rep, l, year, nil, l.Pick("Every finished game.", "Toutes les parties terminées."))
}

func TestGoldenStatsPage(t *testing.T) {
	t.Parallel()
	s := familyStore(t, 60)
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		p := statsPageFor(t, s, db.StatsFilter{}, l, nil)
		var b bytes.Buffer
		if err := StatsText(&b, p, l); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, "stats."+l.String()+".text", b.Bytes())
		b.Reset()
		if err := StatsHTML(&b, p, l); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, "stats."+l.String()+".html", b.Bytes())
	}
}

// TestStatsPageSays: the page names the best at each game by rating,
// says what the rating is and why a newcomer starts low, labels the
// head-to-head matrix as who finished ahead, gives every card its streaks
// and favourite game, carries a rating over the months without games, and
// is self-contained.
func TestStatsPageSays(t *testing.T) {
	t.Parallel()
	s := familyStore(t, 60)
	rep, _ := s.Stats(context.Background(), db.StatsFilter{})
	p := BuildStatsPage(rep, lang.EN, nil, nil, "")
	var b bytes.Buffer
	StatsHTML(&b, p, lang.EN)
	page := b.String()
	for _, want := range []string{"Best at Penta: ", "Best at Yam's: ", "Row vs column", "the games the row player finished ahead of the column player – behind",
		"Favourite game", "winning streak: ", "Streak now", "<svg", "<figcaption>Penta: rating μ − 3σ at the end of each month</figcaption>", "break-inside:avoid", "nemesis: ",
		"a new player, about whom little is known yet, starts low", "3 columns: ↓\u00a0down, ↑\u00a0up, ↕\u00a0free"} {
		if !strings.Contains(page, want) && !strings.Contains(page, html.EscapeString(want)) {
			t.Errorf("the stats page lacks %q", want)
		}
	}
	for _, bad := range []string{"http://", "https://", "<script", "<link", "<img"} {
		if strings.Contains(strings.ReplaceAll(page, `xmlns="http://www.w3.org/2000/svg"`, ""), bad) {
			t.Errorf("the page is not self-contained: %q", bad)
		}
	}
	// A rating holds between games: once a player has one, every later
	// month of the chart has it; the months are consecutive.
	charts := 0
	for _, sec := range p.Sections {
		for _, blk := range sec.Blocks {
			if blk.Chart == nil {
				continue
			}
			charts++
			for _, s := range blk.Chart.Series {
				started := false
				for i, v := range s.Values {
					if v == v {
						started = true
					} else if started {
						t.Errorf("%s: %s has no rating in month %d after having one", blk.Chart.Title, s.Name, i)
					}
				}
				if c, ok := p.Colour[s.Name]; !ok || c != s.Colour {
					t.Errorf("%s: %s drawn in colour %d, the page gives %d", blk.Chart.Title, s.Name, s.Colour, c)
				}
			}
			if len(blk.Chart.Months) > 1 {
				months := monthsBetween(blk.Chart.Months[0], blk.Chart.Months[len(blk.Chart.Months)-1])
				if len(months) != len(blk.Chart.Months) {
					t.Errorf("%s: months are not consecutive", blk.Chart.Title)
				}
			}
		}
	}
	if charts == 0 {
		t.Error("no chart on the page")
	}
	// Ranking: by the conservative rating among players with enough games.
	for _, k := range kindOrder {
		var ks []db.KindStats
		for _, x := range rep.Players {
			if x.Kind == k {
				ks = append(ks, x)
			}
		}
		if len(ks) == 0 {
			continue
		}
		r := db.Ranking(ks)
		for i := 1; i < len(r); i++ {
			if r[i].Games >= db.MinRanked && r[i-1].Games >= db.MinRanked && r[i].Rating.Ordinal > r[i-1].Rating.Ordinal {
				t.Errorf("%s ranking out of order: %s (%.2f) before %s (%.2f)", k, r[i-1].Player, r[i-1].Rating.Ordinal, r[i].Player, r[i].Rating.Ordinal)
			}
		}
	}
}

// TestStatsYearInReview: --year counts that year's games only and says so.
func TestStatsYearInReview(t *testing.T) {
	t.Parallel()
	s := familyStore(t, 60)
	ctx := context.Background()
	filt := db.StatsFilter{Since: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC), Until: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	games, err := s.FinishedGames(ctx, filt)
	if err != nil || len(games) == 0 {
		t.Fatalf("games of 2025: %v %v", games, err)
	}
	y := &YearFacts{Year: 2025, Games: map[string]int{}, Months: map[string]int{}, Prev: &YearFacts{Year: 2024, Games: map[string]int{"penta": 3}, Days: 2}}
	days := map[string]bool{}
	for _, g := range games {
		if !strings.HasPrefix(g.Finished, "2025-") {
			t.Errorf("game %d finished %s counted in 2025", g.ID, g.Finished)
		}
		y.Games[string(g.Kind)]++
		y.Months[g.Finished[:7]]++
		days[g.Finished] = true
	}
	y.Days = len(days)
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		p := statsPageFor(t, s, filt, l, y)
		var b bytes.Buffer
		StatsText(&b, p, l)
		out := b.String()
		for _, want := range []string{l.Pick("2025, the year in review", "2025, l'année en revue"), l.Pick("games finished in 2025", "parties terminées en 2025"), l.Pick("The busiest month: ", "Le mois le plus joué : "),
			fmt.Sprintf(l.Pick("%d days of play (2024: 3 games on 2 days).", "%d jours de jeu (2024\u00a0: 3 parties en 2 jours)."), y.Days)} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: the year in review lacks %q:\n%s", l, want, out)
			}
		}
		// the year before is named once, in the comparison
		if rest := strings.Replace(out, "(2024", "", 1); strings.Contains(rest, "2024") || strings.Contains(out, "2026") || strings.Contains(out, "2025-") {
			t.Errorf("%s: a date outside 2025, or a date not in words, in the year in review:\n%s", l, out)
		}
	}
}

// TestStatsPrintNoOrphanTitle prints the PDF page with gopdf and (with
// SCOREPAD_LONG=1) the HTML page with headless Chromium, and reads each
// back: no page ends with a section title.
func TestStatsPrintNoOrphanTitle(t *testing.T) {
	pdftotextOrSkip(t)
	t.Parallel()
	s := familyStore(t, 60)
	dir := pageDir(t)
	titles := map[string]bool{}
	p := statsPageFor(t, s, db.StatsFilter{}, lang.EN, nil)
	for _, sec := range p.Sections {
		if sec.Title != "" {
			titles[sec.Title] = true
		}
	}
	var pdfs []string
	var b bytes.Buffer
	if _, err := StatsPDF(&b, p, lang.EN); err != nil {
		t.Fatal(err)
	}
	own := filepath.Join(dir, "stats.pdf")
	os.WriteFile(own, b.Bytes(), 0o644)
	pdfs = append(pdfs, own)
	// Chromium's print: SCOREPAD_LONG=1 (the quick suite checks the same
	// rule on Chromium's print in TestStatsFamilyPagesWholeNumbers)
	if chrome, err := exec.LookPath("chromium"); err == nil && os.Getenv("SCOREPAD_LONG") != "" {
		b.Reset()
		StatsHTML(&b, p, lang.EN)
		page := filepath.Join(dir, "stats.html")
		os.WriteFile(page, b.Bytes(), 0o644)
		printed := filepath.Join(dir, "stats-chromium.pdf")
		cmd := exec.Command(chrome, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
			"--disable-component-update", "--disable-sync", "--user-data-dir="+t.TempDir(), "--no-pdf-header-footer", "--print-to-pdf="+printed, page)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("chromium: %v\n%s", err, out)
		}
		pdfs = append(pdfs, printed)
	} else if err != nil {
		t.Log("chromium not installed: the HTML page's print is not checked")
	}
	for _, path := range pdfs {
		out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		pages := strings.Split(string(out), "\f")
		for i, pg := range pages {
			lines := strings.Split(strings.TrimSpace(pg), "\n")
			last := strings.TrimSpace(lines[len(lines)-1])
			if titles[last] && i < len(pages)-1 {
				t.Errorf("%s: page %d ends with the title %q", filepath.Base(path), i+1, last)
			}
		}
		if len(pages) < 2 {
			t.Errorf("%s: %d page(s), the test needs a page break to look at", filepath.Base(path), len(pages))
		}
	}
}

var (
	bigFamilyOnce    sync.Once
	bigFamilyGames   []*sheets.Game
	bigFamilyResults [][]sheets.Result
)

// bigFamilyStore holds the games of gen.NewFamily: a 38-character name,
// guests, solo games, Yam's under four rule sets, 1 to 8 players, a
// robot among them now and then.
func bigFamilyStore(t *testing.T) *db.Store {
	t.Helper()
	bigFamilyOnce.Do(func() {
		g0 := gen.NewFamily(30)
		for i := range 240 {
			g, st := g0.Game(g0.Mix())
			if i%40 == 7 && g.Kind == sheets.Penta || i == 3 {
				// a robot joins: its name is printed as a robot's
				g, st = robotGame(t, g0)
			}
			bigFamilyGames, bigFamilyResults = append(bigFamilyGames, g), append(bigFamilyResults, st.Results())
		}
	})
	ctx := context.Background()
	s, err := db.Open(ctx, filepath.Join(t.TempDir(), "bigfamily.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	games := make([]*sheets.Game, len(bigFamilyGames))
	for i := range games {
		g := *bigFamilyGames[i]
		g.ID = 0
		games[i] = &g
	}
	if err := s.Import(ctx, games, bigFamilyResults); err != nil {
		t.Fatal(err)
	}
	return s
}

// robotGame plays a Penta of Ana against the Expert robot.
func robotGame(t *testing.T, g0 *gen.Generator) (*sheets.Game, *sheets.State) {
	fam, n := g0.Family, g0.MaxPlayers
	g0.Family, g0.MaxPlayers, g0.Players = []string{"Ana", scoring.RobotExpert}, 0, 2
	defer func() { g0.Family, g0.MaxPlayers, g0.Players = fam, n, 0 }()
	return g0.Game(sheets.Penta)
}

// pageNumbers are the numbers of the report as the page writes them, each
// with what it is.
func pageNumbers(rep *db.Report, l lang.Lang) map[string]string {
	out := map[string]string{}
	add := func(what, n string) { out[n] = what }
	for _, k := range rep.Players {
		who := k.Player + " " + k.Rules
		if k.Games > 0 {
			add(who+" games", Num(l, k.Games))
			add(who+" wins", Num(l, k.Wins))
			add(who+" win rate", Pct(l, k.WinRate))
			add(who+" mean", F1(l, k.Mean))
			add(who+" median", F1(l, k.Median))
			add(who+" best", Num(l, k.Best))
			add(who+" lowest", Num(l, k.Worst))
			add(who+" rating", F1(l, k.Rating.Ordinal))
			add(who+" μ", F1(l, k.Rating.Mu))
			add(who+" σ", F1(l, k.Rating.Sigma))
		}
		if k.Solo.Games > 0 {
			add(who+" solo games", Num(l, k.Solo.Games))
			add(who+" solo mean", F1(l, *k.Solo.Mean))
			add(who+" solo best", Num(l, *k.Solo.Best))
		}
	}
	for _, h := range rep.HeadToHead {
		add(h.A+"–"+h.B+" ahead", Num(l, h.AheadA))
		add(h.A+"–"+h.B+" behind", Num(l, h.AheadB))
	}
	for _, r := range rep.Records {
		add(r.Player+" record", Num(l, r.Total))
	}
	return out
}

// flatSpaces writes every kind of space as a plain one.
func flatSpaces(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\u00a0' || r == '\u202f' || r == '\u2009' {
			return ' '
		}
		return r
	}, s)
}

// hasWhole reports whether text holds n as a whole number: not the end
// of a longer one ("1 109" is not "109") nor its start ("1" of "1 109").
// Digits are grouped by threes: n continues a number before it only when
// it starts with three digits, and another group follows it only when
// three digits come after the separator.
func hasWhole(text, n string) bool {
	digit := func(b byte) bool { return b >= '0' && b <= '9' }
	run := func(s string) int { // the digits at the start of s
		k := 0
		for k < len(s) && digit(s[k]) {
			k++
		}
		return k
	}
	sep := func(b byte) bool { return b == ',' || b == '.' || b == ' ' }
	for i := 0; ; {
		j := strings.Index(text[i:], n)
		if j < 0 {
			return false
		}
		j += i
		e := j + len(n)
		okBefore := j == 0 || !digit(text[j-1]) && !(j >= 2 && sep(text[j-1]) && digit(text[j-2]) && run(n) == 3)
		okAfter := e == len(text) || !digit(text[e]) && !(e+1 < len(text) && sep(text[e]) && digit(n[len(n)-1]) && run(text[e+1:]) == 3)
		if okBefore && okAfter {
			return true
		}
		i = j + 1
	}
}

// TestStatsFamilyPagesWholeNumbers prints the statistics of a family's
// lifetime (a 38-character name, guests, solo games, Yam's under four rule
// sets, 1–8 players, a robot) in both languages as text, PDF and HTML
// printed to PDF by headless Chromium (in French; in both languages with
// SCOREPAD_LONG=1), and reads them back: the text page
// is within 80 columns; in every print each player's full name stands on
// one line and every number of the report stands whole; robots are named
// as robots.
func TestStatsFamilyPagesWholeNumbers(t *testing.T) {
	pdftotextOrSkip(t)
	t.Parallel()
	s := bigFamilyStore(t)
	rep, err := s.Stats(context.Background(), db.StatsFilter{})
	if err != nil {
		t.Fatal(err)
	}
	dir := pageDir(t)
	chrome, chromeErr := exec.LookPath("chromium")
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		p := BuildStatsPage(rep, l, nil, nil, l.Pick("Every finished game.", "Toutes les parties terminées."))
		shown := displayReport(rep, l)
		var b bytes.Buffer
		StatsText(&b, p, l)
		os.WriteFile(filepath.Join(dir, "family."+l.String()+".txt"), b.Bytes(), 0o644)
		for i, ln := range strings.Split(b.String(), "\n") {
			if w := width(ln); w > 80 {
				t.Errorf("%s text line %d is %d columns: %q", l, i+1, w, ln)
			}
		}
		texts := map[string]string{"text": b.String()}
		b.Reset()
		if _, err := StatsPDF(&b, p, l); err != nil {
			t.Fatal(err)
		}
		own := filepath.Join(dir, "family."+l.String()+".pdf")
		os.WriteFile(own, b.Bytes(), 0o644)
		pdfs := map[string]string{"pdf": own}
		// Chromium prints both pages in the long suite (SCOREPAD_LONG=1):
		// scorepad's own PDF and text are checked in the quick one
		if chromeErr == nil && os.Getenv("SCOREPAD_LONG") != "" {
			b.Reset()
			StatsHTML(&b, p, l)
			page := filepath.Join(dir, "family."+l.String()+".html")
			os.WriteFile(page, b.Bytes(), 0o644)
			printed := filepath.Join(dir, "family."+l.String()+"-chromium.pdf")
			cmd := exec.Command(chrome, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
				"--disable-component-update", "--disable-sync", "--user-data-dir="+t.TempDir(), "--no-pdf-header-footer", "--print-to-pdf="+printed, page)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("chromium: %v\n%s", err, out)
			}
			pdfs["html printed"] = printed
			// in a 1200-pixel window nothing is wider than the window: the
			// page, measured by the browser itself
			probe := filepath.Join(dir, "family."+l.String()+"-probe.html")
			os.WriteFile(probe, bytes.Replace(b.Bytes(), []byte("</body>"), []byte(`<script>document.body.setAttribute("data-width", document.documentElement.scrollWidth)</script></body>`), 1), 0o644)
			dom, err := exec.Command(chrome, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update",
				"--disable-sync", "--user-data-dir="+t.TempDir(), "--window-size=1200,900", "--hide-scrollbars", "--dump-dom", probe).Output()
			if err != nil {
				t.Fatalf("chromium --dump-dom: %v", err)
			}
			m := regexp.MustCompile(`data-width="(\d+)"`).FindSubmatch(dom)
			if m == nil {
				t.Fatalf("%s: the page's width was not measured", l)
			}
			if w, _ := strconv.Atoi(string(m[1])); w > 1200 {
				t.Errorf("%s: the HTML page is %d pixels wide in a 1200-pixel window", l, w)
			}
		} else if chromeErr != nil {
			t.Log("chromium not installed: the HTML page's print is not checked")
		}
		for what, path := range pdfs {
			out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			texts[what] = string(out)
		}
		// no heading (a section's or a block's) alone at a page's foot
		headings := map[string]bool{}
		for _, sec := range p.Sections {
			headings[flatSpaces(sec.Title)] = sec.Title != ""
			for _, b := range sec.Blocks {
				headings[flatSpaces(b.Heading)] = b.Heading != ""
			}
		}
		for what, text := range texts {
			if what == "text" {
				continue
			}
			pages := strings.Split(flatSpaces(text), "\f")
			for i, pg := range pages[:max(0, len(pages)-1)] {
				lines := strings.Split(strings.TrimSpace(pg), "\n")
				if last := strings.TrimSpace(lines[len(lines)-1]); headings[last] {
					t.Errorf("%s %s: page %d ends with the heading %q", l, what, i+1, last)
				}
			}
		}
		for what, text := range texts {
			text = flatSpaces(text)
			lines := strings.Split(text, "\n")
			for _, k := range shown.Players {
				name := flatSpaces(k.Player)
				found := false
				for _, ln := range lines {
					found = found || strings.Contains(ln, name)
				}
				if !found {
					t.Errorf("%s %s: no line holds the full name %q", l, what, name)
				}
			}
			for n, which := range pageNumbers(shown, l) {
				if !hasWhole(text, flatSpaces(n)) {
					t.Errorf("%s %s: %s %q is not on the page whole", l, what, which, n)
				}
			}
			if strings.Contains(text, "robot:") || !strings.Contains(text, "Robot (Expert)") {
				t.Errorf("%s %s: the robot is not named as a robot", l, what)
			}
		}
	}
}

// TestGroupLabel (issue 29): a rule set's short label on the statistics
// page is its engine's (sheets.RuleSet.Label): Yam's by its columns'
// count and plus/minus, 5000 and Sackson by their rule set's text, none
// for Penta.
func TestGroupLabel(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ key, en, fr string }{
		{"penta", "", ""},
		{"yams:free;full=25;four=sum5", "1 column", "1 colonne"},
		{"yams:down,up,free;full=25;four=sum5", "3 columns", "3 colonnes"},
		{"yams:down,up,free,free;full=25;four=sum5;plusminus", "4 columns, plus/minus", "4 colonnes, plus/moins"},
		{"5000:bust=nothing-scores", "bust rule: nothing-scores", "tour perdu\u00a0: rien ne marque"},
		{"sackson:penalty=100;s4=1", "penalty 100 · first reading of S4", "pénalité 100 · première lecture de S4"},
		{"sackson:penalty=150;s4=2", "penalty 150", "pénalité 150"},
	} {
		if en, fr := groupLabel(c.key, lang.EN), groupLabel(c.key, lang.FR); en != c.en || fr != c.fr {
			t.Errorf("%s: %q, %q; want %q, %q", c.key, en, fr, c.en, c.fr)
		}
	}
}
