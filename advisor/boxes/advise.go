package boxes

import (
	"math"
	"math/bits"
	"sort"

	"github.com/scorepad/scorepad/scoring"
)

// Advisor plays a whole sheet: one table per column. With one column its
// advice is exact; with several, each column's table values its own future
// and a turn is solved exactly on top of their sum (the marginal gain of
// each box in its column) — the best approximation the tables allow.
type Advisor struct {
	Rules  *scoring.Rules
	tables []*Table
}

// New returns an advisor for rules r, given the table of each column (in
// column order).
func New(r *scoring.Rules, tables []*Table) *Advisor {
	return &Advisor{Rules: r, tables: tables}
}

// Tables returns the tables, one per column.
func (a *Advisor) Tables() []*Table { return a.tables }

// stateOf returns the table state of a column.
func (t *Table) stateOf(c *scoring.Column) (mask uint32, u, b50 int) {
	mask = uint32(t.maskLo[c.Filled&0xFF] | t.maskHi[c.Filled>>8])
	u = min(scoring.UpperBonusThreshold, c.Upper())
	if v, ok := c.Value(t.boxes[t.five]); ok && v == scoring.FiveAlikePoints {
		b50 = 1
	}
	return
}

// Future returns the expected points still to come in a column.
func (t *Table) Future(c *scoring.Column) float64 {
	mask, u, b50 := t.stateOf(c)
	return t.E[state(mask, u, b50)]
}

// Turn is one turn solved for a sheet: the value of every hand after each
// throw and of every keep before it.
type Turn struct {
	a *Advisor
	// base is the future of every column: the expected final total before
	// this turn's points, less banked. The values below leave out banked
	// (what the sheet already holds) so that every choice is a function of
	// the sheet's state alone, whatever its total: adding the total first
	// would round near-ties differently from one sheet to another, and the
	// simulation's memo (keyed by state) would then keep whichever choice
	// was computed first — results would depend on the scheduling.
	base   float64
	banked float64
	// final[h] is the best (column, box) for hand h with no throw left, and
	// its value as an expected final total.
	final    [scoring.NumHands]float64
	finalCol [scoring.NumHands]int8
	finalBox [scoring.NumHands]scoring.Box
	// keepsBefore[r][k] is the value of keeping k with r throws left (r = 1
	// before the last throw, r = 2 before the second).
	keepsBefore [3][numKeeps]float64
	handBefore  [3][scoring.NumHands]float64
	// keepArg[r][k] is the best sub-keep of keep k (of a hand: the best
	// keep) with r throws left: the greatest value, on a tie the keep with
	// more dice.
	keepArg [3][numKeeps]uint16
	w       worker // scratch
}

// Turn solves the turn about to be played on cols.
func (a *Advisor) Turn(cols []scoring.Column) *Turn {
	tu := &Turn{}
	a.turnInto(tu, cols, true)
	return tu
}

// turnInto solves the turn about to be played on cols into tu (reused);
// without values, only the choices are kept (final's boxes and keepArg),
// not the values of the keeps and hands (keepsBefore, handBefore).
func (a *Advisor) turnInto(tu *Turn, cols []scoring.Column, values bool) {
	tu.a, tu.base, tu.banked = a, 0, 0
	var fut [4]float64
	for ci := range cols {
		tu.banked += banked(&cols[ci])
		fut[ci] = a.tables[ci].Future(&cols[ci])
		tu.base += fut[ci]
	}
	for h := range tu.final {
		tu.final[h] = math.Inf(-1)
	}
	for ci := range cols {
		t := a.tables[ci]
		if a.Rules.Complete(&cols[ci]) {
			continue
		}
		w := &tu.w
		w.init(t)
		mask, u, b50 := t.stateOf(&cols[ci])
		w.finalValues(mask, u, b50)
		for h := 0; h < scoring.NumHands; h++ {
			// the column's gain: its reward plus its future after, minus its
			// future now
			v := tu.base + w.K[keeps.firstOf5+h] - fut[ci]
			if v > tu.final[h] {
				tu.final[h], tu.finalCol[h], tu.finalBox[h] = v, int8(ci), t.boxes[w.arg[h]]
			}
		}
	}
	w := &tu.w
	w.init(a.tables[0])
	copy(w.K[keeps.firstOf5:], tu.final[:])
	w.average()
	if values {
		tu.keepsBefore[1] = w.K
	}
	w.bestArg(&tu.keepArg[1])
	if values {
		copy(tu.handBefore[1][:], w.K[keeps.firstOf5:])
	}
	w.average()
	if values {
		tu.keepsBefore[2] = w.K
	}
	w.bestArg(&tu.keepArg[2])
	if values {
		copy(tu.handBefore[2][:], w.K[keeps.firstOf5:])
		tu.handBefore[0] = tu.final
	}
}

