package pages

import (
	"bytes"
	"context"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/internal/golden"
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

func statsPageFor(t *testing.T, s *db.Store, filt db.StatsFilter, l scoring.Lang, year *YearFacts) StatsPage {
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
	for _, l := range []scoring.Lang{scoring.EN, scoring.FR} {
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

// TestStatsPageSays: the page names the best at each game, labels the
// head-to-head matrix, gives every card its streaks and favourite game,
// breaks a chart's line on a month without games, and is self-contained.
func TestStatsPageSays(t *testing.T) {
	t.Parallel()
	s := familyStore(t, 60)
	rep, _ := s.Stats(context.Background(), db.StatsFilter{})
	p := BuildStatsPage(rep, scoring.EN, nil, nil, "")
	var b bytes.Buffer
	StatsHTML(&b, p, scoring.EN)
	page := b.String()
	for _, want := range []string{"Best at Penta: ", "Best at Yam's: ", "Row vs column", "the row player's wins – the column player's wins",
		"Favourite game", "winning streak: ", "Current streak", "<svg", "<figcaption>Penta: mean total per month</figcaption>", "break-inside:avoid", "nemesis: "} {
		if !strings.Contains(page, want) && !strings.Contains(page, html.EscapeString(want)) {
			t.Errorf("the stats page lacks %q", want)
		}
	}
	for _, bad := range []string{"http://", "https://", "<script", "<link", "<img"} {
		if strings.Contains(strings.ReplaceAll(page, `xmlns="http://www.w3.org/2000/svg"`, ""), bad) {
			t.Errorf("the page is not self-contained: %q", bad)
		}
	}
	// A player's series has NaN (a gap) for a month in the chart's span
	// without a game of theirs, and the SVG draws separate polylines.
	for _, sec := range p.Sections {
		for _, blk := range sec.Blocks {
			if blk.Chart == nil {
				continue
			}
			gaps := 0
			for _, s := range blk.Chart.Series {
				for _, v := range s.Values {
					if v != v {
						gaps++
					}
				}
			}
			if gaps == 0 {
				t.Errorf("%s: no gap in %d months", blk.Chart.Title, len(blk.Chart.Months))
			}
			if len(blk.Chart.Months) > 1 {
				months := monthsBetween(blk.Chart.Months[0], blk.Chart.Months[len(blk.Chart.Months)-1])
				if len(months) != len(blk.Chart.Months) {
					t.Errorf("%s: months are not consecutive", blk.Chart.Title)
				}
			}
		}
	}
	// Ranking: the best named is first of the table, with enough games.
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
		r := ranking(ks)
		for i := 1; i < len(r); i++ {
			if r[i].Games >= minRanked && r[i-1].Games >= minRanked && r[i].WinRate > r[i-1].WinRate {
				t.Errorf("%s ranking out of order: %v before %v", k, r[i-1], r[i])
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
	y := &YearFacts{Year: 2025, Games: map[string]int{}, Months: map[string]int{}}
	for _, g := range games {
		if !strings.HasPrefix(g.Finished, "2025-") {
			t.Errorf("game %d finished %s counted in 2025", g.ID, g.Finished)
		}
		y.Games[string(g.Kind)]++
		y.Months[g.Finished[:7]]++
	}
	for _, l := range []scoring.Lang{scoring.EN, scoring.FR} {
		p := statsPageFor(t, s, filt, l, y)
		var b bytes.Buffer
		StatsText(&b, p, l)
		out := b.String()
		for _, want := range []string{l.Pick("2025, the year in review", "2025, l'année en revue"), l.Pick("games finished in 2025", "parties terminées en 2025"), l.Pick("The busiest month: 2025-", "Le mois le plus joué : 2025-")} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: the year in review lacks %q:\n%s", l, want, out)
			}
		}
		if strings.Contains(out, " 2024-") || strings.Contains(out, " 2026-") {
			t.Errorf("%s: a date outside 2025 in the year in review", l)
		}
	}
}

// TestStatsPrintNoOrphanTitle prints the HTML page with headless Chromium
// and the PDF page with gopdf, and reads each back: no page ends with a
// section title.
func TestStatsPrintNoOrphanTitle(t *testing.T) {
	pdftotextOrSkip(t)
	t.Parallel()
	s := familyStore(t, 60)
	dir := pageDir(t)
	titles := map[string]bool{}
	p := statsPageFor(t, s, db.StatsFilter{}, scoring.EN, nil)
	for _, sec := range p.Sections {
		if sec.Title != "" {
			titles[sec.Title] = true
		}
	}
	var pdfs []string
	var b bytes.Buffer
	if _, err := StatsPDF(&b, p, scoring.EN); err != nil {
		t.Fatal(err)
	}
	own := filepath.Join(dir, "stats.pdf")
	os.WriteFile(own, b.Bytes(), 0o644)
	pdfs = append(pdfs, own)
	if chrome, err := exec.LookPath("chromium"); err == nil {
		b.Reset()
		StatsHTML(&b, p, scoring.EN)
		page := filepath.Join(dir, "stats.html")
		os.WriteFile(page, b.Bytes(), 0o644)
		printed := filepath.Join(dir, "stats-chromium.pdf")
		cmd := exec.Command(chrome, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
			"--disable-component-update", "--disable-sync", "--user-data-dir="+t.TempDir(), "--no-pdf-header-footer", "--print-to-pdf="+printed, page)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("chromium: %v\n%s", err, out)
		}
		pdfs = append(pdfs, printed)
	} else {
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
