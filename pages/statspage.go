package pages

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The statistics page: one model (StatsPage) built from the report, drawn
// by the text, HTML and PDF printers alike, so that the three say the same.

type StatsPage struct {
	Title    string
	Subtitle string
	Sections []statsSection
}

// statsSection is a heading and what follows it; printers keep them
// together on paper.
type statsSection struct {
	Title  string
	Lead   string // one sentence under the title ("Best at Penta: …")
	Blocks []statsBlock
}

// statsBlock is one of: a paragraph list, a table, a chart, player cards.
type statsBlock struct {
	Lines []string
	Table *statsTable
	Chart *statsChart
	Cards []playerCard
}

type statsTable struct {
	Caption string
	Head    []string
	Rows    [][]string
	RowHead bool   // the first column names the row (a matrix)
	Align   string // per column: 'l' or 'r'
}

// statsChart is one line per player over consecutive months; NaN where the
// player had no game that month (the line breaks there).
type statsChart struct {
	Title  string
	YLabel string
	Months []string
	Series []chartSeries
}

type chartSeries struct {
	Name   string
	Values []float64
}

type playerCard struct {
	Name  string
	Lines [][2]string // label, value
}

var kindOrder = kindNames()

func kindTitle(k string) string { return sheets.Kind(k).Title() }

// fivesLabel names the five-alike boxes of a kind scored box by box:
// "Pentas", "Yam's".
func fivesLabel(kind string, l scoring.Lang) string {
	cfg, err := sheets.Options{}.Config(sheets.Kind(kind))
	if err != nil {
		return ""
	}
	n := cfg.MustCompile().FiveBox().Name(l)
	if !strings.HasSuffix(n, "'s") {
		n += "s"
	}
	return n
}

// minRanked is how many games a player needs to be named best at a game.
const minRanked = 3

// ranking orders a game's players: share of games won, then wins, then
// mean; players with fewer than minRanked games come last.
func ranking(ks []db.KindStats) []db.KindStats {
	out := append([]db.KindStats(nil), ks...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if (a.Games >= minRanked) != (b.Games >= minRanked) {
			return a.Games >= minRanked
		}
		if a.WinRate != b.WinRate {
			return a.WinRate > b.WinRate
		}
		if a.Wins != b.Wins {
			return a.Wins > b.Wins
		}
		return a.Mean > b.Mean
	})
	return out
}

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

// DecisionStats is the decision quality of one player at one game.
type DecisionStats struct {
	Player    string             `json:"player"`
	Kind      string             `json:"game"`
	Games     int                `json:"games"`
	Decisions int                `json:"decisions"`
	Loss      float64            `json:"loss_per_decision"`
	Luck      *float64           `json:"luck_per_game"` // null when no throws were recorded
	Months    map[string]float64 `json:"loss_by_month"`
}

// ExtraFacts are what only a replay of the games tells: decision quality
// and the 5000 record turn. Nil when not asked for (--decisions).
type ExtraFacts struct {
	Decisions []DecisionStats `json:"decisions"`
	BestTurn  *TurnRecord     `json:"best_5000_turn"`
	Games     int             `json:"games_replayed"`
}

type TurnRecord struct {
	Player string `json:"player"`
	Points int    `json:"points"`
	Date   string `json:"date"`
	GameID int64  `json:"game_id"`
	Kind   string `json:"-"` // the kind of its game
}

// YearFacts is the head of a year in review.
type YearFacts struct {
	Year   int
	Games  map[string]int // per kind
	Months map[string]int // games per month
}

