package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
)

type exportOptions struct {
	f      *factory
	output string
	since  string
	format string
}

func newCmdExport(f *factory) *cobra.Command {
	o := &exportOptions{f: f}
	c := &cobra.Command{
		Use:   "export",
		Short: f.T("Export every game, with its whole move log, as JSON", "Exporter chaque partie, avec tous ses coups, en JSON"),
		Long: `Write every game as one JSON document (to stdout, or -o FILE):

  {"format": "scorepad-export", "version": 1, "exported": time,
   "games": [{"uuid", "id", "kind", "options", "players", "started",
     "finished": time|null, "abandoned": time|null, "updated",
     "state": "in_progress"|"finished"|"abandoned",
     "moves": [{"seq", "player", "at", …the move's fields as scorepad move takes them}]}]}

scorepad import reads it back on any device: games are matched by their uuid.
--since DATE keeps the games changed on or after DATE (YYYY-MM-DD).

--format bgstats writes the finished games as a BG Stats play file instead
(open it with BG Stats; a re-export updates the same plays).`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			switch o.format {
			case "json", "bgstats":
			default:
				return flagErrorf("--format %q: use json or bgstats", "--format « %s » : json ou bgstats", o.format)
			}
			return runExport(o)
		},
	}
	c.Flags().StringVarP(&o.output, "output", "o", "", "write to FILE (written whole, then put in place)")
	c.Flags().StringVar(&o.since, "since", "", "only the games changed on or after this date (YYYY-MM-DD)")
	c.Flags().StringVar(&o.format, "format", "json", "json (scorepad's own, for import) or bgstats")
	return c
}

func runExport(o *exportOptions) error {
	f := o.f
	var since time.Time
	if o.since != "" {
		t, err := time.Parse("2006-01-02", o.since)
		if err != nil {
			return flagErrorf("--since %q: write the date as YYYY-MM-DD", "--since « %s » : écrivez la date AAAA-MM-JJ", o.since)
		}
		since = t
	}
	svc, err := f.ReadService()
	if err != nil {
		return err
	}
	a, err := svc.Export(context.Background(), since)
	if err != nil {
		return err
	}
	var doc any = a
	if o.format == "bgstats" {
		if doc, err = bgStatsFile(a); err != nil {
			return err
		}
	}
	// One line per game keeps a family's lifetime of moves a few times
	// smaller than indented JSON, and still diffable game by game.
	return f.writeTo("-o", o.output, func(w io.Writer, _ bool) error { return writeExport(w, doc) })
}

// writeExport writes an export document with each element of its games or
// plays list on a line of its own (compact inside), other fields indented.
func writeExport(w io.Writer, doc any) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return err
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b.Bytes(), &top); err != nil {
		return err
	}
	// Keep the document's own field order.
	var keys []string
	dec := json.NewDecoder(bytes.NewReader(b.Bytes()))
	dec.Token()
	for dec.More() {
		k, _ := dec.Token()
		keys = append(keys, k.(string))
		var skip json.RawMessage
		dec.Decode(&skip)
	}
	var out bytes.Buffer
	out.WriteString("{\n")
	for i, k := range keys {
		kb, _ := json.Marshal(k)
		out.WriteString("  " + string(kb) + ": ")
		var list []json.RawMessage
		if err := json.Unmarshal(top[k], &list); err == nil && len(list) > 0 && top[k][0] == '[' && list[0][0] == '{' {
			out.WriteString("[\n")
			for j, el := range list {
				out.WriteString("    ")
				out.Write(el)
				if j < len(list)-1 {
					out.WriteByte(',')
				}
				out.WriteByte('\n')
			}
			out.WriteString("  ]")
		} else {
			out.Write(top[k])
		}
		if i < len(keys)-1 {
			out.WriteByte(',')
		}
		out.WriteByte('\n')
	}
	out.WriteString("}\n")
	_, err := w.Write(pages.JSONText(out.Bytes()))
	return err
}

type importOptions struct {
	f    *factory
	file string
	json bool
}

