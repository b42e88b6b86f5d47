package pages

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The statistics page: one model (StatsPage) built from the report, drawn
// by the text, HTML and PDF printers alike, so that the three say the same.
// Every number a person reads is written here, once, the language's way
// (grouped digits, decimal comma in French, the minus sign); the printers
// only lay the words out.

type StatsPage struct {
	Title    string
	Subtitle string
	Sections []statsSection
	// Colour is each player's place in the charts' palette: the same
	// colour for a player on every chart of the page.
	Colour map[string]int
}

// statsSection is a heading and what follows it; printers keep them
// together on paper.
type statsSection struct {
	Title  string
	Rules  string // the rule set in words, under the title
	Lead   string // one sentence under the title ("Best at Penta: …")
	Blocks []statsBlock
}

// statsBlock is one of: a paragraph list, a table, a chart, player cards;
// Heading, when set, titles it (kept with it on paper).
type statsBlock struct {
	Heading string
	Lines   []string
	Table   *statsTable
	Chart   *statsChart
	Cards   []playerCard
}

type statsTable struct {
	Caption string
	Head    []string
	Rows    [][]string
	RowHead bool   // the first column names the row (a matrix)
	Align   string // per column: 'l' or 'r'
	// Narrow says the same as a list, for a printer too narrow for the
	// table (the text page within 80 columns).
	Narrow *statsTable
}

// statsChart is one line per player over consecutive months; NaN where the
// player had no value yet (the line starts there).
type statsChart struct {
	Title  string
	YLabel string
	Months []string
	Series []chartSeries
	// Percent: the values are rates from 0 to 1, drawn on a 0–100 %
	// axis.
	Percent bool
	// Caption says how to read the chart, under it.
	Caption string
	// Lines, when set, say the chart in words on the text page, a line
	// per player, instead of its blocks.
	Lines []string
}

type chartSeries struct {
	Name   string
	Colour int // the player's place in the palette (StatsPage.Colour)
	Values []float64
}

type playerCard struct {
	Name  string
	Lines [][2]string // label, value ("\n" between its parts)
}

var kindOrder = kindNames()

func kindTitle(k string) string { return sheets.Kind(k).Title() }

// monthsBetween lists the months from first to last, both included.
func monthsBetween(first, last string) []string {
	t, err1 := time.Parse("2006-01", first)
	end, err2 := time.Parse("2006-01", last)
	if err1 != nil || err2 != nil {
		return nil
	}
	var out []string
	for ; !t.After(end); t = t.AddDate(0, 1, 0) {
		out = append(out, t.Format("2006-01"))
	}
	return out
}

// DecisionStats, ExtraFacts and TurnRecord are what the replay of the
// stored games (advisor/review's Facts) tells; the pages print them.
type (
	DecisionStats = review.DecisionStats
	ExtraFacts    = review.ExtraFacts
	TurnRecord    = review.TurnRecord
)

// YearFacts is the head of a year in review: its games per kind and per
// month, the days played, and the same for the year before (Prev, nil
// when nothing was played then).
type YearFacts struct {
	Year   int
	Games  map[string]int // per kind
	Months map[string]int // games per month
	Days   int
	Prev   *YearFacts
}

// Total is the games of the year.
func (y *YearFacts) Total() int {
	n := 0
	for _, c := range y.Games {
		n += c
	}
	return n
}

// ---- words and numbers ----

// Num writes an integer for people the language's way: digits grouped
// ("1,109", « 1 109 »), the minus sign (−680).
func Num(l lang.Lang, n int) string { return l.Sprintf("%d", n) }

// Pct writes a share as a percentage the language's way ("45,5 %" in
// French, "45.5 %" in English).
func Pct(l lang.Lang, x float64) string { return l.Sprintf("%.1f %%", 100*x) }

// F1 writes x with one decimal the language's way ("230,3" and "1 109,0"
// in French, "1,109.0" in English, "−680.0").
func F1(l lang.Lang, x float64) string { return l.Sprintf("%.1f", x) }

var monthsEN = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// DateWords writes a date (YYYY-MM-DD) in words: "16 September 2026",
// « 1er septembre 2026 »; a text that is not a date is returned as it is.
func DateWords(l lang.Lang, date string) string {
	t, err := time.Parse("2006-01-02", date)
	if err != nil {
		return date
	}
	day := strconv.Itoa(t.Day())
	if t.Day() == 1 {
		day = l.TC("first day of a month", "1") // « 1er »
	}
	return day + "\u00a0" + l.TC("month", monthsEN[t.Month()-1]) + "\u00a0" + strconv.Itoa(t.Year())
}

// MonthWords writes a month (YYYY-MM) in words: "July 2026", « juillet 2026 ».
func MonthWords(l lang.Lang, month string) string {
	t, err := time.Parse("2006-01", month)
	if err != nil {
		return month
	}
	return l.TC("month", monthsEN[t.Month()-1]) + "\u00a0" + strconv.Itoa(t.Year())
}

