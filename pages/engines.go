package pages

import (
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// Look is how one engine is drawn where engines differ: the line under
// its sheet that explains its marks, the width of its columns and its
// figures in the statistics. Each engine registers its Look beside its
// implementation (engine_*.go), once; the printers never name an engine.
type Look struct {
	// Legend is the line under a printed sheet that explains its marks
	// ("" when none); printed is true on paper (PDF).
	Legend func(l lang.Lang, printed bool) string
	// Wide is true when the sheet's columns are wide (turns, rows) rather
	// than one short box column per player.
	Wide bool
	// Stats is how the statistics show the engine's figures.
	Stats StatsFigures
}

var looks = map[sheets.Engine]Look{}

// registerLook records the Look of engine e. A second registration of the
// same engine, or a statistics column of the CSV named like a common
// column or another engine's (StatsFigures.check), panics: a programming
// error, found by any test.
func registerLook(e sheets.Engine, lk Look) {
	if _, dup := looks[e]; dup {
		panic("pages: engine registered twice")
	}
	lk.Stats.check(e)
	looks[e] = lk
}

// lookOf returns the Look of kind k's engine (the zero Look, no legend and
// narrow columns, for an engine that registered none).
func lookOf(k sheets.Kind) Look { return looks[k.Engine()] }

// legend returns the legend of kind k's sheet, "" when none.
func legend(k sheets.Kind, l lang.Lang, printed bool) string {
	if f := lookOf(k).Legend; f != nil {
		return f(l, printed)
	}
	return ""
}

// kindNames lists the kinds of the registry, in its order.
func kindNames() []string {
	out := make([]string, len(sheets.Kinds))
	for i, k := range sheets.Kinds {
		out[i] = string(k)
	}
	return out
}
