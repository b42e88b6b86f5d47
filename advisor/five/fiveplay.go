package five

import (
	"math"
	"math/rand/v2"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/scorepad/scorepad/scoring"
)

// FiveSeat is what a 5000 player knows when deciding: their score, the
// other players' scores (in seat order after them), and the bust rule.
// A score of 0 is a player who has not opened (C6).
type FiveSeat struct {
	Rule   scoring.BustRule
	Score  int
	Others []int
	// Goal is the score that wins: 0 for the 5000 of C7 (tests play the
	// same game to smaller goals).
	Goal int
}

func (s FiveSeat) goal() int {
	if s.Goal == 0 {
		return scoring.Target5000
	}
	return s.Goal
}

// leader is the best score among the others.
func (s FiveSeat) leader() int {
	l := 0
	for _, o := range s.Others {
		l = max(l, o)
	}
	return l
}

// FiveOption is one decision after a throw: a set-aside, then bank or
// throw the dice left, with its value (a win probability for the Expert,
// expected points for the goal-free turn).
type FiveOption struct {
	Keep  []uint8
	Total int  // the turn total after the set-aside
	Left  int  // dice to throw next (6 after hot dice)
	Bank  bool // bank now (else throw the dice left)
	Value float64
}

// FiveStrategy decides a 5000 turn.
type FiveStrategy interface {
	// Choose returns, for a throw that does not bust with turn total set
	// aside before it, the dice to set aside and whether to bank.
	Choose(s FiveSeat, total int, throw []uint8) (keep []uint8, bank bool)
}

// fiveValuer values a turn's decisions.
type fiveValuer interface {
	Bank(points int) float64
	Throw(points, left int) float64
}

// fiveOptions lists every set-aside of throw with bank and throw (the
// throw dropped when banking wins the game outright: see winOutright),
// best first; ties prefer banking, then fewer dice set aside.
func fiveOptions(v fiveValuer, rule scoring.BustRule, total int, throw []uint8, canWin func(int) bool) []FiveOption {
	var out []FiveOption
	for _, s := range scoring.SetAsides(throw, rule) {
		t := total + s.Points
		left := scoring.DiceLeft5000(len(throw), len(s.Keep))
		out = append(out, FiveOption{Keep: s.Keep, Total: t, Left: left, Bank: true, Value: v.Bank(t)})
		if canWin == nil || !canWin(t) {
			out = append(out, FiveOption{Keep: s.Keep, Total: t, Left: left, Value: v.Throw(t, left)})
		}
	}
	sort.SliceStable(out, func(a, b int) bool {
		if d := out[a].Value - out[b].Value; math.Abs(d) > 1e-12 {
			return d > 0
		}
		if out[a].Bank != out[b].Bank {
			return out[a].Bank
		}
		return len(out[a].Keep) < len(out[b].Keep)
	})
	return out
}

// FiveExpert plays 5000 to win: exact with one opponent (the two-player
// table); with several, it plays against the leader among them as if he
// were the only opponent.
type FiveExpert struct {
	Win   *FiveWin
	mu    sync.Mutex
	turns map[[2]int]*FiveWinTurn
}

// turn returns the turn solved for s (kept: turns repeat).
func (e *FiveExpert) turn(s FiveSeat) *FiveWinTurn {
	key := [2]int{s.Score, s.leader()}
	e.mu.Lock()
	defer e.mu.Unlock()
	if t, ok := e.turns[key]; ok {
		return t
	}
	if e.turns == nil || len(e.turns) > 4096 {
		e.turns = map[[2]int]*FiveWinTurn{}
	}
	t := e.Win.Turn(key[0], key[1])
	e.turns[key] = t
	return t
}

// Options returns every decision for throw with its win probability, best
// first.
func (e *FiveExpert) Options(s FiveSeat, total int, throw []uint8) []FiveOption {
	return fiveOptions(e.turn(s), s.Rule, total, throw, func(t int) bool {
		rec, _ := scoring.Record5000(s.Score > 0, t)
		return s.Score+rec >= e.Win.N*scoring.Unit5000
	})
}

// Choose takes the best option.
func (e *FiveExpert) Choose(s FiveSeat, total int, throw []uint8) ([]uint8, bool) {
	o := e.Options(s, total, throw)[0]
	return o.Keep, o.Bank
}

// StartValue returns the Expert's win probability at the start of a turn.
func (e *FiveExpert) StartValue(s FiveSeat) float64 { return e.turn(s).Start() }

// FivePoints values decisions in expected points of the turn (the goal
// ignored): the advice for a player who is not in a game.
type FivePoints struct{ T *FiveTurn }

// Options returns every decision with its expected banked points.
func (p FivePoints) Options(rule scoring.BustRule, total int, throw []uint8) []FiveOption {
	return fiveOptions(p.T, rule, total, throw, nil)
}

// FiveNormal is a fair club player: it sets aside every scoring die it
// can, and banks once the turn reaches a threshold — 300 points (250 with
// two dice or fewer left), the 500 of the opening (C6) before it has
// opened — or whenever banking wins.
type FiveNormal struct{}

