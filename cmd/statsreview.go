package cmd

import (
	"context"
	"encoding/json"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
)

// factsRun is one replay of the statistics' facts (review.Facts): each
// engine judges a game into cur (kindCmd.facts).
type factsRun struct {
	advisors map[string]*boxes.Advisor // the Expert of each rule set met
	cur      *review.Judged
}

// replayFacts replays the finished games a filter keeps (stats
// --decisions), their judgements cached in the cache folder.
func (f *factory) replayFacts(ctx context.Context, store *db.Store, filt db.StatsFilter) (*pages.ExtraFacts, error) {
	dir := f.Getenv("SCOREPAD_DECISIONS_CACHE")
	if dir == "" {
		dir, _ = f.cacheDir() // none: every game is judged
	}
	cache := review.OpenJudgements(dir)
	defer cache.Save()
	x := &factsRun{advisors: map[string]*boxes.Advisor{}}
	return review.Facts(ctx, store, filt, cache, func(g *sheets.Game, finished string) (review.Judged, error) {
		x.cur = &review.Judged{Players: g.Players}
		err := cmdOf(g.Kind).facts(f, x, g, finished)
		return *x.cur, err
	})
}

// facts: the best banked turn.
func (fiveCmd) facts(f *factory, x *factsRun, g *sheets.Game, finished string) error {
	best, err := review.BestFiveTurn(g)
	x.cur.Best = best
	return err
}

// facts: the Sackson's decisions are not judged in the statistics.
func (sacksonCmd) facts(f *factory, x *factsRun, g *sheets.Game, finished string) error {
	return nil
}

// facts: each player's keeps and boxes against the Expert's, and their
// luck where every throw was recorded.
func (boxCmd) facts(f *factory, x *factsRun, g *sheets.Game, finished string) error {
	key, _ := json.Marshal(g.Options)
	a := x.advisors[string(key)]
	if a == nil {
		st, err := sheets.NewState(g)
		if err != nil {
			return err
		}
		if a, _, err = f.advisorFor(st.Boxes().Rules); err != nil {
			return err
		}
		x.advisors[string(key)] = a
	}
	sums, err := review.JudgeGame(a, g)
	if err != nil {
		return err
	}
	x.cur.Seats = sums
	return nil
}
