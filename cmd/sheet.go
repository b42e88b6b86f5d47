package cmd

import (
	"fmt"
	"io"
	"strings"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
)

type sheetOptions struct {
	f      *factory
	id     int64
	json   bool
	format string
	output string
}

func newCmdSheet(f *factory) *cobra.Command {
	o := &sheetOptions{f: f}
	c := &cobra.Command{
		Use:   "sheet ID",
		Short: f.T("Print a game's sheet", "Imprimer la feuille d'une partie"),
		Long: `Print the sheet of a game, finished or in progress.

  scorepad sheet ID [--format text|md|html|pdf|json] [-o FILE] [--lang fr|en]

text draws box lines and colours only on a terminal; md is Markdown tables;
html is one self-contained page with a print stylesheet; pdf an A4 document.

--json (or --format json) prints, for Penta and Yam's:
  {"game", "kind", "finished", "turn": {"player"}|null, "players": [{"name", "total",
   "columns": [{"name", "mode", "boxes": {"aces": int|null, …}, "upper", "upper_bonus",
   "lower", "extra_bonus", "plus_minus", "total"}]}], "winners": [names]}
for 5000: players [{"name", "total", "score", "opened", "turns": [{"points", "recorded",
  "bust", "opening", "score"}]}]; for Sackson: players [{"name", "total", "finished",
  "rows": {"2": checks, …}, "row_scores": {"2": int, …}, "tracks": [{"value", "checks"}]}].`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			id, err := parseID(args[0])
			if err != nil {
				return err
			}
			o.id = id
			if o.json {
				if o.format != "" && o.format != "json" {
					return flagErrorf("--json and --format %s disagree", "--json et --format %s se contredisent", o.format)
				}
				o.format = "json"
			}
			if o.format, err = formatForOutput(o.format, o.output, "text", []string{"text", "md", "html", "pdf", "json"}); err != nil {
				return err
			}
			switch o.format {
			case "text", "md", "html", "json", "pdf":
			default:
				return flagErrorf("--format %q: use text, md, html, pdf or json", "--format « %s » : text, md, html, pdf ou json", o.format)
			}
			if o.format == "pdf" && (o.output == "" || o.output == "-") && f.IO.OutTTY {
				return flagErrorf("--format pdf writes a file: add -o FILE (or redirect the output)", "--format pdf écrit un fichier : ajoutez -o FICHIER (ou redirigez la sortie)")
			}
			return runSheet(o)
		},
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON (same as --format json)")
	c.Flags().StringVar(&o.format, "format", "", "text, md, html, pdf or json")
	c.Flags().StringVarP(&o.output, "output", "o", "", "write to FILE instead of the terminal")
	return c
}

func runSheet(o *sheetOptions) error {
	f := o.f
	_, st, err := loadGame(f.ReadService, o.id)
	if err != nil {
		return err
	}
	return f.writeTo("-o", o.output, func(w io.Writer, tty bool) error {
		if o.format == "pdf" {
			warns, err := sheetPDF(w, forDisplay(st), f.Lang())
			for _, m := range warns {
				f.say(m)
			}
			return err
		}
		return writeSheet(w, st, o.format, f.Lang(), tty)
	})
}

// writeSheet prints st in format; names are made printable for every
// format but JSON, which escapes them itself (printJSON).
func writeSheet(w io.Writer, st *sheets.State, format string, l scoring.Lang, tty bool) error {
	if format == "json" {
		return printJSON(w, st.Doc())
	}
	st = forDisplay(st)
	switch format {
	case "md":
		return renderMarkdown(w, st, l)
	case "html":
		return renderHTML(w, st, l)
	case "pdf":
		return renderPDF(w, st, l)
	}
	return renderText(w, st, l, tty)
}

// status returns the line under a sheet's title.
func status(st *sheets.State, l scoring.Lang) string { return statusLine(st, l, true) }

// statusLine is status, with or without the list of players (a PDF sheet
// whose legend lists them leaves them out).
func statusLine(st *sheets.State, l scoring.Lang, names bool) string {
	g := st.Game
	line := fmt.Sprintf(l.Pick("Started %s", "Commencée le %s"), g.Started.Local().Format("2006-01-02 15:04"))
	if names {
		line += " · " + strings.Join(printableAll(g.Players), ", ")
	}
	switch {
	case st.Finished:
		var w []string
		for _, s := range st.Winners() {
			w = append(w, printable(g.Players[s]))
		}
		if len(w) > 1 {
			line += fmt.Sprintf(l.Pick(" · finished — shared win: %s", " · terminée — victoire partagée : %s"), strings.Join(w, ", "))
		} else {
			line += fmt.Sprintf(l.Pick(" · finished — winner: %s", " · terminée — vainqueur : %s"), strings.Join(w, ", "))
		}
	case st.Turn >= 0:
		line += fmt.Sprintf(l.Pick(" · in progress — %s to play", " · en cours — au tour de %s"), printable(g.Players[st.Turn]))
	default:
		line += fmt.Sprintf(l.Pick(" · in progress — round %d", " · en cours — manche %d"), st.Round)
	}
	return l.Typeset(line)
}