func BuildStatsPage(rep *db.Report, l scoring.Lang, year *YearFacts, extra *ExtraFacts, filt string) StatsPage {
	p := StatsPage{Title: l.Pick("Family statistics", "Statistiques de la famille"), Subtitle: filt}
	if year != nil {
		p.Title = fmt.Sprintf(l.Pick("%d, the year in review", "%d, l'année en revue"), year.Year)
	}
	if len(rep.Players) == 0 {
		p.Sections = append(p.Sections, statsSection{Blocks: []statsBlock{{Lines: []string{l.Pick("No finished game yet.", "Aucune partie terminée pour l'instant.")}}}})
		return p
	}
	byKind := map[string][]db.KindStats{}
	for _, k := range rep.Players {
		byKind[k.Kind] = append(byKind[k.Kind], k)
	}
	dec := map[string]DecisionStats{}
	if extra != nil {
		for _, d := range extra.Decisions {
			dec[d.Player+"\x00"+d.Kind] = d
		}
	}
	if year != nil {
		p.Sections = append(p.Sections, yearSection(rep, l, year, byKind))
	}
	// Who is best at what, at a glance.
	var glance []string
	for _, kind := range kindOrder {
		ks := byKind[kind]
		if len(ks) == 0 {
			continue
		}
		r := ranking(ks)
		glance = append(glance, bestLine(r[0], l))
	}
	p.Sections = append(p.Sections, statsSection{Title: l.Pick("Who is best at what", "Qui est le meilleur à quoi"), Blocks: []statsBlock{{Lines: glance}}})
	for _, kind := range kindOrder {
		ks := byKind[kind]
		if len(ks) == 0 {
			continue
		}
		p.Sections = append(p.Sections, gameSection(kind, ranking(ks), rep, l, dec, extra))
	}
	if len(rep.HeadToHead) > 0 {
		p.Sections = append(p.Sections, headToHeadSection(rep, l))
	}
	p.Sections = append(p.Sections, cardsSection(rep, l, byKind))
	if extra == nil {
		p.Sections = append(p.Sections, statsSection{Blocks: []statsBlock{{Lines: []string{l.Pick(
			"Decision quality and luck (Penta, Yam's) and the 5000 record turn come from replaying the games: add --decisions.",
			"La qualité des décisions et la chance (Penta, Yam's) et le record d'un tour au 5000 demandent de rejouer les parties : ajoutez --decisions.")}}}})
	}
	return p
}

func bestLine(k db.KindStats, l scoring.Lang) string {
	if k.Games < minRanked {
		return fmt.Sprintf(l.Pick("%s: not enough games yet to name the best (%d at least)", "%s : pas encore assez de parties pour désigner le meilleur (au moins %d)"), kindTitle(k.Kind), minRanked)
	}
	return fmt.Sprintf(l.Pick("Best at %s: %s — %s in %s (%s), mean %s", "Meilleur au %s : %s — %s en %s (%s), moyenne %s"),
		kindTitle(k.Kind), k.Player, count(k.Wins, l, "win", "wins", "victoire", "victoires"), count(k.Games, l, "game", "games", "partie", "parties"), Pct(l, k.WinRate), F1(l, k.Mean))
}

func yearSection(rep *db.Report, l scoring.Lang, y *YearFacts, byKind map[string][]db.KindStats) statsSection {
	total, most, mostN := 0, "", 0
	for _, kind := range kindOrder {
		total += y.Games[kind]
		if y.Games[kind] > mostN {
			most, mostN = kind, y.Games[kind]
		}
	}
	var lines []string
	lines = append(lines, fmt.Sprintf(l.Pick("%d games finished in %d; the most played: %s (%d).", "%d parties terminées en %d ; la plus jouée : %s (%d)."), total, y.Year, kindTitle(most), mostN))
	busiest, bn := "", 0
	for m, n := range y.Months {
		if n > bn || (n == bn && m < busiest) {
			busiest, bn = m, n
		}
	}
	if bn > 0 {
		lines = append(lines, fmt.Sprintf(l.Pick("The busiest month: %s, %d games.", "Le mois le plus joué : %s, %d parties."), busiest, bn))
	}
	wins := map[string]int{}
	streak, streaker, streakKind := 0, "", ""
	for _, k := range rep.Players {
		wins[k.Player] += k.Wins
		if k.Streak > streak {
			streak, streaker, streakKind = k.Streak, k.Player, k.Kind
		}
	}
	champ, cw := "", -1
	for p, w := range wins {
		if w > cw || (w == cw && p < champ) {
			champ, cw = p, w
		}
	}
	lines = append(lines, fmt.Sprintf(l.Pick("Most wins: %s, %d.", "Le plus de victoires : %s, %d."), champ, cw))
	if streak > 1 {
		lines = append(lines, fmt.Sprintf(l.Pick("Longest winning streak: %s, %d in a row at %s.", "Plus longue série de victoires : %s, %d d'affilée au %s."), streaker, streak, kindTitle(streakKind)))
	}
	for _, r := range rep.Records {
		if r == recordOf(rep, r.Kind) {
			lines = append(lines, fmt.Sprintf(l.Pick("Best %s of the year: %d by %s on %s.", "Meilleur %s de l'année : %d par %s le %s."), kindTitle(r.Kind), r.Total, r.Player, r.Date))
		}
	}
	return statsSection{Title: l.Pick("The year at a glance", "L'année d'un coup d'œil"), Blocks: []statsBlock{{Lines: lines}}}
}

