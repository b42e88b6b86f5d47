package review

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strconv"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
)

// The statistics' replayed facts (stats --decisions): each engine judges
// its finished games (JudgeGame, BestFiveTurn), Facts adds them up per
// player, kind, rule set and month, and a judgement cache on file spares
// judging a game twice.

// Judged is what replaying one finished game told: each seat's decisions
// and luck (Penta, Yam's), the best banked turn (5000). It is what the
// judgement cache keeps.
type Judged struct {
	Players []string        `json:"players"`
	Seats   []TurnJudgement `json:"seats,omitempty"`
	Best    *JudgedTurn     `json:"best,omitempty"`
}

// JudgedTurn is a game's best banked turn.
type JudgedTurn struct {
	Seat   int `json:"seat"`
	Points int `json:"points"`
}

// JudgeVersion names how games are judged: bump it when the judge or the
// Expert's tables change, and every cached judgement is judged again.
const JudgeVersion = "expert-2"

// BestFiveTurn returns the best banked turn of the 5000 game g (the first
// of the best, in play order), nil when every turn busted.
func BestFiveTurn(g *sheets.Game) (*JudgedTurn, error) {
	st, err := sheets.Replay(g)
	if err != nil {
		return nil, err
	}
	var best *JudgedTurn
	for p, fp := range st.Five().Players {
		for _, t := range fp.Turns {
			if !t.Bust && (best == nil || t.Points > best.Points) {
				best = &JudgedTurn{Seat: p, Points: t.Points}
			}
		}
	}
	return best, nil
}

// Judgements keeps each finished game's judgement, keyed by the game's
// UUID, its move count, the time of its last change, a digest of its
// stored log and the judge's version: an edited game (a move undone, a
// log replaced, a newer copy imported, a row changed behind scorepad's
// back) misses and is judged again. It is a file (judgements.json in the
// cache folder, beside the Expert's tables), so that stats, which reads
// the database without writing, can keep it.
type Judgements struct {
	path    string
	entries map[string]Judged
	used    map[string]bool
	dirty   bool
}

// judgementsFile is the cache's file.
type judgementsFile struct {
	Version string            `json:"version"`
	Games   map[string]Judged `json:"games"`
}

// OpenJudgements reads the judgement cache in folder dir; "" keeps none
// (every game is judged).
func OpenJudgements(dir string) *Judgements {
	c := &Judgements{entries: map[string]Judged{}, used: map[string]bool{}}
	if dir == "" {
		return c
	}
	c.path = filepath.Join(dir, "judgements.json")
	if data, err := os.ReadFile(c.path); err == nil {
		var file judgementsFile
		if json.Unmarshal(data, &file) == nil && file.Version == JudgeVersion && file.Games != nil {
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

func (c *Judgements) get(fg db.FinishedGame) (Judged, bool) {
	k := judgementKey(fg)
	j, ok := c.entries[k]
	if ok {
		c.used[k] = true
	}
	return j, ok && k != ""
}

func (c *Judgements) put(fg db.FinishedGame, j Judged) {
	if k := judgementKey(fg); k != "" {
		c.entries[k], c.used[k], c.dirty = j, true, true
	}
}

// Save writes the cache back when it learnt something (a temporary file
// renamed over it: a reader never sees half a file). Beyond maxJudged
// entries, those this run did not use are dropped (games deleted or
// edited since). A cache that cannot be written is only slower next time.
func (c *Judgements) Save() {
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
	data, err := json.Marshal(judgementsFile{JudgeVersion, c.entries})
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

// Facts replays the finished games (judging each through judge, unless
// the cache c holds its judgement) and adds up their facts: each player's
// decisions and luck per kind, rule set and month, and the best 5000 turn.
func Facts(ctx context.Context, store *db.Store, filt db.StatsFilter, c *Judgements, judge func(g *sheets.Game, finished string) (Judged, error)) (*ExtraFacts, error) {
	games, err := store.FinishedGames(ctx, filt)
	if err != nil {
		return nil, err
	}
	x := &tally{out: &ExtraFacts{Decisions: []DecisionStats{}}, per: map[[3]string]*factsAcc{}}
	for _, fg := range games {
		j, ok := c.get(fg)
		if !ok {
			g, err := store.Game(ctx, fg.ID)
			if err != nil {
				return nil, err
			}
			if j, err = judge(g, fg.Finished); err != nil {
				return nil, err
			}
			c.put(fg, j)
		}
		x.out.Games++
		x.add(fg, j)
	}
	return x.facts(), nil
}

// tally adds up judged games.
type tally struct {
	out *ExtraFacts
	per map[[3]string]*factsAcc // per player, kind and rule set
}

// factsAcc is a player's decisions at one rule set.
type factsAcc struct {
	games, decisions, luckGames int
	loss, luck                  float64
	monthLoss                   map[string]float64
	monthDec                    map[string]int
}

// add counts one judged game: its seats' decisions and luck per player
// and kind (and month), its best turn against the run's.
func (x *tally) add(fg db.FinishedGame, j Judged) {
	if b := j.Best; b != nil && b.Seat < len(j.Players) && (x.out.BestTurn == nil || b.Points > x.out.BestTurn.Points) {
		x.out.BestTurn = &TurnRecord{Player: j.Players[b.Seat], Points: b.Points, Date: fg.Finished, GameID: fg.ID, Kind: string(fg.Kind)}
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

// facts returns the tally's facts, a line per player, kind and rule set in
// that order: the loss per decision, the luck per game, the loss by month.
func (x *tally) facts() *ExtraFacts {
	var keys [][3]string
	for k := range x.per {
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
		ac := x.per[k]
		d := DecisionStats{Player: k[0], Kind: k[1], Rules: k[2], Games: ac.games, Decisions: ac.decisions, Months: map[string]float64{}}
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
		x.out.Decisions = append(x.out.Decisions, d)
	}
	return x.out
}

// DecisionStats is the decision quality of one player at one game.
type DecisionStats struct {
	Player    string             `json:"player"`
	Kind      string             `json:"game"`
	Rules     string             `json:"rules"`
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
