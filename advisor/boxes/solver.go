package boxes

import (
	"context"
	"fmt"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
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
	// allowed[mask] is allowedAt(mask) for every mask, once solving needs
	// them all (nil before).
	allowed []uint16
	// E[state(mask, u, b50)] is the expected points still to come.
	E []float64
	// score[i][h] is box i's reward for hand h without any joker, and
	// count[h] the faces of h: scoring's tables, copied once.
	score [][scoring.NumHands]float64
	count [scoring.NumHands][7]uint8
	fives [6]scoring.Hand
	// For the kernel: the hands box i scores for (scores[i], its rewards
	// in scoring[i]), whether any reward is negative (minus), and the
	// hands holding face f (withFace[f]).
	scores    [][]uint8
	scoring   [][]float64
	negative  []bool
	withFace  [7][]uint8
	faceCount [7][]uint8
	countOf   [7][scoring.NumHands]uint8 // countOf[f][h] = count[h][f]
	// maskLo[b] | maskHi[b'] is the local mask of scoring's Filled bits
	// (low byte b, high byte b'); roomOf[f] is upperRoom of the masks
	// whose upper boxes filled are f (Filled's bits Aces…Sixes).
	maskLo, maskHi [256]uint16
	roomOf         [64]int
	// twin[i] is the first box j < i (lower section, not the five-alike
	// box) with exactly box i's rewards for every hand (chance and plus),
	// or -1: the kernel takes the better of their next states' values
	// and adds the rewards once.
	twin []int8
	// States is how many states were computed (reachable ones).
	States  int
	Seconds float64
}

// upperCap is the upper total a state remembers: the bonus threshold (P5,
// Y4); beyond it the total no longer matters. state packs it in six bits,
// which holds 63.
const upperCap = scoring.UpperBonusThreshold

// state indexes E: mask of filled boxes, upper total capped at 63, and
// whether the five-alike box holds 50.
func state(mask uint32, u int, b50 int) int { return (int(mask)<<6|u)<<1 | b50 }

// Key names the rule set and mode a table is for (the cache file name).
func Key(r *scoring.Rules, mode scoring.Mode) string {
	c := r.Config
	return fmt.Sprintf("%s-full%s-four%s-pm%v-joker%s-bonus%v-%s", c.Game, c.Full, c.FourKind, c.PlusMinus, c.Joker, !c.NoExtraBonus, mode)
}

// newTable prepares the table of one column of mode for the rules of r.
// Which boxes each mask allows is asked of scoring when needed: all of
// them once before solving (allowedAll), one mask at a time for a hint.
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
	t.negative = make([]bool, t.nb)
	t.scores = make([][]uint8, t.nb)
	t.scoring = make([][]float64, t.nb)
	for h := scoring.Hand(0); h < scoring.NumHands; h++ {
		t.count[h] = h.Counts()
		for i, b := range t.boxes {
			v := t.reward(i, one.Score(b, h))
			t.score[i][h] = v
			if v < 0 {
				t.negative[i] = true
			}
			if v != 0 {
				t.scores[i] = append(t.scores[i], uint8(h))
				t.scoring[i] = append(t.scoring[i], v)
			}
		}
		for f := 1; f <= 6; f++ {
			t.countOf[f][h] = t.count[h][f]
			if t.count[h][f] > 0 {
				t.withFace[f] = append(t.withFace[f], uint8(h))
				t.faceCount[f] = append(t.faceCount[f], t.count[h][f])
			}
		}
	}
	for f := uint8(1); f <= 6; f++ {
		t.fives[f-1] = scoring.HandOf([]uint8{f, f, f, f, f})
	}
	for v := range 256 {
		for i, b := range t.boxes {
			if b < 8 && v&(1<<b) != 0 {
				t.maskLo[v] |= 1 << i
			}
			if b >= 8 && v&(1<<(b-8)) != 0 {
				t.maskHi[v] |= 1 << i
			}
		}
	}
	for f := range t.roomOf {
		t.roomOf[f] = t.upperRoom(uint32(t.maskLo[f]))
	}
	t.twin = make([]int8, t.nb)
	for i := range t.twin {
		t.twin[i] = -1
		if t.boxes[i].Upper() || i == t.five {
			continue
		}
		for j := range i {
			if !t.boxes[j].Upper() && j != t.five && t.score[j] == t.score[i] {
				t.twin[i] = int8(j)
				break
			}
		}
	}
	return t, nil
}

