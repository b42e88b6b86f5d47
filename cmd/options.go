package cmd

import (
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/pflag"
)

// rulesFlags are the organiser's options of a command (new, and the
// rules of check, hint, solve and simulate): each engine's own flags
// (kindCmd.flags("rules"), or "new" for new), bound on one flag set, and
// the one check (refuse) that turns away an option the game's kind does
// not take. The zero value is every engine's defaults, nothing given.
type rulesFlags struct {
	set *engineFlagSet
	fs  *pflag.FlagSet
	err error // a form's answers that did not read as flags (formRules)
}

// bind binds every engine's organiser flags of command name ("rules" or
// "new") on fs.
func (o *rulesFlags) bind(name string, fs *pflag.FlagSet) {
	o.set, o.fs = bindEngineFlags(name, fs), fs
	o.set.options = true
}

// formRules reads a form's answers as the organiser's flags of command
// name they stand for, args as the engine wrote them (tbl.Answers.Args).
func formRules(name string, args []string) rulesFlags {
	var o rulesFlags
	o.bind(name, pflag.NewFlagSet(name, pflag.ContinueOnError))
	o.err = o.fs.Parse(args)
	return o
}

// refuse turns away an organiser's option given that kind k does not
// take, naming the games that take it (exit code 2).
func (o *rulesFlags) refuse(k sheets.Kind) error {
	if o.err != nil || o.set == nil {
		return o.err
	}
	return o.set.refuse(o.fs, k)
}

// given reports whether any organiser's option was given, even empty.
func (o *rulesFlags) given() bool { return o.set != nil && o.set.given(o.fs) }

// of returns engine e's organiser flags: those bound, or its defaults.
func (o *rulesFlags) of(e sheets.Engine) engineFlags {
	if o.set != nil && o.set.of[e] != nil {
		return o.set.of[e]
	}
	return kindCmds[e].flags("rules")
}

// columnsFlagHelp and penaltyFlagHelp are flag helps formatted from
// scoring's constants (Y6, S6), their French from the catalogue (helpf).
var (
	columnsFlagHelp = helpf("Yam's columns, 1 to %d of free,down,up,imposed (default free)", scoring.MaxColumns)
	penaltyFlagHelp = helpf("Sackson: penalty of a row with 1-%d checks: %s (default %d)", scoring.PenaltyChecks, lang.Of(penaltyChoices), scoring.DefaultPenalty)
)

// penaltyChoices lists scoring.Penalties as choices in l: "200, 150 or 100".
func penaltyChoices(l lang.Lang) string { return l.Or(penaltyNames()...) }

// parseGame reads the game argument (sheets.ParseKind: a kind or an alias).
func parseGame(s string) (string, error) {
	k, err := sheets.ParseKind(s)
	return string(k), err
}

// Bounds of the numbers typed on the command line that no rule fixes.
const (
	maxSimulatedGames = 10_000_000 // simulate --games
	maxFilledGames    = 1_000_000  // dev fill --games
)

// kindUse writes the kinds as a usage line takes them,
// "penta|yams|5000|sackson".
func kindUse() string { return strings.Join(kindNames(), "|") }

// kindList lists the games in l by name (short titles when short, "Sackson"
// rather than "Sackson (Can't Stop Express)"), each with its article when
// the language puts one (« du Penta, du Yam's… »): "Penta, Yam's, 5000 and
// Sackson".
func kindList(l lang.Lang, short, article bool) string {
	out := make([]string, len(sheets.Kinds))
	for i, k := range sheets.Kinds {
		out[i] = k.Name()
		if short {
			out[i] = k.Title()
		}
		if article {
			out[i] = fmt.Sprintf(l.TC("kind with its article", "%s"), out[i])
		}
	}
	return l.And(out...)
}

// kindNames lists the games as the command line names them (the registry's
// order).
func kindNames() []string {
	out := make([]string, len(sheets.Kinds))
	for i, k := range sheets.Kinds {
		out[i] = string(k)
	}
	return out
}

// penaltyNames lists the Sackson penalties as --penalty takes them (S6).
func penaltyNames() []string {
	out := make([]string, len(scoring.Penalties))
	for i, p := range scoring.Penalties {
		out[i] = fmt.Sprint(int(p))
	}
	return out
}
