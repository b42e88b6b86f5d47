package cmd

import (
	"strings"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/scoring/book"
	"github.com/spf13/cobra"
)

type rulesOptions struct {
	f     *factory
	which string
	json  bool
}

func newCmdRules(f *factory) *cobra.Command {
	o := &rulesOptions{f: f}
	c := &cobra.Command{
		Use:   "rules [" + kindUse() + "|ID]",
		Short: f.T("Print the rules, or the rule a verdict cites (scorepad rules P7a)"),
		Long: f.T(`Print the rules scorepad applies, in the chosen language, with the IDs its
verdicts cite.

  scorepad rules            every game
  scorepad rules yams       one game (penta, yams, 5000, sackson, common)
  scorepad rules P7         one rule and its parts (P7a, P7b, P7c)
  scorepad rules P7a        one part

--json prints [{"id", "title", "text", "parent", "game"}].`),
		Args: cobra.MaximumNArgs(1),
		ValidArgsFunction: func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			b := book.Of(f.Lang())
			var out []string
			for _, g := range b.Games {
				out = append(out, g.Key+"\t"+g.Title)
			}
			for _, g := range b.Games {
				for _, r := range g.Rules {
					out = append(out, r.ID+"\t"+r.Title)
				}
			}
			return out, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				o.which = args[0]
			}
			return runRules(o)
		},
	}
	c.Flags().BoolVar(&o.json, "json", false, f.T("print JSON"))
	return c
}

func runRules(o *rulesOptions) error {
	f := o.f
	b := book.Of(f.Lang())
	picks, ok := pages.PickRules(b, o.which)
	if !ok {
		return unknownRule(f, b, o.which)
	}
	return pages.Rules(f.IO.Out, b, picks, o.json)
}

// unknownRule refuses a name that is neither a game nor a rule ID, naming
// the nearest ones.
func unknownRule(f *factory, b *book.Book, name string) error {
	cands := append(kindNames(), "common")
	cands = append(cands, b.IDs()...)
	if s := scoring.Nearest(name, cands); len(s) > 0 {
		return flagErrorf("no rule %q: did you mean %s? (scorepad rules lists them all)", name, strings.Join(s, ", "))
	}
	return flagErrorf("no rule %q: give penta, yams, 5000, sackson, common or a rule ID such as P7a", name)
}
