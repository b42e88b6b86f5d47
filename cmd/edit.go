package cmd

import (
	"context"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
)

type editOptions struct {
	moveOptions
	seq  int
	by   string
	list bool
}

func newCmdEdit(f *factory) *cobra.Command {
	o := &editOptions{moveOptions: moveOptions{f: f}}
	c := &cobra.Command{
		Use:   "edit ID --move N",
		Short: f.T("Correct a past move; every later move is checked again"),
		Long: `Replace move N of a game (the numbers of scorepad sheet and export) with the
move described by the same flags as scorepad move:

  Penta/Yam's: scorepad edit ID --move 3 --dice 44412 --box fours [--column free]
  5000:        scorepad edit ID --move 3 --turn "155234/155 234/-" | --points 650 | --bust
  Sackson:     scorepad edit ID --move 3 --roll 33456 --choice "Ana=3+4,5+6/3" --choice …

Every later move is replayed through the rules. If one of them no longer holds
(a box now filled twice, a player who would have won earlier…), the edit is
refused, naming the first move that breaks and why, and nothing changes. The
edit is recorded (who: --by, else the system user; when; the move it
replaced); scorepad undo takes it back as long as no move was added after it.

scorepad edit ID --list prints the moves with their numbers and the
corrections made to them (--json: [{"move", "player": name|null, "text",
"edits": [{"by", "at", "was", "undone"}]}]).

--json prints {"game", "move", "by", "players": [{"name", "before", "after"}], "finished"}.
Exit codes: 0 saved, 1 refused by the rules (nothing changed), 2 bad input.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			id, err := parseID(args[0])
			if err != nil {
				return err
			}
			o.id = id
			if o.list {
				return runEditList(c.Context(), o)
			}
			if !c.Flags().Changed("move") {
				return flagErrorf("--move N required: the number of the move to correct (scorepad edit %d --list numbers them)", id)
			}
			if o.seq < 1 {
				return flagErrorf("--move %d: moves are numbered from 1", o.seq)
			}
			return editIn(c.Context(), o)
		},
	}
	fs := c.Flags()
	intFlag(fs, &o.seq, "move", 0, "the number of the move to replace (1 is the first)")
	fs.BoolVar(&o.list, "list", false, "print the game's moves, numbered, and change nothing")
	fs.StringVar(&o.by, "by", "", "who makes the correction (recorded; default the system user)")
	fs.BoolVar(&o.json, "json", false, "print JSON")
	o.addMoveFlags(fs)
	return c
}

// editor returns who is editing: --by, else the system user.
func (o *editOptions) editor() string {
	for _, v := range []string{o.by, o.f.Getenv("USER"), o.f.Getenv("USERNAME"), o.f.Getenv("LOGNAME")} {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return "?"
}

// runEdit is edit for the table's edit form (menu_records.go), which has
// no command's context yet.
func runEdit(o *editOptions) error { return editIn(context.Background(), o) }

// editIn replaces move o.seq, ctx cancelling.
func editIn(ctx context.Context, o *editOptions) error {
	f := o.f
	svc, before, err := loadGame(f.Service, o.id)
	if err != nil {
		return err
	}
	m, err := o.buildMove(before)
	if err != nil {
		return err
	}
	after, e, err := svc.Edit(ctx, o.id, o.seq, m, o.editor())
	if err != nil {
		return err
	}
	return printEdit(f, before, after, e, o.json)
}

func printEdit(f *factory, before, after *sheets.State, e sheets.Edit, asJSON bool) error {
	l, g := f.Lang(), after.Game
	return pages.Edited(f.IO.Out, l, before, after, e, describeMove(g, e.New, l), describeMove(g, e.Old, l), asJSON)
}

// describeMove writes a move as its flags would.
func describeMove(g *sheets.Game, m sheets.Move, l lang.Lang) string {
	return cmdOf(g.Kind).describeMove(g, m, l)
}

// moveLines numbers the moves of a game as edit --move takes them.
func moveLines(g *sheets.Game, l lang.Lang) []pages.MoveLine {
	return pages.MoveLines(g, l, describeMove)
}

func runEditList(ctx context.Context, o *editOptions) error {
	f := o.f
	svc, st, err := loadGame(f.Service, o.id)
	if err != nil {
		return err
	}
	l := f.Lang()
	if o.json {
		l = lang.EN // --json is the same in every language: the IDs
	}
	lines := moveLines(st.Game, l)
	edits, err := svc.Edits(ctx, o.id)
	if err != nil {
		return err
	}
	for _, e := range edits {
		if e.Seq >= 1 && e.Seq <= len(lines) {
			lines[e.Seq-1].Edits = append(lines[e.Seq-1].Edits, pages.EditNote{By: e.By, At: e.At.Format("2006-01-02T15:04:05Z"), Was: describeMove(st.Game, e.Old, l), Undone: !e.Undone.IsZero()})
		}
	}
	if o.json {
		return pages.WriteJSON(f.IO.Out, lines)
	}
	pages.EditList(f.IO.Out, f.Lang(), st.Game.ID, lines)
	return nil
}