func newCmdImport(f *factory) *cobra.Command {
	o := &importOptions{f: f}
	c := &cobra.Command{
		Use:   "import FILE",
		Short: f.T("Import games exported by scorepad export", "Importer les parties d'un scorepad export"),
		Long: `Read a file written by scorepad export (FILE, or - for stdin). Games are
matched by uuid: a new game is added; a game already here is replaced when
the file's copy changed more recently; otherwise it is skipped. Importing the
same file twice adds nothing, and two databases exported and imported into
each other end up holding the same games.

Every move is replayed through the rules. If one is refused, the whole file
is refused, naming the game and the move, and nothing is written.

--json prints {"imported", "updated", "skipped"}.
Exit codes: 0 imported, 1 a move the rules refuse, 2 not a scorepad export.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			o.file = args[0]
			return runImport(o)
		},
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

// maxImport bounds the file import reads (a family's lifetime of games is a
// few megabytes).
const maxImport = 512 << 20

func runImport(o *importOptions) error {
	f := o.f
	var r io.Reader = f.IO.In
	if o.file != "-" {
		fh, err := os.Open(o.file)
		if err != nil {
			return scoring.NewError("", false, fmt.Sprintf("cannot read %s: %v", o.file, err), fmt.Sprintf("impossible de lire %s : %v", o.file, err))
		}
		defer fh.Close()
		r = fh
	}
	data, err := io.ReadAll(io.LimitReader(r, maxImport+1))
	if err != nil {
		return err
	}
	if len(data) > maxImport {
		return scoring.NewError("", false, fmt.Sprintf("%s is larger than %d MiB: not a scorepad export", o.file, maxImport>>20), fmt.Sprintf("%s dépasse %d Mio : pas un export scorepad", o.file, maxImport>>20))
	}
	var a sheets.Archive
	if err := json.Unmarshal(data, &a); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return scoring.NewError("", false, fmt.Sprintf("%s is not JSON (byte %d: %v)", o.file, se.Offset, err), fmt.Sprintf("%s n'est pas du JSON (octet %d : %v)", o.file, se.Offset, err))
		case errors.As(err, &te):
			return scoring.NewError("", false, fmt.Sprintf("%s: %q holds the wrong type", o.file, te.Field), fmt.Sprintf("%s : « %s » n'a pas le bon type", o.file, te.Field))
		}
		return scoring.NewError("", false, fmt.Sprintf("%s: %v", o.file, err), fmt.Sprintf("%s : %v", o.file, err))
	}
	svc, err := f.Service()
	if err != nil {
		return err
	}
	c, err := svc.Import(context.Background(), &a)
	if err != nil {
		return err
	}
	if o.json {
		return pages.WriteJSON(f.IO.Out, c)
	}
	fmt.Fprintf(f.IO.Out, f.T("%d imported, %d updated, %d skipped (already here).\n", "%d importées, %d mises à jour, %d ignorées (déjà là).\n"), c.Imported, c.Updated, c.Skipped)
	return nil
}

type backupOptions struct {
	f    *factory
	file string
	json bool
}

func newCmdBackup(f *factory) *cobra.Command {
	o := &backupOptions{f: f}
	c := &cobra.Command{
		Use:   "backup FILE",
		Short: f.T("Copy the whole database to a new file, safely while others play", "Copier toute la base dans un nouveau fichier, même pendant une partie"),
		Long: `Write a consistent copy of the database to FILE (SQLite's VACUUM INTO: safe
while another scorepad is writing; the copy holds every move committed when it
started). FILE must not exist: scorepad never writes over a file (exit 2).
To restore, see the README ("Back up and restore").

--json prints {"file", "bytes"}.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			o.file = args[0]
			return runBackup(o)
		},
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

func runBackup(o *backupOptions) error {
	f := o.f
	if _, err := os.Lstat(o.file); err == nil {
		return flagErrorf("%s already exists: scorepad does not write over it; choose a new file name", "%s existe déjà : scorepad n'écrit pas par-dessus ; choisissez un nouveau nom", o.file)
	}
	store, err := f.Store()
	if err != nil {
		return err
	}
	if err := store.Backup(context.Background(), o.file); err != nil {
		if errors.Is(err, os.ErrExist) {
			return flagErrorf("%s already exists: scorepad does not write over it; choose a new file name", "%s existe déjà : scorepad n'écrit pas par-dessus ; choisissez un nouveau nom", o.file)
		}
		return err
	}
	fi, err := os.Stat(o.file)
	if err != nil {
		return err
	}
	if o.json {
		return pages.WriteJSON(f.IO.Out, struct {
			File  string `json:"file"`
			Bytes int64  `json:"bytes"`
		}{o.file, fi.Size()})
	}
	fmt.Fprintf(f.IO.Out, f.T("Database copied to %s (%d bytes).\n", "Base copiée dans %s (%d octets).\n"), o.file, fi.Size())
	return nil
}
