package advisor

import (
	"fmt"
	"math"
	"math/bits"
	"runtime"
	"sync"
	"time"

	"github.com/scorepad/scorepad/scoring"
)

// Table is the exact solitaire value of every state of one column.
type Table struct {
	Rules *scoring.Rules // one column, of the table's mode
	boxes []scoring.Box  // column order; local bit i is boxes[i]
	nb    int
	five  int // local index of the five-alike box
	minus int // local index of minus, -1 without plus/minus
	local [scoring.NumBoxes]int8
	// allowed[mask] is the set of boxes the column lets a throw take when
	// mask is filled (all free ones, or the next in ↓/↑ order), as scoring
	// says.
	allowed []uint16
	// E[state(mask, u, b50)] is the expected points still to come.
	E []float64
	// score[i][h] is box i's reward for hand h without any joker, and
	// count[h] the faces of h: scoring's tables, copied once.
	score [][scoring.NumHands]float64
	count [scoring.NumHands][7]uint8
	fives [6]scoring.Hand
	// States is how many states were computed (reachable ones).
	States  int
	Seconds float64
}

// state indexes E: mask of filled boxes, upper total capped at 63, and
// whether the five-alike box holds 50.
func state(mask uint32, u int, b50 int) int { return (int(mask)<<6|u)<<1 | b50 }

// Key names the rule set and mode a table is for (the cache file name).
func Key(r *scoring.Rules, mode scoring.Mode) string {
	c := r.Config
	return fmt.Sprintf("%s-full%s-four%s-pm%v-joker%s-bonus%v-%s", c.Game, c.Full, c.FourKind, c.PlusMinus, c.Joker, !c.NoExtraBonus, mode)
}

// newTable prepares the table of one column of mode for the rules of r.
func newTable(r *scoring.Rules, mode scoring.Mode) (*Table, error) {
	cfg := r.Config
	cfg.Columns = []scoring.Mode{mode}
	one, err := cfg.Compile()
	if err != nil {
		return nil, err
	}
	t := &Table{Rules: one, boxes: one.Boxes(), minus: -1}
	t.nb = len(t.boxes)
	for i := range t.local {
		t.local[i] = -1
	}
	for i, b := range t.boxes {
		t.local[b] = int8(i)
		if b == one.FiveBox() {
			t.five = i
		}
		if b == scoring.Minus {
			t.minus = i
		}
	}
	t.score = make([][scoring.NumHands]float64, t.nb)
	for h := scoring.Hand(0); h < scoring.NumHands; h++ {
		t.count[h] = h.Counts()
		for i, b := range t.boxes {
			t.score[i][h] = t.reward(i, one.Score(b, h))
		}
	}
	for f := uint8(1); f <= 6; f++ {
		t.fives[f-1] = scoring.HandOf([]uint8{f, f, f, f, f})
	}
	// Legality per mask, from scoring: a throw with no five alike is
	// judged box by box on a column holding exactly that mask.
	neutral := scoring.HandOf([]uint8{1, 2, 3, 4, 6})
	t.allowed = make([]uint16, 1<<t.nb)
	var col scoring.Column
	for mask := 0; mask < 1<<t.nb; mask++ {
		col = t.column(uint32(mask), 0, 0)
		var a uint16
		for i, b := range t.boxes {
			if mask&(1<<i) == 0 && one.Evaluate(&col, 0, neutral, b).Legal {
				a |= 1 << i
			}
		}
		t.allowed[mask] = a
	}
	return t, nil
}

// column builds the scoring.Column of a state: the filled boxes, the
// five-alike box at 50 or 0, and the upper total u (held by one filled
// upper box: only the total matters to the rules).
func (t *Table) column(mask uint32, u, b50 int) scoring.Column {
	var c scoring.Column
	for i, b := range t.boxes {
		if mask&(1<<i) != 0 {
			c.Filled |= 1 << b
		}
	}
	if mask&(1<<t.five) != 0 && b50 == 1 {
		c.Points[t.boxes[t.five]] = 50
	}
	for b := scoring.Aces; b <= scoring.Sixes; b++ {
		if c.IsFilled(b) && u > 0 {
			c.Points[b] = int16(u)
			break
		}
	}
	return c
}

// reward is what box b adds to the final total when it takes points: the
// points, but minus counts against the column (Y3: plus − minus).
func (t *Table) reward(i int, points int) float64 {
	if i == t.minus {
		return -float64(points)
	}
	return float64(points)
}

