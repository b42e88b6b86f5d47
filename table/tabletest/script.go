// Package tabletest is a scripted table.Prompter for tests that drive the
// table's dialogue (the menu, the wizard, the forms) in process. An answer
// names the option it picks by its ID (Option.Value) or by a fragment of
// its label, never by its position, so that reordering a list breaks no
// test.
package tabletest

import (
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/table"
)

// Step is one scripted answer. Title is a fragment the question's title
// must contain. Answer is, for a Select, the ID of an option or "~" and a
// fragment of its label ("" keeps the default); for a MultiSelect, such
// answers separated by commas; for an Input, the text typed ("" keeps the
// field's value); for a Confirm, "y" or "n".
type Step struct{ Title, Answer string }

// Script is a Prompter playing Steps in order; a question the script did
// not expect, an answer a form refuses, or an option not offered fails the
// test, with the questions asked so far.
type Script struct {
	T     testing.TB
	Steps []Step
	// Asked is every question asked: "select: title".
	Asked []string
}

// Done fails the test unless every step was used.
func (s *Script) Done() {
	s.T.Helper()
	if len(s.Steps) > 0 {
		s.T.Fatalf("%d scripted answers left, the first %+v\nasked:\n%s", len(s.Steps), s.Steps[0], strings.Join(s.Asked, "\n"))
	}
}

// next takes the step that answers the question of this kind and title;
// table.ErrNoInput once the script ran out.
func (s *Script) next(kind, title string) (string, error) {
	s.T.Helper()
	s.Asked = append(s.Asked, kind+": "+title)
	if len(s.Steps) == 0 {
		return "", table.ErrNoInput
	}
	st := s.Steps[0]
	s.Steps = s.Steps[1:]
	if !strings.Contains(title, st.Title) {
		s.T.Fatalf("asked %s %q, the script expected %q\nasked so far:\n%s", kind, title, st.Title, strings.Join(s.Asked, "\n"))
	}
	return st.Answer, nil
}

// option returns the ID of the option answer names (its ID, or ~ and a
// fragment of its label).
func (s *Script) option(title string, opts []table.Option, answer string) string {
	s.T.Helper()
	label, byLabel := strings.CutPrefix(answer, "~")
	var offered []string
	for _, o := range opts {
		if o.Value == answer || byLabel && strings.Contains(o.Label, label) {
			return o.Value
		}
		offered = append(offered, o.Value+" = "+o.Label)
	}
	s.T.Fatalf("%q: no option %q among\n%s", title, answer, strings.Join(offered, "\n"))
	return ""
}

func (s *Script) Input(q table.Question) (string, error) {
	s.T.Helper()
	a, err := s.next("input", q.Title)
	if err != nil {
		return "", err
	}
	if a == "" {
		a = q.Value
	}
	if q.Validate != nil {
		if err := q.Validate(a); err != nil {
			s.T.Fatalf("%q: the form refuses %q: %v", q.Title, a, err)
		}
	}
	return a, nil
}

func (s *Script) Select(title, _ string, opts []table.Option, def string) (string, error) {
	s.T.Helper()
	a, err := s.next("select", title)
	if err != nil || a == "" {
		return def, err
	}
	return s.option(title, opts, a), nil
}

// SelectWithin is Select: a script answers at once.
func (s *Script) SelectWithin(title, description string, opts []table.Option, def string, _ time.Duration) (string, error) {
	return s.Select(title, description, opts, def)
}

func (s *Script) MultiSelect(title, _ string, opts []table.Option, _ func([]string) string) ([]string, error) {
	s.T.Helper()
	a, err := s.next("multi", title)
	if err != nil || a == "" {
		return nil, err
	}
	var ids []string
	for _, one := range strings.Split(a, ",") {
		ids = append(ids, s.option(title, opts, one))
	}
	return ids, nil
}

func (s *Script) Confirm(title, _ string, def bool) (bool, error) {
	s.T.Helper()
	a, err := s.next("confirm", title)
	if err != nil || a == "" {
		return def, err
	}
	return a == "y", nil
}

// Accessible: the script answers as a screen reader's user would, line by
// line.
func (s *Script) Accessible() bool { return true }
