package cmd

import (
	"context"
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
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
		Short: f.T("Correct a past move; every later move is checked again", "Corriger un coup passé ; chaque coup suivant est revérifié"),
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
				return runEditList(o)
			}
			if !c.Flags().Changed("move") {
				return flagErrorf("--move N required: the number of the move to correct (scorepad edit %d --list numbers them)", "--move N requis : le numéro du coup à corriger (scorepad edit %d --list les numérote)", id)
			}
			if o.seq < 1 {
				return flagErrorf("--move %d: moves are numbered from 1", "--move %d : les coups sont numérotés à partir de 1", o.seq)
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

type editTotal struct {
	Name   string `json:"name"`
	Before int    `json:"before"`
	After  int    `json:"after"`
}

func printEdit(f *factory, before, after *sheets.State, e sheets.Edit, asJSON bool) error {
	g := after.Game
	tb, ta := before.Totals(), after.Totals()
	var lines []editTotal
	for i, n := range g.Players {
		lines = append(lines, editTotal{n, tb[i], ta[i]})
	}
	if asJSON {
		return pages.WriteJSON(f.IO.Out, struct {
			Game     int64       `json:"game"`
			Move     int         `json:"move"`
			By       string      `json:"by"`
			Players  []editTotal `json:"players"`
			Finished bool        `json:"finished"`
		}{g.ID, e.Seq, e.By, lines, after.Finished})
	}
	l := f.Lang()
	fmt.Fprintf(f.IO.Out, f.T("Move %d of game %d corrected: %s (was %s).\n", "Coup %d de la partie %d corrigé : %s (avant : %s).\n"), e.Seq, g.ID, pages.Printable(describeMove(g, e.New, l)), pages.Printable(describeMove(g, e.Old, l)))
	for _, t := range lines {
		if t.Before == t.After {
			fmt.Fprintf(f.IO.Out, f.T("  %s: %s\n", "  %s : %s\n"), pages.Printable(t.Name), scoring.Itoa(t.After))
		} else {
			fmt.Fprintf(f.IO.Out, f.T("  %s: %s → %s\n", "  %s : %s → %s\n"), pages.Printable(t.Name), scoring.Itoa(t.Before), scoring.Itoa(t.After))
		}
	}
	if before.Finished != after.Finished {
		if after.Finished {
			fmt.Fprintln(f.IO.Out, f.T("The game is now over.", "La partie est maintenant terminée."))
		} else {
			fmt.Fprintln(f.IO.Out, f.T("The game is open again.", "La partie est de nouveau en cours."))
		}
	}
	fmt.Fprintf(f.IO.Out, f.T("scorepad undo %d takes the correction back.\n", "scorepad undo %d annule la correction.\n"), g.ID)
	return nil
}

// describeMove writes a move as its flags would.
func describeMove(g *sheets.Game, m sheets.Move, l scoring.Lang) string {
	return cmdOf(g.Kind).describeMove(g, m, l)
}

func (boxCmd) describeMove(g *sheets.Game, m sheets.Move, l scoring.Lang) string {
	p, _ := m.Play.(sheets.BoxPlay)
	box, col := p.Box, p.Column
	if l == scoring.FR { // the French names, which --box and --column take too
		if cfg, err := g.Options.Config(g.Kind); err == nil {
			if r, err := cfg.Compile(); err == nil {
				if b, err := scoring.ParseBox(r.Game, box); err == nil {
					box = strings.ToLower(b.Name(l))
				}
				if ci, err := r.ColumnIndex(col); err == nil && col != "" {
					col = r.ColumnName(ci, l)
				}
			}
		}
	}
	s := p.Dice + " → " + box
	if col != "" {
		s += " (" + col + ")"
	}
	return s
}

func (fiveCmd) describeMove(g *sheets.Game, m sheets.Move, l scoring.Lang) string {
	p, _ := m.Play.(sheets.FivePlay)
	switch {
	case p.Turn != "":
		return p.Turn
	case p.Bust:
		return l.Pick("bust", "tour perdu")
	}
	return fmt.Sprint(p.Points)
}

func (sacksonCmd) describeMove(g *sheets.Game, m sheets.Move, l scoring.Lang) string {
	p, _ := m.Play.(sheets.SacksonPlay)
	var parts []string
	for i, c := range p.Choices {
		if c != "" {
			parts = append(parts, pages.Printable(g.Players[i])+"="+c)
		}
	}
	return p.Roll + " " + strings.Join(parts, " ")
}

type moveLine struct {
	Move   int        `json:"move"`
	Player *string    `json:"player"`
	Text   string     `json:"text"`
	Edits  []editNote `json:"edits,omitempty"`
}

// editNote is one correction of a move, as edit --list shows it.
type editNote struct {
	By     string `json:"by"`
	At     string `json:"at"`
	Was    string `json:"was"`
	Undone bool   `json:"undone"`
}

// moveLines numbers the moves of a game as edit --move takes them.
func moveLines(g *sheets.Game, l scoring.Lang) []moveLine {
	lines := []moveLine{}
	for _, m := range g.Moves {
		ml := moveLine{Move: m.Seq, Text: describeMove(g, m, l)}
		if m.Seat >= 0 && m.Seat < len(g.Players) {
			ml.Player = &g.Players[m.Seat]
		}
		lines = append(lines, ml)
	}
	return lines
}

func runEditList(o *editOptions) error {
	f := o.f
	svc, st, err := loadGame(f.Service, o.id)
	if err != nil {
		return err
	}
	l := f.Lang()
	if o.json {
		l = scoring.EN // --json is the same in every language: the IDs
	}
	lines := moveLines(st.Game, l)
	edits, err := svc.Edits(context.Background(), o.id)
	if err != nil {
		return err
	}
	for _, e := range edits {
		if e.Seq >= 1 && e.Seq <= len(lines) {
			lines[e.Seq-1].Edits = append(lines[e.Seq-1].Edits, editNote{e.By, e.At.Format("2006-01-02T15:04:05Z"), describeMove(st.Game, e.Old, l), !e.Undone.IsZero()})
		}
	}
	if o.json {
		return pages.WriteJSON(f.IO.Out, lines)
	}
	if len(lines) == 0 {
		fmt.Fprintf(f.IO.Out, f.T("game %d has no move yet\n", "la partie %d n'a encore aucun coup\n"), st.Game.ID)
		return nil
	}
	for _, ml := range lines {
		who := "—"
		if ml.Player != nil {
			who = *ml.Player
		}
		fmt.Fprintf(f.IO.Out, "%4d  %-12s %s\n", ml.Move, pages.Printable(who), pages.Printable(ml.Text))
		for _, n := range ml.Edits {
			if n.Undone {
				fmt.Fprintf(f.IO.Out, f.T("        corrected by %s on %s from %s, taken back\n", "        corrigé par %s le %s (avant : %s), annulé depuis\n"), pages.Printable(n.By), n.At[:10], pages.Printable(n.Was))
			} else {
				fmt.Fprintf(f.IO.Out, f.T("        corrected by %s on %s, was %s\n", "        corrigé par %s le %s, avant : %s\n"), pages.Printable(n.By), n.At[:10], pages.Printable(n.Was))
			}
		}
	}
	return nil
}
