package cmd

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/pflag"
)

// rulesFlags are the organiser's options shared by check and new.
type rulesFlags struct {
	columns   string
	preset    string
	full      string
	fourKind  string
	plusMinus bool
	bustRule  string
	penalty   string
	// fs is the flag set bound, to tell a flag given empty (--columns "")
	// from one left out; nil when a form fills the fields.
	fs *pflag.FlagSet
}

// given reports whether option name was chosen: a value, or the flag given
// on the command line even empty (then its parser refuses it).
func (o *rulesFlags) given(name, value string) bool {
	return value != "" || (o.fs != nil && o.fs.Changed(name))
}

// anyGiven reports whether any option of the rules was chosen.
func (o *rulesFlags) anyGiven() bool {
	for _, n := range []struct{ name, v string }{{"columns", o.columns}, {"preset", o.preset}, {"full", o.full}, {"four-kind", o.fourKind}, {"bust-rule", o.bustRule}, {"penalty", o.penalty}} {
		if o.given(n.name, n.v) {
			return true
		}
	}
	return o.plusMinus
}

func (o *rulesFlags) bind(fs *pflag.FlagSet) {
	o.fs = fs
	fs.StringVar(&o.columns, "columns", "", columnsFlagHelp)
	fs.StringVar(&o.preset, "preset", "", "Yam's preset: francaise (down,up,free)")
	fs.StringVar(&o.full, "full", "", "Yam's full: 25, 25+sum or sum (default 25)")
	fs.StringVar(&o.fourKind, "four-kind", "", "Yam's four of a kind: sum5, sum4, fixed:N or fixed+sum:N (default sum5)")
	fs.BoolVar(&o.plusMinus, "plus-minus", false, "Yam's plus and minus lines")
	fs.StringVar(&o.bustRule, "bust-rule", "", "5000: booklet (no 1 and no 5 busts, default) or nothing-scores")
	fs.StringVar(&o.penalty, "penalty", "", penaltyFlagHelp)
}

// columnsFlagHelp and penaltyFlagHelp are flag helps formatted from
// scoring's constants (Y6, S6); helpFR holds their French the same way.
var (
	columnsFlagHelp = fmt.Sprintf("Yam's columns, 1 to %d of free,down,up,imposed (default free)", scoring.MaxColumns)
	penaltyFlagHelp = fmt.Sprintf("Sackson: penalty of a row with 1-%d checks: %s (default %d)", scoring.PenaltyChecks, penaltyChoices(scoring.EN), scoring.DefaultPenalty)
)

// penaltyChoices lists scoring.Penalties as choices in l: "200, 150 or 100".
func penaltyChoices(l scoring.Lang) string {
	s := make([]string, len(scoring.Penalties))
	for i, p := range scoring.Penalties {
		s[i] = strconv.Itoa(int(p))
	}
	return l.Or(s...)
}

// boxConfig returns the rules of a game scored box by box that the flags
// choose; Yam's options given for a kind whose organiser chooses none
// (Penta) are refused.
func (o *rulesFlags) boxConfig(game string) (scoring.Config, error) {
	k := sheets.Kind(game)
	c, err := sheets.Options{}.Config(k)
	if err != nil {
		return c, err
	}
	if info, _ := k.Info(); !info.Organiser {
		if o.yamsGiven() {
			return scoring.Config{}, flagErrorf("--columns, --preset, --full, --four-kind and --plus-minus are Yam's options; %s has none (P1)", "--columns, --preset, --full, --four-kind et --plus-minus sont des options du Yam's ; le %s n'en a pas (P1)", info.Name)
		}
		return c, nil
	}
	switch {
	case o.given("columns", o.columns) && o.given("preset", o.preset):
		return c, flagErrorf("give --columns or --preset, not both", "donnez --columns ou --preset, pas les deux")
	case o.given("columns", o.columns): // --columns "" is refused, not one free column (Y6)
		if c.Columns, err = scoring.ParseColumns(o.columns); err != nil {
			return c, scoring.Prefixed(err, "--columns: ", "--columns : ")
		}
	case o.given("preset", o.preset):
		if c.Columns, err = scoring.Preset(o.preset); err != nil {
			return c, err
		}
	}
	if o.given("full", o.full) {
		if c.Full, err = scoring.ParseFullRule(o.full); err != nil {
			return c, err
		}
	}
	if o.given("four-kind", o.fourKind) {
		if c.FourKind, err = scoring.ParseFourKindRule(o.fourKind); err != nil {
			return c, err
		}
	}
	c.PlusMinus = o.plusMinus
	return c, nil
}

