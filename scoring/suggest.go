package scoring

import "sort"

// Nearest returns the candidates closest to s, for a "did you mean"
// line: those within two edits of s once both are folded (case, accents,
// spaces and dashes ignored), or that s begins, nearest first; nil when
// none is close.
func Nearest(s string, candidates []string) []string {
	fs := fold(s)
	if fs == "" {
		return nil
	}
	type scored struct {
		c string
		d int
	}
	var near []scored
	seen := map[string]bool{}
	for _, c := range candidates {
		fc := fold(c)
		if seen[fc] {
			continue
		}
		d := editDistance(fs, fc)
		max := 2
		if len([]rune(fs)) <= 3 {
			max = 1
		}
		if d <= max || (len(fs) >= 2 && len(fc) > len(fs) && fc[:len(fs)] == fs) {
			seen[fc] = true
			near = append(near, scored{c, d})
		}
	}
	sort.SliceStable(near, func(i, j int) bool { return near[i].d < near[j].d })
	out := make([]string, 0, len(near))
	for i, n := range near {
		if i == 3 {
			break
		}
		out = append(out, n.c)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// editDistance is the Levenshtein distance between a and b, in runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
