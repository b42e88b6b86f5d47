package boxes

import "github.com/scorepad/scorepad/scoring"

// A keep is the multiset of dice a player holds before a throw: 0 to 5
// dice, 462 of them. Keeps are numbered by size (size 0 first), so that
// every keep's children (one die more) come after it and its parents (one
// die fewer) before it. The 252 keeps of five dice are the hands.
const numKeeps = 462

// sentinel is an index past the keeps whose value is −∞: parents lists
// are padded with it so that the best-keep loop has no branch.
const sentinel = numKeeps

type keepTable struct {
	counts   [numKeeps][7]uint8
	size     [numKeeps]uint8
	child    [numKeeps][6]uint16 // keep + one die of face f+1 (size < 5)
	parents  [numKeeps][5]uint16 // keep − one die, distinct faces (nparents of them), then sentinel
	nparents [numKeeps]uint8
	hand     [numKeeps]scoring.Hand
	ofHand   [scoring.NumHands]uint16
	firstOf5 int // index of the first keep of five dice
	prob     [numKeeps]float64
	faces    [numKeeps][5]uint8 // the keep's dice, ascending (size of them)
}

var keeps = buildKeeps()

func countsKey(c [7]uint8) int {
	k := 0
	for f := 1; f <= 6; f++ {
		k = k*6 + int(c[f])
	}
	return k
}

func buildKeeps() *keepTable {
	t := &keepTable{}
	index := map[int]uint16{}
	n := 0
	for size := 0; size <= 5; size++ {
		var rec func(face, left int, c [7]uint8)
		rec = func(face, left int, c [7]uint8) {
			if face == 7 {
				if left == 0 {
					t.counts[n] = c
					t.size[n] = uint8(size)
					index[countsKey(c)] = uint16(n)
					n++
				}
				return
			}
			for k := left; k >= 0; k-- {
				c[face] = uint8(k)
				rec(face+1, left-k, c)
			}
		}
		if size == 5 {
			// The keeps of five are the hands, in scoring's order, so that
			// a hand's values sit at firstOf5 + hand.
			t.firstOf5 = n
			for h := scoring.Hand(0); h < scoring.NumHands; h++ {
				c := h.Counts()
				t.counts[n] = c
				t.size[n] = 5
				index[countsKey(c)] = uint16(n)
				n++
			}
			continue
		}
		rec(1, size, [7]uint8{})
	}
	t.link(index)
	// prob[k] for a keep of five: the chance of throwing that hand with
	// five dice (multinomial).
	fact := [6]float64{1, 1, 2, 6, 24, 120}
	for k := t.firstOf5; k < numKeeps; k++ {
		p := fact[5]
		for f := 1; f <= 6; f++ {
			p /= fact[t.counts[k][f]]
		}
		t.prob[k] = p / 7776
	}
	return t
}

// link fills each keep's children (one die more), parents (one die less),
// faces and, for the keeps of five, their hand; index finds a keep by its
// counts.
func (t *keepTable) link(index map[int]uint16) {
	for k := 0; k < numKeeps; k++ {
		t.parents[k] = [5]uint16{sentinel, sentinel, sentinel, sentinel, sentinel}
	}
	for k := 0; k < numKeeps; k++ {
		c := t.counts[k]
		if t.size[k] < 5 {
			for f := 1; f <= 6; f++ {
				d := c
				d[f]++
				t.child[k][f-1] = index[countsKey(d)]
			}
		}
		for f := 1; f <= 6; f++ {
			if c[f] > 0 {
				d := c
				d[f]--
				t.parents[k][t.nparents[k]] = index[countsKey(d)]
				t.nparents[k]++
			}
		}
		n := 0
		for f := uint8(1); f <= 6; f++ {
			for range c[f] {
				t.faces[k][n] = f
				n++
			}
		}
		if t.size[k] == 5 {
			h := scoring.HandFromCounts(c)
			t.hand[k] = h
			t.ofHand[h] = uint16(k)
		}
	}
}

// keepOf returns the keep of the given faces.
func keepOf(faces []uint8) uint16 {
	k := uint16(0)
	for _, f := range faces {
		k = keeps.child[k][f-1]
	}
	return k
}

// handOf5 returns the hand of five dice (scoring.HandOf's, through the
// keeps: five table steps, no sorting).
func handOf5(d *[5]uint8) scoring.Hand {
	k := keeps.child[0][d[0]-1]
	k = keeps.child[k][d[1]-1]
	k = keeps.child[k][d[2]-1]
	k = keeps.child[k][d[3]-1]
	k = keeps.child[k][d[4]-1]
	return keeps.hand[k]
}

// keepFaces returns the faces of keep k in ascending order.
func keepFaces(k uint16) []uint8 {
	var out []uint8
	for f := uint8(1); f <= 6; f++ {
		for range keeps.counts[k][f] {
			out = append(out, f)
		}
	}
	return out
}
