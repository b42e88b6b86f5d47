package pages

import (
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// Penta and Yam's: one short box column per player; a sacrificed box is
// marked.
func init() {
	RegisterLook(sheets.EngineBoxes, Look{Legend: func(l lang.Lang, printed bool) string {
		if printed {
			return l.T("Struck-through 0: a box sacrificed · ·: not filled yet")
		}
		return l.T("✗0: box sacrificed at 0 · ·: not filled yet")
	}})
}
