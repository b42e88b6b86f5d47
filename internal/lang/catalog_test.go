package lang_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
)

// keyArgs are the calls that look up the catalogue, by function or method
// name: the index of the English key, and of its context (-1 for none).
// A key without a letter ("%s: %d") needs no entry. The functions of
// package lang (M…, Errorf) count only called as lang.X.
var keyArgs = map[string]struct{ key, ctx int }{
	"T": {0, -1}, "TC": {1, 0}, "Text": {0, -1}, "TextC": {1, 0}, "N": {1, -1},
	"M": {0, -1}, "MC": {1, 0}, "MPlain": {0, -1}, "MLocal": {0, -1}, "MSprintf": {0, -1},
	"Errorf": {0, -1}, "flagErrorf": {0, -1},
	"badInput": {1, -1}, "illegal": {1, -1}, "counted": {1, -1},
	"malformed": {1, -1}, "refused": {1, -1},
	// the formats of Lang.Sprintf and Localf (and cmd's printf, sprintf)
	// are keys of the catalogue too (not fmt's)
	"Sprintf": {0, -1}, "Localf": {0, -1}, "printf": {0, -1}, "sprintf": {0, -1},
}

// inlinePairs are the functions of the inline English/French pairs and the
// registrations that the catalogue replaces: no code outside a test calls
// them.
var inlinePairs = map[string]bool{"Pick": true, "Plural": true, "SetPlural": true, "SetMessage": true, "Both": true}

// frenchFree are the module's folders whose Go code (tests apart) holds no
// French and no inline pair: the whole module.
var frenchFree = []string{"."}

// notText are the French-looking literals that are data or English, not
// French text for people, and why: names of players (generated games,
// examples in English help), what French players type (aliases), the
// typography itself, the names of the languages.
var notText = map[string]string{
	"Chloé": "a generated player", "Marie-Éléonore de Saint-Exupéry-Dupont": "a generated player",
	"Inès": "a generated player", "Cléo": "a generated player", "Léo": "a generated player", "Zoé": "a generated player",
	"Carré":        "a box name French players type (scoring's aliases)",
	"imposé":       "a column mode French players type (scoring's aliases)",
	"Petite suite": "a box name French players type", "Grande suite": "a box name French players type",
	"Moins": "a box name French players type", "moins": "a box name French players type",
	"libre": "a column mode French players type", "descendante": "a column mode French players type",
	"montante": "a column mode French players type", "livret": "a bust rule French players type",
	"oui": "an answer French players type", "non": "an answer French players type",
	"tour perdu": "a 5000 turn French players type", "feuille": "a command French players type at the dice prompt",
	":;!?»":    "the signs French typography spaces",
	"Français": "the name of the language, in itself (language switch)",
	"aeiouyàâäéèêëîïôöùûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜhH": "the letters French elides before",
	"Française: ↓ down, ↑ up, ↕ free (Y7)":       "English: the Yam's preset named Française",
}

// notTextPrefixes are English help texts whose examples name French
// players ("Cléo", "Zoé").
var notTextPrefixes = []string{
	"Start a new game and print its number.",
	"List everyone who played:",
	"Rename a player everywhere.",
}

// frenchLetters are letters English texts do not use, and the French
// quotes.
const frenchLetters = "àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ«»"

// frenchWords are French words rare in English texts; two of them make a
// text French.
var frenchWords = map[string]bool{
	"le": true, "la": true, "les": true, "des": true, "du": true, "une": true, "un": true,
	"est": true, "sont": true, "pas": true, "avec": true, "dans": true, "pour": true,
	"sur": true, "aucun": true, "aucune": true, "il": true, "elle": true, "ce": true,
	"cette": true, "vous": true, "nous": true, "qui": true, "que": true, "ne": true,
	"au": true, "aux": true, "et": true, "ou": true, "de": true, "partie": true,
	"parties": true, "joueur": true, "joueurs": true, "lancer": true, "tour": true,
	"coup": true, "coups": true,
}

var wordRe = regexp.MustCompile(`[\p{L}']+`)

// frenchNouns are French words English never writes: one alone makes a
// text French ("victoires").
var frenchNouns = map[string]bool{
	"partie": true, "parties": true, "victoire": true, "victoires": true, "joueur": true, "joueurs": true,
	"coups": true, "lancers": true, "feuille": true, "feuilles": true, "colonne": true, "colonnes": true,
	"oui": true, "non": true, "tour": true, "tours": true, "gagnant": true, "gagnante": true, "relancer": true,
	"montante": true, "descendante": true, "libre": true, "livret": true, "moins": true, "suite": true,
}

