package boxes

import (
	"math"
	"math/bits"

	"github.com/scorepad/scorepad/scoring"
)

// The solver's kernel: one turn solved for `lanes` states of the same mask
// at once (different upper totals, or the five-alike box at 50 or 0). Each
// pass over the keeps then reads a keep's children or parents once for
// four independent sums, which the processor overlaps; the keeps' tables
// stay in the first-level cache (462 × 4 × 8 bytes = 15 KB a pass).
//
// The per-state work is the same as worker's (see advise.go, which keeps
// the one-state version for hints); TestKernelMatchesOneState checks the
// two agree on every state.

const lanes = 4

// lane is one state of a lane group.
type lane struct{ u, b50 int }

// kernel is the scratch of one solving goroutine.
type kernel struct {
	t  *Table
	K  [numKeeps][lanes]float64 // keeps' values; hands' at firstOf5+h
	B  [numKeeps][lanes]float64 // best of each keep and its sub-keeps
	ln [lanes]lane
	// per mask: the five-alike verdicts of every allowed box, for b50 0
	// and 1 (see prepareMask).
	fives [2][6][]fiveMove
}

// fiveMove is what box i gives a five-alike hand: legal, points (as the
// table counts them) and the +100; the upper bonus and the next state
// depend on u and are added per lane.
type fiveMove struct {
	upper  bool
	points int
	gain   float64 // the reward and the +100
	next   int     // the next state for an upper total of 0 (b50 as below)
	nb50   int     // the five-alike box's state after (1: at 50)
}

// keepPlan is the keeps reordered for the kernel's passes.
type keepPlan struct {
	// avg lists the keeps of fewer than five dice, fullest first, each
	// with its six children.
	avg []avgStep
	// groups of keeps with the same size and number of parents, smallest
	// size first; bestOrder and bestPar hold them.
	groups    []bestGroup
	bestOrder []uint16
	bestPar   []uint16
	// The same as programs for the assembly passes: avgProg holds, per
	// keep, the keep and its six children; bestProg, per keep in bestOrder,
	// the keep, its number of parents and the parents.
	avgProg  []uint16
	bestProg []uint16
	// For the AVX2 passes: avgOff is avgProg with byte offsets (keep ×
	// 32); bestOff holds the groups, each a header (number of parents,
	// number of keeps, 1 for the hands: their best goes to K) then per keep
	// its offset and its parents' offsets.
	avgOff  []uint16
	bestOff []uint16
	// bestIdx is bestOff with the keeps' indices, for the one-lane pass
	// that also finds the best keep (bestArg1).
	bestIdx []uint16
}

type avgStep struct {
	k     uint16
	child [6]uint16
}

type bestGroup struct {
	start, end int // in bestOrder
	np         int
}

var plan = buildPlan()

func buildPlan() *keepPlan {
	p := &keepPlan{}
	for k := keeps.firstOf5 - 1; k >= 0; k-- {
		p.avg = append(p.avg, avgStep{k: uint16(k), child: keeps.child[k]})
	}
	for size := uint8(0); size <= 5; size++ {
		for np := uint8(0); np <= 6; np++ {
			g := bestGroup{start: len(p.bestOrder), np: int(np)}
			for k := 0; k < numKeeps; k++ {
				if keeps.size[k] == size && keeps.nparents[k] == np {
					p.bestOrder = append(p.bestOrder, uint16(k))
					p.bestPar = append(p.bestPar, keeps.parents[k][:np]...)
				}
			}
			g.end = len(p.bestOrder)
			if g.end > g.start {
				p.groups = append(p.groups, g)
			}
		}
	}
	for _, a := range p.avg {
		p.avgProg = append(p.avgProg, a.k)
		p.avgProg = append(p.avgProg, a.child[:]...)
	}
	q := 0
	for _, g := range p.groups {
		toK := uint16(0)
		if keeps.size[p.bestOrder[g.start]] == 5 {
			toK = 1
		}
		p.bestOff = append(p.bestOff, uint16(g.np), uint16(g.end-g.start), toK)
		p.bestIdx = append(p.bestIdx, uint16(g.np), uint16(g.end-g.start), toK)
		for _, k := range p.bestOrder[g.start:g.end] {
			p.bestProg = append(p.bestProg, k, uint16(g.np))
			p.bestProg = append(p.bestProg, p.bestPar[q:q+g.np]...)
			p.bestIdx = append(p.bestIdx, k)
			p.bestIdx = append(p.bestIdx, p.bestPar[q:q+g.np]...)
			p.bestOff = append(p.bestOff, k*laneBytes)
			for _, par := range p.bestPar[q : q+g.np] {
				p.bestOff = append(p.bestOff, par*laneBytes)
			}
			q += g.np
		}
	}
	for _, k := range p.avgProg {
		p.avgOff = append(p.avgOff, k*laneBytes)
	}
	return p
}

// laneBytes is the size of one keep's lanes.
const laneBytes = lanes * 8

func newKernel(t *Table) *kernel { return &kernel{t: t} }