// personName is a player as the page names them: a robot as a robot
// ("Robot (Expert)"), a person as they were typed.
func personName(l lang.Lang, n string) string {
	if !scoring.IsRobot(n) {
		return n
	}
	level := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(n)), scoring.RobotPrefix)
	if level == "" {
		return "Robot"
	}
	return "Robot (" + strings.ToUpper(level[:1]) + level[1:] + ")"
}

// ofName is "Ana's" in English; in French « d'Ana », « d'Hugo », « de Ben »:
// elided before a vowel and before a mute h, as French first names have
// it.
func ofName(l lang.Lang, n string) string {
	switch {
	case l == lang.FR && n != "" && strings.ContainsRune("aeiouyàâäéèêëîïôöùûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜhH", []rune(n)[0]) && !scoring.IsRobot(n):
		return fmt.Sprintf(l.TC("of a name, elided", "%s's"), n)
	case l != lang.FR && strings.HasSuffix(n, "s"):
		return n + "'"
	}
	return fmt.Sprintf(l.TC("of a name", "%s's"), n)
}

// count writes n with its noun, key a plural of the catalogue:
// "1 game", "2 games", « 1 partie », « 0 partie ».
func count(n int, l lang.Lang, key string) string { return l.Sprintf(key, n) }

// wonText is the games won: "3 won", « 1 gagnée », « 2 gagnées ».
func wonText(n int, l lang.Lang) string {
	return l.Sprintf(l.N(n, "%d won", "%d won"), n)
}

// groupLabel names a rule set briefly, for a kind played under several,
// in its engine's words (sheets.RuleSet.Label): "3 columns, plus/minus",
// « pénalité 100 »; "" for the kind's only rule set.
func groupLabel(key string, l lang.Lang) string { return sheets.ParseRuleSet(key).Label(l) }

// group is one rule set's entries.
type group struct {
	key, kind string
	label     string // set when its kind has several rule sets on the page
	entries   []db.KindStats
	games     int
}

func (g group) title() string {
	if g.label == "" {
		return kindTitle(g.kind)
	}
	return kindTitle(g.kind) + " — " + g.label
}

// groupsOf gathers the report's entries by rule set: kinds in the
// registry's order, a kind's rule sets by the games played, most first.
func groupsOf(rep *db.Report, l lang.Lang) []group {
	by := map[string]*group{}
	var keys []string
	for _, k := range rep.Players {
		g := by[k.Rules]
		if g == nil {
			g = &group{key: k.Rules, kind: k.Kind}
			by[k.Rules] = g
			keys = append(keys, k.Rules)
		}
		g.entries = append(g.entries, k)
		g.games += k.Games + k.Solo.Games
	}
	perKind := map[string]int{}
	for _, k := range keys {
		perKind[by[k].kind]++
	}
	sort.SliceStable(keys, func(i, j int) bool {
		a, b := by[keys[i]], by[keys[j]]
		if a.kind != b.kind {
			return kindRank(a.kind) < kindRank(b.kind)
		}
		if a.games != b.games {
			return a.games > b.games
		}
		return a.key < b.key
	})
	var out []group
	for _, k := range keys {
		g := *by[k]
		if perKind[g.kind] > 1 {
			g.label = groupLabel(k, l)
		}
		out = append(out, g)
	}
	return out
}

// displayReport returns the report as the page names its players
// (robots as robots).
func displayReport(rep *db.Report, l lang.Lang) *db.Report {
	c := *rep
	c.Players = append(c.Players[:0:0], rep.Players...)
	for i := range c.Players {
		c.Players[i].Player = personName(l, c.Players[i].Player)
	}
	c.HeadToHead = append(c.HeadToHead[:0:0], rep.HeadToHead...)
	for i := range c.HeadToHead {
		c.HeadToHead[i].A, c.HeadToHead[i].B = personName(l, c.HeadToHead[i].A), personName(l, c.HeadToHead[i].B)
	}
	c.Nemeses = append(c.Nemeses[:0:0], rep.Nemeses...)
	for i := range c.Nemeses {
		c.Nemeses[i].Player, c.Nemeses[i].Nemesis = personName(l, c.Nemeses[i].Player), personName(l, c.Nemeses[i].Nemesis)
	}
	c.Records = append(c.Records[:0:0], rep.Records...)
	for i := range c.Records {
		c.Records[i].Player = personName(l, c.Records[i].Player)
	}
	return &c
}

