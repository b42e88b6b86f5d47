package book_test

import (
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring/book"
)

var update = flag.Bool("update", false, "rewrite docs/rules.*.md from the book")

// rulesMDIDs are the IDs of RULES.md (the rule book the project implements,
// kept outside the repository): the book must have every one of them.
var rulesMDIDs = strings.Fields(`P1 P2 P3 P4 P5 P6 P7 P7a P7b P7c P8 P9 P10
Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 C1 C2 C3 C4 C5 C6 C7 S1 S2 S3 S4 S5 S6 S7 G1 G2`)

func TestBookHasEveryRulesMDID(t *testing.T) {
	t.Parallel()
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		b := book.Of(l)
		for _, id := range rulesMDIDs {
			r, _, ok := b.Rule(id)
			if !ok {
				t.Errorf("%s book: no rule %s", l, id)
				continue
			}
			if strings.TrimSpace(r.Text) == "" || r.Title == "" {
				t.Errorf("%s book: rule %s has no title or no text", l, id)
			}
		}
		if got, want := b.IDs(), book.Of(lang.EN).IDs(); !slices.Equal(got, want) {
			t.Errorf("%s book IDs %v, English book %v: both languages must have the same rules in the same order", l, got, want)
		}
	}
}

// citedRe matches a rule ID as scoring/ writes it in its texts and
// comments: "(P7a)", "P3/Y3", "rule C6".
var citedRe = regexp.MustCompile(`\b[PYCSG][0-9]+[a-c]?\b`)

// TestScoringCitesOnlyBookIDs scans every string literal and comment of
// scoring/ for rule IDs and fails on one the book lacks: a user reading
// "(P7d)" in a verdict could not look it up with `scorepad rules`.
func TestScoringCitesOnlyBookIDs(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join("..", "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scoring/ sources: %v", err)
	}
	b := book.Of(lang.EN)
	cited := 0
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		check := func(pos token.Pos, s string) {
			for _, id := range citedRe.FindAllString(s, -1) {
				cited++
				if _, _, ok := b.Rule(id); !ok {
					t.Errorf("%s cites %s, which the book lacks", fset.Position(pos), id)
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					check(lit.Pos(), s)
				}
			}
			return true
		})
		for _, cg := range f.Comments {
			check(cg.Pos(), cg.Text())
		}
	}
	if cited < 50 {
		t.Errorf("only %d rule IDs cited in scoring/: the scan is broken", cited)
	}
}

func TestDocsUpToDate(t *testing.T) {
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		path := filepath.Join("..", "..", "docs", "rules."+l.String()+".md")
		want := book.Of(l).Markdown()
		if *update {
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go generate ./book)", err)
		}
		if string(got) != want {
			t.Errorf("%s is out of date: run go generate ./book", path)
		}
	}
}

func TestRuleLookup(t *testing.T) {
	t.Parallel()
	b := book.Of(lang.FR)
	r, g, ok := b.Rule("p7a")
	if !ok || r.ID != "P7a" || r.Parent != "P7" || g.Key != "penta" {
		t.Fatalf("Rule(p7a) = %+v, %v, %v", r, g, ok)
	}
	if parts := g.Parts("P7"); len(parts) != 3 {
		t.Errorf("P7 has %d parts, want 3 (P7a, P7b, P7c)", len(parts))
	}
	if _, _, ok := b.Rule("P7d"); ok {
		t.Error("Rule(P7d) found")
	}
	for _, p := range []string{" :", " ;", " ?", " !", "« ", " »"} {
		if strings.Contains(b.Markdown(), p) {
			t.Errorf("French book: %q has a plain space (French typography wants a non-breaking one)", p)
		}
	}
}
