package scoring

import (
	"strconv"
	"strings"
)

// ParseSheet reads the boxes already filled, as "penta=50,fours=12" or, for
// several columns, "down:aces=3,free:yams=50" (no prefix: the first column).
// It returns an *Error for an unknown box or column, a box named twice, a
// value no throw could give that box (fours=13), or a ↓/↑ column filled out
// of order.
func (r *Rules) ParseSheet(s string) ([]Column, error) {
	cols := make([]Column, len(r.Columns))
	if strings.TrimSpace(s) == "" {
		return cols, nil
	}
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		ci := 0
		if col, rest, ok := strings.Cut(item, ":"); ok {
			i, err := r.ColumnIndex(col)
			if err != nil {
				return nil, err
			}
			ci, item = i, rest
		}
		name, val, ok := strings.Cut(item, "=")
		if !ok {
			return nil, badInput("", "%q: write each filled box as box=points", item)
		}
		b, err := ParseBox(r.Game, name)
		if err != nil {
			return nil, err
		}
		if err := r.CheckBox(b); err != nil {
			return nil, err
		}
		n, err := strconv.Atoi(strings.TrimSpace(val))
		if err != nil {
			return nil, badInput("", "%s=%s: points must be a whole number", name, val)
		}
		c := &cols[ci]
		if c.IsFilled(b) {
			return nil, badInput("", "box %s named twice", b.ID())
		}
		if !r.Possible(b, n) {
			return nil, badInput(r.valueRule(), "%[1]s=%[2]d: no throw can give %[1]s %[2]d points (%[4]s)", b.ID(), n, b.Label(), r.valueRule())
		}
		c.Filled |= 1 << b
		c.Points[b] = int16(n)
	}
	for ci, m := range r.Columns {
		if m != Down && m != Up {
			continue
		}
		c := &cols[ci]
		seenFree := false
		for i := range r.boxes {
			b := r.boxes[i]
			if m == Up {
				b = r.boxes[len(r.boxes)-1-i]
			}
			if !c.IsFilled(b) {
				seenFree = true
			} else if seenFree {
				return nil, badInput("Y6", "column %[1]s is filled in order, yet %[2]s is filled after a free box (Y6)", r.ColumnNames()[ci], b.ID(), b.Label())
			}
		}
	}
	return cols, nil
}

// Possible reports whether some throw can put n points in box b under these
// rules, the joker included (a sacrifice at 0 counts where the box can score
// 0).
func (r *Rules) Possible(b Box, n int) bool {
	if !r.Has(b) {
		return false
	}
	for h := Hand(0); h < NumHands; h++ {
		if int(r.score[h][b]) == n {
			return true
		}
		if r.Joker != JokerNone && (int(r.jscore[h][b]) == n || (n == 0 && b.Upper())) {
			return true
		}
	}
	return false
}

// FormatSheet writes cols back in the notation of ParseSheet.
func (r *Rules) FormatSheet(cols []Column) string {
	var parts []string
	names := r.ColumnNames()
	for ci := range cols {
		for _, b := range r.boxes {
			if v, ok := cols[ci].Value(b); ok {
				p := b.ID() + "=" + strconv.Itoa(v)
				if len(cols) > 1 {
					p = names[ci] + ":" + p
				}
				parts = append(parts, p)
			}
		}
	}
	return strings.Join(parts, ",")
}