// recordOf returns the best record of a kind.
func recordOf(rep *db.Report, kind string) db.Record {
	for _, r := range rep.Records {
		if r.Kind == kind {
			return r
		}
	}
	return db.Record{}
}

func gameSection(kind string, ks []db.KindStats, rep *db.Report, l scoring.Lang, dec map[string]DecisionStats, extra *ExtraFacts) statsSection {
	sec := statsSection{Title: kindTitle(kind), Lead: bestLine(ks[0], l)}
	head := []string{"#", l.Pick("Player", "Joueur"), l.Pick("Games", "Parties"), l.Pick("Wins", "Victoires"), l.Pick("Won", "Gagnées"),
		l.Pick("Mean", "Moyenne"), l.Pick("Median", "Médiane"), l.Pick("Best", "Meilleur"), l.Pick("Current streak", "Série en cours"), l.Pick("Longest streak", "Plus longue série")}
	align := "rlrrrrrrrr"
	_, boxes := sheets.Kind(kind).BoxGame() // decisions are judged by the box solver
	withDec := extra != nil && boxes
	if withDec {
		head = append(head, l.Pick("Lost per decision", "Perdu par décision"), l.Pick("Luck per game", "Chance par partie"))
		align += "rr"
	}
	tab := &statsTable{Head: head, Align: align, Caption: l.Pick("Ranked by share of games won, then wins, then mean; fewer than 3 games: last.",
		"Classement par part de parties gagnées, puis victoires, puis moyenne ; moins de 3 parties : en dernier.")}
	for i, k := range ks {
		row := []string{strconv.Itoa(i + 1), k.Player, strconv.Itoa(k.Games), strconv.Itoa(k.Wins), Pct(l, k.WinRate), F1(l, k.Mean), F1(l, k.Median),
			strconv.Itoa(k.Best), strconv.Itoa(k.CurrentStreak), strconv.Itoa(k.Streak)}
		if withDec {
			d, ok := dec[k.Player+"\x00"+kind]
			loss, luck := "—", "—"
			if ok && d.Decisions > 0 {
				loss = l.Localf("%.2f", d.Loss)
			}
			if ok && d.Luck != nil {
				luck = l.Localf("%+.1f", *d.Luck)
			}
			row = append(row, loss, luck)
		}
		tab.Rows = append(tab.Rows, row)
	}
	sec.Blocks = append(sec.Blocks, statsBlock{Table: tab})
	if withDec {
		sec.Blocks = append(sec.Blocks, statsBlock{Lines: []string{l.Pick(
			"Lost per decision: expected points given up against the Expert (review), over every box written and every recorded keep. Luck per game: what the dice gave against what the Expert expected from each position (positive: lucky).",
			"Perdu par décision : points espérés cédés face à l'Expert (review), sur chaque case écrite et chaque choix de dés enregistré. Chance par partie : ce que les dés ont donné face à ce que l'Expert attendait de chaque position (positif : chanceux).")}})
	}
	// The chart: each player's mean total per month, every month from the
	// game's first to its last, gaps where a player did not play.
	first, last := "", ""
	for _, k := range ks {
		for _, t := range k.Trend {
			if first == "" || t.Month < first {
				first = t.Month
			}
			if t.Month > last {
				last = t.Month
			}
		}
	}
	months := monthsBetween(first, last)
	if len(months) > 0 {
		ch := &statsChart{Title: fmt.Sprintf(l.Pick("%s: mean total per month", "%s : total moyen par mois"), kindTitle(kind)), Months: months, YLabel: l.Pick("points", "points")}
		idx := map[string]int{}
		for i, m := range months {
			idx[m] = i
		}
		for _, k := range byName(ks) {
			s := chartSeries{Name: k.Player, Values: nanSeries(len(months))}
			for _, t := range k.Trend {
				s.Values[idx[t.Month]] = t.Mean
			}
			ch.Series = append(ch.Series, s)
		}
		sec.Blocks = append(sec.Blocks, statsBlock{Chart: ch})
	}
	if withDec {
		ch := &statsChart{Title: fmt.Sprintf(l.Pick("%s: points lost per decision, per month", "%s : points perdus par décision, par mois"), kindTitle(kind)), Months: months, YLabel: l.Pick("points", "points")}
		idx := map[string]int{}
		for i, m := range months {
			idx[m] = i
		}
		for _, k := range byName(ks) {
			d, ok := dec[k.Player+"\x00"+kind]
			if !ok {
				continue
			}
			s := chartSeries{Name: k.Player, Values: nanSeries(len(months))}
			for m, v := range d.Months {
				if i, ok := idx[m]; ok {
					s.Values[i] = v
				}
			}
			ch.Series = append(ch.Series, s)
		}
		if len(ch.Series) > 0 && len(months) > 0 {
			sec.Blocks = append(sec.Blocks, statsBlock{Chart: ch})
		}
	}
	var rec []string
	for _, r := range rep.Records {
		if r.Kind == kind {
			rec = append(rec, fmt.Sprintf(l.Pick("Record: %d by %s on %s (game %d)", "Record : %d par %s le %s (partie %d)"), r.Total, r.Player, r.Date, r.GameID))
		}
	}
	if extra != nil && extra.BestTurn != nil && extra.BestTurn.Kind == kind {
		b := extra.BestTurn
		rec = append(rec, fmt.Sprintf(l.Pick("Best turn: %d points by %s on %s (game %d)", "Meilleur tour : %d points par %s le %s (partie %d)"), b.Points, b.Player, b.Date, b.GameID))
	}
	if len(rec) > 0 {
		sec.Blocks = append(sec.Blocks, statsBlock{Lines: rec})
	}
	return sec
}