// BuildStatsPage lays the report out as a page in language l: the year
// in review (year, when not nil), who is best at each game and rule set,
// a section per rule set, head to head, each player's card, and the
// replayed facts (extra, when not nil). filt says which games it counts.
func BuildStatsPage(rep *db.Report, l lang.Lang, year *YearFacts, extra *ExtraFacts, filt string) StatsPage {
	p := StatsPage{Title: l.T("Family statistics"), Subtitle: filt, Colour: map[string]int{}}
	if year != nil {
		p.Title = fmt.Sprintf(l.T("%d, the year in review"), year.Year)
	}
	if len(rep.Players) == 0 {
		p.Sections = append(p.Sections, statsSection{Blocks: []statsBlock{{Lines: []string{l.T("No finished game yet.")}}}})
		return p
	}
	rep = displayReport(rep, l)
	var everyone []string
	seen := map[string]bool{}
	for _, k := range rep.Players {
		if !seen[k.Player] {
			seen[k.Player] = true
			everyone = append(everyone, k.Player)
		}
	}
	sort.Strings(everyone)
	for i, n := range everyone {
		p.Colour[n] = i
	}
	dec := map[string]DecisionStats{}
	if extra != nil {
		for _, d := range extra.Decisions {
			dec[personName(l, d.Player)+"\x00"+d.Rules] = d
		}
	}
	groups := groupsOf(rep, l)
	if year != nil {
		p.Sections = append(p.Sections, yearSection(rep, l, year, groups))
	}
	// Who is best at what, at a glance.
	var glance []string
	for _, g := range groups {
		glance = append(glance, bestLine(g, db.Ranking(g.entries), l))
	}
	blocks := []statsBlock{{Lines: glance}}
	if t := timePlayedLine(rep, l); t != "" {
		blocks = append(blocks, statsBlock{Lines: []string{t}})
	}
	blocks = append(blocks, statsBlock{Lines: []string{ratingNote(l)}})
	p.Sections = append(p.Sections, statsSection{Title: l.T("Who is best at what"), Blocks: blocks})
	for _, g := range groups {
		p.Sections = append(p.Sections, gameSection(g, rep, l, dec, extra, p.Colour))
	}
	if len(rep.HeadToHead) > 0 {
		p.Sections = append(p.Sections, headToHeadSection(rep, l))
	}
	p.Sections = append(p.Sections, cardsSection(rep, l, groups))
	if extra == nil {
		p.Sections = append(p.Sections, statsSection{Blocks: []statsBlock{{Lines: []string{l.T(
			"Decision quality and luck (Penta, Yam's) and the 5000 record turn come from replaying the games: add --decisions.")}}}})
	}
	return p
}

// timePlayedLine is the time played at each game, all its rule sets and
// solo games included ("" when no game has a duration).
func timePlayedLine(rep *db.Report, l lang.Lang) string {
	mins := map[string]int{}
	for _, rs := range rep.RuleSets {
		mins[string(sheets.KindOfRuleSet(rs.Rules))] += rs.Minutes
	}
	var kinds []string
	for k, m := range mins {
		if m > 0 {
			kinds = append(kinds, k)
		}
	}
	if len(kinds) == 0 {
		return ""
	}
	sort.Slice(kinds, func(i, j int) bool { return kindRank(kinds[i]) < kindRank(kinds[j]) })
	var parts []string
	for _, k := range kinds {
		parts = append(parts, strings.ReplaceAll(kindTitle(k), " ", "\u00a0")+"\u00a0"+duration(l, mins[k]))
	}
	return l.Typeset(l.T("Time played: ") + strings.Join(parts, " · "))
}

// ratingNote says what the rating is and why a new player starts low.
func ratingNote(l lang.Lang) string {
	return l.T("Rating: each player's skill μ and its uncertainty σ, updated game after game from the finishing order (Weng–Lin, Plackett–Luce, as OpenSkill); players are ranked by μ − 3σ, the skill they almost surely have, so a new player, about whom little is known yet, starts low and climbs as games show their level. Solo games do not count.")
}

// bestLine names the best of a rule set: the first of its ranking.
func bestLine(g group, r []db.KindStats, l lang.Lang) string {
	name := kindTitle(g.kind)
	if g.label != "" {
		name += " (" + g.label + ")"
	}
	if len(r) == 0 || r[0].Games < db.MinRanked {
		return l.Sprintf(l.T("%s: not enough games with others yet to name the best (%d at least)"), name, db.MinRanked)
	}
	k := r[0]
	return l.Typeset(fmt.Sprintf(l.T("Best at %s: %s — rating %s; %s in %s (%s)"),
		name, k.Player, F1(l, k.Rating.Ordinal), count(k.Wins, l, "%d wins"), count(k.Games, l, "%d games"), Pct(l, k.WinRate)))
}

