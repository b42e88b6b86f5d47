package table

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// The table's messages of the catalogue (scoring.Lang.Sprintf) built around
// a count, keyed by their English format, with their plural forms.
func init() {
	en, fr := language.English, language.French
	set := func(tag language.Tag, key string, msg ...catalog.Message) {
		if err := message.Set(tag, key, msg...); err != nil {
			panic(err)
		}
	}
	set(en, "Throw the %d dice left", plural.Selectf(1, "%d", "one", "Throw the last die", "other", "Throw the %d dice left"))
	set(fr, "Throw the %d dice left", plural.Selectf(1, "%d", "one", "Relancer le dernier dé", "other", "Relancer les %d dés restants"))
	set(en, "Throw %d: the %d dice thrown", plural.Selectf(2, "%d", "one", "Throw %[1]d: the die thrown", "other", "Throw %d: the %d dice thrown"))
	set(fr, "Throw %d: the %d dice thrown", plural.Selectf(2, "%d", "one", "Lancer %[1]d : le dé lancé", "other", "Lancer %d : les %d dés lancés"))
}
