package boxes

import (
	"context"
	"slices"

	"github.com/scorepad/scorepad/scoring"
)

// Tables returns the table of every column of r, in column order. load,
// when not nil, supplies a table already at hand (from a cache; nil when
// there is none); the others are solved with SolveContext's progress and
// cancellation. Columns whose tables are equal share one, solved once: the
// same rules, and the same boxes legal at every mask as scoring judges
// them (a free and an imposed column, two columns of one mode). solved
// lists the tables computed here, to be cached.
func Tables(ctx context.Context, r *scoring.Rules, load func(scoring.Mode) *Table, progress func(Progress)) (tables, solved []*Table, err error) {
	byMode := map[scoring.Mode]*Table{}
	var missing []*Table
	for _, m := range r.Columns {
		if _, ok := byMode[m]; ok {
			continue
		}
		var t *Table
		if load != nil {
			t = load(m)
		}
		if t == nil {
			if t, err = newTable(r, m); err != nil {
				return nil, nil, err
			}
			missing = append(missing, t)
		}
		byMode[m] = t
	}
	// A missing table equal to another (at hand or to solve) takes its
	// values: sharedWith[i] is the table missing[i] copies, or nil.
	sharedWith := make([]*Table, len(missing))
	var toSolve []*Table
	for i, t := range missing {
		t.allowedAll()
		for _, m := range r.Columns {
			o := byMode[m]
			if o == t || o.E == nil && !slices.Contains(toSolve, o) {
				continue
			}
			o.allowedAll()
			if slices.Equal(o.allowed, t.allowed) {
				sharedWith[i] = o
				break
			}
		}
		if sharedWith[i] == nil {
			toSolve = append(toSolve, t)
		}
	}
	if err := solveTables(ctx, toSolve, progress); err != nil {
		return nil, nil, err
	}
	for i, t := range missing {
		if o := sharedWith[i]; o != nil {
			t.E, t.States, t.Seconds = o.E, o.States, o.Seconds
		}
	}
	for _, m := range r.Columns {
		tables = append(tables, byMode[m])
	}
	return tables, missing, nil
}
