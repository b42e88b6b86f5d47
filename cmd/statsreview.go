package cmd

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strconv"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
)

// The statistics' replayed facts: each engine judges its finished games
// in advisor/ (the decision and luck judge: review.JudgeGame) and cmd
// adds them up per player, kind and month.

// factsRun gathers the replayed facts of the finished games: each
// engine judges a game into cur (kindCmd.facts), and the run adds it up.
type factsRun struct {
	out      *pages.ExtraFacts
	per      map[[3]string]*factsAcc // per player, kind and rule set
	advisors map[string]*boxes.Advisor
	cur      *judgedGame
}

// judgedGame is what replaying one finished game told: each seat's
// decisions and luck (Penta, Yam's), the best banked turn (5000). It is
// what the judgement cache keeps.
type judgedGame struct {
	Players []string               `json:"players"`
	Seats   []review.TurnJudgement `json:"seats,omitempty"`
	Best    *judgedTurn            `json:"best,omitempty"`
}

// judgedTurn is a game's best banked turn.
type judgedTurn struct {
	Seat   int `json:"seat"`
	Points int `json:"points"`
}

// judgeVersion names how games are judged: bump it when the judge or the
// Expert's tables change, and every cached judgement is judged again.
const judgeVersion = "expert-2"

// judgementCache keeps each finished game's judgement, keyed by the
// game's UUID, its move count, the time of its last change, a digest of
// its stored log and the judge's version: an edited game (a move undone,
// a log replaced, a newer copy imported, a row changed behind scorepad's
// back) misses and is judged again. It is a file in the
// cache directory (beside the Expert's tables), so that stats, which reads
// the database without writing, can keep it.
type judgementCache struct {
	path    string
	entries map[string]judgedGame
	used    map[string]bool
	dirty   bool
}

func (f *factory) judgementCache() *judgementCache {
	c := &judgementCache{entries: map[string]judgedGame{}, used: map[string]bool{}}
	dir := f.Getenv("SCOREPAD_DECISIONS_CACHE")
	if dir == "" {
		d, err := f.cacheDir()
		if err != nil {
			return c // no cache: every game is judged
		}
		dir = d
	}
	c.path = filepath.Join(dir, "judgements.json")
	if data, err := os.ReadFile(c.path); err == nil {
		var file struct {
			Version string                `json:"version"`
			Games   map[string]judgedGame `json:"games"`
		}
		if json.Unmarshal(data, &file) == nil && file.Version == judgeVersion && file.Games != nil {
			c.entries = file.Games
		}
	}
	return c
}

func judgementKey(fg db.FinishedGame) string {
	if fg.UUID == "" {
		return ""
	}
	return fg.UUID + "|" + strconv.Itoa(fg.Moves) + "|" + fg.Updated + "|" + fg.Log
}

func (c *judgementCache) get(fg db.FinishedGame) (judgedGame, bool) {
	k := judgementKey(fg)
	j, ok := c.entries[k]
	if ok {
		c.used[k] = true
	}
	return j, ok && k != ""
}

func (c *judgementCache) put(fg db.FinishedGame, j judgedGame) {
	if k := judgementKey(fg); k != "" {
		c.entries[k], c.used[k], c.dirty = j, true, true
	}
}

