package web_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every text the pages show is written in English and French side by side:
// p.T(en, fr) in the templates, l.Pick(en, fr) and s.fail(…, en, fr) in
// the Go code. TestEveryTextHasItsFrench fails on a pair whose French is
// empty or the English again, in both places.

// sameInBoth are texts written alike in both languages on purpose.
var sameInBoth = map[string]bool{"PDF": true, "HTML": true, "JSON": true}

var letters = regexp.MustCompile(`[A-Za-z]{2,}`)

func checkPair(t *testing.T, where, en, fr string) {
	t.Helper()
	switch {
	case strings.TrimSpace(fr) == "" && strings.TrimSpace(en) != "":
		t.Errorf("%s: %q has an empty French", where, en)
	case fr == en && letters.MatchString(en) && !sameInBoth[en]:
		t.Errorf("%s: %q has no French (the same text twice)", where, en)
	}
}

func TestEveryTextHasItsFrench(t *testing.T) {
	pairs := 0
	// the templates: {{.T "en" "fr"}} and {{$.T "en" "fr"}}
	tpl := regexp.MustCompile(`\.T ("(?:[^"\\]|\\.)*") ("(?:[^"\\]|\\.)*")`)
	files, _ := filepath.Glob("templates/*.html")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range tpl.FindAllStringSubmatch(string(b), -1) {
			en, _ := strconv.Unquote(m[1])
			fr, _ := strconv.Unquote(m[2])
			checkPair(t, f, en, fr)
			pairs++
		}
	}
	// the Go code: Pick(en, fr), T(en, fr), fail(w, r, status, en, fr)
	at := map[string]int{"Pick": 0, "T": 0, "fail": 3}
	fset := token.NewFileSet()
	srcs, _ := filepath.Glob("*.go")
	for _, path := range srcs {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fn := c.Fun.(type) {
			case *ast.Ident:
				name = fn.Name
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			}
			i, ok := at[name]
			if !ok || len(c.Args) < i+2 {
				return true
			}
			en, ok1 := c.Args[i].(*ast.BasicLit)
			fr, ok2 := c.Args[i+1].(*ast.BasicLit)
			if !ok1 || !ok2 || en.Kind != token.STRING || fr.Kind != token.STRING {
				return true
			}
			e, _ := strconv.Unquote(en.Value)
			r, _ := strconv.Unquote(fr.Value)
			checkPair(t, fset.Position(c.Pos()).String(), e, r)
			pairs++
			return true
		})
	}
	if pairs < 40 {
		t.Errorf("only %d text pairs found: the scan is broken", pairs)
	}
}
