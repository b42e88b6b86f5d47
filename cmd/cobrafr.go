package cmd

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Cobra speaks English: its usage template ("Usage:", "Flags:"), its help
// and completion commands, the --help and --version flags, the type names
// and defaults of flag usages, and its argument and flag errors. This file
// gives all of it in French when the user's language is French; the
// commands give their own Short, Long and flag usages in both languages
// (f.T at construction: the language is known before the tree is built,
// see langFromArgs).

// frUsageTemplate is cobra's default usage template (no command groups:
// scorepad has none) with its words looked up in the catalogue (fr), for
// French: cobra's own template stays for English.
const frUsageTemplate = `{{fr "Usage:"}}{{if .Runnable}}
  {{frUseLine .UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} {{fr "[command]"}}{{end}}{{if gt (len .Aliases) 0}}

{{fr "Aliases:"}}
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

{{fr "Examples:"}}
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

{{fr "Available Commands:"}}{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

{{fr "Flags:"}}
{{frFlagUsages .LocalFlags | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

{{fr "Global Flags:"}}
{{frFlagUsages .InheritedFlags | trimTrailingWhitespaces}}{{end}}{{if .HasHelpSubCommands}}

{{fr "Additional help topics:"}}{{range .Commands}}{{if .IsAdditionalHelpTopicCommand}}
  {{rpad .CommandPath .CommandPathPadding}} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableSubCommands}}

{{printf (fr "Use \"%s [command] --help\" for more information about a command.") .CommandPath}}{{end}}
`

func init() {
	cobra.AddTemplateFunc("fr", func(s string) string { return lang.FR.T(s) })
	cobra.AddTemplateFunc("frUseLine", func(s string) string { return strings.Replace(s, "[flags]", lang.FR.T("[flags]"), 1) })
	cobra.AddTemplateFunc("frFlagUsages", frFlagUsages)
}

// flagTypes are pflag's names of the flag value types (their French in
// the catalogue, context "flag type").
var flagTypes = map[string]bool{
	"string": true, "stringArray": true, "int": true, "uint": true, "float": true,
	"duration": true, "strings": true, "ints": true,
}

// frFlagUsages is pflag's FlagUsages in French: the value types and the
// "(default …)" translated, the columns aligned the same way.
func frFlagUsages(fs *pflag.FlagSet) string {
	type row struct{ left, usage string }
	var rows []row
	width := 0
	fs.VisitAll(func(fl *pflag.Flag) {
		if fl.Hidden {
			return
		}
		left := "      --" + fl.Name
		if fl.Shorthand != "" && fl.ShorthandDeprecated == "" {
			left = "  -" + fl.Shorthand + ", --" + fl.Name
		}
		varname, usage := pflag.UnquoteUsage(fl)
		if varname != "" {
			if flagTypes[varname] {
				varname = lang.FR.TC("flag type", varname)
			}
			left += " " + varname
		}
		if repeat := lang.FR.Text(" (repeatable)"); fl.Value.Type() == "stringArray" && !strings.Contains(usage, strings.Trim(repeat, " ()")) {
			usage += repeat
		}
		if d := fl.DefValue; d != "" && d != "false" && d != "0" && d != "[]" {
			if fl.Value.Type() == "string" {
				d = fmt.Sprintf(lang.FR.TextC("flag default", "%q"), d)
			}
			usage += fmt.Sprintf(lang.FR.Text(" (default %s)"), d)
		}
		rows = append(rows, row{left, usage})
		width = max(width, len([]rune(left)))
	})
	var b strings.Builder
	for _, r := range rows {
		pad := strings.Repeat(" ", width-len([]rune(r.left))+3)
		usage := strings.ReplaceAll(r.usage, "\n", "\n"+strings.Repeat(" ", width+3))
		fmt.Fprintf(&b, "%s%s%s\n", r.left, pad, usage)
	}
	return b.String()
}

