package five_test

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/scoring"
)

// bruteTurn is an independent solver of the capped goal-free turn: every
// ordered throw of n dice (6^n of them, each of probability 6^-n), every
// subset of dice positions asked of scoring.KeepPoints (through
// keepPoints), memoised only on (turn total, dice left). A turn total at
// or over capPts is banked.
type bruteTurn struct {
	rule   scoring.BustRule
	opened bool
	capPts int
	moves  [7][][][2]int // per n, per ordered throw: (points, dice left) of each legal subset
	memo   map[[2]int]float64
}

var bruteMoves = map[scoring.BustRule]*[7][][][2]int{}

func newBruteTurn(rule scoring.BustRule, opened bool, capPts int) *bruteTurn {
	b := &bruteTurn{rule: rule, opened: opened, capPts: capPts, memo: map[[2]int]float64{}}
	if mv, ok := bruteMoves[rule]; ok {
		b.moves = *mv
		return b
	}
	defer func() { bruteMoves[rule] = &b.moves }()
	for n := 1; n <= 6; n++ {
		total := int(math.Pow(6, float64(n)))
		b.moves[n] = make([][][2]int, total)
		d := make([]uint8, n)
		for code := 0; code < total; code++ {
			c := code
			for i := range d {
				d[i] = uint8(c%6 + 1)
				c /= 6
			}
			mv := [][2]int{}
			if !scoring.Busts(d, rule) {
				for mask := 1; mask < 1<<n; mask++ {
					var keep []uint8
					for i := range d {
						if mask&(1<<i) != 0 {
							keep = append(keep, d[i])
						}
					}
					if p, err := keepPoints(d, keep, rule); err == nil {
						left := n - len(keep)
						if left == 0 {
							left = 6
						}
						mv = append(mv, [2]int{p, left})
					}
				}
			}
			b.moves[n][code] = mv
		}
	}
	return b
}

// keepAnswer is scoring.KeepPoints' answer to one throw and set-aside.
type keepAnswer struct {
	points int
	err    error
}

// keepAnswers holds scoring.KeepPoints' answers by the faces' counts of
// the throw and of the set-aside, per rule: KeepPoints reads the dice as
// counts, so the 6^6 ordered throws and their 63 subsets ask it only a
// few thousand different questions (asking each one once keeps the
// brute force out of the quick suite's time, not out of its reach).
var keepAnswers = map[scoring.BustRule]map[[2]int]keepAnswer{}

// keepPoints is scoring.KeepPoints(throw, keep, rule), asked once per
// pair of counts.
func keepPoints(throw, keep []uint8, rule scoring.BustRule) (int, error) {
	code := func(dice []uint8) int { // the counts of faces, base 7
		c := 0
		for _, f := range dice {
			c += [7]int{0, 1, 7, 49, 343, 2401, 16807}[f]
		}
		return c
	}
	memo := keepAnswers[rule]
	if memo == nil {
		memo = map[[2]int]keepAnswer{}
		keepAnswers[rule] = memo
	}
	k := [2]int{code(throw), code(keep)}
	a, ok := memo[k]
	if !ok {
		a.points, a.err = scoring.KeepPoints(throw, keep, rule)
		memo[k] = a
	}
	return a.points, a.err
}

func (b *bruteTurn) bank(k int) float64 {
	if !b.opened && k < scoring.Opening5000 {
		return 0
	}
	return float64(k)
}

// value: k points set aside, n dice to throw, may bank (k > 0).
func (b *bruteTurn) value(k, n int) float64 {
	if k >= b.capPts {
		return b.bank(k)
	}
	if v, ok := b.memo[[2]int{k, n}]; ok {
		return v
	}
	throw := 0.0
	for _, mv := range b.moves[n] {
		best := 0.0 // a bust banks nothing
		for i, m := range mv {
			v := b.value(k+m[0], m[1])
			if i == 0 || v > best {
				best = v
			}
		}
		throw += best
	}
	throw /= float64(len(b.moves[n]))
	v := throw
	if k > 0 {
		v = max(v, b.bank(k))
	}
	b.memo[[2]int{k, n}] = v
	return v
}

func TestC4TurnValuesAgainstBruteForce(t *testing.T) {
	caps := []int{150, 400}
	if os.Getenv("SCOREPAD_LONG") != "" {
		caps = append(caps, 700, 1000)
	}
	for _, rule := range []scoring.BustRule{scoring.BustBooklet, scoring.BustNothingScores} {
		for _, opened := range []bool{true, false} {
			for _, c := range caps {
				if !opened && c < scoring.Opening5000 && c != 400 {
					continue
				}
				b := newBruteTurn(rule, opened, c)
				got := five.SolveFiveTurn(rule, opened, c/scoring.Unit5000)
				want := b.value(0, 6)
				if math.Abs(got.Expected()-want) > 1e-9 {
					t.Errorf("C4 %s opened=%v cap %d: solver %.12f, brute force %.12f", rule, opened, c, got.Expected(), want)
				}
				// a few mid-turn states too
				for _, s := range [][2]int{{50, 5}, {100, 3}, {200, 1}, {150, 6}} {
					if s[0] >= c {
						continue
					}
					if g, w := got.Value(s[0], s[1]), b.value(s[0], s[1]); math.Abs(g-w) > 1e-9 {
						t.Errorf("C4 %s opened=%v cap %d state %v: solver %.12f, brute force %.12f", rule, opened, c, s, g, w)
					}
				}
			}
		}
	}
}