func yearSection(rep *db.Report, l lang.Lang, y *YearFacts, groups []group) statsSection {
	total, most, mostN := 0, "", 0
	for _, kind := range kindOrder {
		total += y.Games[kind]
		if y.Games[kind] > mostN {
			most, mostN = kind, y.Games[kind]
		}
	}
	var lines []string
	lines = append(lines, l.Typeset(fmt.Sprintf(l.T("%s finished in %d; the most played: %s (%s)."),
		count(total, l, "%d games"), y.Year, kindTitle(most), Num(l, mostN))))
	busiest, bn := "", 0
	for m, n := range y.Months {
		if n > bn || (n == bn && m < busiest) {
			busiest, bn = m, n
		}
	}
	if bn > 0 {
		lines = append(lines, l.Typeset(fmt.Sprintf(l.T("The busiest month: %s, %s."), MonthWords(l, busiest), count(bn, l, "%d games"))))
	}
	if y.Days > 0 {
		days := l.Sprintf(l.N(y.Days, "%d day", "%d days"), y.Days)
		if p := y.Prev; p != nil && p.Total() > 0 {
			pdays := l.Sprintf(l.N(p.Days, "%d day", "%d days"), p.Days)
			lines = append(lines, l.Typeset(fmt.Sprintf(l.T("%s of play (%d: %s on %s)."),
				days, p.Year, count(p.Total(), l, "%d games"), pdays)))
		} else {
			lines = append(lines, l.Typeset(fmt.Sprintf(l.T("%s of play."), days)))
		}
	}
	wins := map[string]int{}
	streak, streaker, streakGroup := 0, "", group{}
	for _, g := range groups {
		for _, k := range g.entries {
			wins[k.Player] += k.Wins
			if k.Streak > streak {
				streak, streaker, streakGroup = k.Streak, k.Player, g
			}
		}
	}
	champ, cw := "", 0
	for p, w := range wins {
		if w > cw || (w == cw && w > 0 && p < champ) {
			champ, cw = p, w
		}
	}
	if cw > 0 {
		lines = append(lines, l.Typeset(fmt.Sprintf(l.T("Most wins (games with others): %s, %s."), champ, Num(l, cw))))
	}
	if streak > 1 {
		lines = append(lines, l.Typeset(fmt.Sprintf(l.T("Longest winning streak: %s, %s in a row at %s."), streaker, Num(l, streak), streakGroup.title())))
	}
	for _, g := range groups {
		for _, r := range rep.Records {
			if r.Rules == g.key {
				lines = append(lines, l.Typeset(fmt.Sprintf(l.T("Best of the year at %s: %s by %s on %s%s."),
					g.title(), Num(l, r.Total), r.Player, DateWords(l, r.Date), soloMark(r.Solo, l))))
				break
			}
		}
	}
	return statsSection{Title: l.T("The year at a glance"), Blocks: []statsBlock{{Lines: lines}}}
}

func soloMark(solo bool, l lang.Lang) string {
	if !solo {
		return ""
	}
	return l.T(", alone")
}

// gameSection is the section of a rule set: its ranking, scores and
// decisions, its solo games, its charts, its seats and totals, its
// records.
func gameSection(g group, rep *db.Report, l lang.Lang, dec map[string]DecisionStats, extra *ExtraFacts, colour map[string]int) statsSection {
	ks := db.Ranking(g.entries)
	sec := statsSection{Title: g.title(), Rules: sheets.ParseRuleSet(g.key).Text(l), Lead: bestLine(g, ks, l)}
	if sec.Rules == g.label {
		sec.Rules = "" // the title says it all already
	}
	if len(ks) > 0 {
		sec.Blocks = append(sec.Blocks, rankingTable(ks, l), scoresTable(ks, l))
	}
	_, boxes := sheets.Kind(g.kind).BoxGame() // decisions are judged by the box solver
	if extra != nil && boxes && len(ks) > 0 {
		sec.Blocks = append(sec.Blocks, decisionsTable(g, ks, l, dec))
	}
	sec.Blocks = append(sec.Blocks, soloBlocks(g, l)...)
	// The rating over time: each player's μ − 3σ at the end of each
	// month, carried over the months they did not play.
	if b, ok := ratingChart(g, ks, l, colour); ok {
		sec.Blocks = append(sec.Blocks, b)
	}
	// The win rate over time: each player's rolling rate.
	if b, ok := winTrendChart(g, ks, l, colour); ok {
		sec.Blocks = append(sec.Blocks, b)
	}
	if rs := ruleSetOf(rep, g.key); rs != nil {
		sec.Blocks = append(sec.Blocks, ruleSetBlocks(rs, l)...)
	}
	if rec := recordLines(g, rep, l, extra); len(rec) > 0 {
		sec.Blocks = append(sec.Blocks, statsBlock{Lines: rec})
	}
	return sec
}

// rankingTable is the ranking of a rule set's players (ks, ranked): the
// rating first, then wins.
func rankingTable(ks []db.KindStats, l lang.Lang) statsBlock {
	rank := &statsTable{Head: []string{"#", l.T("Player"), l.T("Rating"), "μ", "σ",
		l.T("Games"), l.T("Wins"), l.T("Win %"), l.T("Time played")}, Align: "rlrrrrrrr",
		Caption: fmt.Sprintf(l.T("Ranked by rating μ − 3σ; fewer than %d games with others: last. A win is finishing first against at least one other player; players tied for first all win. Time played: from start to finish of the games with others."), db.MinRanked)}
	for i, k := range ks {
		rt, mu, sg := "—", "—", "—"
		if r := k.Rating; r != nil {
			rt, mu, sg = F1(l, r.Ordinal), F1(l, r.Mu), F1(l, r.Sigma)
		}
		played := "—"
		if k.MinutesPlayed > 0 {
			played = duration(l, k.MinutesPlayed)
		}
		rank.Rows = append(rank.Rows, []string{Num(l, i+1), k.Player, rt, mu, sg, Num(l, k.Games), Num(l, k.Wins), Pct(l, k.WinRate), played})
	}
	return statsBlock{Table: rank}
}

