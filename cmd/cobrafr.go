package cmd

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/scorepad/scorepad/scoring"
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

// frUsageTemplate is cobra's default usage template in French (no command
// groups: scorepad has none).
const frUsageTemplate = `Utilisation :{{if .Runnable}}
  {{frUseLine .UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [commande]{{end}}{{if gt (len .Aliases) 0}}

Alias :
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

Exemples :
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Commandes :{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Options :
{{frFlagUsages .LocalFlags | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

Options globales :
{{frFlagUsages .InheritedFlags | trimTrailingWhitespaces}}{{end}}{{if .HasHelpSubCommands}}

Autres sujets d'aide :{{range .Commands}}{{if .IsAdditionalHelpTopicCommand}}
  {{rpad .CommandPath .CommandPathPadding}} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableSubCommands}}

« {{.CommandPath}} [commande] --help » donne l'aide d'une commande.{{end}}
`

func init() {
	cobra.AddTemplateFunc("frUseLine", func(s string) string { return strings.Replace(s, "[flags]", "[options]", 1) })
	cobra.AddTemplateFunc("frFlagUsages", frFlagUsages)
}

// frTypes names the flag value types in French.
var frTypes = map[string]string{
	"string": "texte", "stringArray": "texte", "int": "entier", "uint": "entier", "float": "nombre",
	"duration": "durée", "strings": "textes", "ints": "entiers",
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
			if fr, ok := frTypes[varname]; ok {
				varname = fr
			}
			left += " " + varname
		}
		if fl.Value.Type() == "stringArray" && !strings.Contains(usage, "répétable") {
			usage += " (répétable)"
		}
		if d := fl.DefValue; d != "" && d != "false" && d != "0" && d != "[]" {
			if fl.Value.Type() == "string" {
				d = "« " + d + " »"
			}
			usage += " (par défaut " + d + ")"
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
		if f.lang == scoring.FR {
			c.Short, c.Long = frHelp(c.Short), frHelp(c.Long)
			c.Use = frHelp(c.Use)
			c.LocalNonPersistentFlags().VisitAll(func(fl *pflag.Flag) { fl.Usage = frHelp(fl.Usage) })
			c.PersistentFlags().VisitAll(func(fl *pflag.Flag) { fl.Usage = frHelp(fl.Usage) })
		}
		c.InitDefaultHelpFlag()
		if fl := c.Flags().Lookup("help"); fl != nil {
			fl.Usage = f.T("help for "+c.Name(), "aide "+scoring.FrenchOf(c.Name()))
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
		fl.Usage = f.T("print the version, commit and date of this scorepad", "afficher la version, le commit et la date de ce scorepad")
	}
	if f.lang == scoring.FR {
		root.SetUsageTemplate(scoring.FrenchTypography(frUsageTemplate))
	}
}

// frHelp returns the French of an English help text from helpFR, with
// French typography; a text already French (given with f.T) or not in the
// catalogue is returned as it is.
func frHelp(en string) string {
	if fr, ok := helpFR[en]; ok {
		return scoring.FrenchTypography(fr)
	}
	return en
}

func newHelpCmd(f *factory) *cobra.Command {
	return &cobra.Command{
		Use:   f.T("help [command]", "help [commande]"),
		Short: f.T("Help about any command", "Aide sur une commande"),
		Long: f.T("Help for any command: scorepad help [command], the same as scorepad [command] --help.",
			"L'aide d'une commande : scorepad help [commande], comme scorepad [commande] --help."),
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
					return flagErrorf("no help for %q: did you mean %s?", "pas d'aide pour « %s » : vouliez-vous dire %s ?", name, strings.Join(near, ", "))
				}
				return flagErrorf("no help for %q: no such command (see scorepad --help)", "pas d'aide pour « %s » : cette commande n'existe pas (voir scorepad --help)", name)
			}
			return cmd.Help()
		},
	}
}

