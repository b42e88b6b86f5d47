// Package book is scorepad's rule book in the project's own words, in
// English and French, keyed by the rule IDs of RULES.md that every verdict
// cites (P7a, Y6, C4, S3, G2…). The text is data: one Markdown file per
// language, embedded. `scorepad rules` prints it and docs/ holds a copy
// generated from it (see TestDocsUpToDate).
//
// The source format: "# Title {game}" opens a game, "## ID · Title" a rule
// and "### ID · Title" a part of the rule above it (P7a under P7); every
// other line is text.
package book

import (
	"embed"
	"fmt"
	"regexp"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

//go:embed en.md fr.md
var files embed.FS

// Rule is one rule of the book.
type Rule struct {
	// ID is the RULES.md ID ("P7a").
	ID string
	// Title is the rule's short title in the book's language.
	Title string
	// Text is the rule's text, paragraphs separated by blank lines.
	Text string
	// Parent is the ID of the rule a part belongs to ("P7" for "P7a"), empty
	// for a whole rule.
	Parent string
}

// Game is one game's chapter.
type Game struct {
	// Key is the name `scorepad rules` takes: penta, yams, 5000, sackson or
	// common.
	Key   string
	Title string
	Intro string
	Rules []Rule
}

// Book is the whole rule book in one language.
type Book struct {
	Lang  lang.Lang
	Games []Game
}

var (
	gameRe = regexp.MustCompile(`^# (.+) \{([a-z0-9]+)\}$`)
	ruleRe = regexp.MustCompile(`^(#{2,3}) ([A-Z][0-9]+[a-z]?) · (.+)$`)
)

var books [2]*Book

func init() {
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		src, err := files.ReadFile(l.String() + ".md")
		if err != nil {
			panic(err)
		}
		b, err := parse(string(src))
		if err != nil {
			panic(fmt.Sprintf("book/%s.md: %v", l, err))
		}
		b.Lang = l
		books[l] = b
	}
}

// parse reads the source format described in the package comment.
func parse(src string) (*Book, error) {
	b := &Book{}
	var text *string
	flush := func() {
		if text != nil {
			*text = strings.TrimSpace(*text)
		}
	}
	for n, line := range strings.Split(src, "\n") {
		if m := gameRe.FindStringSubmatch(line); m != nil {
			flush()
			b.Games = append(b.Games, Game{Key: m[2], Title: m[1]})
			text = &b.Games[len(b.Games)-1].Intro
			continue
		}
		if m := ruleRe.FindStringSubmatch(line); m != nil {
			flush()
			if len(b.Games) == 0 {
				return nil, fmt.Errorf("line %d: rule %s before any game", n+1, m[2])
			}
			g := &b.Games[len(b.Games)-1]
			r := Rule{ID: m[2], Title: m[3]}
			if m[1] == "###" {
				if len(g.Rules) == 0 {
					return nil, fmt.Errorf("line %d: part %s outside a rule", n+1, m[2])
				}
				if r.Parent = g.Rules[len(g.Rules)-1].Parent; r.Parent == "" {
					r.Parent = g.Rules[len(g.Rules)-1].ID
				}
			}
			g.Rules = append(g.Rules, r)
			text = &g.Rules[len(g.Rules)-1].Text
			continue
		}
		if strings.HasPrefix(line, "#") {
			return nil, fmt.Errorf("line %d: heading %q is neither a game nor a rule", n+1, line)
		}
		if text == nil {
			if strings.TrimSpace(line) != "" {
				return nil, fmt.Errorf("line %d: text before the first game", n+1)
			}
			continue
		}
		*text += line + "\n"
	}
	flush()
	return b, nil
}

// Of returns the rule book in language l.
func Of(l lang.Lang) *Book { return books[l] }

// IDs returns every rule ID of the book, in book order.
func (b *Book) IDs() []string {
	var ids []string
	for _, g := range b.Games {
		for _, r := range g.Rules {
			ids = append(ids, r.ID)
		}
	}
	return ids
}

// Rule returns the rule with ID id (case-insensitive: "p7a" finds P7a) and
// the game it belongs to; ok is false when the book has no such rule.
func (b *Book) Rule(id string) (r Rule, g *Game, ok bool) {
	for gi := range b.Games {
		for _, x := range b.Games[gi].Rules {
			if strings.EqualFold(x.ID, strings.TrimSpace(id)) {
				return x, &b.Games[gi], true
			}
		}
	}
	return Rule{}, nil, false
}

// Game returns the chapter of the game named key (penta, yams, 5000,
// sackson, common); ok is false for any other key.
func (b *Book) Game(key string) (*Game, bool) {
	for i := range b.Games {
		if b.Games[i].Key == key {
			return &b.Games[i], true
		}
	}
	return nil, false
}

// Parts returns the parts of rule id (P7a, P7b, P7c for P7), in order.
func (g *Game) Parts(id string) []Rule {
	var parts []Rule
	for _, r := range g.Rules {
		if r.Parent == id {
			parts = append(parts, r)
		}
	}
	return parts
}

// Markdown returns the whole book as one Markdown document: the copy kept
// in docs/.
func (b *Book) Markdown() string {
	var s strings.Builder
	title := b.Lang.T("# scorepad rules")
	note := b.Lang.T(
		"Generated from book/en.md by `go generate ./book`; do not edit. Every verdict scorepad prints cites one of these IDs; `scorepad rules ID` prints the rule.")
	fmt.Fprintf(&s, "%s\n\n%s\n", title, note)
	for _, g := range b.Games {
		fmt.Fprintf(&s, "\n## %s\n\n%s\n", g.Title, g.Intro)
		for _, r := range g.Rules {
			h := "###"
			if r.Parent != "" {
				h = "####"
			}
			fmt.Fprintf(&s, "\n%s %s · %s\n\n%s\n", h, r.ID, r.Title, r.Text)
		}
	}
	return s.String()
}