// scoresTable is the totals of the ranked players' games with others.
func scoresTable(ks []db.KindStats, l lang.Lang) statsBlock {
	scores := &statsTable{Head: []string{l.T("Player"), l.T("Mean"), l.T("Median"), l.T("Best"),
		l.T("Lowest"), l.T("Mean win"), l.T("Streak now"), l.T("Longest streak")}, Align: "lrrrrrrr",
		Caption: l.T("Totals of the games with others; mean win: the mean total of the games won; streaks are games won in a row.")}
	for _, k := range ks {
		mw := "—"
		if k.MeanWinningScore != nil {
			mw = F1(l, *k.MeanWinningScore)
		}
		scores.Rows = append(scores.Rows, []string{k.Player, F1(l, k.Mean), F1(l, k.Median), Num(l, k.Best), Num(l, k.Worst), mw, Num(l, k.CurrentStreak), Num(l, k.Streak)})
	}
	return statsBlock{Table: scores}
}

// decisionsTable is the decision quality and luck of the ranked players
// of a box game, as reviewed against the Expert.
func decisionsTable(g group, ks []db.KindStats, l lang.Lang, dec map[string]DecisionStats) statsBlock {
	dt := &statsTable{Head: []string{l.T("Player"), l.T("Lost per decision"), l.T("Luck per game")}, Align: "lrr",
		Caption: l.T(
			"Lost per decision: expected points given up against the Expert (review), over every box written and every recorded keep. Luck per game: what the dice gave against what the Expert expected from each position (positive: lucky).")}
	for _, k := range ks {
		d, ok := dec[k.Player+"\x00"+g.key]
		loss, luck := "—", "—"
		if ok && d.Decisions > 0 {
			loss = l.Sprintf("%.2f", d.Loss)
		}
		if ok && d.Luck != nil {
			luck = l.Sprintf("%+.1f", *d.Luck)
		}
		dt.Rows = append(dt.Rows, []string{k.Player, loss, luck})
	}
	return statsBlock{Table: dt}
}

// soloBlocks are the solo games of a rule set, apart: a table by best
// total, and the players' successive personal bests.
func soloBlocks(g group, l lang.Lang) []statsBlock {
	var solo []db.KindStats
	for _, k := range g.entries {
		if k.Solo.Games > 0 {
			solo = append(solo, k)
		}
	}
	if len(solo) > 0 {
		sort.SliceStable(solo, func(i, j int) bool { return *solo[i].Solo.Best > *solo[j].Solo.Best })
		st := &statsTable{Head: []string{l.T("Player"), l.T("Games"), l.T("Mean"), l.T("Best"), "Date"}, Align: "lrrrr",
			Caption: l.T("Played alone: never a win, never in the ranking or the streaks.")}
		var history []string
		for _, k := range solo {
			st.Rows = append(st.Rows, []string{k.Player, Num(l, k.Solo.Games), F1(l, *k.Solo.Mean), Num(l, *k.Solo.Best), DateWords(l, k.Solo.BestDate)})
			if len(k.Solo.Bests) > 1 {
				var steps []string
				for _, b := range k.Solo.Bests {
					steps = append(steps, Num(l, b.Total)+" ("+DateWords(l, b.Date)+")")
				}
				history = append(history, l.Typeset(fmt.Sprintf(l.T("%s personal bests: %s"), ofName(l, k.Player), strings.Join(steps, " → "))))
			}
		}
		out := []statsBlock{{Heading: l.T("Solo games"), Table: st}}
		if len(history) > 0 {
			out = append(out, statsBlock{Lines: history})
		}
		return out
	}
	return nil
}

// recordLines are a rule set's records, and the best turn at 5000.
func recordLines(g group, rep *db.Report, l lang.Lang, extra *ExtraFacts) []string {
	var rec []string
	for _, r := range rep.Records {
		if r.Rules == g.key {
			rec = append(rec, l.Typeset(fmt.Sprintf(l.T("Record: %s by %s on %s (game %d%s)"), Num(l, r.Total), r.Player, DateWords(l, r.Date), r.GameID, soloMark(r.Solo, l))))
		}
	}
	if extra != nil && extra.BestTurn != nil && extra.BestTurn.Kind == g.kind {
		b := extra.BestTurn
		rec = append(rec, l.Typeset(fmt.Sprintf(l.T("Best turn at 5000: %s points by %s on %s (game %d)"), Num(l, b.Points), personName(l, b.Player), DateWords(l, b.Date), b.GameID)))
	}
	return rec
}

// ruleSetOf returns the report's figures of a rule set, nil when none.
func ruleSetOf(rep *db.Report, key string) *db.RuleSet {
	for i := range rep.RuleSets {
		if rep.RuleSets[i].Rules == key {
			return &rep.RuleSets[i]
		}
	}
	return nil
}