// localizeCompletion gives the completion command and its shells their
// help in the user's language.
func localizeCompletion(c *cobra.Command, f *factory) {
	c.Short = f.T("Print the shell completion script (bash, zsh, fish, powershell)", "Afficher le script de complétion du shell (bash, zsh, fish, powershell)")
	c.Long = f.T(`Print the completion script for a shell. Completion knows the game numbers,
the players, the boxes and the columns of your database (read only).

  source <(scorepad completion bash)          this shell
  echo 'source <(scorepad completion bash)' >> ~/.bashrc     every new bash
  scorepad completion zsh > "${fpath[1]}/_scorepad"
  scorepad completion fish > ~/.config/fish/completions/scorepad.fish
  scorepad completion powershell | Out-String | Invoke-Expression

The bash script works in a plain bash: the bash-completion package is not
needed. With that package, the script saved once is loaded in every bash:
  scorepad completion bash > ~/.local/share/bash-completion/completions/scorepad`,
		`Afficher le script de complétion d'un shell. La complétion connaît les numéros de
partie, les joueurs, les cases et les colonnes de votre base (en lecture seule).

  source <(scorepad completion bash)          ce shell
  echo 'source <(scorepad completion bash)' >> ~/.bashrc     chaque nouveau bash
  scorepad completion zsh > "${fpath[1]}/_scorepad"
  scorepad completion fish > ~/.config/fish/completions/scorepad.fish
  scorepad completion powershell | Out-String | Invoke-Expression

Le script bash marche dans un bash simple : le paquet bash-completion n'est pas
nécessaire. Avec ce paquet, le script enregistré une fois est chargé dans
chaque bash :
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
		sh.Short = fmt.Sprintf(f.T("Print the completion script for %s", "Afficher le script de complétion pour %s"), sh.Name())
		sh.Long = fmt.Sprintf(f.T("Print the completion script for %[1]s; see scorepad completion --help to install it.\n\n  scorepad completion %[1]s",
			"Afficher le script de complétion pour %[1]s ; scorepad completion --help dit comment l'installer.\n\n  scorepad completion %[1]s"), sh.Name())
		if fl := sh.Flags().Lookup("no-descriptions"); fl != nil {
			fl.Usage = f.T("leave out the descriptions of the values", "sans les descriptions des valeurs")
		}
	}
}

// cobraErrors are cobra's and pflag's English errors and their French.
var cobraErrors = []struct {
	re *regexp.Regexp
	fr string
}{
	{regexp.MustCompile(`^unknown flag: (.+)$`), "option inconnue : $1"},
	{regexp.MustCompile(`^unknown shorthand flag: '(.)' in (.+)$`), "option courte inconnue : « $1 » dans $2"},
	{regexp.MustCompile(`^flag needs an argument: '?(.+?)'?( in .*)?$`), "l'option $1 demande une valeur"},
	{regexp.MustCompile(`^invalid argument "(.*)" for "(.+)" flag: .*$`), "valeur « $1 » incorrecte pour l'option $2"},
	{regexp.MustCompile(`^bad flag syntax: (.+)$`), "option mal écrite : $1"},
	{regexp.MustCompile(`^unknown command "(.+)" for "(.+)"$`), "commande « $1 » inconnue pour « $2 »"},
	{regexp.MustCompile(`^invalid argument "(.+)" for "(.+)"$`), "argument « $1 » incorrect pour « $2 »"},
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
			return e.re.ReplaceAllString(first, e.fr) + frSuggestions(rest)
		}
	}
	if m := cobraArgErrors.FindStringSubmatch(first); m != nil {
		return argCountError(m, scoring.FR)
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
	return argCountError(m, scoring.EN)
}

// argCountError says a match m of cobraArgErrors in language p, with the
// catalogue's plurals.
func argCountError(m []string, p scoring.Lang) string {
	var n, hi, got int
	fmt.Sscan(m[2], &n)
	fmt.Sscan(m[4], &got)
	switch m[1] {
	case "accepts":
		return p.Sprintf("takes %d argument(s), received %d", n, got)
	case "accepts at most":
		return p.Sprintf("takes at most %d argument(s), received %d", n, got)
	case "requires at least":
		return p.Sprintf("takes at least %d argument(s), received %d", n, got)
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
	return "\u00a0: vouliez-vous dire " + strings.Join(names, ", ") + "\u00a0?"
}
