package cmd

import (
	"context"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
	tbl "github.com/scorepad/scorepad/table"
)

// RunMenu runs the menu in process as scorepad without arguments does, on
// the streams and environment given, asking p (a scripted prompter) instead
// of the huh forms: the menu tests choose options by ID or label.
func RunMenu(p tbl.Prompter, streams *IOStreams, getenv func(string) string) error {
	f := &factory{IO: streams, Getenv: getenv, Now: time.Now, rawOut: streams.Out}
	f.lang = lang.LangFromLocale(getenv("LC_ALL"), getenv("LANG"))
	defer f.close()
	svc, err := f.Service()
	if err != nil {
		return err
	}
	t := &table{f: f, p: p, svc: svc, l: f.Lang(), die: rollDie}
	ctx := context.Background()
	return t.menu(ctx).Run(ctx)
}
