package pages

import (
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Penta and Yam's: one short box column per player; a sacrificed box is
// marked.
func init() {
	RegisterLook(sheets.EngineBoxes, Look{Legend: func(l scoring.Lang, printed bool) string {
		if printed {
			return l.Pick("Struck-through 0: a box sacrificed · ·: not filled yet", "0 barré : case sacrifiée · · : pas encore remplie")
		}
		return l.Pick("✗0: box sacrificed at 0 · ·: not filled yet", "✗0 : case barrée à 0 · · : pas encore remplie")
	}})
}