// prepareMask judges the five-alike hands for every allowed box of mask,
// once for all its upper totals: whether the box may take the hand, its
// points and the +100 depend only on the filled boxes and the five-alike
// box's value (scoring.Evaluate, on a column whose upper total is 0).
func (k *kernel) prepareMask(mask uint32) {
	t := k.t
	for b50 := 0; b50 <= 1; b50++ {
		if b50 == 1 && mask&(1<<t.five) == 0 {
			continue
		}
		col := t.column(mask, 0, b50)
		for fi, h := range t.fives {
			moves := k.fives[b50][fi][:0]
			for a := t.allowed[mask]; a != 0; a &= a - 1 {
				i := bits.TrailingZeros16(a)
				v := t.Rules.Evaluate(&col, 0, h, t.boxes[i])
				if !v.Legal {
					continue
				}
				nb50 := b50
				if i == t.five && v.Points == scoring.FiveAlikePoints {
					nb50 = 1
				}
				moves = append(moves, fiveMove{upper: t.boxes[i].Upper(), points: int(v.Points),
					gain: t.reward(i, int(v.Points)) + float64(v.Bonus), next: state(mask|1<<i, 0, nb50), nb50: nb50})
			}
			k.fives[b50][fi] = moves
		}
	}
}

// finals fills the hands' values of the lanes: the best of every box each
// hand may take, its reward plus the value of the state it leads to.
func (k *kernel) finals(mask uint32) {
	dense := k.finalsZero(mask)
	var tw twins
	k.findTwins(mask, &tw)
	k.finalsBoxes(mask, dense, &tw)
	k.finalsFives()
}

// finalsZero starts every hand at the best zero: every allowed box takes
// any hand that is not five alike, and a box whose rewards are never
// negative is worth at least its zero (reward 0, the next state's value)
// for every hand, so only the hands a box scores for are visited after.
// It returns the boxes with negative rewards, visited for every hand.
func (k *kernel) finalsZero(mask uint32) (dense uint16) {
	t, ln := k.t, &k.ln
	var zero [lanes]float64
	for l := range zero {
		zero[l] = math.Inf(-1)
	}
	for a := t.allowed[mask]; a != 0; a &= a - 1 {
		i := bits.TrailingZeros16(a)
		nm := mask | 1<<i
		var z [lanes]float64
		switch {
		case t.boxes[i].Upper():
			for l := range z {
				z[l] = t.E[state(nm, ln[l].u, ln[l].b50)]
			}
		case i == t.five:
			for l := range z {
				z[l] = t.E[state(nm, ln[l].u, 0)]
			}
		case t.negative[i]:
			dense |= 1 << i
			continue
		default:
			for l := range z {
				z[l] = t.E[state(nm, ln[l].u, ln[l].b50)]
			}
		}
		for l := range z {
			zero[l] = max(zero[l], z[l])
		}
	}
	for h := keeps.firstOf5; h < numKeeps; h++ {
		k.K[h] = zero
	}
	return dense
}

// twins holds, for each box j with an allowed twin (the same rewards), the
// better of their next states' values: the twin adds the rewards once,
// max(r+e1, r+e2) being r+max(e1, e2) to the bit, rounding being
// monotonic.
type twins struct {
	e   [16][lanes]float64
	has uint16
}

func (k *kernel) findTwins(mask uint32, tw *twins) {
	t, ln := k.t, &k.ln
	for a := t.allowed[mask]; a != 0; a &= a - 1 {
		i := bits.TrailingZeros16(a)
		if j := t.twin[i]; j >= 0 && t.allowed[mask]&(1<<j) != 0 {
			nm := mask | 1<<i
			if tw.has&(1<<j) == 0 {
				for l := range lanes {
					tw.e[j][l] = math.Inf(-1)
				}
				tw.has |= 1 << j
			}
			for l := range lanes {
				if e := t.E[state(nm, ln[l].u, ln[l].b50)]; e > tw.e[j][l] {
					tw.e[j][l] = e
				}
			}
		}
	}
}

// finalsBoxes raises each hand to the reward plus next value of every box
// that scores it (five alike apart: finalsFives).
func (k *kernel) finalsBoxes(mask uint32, dense uint16, tw *twins) {
	t, K, ln := k.t, &k.K, &k.ln
	for a := t.allowed[mask]; a != 0; a &= a - 1 {
		i := bits.TrailingZeros16(a)
		b := t.boxes[i]
		nm := mask | 1<<i
		if j := t.twin[i]; j >= 0 && t.allowed[mask]&(1<<j) != 0 {
			continue // its twin j counts it
		}
		switch {
		case b.Upper():
			f := int(b.Face())
			// val[c][l]: c dice of face f, in lane l
			var val [6][lanes]float64
			for l := range lanes {
				u, b50 := ln[l].u, ln[l].b50
				for c := 1; c <= 5; c++ {
					pts := f * c
					bonus := scoring.UpperBonusReached(u, pts)
					val[c][l] = float64(pts+bonus) + t.E[state(nm, min(upperCap, u+pts), b50)]
				}
			}
			maxVal(K, t.withFace[f], t.faceCount[f], &val)
		case i == t.five:
			// no five alike: the box takes 0 (the zero above); five alike
			// is judged by finalsFives
		default:
			var e [lanes]float64
			for l := range e {
				e[l] = t.E[state(nm, ln[l].u, ln[l].b50)]
				if tw.has&(1<<i) != 0 && tw.e[i][l] > e[l] {
					e[l] = tw.e[i][l]
				}
			}
			if dense&(1<<i) != 0 {
				maxAdd(K, allHands[:], t.score[i][:], &e)
			} else {
				maxAdd(K, t.scores[i], t.scoring[i], &e)
			}
		}
	}
}