// Expected returns the expected final total of the sheet before the turn's
// first throw.
func (tu *Turn) Expected() float64 {
	e := 0.0
	for h := 0; h < scoring.NumHands; h++ {
		e += keeps.prob[keeps.firstOf5+h] * tu.handBefore[2][h]
	}
	return tu.banked + e
}

// Option is one choice with its value: the expected final total of the
// sheet if the player makes it and plays on optimally.
type Option struct {
	Keep     []uint8     // a keep (throws left), nil for a box
	Column   int         // a box: its column
	Box      scoring.Box // a box, or scoring.NoBox for a keep
	Expected float64
}

// Keeps returns every distinct keep of hand with rollsLeft throws to come
// (1 or 2), best first.
func (tu *Turn) Keeps(faces []uint8, rollsLeft int) []Option {
	if rollsLeft < 1 || rollsLeft > 2 {
		return nil
	}
	full := keepOf(faces)
	seen := map[uint16]bool{}
	var out []Option
	var walk func(k uint16)
	walk = func(k uint16) {
		if seen[k] {
			return
		}
		seen[k] = true
		out = append(out, Option{Keep: keepFaces(k), Box: scoring.NoBox, Expected: tu.banked + tu.keepsBefore[rollsLeft][k]})
		for j := uint8(0); j < keeps.nparents[k]; j++ {
			walk(keeps.parents[k][j])
		}
	}
	walk(full)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Expected != out[j].Expected {
			return out[i].Expected > out[j].Expected
		}
		return len(out[i].Keep) > len(out[j].Keep)
	})
	return out
}

// Boxes returns every legal box for hand h, best first, each valued by the
// expected final total after writing it (exact with one column).
func (tu *Turn) Boxes(cols []scoring.Column, h scoring.Hand) []Option {
	var out []Option
	a := tu.a
	for _, v := range a.Rules.Options(cols, h, nil) {
		if !v.Legal {
			continue
		}
		ci := int(v.Column)
		t := a.tables[ci]
		tmp := make([]scoring.Column, len(cols))
		copy(tmp, cols)
		if err := a.Rules.Write(tmp, v); err != nil {
			continue
		}
		next := &tmp[ci]
		val := tu.banked + tu.base - t.Future(&cols[ci]) - banked(&cols[ci]) + banked(next) + t.Future(next)
		out = append(out, Option{Column: ci, Box: v.Box, Expected: val})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Expected > out[j].Expected })
	return out
}

// BestKeep returns the best keep of faces with rollsLeft (1 or 2) throws
// to come: the greatest value, on a tie the keep with more dice.
func (tu *Turn) BestKeep(faces []uint8, rollsLeft int) ([]uint8, float64) {
	k := tu.keepArg[rollsLeft][keepOf(faces)]
	return keepFaces(k), tu.banked + tu.keepsBefore[rollsLeft][k]
}

// KeepValue returns the value of keeping faces with rollsLeft (1 or 2)
// throws to come.
func (tu *Turn) KeepValue(faces []uint8, rollsLeft int) float64 {
	return tu.banked + tu.keepsBefore[rollsLeft][keepOf(faces)]
}

// BestBox returns the best legal (column, box) for hand h.
func (tu *Turn) BestBox(h scoring.Hand) (int, scoring.Box) {
	return int(tu.finalCol[h]), tu.finalBox[h]
}

