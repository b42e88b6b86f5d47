package pages

import (
	"bytes"
	"context"
	"math"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// TestStatsWinTrendChart (issue 30, item 5): each rule set has a win-rate
// chart, a rolling rate on a 0–100 % axis with round ticks, each player in
// the colour they have on every other chart of the page, the window said
// in the caption in both languages; the text page says it a line per
// player within 80 columns; a small data set is words, not a frame.
func TestStatsWinTrendChart(t *testing.T) {
	t.Parallel()
	s := familyStore(t, 60)
	rep, err := s.Stats(context.Background(), db.StatsFilter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		p := BuildStatsPage(rep, l, nil, nil, "")
		var trends, others []*statsChart
		for _, sec := range p.Sections {
			for _, b := range sec.Blocks {
				if b.Chart == nil {
					continue
				}
				if b.Chart.Percent {
					trends = append(trends, b.Chart)
				} else {
					others = append(others, b.Chart)
				}
			}
		}
		if len(trends) < 3 {
			t.Fatalf("%s: %d win-rate charts, want one per rule set with enough months", l, len(trends))
		}
		colour := map[string]int{}
		for _, c := range others {
			for _, s := range c.Series {
				colour[s.Name] = s.Colour
			}
		}
		for _, c := range trends {
			if !strings.Contains(c.Caption, "10") || !strings.Contains(c.Caption, l.Pick("last 10 games", "10 dernières parties")) {
				t.Errorf("%s: caption %q does not say the window", l, c.Caption)
			}
			if ticks, _, ok := chartTicks(c); !ok || len(ticks) != 5 || ticks[0] != 0 || ticks[4] != 1 {
				t.Errorf("%s: ticks %v, want 0 to 100 %%", l, ticks)
			}
			if len(c.Lines) != len(c.Series) {
				t.Errorf("%s: %d text lines for %d players", l, len(c.Lines), len(c.Series))
			}
			for _, s := range c.Series {
				if want, ok := colour[s.Name]; ok && want != s.Colour {
					t.Errorf("%s: %s is colour %d on the win-rate chart, %d elsewhere", l, s.Name, s.Colour, want)
				}
				for _, v := range s.Values {
					if !math.IsNaN(v) && (v < 0 || v > 1) {
						t.Errorf("%s: rate %v out of 0–1", l, v)
					}
				}
			}
		}
		var b bytes.Buffer
		StatsHTML(&b, p, l)
		page := b.String()
		for _, want := range []string{l.Pick(">25 %<", ">25\u00a0%<"), l.Pick(">100 %<", ">100\u00a0%<"), l.Pick("win rate over the last 10 games", "taux de victoire sur les 10 dernières parties")} {
			if !strings.Contains(page, want) {
				t.Errorf("%s: the HTML page lacks %q", l, want)
			}
		}
		b.Reset()
		StatsText(&b, p, l)
		text := b.String()
		if !strings.Contains(text, l.Pick("Ana: ", "Ana\u00a0: ")) || !strings.Contains(text, " → ") {
			t.Errorf("%s: no win-rate line on the text page", l)
		}
		for _, ln := range strings.Split(text, "\n") {
			if width(ln) > textWidth {
				t.Errorf("%s: %d columns: %q", l, width(ln), ln)
			}
		}
	}
	// Two games: words, not a frame.
	small := familyStore(t, 8)
	rep, _ = small.Stats(context.Background(), db.StatsFilter{})
	p := BuildStatsPage(rep, lang.EN, nil, nil, "")
	for _, sec := range p.Sections {
		for _, b := range sec.Blocks {
			if b.Chart != nil && b.Chart.Percent && len(b.Chart.Months) < 3 {
				t.Errorf("a win-rate chart over %d months", len(b.Chart.Months))
			}
		}
	}
}

// TestStatsTimePlayed (issue 30, item 5): each rule set's ranking has
// each player's time played in hours and minutes, the section the rule
// set's total, and the page's overview the total per game, in both
// languages.
func TestStatsTimePlayed(t *testing.T) {
	t.Parallel()
	s := familyStore(t, 60)
	rep, err := s.Stats(context.Background(), db.StatsFilter{})
	if err != nil {
		t.Fatal(err)
	}
	perKind := map[string]int{}
	for _, rs := range rep.RuleSets {
		perKind[string(sheets.KindOfRuleSet(rs.Rules))] += rs.Minutes
	}
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		p := BuildStatsPage(rep, l, nil, nil, "")
		shown := map[string]string{}
		for _, k := range displayReport(rep, l).Players {
			if k.Games > 0 {
				shown[k.Player+"\x00"+k.Rules] = duration(l, k.MinutesPlayed)
			}
		}
		head := l.Pick("Time played", "Temps de jeu")
		rows := 0
		for _, g := range groupsOf(displayReport(rep, l), l) {
			sec := gameSection(g, rep, l, nil, nil, p.Colour)
			tab := sec.Blocks[0].Table
			col := -1
			for i, h := range tab.Head {
				if h == head {
					col = i
				}
			}
			if col < 0 {
				t.Fatalf("%s: %s's ranking has no %q column: %v", l, g.title(), head, tab.Head)
			}
			for _, r := range tab.Rows {
				if want := shown[r[1]+"\x00"+g.key]; r[col] != want {
					t.Errorf("%s: %s, %s played %q, want %q", l, g.title(), r[1], r[col], want)
				}
				rows++
			}
			if rs := ruleSetOf(rep, g.key); rs != nil && rs.Minutes > 0 {
				found := false
				for _, b := range sec.Blocks {
					for _, ln := range b.Lines {
						found = found || strings.Contains(ln, duration(l, rs.Minutes))
					}
				}
				if !found {
					t.Errorf("%s: %s does not say its %d minutes played", l, g.title(), rs.Minutes)
				}
			}
		}
		if rows == 0 {
			t.Fatalf("%s: no ranking rows", l)
		}
		var b bytes.Buffer
		StatsText(&b, p, l)
		for kind, m := range perKind {
			want := strings.ReplaceAll(kindTitle(kind), " ", "\u00a0") + "\u00a0" + duration(l, m)
			if !strings.Contains(b.String(), want) {
				t.Errorf("%s: the page lacks the time played at %s: %q", l, kind, want)
			}
		}
	}
	if duration(lang.FR, 125) != "2\u00a0h\u00a005" || duration(lang.EN, 45) != "45\u00a0min" {
		t.Errorf("durations: %q %q", duration(lang.FR, 125), duration(lang.EN, 45))
	}
}
