package cmd

import (
	"context"
	"encoding/csv"
	"fmt"
	"html"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
)

type statsOptions struct {
	f      *factory
	player string
	game   string
	since  string
	format string
	output string
	json   bool
}

func newCmdStats(f *factory) *cobra.Command {
	o := &statsOptions{f: f}
	c := &cobra.Command{
		Use:   "stats",
		Short: f.T("The family's statistics over every finished game", "Les statistiques de la famille sur toutes les parties terminées"),
		Long: `Statistics from every finished game: per player and game, head to head,
nemeses, records, winning streaks and the trend of each player's totals.

  scorepad stats [--player NAME] [--game penta|yams|5000|sackson] [--since 2024-01-01]
        [--format text|json|csv|html] [-o FILE]

The JSON shape is documented in the README.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if o.json {
				if o.format != "" && o.format != "json" {
					return flagErrorf("--json and --format %s disagree", "--json et --format %s se contredisent", o.format)
				}
				o.format = "json"
			}
			var err error
			if o.format, err = formatForOutput(o.format, o.output, "text", []string{"text", "json", "csv", "html"}); err != nil {
				return err
			}
			switch o.format {
			case "text", "json", "csv", "html":
			default:
				return flagErrorf("--format %q: use text, json, csv or html", "--format %q : text, json, csv ou html", o.format)
			}
			return runStats(o)
		},
	}
	c.Flags().StringVar(&o.player, "player", "", "one player")
	c.Flags().StringVar(&o.game, "game", "", "one game: penta, yams, 5000 or sackson")
	c.Flags().StringVar(&o.since, "since", "", "games finished on or after this date (YYYY-MM-DD)")
	c.Flags().StringVar(&o.format, "format", "", "text, json, csv or html (default text, or from the extension of -o FILE)")
	c.Flags().StringVarP(&o.output, "output", "o", "", "write to FILE")
	c.Flags().BoolVar(&o.json, "json", false, "same as --format json")
	return c
}

func runStats(o *statsOptions) error {
	f := o.f
	var filt db.StatsFilter
	if o.game != "" {
		g, err := parseGame(o.game)
		if err != nil {
			return err
		}
		filt.Kind = sheets.Kind(g)
	}
	if o.since != "" {
		t, err := time.Parse("2006-01-02", o.since)
		if err != nil {
			return flagErrorf("--since %q: write the date as YYYY-MM-DD", "--since %q : écrivez la date AAAA-MM-JJ", o.since)
		}
		filt.Since = t
	}
	filt.Player = o.player
	store, err := f.Store()
	if err != nil {
		return err
	}
	rep, err := store.Stats(context.Background(), filt)
	if err != nil {
		return err
	}
	if o.player != "" && len(rep.Players) == 0 {
		known, _ := store.KnownPlayers(context.Background())
		found := false
		for _, k := range known {
			found = found || sheets.NameKey(k) == sheets.NameKey(o.player)
		}
		if !found {
			return scoring.NewError("G1", false, fmt.Sprintf("nobody called %s has played yet", o.player), fmt.Sprintf("personne du nom de %s n'a encore joué", o.player))
		}
	}
	return f.writeTo("-o", o.output, func(w io.Writer, _ bool) error {
		switch o.format {
		case "json":
			return printJSON(w, rep)
		case "csv":
			return statsCSV(w, rep)
		case "html":
			return statsHTML(w, reportForDisplay(rep), f.Lang())
		}
		return statsText(w, reportForDisplay(rep), f.Lang())
	})
}

func pct(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + " %" }

func f1(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }

// sparkline draws the last n monthly means as block characters.
func sparkline(tr []db.TrendPoint, n int) string {
	if len(tr) > n {
		tr = tr[len(tr)-n:]
	}
	if len(tr) == 0 {
		return ""
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range tr {
		lo, hi = math.Min(lo, p.Mean), math.Max(hi, p.Mean)
	}
	blocks := []rune("▁▂▃▄▅▆▇█")
	var b strings.Builder
	for _, p := range tr {
		i := 0
		if hi > lo {
			i = int((p.Mean - lo) / (hi - lo) * float64(len(blocks)-1))
		}
		b.WriteRune(blocks[i])
	}
	return b.String()
}

func statsText(w io.Writer, rep *db.Report, l scoring.Lang) error {
	if len(rep.Players) == 0 {
		_, err := fmt.Fprintln(w, l.Pick("No finished game yet.", "Aucune partie terminée pour l'instant."))
		return err
	}
	for _, k := range rep.Players {
		fmt.Fprintf(w, l.Pick("%s — %s: %d games, %d wins (%s), mean %s, median %s, best %d (%s), worst %d (%s), longest streak %d\n",
			"%s — %s : %d parties, %d victoires (%s), moyenne %s, médiane %s, meilleur %d (%s), pire %d (%s), plus longue série %d\n"),
			k.Player, k.Kind, k.Games, k.Wins, pct(k.WinRate), f1(k.Mean), f1(k.Median), k.Best, k.BestDate, k.Worst, k.WorstDate, k.Streak)
		switch {
		case k.UpperBonusRate != nil:
			five := map[string]string{"penta": "Pentas", "yams": "Yam's"}[k.Kind]
			fmt.Fprintf(w, l.Pick("    %d bonus %s · %s %d · extra bonuses %d · sacrifices %d\n", "    bonus des %d %s · %s %d · bonus supplémentaires %d · cases barrées %d\n"),
				scoring.UpperBonusThreshold, pct(*k.UpperBonusRate), five, *k.Fives, *k.ExtraBonuses, *k.Sacrifices)
			var parts []string
			for _, b := range []string{"aces", "twos", "threes", "fours", "fives", "sixes", "plus", "minus", "three_kind", "four_kind", "full", "small_straight", "large_straight", "penta", "yams", "chance"} {
				if v, ok := k.MeanPerBox[b]; ok {
					box, _ := scoring.ParseBox(map[string]scoring.Game{"penta": scoring.GamePenta, "yams": scoring.GameYams}[k.Kind], b)
					parts = append(parts, box.Name(l)+" "+f1(v))
				}
			}
			fmt.Fprintf(w, l.Pick("    mean per box: %s\n", "    moyenne par case : %s\n"), strings.Join(parts, " · "))
		case k.BustsPerGame != nil:
			ttw, open := "—", "—"
			if k.TurnsToWin != nil {
				ttw = f1(*k.TurnsToWin)
			}
			if k.OpeningTurn != nil {
				open = f1(*k.OpeningTurn)
			}
			fmt.Fprintf(w, l.Pick("    turns to win %s · busts per game %s · mean banked turn %s · opening turn %s\n", "    tours pour gagner %s · « bust » par partie %s · tour marqué moyen %s · tour d'ouverture %s\n"),
				ttw, f1(*k.BustsPerGame), f1(*k.MeanBankedTurn), open)
		case k.Penalties != nil:
			fmt.Fprintf(w, l.Pick("    penalties %d · rows completed (10 checks) %d\n", "    pénalités %d · lignes complètes (10 coches) %d\n"), *k.Penalties, *k.RowsCompleted)
		}
		if s := sparkline(k.Trend, 24); s != "" {
			fmt.Fprintf(w, l.Pick("    trend (mean per month, last %d) %s\n", "    tendance (moyenne par mois, %d derniers) %s\n"), min(len(k.Trend), 24), s)
		}
	}
	if len(rep.HeadToHead) > 0 {
		fmt.Fprintln(w, l.Pick("\nHead to head", "\nFace à face"))
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		for _, h := range rep.HeadToHead {
			fmt.Fprintf(tw, l.Pick("  %s – %s\t%d games\t%d – %d wins\n", "  %s – %s\t%d parties\t%d – %d victoires\n"), h.A, h.B, h.Games, h.WinsA, h.WinsB)
		}
		tw.Flush()
	}
	if len(rep.Nemeses) > 0 {
		fmt.Fprintln(w, l.Pick("\nNemeses", "\nBêtes noires"))
		for _, n := range rep.Nemeses {
			fmt.Fprintf(w, l.Pick("  %s: %s (ahead %d times in %d games together)\n", "  %s : %s (devant %d fois en %d parties ensemble)\n"), n.Player, n.Nemesis, n.Beaten, n.Games)
		}
	}
	if len(rep.Records) > 0 {
		fmt.Fprintln(w, l.Pick("\nRecords", "\nRecords"))
		for _, r := range rep.Records {
			fmt.Fprintf(w, l.Pick("  %s: %d by %s on %s (game %d)\n", "  %s : %d par %s le %s (partie %d)\n"), r.Kind, r.Total, r.Player, r.Date, r.GameID)
		}
	}
	return nil
}

// statsCSV writes one row per player and game; text cells go through
// csvText (no formula reaches a spreadsheet).
func statsCSV(w io.Writer, rep *db.Report) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"player", "game", "games", "wins", "win_rate", "mean", "median", "best", "best_date", "worst", "worst_date", "longest_streak",
		"upper_bonus_rate", "fives", "extra_bonuses", "sacrifices", "turns_to_win", "busts_per_game", "mean_banked_turn", "opening_turn", "penalties", "rows_completed"})
	fp := func(p *float64) string {
		if p == nil {
			return ""
		}
		return strconv.FormatFloat(*p, 'f', 4, 64)
	}
	ip := func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	}
	for _, k := range rep.Players {
		cw.Write([]string{csvText(k.Player), csvText(k.Kind), strconv.Itoa(k.Games), strconv.Itoa(k.Wins), fp(&k.WinRate), fp(&k.Mean), fp(&k.Median),
			strconv.Itoa(k.Best), csvText(k.BestDate), strconv.Itoa(k.Worst), csvText(k.WorstDate), strconv.Itoa(k.Streak),
			fp(k.UpperBonusRate), ip(k.Fives), ip(k.ExtraBonuses), ip(k.Sacrifices), fp(k.TurnsToWin), fp(k.BustsPerGame), fp(k.MeanBankedTurn), fp(k.OpeningTurn), ip(k.Penalties), ip(k.RowsCompleted)})
	}
	cw.Flush()
	return cw.Error()
}

// svgTrend draws a line chart of monthly means, inline.
func svgTrend(tr []db.TrendPoint) string {
	if len(tr) < 2 {
		return ""
	}
	const W, H, pad = 480.0, 120.0, 24.0
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range tr {
		lo, hi = math.Min(lo, p.Mean), math.Max(hi, p.Mean)
	}
	if hi == lo {
		hi = lo + 1
	}
	var pts []string
	for i, p := range tr {
		x := pad + float64(i)*(W-2*pad)/float64(len(tr)-1)
		y := H - pad - (p.Mean-lo)/(hi-lo)*(H-2*pad)
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", x, y))
	}
	return fmt.Sprintf(`<svg viewBox="0 0 %.0f %.0f" width="%.0f" height="%.0f" role="img"><rect width="100%%" height="100%%" fill="#faf8f2"/>`+
		`<polyline fill="none" stroke="#2a6f97" stroke-width="2" points="%s"/>`+
		`<text x="4" y="14" font-size="11">%.0f</text><text x="4" y="%.0f" font-size="11">%.0f</text>`+
		`<text x="%.0f" y="%.0f" font-size="11">%s</text><text x="%.0f" y="%.0f" font-size="11" text-anchor="end">%s</text></svg>`,
		W, H, W, H, strings.Join(pts, " "), hi, H-pad+4, lo, pad, H-4, tr[0].Month, W-pad, H-4, tr[len(tr)-1].Month)
}

func statsHTML(w io.Writer, rep *db.Report, l scoring.Lang) error {
	e := html.EscapeString
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n<style>\n%s\nsvg{display:block;margin:.3em 0 1em}\n</style>\n</head>\n<body>\n<h1>%s</h1>\n",
		l, l.Pick("Family statistics", "Statistiques de la famille"), sheetCSS, l.Pick("Family statistics", "Statistiques de la famille"))
	b.WriteString("<table>\n<thead><tr>")
	for _, h := range []string{l.Pick("Player", "Joueur"), l.Pick("Game", "Jeu"), l.Pick("Games", "Parties"), l.Pick("Wins", "Victoires"), "%", l.Pick("Mean", "Moyenne"), l.Pick("Median", "Médiane"), l.Pick("Best", "Meilleur"), l.Pick("Worst", "Pire"), l.Pick("Streak", "Série")} {
		fmt.Fprintf(&b, "<th>%s</th>", e(h))
	}
	b.WriteString("</tr></thead>\n<tbody>\n")
	for _, k := range rep.Players {
		fmt.Fprintf(&b, "<tr><td class=\"label\">%s</td><td class=\"label\">%s</td><td>%d</td><td>%d</td><td>%s</td><td>%s</td><td>%s</td><td>%d <small>%s</small></td><td>%d <small>%s</small></td><td>%d</td></tr>\n",
			e(k.Player), e(k.Kind), k.Games, k.Wins, pct(k.WinRate), f1(k.Mean), f1(k.Median), k.Best, k.BestDate, k.Worst, k.WorstDate, k.Streak)
	}
	b.WriteString("</tbody>\n</table>\n")
	fmt.Fprintf(&b, "<h2>%s</h2>\n", l.Pick("Trends", "Tendances"))
	for _, k := range rep.Players {
		if s := svgTrend(k.Trend); s != "" {
			fmt.Fprintf(&b, "<h3>%s — %s</h3>\n%s\n", e(k.Player), e(k.Kind), s)
		}
	}
	if len(rep.HeadToHead) > 0 {
		fmt.Fprintf(&b, "<h2>%s</h2>\n<table><tbody>\n", l.Pick("Head to head", "Face à face"))
		for _, h := range rep.HeadToHead {
			fmt.Fprintf(&b, "<tr><td class=\"label\">%s – %s</td><td>%d</td><td>%d – %d</td></tr>\n", e(h.A), e(h.B), h.Games, h.WinsA, h.WinsB)
		}
		b.WriteString("</tbody></table>\n")
	}
	if len(rep.Nemeses) > 0 {
		fmt.Fprintf(&b, "<h2>%s</h2>\n<ul>\n", l.Pick("Nemeses", "Bêtes noires"))
		for _, n := range rep.Nemeses {
			fmt.Fprintf(&b, "<li>%s : %s (%d / %d)</li>\n", e(n.Player), e(n.Nemesis), n.Beaten, n.Games)
		}
		b.WriteString("</ul>\n")
	}
	if len(rep.Records) > 0 {
		fmt.Fprintf(&b, "<h2>%s</h2>\n<ul>\n", l.Pick("Records", "Records"))
		for _, r := range rep.Records {
			fmt.Fprintf(&b, "<li>%s: %d — %s, %s</li>\n", e(r.Kind), r.Total, e(r.Player), e(r.Date))
		}
		b.WriteString("</ul>\n")
	}
	b.WriteString("</body>\n</html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