// save writes the cache back when it learnt something (a temporary file
// renamed over it: a reader never sees half a file). Beyond maxJudged
// entries, those this run did not use are dropped (games deleted or
// edited since). A cache that cannot be written is only slower next time.
func (c *judgementCache) save() {
	if !c.dirty || c.path == "" {
		return
	}
	const maxJudged = 200_000
	if len(c.entries) > maxJudged {
		for k := range c.entries {
			if !c.used[k] {
				delete(c.entries, k)
			}
		}
	}
	data, err := json.Marshal(struct {
		Version string                `json:"version"`
		Games   map[string]judgedGame `json:"games"`
	}{judgeVersion, c.entries})
	if err != nil {
		return
	}
	if err := os.MkdirAll(filepath.Dir(c.path), 0o755); err != nil {
		return
	}
	tmp, err := os.CreateTemp(filepath.Dir(c.path), "judgements-*.tmp")
	if err != nil {
		return
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr != nil || cerr != nil || os.Rename(tmp.Name(), c.path) != nil {
		os.Remove(tmp.Name())
	}
}

// factsAcc is a player's decisions at one rule set.
type factsAcc struct {
	games, decisions, luckGames int
	loss, luck                  float64
	monthLoss                   map[string]float64
	monthDec                    map[string]int
}

// replayFacts replays the finished games a filter keeps.
func (f *factory) replayFacts(ctx context.Context, store *db.Store, filt db.StatsFilter) (*pages.ExtraFacts, error) {
	games, err := store.FinishedGames(ctx, filt)
	if err != nil {
		return nil, err
	}
	x := &factsRun{out: &pages.ExtraFacts{Decisions: []pages.DecisionStats{}}, per: map[[3]string]*factsAcc{}, advisors: map[string]*boxes.Advisor{}}
	out, per := x.out, x.per
	cache := f.judgementCache()
	defer cache.save()
	for _, fg := range games {
		j, ok := cache.get(fg)
		if !ok {
			g, err := store.Game(ctx, fg.ID)
			if err != nil {
				return nil, err
			}
			x.cur = &judgedGame{Players: g.Players}
			if err := cmdOf(g.Kind).facts(f, x, g, fg.Finished); err != nil {
				return nil, err
			}
			j = *x.cur
			cache.put(fg, j)
		}
		out.Games++
		x.add(fg, j)
	}
	var keys [][3]string
	for k := range per {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		for n := range 3 {
			if keys[i][n] != keys[j][n] {
				return keys[i][n] < keys[j][n]
			}
		}
		return false
	})
	for _, k := range keys {
		ac := per[k]
		d := pages.DecisionStats{Player: k[0], Kind: k[1], Rules: k[2], Games: ac.games, Decisions: ac.decisions, Months: map[string]float64{}}
		if ac.decisions > 0 {
			d.Loss = ac.loss / float64(ac.decisions)
		}
		if ac.luckGames > 0 {
			l := ac.luck / float64(ac.luckGames)
			d.Luck = &l
		}
		for m, v := range ac.monthLoss {
			if n := ac.monthDec[m]; n > 0 {
				d.Months[m] = v / float64(n)
			}
		}
		out.Decisions = append(out.Decisions, d)
	}
	return out, nil
}

// add counts one judged game: its seats' decisions and luck per player
// and kind (and month), its best turn against the run's.
func (x *factsRun) add(fg db.FinishedGame, j judgedGame) {
	if b := j.Best; b != nil && b.Seat < len(j.Players) && (x.out.BestTurn == nil || b.Points > x.out.BestTurn.Points) {
		x.out.BestTurn = &pages.TurnRecord{Player: j.Players[b.Seat], Points: b.Points, Date: fg.Finished, GameID: fg.ID, Kind: string(fg.Kind)}
	}
	month := fg.Finished[:7]
	for seat, s := range j.Seats {
		if seat >= len(j.Players) {
			break
		}
		k := [3]string{j.Players[seat], string(fg.Kind), fg.Rules}
		ac := x.per[k]
		if ac == nil {
			ac = &factsAcc{monthLoss: map[string]float64{}, monthDec: map[string]int{}}
			x.per[k] = ac
		}
		ac.games++
		ac.loss += s.Loss
		ac.decisions += s.Decisions
		ac.monthLoss[month] += s.Loss
		ac.monthDec[month] += s.Decisions
		if s.Recorded {
			ac.luck += s.Luck
			ac.luckGames++
		}
	}
}

// facts: the best banked turn (the first of the best, in play order).
func (fiveCmd) facts(f *factory, x *factsRun, g *sheets.Game, finished string) error {
	st, err := sheets.Replay(g)
	if err != nil {
		return err
	}
	for p, fp := range st.Five().Players {
		for _, t := range fp.Turns {
			if !t.Bust && (x.cur.Best == nil || t.Points > x.cur.Best.Points) {
				x.cur.Best = &judgedTurn{Seat: p, Points: t.Points}
			}
		}
	}
	return nil
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

// extraForDisplay returns a copy of x with pages.Printable names.
func extraForDisplay(x *pages.ExtraFacts) *pages.ExtraFacts {
	c := *x
	c.Decisions = append(c.Decisions[:0:0], x.Decisions...)
	for i := range c.Decisions {
		c.Decisions[i].Player = pages.Printable(c.Decisions[i].Player)
	}
	if x.BestTurn != nil {
		b := *x.BestTurn
		b.Player = pages.Printable(b.Player)
		c.BestTurn = &b
	}
	return &c
}