// The goal-free values do not depend on the cap once it is large: no
// optimal player throws on with 20,000 points at stake.
func TestC4TurnValuesIgnoreTheCap(t *testing.T) {
	for _, rule := range []scoring.BustRule{scoring.BustBooklet, scoring.BustNothingScores} {
		for _, opened := range []bool{true, false} {
			a := five.SolveFiveTurn(rule, opened, 400).Expected()
			b := five.SolveFiveTurn(rule, opened, five.FiveTurnCap).Expected()
			if math.Abs(a-b) > 1e-9 {
				t.Errorf("%s opened=%v: cap 20,000 gives %.9f, cap 50,000 %.9f", rule, opened, a, b)
			}
		}
	}
}

func TestC6OpeningTurnIsWorthLess(t *testing.T) {
	for _, rule := range []scoring.BustRule{scoring.BustBooklet, scoring.BustNothingScores} {
		o := five.SolveFiveTurn(rule, true, five.FiveTurnCap).Expected()
		u := five.SolveFiveTurn(rule, false, five.FiveTurnCap).Expected()
		t.Logf("%s: expected turn %.4f, opening turn %.4f", rule, o, u)
		if !(u < o) || u <= 0 {
			t.Errorf("C6 %s: opening turn %.4f should be worth less than an opened one %.4f", rule, u, o)
		}
	}
	// the variant only adds ways to score: it is worth more
	if five.SolveFiveTurn(scoring.BustNothingScores, true, five.FiveTurnCap).Expected() <= five.SolveFiveTurn(scoring.BustBooklet, true, five.FiveTurnCap).Expected() {
		t.Error("C2: nothing-scores should be worth more than the booklet rule")
	}
}

// The value function of the game played to win (C7) is a probability,
// grows with one's own score and falls with the opponent's. The quick suite
// checks a game to 2000 under both bust rules (the same method on fewer
// levels); SCOREPAD_LONG=1 checks the real game to 5000.
func TestC7WinTableInvariants(t *testing.T) {
	goal := 2000
	if os.Getenv("SCOREPAD_LONG") != "" {
		goal = scoring.Target5000
	}
	for _, rule := range []scoring.BustRule{scoring.BustBooklet, scoring.BustNothingScores} {
		checkWinTable(t, five.SolveFiveWinTo(rule, goal))
	}
}

func checkWinTable(t *testing.T, w *five.FiveWin) {
	t.Helper()
	t.Logf("%s to %d: first player wins %.6f; %d states in %.2f s", w.Rule, w.N*scoring.Unit5000, w.FirstPlayer(), w.States, w.Seconds)
	n := w.N
	open := scoring.Opening5000 / scoring.Unit5000
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			p := w.W[i*n+j]
			if !(p >= 0 && p <= 1) {
				t.Fatalf("W[%d][%d] = %v is not a probability", i, j, p)
			}
			if i == 0 && w.W[open*n+j] < p-1e-12 {
				t.Errorf("W[0][%d] = %.12f > W[%d][%d]: opening does not help", j, p, open, j)
			}
			if i > 0 && i+1 < n && w.W[(i+1)*n+j] < p-1e-12 {
				t.Errorf("W[%d][%d] = %.12f > W[%d][%d] = %.12f: not monotone in own score", i, j, p, i+1, j, w.W[(i+1)*n+j])
			}
			if j > 0 && j+1 < n && w.W[i*n+j+1] > p+1e-12 {
				t.Errorf("W[%d][%d] = %.12f < W[%d][%d]: not antitone in the opponent's score", i, j, p, i, j+1)
			}
		}
	}
	if fp := w.FirstPlayer(); fp <= 0.5 || fp >= 0.65 {
		t.Errorf("first player wins %.4f: expected a small edge over 1/2", fp)
	}
}

func fiveStrategies(w *five.FiveWin) func(string) five.FiveStrategy {
	return func(name string) five.FiveStrategy {
		if name == "expert" {
			return &five.FiveExpert{Win: w}
		}
		return five.FiveNormal{}
	}
}