func (o *rulesFlags) bust() (scoring.BustRule, error) {
	return scoring.ParseBustRule(o.bustRule)
}

func (o *rulesFlags) pen() (scoring.Penalty, error) {
	if o.penalty == "" {
		return scoring.DefaultPenalty, nil
	}
	return scoring.ParsePenalty(o.penalty)
}

// yamsGiven reports whether any Yam's option was given, even empty.
func (o *rulesFlags) yamsGiven() bool {
	return o.given("columns", o.columns) || o.given("preset", o.preset) || o.given("full", o.full) || o.given("four-kind", o.fourKind) || o.plusMinus
}

// onlyFor refuses flags that belong to other games.
func (o *rulesFlags) onlyFor(game string) error {
	return o.onlyTaken(cmdOf(sheets.Kind(game)).ruleFlags(), game)
}

// onlyForEngine is onlyFor for a command of one engine's kinds (the 5000
// and Sackson advisor commands): the flags that engine takes, refusals
// naming its kinds.
func (o *rulesFlags) onlyForEngine(e sheets.Engine) error {
	var names []string
	for _, k := range sheets.KindsOf(e) {
		names = append(names, string(k))
	}
	return o.onlyTaken(kindCmds[e].ruleFlags(), strings.Join(names, "/"))
}

// onlyTaken refuses the organiser's flags outside takes, for game.
func (o *rulesFlags) onlyTaken(takes ruleFlagSet, game string) error {
	switch {
	case o.yamsGiven() && takes&boxFlags == 0:
		return flagErrorf("--columns, --preset, --full, --four-kind and --plus-minus are Yam's options, not %s options", "--columns, --preset, --full, --four-kind et --plus-minus sont des options du Yam's, pas du %s", game)
	case o.bustRule != "" && takes&bustFlags == 0:
		return flagErrorf("--bust-rule is a 5000 option, not a %s option", "--bust-rule est une option du 5000, pas du %s", game)
	case o.penalty != "" && takes&penaltyFlags == 0:
		return flagErrorf("--penalty is a Sackson option, not a %s option", "--penalty est une option du Sackson, pas du %s", game)
	}
	return nil
}

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

// kindNames lists the games as the command line names them (the registry's
// order).
// ruleFlagSet names the organiser's flags an engine takes (kindCmd.ruleFlags).
type ruleFlagSet uint8

const (
	boxFlags     ruleFlagSet = 1 << iota // --columns, --preset, --full, --four-kind, --plus-minus
	bustFlags                            // --bust-rule
	orderFlags                           // --order
	penaltyFlags                         // --penalty
)

// kindUse writes the kinds as a usage line takes them,
// "penta|yams|5000|sackson".
func kindUse() string { return strings.Join(kindNames(), "|") }

// kindList lists the games in l by name (short titles when short, "Sackson"
// rather than "Sackson (Can't Stop Express)"), each after article in
// French ("du Penta, du Yam's…"): "Penta, Yam's, 5000 and Sackson".
func kindList(l scoring.Lang, short bool, frArticle string) string {
	out := make([]string, len(sheets.Kinds))
	for i, k := range sheets.Kinds {
		out[i] = k.Name()
		if short {
			out[i] = k.Title()
		}
		if l == scoring.FR {
			out[i] = frArticle + out[i]
		}
	}
	return l.And(out...)
}

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
