package scoring

import (
	"strconv"
	"strings"
)

// ParseRows reads the checks of a Sackson pad's rows written "7:3,8:2"
// (sum:checks, rows left out have none): sums 2 to 12 (S2), each once,
// 0 to 20 checks (checks beyond 10 are allowed and add nothing, S6).
func ParseRows(s string) ([13]int, error) {
	var rows [13]int
	if strings.TrimSpace(s) == "" {
		return rows, nil
	}
	seen := map[int]bool{}
	for _, item := range strings.Split(s, ",") {
		sum, n, ok := strings.Cut(strings.TrimSpace(item), ":")
		v, err1 := strconv.Atoi(sum)
		c, err2 := strconv.Atoi(n)
		if !ok || err1 != nil || err2 != nil || v < 2 || v > 12 || c < 0 || c > 20 {
			return rows, badInput("S2", "row %q: write sum:checks, a sum 2–12 and 0 to 20 checks, e.g. 7:3 (S2)", item)
		}
		if seen[v] {
			return rows, badInput("S2", "row %d given twice (S2)", v)
		}
		seen[v] = true
		rows[v] = c
	}
	return rows, nil
}

// FormatRows writes rows in the notation of ParseRows (rows with checks
// only, in order).
func FormatRows(rows [13]int) string {
	var parts []string
	for s := 2; s <= 12; s++ {
		if rows[s] > 0 {
			parts = append(parts, strconv.Itoa(s)+":"+strconv.Itoa(rows[s]))
		}
	}
	return strings.Join(parts, ",")
}