// neutral is a throw with no five alike: scoring judges its legality box by
// box from the column alone.
var neutral = scoring.HandOf([]uint8{1, 2, 3, 4, 6})

// allowedAt returns the boxes the column lets a throw take when mask is
// filled (all free ones, or the next in ↓/↑ order), as scoring says.
func (t *Table) allowedAt(mask uint32) uint16 {
	if t.allowed != nil {
		return t.allowed[mask]
	}
	col := t.column(mask, 0, 0)
	var a uint16
	for i, b := range t.boxes {
		if mask&(1<<i) == 0 && t.Rules.Evaluate(&col, 0, neutral, b).Legal {
			a |= 1 << i
		}
	}
	return a
}

// allowedAll fills allowed for every mask.
func (t *Table) allowedAll() {
	if t.allowed != nil {
		return
	}
	a := make([]uint16, 1<<t.nb)
	for mask := range a {
		a[mask] = t.allowedAt(uint32(mask))
	}
	t.allowed = a
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
		c.Points[t.boxes[t.five]] = scoring.FiveAlikePoints
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

// Progress is how far a computation of tables has come: the table being
// computed (Table of Tables, for a column of Mode), and the states done of
// all those to compute.
type Progress struct {
	Table, Tables int
	Mode          scoring.Mode
	Done, Total   int
	Elapsed       time.Duration
}

// Left estimates the time still needed, from the pace so far (0 until
// there is a pace).
func (p Progress) Left() time.Duration {
	if p.Done == 0 || p.Done >= p.Total {
		return 0
	}
	return time.Duration(float64(p.Elapsed) * float64(p.Total-p.Done) / float64(p.Done))
}

// Solve computes the table of one column of mode under rules r, on every
// core.
func Solve(r *scoring.Rules, mode scoring.Mode) (*Table, error) {
	return SolveContext(context.Background(), r, mode, nil)
}

// SolveContext is Solve that reports its progress to progress (when not
// nil, about ten times a second and once at the end, from one goroutine)
// and stops with ctx.Err() when ctx is done.
func SolveContext(ctx context.Context, r *scoring.Rules, mode scoring.Mode, progress func(Progress)) (*Table, error) {
	t, err := newTable(r, mode)
	if err != nil {
		return nil, err
	}
	if err := solveTables(ctx, []*Table{t}, progress); err != nil {
		return nil, err
	}
	return t, nil
}

// solveTables solves tables one after the other, reporting the progress
// of the whole.
func solveTables(ctx context.Context, tables []*Table, progress func(Progress)) error {
	if len(tables) == 0 {
		return nil
	}
	start := time.Now()
	total := 0
	for _, t := range tables {
		t.allowedAll()
		total += t.countStates()
	}
	var done atomic.Int64
	var current atomic.Int32
	stop := make(chan struct{})
	var ticker sync.WaitGroup
	report := func() {
		i := int(current.Load())
		progress(Progress{Table: i + 1, Tables: len(tables), Mode: tables[i].Rules.Columns[0],
			Done: int(done.Load()), Total: total, Elapsed: time.Since(start)})
	}
	if progress != nil {
		ticker.Add(1)
		go func() {
			defer ticker.Done()
			tick := time.NewTicker(100 * time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case <-stop:
					return
				case <-tick.C:
					report()
				}
			}
		}()
	}
	var err error
	for i, t := range tables {
		current.Store(int32(i))
		if err = t.solve(ctx, &done); err != nil {
			break
		}
	}
	close(stop)
	ticker.Wait()
	if err == nil && progress != nil {
		report()
	}
	return err
}

