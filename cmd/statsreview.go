package cmd

import (
	"context"

	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/db"
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
	judges := map[sheets.Engine]gameFacts{}
	for _, e := range engines() {
		judges[e] = kindCmds[e].facts(f)
	}
	return review.Facts(ctx, store, filt, cache, func(g *sheets.Game, finished string) (review.Judged, error) {
		j := review.Judged{Players: g.Players}
		err := judges[g.Kind.Engine()](g, finished, &j)
		return j, err
	})
}