// ruleSetBlocks are a rule set's seats (the first player's advantage),
// the spread of its totals and its latest games.
func ruleSetBlocks(rs *db.RuleSet, l lang.Lang) []statsBlock {
	var out []statsBlock
	if rs.Minutes > 0 {
		out = append(out, statsBlock{Lines: []string{l.Typeset(fmt.Sprintf(l.T("Time played at these rules: %s in %s, solo ones included"),
			duration(l, rs.Minutes), count(rs.Games+rs.Solo, l, "%d games")))}})
	}
	if rs.Games >= db.MinRanked && len(rs.Seats) > 1 {
		t := &statsTable{Head: []string{l.T("Seat"), l.T("Games"), l.T("Wins"), l.T("Win %"), l.T("Fair share")}, Align: "rrrrr",
			Caption: l.T("Seat 1 plays first. Fair share: the wins a seat would have if the order of play gave no edge (1 in 3 at three players).")}
		for _, st := range rs.Seats {
			t.Rows = append(t.Rows, []string{Num(l, st.Seat), Num(l, st.Games), Num(l, st.Wins), Pct(l, float64(st.Wins)/float64(max(st.Games, 1))), Pct(l, st.Fair/float64(max(st.Games, 1)))})
		}
		out = append(out, statsBlock{Heading: l.T("Wins by seat"), Table: t})
	}
	if len(rs.Totals) > 1 {
		most := 0
		for _, b := range rs.Totals {
			most = max(most, b.Count)
		}
		t := &statsTable{Head: []string{"Total", l.T("Count"), ""}, Align: "rrl",
			Caption: l.T("Every total of the rule set's games, solo ones included.")}
		for _, b := range rs.Totals {
			bar := strings.Repeat("█", (b.Count*30+most-1)/max(most, 1))
			t.Rows = append(t.Rows, []string{Num(l, b.From) + "–" + Num(l, b.To), Num(l, b.Count), bar})
		}
		out = append(out, statsBlock{Heading: l.T("How the totals spread"), Table: t})
	}
	if len(rs.Recent) > 0 {
		var lines []string
		for _, g := range rs.Recent {
			var ps []string
			for _, p := range g.Players {
				x := personName(l, Printable(p.Player)) + "\u00a0" + Num(l, p.Total)
				if p.Won {
					x += l.T(" (won)")
				}
				ps = append(ps, x)
			}
			lines = append(lines, l.Typeset(fmt.Sprintf(l.T("%s, game %d: %s"), DateWords(l, g.Date), g.GameID, strings.Join(ps, ", "))))
		}
		out = append(out, statsBlock{Heading: l.T("The latest games"), Lines: lines})
	}
	return out
}

// ratingChart draws the rating of a rule set's players month by month;
// with fewer than three months, words instead of an empty frame.
func ratingChart(g group, ks []db.KindStats, l lang.Lang, colour map[string]int) (statsBlock, bool) {
	first, last := "", ""
	for _, k := range ks {
		for _, t := range k.RatingTrend {
			if first == "" || t.Month < first {
				first = t.Month
			}
			if t.Month > last {
				last = t.Month
			}
		}
	}
	if first == "" {
		return statsBlock{}, false
	}
	months := monthsBetween(first, last)
	title := fmt.Sprintf(l.T("%s: rating μ − 3σ at the end of each month"), g.title())
	if len(months) < 3 {
		lines := []string{title}
		for _, k := range byName(ks) {
			if n := len(k.RatingTrend); n > 0 {
				t := k.RatingTrend[n-1]
				lines = append(lines, l.Typeset(fmt.Sprintf(l.T("%s: %s after %s (%s)"), k.Player, F1(l, t.Mean), count(k.Rating.Games, l, "%d games"), MonthWords(l, t.Month))))
			}
		}
		return statsBlock{Lines: lines}, true
	}
	ch := &statsChart{Title: title, Months: months, YLabel: "μ − 3σ"}
	for _, k := range byName(ks) {
		if len(k.RatingTrend) > 0 { // a rating holds between games
			ch.Series = append(ch.Series, trendSeries(k.Player, colour[k.Player], months, k.RatingTrend,
				func(t db.TrendPoint) (string, float64) { return t.Month, t.Mean }))
		}
	}
	return statsBlock{Chart: ch}, true
}

// winTrendChart draws each player's win rate over their last
// db.WinTrendWindow games with others, at the end of each month (carried
// over the months they did not play), in the player's colour; with fewer
// than three months, words instead of an empty frame. The text page says
// it a line per player: the first and the latest rate.
func winTrendChart(g group, ks []db.KindStats, l lang.Lang, colour map[string]int) (statsBlock, bool) {
	first, last := "", ""
	for _, k := range ks {
		if n := len(k.WinTrend); n > 0 {
			if f := k.WinTrend[0].Date[:7]; first == "" || f < first {
				first = f
			}
			last = max(last, k.WinTrend[n-1].Date[:7])
		}
	}
	if first == "" {
		return statsBlock{}, false
	}
	title := fmt.Sprintf(l.T("%s: win rate over the last %d games"), g.title(), db.WinTrendWindow)
	caption := fmt.Sprintf(l.T(
		"Each player's share of wins in their last %d games with others (fewer at the start), at the end of each month; drawn from their %drd such game on."),
		db.WinTrendWindow, db.WinTrendMin)
	var words []string
	for _, k := range byName(ks) {
		n := len(k.WinTrend)
		if n == 0 {
			continue
		}
		a, b := k.WinTrend[0], k.WinTrend[n-1]
		words = append(words, l.Typeset(fmt.Sprintf(l.T("%s: %s → %s (%s)"),
			k.Player, pct0(l, a.Rate), pct0(l, b.Rate), DateWords(l, b.Date))))
	}
	months := monthsBetween(first, last)
	if len(months) < 3 {
		return statsBlock{Lines: append([]string{l.Typeset(title), l.Typeset(caption)}, words...)}, true
	}
	ch := &statsChart{Title: l.Typeset(title), Months: months, Percent: true, Caption: l.Typeset(caption), Lines: words}
	for _, k := range byName(ks) {
		if len(k.WinTrend) > 0 {
			ch.Series = append(ch.Series, trendSeries(k.Player, colour[k.Player], months, k.WinTrend,
				func(t db.WinPoint) (string, float64) { return t.Date[:7], t.Rate }))
		}
	}
	return statsBlock{Chart: ch}, true
}

