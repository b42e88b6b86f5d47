package pages

import (
	"fmt"
	"html"
	"io"
	"strings"

	"github.com/scorepad/scorepad/scoring/book"
	"github.com/scorepad/scorepad/sheets"
)

// PickRules returns what scorepad rules shows of book b for which: every
// game (""), one game (penta, yams, 5000, sackson, common, or a kind's
// alias), or one rule and its parts (P7, P7a: any case); ok is false when
// which is none of them.
func PickRules(b *book.Book, which string) (picks []RulePick, ok bool) {
	w := strings.ToLower(strings.TrimSpace(which))
	if w == "" {
		for i := range b.Games {
			picks = append(picks, RulePick{Game: &b.Games[i], Rules: b.Games[i].Rules, Intro: true})
		}
		return picks, true
	}
	if k, err := sheets.ParseKind(w); err == nil {
		w = string(k)
	}
	if g, found := b.Game(w); found {
		return []RulePick{{Game: g, Rules: g.Rules, Intro: true}}, true
	}
	r, g, found := b.Rule(w)
	if !found {
		return nil, false
	}
	return []RulePick{{Game: g, Rules: append([]book.Rule{r}, g.Parts(r.ID)...)}}, true
}

// RulesHTML writes the rules picked from book b as HTML (the rule book of
// scorepad serve, /rules): each game's title and introduction, each rule
// a section whose id is its ID, its text in paragraphs, the rule IDs it
// cites linked by href (href(id) is the address of rule id's page).
func RulesHTML(w io.Writer, b *book.Book, picks []RulePick, href func(id string) string) {
	known := map[string]bool{}
	for _, id := range b.IDs() {
		known[id] = true
	}
	text := func(s string) string {
		s = html.EscapeString(s)
		return citedRule.ReplaceAllStringFunc(s, func(id string) string {
			if !known[id] {
				return id
			}
			return fmt.Sprintf(`<a href="%s">%s</a>`, html.EscapeString(href(id)), id)
		})
	}
	paras := func(s string) {
		for _, p := range strings.Split(s, "\n\n") {
			if p = strings.TrimSpace(p); p != "" {
				fmt.Fprintf(w, "<p>%s</p>\n", text(p))
			}
		}
	}
	for _, p := range picks {
		fmt.Fprintf(w, "<section class=\"rulegame\" id=\"%s\">\n", html.EscapeString(p.Game.Key))
		if p.Intro {
			fmt.Fprintf(w, "<h2>%s</h2>\n", html.EscapeString(p.Game.Title))
			paras(p.Game.Intro)
		} else if parent, _, ok := b.Rule(p.Rules[0].Parent); ok {
			fmt.Fprintf(w, "<h2>%s · <a href=\"%s\">%s · %s</a></h2>\n", html.EscapeString(p.Game.Title), html.EscapeString(href(parent.ID)), parent.ID, html.EscapeString(parent.Title))
		} else {
			fmt.Fprintf(w, "<h2>%s</h2>\n", html.EscapeString(p.Game.Title))
		}
		for _, r := range p.Rules {
			class := "rule"
			if r.Parent != "" {
				class = "rule part"
			}
			fmt.Fprintf(w, "<section class=\"%s\" id=\"%s\">\n<h3><a href=\"%s\">%s</a> · %s</h3>\n", class, r.ID, html.EscapeString(href(r.ID)), r.ID, html.EscapeString(r.Title))
			paras(r.Text)
			fmt.Fprintln(w, "</section>")
		}
		fmt.Fprintln(w, "</section>")
	}
}
