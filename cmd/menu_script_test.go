package cmd_test

import (
	"strings"
	"testing"

	"github.com/scorepad/scorepad/cmd"
	"github.com/scorepad/scorepad/table/tabletest"
)

// menuIn runs the menu in process on database db (English), answered
// through the table's scripted prompter (tabletest.Step), and returns what
// it printed; every answer must be used. steps are pairs: a fragment of
// the question's title, the answer (an option by its ID or ~label).
func menuIn(t *testing.T, db string, steps ...string) string {
	t.Helper()
	var script []tabletest.Step
	for i := 0; i+1 < len(steps); i += 2 {
		script = append(script, tabletest.Step{Title: steps[i], Answer: steps[i+1]})
	}
	vars := environ(t, db, nil)
	var o, e syncBuffer
	s := &tabletest.Script{T: t, Steps: script}
	err := cmd.RunMenu(s, &cmd.IOStreams{In: strings.NewReader(""), Out: &o, ErrOut: &e}, func(k string) string { return vars[k] })
	if err != nil {
		t.Fatalf("menu: %v\n%s%s", err, o.String(), e.String())
	}
	s.Done()
	return o.String()
}
