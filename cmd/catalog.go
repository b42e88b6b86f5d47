package cmd

import (
	"github.com/scorepad/scorepad/scoring"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"
)

// The cmd messages of the catalogue (scoring.Lang.Sprintf): every sentence
// of cmd built around a count, keyed by its English format, with its plural
// forms in English and French. French plural rules count 0 and 1 as one.
func init() {
	fr, set := language.French, scoring.SetMessage
	// cobra's argument counts
	scoring.SetPlural("takes %d argument(s), received %d", 1, "takes %d argument, received %d", "takes %d arguments, received %d", "attend %d argument, en a reçu %d", "attend %d arguments, en a reçu %d")
	scoring.SetPlural("takes at most %d argument(s), received %d", 1, "takes at most %d argument, received %d", "takes at most %d arguments, received %d", "attend au plus %d argument, en a reçu %d", "attend au plus %d arguments, en a reçu %d")
	scoring.SetPlural("takes at least %d argument(s), received %d", 1, "takes at least %d argument, received %d", "takes at least %d arguments, received %d", "attend au moins %d argument, en a reçu %d", "attend au moins %d arguments, en a reçu %d")
	set(fr, "takes between %d and %d arguments, received %d", catalog.String("attend de %d à %d arguments, en a reçu %d"))

	// huh's accessible prompts (see huhfr.go)
	set(fr, "Enter a number between %d and %d: ", catalog.String("Entrez un nombre entre %d et %d : "))
	set(fr, "Invalid: must be a number between %d and %d", catalog.String("Réponse incorrecte : un nombre entre %d et %d"))
	set(fr, "Select up to %d options.", plural.Selectf(1, "%d", "one", "Choisissez jusqu'à %d option.", "other", "Choisissez jusqu'à %d options."))
	set(fr, "You can't select more than %d options.", plural.Selectf(1, "%d", "one", "Vous ne pouvez pas choisir plus d'une option.", "other", "Vous ne pouvez pas choisir plus de %d options."))

	// counts
	scoring.SetPlural("%d games added\n", 1, "%d game added\n", "%d games added\n", "%d partie ajoutée\n", "%d parties ajoutées\n")
	scoring.SetPlural("%s: %.1f expected points lost over %d decisions\n", 3, "%s: %.1f expected points lost over %d decision\n", "%s: %.1f expected points lost over %d decisions\n", "%s : %.1f points espérés perdus sur %d décision\n", "%s : %.1f points espérés perdus sur %d décisions\n")
}