// Choose sets aside the most points (fewest dice on a tie) and banks on
// the threshold.
func (FiveNormal) Choose(s FiveSeat, total int, throw []uint8) ([]uint8, bool) {
	sets := scoring.SetAsides(throw, s.Rule)
	best := sets[0]
	for _, a := range sets[1:] {
		if a.Points > best.Points {
			best = a
		}
	}
	t := total + best.Points
	hot := scoring.HotDice5000(len(throw), len(best.Keep))
	left := len(throw) - len(best.Keep)
	rec, _ := scoring.Record5000(s.Score > 0, t)
	switch {
	case s.Score+rec >= s.goal():
		return best.Keep, true
	case s.Score == 0:
		return best.Keep, t >= scoring.Opening5000 && !hot
	case hot: // six fresh dice are worth throwing
		return best.Keep, t >= 1000
	case left <= 2:
		return best.Keep, t >= 250
	}
	return best.Keep, t >= 300
}

// TakeFiveTurn plays one turn for seat s with strategy st and dice from
// die through scoring's turn stepper (C2–C5), and returns the turn played
// (its Record for the move log, its Result for the sheet).
func TakeFiveTurn(s FiveSeat, st FiveStrategy, die func() uint8) *scoring.Turn5000 {
	t := scoring.NewTurn5000(s.Rule)
	for {
		d := make([]uint8, t.Left())
		for i := range d {
			d[i] = die()
		}
		v, err := t.Throw(d)
		if err != nil {
			panic("advisor: a 5000 throw was refused: " + err.Error())
		}
		if v.Bust {
			return t
		}
		keep, bank := st.Choose(s, t.Points(), d)
		if _, err := t.SetAside(keep); err != nil {
			panic("advisor: a 5000 strategy set aside illegal dice: " + err.Error())
		}
		if bank {
			return t
		}
	}
}

// FiveGame is one simulated game of 5000.
type FiveGame struct {
	Winner int // seat
	Scores []int
	Turns  int // turns played in all
}

// PlayFive plays a game of rule among strategies (seat order) with dice
// from rng; every turn is played through scoring.Turn5000 and recorded through
// scoring.Record5000 (C6); the first recorded score at goal (0: the 5000
// of C7) wins.
func PlayFive(rule scoring.BustRule, goal int, players []FiveStrategy, rng *rand.Rand) FiveGame {
	if goal == 0 {
		goal = scoring.Target5000
	}
	n := len(players)
	scores := make([]int, n)
	die := func() uint8 { return uint8(rng.IntN(6) + 1) }
	others := make([]int, n-1)
	for turn := 1; ; turn++ {
		seat := (turn - 1) % n
		for k := 1; k < n; k++ {
			others[k-1] = scores[(seat+k)%n]
		}
		res := TakeFiveTurn(FiveSeat{Rule: rule, Score: scores[seat], Others: others, Goal: goal}, players[seat], die).Result()
		if !res.Bust {
			rec, _ := scoring.Record5000(scores[seat] > 0, res.Points)
			scores[seat] += rec
		}
		if scores[seat] >= goal {
			return FiveGame{Winner: seat, Scores: scores, Turns: turn}
		}
	}
}

// FiveStats sums up simulated games of 5000 between named strategies.
type FiveStats struct {
	Games        int       `json:"games"`
	Players      []string  `json:"players"`  // strategy per seat of the first game
	Wins         []int     `json:"wins"`     // per strategy (seats rotate)
	WinRate      []float64 `json:"win_rate"` // per strategy
	StdErr       []float64 `json:"stderr"`   // of each rate
	FirstWins    float64   `json:"first_player_win_rate"`
	TurnsPerGame float64   `json:"turns_per_game"`
	Seconds      float64   `json:"seconds"`
}

// SimulateFive plays n games of rule to goal (0: 5000) among the
// strategies named (each made by mk; one per seat), rotating the seats
// from game to game so that each strategy starts as often, on every core;
// the same seed gives the same games.
func SimulateFive(rule scoring.BustRule, goal int, names []string, mk func(name string) FiveStrategy, n int, seed uint64) FiveStats {
	start := time.Now()
	p := len(names)
	workers := runtime.GOMAXPROCS(0)
	wins := make([]int, p)
	first, turns := 0, 0
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			strat := make([]FiveStrategy, p)
			for i, nm := range names {
				strat[i] = mk(nm)
			}
			myWins := make([]int, p)
			myFirst, myTurns := 0, 0
			seats := make([]FiveStrategy, p)
			for g := w; g < n; g += workers {
				rng := rand.New(rand.NewPCG(seed, uint64(g)))
				rot := g % p
				for s := range seats {
					seats[s] = strat[(s+rot)%p]
				}
				res := PlayFive(rule, goal, seats, rng)
				myWins[(res.Winner+rot)%p]++
				if res.Winner == 0 {
					myFirst++
				}
				myTurns += res.Turns
			}
			mu.Lock()
			for i := range wins {
				wins[i] += myWins[i]
			}
			first += myFirst
			turns += myTurns
			mu.Unlock()
		}(w)
	}
	wg.Wait()
	st := FiveStats{Games: n, Players: names, Wins: wins}
	for _, wn := range wins {
		r := float64(wn) / float64(n)
		st.WinRate = append(st.WinRate, r)
		st.StdErr = append(st.StdErr, math.Sqrt(r*(1-r)/float64(n)))
	}
	st.FirstWins = float64(first) / float64(n)
	st.TurnsPerGame = float64(turns) / float64(n)
	st.Seconds = time.Since(start).Seconds()
	return st
}
