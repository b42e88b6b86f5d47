package five

import (
	"math"
	"runtime"
	"sync"
	"time"

	"github.com/scorepad/scorepad/scoring"
)

// FiveWin is the exact two-player game of 5000 played to win (C1–C7), the
// method of Neller and Presser for Farkle: W[i*N+j] is the
// probability that the player about to start a turn with score i units
// wins against an opponent with j units, both playing to win. A score of
// 0 is a player who has not opened (C6: a first bank under 500 records
// nothing, so an opened player has at least 500).
//
// Scores never go down, so the pairs are solved from the largest sum of
// scores to the smallest; a bust (or a first bank under 500) hands the turn
// over with both scores unchanged, which ties (i, j) to (j, i): that pair
// of unknowns is solved as a fixed point x = F_ij(1 − F_ji(1 − x)), where
// F_ij(b) is the turn solved for a bust worth b, by secant steps to 1e-13.
type FiveWin struct {
	Rule    scoring.BustRule
	N       int // score levels: the goal in units (100 for 5000)
	W       []float64
	States  int     // (score, score, turn total, dice left) states valued
	Seconds float64 // time to solve
}

// winTurn solves the turn of a player with i units against j, a bust being
// worth bust to them.
func (w *FiveWin) winTurn(m *fiveModel, i, j int, bust float64, V []float64) *turnValues {
	kmax := w.N - i
	open := scoring.Opening5000 / scoring.Unit5000
	bank := func(k int) float64 {
		if i == 0 && k < open { // C6: nothing recorded, the turn passes
			return bust
		}
		return 1 - w.W[j*w.N+i+k]
	}
	return m.solveTurn(kmax, bank, bust, func(int) float64 { return 1 }, V)
}

// SolveFiveWin computes the two-player table of rule on every core.
func SolveFiveWin(rule scoring.BustRule) *FiveWin {
	return SolveFiveWinTo(rule, scoring.Target5000)
}

// SolveFiveWinTo computes the two-player table of rule for a game played
// to goal points (a multiple of 50 above 500; 5000 is the game of C7,
// smaller goals make quick tests of the same method).
func SolveFiveWinTo(rule scoring.BustRule, goal int) *FiveWin {
	start := time.Now()
	m := modelFor(rule)
	n := goal / scoring.Unit5000
	w := &FiveWin{Rule: rule, N: n, W: make([]float64, n*n)}
	for i := 0; i < n; i++ {
		w.States += ((n-i-1)*6 + 1) * n
	}
	workers := runtime.GOMAXPROCS(0)
	for s := 2 * (n - 1); s >= 0; s-- {
		var pairs [][2]int
		for i := max(0, s-(n-1)); 2*i <= s; i++ {
			pairs = append(pairs, [2]int{i, s - i})
		}
		var wg sync.WaitGroup
		for wk := 0; wk < workers; wk++ {
			wg.Add(1)
			go func(wk int) {
				defer wg.Done()
				var V []float64
				for p := wk; p < len(pairs); p += workers {
					V = w.solvePair(m, pairs[p][0], pairs[p][1], V)
				}
			}(wk)
		}
		wg.Wait()
	}
	w.Seconds = time.Since(start).Seconds()
	return w
}

// solvePair solves W[i][j] and W[j][i] (i ≤ j), every pair of larger sum
// being known.
func (w *FiveWin) solvePair(m *fiveModel, i, j int, V []float64) []float64 {
	F := func(a, b int, bust float64) float64 {
		t := w.winTurn(m, a, b, bust, V)
		V = t.V
		return t.start()
	}
	if i == j {
		// x = F(1 − x): g(x) = F(1−x) − x is decreasing, piecewise linear
		x := w.fixed(w.guess(i, j), func(x float64) float64 { return F(i, i, 1-x) })
		w.W[i*w.N+i] = x
		return V
	}
	// the opponent's value at the last x tried is W[j][i]: x is a fixed
	// point to 1e-13 there, so solving F(j, i, 1 − x) once more would
	// change it by less than that
	var opp float64
	x := w.fixed(w.guess(i, j), func(x float64) float64 {
		opp = F(j, i, 1-x)
		return F(i, j, 1-opp)
	})
	w.W[i*w.N+j] = x
	w.W[j*w.N+i] = opp
	return V
}

// guess is where the fixed point of pair (i, j) is looked for: the value
// of the pair next to it already solved (the opponent one step further),
// or 0.5 at the edge.
func (w *FiveWin) guess(i, j int) float64 {
	if j+1 < w.N {
		return w.W[i*w.N+j+1]
	}
	return 0.5
}

// fixed returns the fixed point of a map of [0, 1] whose slope lies in
// [0, 1): a few plain steps, then secant steps on g(x) = f(x) − x, which
// is piecewise linear and exact once on the right piece.
func (w *FiveWin) fixed(x0 float64, f func(float64) float64) float64 {
	f0 := f(x0)
	x1 := f0
	for it := 0; it < 200; it++ {
		f1 := f(x1)
		if math.Abs(f1-x1) < 1e-13 {
			return f1
		}
		g0, g1 := f0-x0, f1-x1
		next := f1
		if d := g1 - g0; math.Abs(d) > 1e-15 {
			if s := x1 - g1*(x1-x0)/d; s >= 0 && s <= 1 {
				next = s
			}
		}
		x0, f0, x1 = x1, f1, next
	}
	return x1
}

// At returns the probability that a player about to start a turn with
// score me wins against an opponent with opp (points, multiples of 50
// below 5000).
func (w *FiveWin) At(me, opp int) float64 {
	return w.W[(me/scoring.Unit5000)*w.N+opp/scoring.Unit5000]
}

// FirstPlayer returns the probability that the first player of a
// two-player game wins.
func (w *FiveWin) FirstPlayer() float64 { return w.W[0] }

// FiveWinTurn is a turn solved to win: the probability of winning from
// every state of the turn.
type FiveWinTurn struct {
	w       *FiveWin
	tv      *turnValues
	me, opp int // units
}

// Turn solves the turn of a player with score me (points) against an
// opponent with opp.
func (w *FiveWin) Turn(me, opp int) *FiveWinTurn {
	i, j := me/scoring.Unit5000, opp/scoring.Unit5000
	bust := 1 - w.W[j*w.N+i]
	return &FiveWinTurn{w: w, tv: w.winTurn(modelFor(w.Rule), i, j, bust, nil), me: i, opp: j}
}

// Start returns the probability of winning from the start of the turn.
func (t *FiveWinTurn) Start() float64 { return t.tv.start() }

// Bank returns the probability of winning after banking a turn total of
// points (C6, C7).
func (t *FiveWinTurn) Bank(points int) float64 {
	k := points / scoring.Unit5000
	if k >= t.tv.kmax {
		return 1
	}
	return t.tv.bank(k)
}

// Throw returns the probability of winning by throwing left dice with a
// turn total of points and playing on to win.
func (t *FiveWinTurn) Throw(points, left int) float64 {
	k := points / scoring.Unit5000
	if k == 0 {
		return t.tv.start()
	}
	if k >= t.tv.kmax {
		// the goal is reached: throwing on can only lose it
		return t.tv.m.bust[left]*t.tv.bust + (1 - t.tv.m.bust[left])
	}
	return t.tv.throwAt(k, left)
}