func nanSeries(n int) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = math.NaN()
	}
	return v
}

// byName keeps the chart colours stable: players in name order.
func byName(ks []db.KindStats) []db.KindStats {
	out := append([]db.KindStats(nil), ks...)
	sort.Slice(out, func(i, j int) bool { return out[i].Player < out[j].Player })
	return out
}

func headToHeadSection(rep *db.Report, l scoring.Lang) statsSection {
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
	for _, h := range rep.HeadToHead {
		cell[[2]string{h.A, h.B}] = fmt.Sprintf("%d–%d (%d)", h.WinsA, h.WinsB, h.Games)
		cell[[2]string{h.B, h.A}] = fmt.Sprintf("%d–%d (%d)", h.WinsB, h.WinsA, h.Games)
	}
	tab := &statsTable{RowHead: true, Head: append([]string{l.Pick("Row vs column", "Ligne contre colonne")}, order...), Align: "l" + strings.Repeat("r", len(order)),
		Caption: l.Pick("Each cell: the row player's wins – the column player's wins (games played together).",
			"Chaque case : victoires du joueur de la ligne – victoires du joueur de la colonne (parties jouées ensemble).")}
	for _, a := range order {
		row := []string{a}
		for _, b := range order {
			c := cell[[2]string{a, b}]
			if a == b {
				c = "·"
			} else if c == "" {
				c = "—"
			}
			row = append(row, c)
		}
		tab.Rows = append(tab.Rows, row)
	}
	sec := statsSection{Title: l.Pick("Head to head", "Face à face"), Blocks: []statsBlock{{Table: tab}}}
	if len(rep.Nemeses) > 0 {
		var lines []string
		for _, n := range rep.Nemeses {
			lines = append(lines, fmt.Sprintf(l.Pick("%s's nemesis: %s, ahead %d times in %d games together", "Bête noire de %s : %s, devant %d fois en %d parties ensemble"), n.Player, n.Nemesis, n.Beaten, n.Games))
		}
		sec.Blocks = append(sec.Blocks, statsBlock{Lines: lines})
	}
	return sec
}

