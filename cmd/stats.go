package cmd

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
)

type statsOptions struct {
	f         *factory
	player    string
	game      string
	since     string
	format    string
	output    string
	json      bool
	year      int
	decisions bool
}

// statsLong is stats' long help: the figures, the games named from the
// registry, the JSON fields (the README has their every detail).
var statsLong = helpf(`Statistics from every finished game, grouped by game and rule set (Yam's
columns and options, 5000's bust rule, Sackson's penalty and rule version): who
is best (ranking), head to head, nemeses, records, winning streaks, wins by
seat, how the totals spread, the latest games, time played and each player's
card.

  scorepad stats [--player NAME] [--game %s]
        [--since 2024-01-01] [--year 2026] [--decisions]
        [--format text|json|csv|html|pdf] [-o FILE]

A win is finishing first against at least one other player (players tied for
first all win). Solo games are apart: their own games, mean and best; never a
win, a streak or a rating. The ranking sorts on a rating (Weng–Lin,
Plackett–Luce, as OpenSkill): skill μ, uncertainty σ, and μ − 3σ, the skill a
player almost surely has, so a newcomer starts low. Head to head counts who
finished ahead of whom (ties apart). Two charts per rule set: the rating at the
end of each month, and each player's win rate over their last 10 games with
others (from the 3rd; a line per player in text).

--year Y is the year in review: the games finished in Y, with its highlights,
days played and last year compared. --decisions replays the games against the
Expert's tables (as review does): points lost per decision and luck per game at
Penta and Yam's, and the best 5000 turn. html is one self-contained page
(inline SVG) that prints well; pdf an A4 document.

--json gives per player and rule set: games, wins, win_rate (0–1), mean,
median, best, worst, streaks, rules (the rule set's key) and rules_text (in
words), solo {games, mean, best}, rating {mu, sigma, ordinal, games} (null
without a game with others), mean_winning_score, minutes_played and win_trend
[{date, rate, games}] (the rolling win rate after each game with others);
head_to_head with ahead_a, ahead_b and ties; rule_sets (seats, totals, recent
games, minutes_played) and days_played. The README documents every field.`, kindUse())

// gameFlagHelp is the help of stats --game, the kinds from the registry.
var gameFlagHelp = helpf("one game: %s", lang.OrList(kindNames()...))

func newCmdStats(f *factory) *cobra.Command {
	o := &statsOptions{f: f}
	c := &cobra.Command{
		Use:   "stats",
		Short: f.T("The family's statistics over every finished game"),
		Long:  statsLong,
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if o.json {
				if o.format != "" && o.format != "json" {
					return flagErrorf("--json and --format %s disagree", o.format)
				}
				o.format = "json"
			}
			var err error
			if o.format, err = formatForOutput(o.format, o.output, "text", []string{"text", "json", "csv", "html", "pdf"}); err != nil {
				return err
			}
			switch o.format {
			case "text", "json", "csv", "html", "pdf":
			default:
				return flagErrorf("--format %q: use text, json, csv, html or pdf", o.format)
			}
			if o.year != 0 && (o.year < 1900 || o.year > 9999) {
				return flagErrorf("--year %d: write a year such as 2026", o.year)
			}
			if o.year != 0 && o.since != "" {
				return flagErrorf("--year and --since cannot be used together")
			}
			if o.format == "pdf" && (o.output == "" || o.output == "-") && f.IO.OutTTY {
				return flagErrorf("--format pdf writes a file: add -o FILE (or redirect the output)")
			}
			return runStats(c.Context(), o)
		},
	}
	c.Flags().StringVar(&o.player, "player", "", "one player")
	c.Flags().StringVar(&o.game, "game", "", gameFlagHelp)
	c.Flags().StringVar(&o.since, "since", "", "games finished on or after this date (YYYY-MM-DD)")
	c.Flags().StringVar(&o.format, "format", "", "text, json, csv, html or pdf (default text, or from the extension of -o FILE)")
	intFlag(c.Flags(), &o.year, "year", 0, "the year in review: games finished that year")
	c.Flags().BoolVar(&o.decisions, "decisions", false, "replay the games: decision quality, luck, best 5000 turn")
	c.Flags().StringVarP(&o.output, "output", "o", "", "write to FILE")
	c.Flags().BoolVar(&o.json, "json", false, "same as --format json")
	return c
}

