package web

import (
	"bytes"
	"fmt"
	"html"
	"html/template"
	"net/http"
	"regexp"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/scoring/book"
)

// The rule book, /rules and /rules/ID (issue 37): what scorepad rules
// prints (pages.PickRules: every game, one game, one rule and its parts),
// as HTML in the page's language (pages.RulesHTML), every rule ID a
// verdict or a rule cites a link to its page.

type rulesView struct {
	page
	Games []rulesGame
	Book  template.HTML
	// Whole is false on the page of one game or rule.
	Whole bool
}

type rulesGame struct{ Key, Title string }

// ruleHref is the address of rule (or game) id's page.
func ruleHref(id string) string { return "/rules/" + id }

func (s *Server) handleRules(w http.ResponseWriter, r *http.Request) {
	p := s.page(w, r, "")
	p.Body = "rules"
	l := p.L
	b := book.Of(l)
	which := r.PathValue("id")
	picks, ok := pages.PickRules(b, which)
	if !ok {
		s.fail(w, r, http.StatusNotFound, "No rule %q: the rule book lists them all (/rules).", which)
		return
	}
	v := rulesView{page: p, Whole: which == ""}
	v.Title = l.T("The rules")
	if !v.Whole {
		if len(picks[0].Rules) > 0 && !picks[0].Intro {
			v.Title = fmt.Sprintf("%s · %s", picks[0].Rules[0].ID, picks[0].Rules[0].Title)
		} else {
			v.Title = picks[0].Game.Title
		}
	}
	for _, g := range b.Games {
		v.Games = append(v.Games, rulesGame{g.Key, g.Title})
	}
	var out bytes.Buffer
	pages.RulesHTML(&out, b, picks, ruleHref)
	v.Book = template.HTML(out.String())
	s.render(w, http.StatusOK, "rules.html", v)
}

// citedRuleID matches the rule IDs a sentence cites (as pages.RuleHint
// reads them).
var citedRuleID = regexp.MustCompile(`\b[PYCSG][0-9]+[a-c]?\b`)

// ruleLinked escapes a sentence of the rules (a refusal, a verdict) and
// links every rule ID of the book it cites to the rule's page.
func ruleLinked(s string) template.HTML {
	b := book.Of(lang.EN)
	out := citedRuleID.ReplaceAllStringFunc(html.EscapeString(s), func(id string) string {
		if _, _, ok := b.Rule(id); !ok {
			return id
		}
		return fmt.Sprintf(`<a class="rule" href="%s">%s</a>`, ruleHref(id), id)
	})
	return template.HTML(out)
}

// scoringError returns err as a refusal of the rules, if it is one.
func scoringError(err error) (*scoring.Error, bool) { return scoring.AsError(err) }

// refusalText words err as the command line does (Actions.Refusal), its
// rule ID said when the sentence does not cite it.
func (s *Server) refusalText(do interface {
	Refusal(error) (string, bool)
}, err error, l lang.Lang) string {
	text, ok := do.Refusal(err)
	if !ok || text == "" {
		text = lang.ErrorText(err, l)
	}
	if se, isRule := scoringError(err); isRule && se.Rule != "" && !strings.Contains(text, se.Rule) {
		text += " (" + se.Rule + ")"
	}
	return text
}