// looksFrench: French letters or quotes, two French words, or one French
// noun.
func looksFrench(s string) bool {
	if strings.ContainsAny(s, frenchLetters) {
		return true
	}
	n := 0
	for _, w := range wordRe.FindAllString(strings.ToLower(s), -1) {
		if frenchNouns[w] {
			return true
		}
		if frenchWords[w] {
			n++
		}
	}
	return n >= 2
}

// verbs are the formatting verbs of a text.
var verbs = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z]`)

// word is a word of two letters or more: a text with none ("%s: %d",
// "%.1f s") is not translated.
var word = regexp.MustCompile(`\p{L}{2,}`)

// hasLetter reports whether s has a word outside its format verbs.
func hasLetter(s string) bool { return word.MatchString(verbs.ReplaceAllString(s, "")) }

// goFile is one parsed non-generated Go file of the module.
type goFile struct {
	rel  string
	test bool
	fset *token.FileSet
	ast  *ast.File
}

var (
	modOnce  sync.Once
	modFiles []goFile
)

// module parses every Go file of the module (once for all the tests).
func module(t *testing.T) []goFile {
	t.Helper()
	modOnce.Do(func() {
		root := filepath.Join("..", "..")
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && path != root) {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") {
				return nil
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			modFiles = append(modFiles, goFile{rel: filepath.ToSlash(rel), test: strings.HasSuffix(path, "_test.go"), fset: fset, ast: f})
			return nil
		})
	})
	if len(modFiles) < 50 {
		t.Fatalf("found %d Go files: not run from internal/lang?", len(modFiles))
	}
	return modFiles
}

func strLit(e ast.Expr) (string, bool) {
	switch v := e.(type) {
	case *ast.BasicLit:
		if v.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(v.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		a, ok1 := strLit(v.X)
		b, ok2 := strLit(v.Y)
		return a + b, ok1 && ok2 && v.Op == token.ADD
	case *ast.ParenExpr:
		return strLit(v.X)
	}
	return "", false
}

// pkgFuncs are keyArgs' functions of package lang itself.
var pkgFuncs = map[string]bool{"M": true, "MC": true, "MPlain": true, "MLocal": true, "MSprintf": true, "Errorf": true}

func callName(c *ast.CallExpr) string {
	switch f := c.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

func hasPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// templateFr finds the texts a cobra template written in Go looks up:
// {{fr "Usage:"}}.
var templateFr = regexp.MustCompile(`\bfr ("(?:[^"\\]|\\.)*")`)

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func inFrenchFree(rel string) bool {
	for _, d := range frenchFree {
		if d == "." || strings.HasPrefix(rel, d+"/") {
			return true
		}
	}
	return false
}

type entryKey struct{ ctx, id string }

func catalogue() map[entryKey]*lang.Entry {
	m := map[entryKey]*lang.Entry{}
	for _, e := range lang.Entries() {
		m[entryKey{e.Context, e.ID}] = e
	}
	return m
}

// TestEveryKeyHasFrench (issue 29 item 4): every English text the code
// looks up in the catalogue (T, N, M, Errorf, flagErrorf, the formats of
// Lang.Sprintf and Localf, …) has its French there — in its context when the call names one; plural lookups (N,
// MSprintf of a plural) a plural entry.
func TestEveryKeyHasFrench(t *testing.T) {
	cat := catalogue()
	plurals := map[string]*lang.Entry{}
	for _, e := range cat {
		if e.IDPlural != "" && e.Context == "" {
			plurals[e.IDPlural] = e
		}
	}
	for _, f := range module(t) {
		if f.test || strings.HasPrefix(f.rel, "internal/lang/") {
			continue
		}
		ast.Inspect(f.ast, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			name := callName(c)
			ka, ok := keyArgs[name]
			if !ok || len(c.Args) <= ka.key {
				return true
			}
			if sel, isSel := c.Fun.(*ast.SelectorExpr); pkgFuncs[name] && (!isSel || !isIdent(sel.X, "lang")) || isSel && isIdent(sel.X, "fmt") {
				return true
			}
			key, ok := strLit(c.Args[ka.key])
			if !ok || !hasLetter(key) {
				return true
			}
			if name == "T" && len(c.Args) == 2 {
				return true // an inline pair not converted yet (TestNoInlinePairs)
			}
			if len(c.Args) > ka.key+1 {
				if fr, ok := strLit(c.Args[ka.key+1]); ok && hasLetter(fr) {
					return true // an inline pair not converted yet (TestNoInlinePairs)
				}
			}
			ctx := ""
			if ka.ctx >= 0 {
				if ctx, ok = strLit(c.Args[ka.ctx]); !ok {
					return true
				}
			}
			e := cat[entryKey{ctx, key}]
			if e == nil && ctx == "" {
				e = plurals[key] // a Sprintf of a plural by its English plural
			}
			switch {
			case e == nil:
				t.Errorf("%s: %s(%q) has no French in the catalogue (internal/lang/fr/*.po, context %q)", f.fset.Position(c.Pos()), name, key, ctx)
			case name == "N" && e.IDPlural == "":
				t.Errorf("%s: N(%q): the catalogue's entry has no plural forms", f.fset.Position(c.Pos()), key)
			}
			return true
		})
	}
}

