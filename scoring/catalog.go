package scoring

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// scoring's messages of the catalogue (Lang.Sprintf) built around a count,
// keyed by their English format, with their plural forms in English and
// French (French counts 0 and 1 as one).
func init() {
	SetPlural("%d dice given, %s needed", 1, "%d die given, %s needed", "%d dice given, %s needed", "%d dé donné, il en faut %s", "%d dés donnés, il en faut %s")
	SetPlural("%d players: %s is played by %d to %d%s", 1, "%d player: %s is played by %d to %d%s", "%d players: %s is played by %d to %d%s", "%d joueur : le %s se joue de %d à %d%s", "%d joueurs : le %s se joue de %d à %d%s")
	SetPlural("%d columns given: a sheet has 1 to %d (Y6)", 1, "%d column given: a sheet has 1 to %d (Y6)", "%d columns given: a sheet has 1 to %d (Y6)", "%d colonne donnée : une feuille en a de 1 à %d (Y6)", "%d colonnes données : une feuille en a de 1 à %d (Y6)")
}

// SetMessage registers one entry of the catalogue for tag; an entry the
// catalogue refuses is a programming error, so it panics.
func SetMessage(tag language.Tag, key string, msg ...catalog.Message) {
	if err := message.Set(tag, key, msg...); err != nil {
		panic(err)
	}
}

// SetPlural registers the catalogue entry key in English and in French,
// each as its "one" and "other" forms, chosen by the count in argument arg
// (1-based) under each language's plural rules (French counts 0 as one).
func SetPlural(key string, arg int, enOne, enOther, frOne, frOther string) {
	SetMessage(language.English, key, plural.Selectf(arg, "%d", "one", enOne, "other", enOther))
	SetMessage(language.French, key, plural.Selectf(arg, "%d", "one", frOne, "other", frOther))
}

// counted returns an *Error for malformed input whose sentence, key of the
// catalogue, is built around a count.
func counted(rule, key string, args ...any) *Error {
	return inputError(rule, EN.Sprintf(key, args...), FR.Sprintf(key, args...))
}