func cardsSection(rep *db.Report, l scoring.Lang, byKind map[string][]db.KindStats) statsSection {
	per := map[string][]db.KindStats{}
	var names []string
	for _, k := range rep.Players {
		if _, ok := per[k.Player]; !ok {
			names = append(names, k.Player)
		}
		per[k.Player] = append(per[k.Player], k)
	}
	sort.Strings(names)
	var cards []playerCard
	for _, n := range names {
		ks := per[n]
		games, wins := 0, 0
		fav, favN := "", 0
		for _, k := range ks {
			games += k.Games
			wins += k.Wins
			if k.Games > favN {
				fav, favN = k.Kind, k.Games
			}
		}
		c := playerCard{Name: n}
		c.Lines = append(c.Lines,
			[2]string{l.Pick("Games", "Parties"), fmt.Sprintf("%d, %s (%s)", games, wonText(wins, l), Pct(l, float64(wins)/float64(max(games, 1))))},
			[2]string{l.Pick("Favourite game", "Jeu préféré"), fmt.Sprintf("%s (%s)", kindTitle(fav), count(favN, l, "game", "games", "partie", "parties"))})
		sort.SliceStable(ks, func(i, j int) bool { return kindRank(ks[i].Kind) < kindRank(ks[j].Kind) })
		for _, k := range ks {
			// one part a line on paper, " · " between them in text
			v := fmt.Sprintf(l.Pick("%s, %s · record %d (%s)\nwinning streak: %d now, %d at most", "%s, %s · record %d (%s)\nsérie de victoires : %d en cours, %d au plus"),
				count(k.Games, l, "game", "games", "partie", "parties"), wonText(k.Wins, l), k.Best, k.BestDate, k.CurrentStreak, k.Streak)
			// the figures the registry says the kind's line holds
			info, _ := sheets.Kind(k.Kind).Info()
			if info.Stats.Has(sheets.FiguresBoxes) && k.UpperBonusRate != nil {
				v += fmt.Sprintf(l.Pick("\n%d bonus %s · %s %d · extra bonuses %d · sacrifices %d", "\nbonus des %d %s · %s %d · bonus supplémentaires %d · cases barrées %d"),
					scoring.UpperBonusThreshold, Pct(l, *k.UpperBonusRate), fivesLabel(k.Kind, l), *k.Fives, *k.ExtraBonuses, *k.Sacrifices)
				var parts []string
				for _, b := range scoring.BoxIDs(scoring.StatsOrder) {
					if m, ok := k.MeanPerBox[b]; ok {
						game, _ := sheets.Kind(k.Kind).BoxGame()
						box, _ := scoring.ParseBox(game, b)
						parts = append(parts, box.Name(l)+" "+F1(l, m))
					}
				}
				v += fmt.Sprintf(l.Pick("\nmean per box: %s", "\nmoyenne par case : %s"), strings.Join(parts, " · "))
			}
			if info.Stats.Has(sheets.FiguresTurns) && k.BustsPerGame != nil {
				ttw, open := "—", "—"
				if k.TurnsToWin != nil {
					ttw = F1(l, *k.TurnsToWin)
				}
				if k.OpeningTurn != nil {
					open = F1(l, *k.OpeningTurn)
				}
				v += fmt.Sprintf(l.Pick("\nbusts per game %s · turns to win %s\nmean banked turn %s · opening turn %s", "\ntours perdus par partie %s · tours pour gagner %s\ntour marqué moyen %s · tour d'ouverture %s"),
					F1(l, *k.BustsPerGame), ttw, F1(l, *k.MeanBankedTurn), open)
			}
			if info.Stats.Has(sheets.FiguresRows) && k.Penalties != nil {
				v += fmt.Sprintf(l.Pick("\npenalties %d · rows completed %d", "\npénalités %d · lignes complètes %d"), *k.Penalties, *k.RowsCompleted)
			}
			c.Lines = append(c.Lines, [2]string{kindTitle(k.Kind), v})
		}
		cards = append(cards, c)
	}
	_ = byKind
	return statsSection{Title: l.Pick("Players", "Joueurs"), Blocks: []statsBlock{{Cards: cards}}}
}

func kindRank(k string) int {
	for i, x := range kindOrder {
		if x == k {
			return i
		}
	}
	return len(kindOrder)
}

// count writes n with its noun, singular for 0 and 1 in French, 1 in
// English.
// wonText is the games won: "3 won", « 1 gagnée », « 2 gagnées ».
func wonText(n int, l scoring.Lang) string {
	return fmt.Sprintf(l.Plural(n, "%d won", "%d won", "%d gagnée", "%d gagnées"), n)
}

func count(n int, l scoring.Lang, en1, en, fr1, fr string) string {
	// "%d games", "%d wins": the catalogue's plural forms (catalog.go)
	return l.Sprintf("%d "+en, n)
}