// trendSeries is a player's series over months: each point at its month
// (a later point of the same month replaces an earlier one: the month's
// last game), held over the months without one (carryOver).
func trendSeries[P any](name string, colour int, months []string, points []P, at func(P) (month string, v float64)) chartSeries {
	idx := make(map[string]int, len(months))
	for i, m := range months {
		idx[m] = i
	}
	s := chartSeries{Name: name, Colour: colour, Values: nanSeries(len(months))}
	for _, p := range points {
		m, v := at(p)
		s.Values[idx[m]] = v
	}
	carryOver(s.Values)
	return s
}

// pct0 writes a rate as a whole percentage ("40 %").
func pct0(l lang.Lang, x float64) string { return l.Sprintf("%.0f %%", 100*x) }

// carryOver fills each month without a value (NaN) after one with the
// value before it: a figure holds until the player's next game.
func carryOver(v []float64) {
	for i := 1; i < len(v); i++ {
		if math.IsNaN(v[i]) && !math.IsNaN(v[i-1]) {
			v[i] = v[i-1]
		}
	}
}

func nanSeries(n int) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = math.NaN()
	}
	return v
}

// byName: players in name order.
func byName(ks []db.KindStats) []db.KindStats {
	out := append([]db.KindStats(nil), ks...)
	sort.Slice(out, func(i, j int) bool { return out[i].Player < out[j].Player })
	return out
}

// shortName is a name within n characters for a narrow column head,
// cut with "…".
func shortName(s string, n int) string {
	rs := []rune(s)
	if len(rs) <= n {
		return s
	}
	return string(rs[:n-1]) + "…"
}

func headToHeadSection(rep *db.Report, l lang.Lang) statsSection {
	names := map[string]bool{}
	for _, h := range rep.HeadToHead {
		names[h.A], names[h.B] = true, true
	}
	var order []string
	for n := range names {
		order = append(order, n)
	}
	sort.Strings(order)
	cell := map[[2]string]string{}
	cellOf := func(ahead, behind, ties int) string {
		s := Num(l, ahead) + "–" + Num(l, behind)
		if ties > 0 {
			s += " (" + Num(l, ties) + ")"
		}
		return s
	}
	list := &statsTable{Head: []string{l.T("Player"), l.T("Opponent"), l.T("Ahead"), l.T("Behind"),
		l.T("Tied"), l.T("Games")}, Align: "llrrrr"}
	for _, h := range rep.HeadToHead {
		cell[[2]string{h.A, h.B}] = cellOf(h.AheadA, h.AheadB, h.Ties)
		cell[[2]string{h.B, h.A}] = cellOf(h.AheadB, h.AheadA, h.Ties)
		list.Rows = append(list.Rows, []string{h.A, h.B, Num(l, h.AheadA), Num(l, h.AheadB), Num(l, h.Ties), Num(l, h.Games)})
	}
	caption := l.T("Each cell: the games the row player finished ahead of the column player – behind (tied, in brackets); blank: never played together. Solo games do not count.")
	list.Caption = l.T("Ahead and behind: who finished ahead of whom in the games the two played together; a tie is a shared place. Solo games do not count.")
	head := []string{l.T("Row vs column")}
	for _, n := range order {
		head = append(head, shortName(n, 14))
	}
	tab := &statsTable{RowHead: true, Head: head, Align: "l" + strings.Repeat("r", len(order)), Caption: caption, Narrow: list}
	for _, a := range order {
		row := []string{a}
		for _, b := range order {
			c := cell[[2]string{a, b}]
			if a == b {
				c = "·"
			}
			row = append(row, c)
		}
		tab.Rows = append(tab.Rows, row)
	}
	sec := statsSection{Title: l.T("Head to head"), Blocks: []statsBlock{{Table: tab}}}
	if len(rep.Nemeses) > 0 {
		var lines []string
		for _, n := range rep.Nemeses {
			lines = append(lines, l.Typeset(fmt.Sprintf(l.T("%s nemesis: %s, ahead %s in %s together"),
				ofName(l, n.Player), n.Nemesis, l.Sprintf("%d times", n.Beaten), count(n.Games, l, "%d games"))))
		}
		sec.Blocks = append(sec.Blocks, statsBlock{Lines: lines})
	}
	return sec
}

