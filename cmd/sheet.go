package cmd

import (
	"io"

	"github.com/scorepad/scorepad/pages"
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
		Short: f.T("Print a game's sheet"),
		Long: `Print the sheet of a game, finished or in progress.

  scorepad sheet ID [--format text|md|html|pdf|json] [-o FILE] [--lang fr|en]

text draws box lines and colours only on a terminal and fits its width (80
columns in a pipe or a file); md is Markdown tables; html is one self-contained
page with a print stylesheet; pdf an A4 document.

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
					return flagErrorf("--json and --format %s disagree", o.format)
				}
				o.format = "json"
			}
			if o.format, err = formatForOutput(o.format, o.output, "text", []string{"text", "md", "html", "pdf", "json"}); err != nil {
				return err
			}
			switch o.format {
			case "text", "md", "html", "json", "pdf":
			default:
				return flagErrorf("--format %q: use text, md, html, pdf or json", o.format)
			}
			if o.format == "pdf" && (o.output == "" || o.output == "-") && f.IO.OutTTY {
				return flagErrorf("--format pdf writes a file: add -o FILE (or redirect the output)")
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
			warns, err := pages.SheetPDF(w, pages.ForDisplay(st), f.Lang())
			for _, m := range warns {
				f.say(m)
			}
			return err
		}
		if o.format == "text" {
			return pages.RenderTextWidth(w, st, f.Lang(), tty, f.textWidth(w, tty))
		}
		return pages.WriteSheet(w, st, o.format, f.Lang(), tty)
	})
}

// textWidth is the width a text page written to w is laid out for: the
// terminal's when w is one (asked of the terminal, else $COLUMNS),
// pages.DefaultTextWidth otherwise (a pipe, a file).
func (f *factory) textWidth(w io.Writer, tty bool) int {
	if !tty {
		if f.textCols > 0 {
			return f.textCols
		}
		return pages.DefaultTextWidth
	}
	if w == f.IO.Out && f.rawOut != nil {
		w = f.rawOut // the terminal itself, under the error-remembering writer
	}
	return f.terminalWidth(w)
}
