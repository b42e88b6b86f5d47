package cmd

import (
	"context"
	"slices"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/pflag"
)

// kindCmd is cmd's side of one engine of the registry
// (sheets.KindInfo.Engine): the flags it takes in each command, the move
// they describe, its answer to an accepted move (text or JSON), the
// organiser's options of a new game, its hint, review, solve, simulate,
// check, robots, its coach at the table and statistics. Each engine registers one in kindCmds;
// every command asks it (cmdOf) instead of switching on the kind, and no
// engine names another.
type kindCmd interface {
	// flags returns a fresh struct of the engine's own flags of command
	// name ("move" for move and edit, "hint", "check", "simulate"; its
	// organiser's options: "new" for new, "rules" for the rules of check,
	// hint, solve and simulate), which the command binds (bindEngineFlags)
	// and hands back to the engine's methods; nil when the engine takes
	// none there.
	flags(name string) engineFlags
	// buildMove turns the engine's move flags p into a move.
	buildMove(p engineFlags, st *sheets.State, m sheets.Move) (sheets.Move, error)
	// printMove says what an accepted move did; done is true when it
	// printed JSON (nothing follows).
	printMove(f *factory, st *sheets.State, out sheets.Outcome, asJSON bool) (done bool, err error)
	// options fills g's options from new's flags.
	options(o *newOptions, g *sheets.Game) error
	// describeMove writes a move as its flags would (edit --list).
	describeMove(g *sheets.Game, m sheets.Move, l lang.Lang) string
	// hint answers hint with the engine's hint flags p: for game st, or
	// for kind k named without a game when st is nil.
	hint(ctx context.Context, o *hintOptions, p engineFlags, k sheets.Kind, st *sheets.State) error
	// review judges the recorded turns of a game (scorepad review).
	review(ctx context.Context, f *factory, full *sheets.State, asJSON bool) error
	// coach returns the engine's coach at table t, of the engine's coach
	// interface in table/ (tableExpert.Coach).
	coach(t *table) any
	// robotMove plays the turn of the robot to move in st.
	robotMove(t *table, st *sheets.State, die func() uint8) (sheets.Move, error)
	// robotRound plays a whole round when only robots are left to play
	// it (a shared round, S1); ok is false when there is no such round.
	robotRound(t *table, st *sheets.State) (m sheets.Move, ok bool, err error)
	// fillRobots adds the robots' part to a move people typed (their
	// choices for a shared throw).
	fillRobots(t *table, st *sheets.State, m *sheets.Move) error
	// check judges a disputed throw (scorepad check) with the engine's
	// check flags p; asked is true when a terminal may ask what p leaves
	// out (checkAsked).
	check(o *checkOptions, p engineFlags) error
	// solve computes or loads the engine's tables for kind k (scorepad
	// solve); solvable is false when the engine has none.
	solve(ctx context.Context, f *factory, k sheets.Kind, rf *rulesFlags, asJSON bool) error
	solvable() bool
	// simulate runs simulate for kind k with the engine's flags p.
	simulate(ctx context.Context, o *simulateOptions, p engineFlags, k sheets.Kind) error
	// facts returns the engine's judge of its finished games for one
	// replay of the statistics' facts (stats --decisions).
	facts(f *factory) gameFacts
}

// kindCmds holds cmd's side of each engine, registered next to it.
var kindCmds = map[sheets.Engine]kindCmd{}

// cmdOf returns cmd's side of kind k.
func cmdOf(k sheets.Kind) kindCmd { return kindCmds[k.Engine()] }

// engineFlags is one engine's flags of one command: it binds them, once.
type engineFlags interface{ bind(fs *pflag.FlagSet) }

// kindFilter is engine flags that only some of the engine's kinds take:
// the box engine's organiser's options are Yam's, Penta has none (P1).
type kindFilter interface{ takenBy(k sheets.Kind) bool }

// engineFlagSet is what a command's engines bound: each engine's flags,
// and the kinds that take each flag name, so that one check (refuse)
// turns away a flag the game's kind does not take.
type engineFlagSet struct {
	of     map[sheets.Engine]engineFlags
	takers map[string][]sheets.Kind
	// options: the flags are the organiser's options (rulesFlags), and a
	// refusal calls them so
	options bool
}

// bindEngineFlags binds on fs every engine's flags of command name. A
// flag two engines take (simulate's --strategy) is one flag setting both
// engines' fields.
func bindEngineFlags(name string, fs *pflag.FlagSet) *engineFlagSet {
	s := &engineFlagSet{of: map[sheets.Engine]engineFlags{}, takers: map[string][]sheets.Kind{}}
	for _, e := range sheets.Engines() {
		p := kindCmds[e].flags(name)
		if p == nil {
			continue
		}
		s.of[e] = p
		own := pflag.NewFlagSet(name, pflag.ContinueOnError)
		p.bind(own)
		kinds := takingKinds(e, p)
		own.VisitAll(func(fl *pflag.Flag) {
			s.takers[fl.Name] = append(s.takers[fl.Name], kinds...)
			if was := fs.Lookup(fl.Name); was != nil {
				was.Value = bothValues{was.Value, fl.Value}
				return
			}
			fs.AddFlag(fl)
		})
	}
	return s
}

// takingKinds lists engine e's kinds that take its flags p (kindFilter).
func takingKinds(e sheets.Engine, p engineFlags) []sheets.Kind {
	var out []sheets.Kind
	for _, k := range sheets.KindsOf(e) {
		if f, ok := p.(kindFilter); !ok || f.takenBy(k) {
			out = append(out, k)
		}
	}
	return out
}

// bothValues is a flag two engines bound: a value given sets both.
type bothValues struct {
	pflag.Value
	also pflag.Value
}

// Set sets both values.
func (v bothValues) Set(s string) error {
	if err := v.Value.Set(s); err != nil {
		return err
	}
	return v.also.Set(s)
}

// refuse turns away the first flag given on fs (in name order) that
// another kind takes and kind k does not, naming the games that take it.
func (s *engineFlagSet) refuse(fs *pflag.FlagSet, k sheets.Kind) error {
	var err error
	fs.Visit(func(fl *pflag.Flag) {
		takers, ok := s.takers[fl.Name]
		if err != nil || !ok || slices.Contains(takers, k) {
			return
		}
		err = s.refusal(fl.Name, takers, k)
	})
	return err
}

// refusal says that flag name is taken by the kinds takers, not by k: a
// flag, or one of the organiser's options.
func (s *engineFlagSet) refusal(name string, takers []sheets.Kind, k sheets.Kind) error {
	titles := make([]lang.Msg, len(takers))
	for i, tk := range takers {
		titles[i] = lang.MC("kind with its article", "%s", tk.Title()) // « du Yam's »
	}
	list := lang.Of(func(l lang.Lang) string { return l.And(l.SayAll(titles)...) })
	if s.options {
		return flagErrorf("--%s is a %s option, not a %s option", name, list, k.Title())
	}
	return flagErrorf("--%s is a %s flag, not a %s flag", name, list, k.Title())
}

// given reports whether any engine's flag was given on fs.
func (s *engineFlagSet) given(fs *pflag.FlagSet) bool {
	found := false
	fs.Visit(func(fl *pflag.Flag) { _, ok := s.takers[fl.Name]; found = found || ok })
	return found
}

// parseArgs binds the engines' flags of command name on a flag set of its
// own and reads args ("--dice", "44412"…): the answers of a form, read
// as the flags they stand for.
func parseArgs(name string, args []string) (*engineFlagSet, *pflag.FlagSet, error) {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	s := bindEngineFlags(name, fs)
	return s, fs, fs.Parse(args)
}
