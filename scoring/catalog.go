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
	en, fr := language.English, language.French
	set := func(tag language.Tag, key string, msg ...catalog.Message) {
		if err := message.Set(tag, key, msg...); err != nil {
			panic(err)
		}
	}
	set(en, "%d dice given, %s needed", plural.Selectf(1, "%d", "one", "%d die given, %s needed", "other", "%d dice given, %s needed"))
	set(fr, "%d dice given, %s needed", plural.Selectf(1, "%d", "one", "%d dé donné, il en faut %s", "other", "%d dés donnés, il en faut %s"))
	set(en, "%d players: %s is played by %d to %d%s", plural.Selectf(1, "%d", "one", "%d player: %s is played by %d to %d%s", "other", "%d players: %s is played by %d to %d%s"))
	set(fr, "%d players: %s is played by %d to %d%s", plural.Selectf(1, "%d", "one", "%d joueur : le %s se joue de %d à %d%s", "other", "%d joueurs : le %s se joue de %d à %d%s"))
	set(en, "%d columns given: a sheet has 1 to 4 (Y6)", plural.Selectf(1, "%d", "one", "%d column given: a sheet has 1 to 4 (Y6)", "other", "%d columns given: a sheet has 1 to 4 (Y6)"))
	set(fr, "%d columns given: a sheet has 1 to 4 (Y6)", plural.Selectf(1, "%d", "one", "%d colonne donnée : une feuille en a de 1 à 4 (Y6)", "other", "%d colonnes données : une feuille en a de 1 à 4 (Y6)"))
}

// counted returns an *Error for malformed input whose sentence, key of the
// catalogue, is built around a count.
func counted(rule, key string, args ...any) *Error {
	return inputError(rule, EN.Sprintf(key, args...), FR.Sprintf(key, args...))
}