// finalsFives values the hands of five alike: bonuses and jokers, as
// scoring judged them (k.fives).
func (k *kernel) finalsFives() {
	t, ln := k.t, &k.ln
	for fi, h := range t.fives {
		x := &k.K[keeps.firstOf5+int(h)]
		for l := range lanes {
			u, b50 := ln[l].u, ln[l].b50
			best := math.Inf(-1)
			for _, m := range k.fives[b50][fi] {
				val, nu := m.gain, u
				if m.upper {
					nu = min(upperCap, u+m.points)
					val += float64(scoring.UpperBonusReached(u, m.points))
				}
				// state(mask|1<<i, nu, nb50) is next + nu<<1
				if val += t.E[m.next+nu<<1]; val > best {
					best = val
				}
			}
			x[l] = best
		}
	}
}

// average fills the keeps of fewer than five dice from their children.
func (k *kernel) average() { averagePass(&k.K) }

// best sets each hand to the best of itself and its sub-keeps, so that a
// hand is worth its best keep.
func (k *kernel) best() { bestPass(&k.K, &k.B) }

// averageGo is average in Go (the reference of the assembly version).
func averageGo(K *[numKeeps][lanes]float64) {
	const sixth = 1.0 / 6
	for _, s := range plan.avg {
		c0, c1, c2, c3, c4, c5 := &K[s.child[0]], &K[s.child[1]], &K[s.child[2]], &K[s.child[3]], &K[s.child[4]], &K[s.child[5]]
		x := &K[s.k]
		x[0] = (c0[0] + c1[0] + c2[0] + c3[0] + c4[0] + c5[0]) * sixth
		x[1] = (c0[1] + c1[1] + c2[1] + c3[1] + c4[1] + c5[1]) * sixth
		x[2] = (c0[2] + c1[2] + c2[2] + c3[2] + c4[2] + c5[2]) * sixth
		x[3] = (c0[3] + c1[3] + c2[3] + c3[3] + c4[3] + c5[3]) * sixth
	}
}

// bestGo is best in Go (the reference of the assembly version), without
// the final copy.
func bestGo(K, B *[numKeeps][lanes]float64) {
	par := plan.bestPar
	p := 0
	for _, g := range plan.groups {
		for _, kk := range plan.bestOrder[g.start:g.end] {
			x := &K[kk]
			b0, b1, b2, b3 := x[0], x[1], x[2], x[3]
			for _, q := range par[p : p+g.np] {
				y := &B[q]
				if y[0] > b0 {
					b0 = y[0]
				}
				if y[1] > b1 {
					b1 = y[1]
				}
				if y[2] > b2 {
					b2 = y[2]
				}
				if y[3] > b3 {
					b3 = y[3]
				}
			}
			p += g.np
			B[kk] = [lanes]float64{b0, b1, b2, b3}
		}
	}
}

// turn runs the two rethrows back from the hands' values and returns each
// lane's expected value before the turn's first throw.
func (k *kernel) turn() [lanes]float64 {
	k.average()
	k.best()
	k.average()
	k.best()
	return expect(&k.K)
}

// expectGo is expect in Go: Σ P(h) × K[h] over the hands, lane by lane.
func expectGo(K *[numKeeps][lanes]float64) [lanes]float64 {
	var e [lanes]float64
	for h := keeps.firstOf5; h < numKeeps; h++ {
		p, x := keeps.prob[h], &K[h]
		e[0] += p * x[0]
		e[1] += p * x[1]
		e[2] += p * x[2]
		e[3] += p * x[3]
	}
	return e
}

// allHands lists the hands 0…251.
var allHands = func() (a [scoring.NumHands]uint8) {
	for h := range a {
		a[h] = uint8(h)
	}
	return
}()

// maxAddGo is maxAdd in Go: K[firstOf5+hands[j]] = max(K[…], vals[j] + e).
func maxAddGo(K *[numKeeps][lanes]float64, hands []uint8, vals []float64, e *[lanes]float64) {
	for j, h := range hands {
		x := &K[keeps.firstOf5+int(h)]
		v := vals[j]
		for l := range lanes {
			if y := v + e[l]; y > x[l] {
				x[l] = y
			}
		}
	}
}

// maxValGo is maxVal in Go: K[firstOf5+hands[j]] = max(K[…], val[idx[j]]).
func maxValGo(K *[numKeeps][lanes]float64, hands []uint8, idx []uint8, val *[6][lanes]float64) {
	for j, h := range hands {
		x := &K[keeps.firstOf5+int(h)]
		v := &val[idx[j]]
		for l := range lanes {
			if v[l] > x[l] {
				x[l] = v[l]
			}
		}
	}
}
