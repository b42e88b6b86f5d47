package vision

import "math"

// maxPartition is the most pips a group may have for partition to search
// its parts; a larger group is split in two by their positions.
const maxPartition = 18

// maxSubsets bounds the faces partition weighs in one group, and
// maxSteps the steps of its search among them, so that a heap of pips
// costs a bounded time.
const (
	maxSubsets = 6000
	maxSteps   = 200000
)

// ambiguity is how much likelier the best parting must be than any other
// that reads other faces for its faces to be taken on trust: a tie (a 1
// beside a 2, whose pips also make a 2 beside a 1) is said, not settled.
const ambiguity = 2

// partition reads a group of pips that is not one face well (dice touching,
// or dice on a table of their own colour, so that the face seems to run
// from one die to the next) as several faces: of all the ways to part its
// pips into faces of up to six pips, the one whose faces, none overlapping
// another, are together the likeliest (the product of their confidences;
// a pip left out of every face counts as an unlikely face of its own). It
// returns the faces and the likelihood of the parting, nil when the group
// is too large, no parting is found or the search ran out of its bounds.
// The faces are marked Touching (never sure) when a pip was left out of
// them all or another parting reading other faces is nearly as likely.
func partition(p *plane, g []pip) ([]*candidate, float64) {
	n := len(g)
	if n < 2 || n > maxPartition {
		return nil, 0
	}
	faces := faceSubsets(p, g)
	if faces == nil {
		return nil, 0
	}
	return bestParting(faces)
}

// subset is a set of a group's pips (a bit each) read as one face.
type subset struct {
	mask uint32
	c    *candidate
}

// faceSubsets returns the subsets of g that may be one face (up to six
// pips of about one size, within a face's reach of each other, fitting a
// face), by their lowest pip; nil when there are more than maxSubsets to
// weigh.
func faceSubsets(p *plane, g []pip) [][]subset {
	n := len(g)
	// near: two pips that may lie on one face, of about one size and
	// within a face's reach of each other, not overlapping
	near := make([]uint32, n)
	for i := range g {
		for j := range g {
			if i == j {
				continue
			}
			ri, rj := g[i].radius(), g[j].radius()
			r := math.Max(ri, rj)
			d := math.Hypot(g[i].x-g[j].x, g[i].y-g[j].y)
			if r <= 1.35*math.Min(ri, rj) && d <= 11*r && d >= 1.8*r {
				near[i] |= 1 << j
			}
		}
	}
	// faces[i]: the faces whose lowest pip is i
	faces := make([][]subset, n)
	count, truncated := 0, false
	members := make([]pip, 0, 6)
	var grow func(lowest int, mask, common uint32)
	grow = func(lowest int, mask, common uint32) {
		if count >= maxSubsets {
			truncated = true
			return
		}
		count++
		c := evaluate(p, members)
		if c.fit.ok && c.conf > 0.02 && c.why == 0 {
			c.pips = append([]pip(nil), members...) // members is rewritten next
			faces[lowest] = append(faces[lowest], subset{mask, c})
		}
		if len(members) == 6 {
			return
		}
		for k := lowest + 1; k < n; k++ {
			if common&(1<<k) == 0 || mask>>k != 0 {
				continue
			}
			members = append(members, g[k])
			grow(lowest, mask|1<<k, common&near[k])
			members = members[:len(members)-1]
		}
	}
	for i := range g {
		members = append(members[:0], g[i])
		grow(i, 1<<i, near[i])
	}
	if truncated {
		return nil
	}
	return faces
}

// bestParting returns the likeliest parting of a group's pips into the
// faces given (faceSubsets: one list a pip), none overlapping another, and
// its likelihood (partition).
func bestParting(faces [][]subset) ([]*candidate, float64) {
	n := len(faces)
	// leftOut is what a pip in no face costs: a dark spot that is no pip
	const leftOut = 0.2
	full := uint32(1)<<n - 1
	type parting struct {
		faces []*candidate
		score float64
		out   bool // a pip left out of every face
	}
	// the partings within ambiguity of the best so far, the best first
	var near2 []parting
	bestScore, steps := 0.0, 0
	var chosen []*candidate
	var search func(used uint32, score float64, out bool)
	search = func(used uint32, score float64, out bool) {
		if steps++; steps > maxSteps || score*ambiguity <= bestScore {
			return
		}
		if used == full {
			near2 = append(near2, parting{append([]*candidate(nil), chosen...), score, out})
			if score > bestScore {
				bestScore = score
			}
			return
		}
		i := 0
		for used&(1<<i) != 0 {
			i++
		}
		for _, f := range faces[i] {
			if f.mask&used != 0 || overlaps(f.c, chosen) {
				continue
			}
			chosen = append(chosen, f.c)
			search(used|f.mask, score*f.c.conf, out)
			chosen = chosen[:len(chosen)-1]
		}
		search(used|1<<i, score*leftOut, true)
	}
	search(0, 1, false)
	if steps > maxSteps || len(near2) == 0 {
		return nil, 0
	}
	best := near2[0]
	for _, q := range near2 {
		if q.score > best.score {
			best = q
		}
	}
	unsure := best.out
	for _, q := range near2 {
		unsure = unsure || q.score*ambiguity > best.score && !sameFaces(q.faces, best.faces)
	}
	if unsure {
		for _, c := range best.faces {
			c.why = Touching
		}
	}
	return best.faces, best.score
}

// sameFaces reports whether two partings read the same faces: each face of
// a has a face of b of its value, centred within a third of a side.
func sameFaces(a, b []*candidate) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			d := math.Hypot(x.fit.f.tx-y.fit.f.tx, x.fit.f.ty-y.fit.f.ty)
			found = found || x.value == y.value && d < x.fit.f.side()/3
		}
		if !found {
			return false
		}
	}
	return true
}

// overlaps reports whether the face of c overlaps one of cs.
func overlaps(c *candidate, cs []*candidate) bool {
	for _, o := range cs {
		if overlap(c, o) {
			return true
		}
	}
	return false
}

// overlap reports whether the faces of a and b overlap: two faces are at
// least a side apart, centre to centre, unless they cover each other.
func overlap(a, b *candidate) bool {
	d := math.Hypot(a.fit.f.tx-b.fit.f.tx, a.fit.f.ty-b.fit.f.ty)
	return d < 0.8*(a.fit.f.side()+b.fit.f.side())/2
}
