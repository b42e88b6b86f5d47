package web

import (
	"html/template"
	"net/http"
	"strings"

	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// « Vérifier une case », /check (issue 37): the dispute checker of
// scorepad check for every game. The questions are the terminal's check
// form (table.CheckFormFor, the organiser's options included), answered
// one by one (table.FormStep); the verdict is what scorepad check prints
// for the same answers (Actions.Check: the command itself), its rule IDs
// linked to the rule book. It writes nothing: a read-only server checks
// too, and anyone on the network may.

type checkView struct {
	page
	Kinds []kindChoice
	Game  string
	Step  *formStep
	// Verdict is what check said, its rule IDs linked.
	Verdict template.HTML
	Error   template.HTML
	Again   string
}

func (s *Server) handleCheck(w http.ResponseWriter, r *http.Request) {
	p := s.page(w, r, "")
	p.Body = "check"
	l := p.L
	q := r.URL.Query()
	v := checkView{page: p}
	v.Title = l.T("Check a box")
	k, kerr := sheets.ParseKind(q.Get("game"))
	for _, x := range sheets.Kinds {
		v.Kinds = append(v.Kinds, kindChoice{Value: string(x), Label: x.Name(), Current: kerr == nil && x == k})
	}
	if q.Get("game") == "" || s.Actions == nil || s.Table == nil {
		s.render(w, http.StatusOK, "check.html", v)
		return
	}
	if kerr != nil {
		v.Error = ruleLinked(kerr.Error())
		s.render(w, http.StatusBadRequest, "check.html", v)
		return
	}
	v.Game, v.Again = string(k), "/check?game="+string(k)
	var said strings.Builder
	t := s.Table(l, &said)
	var chk table.Check
	step, done, err := t.FormStep(nil, stepAnswers(q), func(t *table.Table) error {
		c, ok, err := t.CheckFormFor(string(k), true)
		if err == nil && !ok {
			return table.ErrPaused
		}
		chk = c
		return err
	})
	switch {
	case err != nil:
		s.fail(w, r, http.StatusInternalServerError, "The form could not be drawn: reload the page.")
		return
	case !done:
		v.Step = stepOf("/check", "get", []hiddenField{{"game", string(k)}}, step)
		status := http.StatusOK
		if step.Refused != "" {
			status = http.StatusUnprocessableEntity
		}
		s.render(w, status, "check.html", v)
		return
	}
	var out strings.Builder
	do := s.Actions(l, &out)
	if err := do.Check(chk); err != nil {
		v.Error = ruleLinked(err.Error()) // worded by the command (errText)
		s.render(w, http.StatusUnprocessableEntity, "check.html", v)
		return
	}
	v.Verdict = ruleLinked(strings.TrimRight(out.String(), "\n"))
	s.render(w, http.StatusOK, "check.html", v)
}
