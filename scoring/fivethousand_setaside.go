package scoring

// SetAside is one legal way to set dice aside from a 5000 throw (C3, C4):
// the dice kept, in ascending order, and what they score.
type SetAside struct {
	Keep   []uint8
	Points int
}

// SetAsides returns every distinct legal set-aside of a throw under rule
// (C2–C4): each sub-multiset of the dice that KeepPoints accepts, with its
// points, smaller sets first. A throw that busts has none.
func SetAsides(throw []uint8, rule BustRule) []SetAside {
	if Busts(throw, rule) {
		return nil
	}
	c := counts6(throw)
	var out []SetAside
	var k [7]int
	var rec func(f int)
	rec = func(f int) {
		if f == 7 {
			var keep []uint8
			for g := 1; g <= 6; g++ {
				for range k[g] {
					keep = append(keep, uint8(g))
				}
			}
			if len(keep) == 0 {
				return
			}
			if p, err := KeepPoints(throw, keep, rule); err == nil {
				out = append(out, SetAside{Keep: keep, Points: p})
			}
			return
		}
		for n := 0; n <= c[f]; n++ {
			k[f] = n
			rec(f + 1)
		}
		k[f] = 0
	}
	rec(1)
	// smaller sets first, then fewer points: a stable, readable order
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && (len(out[j].Keep) < len(out[j-1].Keep) || (len(out[j].Keep) == len(out[j-1].Keep) && out[j].Points < out[j-1].Points)); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