func cardsSection(rep *db.Report, l lang.Lang, groups []group) statsSection {
	per := map[string][]db.KindStats{}
	var names []string
	for _, k := range rep.Players {
		if _, ok := per[k.Player]; !ok {
			names = append(names, k.Player)
		}
		per[k.Player] = append(per[k.Player], k)
	}
	sort.Strings(names)
	rank := map[string]int{}
	label := map[string]string{}
	for i, g := range groups {
		rank[g.key], label[g.key] = i, g.title()
	}
	var cards []playerCard
	for _, n := range names {
		cards = append(cards, playerCardOf(n, per[n], rank, label, l))
	}
	return statsSection{Title: l.T("Players"), Blocks: []statsBlock{{Cards: cards}}}
}

// playerCardOf is the card of player n: games and wins with others, solo
// games, favourite game, then a line per rule set played (ks), in the
// page's order of rule sets (rank), titled by label.
func playerCardOf(n string, ks []db.KindStats, rank map[string]int, label map[string]string, l lang.Lang) playerCard {
	games, wins, solo := 0, 0, 0
	for _, k := range ks {
		games += k.Games
		wins += k.Wins
		solo += k.Solo.Games
	}
	fav, favN := db.Favourite(ks)
	c := playerCard{Name: n}
	// Games: with others (a solo game is never a win), the solo ones
	// on their own line
	c.Lines = append(c.Lines, [2]string{l.T("Games"), fmt.Sprintf("%s, %s (%s)", Num(l, games), wonText(wins, l), Pct(l, float64(wins)/float64(max(games, 1))))})
	if solo > 0 {
		c.Lines = append(c.Lines, [2]string{l.T("Solo games"), Num(l, solo)})
	}
	c.Lines = append(c.Lines, [2]string{l.T("Favourite game"), fmt.Sprintf("%s (%s)", kindTitle(fav), count(favN, l, "%d games"))})
	sort.SliceStable(ks, func(i, j int) bool { return rank[ks[i].Rules] < rank[ks[j].Rules] })
	for _, k := range ks {
		parts := append(cardPlayed(k, l), cardFigures(k, l)...)
		c.Lines = append(c.Lines, [2]string{label[k.Rules], strings.Join(parts, "\n")})
	}
	return c
}

// cardPlayed are the parts of a card's line about a rule set: the games
// with others (wins, record, rating, streaks, time), the solo games.
func cardPlayed(k db.KindStats, l lang.Lang) []string {
	var parts []string
	if k.Games > 0 {
		parts = append(parts, l.Typeset(fmt.Sprintf("%s, %s · record %s (%s)",
			count(k.Games, l, "%d games"), wonText(k.Wins, l), Num(l, k.Best), DateWords(l, k.BestDate))))
		if r := k.Rating; r != nil {
			parts = append(parts, l.Typeset(fmt.Sprintf(l.T("rating %s (μ %s, σ %s)"), F1(l, r.Ordinal), F1(l, r.Mu), F1(l, r.Sigma))))
		}
		parts = append(parts, l.Typeset(fmt.Sprintf(l.T("winning streak: %s now, %s at most"), Num(l, k.CurrentStreak), Num(l, k.Streak))))
		if k.MinutesPlayed > 0 {
			parts = append(parts, l.Typeset(l.T("time played: ")+duration(l, k.MinutesPlayed)))
		}
	}
	if k.Solo.Games > 0 {
		parts = append(parts, l.Typeset(fmt.Sprintf(l.T("alone: %s, mean %s, best %s (%s)"),
			count(k.Solo.Games, l, "%d games"), F1(l, *k.Solo.Mean), Num(l, *k.Solo.Best), DateWords(l, k.Solo.BestDate))))
	}
	return parts
}

// cardFigures are the parts of a card's line about the figures of the
// kind's engine (none without a game with others), drawn by the engine's
// StatsFigures.
func cardFigures(k db.KindStats, l lang.Lang) []string {
	if k.Figures == nil {
		return nil
	}
	if card := statsOf(k.Figures.Engine()).Card; card != nil {
		return card(k, l)
	}
	return nil
}

// duration writes minutes as "12 h 05", "45 min".
func duration(l lang.Lang, minutes int) string {
	if minutes < 60 {
		return Num(l, minutes) + "\u00a0min"
	}
	return fmt.Sprintf("%s\u00a0h\u00a0%02d", Num(l, minutes/60), minutes%60)
}

// figures writes label–value pairs as "label value · label value": a
// line may break between two figures only, never inside one.
func figures(l lang.Lang, pairs ...string) string {
	var out []string
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, strings.ReplaceAll(pairs[i], " ", "\u00a0")+"\u00a0"+pairs[i+1])
	}
	return strings.Join(out, "\u00a0· ")
}

func kindRank(k string) int {
	for i, x := range kindOrder {
		if x == k {
			return i
		}
	}
	return len(kindOrder)
}