// lanesOf lists the states of mask to compute, in lane order, and those
// that share a computed one's value (copies: u, and the u they copy).
func (t *Table) lanesOf(mask uint32, us uint64, out []lane, copies [][2]int) ([]lane, [][2]int) {
	out, copies = out[:0], copies[:0]
	// Once the free upper boxes cannot bring u to 63 even with five of
	// each face, u no longer matters: those states share one value
	// (computed for the first).
	room := t.upperRoom(mask)
	dead := -1
	for u := 0; u < 64; u++ {
		if us&(1<<u) == 0 {
			continue
		}
		if u+room < scoring.UpperBonusThreshold {
			if dead >= 0 {
				copies = append(copies, [2]int{u, dead})
				continue
			}
			dead = u
		}
		out = append(out, lane{u, 0})
		if mask&(1<<t.five) != 0 {
			out = append(out, lane{u, 1})
		}
	}
	return out, copies
}

// countStates returns how many states solve computes or copies.
func (t *Table) countStates() int {
	reach := t.upperReach()
	n := 0
	for _, m := range t.reachableMasks() {
		if m == 1<<t.nb-1 {
			continue // the game is over: nothing to compute
		}
		c := bits.OnesCount64(reach[t.upperMask(m)])
		if m&(1<<t.five) != 0 {
			c *= 2
		}
		n += c
	}
	return n
}

// solve fills t.E level by level, fullest masks first (a state needs only
// states with one box more), the masks of a level shared among the cores.
func (t *Table) solve(ctx context.Context, done *atomic.Int64) error {
	start := time.Now()
	t.allowedAll()
	t.E = make([]float64, state(1<<t.nb-1, upperCap, 1)+1)
	masks := t.reachableMasks()
	upperReach := t.upperReach()
	byFill := make([][]uint32, t.nb+1)
	for _, m := range masks {
		byFill[bits.OnesCount32(m)] = append(byFill[bits.OnesCount32(m)], m)
	}
	workers := runtime.GOMAXPROCS(0)
	var total atomic.Int64
	mr := t.newMirror()
	for fill := t.nb; fill >= 0; fill-- {
		level := byFill[fill]
		var next atomic.Int64
		var wg sync.WaitGroup
		var failed atomic.Bool
		for range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				k := newKernel(t)
				var ls []lane
				var copies [][2]int
				for {
					j := int(next.Add(1) - 1)
					if j >= len(level) || failed.Load() {
						return
					}
					if ctx.Err() != nil {
						failed.Store(true)
						return
					}
					mask := level[j]
					if fill == t.nb {
						continue // the game is over: nothing more to come
					}
					us := upperReach[t.upperMask(mask)]
					n := int64(bits.OnesCount64(us))
					if mask&(1<<t.five) != 0 {
						n *= 2
					}
					total.Add(n)
					done.Add(n)
					if mr != nil && mr.holds(mask) {
						continue // copied from its mirror below
					}
					ls, copies = t.solveMask(k, mask, us, ls, copies)
				}
			}()
		}
		wg.Wait()
		if err := ctx.Err(); err != nil {
			t.E = nil
			return err
		}
		if mr != nil {
			for _, m := range level {
				if mr.same[m] {
					c := m ^ mr.swap
					copy(t.E[state(m, 0, 0):state(m, upperCap, 1)+1], t.E[state(c, 0, 0):state(c, upperCap, 1)+1])
				}
			}
		}
	}
	t.States = int(total.Load())
	t.Seconds = time.Since(start).Seconds()
	return nil
}

// solveMask computes the values of mask's states for the upper totals us
// reaches, a group of lanes at a time, and copies those that equal
// another; ls and copies are scratch space, returned for reuse.
func (t *Table) solveMask(k *kernel, mask uint32, us uint64, ls []lane, copies [][2]int) ([]lane, [][2]int) {
	ls, copies = t.lanesOf(mask, us, ls, copies)
	k.prepareMask(mask)
	for c := 0; c < len(ls); c += lanes {
		for l := range lanes {
			k.ln[l] = ls[min(c+l, len(ls)-1)] // the last group is padded
		}
		k.finals(mask)
		e := k.turn()
		for l := 0; l < lanes && c+l < len(ls); l++ {
			t.E[state(mask, ls[c+l].u, ls[c+l].b50)] = e[l]
		}
	}
	for _, cp := range copies {
		for b50 := 0; b50 <= 1; b50++ {
			t.E[state(mask, cp[0], b50)] = t.E[state(mask, cp[1], b50)]
		}
	}
	return ls, copies
}

