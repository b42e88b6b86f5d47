package boxes

import (
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/scorepad/scorepad/advisor/internal/engine"
	"github.com/scorepad/scorepad/scoring"
)

// Stats sums up simulated games.
type Stats struct {
	Strategy       string  `json:"strategy"`
	Games          int     `json:"games"`
	Mean           float64 `json:"mean"`
	StdDev         float64 `json:"stddev"`
	StdErr         float64 `json:"stderr"`
	Min            int     `json:"min"`
	Max            int     `json:"max"`
	UpperBonusRate float64 `json:"upper_bonus_rate"`
	FiveRate       float64 `json:"five_rate"`      // columns with the five-alike box at 50
	ExtraBonuses   float64 `json:"extra_per_game"` // +100 bonuses per game
	Seconds        float64 `json:"seconds"`
	GamesPerSecond float64 `json:"games_per_second"`
	// MemoHitRate is the share of the Expert's turns whose choices were
	// already in its memo (0 for Normal).
	MemoHitRate float64 `json:"memo_hit_rate"`
}

// HandProbabilitySum returns Σ P(hand) over the 252 hands of one throw of
// five dice (1, up to rounding).
func HandProbabilitySum() float64 {
	s := 0.0
	for k := keeps.firstOf5; k < numKeeps; k++ {
		s += keeps.prob[k]
	}
	return s
}

// Simulate plays n solitaire games of rules r with the strategy named
// ("expert" with the tables, or "normal"), on every core, seeded by seed:
// the same seed gives the same games.
func Simulate(r *scoring.Rules, tables []*Table, strategy string, n int, seed uint64) Stats {
	start := time.Now()
	workers := runtime.GOMAXPROCS(0)
	totals := make([]int, n)
	var memo *Memo
	if strategy == "expert" {
		memo = NewMemo(simulationMemo)
	}
	var upper, fives, extra int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	// The games are handed out in batches as the cores ask for them, so
	// that a core slowed by other work does not hold the others back.
	var next atomic.Int64
	const batch = 64
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sw := simWorker{r: r, s: Normal{Rules: r}, memo: memo, seed: seed, totals: totals, pcg: rand.NewPCG(0, 0)}
			sw.rng = rand.New(sw.pcg)
			if strategy == "expert" {
				sw.expert, sw.tu, sw.scratch = New(r, tables), &Turn{}, &choices{}
			}
			for {
				first := int(next.Add(batch)) - batch
				if first >= n {
					break
				}
				for g := first; g < min(n, first+batch); g++ {
					sw.play(g)
				}
			}
			mu.Lock()
			upper, fives, extra = upper+sw.upper, fives+sw.fives, extra+sw.extra
			mu.Unlock()
		}()
	}
	wg.Wait()
	return summarize(r, strategy, n, totals, upper, fives, extra, start, memo)
}

// simWorker is one core's share of a simulation: its strategy and scratch,
// and its counts of upper bonuses, five-alike boxes at 50 and extra
// bonuses.
type simWorker struct {
	r                   *scoring.Rules
	s                   Strategy
	expert              *Advisor // nil: s plays
	memo                *Memo
	tu                  *Turn
	scratch             *choices
	seed                uint64
	totals              []int
	pcg                 *rand.PCG
	rng                 *rand.Rand // on pcg, seeded again for each game
	upper, fives, extra int64
}

// play plays game g into totals[g].
func (sw *simWorker) play(g int) {
	r := sw.r
	// one stream per game: results do not depend on the cores
	sw.pcg.Seed(sw.seed, uint64(g))
	rng := sw.rng
	var game Game
	if sw.expert != nil {
		game = playExpert(r, sw.expert, sw.memo, rng, sw.tu, sw.scratch)
	} else {
		game = Play(r, sw.s, rng)
	}
	sw.totals[g] = game.Total
	for i := range game.Cols {
		c := &game.Cols[i]
		if c.UpperBonus() > 0 {
			sw.upper++
		}
		if r.FiveAt50(c) {
			sw.fives++
		}
		sw.extra += int64(c.Extra) / scoring.ExtraBonus
	}
}

// summarize returns the statistics of a simulation's games.
func summarize(r *scoring.Rules, strategy string, n int, totals []int, upper, fives, extra int64, start time.Time, memo *Memo) Stats {
	st := Stats{Strategy: strategy, Games: n}
	st.Mean, st.StdDev, st.StdErr, st.Min, st.Max = engine.Spread(totals)
	cols := float64(n * len(r.Columns))
	st.UpperBonusRate = float64(upper) / cols
	st.FiveRate = float64(fives) / cols
	st.ExtraBonuses = float64(extra) / float64(n)
	st.Seconds = time.Since(start).Seconds()
	st.GamesPerSecond = float64(n) / st.Seconds
	if memo != nil {
		st.MemoHitRate = memo.HitRate()
	}
	return st
}

// simulationMemo is how many sheet states a simulation's memo holds: 760
// bytes each, so 200 MB at most, reached only past 100,000 games (1,000
// games hold about 10,000 states).
const simulationMemo = 1 << 18

// playExpert is Play with the Expert, without the turn's record: the same
// dice drawn in the same order, the same choices (from memo).
func playExpert(r *scoring.Rules, a *Advisor, memo *Memo, rng *rand.Rand, tu *Turn, scratch *choices) Game {
	cols := make([]scoring.Column, len(r.Columns))
	for turn := 0; turn < r.Turns(); turn++ {
		c := a.choicesOf(memo, cols, tu, scratch)
		var d [5]uint8
		for i := range d {
			d[i] = uint8(rng.IntN(6) + 1)
		}
		for left := 2; left >= 1; left-- {
			h := handOf5(&d)
			bits := c.keep[left-1][h]
			if bits == 31 {
				break
			}
			hf := &keeps.faces[keeps.firstOf5+int(h)]
			kept := 0
			for i := range 5 {
				if bits&(1<<i) != 0 {
					d[kept] = hf[i]
					kept++
				}
			}
			for i := kept; i < 5; i++ {
				d[i] = uint8(rng.IntN(6) + 1)
			}
		}
		h := handOf5(&d)
		w := c.where[h]
		if _, err := r.Play(cols, int(w>>4), h, scoring.Box(w&15)); err != nil {
			panic("advisor: the Expert chose an illegal box: " + err.Error())
		}
	}
	g := Game{Cols: cols}
	for i := range cols {
		g.Total += cols[i].Total()
	}
	return g
}