// banked is what a column has already earned, as the tables count it: its
// total, with plus and minus counted as soon as each is written (Y3: plus −
// minus is a sum of the two, so it can be credited box by box).
func banked(c *scoring.Column) float64 {
	t := c.Total() - c.PlusMinus()
	if v, ok := c.Value(scoring.Plus); ok {
		t += v
	}
	if v, ok := c.Value(scoring.Minus); ok {
		t -= v
	}
	return float64(t)
}

// The one-state solver of a turn, for hints, the Expert and the review
// (Solve uses the lane kernel of lanes.go, which computes the same values).

// worker holds the scratch arrays of one turn's computation.
type worker struct {
	t   *Table
	K   [numKeeps]float64      // keeps; the hands at the end (see average)
	arg [scoring.NumHands]int8 // local box giving a hand's final value (for hints)
	B   [numKeeps + 1]float64  // B[sentinel] = −∞
	A   [numKeeps]uint32       // best sub-keep of each keep (bestArg)
	// finalValues' scratch: the box of each hand so far, a box's values
	arg64 [scoring.NumHands]int64
	vals  [scoring.NumHands]float64
}

// maxArgGo is maxArg in Go: for every hand h, when v[h]+e > V[h], V[h] =
// v[h]+e and A[h] = i.
func maxArgGo(V *[scoring.NumHands]float64, A *[scoring.NumHands]int64, v *[scoring.NumHands]float64, e float64, i int64) {
	for h := range V {
		if x := v[h] + e; x > V[h] {
			V[h], A[h] = x, i
		}
	}
}

func newWorker(t *Table) *worker {
	w := &worker{}
	w.init(t)
	return w
}

// init readies w for table t.
func (w *worker) init(t *Table) {
	w.t = t
	w.B[sentinel] = math.Inf(-1)
}

// finalValues fills V[h]: the best of every box the throw h may take, its
// reward plus the value of the state it leads to.
func (w *worker) finalValues(mask uint32, u, b50 int) {
	t := w.t
	V := (*[scoring.NumHands]float64)(w.K[keeps.firstOf5:])
	for h := range V {
		V[h] = math.Inf(-1)
	}
	// Box by box, the hands it betters take it: v is its value for each
	// hand, less e (added by maxArg). Adding −0 changes no value.
	negZero := math.Copysign(0, -1)
	A, v := &w.arg64, &w.vals
	// First the values of the states each box leads to, read together
	// (their cache misses then overlap), val[i][c] for c dice of an upper
	// box's face, val[i][0] for the others.
	allowed := t.allowedAt(mask)
	var val [16][6]float64
	for a := allowed; a != 0; a &= a - 1 {
		i := bits.TrailingZeros16(a)
		b := t.boxes[i]
		nm := mask | 1<<i
		switch {
		case b.Upper():
			f := int(b.Face())
			for c := 0; c <= 5; c++ {
				pts := f * c
				bonus := scoring.UpperBonusReached(u, pts)
				val[i][c] = float64(pts+bonus) + t.E[state(nm, min(upperCap, u+pts), b50)]
			}
		case i == t.five:
			val[i][0] = t.E[state(nm, u, 0)]
		default:
			val[i][0] = t.E[state(nm, u, b50)]
		}
	}
	for a := allowed; a != 0; a &= a - 1 {
		i := bits.TrailingZeros16(a)
		b := t.boxes[i]
		switch {
		case b.Upper():
			cnt := &t.countOf[b.Face()]
			for h := range v {
				v[h] = val[i][cnt[h]]
			}
			maxArg(V, A, v, negZero, int64(i))
		case i == t.five:
			// no five alike: the box takes 0 (the five-alike hands are
			// judged below)
			for h := range v {
				v[h] = val[i][0]
			}
			maxArg(V, A, v, negZero, int64(i))
		default:
			maxArg(V, A, &t.score[i], val[i][0], int64(i))
		}
	}
	for h := range A {
		w.arg[h] = int8(A[h])
	}
	w.fiveAlikeValues(V, mask, u, b50)
}