// reachableMasks lists the masks a game can reach from the empty column,
// the column's order (↓, ↑) permitting.
func (t *Table) reachableMasks() []uint32 {
	seen := make([]bool, 1<<t.nb)
	seen[0] = true
	queue := []uint32{0}
	for i := 0; i < len(queue); i++ {
		m := queue[i]
		for a := t.allowedAt(m); a != 0; a &= a - 1 {
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
					next |= 1 << min(upperCap, u+(f+1)*c)
				}
			}
			set = next
		}
		out[um] = set
	}
	return out
}

// Expected returns the expected final total of an empty column.
func (t *Table) Expected() float64 { return t.E[0] }

// A mirror is a pair of twin boxes j < i (the same rewards for every hand:
// chance and plus) in a column where the order does not tell them apart:
// a mask with i filled and j free is then worth, state by state, the mask
// with j filled and i free (its mirror, computed), so solve copies it
// instead of computing it. The mirror holds where scoring judges the two
// masks alike: the boxes allowed (for every mask, checked once), the
// verdicts on the five-alike hands (jokers, +100; checked mask by mask),
// and the masks they lead to hold their mirrors too.
type mirror struct {
	t    *Table
	i, j int
	swap uint32 // 1<<i | 1<<j
	// same[m]: m (i filled, j free) is worth its mirror m ^ swap
	same []bool
}

// newMirror returns the mirror of t's first twin boxes, or nil when t has
// none or its order tells them apart.
func (t *Table) newMirror() *mirror {
	if noMirror {
		return nil
	}
	for i, j := range t.twin {
		if j < 0 {
			continue
		}
		mr := &mirror{t: t, i: i, j: int(j), swap: 1<<i | 1<<uint(j)}
		ok := true
		for m := range t.allowed {
			if mr.swapped(t.allowed[m]) != t.allowed[mr.swapped(uint16(m))] {
				ok = false
				break
			}
		}
		if ok {
			mr.same = make([]bool, 1<<t.nb)
			return mr
		}
	}
	return nil
}

// noMirror turns mirrors off (for the tests).
var noMirror bool

// swapped exchanges the bits i and j of m.
func (mr *mirror) swapped(m uint16) uint16 {
	bi, bj := m>>mr.i&1, m>>mr.j&1
	m &^= 1<<mr.i | 1<<mr.j
	return m | bi<<mr.j | bj<<mr.i
}

// holds reports (and records) whether mask m, i filled and j free, is
// worth its mirror. solve asks it level by level, fullest first, so the
// masks m leads to have been judged.
func (mr *mirror) holds(m uint32) bool {
	t := mr.t
	if m&(1<<mr.i) == 0 || m&(1<<mr.j) != 0 {
		return false
	}
	for a := t.allowed[m]; a != 0; a &= a - 1 {
		if n := m | 1<<bits.TrailingZeros16(a); n&(1<<mr.j) == 0 && !mr.same[n] {
			return false
		}
	}
	c := m ^ mr.swap
	for b50 := 0; b50 <= 1; b50++ {
		if b50 == 1 && m&(1<<t.five) == 0 {
			break
		}
		cm, cc := t.column(m, 0, b50), t.column(c, 0, b50)
		for _, h := range t.fives {
			for a := t.allowed[m]; a != 0; a &= a - 1 {
				x := bits.TrailingZeros16(a)
				y := bits.TrailingZeros16(mr.swapped(1 << x))
				vm := t.Rules.Evaluate(&cm, 0, h, t.boxes[x])
				vc := t.Rules.Evaluate(&cc, 0, h, t.boxes[y])
				if vm.Legal != vc.Legal || vm.Points != vc.Points || vm.Bonus != vc.Bonus || vm.UpperBonus != vc.UpperBonus {
					return false
				}
			}
		}
	}
	mr.same[m] = true
	return true
}
