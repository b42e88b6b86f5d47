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
