package five

import (
	"math"
	"sort"

	"github.com/scorepad/scorepad/advisor/internal/engine"
	"github.com/scorepad/scorepad/scoring"
)

// 5000 (RULES.md C1–C7). Every score of 5000 is a multiple of 50 (C3), so
// the advisor counts in units of 50: a turn total k, a player's score i.
// Within a turn the state is (turn total, dice left to throw); hot dice
// return six (C4). What a throw allows is asked of scoring.SetAsides once
// per multiset of dice, then folded into "outcome classes": throws that
// allow the same choices are one class, with their summed probability.

// fiveChoice is one set-aside reduced to what matters to the future: the
// points it adds (in units) and the dice left to throw after it (6 after
// hot dice). Distinct (points, dice left) pairs are all kept: with a cap
// on the turn total, more points are not always better.
type fiveChoice struct {
	pts  int
	left int
}

// fiveClass is a set of throws allowing the same choices; none: a bust.
type fiveClass struct {
	p       float64
	choices []fiveChoice
}

// flatClasses are the classes of one number of dice laid out for the
// inner loop of the solver: class c has probability p[c] and the choices
// off[end[c-1]:end[c]], each the offset pts*7+left of the state it leads
// to from the current turn total.
type flatClasses struct {
	p   []float64
	end []int32
	off []int32
}

// flatten lays out classes as flatClasses.
func flatten(classes []fiveClass) flatClasses {
	var f flatClasses
	for _, c := range classes {
		f.p = append(f.p, c.p)
		for _, ch := range c.choices {
			f.off = append(f.off, int32(ch.pts*7+ch.left))
		}
		f.end = append(f.end, int32(len(f.off)))
	}
	return f
}

// fiveModel is the turn of 5000 under one bust rule.
type fiveModel struct {
	rule    scoring.BustRule
	classes [7][]fiveClass // per dice thrown, the non-bust classes
	flat    [7]flatClasses // the same classes as flat arrays (throwAt)
	bust    [7]float64     // per dice thrown, the probability of a bust
	maxStep int            // the most units one throw can add
	ops     int            // choices summed per turn-total level
}

var fiveModels engine.Keyed[scoring.BustRule, *fiveModel]

// modelFor returns the (shared, read-only) model of rule.
func modelFor(rule scoring.BustRule) *fiveModel {
	return fiveModels.Get(rule, func() *fiveModel { return newFiveModel(rule) })
}

// multisets calls fn with every multiset of n dice (ascending) and its
// probability.
func multisets(n int, fn func(d []uint8, p float64)) {
	fact := func(x int) float64 {
		r := 1.0
		for i := 2; i <= x; i++ {
			r *= float64(i)
		}
		return r
	}
	total := math.Pow(6, float64(n))
	d := make([]uint8, 0, n)
	var rec func(from uint8)
	rec = func(from uint8) {
		if len(d) == n {
			var c [7]int
			for _, x := range d {
				c[x]++
			}
			w := fact(n)
			for f := 1; f <= 6; f++ {
				w /= fact(c[f])
			}
			fn(d, w/total)
			return
		}
		for f := from; f <= 6; f++ {
			d = append(d, f)
			rec(f)
			d = d[:len(d)-1]
		}
	}
	rec(1)
}

func newFiveModel(rule scoring.BustRule) *fiveModel {
	m := &fiveModel{rule: rule}
	for n := 1; n <= scoring.Dice5000; n++ {
		byKey := map[string]int{}
		multisets(n, func(d []uint8, p float64) {
			sets := scoring.SetAsides(d, rule)
			if len(sets) == 0 {
				m.bust[n] += p
				return
			}
			seen := map[fiveChoice]bool{}
			var cs []fiveChoice
			for _, s := range sets {
				if s.Points%scoring.Unit5000 != 0 {
					panic("advisor: a 5000 set-aside is not a multiple of 50")
				}
				left := scoring.DiceLeft5000(n, len(s.Keep))
				c := fiveChoice{pts: s.Points / scoring.Unit5000, left: left}
				if !seen[c] {
					seen[c] = true
					cs = append(cs, c)
				}
				m.maxStep = max(m.maxStep, c.pts)
			}
			sort.Slice(cs, func(a, b int) bool {
				return cs[a].left < cs[b].left || (cs[a].left == cs[b].left && cs[a].pts < cs[b].pts)
			})
			key := ""
			for _, c := range cs {
				key += string(rune(c.left)) + string(rune(c.pts))
			}
			if i, ok := byKey[key]; ok {
				m.classes[n][i].p += p
				return
			}
			byKey[key] = len(m.classes[n])
			m.classes[n] = append(m.classes[n], fiveClass{p: p, choices: cs})
		})
		for _, c := range m.classes[n] {
			m.ops += len(c.choices)
		}
		m.flat[n] = flatten(m.classes[n])
	}
	return m
}

