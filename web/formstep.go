package web

import (
	"html/template"
	"net/url"

	"github.com/scorepad/scorepad/table"
)

// formStep is one question of a table's form (the check form, the edit
// form) on a page: where it is sent, what it carries, the question.
type formStep struct {
	Action string
	Method string
	// Hidden are the fields the form carries besides the answers (the
	// token, the game's version, the game checked).
	Hidden  []hiddenField
	Answers []string
	Asked   *table.Asked
	Refused template.HTML
	Said    string
}

type hiddenField struct{ Name, Value string }

// stepOf is the page's form for step, sent to action by method with
// hidden.
func stepOf(action, method string, hidden []hiddenField, step table.Step) *formStep {
	f := &formStep{Action: action, Method: method, Hidden: hidden, Answers: step.Answers, Asked: step.Asked, Said: step.Said}
	if step.Refused != "" {
		f.Refused = ruleLinked(step.Refused)
	}
	return f
}

// stepAnswers are the answers a form step sent: those it carried and the
// one it sends (formAnswers), or only those carried once the form is
// whole (k=done: a confirmation).
func stepAnswers(form url.Values) []string {
	if form.Get("k") == "done" {
		return append([]string(nil), form["a"]...)
	}
	if form.Get("k") == "" && len(form["a"]) == 0 && form.Get("v") == "" {
		return nil // the form's first drawing
	}
	return formAnswers(form)
}
