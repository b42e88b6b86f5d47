package vision

import "math"

// maxPartition is the most pips a group may have for partition to search
// its parts; a larger group is split in two by their positions.
const maxPartition = 18

// maxSubsets bounds the faces partition weighs in one group, so that a
// heap of pips costs a bounded time.
const maxSubsets = 6000

// partition reads a group of pips that is not one face well (dice touching,
// or dice on a table of their own colour, so that the face seems to run
// from one die to the next) as several faces: of all the ways to part its
// pips into faces of up to six pips, the one whose faces, none overlapping
// another, are together the likeliest (the product of their confidences;
// a pip left out of every face counts as an unlikely face of its own). It
// returns the faces and the likelihood of the parting, nil when the group
// is too large or no parting is found.
func partition(p *plane, g []pip) ([]*candidate, float64) {
	n := len(g)
	if n < 2 || n > maxPartition {
		return nil, 0
	}
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
	type face struct {
		mask uint32
		c    *candidate
	}
	// faces[i]: the faces whose lowest pip is i
	faces := make([][]face, n)
	count := 0
	members := make([]pip, 0, 6)
	var grow func(lowest int, mask, common uint32)
	grow = func(lowest int, mask, common uint32) {
		if count >= maxSubsets {
			return
		}
		count++
		c := evaluate(p, members)
		if c.fit.ok && c.conf > 0.02 && c.why == 0 {
			faces[lowest] = append(faces[lowest], face{mask, c})
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
	if count >= maxSubsets {
		return nil, 0
	}
	// leftOut is what a pip in no face costs: a dark spot that is no pip
	const leftOut = 0.2
	full := uint32(1)<<n - 1
	var best []*candidate
	bestScore := 0.0
	var chosen []*candidate
	var search func(used uint32, score float64)
	search = func(used uint32, score float64) {
		if score <= bestScore {
			return
		}
		if used == full {
			best, bestScore = append(best[:0], chosen...), score
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
			search(used|f.mask, score*f.c.conf)
			chosen = chosen[:len(chosen)-1]
		}
		search(used|1<<i, score*leftOut)
	}
	search(0, 1)
	if len(best) == 0 {
		return nil, 0
	}
	return best, bestScore
}

// overlaps reports whether the face of c overlaps one of cs: two faces are
// at least a side apart, centre to centre, unless they cover each other.
func overlaps(c *candidate, cs []*candidate) bool {
	for _, o := range cs {
		d := math.Hypot(c.fit.f.tx-o.fit.f.tx, c.fit.f.ty-o.fit.f.ty)
		if d < 0.8*(c.fit.f.side()+o.fit.f.side())/2 {
			return true
		}
	}
	return false
}