// turnValues is one turn solved: V[k*7+n] is the value of having set aside
// a turn total of k units with n dice to throw, before deciding to bank or
// throw (n = 6 at k = 0 is the start of the turn, where the player must
// throw). Values at k ≥ kmax are over(k).
type turnValues struct {
	m    *fiveModel
	kmax int
	V    []float64 // (kmax + maxStep + 1) × 7
	bank func(k int) float64
	bust float64
}

// solveTurn fills the values of a turn: bank(k) is the value of banking k
// units (k < kmax), bust the value of a bust, over(k) the value of every
// state at k ≥ kmax.
func (m *fiveModel) solveTurn(kmax int, bank func(k int) float64, bust float64, over func(k int) float64, V []float64) *turnValues {
	size := (kmax + m.maxStep + 1) * 7
	if cap(V) < size {
		V = make([]float64, size)
	}
	V = V[:size]
	for k := kmax; k <= kmax+m.maxStep; k++ {
		o := over(k)
		for n := 0; n < 7; n++ {
			V[k*7+n] = o
		}
	}
	t := &turnValues{m: m, kmax: kmax, V: V, bank: bank, bust: bust}
	for k := kmax - 1; k >= 0; k-- {
		b := math.Inf(-1)
		if k > 0 {
			b = bank(k)
		}
		for n := 1; n <= scoring.Dice5000; n++ {
			if k == 0 && n != scoring.Dice5000 {
				V[n] = math.NaN() // no such state: a turn starts with six dice
				continue
			}
			V[k*7+n] = max(b, t.throwAt(k, n))
		}
	}
	return t
}

// throwAt is the value of throwing n dice with k units set aside, playing
// on optimally. (No choice leads back to k = 0, where the states of fewer
// than six dice are NaN: a plain comparison finds each class's best.)
func (t *turnValues) throwAt(k, n int) float64 {
	f := &t.m.flat[n]
	V := t.V[k*7:]
	v := t.m.bust[n] * t.bust
	start := int32(0)
	for c, p := range f.p {
		end := f.end[c]
		best := math.Inf(-1)
		for _, o := range f.off[start:end] {
			if x := V[o]; x > best {
				best = x
			}
		}
		v += p * best
		start = end
	}
	return v
}

// start is the value of the turn from its first throw.
func (t *turnValues) start() float64 { return t.V[scoring.Dice5000] }

// after is the value of the state after a set-aside: k units, n dice left.
func (t *turnValues) after(k, n int) float64 {
	if k >= t.kmax {
		return t.V[min(k, t.kmax)*7+n]
	}
	return t.V[k*7+n]
}

// FiveTurnCap is the turn total (in units of 50) beyond which the
// goal-free expected turn values force a bank: 50,000 points. Any cap from
// 20,000 points on gives the same values (TestC4TurnValuesIgnoreTheCap):
// no optimal player throws on with that much at stake.
const FiveTurnCap = 1000

// FiveTurn is a 5000 turn solved to maximise its expected banked points
// (the 5000 goal ignored).
type FiveTurn struct {
	tv     *turnValues
	Opened bool
}

// SolveFiveTurn solves the goal-free turn of a player who has opened or
// not (C6: a first bank under 500 records nothing), with turn totals
// capped at capUnits units (a turn total at the cap is banked at once).
func SolveFiveTurn(rule scoring.BustRule, opened bool, capUnits int) *FiveTurn {
	m := modelFor(rule)
	open := scoring.Opening5000 / scoring.Unit5000
	bank := func(k int) float64 {
		rec, _ := scoring.Record5000(opened, k*scoring.Unit5000)
		return float64(rec)
	}
	over := func(k int) float64 {
		if !opened && k < open {
			return 0
		}
		return float64(k * scoring.Unit5000)
	}
	return &FiveTurn{tv: m.solveTurn(capUnits, bank, 0, over, nil), Opened: opened}
}

// Expected returns the expected points banked from the start of the turn.
func (t *FiveTurn) Expected() float64 { return t.tv.start() }

// Value returns the expected points banked from a state after a set-aside:
// turn total points, left dice to throw; playing on optimally.
func (t *FiveTurn) Value(points, left int) float64 {
	return t.tv.after(points/scoring.Unit5000, left)
}

// Throw returns the expected points banked by throwing left dice with a
// turn total of points and playing on optimally.
func (t *FiveTurn) Throw(points, left int) float64 {
	k := points / scoring.Unit5000
	if k >= t.tv.kmax {
		return t.tv.V[t.tv.kmax*7+left]
	}
	if k == 0 {
		return t.tv.start()
	}
	return t.tv.throwAt(k, left)
}

// Bank returns what banking a turn total of points records (C6).
func (t *FiveTurn) Bank(points int) float64 {
	rec, _ := scoring.Record5000(t.Opened, points)
	return float64(rec)
}

// TurnStates returns how many (turn total, dice left) states the turn holds.
func (t *FiveTurn) TurnStates() int { return (t.tv.kmax-1)*6 + 1 }