// TestEveryEntryIsUsed (issue 29 item 4): every entry of the catalogue
// is the English of a text the code still has: its English (either form
// of a plural) and its context written as a string literal in a Go file
// outside the tests (a catalogue call, a table of names, a help text
// looked up by cobra) or in a web template ({{.T "…"}}).
func TestEveryEntryIsUsed(t *testing.T) {
	lits := map[string]bool{}
	for _, f := range module(t) {
		if f.test || strings.HasPrefix(f.rel, "internal/lang/") && !strings.HasSuffix(f.rel, "lang.go") {
			continue
		}
		ast.Inspect(f.ast, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok {
				if s, ok := strLit(e); ok {
					lits[s] = true
					for _, m := range templateFr.FindAllStringSubmatch(s, -1) {
						if k, err := strconv.Unquote(m[1]); err == nil {
							lits[k] = true
						}
					}
				}
			}
			return true
		})
	}
	for _, k := range templateKeys(t) {
		lits[k] = true
	}
	var unused []string
	for _, e := range lang.Entries() {
		if !lits[e.ID] && !(e.IDPlural != "" && lits[e.IDPlural]) || e.Context != "" && !lits[e.Context] {
			unused = append(unused, e.File+": "+strconv.Quote(e.ID)+" (context "+strconv.Quote(e.Context)+")")
		}
	}
	sort.Strings(unused)
	for _, u := range unused {
		t.Errorf("no code uses the catalogue entry %s: remove it", u)
	}
}

// tmplT is a lookup in a web template: {{.T "en"}}, {{$.TC "ctx" "en"}}.
var tmplT = regexp.MustCompile("\\.T(C)? (\"(?:[^\"\\\\]|\\\\.)*\"|`[^`]*`)( (\"(?:[^\"\\\\]|\\\\.)*\"|`[^`]*`))?")

// templateKeys returns the strings the web templates look up (contexts
// and English), and checks each English has its French.
func templateKeys(t *testing.T) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "..", "web", "templates", "*.html"))
	cat := catalogue()
	var keys []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range tmplT.FindAllStringSubmatch(string(b), -1) {
			a, err1 := strconv.Unquote(m[2])
			if err1 != nil {
				continue
			}
			ctx, en := "", a
			if m[1] == "C" {
				b, err := strconv.Unquote(m[4])
				if err != nil {
					continue
				}
				ctx, en = a, b
			} else if m[3] != "" {
				continue // an inline pair not converted yet
			}
			keys = append(keys, ctx, en)
			if hasLetter(en) && cat[entryKey{ctx, en}] == nil {
				t.Errorf("%s: {{.T %q}} has no French in the catalogue (context %q)", f, en, ctx)
			}
		}
	}
	return keys
}

// TestNoFrenchInCode (issue 29 item 4, must show): no string literal of a
// Go file outside the tests and the catalogue looks French (French
// letters, « », or two French words), apart from notText's data.
func TestNoFrenchInCode(t *testing.T) {
	for _, f := range module(t) {
		if f.test || strings.HasPrefix(f.rel, "internal/lang/") || !inFrenchFree(f.rel) {
			continue
		}
		ast.Inspect(f.ast, func(n ast.Node) bool {
			if _, ok := n.(*ast.ImportSpec); ok {
				return false
			}
			lit, ok := n.(*ast.BasicLit)
			if !ok {
				return true
			}
			if s, ok := strLit(lit); ok && looksFrench(s) && notText[s] == "" && !hasPrefix(s, notTextPrefixes) {
				t.Errorf("%s: French in the code (its place is internal/lang/fr/*.po): %q", f.fset.Position(lit.Pos()), s)
			}
			return true
		})
	}
}

