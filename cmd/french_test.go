package cmd

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/scoring"
)

// Every user-visible text is written in English and French side by side:
// f.T(en, fr), l.Pick(en, fr), the scoring.Error constructors, flagErrorf…
// TestEveryEnglishTextHasItsFrench reads the sources of the packages that
// print (cmd, table, sheets, scoring) and fails on a pair whose French is
// empty or the English again; TestCatalogueKeysHaveTheirFrench fails on a
// catalogue key (Lang.Sprintf) without its French.

// pairFuncs names the functions taking (en, fr) and the index of en.
var pairFuncs = map[string]int{
	"T": 0, "Pick": 0, "pick": 0, "flagErrorf": 0, "Prefixed": 1,
	"badInput": 1, "illegal": 1, "inputError": 1, "NewError": 2, "refused": 1, "malformed": 1,
}

// sameInBoth are texts written alike in both languages on purpose: names,
// symbols, and words French shares with English.
var sameInBoth = map[string]bool{
	"Penta": true, "Yam's": true, "5000": true, "Sackson": true, "Score": true, "Chance": true, "Full": true,
	"Plus": true, "Total": true, "Bonus": true, "Robot": true, "Expert": true, "Normal": true, "Options": true,
	"Six": true, "%": true, "Max": true, "Min": true, "Note": true, "Points": true, "points": true, "Message": true,
	// "total" and "bonus" are French too
	"%s — total %s": true, "Bonus (%d → %d)": true,
}

func sources(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, dir := range []string{".", "../pages", "../table", "../sheets", "../scoring"} {
		m, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m {
			if !strings.HasSuffix(f, "_test.go") {
				files = append(files, f)
			}
		}
	}
	return files
}

func literal(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

func calleeName(c *ast.CallExpr) string {
	switch fn := c.Fun.(type) {
	case *ast.Ident:
		return fn.Name
	case *ast.SelectorExpr:
		return fn.Sel.Name
	}
	return ""
}

var hasLetters = regexp.MustCompile(`[A-Za-z]{2,}`)

func TestEveryEnglishTextHasItsFrench(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	pairs := 0
	for _, path := range sources(t) {
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			i, ok := pairFuncs[calleeName(c)]
			if !ok || len(c.Args) < i+2 {
				return true
			}
			en, ok1 := literal(c.Args[i])
			fr, ok2 := literal(c.Args[i+1])
			if !ok1 || !ok2 {
				return true
			}
			pairs++
			switch {
			case strings.TrimSpace(fr) == "" && strings.TrimSpace(en) != "":
				t.Errorf("%s: %q has an empty French", fset.Position(c.Pos()), en)
			case fr == en && hasLetters.MatchString(en) && !sameInBoth[strings.TrimSpace(en)]:
				t.Errorf("%s: %q has no French (the same text twice)", fset.Position(c.Pos()), en)
			}
			return true
		})
	}
	if pairs < 300 {
		t.Errorf("only %d text pairs found: the scan is broken", pairs)
	}
}

// verbRe finds the formatting verbs of a key, to give it sample arguments.
var verbRe = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// sampleArgs returns arguments for key's verbs: 2 for %d, 2.5 for %f,
// "x" for the rest.
func sampleArgs(key string) []any {
	var args []any
	for _, v := range verbRe.FindAllString(key, -1) {
		switch v[len(v)-1] {
		case '%':
		case 'd':
			args = append(args, 2)
		case 'f':
			args = append(args, 2.5)
		default:
			args = append(args, "x")
		}
	}
	return args
}

func TestCatalogueKeysHaveTheirFrench(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	keys := 0
	for _, path := range sources(t) {
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok || calleeName(c) != "Sprintf" || len(c.Args) == 0 {
				return true
			}
			if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == "fmt" {
					return true // fmt.Sprintf: not the catalogue
				}
			}
			key, ok := literal(c.Args[0])
			if !ok || !hasLetters.MatchString(key) {
				return true
			}
			keys++
			args := sampleArgs(key)
			en, fr := scoring.EN.Sprintf(key, args...), scoring.FR.Sprintf(key, args...)
			if en == fr || strings.Contains(fr, "%!") {
				t.Errorf("%s: catalogue key %q has no French (gives %q)", fset.Position(c.Pos()), key, fr)
			}
			return true
		})
	}
	if keys < 5 {
		t.Errorf("only %d catalogue keys found: the scan is broken", keys)
	}
}