// Solve computes the table of one column of mode under rules r, on every
// core. It takes a few seconds for a free column.
func Solve(r *scoring.Rules, mode scoring.Mode) (*Table, error) {
	start := time.Now()
	t, err := newTable(r, mode)
	if err != nil {
		return nil, err
	}
	t.E = make([]float64, state(1<<t.nb-1, 63, 1)+1)
	masks := t.reachableMasks()
	upperReach := t.upperReach()
	// Masks by number of boxes filled, fullest first: a state needs only
	// states with one box more.
	byFill := make([][]uint32, t.nb+1)
	for _, m := range masks {
		byFill[bits.OnesCount32(m)] = append(byFill[bits.OnesCount32(m)], m)
	}
	workers := runtime.GOMAXPROCS(0)
	var total int64
	var mu sync.Mutex
	for fill := t.nb; fill >= 0; fill-- {
		level := byFill[fill]
		var wg sync.WaitGroup
		next := make(chan uint32, len(level))
		for _, m := range level {
			next <- m
		}
		close(next)
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				wk := newWorker(t)
				n := 0
				for mask := range next {
					if fill == t.nb {
						continue // the game is over: nothing more to come
					}
					us := upperReach[t.upperMask(mask)]
					// Once the free upper boxes cannot bring u to 63 even
					// with five of each face, u no longer matters: those
					// states share one value (computed for the first).
					room := t.upperRoom(mask)
					dead := -1
					for u := 0; u < 64; u++ {
						if us&(1<<u) == 0 {
							continue
						}
						for b50 := 0; b50 <= 1; b50++ {
							if b50 == 1 && mask&(1<<t.five) == 0 {
								continue
							}
							n++
							if u+room < scoring.UpperBonusThreshold && dead >= 0 {
								t.E[state(mask, u, b50)] = t.E[state(mask, dead, b50)]
								continue
							}
							wk.finalValues(mask, u, b50)
							t.E[state(mask, u, b50)] = wk.turnValue()
						}
						if u+room < scoring.UpperBonusThreshold && dead < 0 {
							dead = u
						}
					}
				}
				mu.Lock()
				total += int64(n)
				mu.Unlock()
			}()
		}
		wg.Wait()
	}
	t.States = int(total)
	t.Seconds = time.Since(start).Seconds()
	return t, nil
}

