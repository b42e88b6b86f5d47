package cmd

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
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
		Short: f.T("Export every game, with its whole move log, as JSON"),
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
				return flagErrorf("--format %q: use json or bgstats", o.format)
			}
			return exportIn(c.Context(), o)
		},
	}
	c.Flags().StringVarP(&o.output, "output", "o", "", "write to FILE (written whole, then put in place)")
	c.Flags().StringVar(&o.since, "since", "", "only the games changed on or after this date (YYYY-MM-DD)")
	c.Flags().StringVar(&o.format, "format", "json", "json (scorepad's own, for import) or bgstats")
	return c
}

// runExport is export for the table's menu, which has no command's context yet.
func runExport(o *exportOptions) error { return exportIn(context.Background(), o) }

func exportIn(ctx context.Context, o *exportOptions) error {
	f := o.f
	var since time.Time
	if o.since != "" {
		t, err := time.Parse("2006-01-02", o.since)
		if err != nil {
			return flagErrorf("--since %q: write the date as YYYY-MM-DD", o.since)
		}
		since = t
	}
	svc, err := f.ReadService()
	if err != nil {
		return err
	}
	if o.format == "json" {
		// Game by game, from the database to the file: a lifetime of
		// games is never in memory whole.
		return f.writeTo("-o", o.output, func(w io.Writer, _ bool) error {
			return pages.StreamExport(w, f.Now().UTC(), func(each func(sheets.ArchiveGame) error) error {
				return svc.ExportEach(ctx, since, each)
			})
		})
	}
	a, err := svc.Export(ctx, since)
	if err != nil {
		return err
	}
	doc, err := bgStatsFile(a)
	if err != nil {
		return err
	}
	// One line per game keeps a family's lifetime of moves a few times
	// smaller than indented JSON, and still diffable game by game.
	return f.writeTo("-o", o.output, func(w io.Writer, _ bool) error { return pages.WriteExport(w, doc) })
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
		Short: f.T("Import games exported by scorepad export"),
		Long: `Read a file written by scorepad export (FILE, or - for stdin). Games are
matched by uuid: a new game is added; a game already here catches up when
the file's log extends it, and is skipped when the local log already holds
the file's. When both sides moved on from the same log, the local game is
kept and the file's is added beside it as a conflict copy (games and
players show it until scorepad delete or scorepad keep). Importing the same
file twice adds nothing.

Every game is checked as the local game it would change (same kind, seats
and options) and every move replayed through the rules, with every field
checked as the command that writes it checks it (names, options, throws,
times). If one is refused, the whole file is refused, naming the game, its
uuid and why, and nothing is written.

--json prints {"imported", "updated", "skipped", "conflicts": [{"game", "uuid", "copy"}]}.
Exit codes: 0 imported, 1 a move the rules refuse, 2 not a scorepad export
(or a newer one's), a field that is wrong, or a game that does not fit the
local game of the same uuid.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			o.file = args[0]
			return importIn(c.Context(), o)
		},
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

// runImport is import for the table's menu, which has no command's context yet.
func runImport(o *importOptions) error { return importIn(context.Background(), o) }

func importIn(ctx context.Context, o *importOptions) error {
	f := o.f
	var r io.Reader = f.IO.In
	name := o.file
	if o.file == "-" {
		name = f.T("standard input")
	} else {
		if strings.TrimSpace(o.file) == "" {
			return flagErrorf("import %q: give the file to import (or - for standard input)", o.file)
		}
		if fi, err := os.Stat(o.file); err == nil && fi.IsDir() {
			return flagErrorf("%s is a folder, not a file written by scorepad export; nothing was imported", o.file)
		}
		fh, err := os.Open(o.file)
		if err != nil {
			return flagErrorf("cannot read %s: %s; nothing was imported", o.file, f.lang.Say(osReason(err)))
		}
		defer fh.Close()
		r = fh
	}
	svc, err := f.Service()
	if err != nil {
		return err
	}
	// Read game by game: a lifetime of games never sits in memory whole.
	c, err := svc.ImportFrom(ctx, bufio.NewReaderSize(r, 1<<16))
	if err != nil {
		return importError(name, err)
	}
	if o.json {
		return pages.WriteJSON(f.IO.Out, c)
	}
	fmt.Fprintf(f.IO.Out, f.T("%d imported, %d updated, %d skipped (already here).\n"), c.Imported, c.Updated, c.Skipped)
	for _, x := range c.Conflicts {
		fmt.Fprintf(f.IO.Out, f.T("Conflict: game %[1]d was played apart on both sides; it was kept as it is here, and the file's copy added as game %[2]d (compare them, then scorepad delete %[2]d or scorepad keep %[2]d).\n"), x.Game, x.Copy)
	}
	return nil
}

// importError says what is wrong with the file named name: not JSON
// (where), or cut short; the refusals of sheets come back as they are.
func importError(name string, err error) error {
	var se *json.SyntaxError
	var sc *scoring.Error
	switch {
	case errors.As(err, &sc):
		return scoring.Prefix(sc, lang.MPlain("%s: ", name))
	case errors.As(err, &se):
		return scoring.Refusal("", false, lang.MPlain("%s is not JSON (byte %d: %v); nothing was imported", name, se.Offset, err))
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return scoring.Refusal("", false, lang.MPlain("%s is not JSON: it ends in the middle of the document (cut short?); nothing was imported", name))
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return flagErrorf("cannot read %s: %v; nothing was imported", name, pe.Err)
	}
	return err
}

// osReason is why the system refused to open a file, in words.
// osReason says why a file could not be opened.
func osReason(err error) lang.Msg {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return lang.M("there is no such file")
	case errors.Is(err, fs.ErrPermission):
		return lang.M("permission denied")
	}
	return lang.Whole(lang.MPlain("%s", unwrapPathErr(err).Error()))
}

func unwrapPathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
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
		Short: f.T("Copy the whole database to a new file, safely while others play"),
		Long: `Write a consistent copy of the database to FILE (SQLite's VACUUM INTO: safe
while another scorepad is writing; the copy holds every move committed when it
started). FILE must not exist: scorepad never writes over a file (exit 2).
To restore, see the README ("Back up and restore").

--json prints {"file", "bytes"}.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			o.file = args[0]
			return backupIn(c.Context(), o)
		},
	}
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return c
}

// runBackup is backup for the table's menu, which has no command's context yet.
func runBackup(o *backupOptions) error { return backupIn(context.Background(), o) }

func backupIn(ctx context.Context, o *backupOptions) error {
	f := o.f
	if strings.TrimSpace(o.file) == "" {
		return flagErrorf("backup %q: give the file to write the copy to (e.g. scorepad backup ~/scorepad-2025-06-01.db); nothing was written", o.file)
	}
	if fi, err := os.Stat(o.file); err == nil && fi.IsDir() {
		return flagErrorf("%s is a folder: give the name of the copy to write in it (e.g. %s); nothing was written", o.file, filepath.Join(o.file, "scorepad-backup.db"))
	}
	if _, err := os.Lstat(o.file); err == nil {
		return flagErrorf("%s already exists: scorepad does not write over it; choose a new file name", o.file)
	}
	// Only read the database: a read-only file is backed up as well.
	store, err := f.ReadStore()
	if err != nil {
		return err
	}
	if err := store.Backup(ctx, o.file); err != nil {
		if errors.Is(err, os.ErrExist) {
			return flagErrorf("%s already exists: scorepad does not write over it; choose a new file name", o.file)
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
	fmt.Fprintf(f.IO.Out, f.T("Database copied to %s (%d bytes).\n"), o.file, fi.Size())
	return nil
}
