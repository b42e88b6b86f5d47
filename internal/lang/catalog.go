package lang

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// files are the catalogue files: the French of every English text of
// scorepad, one GNU gettext PO file per area of the code (fr/scoring.po,
// fr/cmd.po, …), so that two changes in two areas never edit one file.
//
//go:embed fr/*.po
var files embed.FS

// Entry is one text of the catalogue: the English (ID, and IDPlural for a
// text with a count), the French (Str, or the forms Plural[0] for one —
// French counts 0 and 1 as one — and Plural[1] for more), and Context when
// one English text needs two French ones.
type Entry struct {
	Context, ID, IDPlural string
	Str                   string
	Plural                [2]string
	// CountArg is, for a plural text formatted with Sprintf, the argument
	// (1-based) whose number chooses the form ("#. count: argument 2" in
	// the file); 0 for a text chosen by N.
	CountArg int
	// FrenchCountArg, when not 0, is the argument that chooses the French
	// form ("#. French count: argument 2"), when French counts another
	// number than English ("ahead once in 4 games" / "devant 1 fois en 4
	// parties").
	FrenchCountArg int
	// File is the catalogue file that holds the entry ("fr/cmd.po").
	File string
}

// key is the lookup key of a text: its context and its English, joined as
// gettext joins them.
func key(ctx, id string) string {
	if ctx == "" {
		return id
	}
	return ctx + "\x04" + id
}

// french holds every entry of the catalogue by key, once loaded.
var french = map[string]*Entry{}

// loadOnce reads the catalogue at its first use (load), not at start-up:
// a command that prints only JSON never parses it.
var loadOnce sync.Once

// load fills french and gives x/text the entries Sprintf formats.
func load() {
	entries, err := loadFS(files)
	if err != nil {
		panic(err)
	}
	for _, e := range entries {
		french[key(e.Context, e.ID)] = e
		register(e)
	}
}

// loadFS reads every fr/*.po file of fsys; an English text given twice
// (in one context) is an error.
func loadFS(fsys fs.FS) ([]*Entry, error) {
	names, err := fs.Glob(fsys, "fr/*.po")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	seen := map[string]string{}
	var all []*Entry
	for _, name := range names {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		entries, err := ParsePO(string(b))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		for _, e := range entries {
			e.File = path.Clean(name)
			k := key(e.Context, e.ID)
			if prev, ok := seen[k]; ok {
				return nil, fmt.Errorf("%s: %q (context %q) is already in %s", name, e.ID, e.Context, prev)
			}
			seen[k] = name
			all = append(all, e)
		}
	}
	return all, nil
}

// register gives golang.org/x/text/message the entries Sprintf formats: a
// plural text chosen by one of its arguments, in both languages, keyed by
// its singular and its plural English, and the French of an English
// format (a text with a verb).
func register(e *Entry) {
	if e.Context != "" {
		return
	}
	var err error
	switch {
	case e.CountArg > 0:
		// keyed by both English forms: code formats with either
		fa := e.CountArg
		if e.FrenchCountArg > 0 {
			fa = e.FrenchCountArg
		}
		for _, k := range []string{e.ID, e.IDPlural} {
			if err == nil {
				err = message.Set(language.English, k, plural.Selectf(e.CountArg, "%d", "one", e.ID, "other", e.IDPlural))
			}
			if err == nil {
				err = message.Set(language.French, k, plural.Selectf(fa, "%d", "one", e.Plural[0], "other", e.Plural[1]))
			}
		}
	case e.IDPlural == "" && strings.Contains(e.ID, "%"):
		err = message.Set(language.French, e.ID, catalog.String(e.Str))
	}
	if err != nil {
		panic(fmt.Sprintf("catalogue %s: %q: %v", e.File, e.ID, err))
	}
}

// Entries returns every entry of the catalogue, by file then in the
// file's order: for the tests that check the catalogue against the code.
func Entries() []*Entry {
	all, err := loadFS(files)
	if err != nil {
		panic(err)
	}
	return all
}

// lookup returns the entry of en in context ctx, nil when the catalogue
// has none.
func lookup(ctx, en string) *Entry {
	loadOnce.Do(load)
	return french[key(ctx, en)]
}

// Text returns the text en (English, key of the catalogue) in l, as the
// catalogue writes it, without French typography: for a text formatted
// later by a function that typesets (Sprintf, Localf) or one written as it
// is. An English text the catalogue lacks (a test fails on it) comes back
// as it is.
func (l Lang) Text(en string) string { return l.TextC("", en) }

// TextC is Text for the English en in context ctx: the same English with
// another French.
func (l Lang) TextC(ctx, en string) string {
	if l != FR {
		return en
	}
	if e := lookup(ctx, en); e != nil && e.IDPlural == "" {
		return e.Str
	}
	return en
}

// T returns the text en (English, key of the catalogue) in l; French gets
// its typography (FrenchTypography).
func (l Lang) T(en string) string { return l.TC("", en) }

// TC is T for the English en in context ctx.
func (l Lang) TC(ctx, en string) string {
	if l != FR {
		return en
	}
	return FrenchTypography(l.TextC(ctx, en))
}

// N returns the form of the text for count n in l, without typography (a
// format for Localf or Sprintf, which typeset): one and other are the
// English forms, one the key of the catalogue. English takes the singular
// for 1, French for 0 and 1.
func (l Lang) N(n int, one, other string) string {
	if e := lookup("", one); l == FR && e != nil && e.IDPlural != "" {
		if n == 0 || n == 1 {
			return e.Plural[0]
		}
		return e.Plural[1]
	}
	if n == 1 {
		return one
	}
	return other
}

// Has reports whether the catalogue has the French of the English en (no
// context): for texts made elsewhere in English, looked up as they come
// (cobra's help texts).
func Has(en string) bool {
	e := lookup("", en)
	return e != nil && e.IDPlural == ""
}