// fiveAlikeValues values the hands of five alike in state (mask, u, b50):
// bonuses and jokers, as scoring judges them, with the box each takes.
func (w *worker) fiveAlikeValues(V *[scoring.NumHands]float64, mask uint32, u, b50 int) {
	t := w.t
	col := t.column(mask, u, b50)
	for _, h := range t.fives {
		best, arg := math.Inf(-1), int8(-1)
		for a := t.allowedAt(mask); a != 0; a &= a - 1 {
			i := bits.TrailingZeros16(a)
			v := t.Rules.Evaluate(&col, 0, h, t.boxes[i])
			if !v.Legal {
				continue
			}
			nu, nb50 := u, b50
			if t.boxes[i].Upper() {
				nu = min(upperCap, u+int(v.Points))
			}
			if i == t.five && v.Points == scoring.FiveAlikePoints {
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
func (w *worker) average() { average1((*[numKeeps]float64)(w.K[:numKeeps])) }

// average1Go is average in Go, for one lane.
func average1Go(K *[numKeeps]float64) {
	for k := keeps.firstOf5 - 1; k >= 0; k-- {
		c := &keeps.child[k]
		K[k] = (K[c[0]] + K[c[1]] + K[c[2]] + K[c[3]] + K[c[4]] + K[c[5]]) * (1.0 / 6)
	}
}

// bestArg is best that also sets arg[h] to the best keep of each hand h:
// the hand itself unless a sub-keep is worth strictly more, else the
// first parent (in keep order) whose best is the hand's, followed down
// (bestArg1 finds it for every keep in the same pass as the values).
func (w *worker) bestArg(arg *[numKeeps]uint16) {
	K, B := (*[numKeeps]float64)(w.K[:numKeeps]), (*[numKeeps]float64)(w.B[:numKeeps])
	bestArg1(K, B, &w.A)
	for h := keeps.firstOf5; h < numKeeps; h++ {
		arg[h] = uint16(w.A[h])
	}
}

// bestArg1Go is bestArg1 in Go: the best of each keep and its sub-keeps
// (in B for the keeps of fewer than five dice, in K for the hands), and in
// A the sub-keep giving it: the keep itself unless a parent's best is
// strictly greater, else the first such parent's (in parents' order) with
// the greatest best.
func bestArg1Go(K, B *[numKeeps]float64, A *[numKeeps]uint32) {
	for k := 0; k < numKeeps; k++ {
		b, a := K[k], uint32(k)
		for _, p := range keeps.parents[k][:keeps.nparents[k]] {
			if x := B[p]; x > b {
				b, a = x, A[p]
			}
		}
		if k >= keeps.firstOf5 {
			K[k] = b
		} else {
			B[k] = b
		}
		A[k] = a
	}
}

// bestArgWalk is bestArg as first written (the reference of bestArg1): the
// values by best1, then each hand's best keep found by walking down from
// the hand.
func bestArgWalk(K, B *[numKeeps]float64, arg *[numKeeps]uint16) {
	best1(K, B)
	for h := keeps.firstOf5; h < numKeeps; h++ {
		a := uint16(h)
		for B[a] > K[a] {
			for _, p := range keeps.parents[a][:keeps.nparents[a]] {
				if B[p] == B[a] {
					a = p
					break
				}
			}
		}
		arg[h] = a
	}
	copy(K[keeps.firstOf5:], B[keeps.firstOf5:])
}

// best replaces each hand's value by the value of its best keep.
func (w *worker) best() {
	K, B := (*[numKeeps]float64)(w.K[:numKeeps]), (*[numKeeps]float64)(w.B[:numKeeps])
	best1(K, B)
	copy(K[keeps.firstOf5:], B[keeps.firstOf5:])
}

// best1Go is best in Go, for one lane, without the final copy.
func best1Go(K, B *[numKeeps]float64) {
	for k := 0; k < numKeeps; k++ {
		b := K[k]
		for _, p := range keeps.parents[k][:keeps.nparents[k]] {
			if x := B[p]; x > b {
				b = x
			}
		}
		B[k] = b
	}
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