func runStats(ctx context.Context, o *statsOptions) error {
	f := o.f
	filt, err := o.filter()
	if err != nil {
		return err
	}
	store, err := f.ReadStore()
	if err != nil {
		return err
	}
	rep, err := store.Stats(ctx, filt)
	if err != nil {
		return err
	}
	if o.player != "" && len(rep.Players) == 0 {
		if err := knownPlayer(ctx, store, o.player); err != nil {
			return err
		}
	}
	var extra *pages.ExtraFacts
	if o.decisions {
		if extra, err = f.replayFacts(ctx, store, filt); err != nil {
			return err
		}
	}
	var year *pages.YearFacts
	if o.year != 0 {
		if year, err = yearInReview(ctx, store, filt, o.year); err != nil {
			return err
		}
	}
	l := f.Lang()
	pages.LocalizeRules(rep, l)
	shownExtra := extra
	if extra != nil {
		shownExtra = pages.ExtraForDisplay(extra)
	}
	page := pages.BuildStatsPage(pages.ReportForDisplay(rep), l, year, shownExtra, pages.Printable(pages.StatsFilterLine(l, o.player, o.game, o.since, o.year)))
	return f.writeTo("-o", o.output, func(w io.Writer, _ bool) error {
		switch o.format {
		case "json":
			return pages.WriteJSON(w, struct {
				*db.Report
				Replayed *pages.ExtraFacts `json:"replayed,omitempty"`
			}{rep, extra})
		case "csv":
			return pages.StatsCSV(w, rep)
		case "html":
			return pages.StatsHTML(w, page, l)
		case "pdf":
			warns, err := pages.StatsPDF(w, page, l)
			for _, m := range warns {
				fmt.Fprintln(f.IO.ErrOut, m)
			}
			return err
		}
		return pages.StatsText(w, page, l)
	})
}

// filter is the games the flags keep: --game, --since, --year, --player.
func (o *statsOptions) filter() (db.StatsFilter, error) {
	var filt db.StatsFilter
	if o.game != "" {
		g, err := parseGame(o.game)
		if err != nil {
			return filt, err
		}
		filt.Kind = sheets.Kind(g)
	}
	if o.since != "" {
		t, err := time.Parse("2006-01-02", o.since)
		if err != nil {
			return filt, flagErrorf("--since %q: write the date as YYYY-MM-DD", o.since)
		}
		filt.Since = t
	}
	if o.year != 0 {
		filt.Since = time.Date(o.year, 1, 1, 0, 0, 0, 0, time.UTC)
		filt.Until = time.Date(o.year+1, 1, 1, 0, 0, 0, 0, time.UTC)
	}
	filt.Player = o.player
	return filt, nil
}

// knownPlayer refuses --player for a name nobody has played under (G1).
func knownPlayer(ctx context.Context, store *db.Store, player string) error {
	known, _ := store.KnownPlayers(ctx)
	for _, k := range known {
		if sheets.NameKey(k) == sheets.NameKey(player) {
			return nil
		}
	}
	return scoring.Refusal("G1", false, lang.MPlain("nobody called %s has played yet", player))
}

// yearInReview is the head of --year's page: the year's games (filt keeps
// them) and the year before's.
func yearInReview(ctx context.Context, store *db.Store, filt db.StatsFilter, y int) (*pages.YearFacts, error) {
	games, err := store.FinishedGames(ctx, filt)
	if err != nil {
		return nil, err
	}
	year := pages.NewYearFacts(y, games)
	prevFilt := filt
	prevFilt.Since, prevFilt.Until = time.Date(y-1, 1, 1, 0, 0, 0, 0, time.UTC), filt.Since
	prev, err := store.FinishedGames(ctx, prevFilt)
	if err != nil {
		return nil, err
	}
	if len(prev) > 0 {
		year.Prev = pages.NewYearFacts(y-1, prev)
	}
	return year, nil
}
