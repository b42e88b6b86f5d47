package table_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// actions records what the menu asked the commands to do; refuse, when
// set, is the refusal Delete answers (a deletion not confirmed).
type actions struct {
	calls  []string
	refuse error
}

func (a *actions) did(format string, args ...any) error {
	a.calls = append(a.calls, fmt.Sprintf(format, args...))
	return nil
}

func (a *actions) New(n table.NewGame) (*sheets.Game, error) { return nil, a.did("new") }
func (a *actions) Sheet(id int64) error                      { return a.did("sheet %d", id) }
func (a *actions) Stats() error                              { return a.did("stats") }
func (a *actions) Check(c table.Check) error                 { return a.did("check %s", c.Game) }
func (a *actions) Moves(st *sheets.State) []table.Option     { return moveOptions(st) }
func (a *actions) Edit(id int64, e table.Edit) error         { return a.did("edit %d move %d", id, e.Seq) }
func (a *actions) Undo(id int64) error                       { return a.did("undo %d", id) }
func (a *actions) Abandon(id int64) error                    { return a.did("abandon %d", id) }
func (a *actions) Delete(id int64) error {
	a.did("delete %d", id)
	return a.refuse
}
func (a *actions) Players() error                   { return a.did("players") }
func (a *actions) Rename(from, to string) error     { return a.did("rename %s %s", from, to) }
func (a *actions) Export(file, format string) error { return a.did("export %s %s", format, file) }
func (a *actions) Import(file string) error         { return a.did("import %s", file) }
func (a *actions) Backup(file string) error         { return a.did("backup %s", file) }
func (a *actions) Refusal(err error) (string, bool) {
	if a.refuse != nil && errors.Is(err, a.refuse) {
		return "refused: " + err.Error(), true
	}
	return "", false
}

// TestMenuChoosesByID (issue 29, item 3): the menu's choices are found by
// their IDs, whatever their order; each runs its action with the answers
// given; a refusal is said and the menu goes on; quit ends it.
func TestMenuChoosesByID(t *testing.T) {
	t.Parallel()
	s := played(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}}, sheets.Move{Play: sheets.BoxPlay{Dice: "11123", Box: "aces"}})
	s.p.steps = []step{
		{"select", "scorepad", table.MenuSheets}, {"select", "Which game?", "1"},
		{"select", "Game 1", "edit"}, {"select", "Which move?", "1"}, {"input", "dice", "11145"}, {"select", "box", "aces"},
		{"select", "Game 1", "abandon"}, {"confirm", "Abandon game 1?", "y"},
		{"select", "Game 1", table.MenuBack},
		{"select", "scorepad", table.MenuFiles}, {"select", "Export", "~BG Stats"}, {"input", "File", " family.bgsplay "},
		{"select", "scorepad", table.MenuPlayers}, {"select", "Players", "rename"}, {"select", "Who?", "~Ana (1)"}, {"input", "New name for Ana", "Anna"},
		{"select", "scorepad", table.MenuQuit},
	}
	a := &actions{}
	if err := (&table.Menu{Table: s.tab, Do: a}).Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	s.p.done()
	want := []string{"sheet 1", "edit 1 move 1", "abandon 1", "export bgstats family.bgsplay", "players", "rename Ana Anna"}
	if !slices.Equal(a.calls, want) {
		t.Fatalf("actions %q, want %q", a.calls, want)
	}
	if !strings.Contains(s.out.String(), "Written to family.bgsplay.") {
		t.Fatalf("the export is said:\n%s", s.out)
	}
}

// TestMenuOffersWhatTheGameTakes: an abandoned game offers no correction,
// no undo and no abandon, only delete and back; a refused delete is said
// and the sheet's menu asked again.
func TestMenuOffersWhatTheGameTakes(t *testing.T) {
	t.Parallel()
	s := played(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}}, sheets.Move{Play: sheets.BoxPlay{Dice: "11123", Box: "aces"}})
	if err := s.svc.Abandon(context.Background(), s.id); err != nil {
		t.Fatal(err)
	}
	s.p.steps = []step{
		{"select", "scorepad", table.MenuSheets}, {"select", "Which game?", "1"},
		{"select", "Game 1", "delete"}, {"select", "Game 1", table.MenuBack},
		{"select", "scorepad", table.MenuQuit},
	}
	a := &actions{refuse: errors.New("not confirmed")}
	if err := (&table.Menu{Table: s.tab, Do: a}).Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	s.p.done()
	if got := s.p.labels[2]; !slices.Equal(got, []string{"Delete this game", "Back"}) {
		t.Fatalf("an abandoned game offers %q", got)
	}
	if !slices.Equal(a.calls, []string{"sheet 1", "delete 1"}) || !strings.Contains(s.out.String(), "✘ refused: not confirmed") || s.p.labels[3] == nil {
		t.Fatalf("the refusal is said, the sheet's menu asked again:\n%s", s.out)
	}
}
