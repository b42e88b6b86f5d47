package table

import (
	"github.com/scorepad/scorepad/scoring"
)

// The table's messages of the catalogue (scoring.Lang.Sprintf) built around
// a count, keyed by their English format, with their plural forms.
func init() {
	scoring.SetPlural("Throw the %d dice left", 1, "Throw the last die", "Throw the %d dice left", "Relancer le dernier dé", "Relancer les %d dés restants")
	scoring.SetPlural("Throw %d: the %d dice thrown", 2, "Throw %[1]d: the die thrown", "Throw %d: the %d dice thrown", "Lancer %[1]d : le dé lancé", "Lancer %d : les %d dés lancés")
}
