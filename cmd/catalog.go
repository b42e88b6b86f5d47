package cmd

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// The cmd messages of the catalogue (scoring.Lang.Sprintf): every sentence
// of cmd built around a count, keyed by its English format, with its plural
// forms in English and French. French plural rules count 0 and 1 as one.
func init() {
	en, fr := language.English, language.French
	set := func(tag language.Tag, key string, msg ...catalog.Message) {
		if err := message.Set(tag, key, msg...); err != nil {
			panic(err)
		}
	}
	// cobra's argument counts
	set(en, "takes %d argument(s), received %d", plural.Selectf(1, "%d", "one", "takes %d argument, received %d", "other", "takes %d arguments, received %d"))
	set(fr, "takes %d argument(s), received %d", plural.Selectf(1, "%d", "one", "attend %d argument, en a reçu %d", "other", "attend %d arguments, en a reçu %d"))
	set(en, "takes at most %d argument(s), received %d", plural.Selectf(1, "%d", "one", "takes at most %d argument, received %d", "other", "takes at most %d arguments, received %d"))
	set(fr, "takes at most %d argument(s), received %d", plural.Selectf(1, "%d", "one", "attend au plus %d argument, en a reçu %d", "other", "attend au plus %d arguments, en a reçu %d"))
	set(en, "takes at least %d argument(s), received %d", plural.Selectf(1, "%d", "one", "takes at least %d argument, received %d", "other", "takes at least %d arguments, received %d"))
	set(fr, "takes at least %d argument(s), received %d", plural.Selectf(1, "%d", "one", "attend au moins %d argument, en a reçu %d", "other", "attend au moins %d arguments, en a reçu %d"))
	set(fr, "takes between %d and %d arguments, received %d", catalog.String("attend de %d à %d arguments, en a reçu %d"))

	// huh's accessible prompts (see huhfr.go)
	set(fr, "Enter a number between %d and %d: ", catalog.String("Entrez un nombre entre %d et %d : "))
	set(fr, "Invalid: must be a number between %d and %d", catalog.String("Réponse incorrecte : un nombre entre %d et %d"))
	set(fr, "Select up to %d options.", plural.Selectf(1, "%d", "one", "Choisissez jusqu'à %d option.", "other", "Choisissez jusqu'à %d options."))
	set(fr, "You can't select more than %d options.", plural.Selectf(1, "%d", "one", "Vous ne pouvez pas choisir plus d'une option.", "other", "Vous ne pouvez pas choisir plus de %d options."))

	// counts
	set(en, "%d games", plural.Selectf(1, "%d", "one", "%d game", "other", "%d games"))
	set(fr, "%d games", plural.Selectf(1, "%d", "one", "%d partie", "other", "%d parties"))
	set(en, "%d wins", plural.Selectf(1, "%d", "one", "%d win", "other", "%d wins"))
	set(fr, "%d wins", plural.Selectf(1, "%d", "one", "%d victoire", "other", "%d victoires"))
	set(en, "%d games added\n", plural.Selectf(1, "%d", "one", "%d game added\n", "other", "%d games added\n"))
	set(fr, "%d games added\n", plural.Selectf(1, "%d", "one", "%d partie ajoutée\n", "other", "%d parties ajoutées\n"))
	set(en, "(ahead %d times in %d games together)", plural.Selectf(1, "%d", "one", "(ahead once in %[2]d games together)", "other", "(ahead %d times in %d games together)"))
	set(fr, "(ahead %d times in %d games together)", plural.Selectf(2, "%d", "one", "(devant %d fois en %d partie ensemble)", "other", "(devant %d fois en %d parties ensemble)"))
	set(en, "%s: %.1f expected points lost over %d decisions\n", plural.Selectf(3, "%d", "one", "%s: %.1f expected points lost over %d decision\n", "other", "%s: %.1f expected points lost over %d decisions\n"))
	set(fr, "%s: %.1f expected points lost over %d decisions\n", plural.Selectf(3, "%d", "one", "%s : %.1f points espérés perdus sur %d décision\n", "other", "%s : %.1f points espérés perdus sur %d décisions\n"))
}