// localizeCobra gives cobra's own commands and flags in the user's
// language. It runs once the streams are set (the completion command keeps
// the output stream it is built with).
func localizeCobra(root *cobra.Command, f *factory) {
	root.InitDefaultCompletionCmd()
	root.SetHelpCommand(newHelpCmd(f))
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if f.lang == lang.FR {
			c.Short, c.Long = frHelp(c.Short), frHelp(c.Long)
			c.Use = frHelp(c.Use)
			c.LocalNonPersistentFlags().VisitAll(func(fl *pflag.Flag) { fl.Usage = frHelp(fl.Usage) })
			c.PersistentFlags().VisitAll(func(fl *pflag.Flag) { fl.Usage = frHelp(fl.Usage) })
		}
		c.InitDefaultHelpFlag()
		if fl := c.Flags().Lookup("help"); fl != nil {
			fl.Usage = fmt.Sprintf(f.T("help for %[1]s"), c.Name(), lang.FrenchOf(c.Name()))
		}
		if c.Name() == "completion" {
			localizeCompletion(c, f)
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	root.InitDefaultVersionFlag()
	if fl := root.Flags().Lookup("version"); fl != nil {
		fl.Usage = f.T("print the version, commit and date of this scorepad")
	}
	if f.lang == lang.FR {
		root.SetUsageTemplate(lang.FrenchTypography(frUsageTemplate))
	}
}

// frHelp returns the French of an English help text, with French
// typography: a text made by helpf, or one the catalogue has; a text
// already French (given with f.T) or not in the catalogue is returned as
// it is.
func frHelp(en string) string {
	if m, ok := computedHelp.Load(en); ok {
		return lang.FR.Say(lang.Whole(m.(lang.Msg)))
	}
	if lang.Has(en) {
		return lang.FR.T(en)
	}
	return en
}

// computedHelp remembers the help texts made from a format of the
// catalogue and arguments (helpf), by their English, for frHelp (commands
// are built concurrently by tests: a sync.Map).
var computedHelp sync.Map

// helpf returns a help text made from format (English, key of the
// catalogue) and args in English, and remembers it for frHelp.
func helpf(format string, args ...any) string {
	m := lang.MPlain(format, args...)
	en := m.String()
	computedHelp.Store(en, m)
	return en
}

func newHelpCmd(f *factory) *cobra.Command {
	return &cobra.Command{
		Use:   f.T("help [command]"),
		Short: f.T("Help about any command"),
		Long:  f.T("Help for any command: scorepad help [command], the same as scorepad [command] --help."),
		ValidArgsFunction: func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			var out []string
			for _, sub := range c.Root().Commands() {
				if sub.IsAvailableCommand() {
					out = append(out, sub.Name()+"\t"+sub.Short)
				}
			}
			return out, noFiles
		},
		RunE: func(c *cobra.Command, args []string) error {
			cmd, rest, err := c.Root().Find(args)
			if err != nil || cmd == nil || len(rest) > 0 {
				name := strings.Join(args, " ")
				if near := c.Root().SuggestionsFor(args[len(args)-1]); len(near) > 0 {
					return flagErrorf("no help for %q: did you mean %s?", name, strings.Join(near, ", "))
				}
				return flagErrorf("no help for %q: no such command (see scorepad --help)", name)
			}
			return cmd.Help()
		},
	}
}

// localizeCompletion gives the completion command and its shells their
// help in the user's language.
func localizeCompletion(c *cobra.Command, f *factory) {
	c.Short = f.T("Print the shell completion script (bash, zsh, fish, powershell)")
	c.Long = f.T(`Print the completion script for a shell. Completion knows the game numbers,
the players, the boxes and the columns of your database (read only).

  source <(scorepad completion bash)          this shell
  echo 'source <(scorepad completion bash)' >> ~/.bashrc     every new bash
  scorepad completion zsh > "${fpath[1]}/_scorepad"
  scorepad completion fish > ~/.config/fish/completions/scorepad.fish
  scorepad completion powershell | Out-String | Invoke-Expression

The bash script works in a plain bash: the bash-completion package is not
needed. With that package, the script saved once is loaded in every bash:
  scorepad completion bash > ~/.local/share/bash-completion/completions/scorepad`)
	for _, sh := range c.Commands() {
		if sh.Name() == "bash" {
			// works without the bash-completion package (bashCompletion)
			sh.RunE = func(c *cobra.Command, args []string) error {
				noDesc, _ := c.Flags().GetBool("no-descriptions")
				return bashCompletion(c.Root(), c.OutOrStdout(), !noDesc)
			}
			sh.Run = nil
		}
		sh.Short = fmt.Sprintf(f.T("Print the completion script for %s"), sh.Name())
		sh.Long = fmt.Sprintf(f.T("Print the completion script for %[1]s; see scorepad completion --help to install it.\n\n  scorepad completion %[1]s"), sh.Name())
		if fl := sh.Flags().Lookup("no-descriptions"); fl != nil {
			fl.Usage = f.T("leave out the descriptions of the values")
		}
	}
}