// gluedSign finds a French sign : ; ! ? written right after a word, a
// number or a closing sign, with a space or the end after it ("Lancer
// 1/3:"): French puts a (non-breaking) space before it.
var gluedSign = regexp.MustCompile(`[\p{L}\d)%»][;:!?](\s|$)`)

// plainSign finds a plain space before : ; ! ? (in a text already
// formatted); leadingPlainSign finds one before : ; ! ? at a text's start
// (after its line breaks): a piece joined to another (" : ", " ; le
// fichier…"), which the typography of a pick cannot see, its space being
// the text's first character.
var plainSign = regexp.MustCompile(` [;:!?]`)

var leadingPlainSign = regexp.MustCompile(`^\n* [;:!?]`)

// typedExamples are French texts where a sign glued to a word is what the
// person types, not punctuation ("66123?": the dice, then ? for a hint).
var typedExamples = map[string]bool{
	"? après les dés demande à l'Expert : par exemple %s?": true,
}

// TestFrenchSpacingBeforeSigns (issue 31, item 10): French has a
// non-breaking space before : ; ! ? on screen. Texts are written with
// plain spaces and typeset when picked (scoring.FrenchTypography), so the
// scan fails on what that step cannot mend: a text piece starting with a
// plain space before the sign, anywhere in the sources; a sign glued to
// the word before it in the French of a pair, typeset; a format shared by
// both languages that glues a sign to a translated word ("%s %d/%d: %s"
// with "Lancer"); and the catalogue's French with either fault.
func TestFrenchSpacingBeforeSigns(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	pairs := 0
	for _, path := range sources(t) {
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok {
				if s, ok := literal(e); ok && leadingPlainSign.MatchString(s) {
					t.Errorf("%s: %q starts with a plain space before its sign: write \\u00a0", fset.Position(n.Pos()), s)
				}
			}
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if i, ok := pairFuncs[calleeName(c)]; ok {
				if len(c.Args) < i+2 {
					return true
				}
				pairs++
				ast.Inspect(c.Args[i+1], func(m ast.Node) bool {
					if e, ok := m.(ast.Expr); ok {
						if s, ok := literal(e); ok && !typedExamples[s] && gluedSign.MatchString(scoring.FrenchTypography(s)) {
							t.Errorf("%s: French %q glues a sign to the word before it", fset.Position(m.Pos()), s)
						}
					}
					return true
				})
				return true
			}
			for k, a := range c.Args {
				s, ok := literal(a)
				if !ok || !gluedSign.MatchString(s) {
					continue
				}
				for _, b := range c.Args[k+1:] {
					if bc, ok := b.(*ast.CallExpr); ok {
						if _, ok := pairFuncs[calleeName(bc)]; ok {
							t.Errorf("%s: the format %q glues a sign to a translated text: put the sign in the pair", fset.Position(a.Pos()), s)
						}
					}
				}
			}
			return true
		})
		// the catalogue's French, formatted
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok || calleeName(c) != "Sprintf" || len(c.Args) == 0 {
				return true
			}
			if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == "fmt" {
					return true
				}
			}
			key, ok := literal(c.Args[0])
			if !ok || !hasLetters.MatchString(key) {
				return true
			}
			fr := scoring.FR.Sprintf(key, sampleArgs(key)...)
			if gluedSign.MatchString(fr) || plainSign.MatchString(fr) {
				t.Errorf("%s: catalogue key %q in French %q: a sign without its non-breaking space", fset.Position(c.Pos()), key, fr)
			}
			return true
		})
	}
	if pairs < 300 {
		t.Errorf("only %d text pairs found: the scan is broken", pairs)
	}
}
