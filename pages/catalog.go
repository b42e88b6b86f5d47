package pages

import (
	"github.com/scorepad/scorepad/scoring"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// The pages' messages of the catalogue (scoring.Lang.Sprintf) built around a
// count, keyed by their English format, with their plural forms in English
// and French (French counts 0 and 1 as one).
func init() {
	en, fr, set := language.English, language.French, scoring.SetMessage
	scoring.SetPlural("%d games", 1, "%d game", "%d games", "%d partie", "%d parties")
	scoring.SetPlural("%d wins", 1, "%d win", "%d wins", "%d victoire", "%d victoires")
	set(en, "(ahead %d times in %d games together)", plural.Selectf(1, "%d", "one", "(ahead once in %[2]d games together)", "other", "(ahead %d times in %d games together)"))
	set(fr, "(ahead %d times in %d games together)", plural.Selectf(2, "%d", "one", "(devant %d fois en %d partie ensemble)", "other", "(devant %d fois en %d parties ensemble)"))
}
