package cmd

import (
	"context"
	_ "embed"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Shell completion with live values: game numbers, players, boxes and
// columns come from the database, opened read-only (db.OpenReadOnly):
// pressing TAB never creates, migrates or writes a database. Any failure
// just completes nothing.

// readService opens the database read-only (once) for completion; nil
// when there is none to read.
func (f *factory) readService() *sheets.Service {
	if f.roStore == nil {
		path := f.dbFlag
		if path == "" {
			path = f.Getenv("SCOREPAD_DB")
		}
		if path == "" {
			p, err := db.DefaultPath(f.Getenv)
			if err != nil {
				return nil
			}
			path = p
		}
		s, err := db.OpenReadOnly(context.Background(), path)
		if err != nil {
			return nil
		}
		f.roStore = s
	}
	return sheets.NewService(f.roStore, f.Now)
}

type completeFunc = func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective)

const noFiles = cobra.ShellCompDirectiveNoFileComp

// gameIDArgs lists which commands take a game number first: unfinished
// games only (play, move, undo) or every game (sheet, review, …).
var gameIDArgs = map[string]bool{"play": false, "move": false, "undo": false, "hint": false, "sheet": true, "review": true, "edit": true, "abandon": true, "delete": true}

// kindArgs lists the commands whose argument is a kind of game, with the
// kinds each takes (from the registry; a function, since the engines'
// commands register in init).
func kindArgs() map[string][]string {
	return map[string][]string{
		"check": kindNames(), "new": kindNames(),
		"solve": solveKinds(), "simulate": kindNames(), "hint": kindNames(),
	}
}

// flagValues are the fixed values of option flags.
var flagValues = map[string][]string{
	"lang": {"fr", "en"}, "game": kindNames(),
	"preset": {"francaise"}, "full": {scoring.Full25.String(), scoring.Full25Sum.String(), scoring.FullSum.String()}, "four-kind": fourKindNames(),
	"bust-rule": {"booklet", "nothing-scores"}, "penalty": penaltyNames(), "strategy": {"expert", "normal"},
	"order": {string(scoring.OrderGiven), string(scoring.OrderRoll)}, "rolls-left": scoring.RollsLeft(),
}

// fourKindNames lists the four-of-a-kind options, the fixed ones at
// scoring's default N: "sum5", "sum4", "fixed:40", "fixed+sum:40".
func fourKindNames() []string {
	n := scoring.DefaultFourKindN
	return []string{scoring.FourKindRule{Kind: scoring.FourSum5}.String(), scoring.FourKindRule{Kind: scoring.FourSum4}.String(),
		scoring.FourKindRule{Kind: scoring.FourFixed, N: n}.String(), scoring.FourKindRule{Kind: scoring.FourFixedSum, N: n}.String()}
}

// registerCompletions walks the command tree and gives every game-number
// argument, kind argument and known flag its live completion.
func registerCompletions(root *cobra.Command, f *factory) {
	kindArgs := kindArgs()
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		name := c.Name()
		if all, ok := gameIDArgs[name]; ok && c.ValidArgsFunction == nil {
			c.ValidArgsFunction = f.completeGames(all, kindArgs[name])
		} else if (name == "rename" || name == "merge") && c.ValidArgsFunction == nil {
			players := f.completePlayers(false)
			c.ValidArgsFunction = func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
				if len(args) >= 2 {
					return nil, noFiles
				}
				return players(c, args, toComplete)
			}
		} else if kinds, ok := kindArgs[name]; ok && c.ValidArgsFunction == nil {
			c.ValidArgsFunction = fixed(kinds)
		}
		c.LocalNonPersistentFlags().VisitAll(func(fl *pflag.Flag) {
			switch fl.Name {
			case "players":
				_ = c.RegisterFlagCompletionFunc(fl.Name, f.completePlayers(true))
			case "player":
				_ = c.RegisterFlagCompletionFunc(fl.Name, f.completePlayers(false))
			case "box":
				_ = c.RegisterFlagCompletionFunc(fl.Name, f.completeBoxes)
			case "column":
				_ = c.RegisterFlagCompletionFunc(fl.Name, f.completeColumns)
			case "columns":
				_ = c.RegisterFlagCompletionFunc(fl.Name, completeList(modeNames()))
			case "format":
				_ = c.RegisterFlagCompletionFunc(fl.Name, fixed(formatsOf(fl.Usage)))
			default:
				if v, ok := flagValues[fl.Name]; ok {
					_ = c.RegisterFlagCompletionFunc(fl.Name, fixed(v))
				}
			}
		})
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	_ = root.RegisterFlagCompletionFunc("lang", fixed(flagValues["lang"]))
}

func fixed(values []string) completeFunc {
	return func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		return values, noFiles
	}
}

// formatsOf reads the formats a --format flag lists in its usage ("text,
// md, html, pdf or json").
func formatsOf(usage string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(usage, func(r rune) bool { return r == ',' || r == ' ' || r == '(' || r == ')' }) {
		switch w {
		case "text", "md", "html", "pdf", "json", "csv":
			out = append(out, w)
		}
	}
	return out
}

func modeNames() []string {
	var out []string
	for m := scoring.Free; m <= scoring.Imposed; m++ {
		out = append(out, m.String())
	}
	return out
}

// completeList completes the last item of a comma-separated list.
func completeList(values []string) completeFunc {
	return func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		head := ""
		if i := strings.LastIndex(toComplete, ","); i >= 0 {
			head = toComplete[:i+1]
		}
		out := make([]string, 0, len(values))
		for _, v := range values {
			out = append(out, head+v)
		}
		return out, noFiles | cobra.ShellCompDirectiveNoSpace
	}
}