// reachableMasks lists the masks a game can reach from the empty column,
// the column's order (↓, ↑) permitting.
func (t *Table) reachableMasks() []uint32 {
	seen := make([]bool, 1<<t.nb)
	seen[0] = true
	queue := []uint32{0}
	for i := 0; i < len(queue); i++ {
		m := queue[i]
		for a := t.allowed[m]; a != 0; a &= a - 1 {
			n := m | 1<<bits.TrailingZeros16(a)
			if !seen[n] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return queue
}

// upperRoom returns the most the free upper boxes of mask can still add:
// five of each free face.
func (t *Table) upperRoom(mask uint32) int {
	room := 0
	for f := 1; f <= 6; f++ {
		if i := t.local[scoring.Aces+scoring.Box(f-1)]; i >= 0 && mask&(1<<i) == 0 {
			room += 5 * f
		}
	}
	return room
}

// upperMask returns which faces' upper boxes are filled, as bits 0–5.
func (t *Table) upperMask(mask uint32) int {
	um := 0
	for f := 0; f < 6; f++ {
		if i := t.local[scoring.Aces+scoring.Box(f)]; i >= 0 && mask&(1<<i) != 0 {
			um |= 1 << f
		}
	}
	return um
}

// upperReach[um] is the set of upper totals (capped at 63) that the filled
// upper boxes um can hold: each face f scores f × 0…5.
func (t *Table) upperReach() [64]uint64 {
	var out [64]uint64
	for um := 0; um < 64; um++ {
		set := uint64(1) // total 0
		for f := 0; f < 6; f++ {
			if um&(1<<f) == 0 {
				continue
			}
			var next uint64
			for u := 0; u < 64; u++ {
				if set&(1<<u) == 0 {
					continue
				}
				for c := 0; c <= 5; c++ {
					next |= 1 << min(63, u+(f+1)*c)
				}
			}
			set = next
		}
		out[um] = set
	}
	return out
}

// worker holds the scratch arrays of one turn's computation.
type worker struct {
	t   *Table
	K   [numKeeps]float64      // keeps; the hands at the end (see average)
	arg [scoring.NumHands]int8 // local box giving a hand's final value (for hints)
	B   [numKeeps + 1]float64  // B[sentinel] = −∞
}

func newWorker(t *Table) *worker {
	w := &worker{t: t}
	w.B[sentinel] = math.Inf(-1)
	return w
}

// finalValues fills V[h]: the best of every box the throw h may take, its
// reward plus the value of the state it leads to.
func (w *worker) finalValues(mask uint32, u, b50 int) {
	t := w.t
	V := (*[scoring.NumHands]float64)(w.K[keeps.firstOf5:])
	for h := range V {
		V[h] = math.Inf(-1)
	}
	for a := t.allowed[mask]; a != 0; a &= a - 1 {
		i := bits.TrailingZeros16(a)
		b := t.boxes[i]
		nm := mask | 1<<i
		switch {
		case b.Upper():
			f := int(b.Face())
			var val [6]float64
			for c := 0; c <= 5; c++ {
				pts := f * c
				bonus := 0
				if u < scoring.UpperBonusThreshold && u+pts >= scoring.UpperBonusThreshold {
					bonus = scoring.UpperBonus
				}
				val[c] = float64(pts+bonus) + t.E[state(nm, min(63, u+pts), b50)]
			}
			for h := range V {
				if v := val[t.count[h][f]]; v > V[h] {
					V[h], w.arg[h] = v, int8(i)
				}
			}
		case i == t.five:
			v0 := t.E[state(nm, u, 0)]
			for h := range V {
				if v0 > V[h] { // no five alike: the box takes 0 (the five-alike hands are judged below)
					V[h], w.arg[h] = v0, int8(i)
				}
			}
		default:
			e := t.E[state(nm, u, b50)]
			s := &t.score[i]
			for h := range V {
				if v := s[h] + e; v > V[h] {
					V[h], w.arg[h] = v, int8(i)
				}
			}
		}
	}
	// Five alike: bonuses and jokers, as scoring judges them.
	col := t.column(mask, u, b50)
	for _, h := range t.fives {
		best, arg := math.Inf(-1), int8(-1)
		for a := t.allowed[mask]; a != 0; a &= a - 1 {
			i := bits.TrailingZeros16(a)
			v := t.Rules.Evaluate(&col, 0, h, t.boxes[i])
			if !v.Legal {
				continue
			}
			nu, nb50 := u, b50
			if t.boxes[i].Upper() {
				nu = min(63, u+int(v.Points))
			}
			if i == t.five && v.Points == 50 {
				nb50 = 1
			}
			val := t.reward(i, int(v.Points)) + float64(v.Bonus) + float64(v.UpperBonus) + t.E[state(mask|1<<i, nu, nb50)]
			if val > best {
				best, arg = val, int8(i)
			}
		}
		V[h], w.arg[h] = best, arg
	}
}

// The hands' values live at the end of K (K[firstOf5+h]); a throw is
// solved back in place:
//   - average: each smaller keep is the mean of its six children;
//   - best: each keep is worth the best of itself and its sub-keeps, so a
//     hand is worth its best keep.

// average fills the keeps of fewer than five dice from the hands' values.
func (w *worker) average() {
	K := &w.K
	for k := keeps.firstOf5 - 1; k >= 0; k-- {
		c := &keeps.child[k]
		K[k] = (K[c[0]] + K[c[1]] + K[c[2]] + K[c[3]] + K[c[4]] + K[c[5]]) * (1.0 / 6)
	}
}

// best replaces each hand's value by the value of its best keep.
func (w *worker) best() {
	K, B := &w.K, &w.B
	for k := 0; k < numKeeps; k++ {
		ps := &keeps.parents[k]
		b := K[k]
		if x := B[ps[0]]; x > b {
			b = x
		}
		if x := B[ps[1]]; x > b {
			b = x
		}
		if x := B[ps[2]]; x > b {
			b = x
		}
		if x := B[ps[3]]; x > b {
			b = x
		}
		if x := B[ps[4]]; x > b {
			b = x
		}
		B[k] = b
	}
	copy(K[keeps.firstOf5:], B[keeps.firstOf5:])
}

// turnValue runs the two rethrows back from the final values and returns
// the expected value of the turn before its first throw.
func (w *worker) turnValue() float64 {
	w.average()
	w.best()
	w.average()
	w.best()
	e := 0.0
	for k := keeps.firstOf5; k < numKeeps; k++ {
		e += keeps.prob[k] * w.K[k]
	}
	return e
}

// Expected returns the expected final total of an empty column.
func (t *Table) Expected() float64 { return t.E[0] }