// cobraErrors are cobra's and pflag's English errors, and the template
// of each (key of the catalogue, whose French rewrites it).
var cobraErrors = []struct {
	re   *regexp.Regexp
	tmpl string
}{
	{regexp.MustCompile(`^unknown flag: (.+)$`), "unknown flag: $1"},
	{regexp.MustCompile(`^unknown shorthand flag: '(.)' in (.+)$`), "unknown shorthand flag: '$1' in $2"},
	{regexp.MustCompile(`^flag needs an argument: '?(.+?)'?( in .*)?$`), "flag needs an argument: $1"},
	{regexp.MustCompile(`^invalid argument "(.*)" for "(.+)" flag: .*$`), "invalid argument \"$1\" for \"$2\" flag"},
	{regexp.MustCompile(`^bad flag syntax: (.+)$`), "bad flag syntax: $1"},
	{regexp.MustCompile(`^unknown command "(.+)" for "(.+)"$`), "unknown command \"$1\" for \"$2\""},
	{regexp.MustCompile(`^invalid argument "(.+)" for "(.+)"$`), "invalid argument \"$1\" for \"$2\""},
}

// cobraError says cobra's or pflag's error msg in l: cobra's own English
// (its argument counts with their plural right) or the French.
func cobraError(l lang.Lang, msg string) string {
	if l == lang.FR {
		return frCobraError(msg)
	}
	return enCobraError(msg)
}

// cobraErrorAsIs is cobra's error msg as it is in English, in French
// when it is one of cobra's.
func cobraErrorAsIs(l lang.Lang, msg string) string {
	if l == lang.FR {
		return frCobraError(msg)
	}
	return msg
}

// cobraArgErrors are cobra's argument-count errors, whose French needs the
// plural of the catalogue.
var cobraArgErrors = regexp.MustCompile(`^(accepts|accepts at most|requires at least|accepts between) (\d+)(?: and (\d+))? arg\(s\), (?:only )?received (\d+)$`)

// frCobraError returns cobra's or pflag's error message msg in French, or
// msg itself when it is not one of theirs.
func frCobraError(msg string) string {
	first, rest, _ := strings.Cut(msg, "\n")
	for _, e := range cobraErrors {
		if e.re.MatchString(first) {
			return e.re.ReplaceAllString(first, lang.FR.Text(e.tmpl)) + frSuggestions(rest)
		}
	}
	if m := cobraArgErrors.FindStringSubmatch(first); m != nil {
		return argCountError(m, lang.FR)
	}
	return msg
}

// enCobraError returns cobra's argument-count errors with their plural
// right ("accepts 1 arg(s)" → "takes 1 argument").
func enCobraError(msg string) string {
	m := cobraArgErrors.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	return argCountError(m, lang.EN)
}

// argCountError says a match m of cobraArgErrors in language p, with the
// catalogue's plurals.
func argCountError(m []string, p lang.Lang) string {
	var n, hi, got int
	fmt.Sscan(m[2], &n)
	fmt.Sscan(m[4], &got)
	switch m[1] {
	case "accepts":
		return p.Sprintf("takes %d argument, received %d", n, got)
	case "accepts at most":
		return p.Sprintf("takes at most %d argument, received %d", n, got)
	case "requires at least":
		return p.Sprintf("takes at least %d argument, received %d", n, got)
	}
	fmt.Sscan(m[3], &hi)
	return p.Sprintf("takes between %d and %d arguments, received %d", n, hi, got)
}

// frSuggestions translates cobra's "Did you mean this?" block.
func frSuggestions(s string) string {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "Did you mean this?") {
		return ""
	}
	names := strings.Fields(strings.TrimPrefix(s, "Did you mean this?"))
	return fmt.Sprintf(lang.FR.Text(": did you mean %s?"), strings.Join(names, ", "))
}