// completeGames offers the game numbers, with what each game is, and the
// kinds of game when the command also takes one.
func (f *factory) completeGames(all bool, kinds []string) completeFunc {
	return func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, noFiles
		}
		var out []string
		if svc := f.readService(); svc != nil {
			games, err := svc.Games(context.Background(), sheets.GamesQuery{All: all})
			if err == nil {
				for _, g := range games {
					state := f.T("in progress")
					if g.Finished {
						state = f.T("finished")
					}
					out = append(out, fmt.Sprintf("%d\t%s · %s · %s", g.ID, g.Kind, strings.Join(pages.PrintableAll(g.Players), ", "), state))
				}
			}
		}
		return append(out, kinds...), noFiles
	}
}

// completePlayers offers the family's names; for a list (--players) it
// completes the last name and leaves out the names already given.
func (f *factory) completePlayers(list bool) completeFunc {
	return func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		svc := f.readService()
		if svc == nil {
			return nil, noFiles
		}
		known, err := svc.KnownPlayers(context.Background())
		if err != nil {
			return nil, noFiles
		}
		if !list {
			return known, noFiles
		}
		head := ""
		if i := strings.LastIndex(toComplete, ","); i >= 0 {
			head = toComplete[:i+1]
		}
		given := map[string]bool{}
		for _, n := range strings.Split(head, ",") {
			given[sheets.NameKey(strings.TrimSpace(n))] = true
		}
		var out []string
		for _, k := range known {
			if !given[sheets.NameKey(k)] {
				out = append(out, head+k)
			}
		}
		return out, noFiles | cobra.ShellCompDirectiveNoSpace
	}
}

// rulesOfArgs returns the Penta/Yam's rules the command line names: a game
// number's stored rules, or a kind with its --columns/--preset; nil if
// none.
func (f *factory) rulesOfArgs(c *cobra.Command, args []string) *scoring.Rules {
	if len(args) == 0 {
		return nil
	}
	if id, err := strconv.ParseInt(args[0], 10, 64); err == nil {
		svc := f.readService()
		if svc == nil {
			return nil
		}
		st, err := svc.Load(context.Background(), id)
		if err != nil {
			return nil
		}
		if _, ok := st.Game.Kind.BoxGame(); !ok {
			return nil
		}
		return st.Boxes().Rules
	}
	g, err := parseGame(args[0])
	if err != nil {
		return nil
	}
	if _, ok := sheets.Kind(g).BoxGame(); !ok {
		return nil
	}
	var rf boxRules
	rf.columns, _ = c.Flags().GetString("columns")
	rf.preset, _ = c.Flags().GetString("preset")
	cfg, err := rf.config(sheets.Kind(g))
	if err != nil {
		return nil
	}
	r, err := cfg.Compile()
	if err != nil {
		return nil
	}
	return r
}

// completeBoxes offers the boxes of the game on the command line, by ID
// with the name in the user's language.
func (f *factory) completeBoxes(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	r := f.rulesOfArgs(c, args)
	if r == nil {
		return nil, noFiles
	}
	var out []string
	for _, b := range r.Boxes() {
		out = append(out, b.ID()+"\t"+f.Lang().Say(b.Label()))
	}
	return out, noFiles
}

// completeColumns offers the columns of the game on the command line.
func (f *factory) completeColumns(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	r := f.rulesOfArgs(c, args)
	if r == nil {
		return nil, noFiles
	}
	var out []string
	for i, n := range f.Lang().SayAll(scoring.ColumnLabels(r.Columns)) {
		out = append(out, n+"\t"+r.Columns[i].Symbol()+" "+f.Lang().Say(r.Columns[i].Label()))
	}
	return out, noFiles
}

// bashCompletion writes root's bash completion script (cobra's V2) made to
// work in a plain bash as well as with the bash-completion package: where
// the script calls that package's _get_comp_words_by_ref and _filedir, it
// calls scorepad's own functions instead, which use the package's when it
// is loaded (at the time TAB is pressed) and otherwise read the command
// line themselves (bashFallback).
func bashCompletion(root *cobra.Command, w io.Writer, descriptions bool) error {
	var b strings.Builder
	if err := root.GenBashCompletionV2(&b, descriptions); err != nil {
		return err
	}
	script, err := bashWithoutPackage(b.String(), root.Name())
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, script)
	return err
}

// bashWithoutPackage returns cobra's bash script with its calls to the
// bash-completion package's functions routed through bashFallback's; an
// error when cobra's script no longer has the calls it expects (a new
// cobra: the fallback must be looked at again).
func bashWithoutPackage(script, name string) (string, error) {
	words := `_get_comp_words_by_ref "$@" cur prev words cword`
	if strings.Count(script, words) != 1 || !strings.Contains(script, "_filedir") {
		return "", fmt.Errorf("completion: cobra's bash script changed: no %q to route", words)
	}
	script = strings.Replace(script, words, "__"+name+"_comp_words \"$@\"", 1)
	script = strings.ReplaceAll(script, "_filedir", "__"+name+"_filedir")
	return script + strings.ReplaceAll(bashFallback, "__scorepad_", "__"+name+"_"), nil
}

// bashFallback defines what a plain bash lacks without the bash-completion
// package: the words of the command line as that package gives them
// (_get_comp_words_by_ref -n =:, which does not split "--column=down" at
// its "=" as bash does) and file names (_filedir). Each uses the package's
// function when it is loaded.
//
//go:embed bash_fallback.bash
var bashFallback string