// The Expert, playing to win, beats the Normal robot head to head (C7).
// The quick suite plays 4,000 games to 2000 points with the table of that
// game; SCOREPAD_LONG=1 plays 100,000 games to 5000.
func TestC7ExpertBeatsNormal(t *testing.T) {
	goal, games := 2000, 4000
	if os.Getenv("SCOREPAD_LONG") != "" {
		goal, games = scoring.Target5000, 100000
	}
	w := five.SolveFiveWinTo(scoring.BustBooklet, goal)
	st := five.SimulateFive(scoring.BustBooklet, goal, []string{"expert", "normal"}, fiveStrategies(w), games, 7)
	rate, se := st.WinRate[0], st.StdErr[0]
	t.Logf("to %d: Expert wins %.4f ± %.4f of %d games against Normal; first player %.4f; %.1f turns a game; %.1f s",
		goal, rate, se, games, st.FirstWins, st.TurnsPerGame, st.Seconds)
	// 5 standard errors above an even game: a false failure has odds
	// under 1 in 3 million.
	if rate < 0.5+5*se {
		t.Errorf("C7: the Expert wins %.4f ± %.4f: not clearly better than Normal", rate, se)
	}
}

// Self-play agrees with the table: the first player's rate among Experts
// is the table's value (within 4 standard errors).
func TestC7ExpertSelfPlayMatchesTable(t *testing.T) {
	goal, games := 1500, 2000
	if os.Getenv("SCOREPAD_LONG") != "" {
		goal, games = scoring.Target5000, 40000
	}
	w := five.SolveFiveWinTo(scoring.BustBooklet, goal)
	st := five.SimulateFive(scoring.BustBooklet, goal, []string{"expert", "expert"}, fiveStrategies(w), games, 11)
	se := math.Sqrt(w.FirstPlayer() * (1 - w.FirstPlayer()) / float64(games))
	t.Logf("to %d: first player wins %.4f in play, %.4f in the table (± %.4f)", goal, st.FirstWins, w.FirstPlayer(), se)
	if math.Abs(st.FirstWins-w.FirstPlayer()) > 4*se {
		t.Errorf("C7: first player wins %.4f in self-play, the table says %.4f ± %.4f", st.FirstWins, w.FirstPlayer(), se)
	}
}

func TestC7WinTableCacheRoundTrip(t *testing.T) {
	w := five.SolveFiveWinTo(scoring.BustNothingScores, 1000)
	var buf bytes.Buffer
	if _, err := w.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	got, err := five.ReadFiveWin(bytes.NewReader(data), scoring.BustNothingScores, 1000)
	if err != nil || len(got.W) != len(w.W) || got.States != w.States {
		t.Fatalf("round trip: %v", err)
	}
	for i := range w.W {
		if got.W[i] != w.W[i] {
			t.Fatalf("value %d: got %v want %v", i, got.W[i], w.W[i])
		}
	}
	if _, err := five.ReadFiveWin(bytes.NewReader(data), scoring.BustBooklet, 1000); !errors.Is(err, advisor.ErrStale) {
		t.Errorf("another bust rule: got %v, want ErrStale", err)
	}
	bad := append([]byte(nil), data...)
	bad[len(bad)/2] ^= 1
	if _, err := five.ReadFiveWin(bytes.NewReader(bad), scoring.BustNothingScores, 1000); !errors.Is(err, advisor.ErrStale) {
		t.Errorf("a flipped bit: got %v, want ErrStale", err)
	}
	if _, err := five.ReadFiveWin(bytes.NewReader(data[:len(data)-9]), scoring.BustNothingScores, 1000); !errors.Is(err, advisor.ErrStale) {
		t.Errorf("a short file: got %v, want ErrStale", err)
	}
}

// TestC4TakeFiveTurnThroughTheStepper checks that a robot's turn, played
// through scoring.Turn5000, reads back through scoring.PlayTurn to the same
// result, hot dice and busts included.
func TestC4TakeFiveTurnThroughTheStepper(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	die := func() uint8 { return uint8(rng.IntN(6) + 1) }
	hot, bust := 0, 0
	for i := range 2000 {
		turn := five.TakeFiveTurn(five.FiveSeat{Rule: scoring.BustBooklet, Score: 1000 * (i % 5)}, five.FiveNormal{}, die)
		throws, err := scoring.ParseTurn(turn.Record())
		if err != nil {
			t.Fatalf("turn %d: %q does not read back: %v", i, turn.Record(), err)
		}
		res, err := scoring.PlayTurn(throws, scoring.BustBooklet)
		if err != nil {
			t.Fatalf("turn %d: %q refused: %v", i, turn.Record(), err)
		}
		got := turn.Result()
		if res.Points != got.Points || res.Bust != got.Bust || len(res.Steps) != len(got.Steps) {
			t.Fatalf("turn %d %q: stepper %+v, PlayTurn %+v", i, turn.Record(), got, res)
		}
		for _, h := range got.HotDice {
			if h {
				hot++
			}
		}
		if got.Bust {
			bust++
		}
	}
	if hot == 0 || bust == 0 {
		t.Fatalf("2000 turns with %d hot dice and %d busts: the test saw too little", hot, bust)
	}
}
