package cmd

import (
	"context"

	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
)

// gameFacts is one engine's judge of the finished games of one replay of
// the statistics' facts (review.Facts, kindCmd.facts): it judges game g,
// as stored (not replayed yet: a move that no longer replays is a
// *sheets.ReplayError), into j (its players set), keeping what it loaded
// for the next games.
type gameFacts func(g *sheets.Game, finished string, j *review.Judged) error

// replayFacts replays the finished games a filter keeps (stats
// --decisions), their judgements cached in the cache folder.
func (f *factory) replayFacts(ctx context.Context, store *db.Store, filt db.StatsFilter) (*pages.ExtraFacts, error) {
	dir := f.Getenv("SCOREPAD_DECISIONS_CACHE")
	if dir == "" {
		dir, _ = f.cacheDir() // none: every game is judged
	}
	cache := review.OpenJudgements(dir)
	defer cache.Save()
	return review.Facts(ctx, store, filt, cache, f.factsJudge())
}

// factsJudge returns the judge of one replay of the statistics' facts:
// each finished game judged by its engine (kindCmd.facts), a game of a
// kind this scorepad does not know refused with why.
func (f *factory) factsJudge() func(g *sheets.Game, finished string) (review.Judged, error) {
	judges := map[sheets.Engine]gameFacts{}
	for _, e := range sheets.Engines() {
		judges[e] = kindCmds[e].facts(f)
	}
	return func(g *sheets.Game, finished string) (review.Judged, error) {
		j := review.Judged{Players: g.Players}
		judge, ok := judges[g.Kind.Engine()]
		if !ok {
			return j, lang.Errorf("game %d is a game of %q, which this scorepad does not know: its decisions cannot be replayed", g.ID, string(g.Kind))
		}
		err := judge(g, finished, &j)
		return j, err
	}
}