// TestNoInlinePairs (issue 29 item 4): no code outside the tests keeps
// an English/French pair inline (Lang.Pick, Lang.Plural, lang.Both) or
// registers French itself (SetPlural, SetMessage): the French is in the
// catalogue files only.
func TestNoInlinePairs(t *testing.T) {
	for _, f := range module(t) {
		if f.test || strings.HasPrefix(f.rel, "internal/lang/") || !inFrenchFree(f.rel) {
			continue
		}
		ast.Inspect(f.ast, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok && inlinePairs[callName(c)] {
				t.Errorf("%s: %s: an inline pair or registration, the French belongs in the catalogue", f.fset.Position(c.Pos()), callName(c))
			}
			return true
		})
	}
}

// TestLooksFrench checks the heuristic itself.
func TestLooksFrench(t *testing.T) {
	for s, want := range map[string]bool{
		"la partie %d est terminée": true, "pas de partie %d": true, "« %s »": true,
		"game %d is over": false, "Penta rules: joker and +100": false, "sum4": false,
		"the start of the game": false, "Chance": false,
	} {
		if got := looksFrench(s); got != want {
			t.Errorf("looksFrench(%q) = %v", s, got)
		}
	}
}

// sameInBoth are texts written alike in both languages on purpose: names,
// symbols, and words French shares with English (cmd's list of issue 31).
var sameInBoth = map[string]bool{
	"Penta": true, "Yam's": true, "5000": true, "Sackson": true, "Score": true, "Chance": true, "Full": true,
	"Plus": true, "Total": true, "Bonus": true, "Robot": true, "Expert": true, "Normal": true, "Options": true,
	"Six": true, "%": true, "Max": true, "Min": true, "Note": true, "Points": true, "points": true, "Message": true,
	"%s — total %s": true, "Bonus (%d → %d)": true, "?": true, "25": true,
	"PDF": true, "HTML": true, "JSON": true,
}

// TestEveryFrenchIsFrench (issue 31 item 10, now on the catalogue): no
// French entry is empty, nor the English again, apart from sameInBoth.
func TestEveryFrenchIsFrench(t *testing.T) {
	for _, e := range lang.Entries() {
		frs := []string{e.Str}
		if e.IDPlural != "" {
			frs = e.Plural[:]
		}
		for _, fr := range frs {
			switch {
			case strings.TrimSpace(fr) == "" && strings.TrimSpace(e.ID) != "":
				t.Errorf("%s: %q has an empty French", e.File, e.ID)
			case fr == e.ID && hasLetter(e.ID) && !sameInBoth[strings.TrimSpace(e.ID)] && e.Context == "":
				t.Errorf("%s: %q has no French (the same text twice)", e.File, e.ID)
			}
		}
	}
}

// gluedSign is a sign of double punctuation glued to the word before it;
// leadingPlainSign a text starting with a plain space before its sign.
var (
	gluedSign        = regexp.MustCompile(`[\p{L}\d)%»][;:!?](\s|$)`)
	leadingPlainSign = regexp.MustCompile(`^\n* [;:!?]`)
)

// typedExamples are French texts that show what a user types ("66?").
var typedExamples = map[string]bool{
	"? après les dés demande à l'Expert : par exemple %s?": true,
}

// TestFrenchSpacingBeforeSigns (issue 31, item 10, now on the catalogue):
// French has a non-breaking space before : ; ! ? on screen. Texts are
// written with plain spaces and typeset (FrenchTypography), so the check
// fails on what that step cannot mend: a French text glued to its sign, or
// starting with a plain space before it (to be written with U+00A0).
func TestFrenchSpacingBeforeSigns(t *testing.T) {
	for _, e := range lang.Entries() {
		frs := []string{e.Str}
		if e.IDPlural != "" {
			frs = e.Plural[:]
		}
		for _, fr := range frs {
			if leadingPlainSign.MatchString(fr) {
				t.Errorf("%s: %q: French %q starts with a plain space before its sign: write U+00A0", e.File, e.ID, fr)
			}
			if !typedExamples[fr] && gluedSign.MatchString(lang.FrenchTypography(fr)) && !gluedSign.MatchString(e.ID) {
				t.Errorf("%s: %q: French %q glues a sign to the word before it", e.File, e.ID, fr)
			}
		}
	}
}
