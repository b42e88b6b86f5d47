package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// TestDecisionsCacheDroppedWhenGameEdited: stats --decisions keeps each
// game's judgement; a second run reads it instead of replaying the game,
// and a game edited since (moves undone and played again, the same count)
// is judged again.
func TestDecisionsCacheDroppedWhenGameEdited(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, err := db.Open(ctx, filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	at := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	svc := sheets.NewService(s, func() time.Time { at = at.Add(time.Minute); return at })
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet"}}}
	if err := svc.Create(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	play := func(moves ...sheets.FivePlay) {
		t.Helper()
		for _, m := range moves {
			if _, _, err := svc.Move(ctx, g.ID, sheets.Move{Play: m}, ""); err != nil {
				t.Fatal(err)
			}
		}
	}
	// Ana busts, Ben 400 (not opened), Ana 1000, Ben busts, Ana 4000: 5000.
	play(sheets.FivePlay{Bust: true}, sheets.FivePlay{Points: 400}, sheets.FivePlay{Points: 1000}, sheets.FivePlay{Bust: true}, sheets.FivePlay{Points: 4000})
	dir := t.TempDir()
	f := &factory{IO: &IOStreams{Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, Getenv: func(k string) string {
		if k == "SCOREPAD_DECISIONS_CACHE" {
			return dir
		}
		return ""
	}}
	best := func() int {
		t.Helper()
		x, err := f.replayFacts(ctx, s, db.StatsFilter{})
		if err != nil || x.BestTurn == nil || x.Games != 1 {
			t.Fatalf("replay: %+v %v", x, err)
		}
		return x.BestTurn.Points
	}
	if got := best(); got != 4000 {
		t.Fatalf("best turn %d, want 4000", got)
	}
	// The judgement is on file; make it say something the game does not,
	// to see the next run read it rather than replay.
	path := filepath.Join(dir, "judgements.json")
	var file struct {
		Version string                   `json:"version"`
		Games   map[string]review.Judged `json:"games"`
	}
	data, err := os.ReadFile(path)
	if err != nil || json.Unmarshal(data, &file) != nil || len(file.Games) != 1 {
		t.Fatalf("the cache holds %d judgements (%v): %s", len(file.Games), err, data)
	}
	for k, j := range file.Games {
		j.Best.Points = 9999
		file.Games[k] = j
	}
	data, _ = json.Marshal(file)
	os.WriteFile(path, data, 0o644)
	if got := best(); got != 9999 {
		t.Fatalf("the second run replayed the game (best %d) instead of reading its judgement", got)
	}
	// Edit: the last three moves undone and played again otherwise, the
	// same number of moves: the game is judged again.
	for range 3 {
		if _, _, err := svc.Undo(ctx, g.ID); err != nil {
			t.Fatal(err)
		}
	}
	play(sheets.FivePlay{Points: 2000}, sheets.FivePlay{Bust: true}, sheets.FivePlay{Points: 3000})
	if got := best(); got != 3000 {
		t.Fatalf("after the edit the best turn is %d, want 3000 (judged again)", got)
	}
}

// Issue 29: stats --decisions meeting a game of a kind this scorepad does
// not know (a database written by a later version) refuses it, naming the
// game and its kind, where it asked a missing engine and panicked.
func TestDecisionsRefuseAnUnknownKind(t *testing.T) {
	t.Parallel()
	f := &factory{IO: &IOStreams{Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, Getenv: func(string) string { return "" }}
	judge := f.factsJudge()
	_, err := judge(&sheets.Game{ID: 7, Kind: "tennis", Players: []string{"Ana", "Ben"}}, "2026-03-01")
	var said lang.Localized
	if !errors.As(err, &said) || err.Error() != `game 7 is a game of "tennis", which this scorepad does not know: its decisions cannot be replayed` {
		t.Fatalf("an unknown kind refused with why: %v", err)
	}
	if fr := lang.FR.Say(said.Msg()); !strings.Contains(fr, "partie 7") || !strings.Contains(fr, "tennis") {
		t.Fatalf("and in French: %s", fr)
	}
	j, err := judge(&sheets.Game{ID: 8, Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}}, "2026-03-01")
	if err != nil || len(j.Players) != 2 {
		t.Fatalf("a known kind is judged by its engine: %+v %v", j, err)
	}
}

// Issue 29: the decisions replay loads one Expert a rule set
// (sheets.RuleSetOf), not one a way of writing the options: a Penta and a
// Yam's game both stored without options have each their own Expert, and
// the dice (digital or real) are no rule.
func TestDecisionsOneExpertPerRuleSet(t *testing.T) {
	t.Parallel()
	var loaded []scoring.Game
	c := ruleSetAdvisors{by: map[string]*boxes.Advisor{}, load: func(r *scoring.Rules) (*boxes.Advisor, error) {
		loaded = append(loaded, r.Game)
		return &boxes.Advisor{}, nil
	}}
	players := []string{"Ana", "Ben"}
	games := []*sheets.Game{
		{Kind: sheets.Penta, Players: players},
		{Kind: sheets.Yams, Players: players},
		{Kind: sheets.Yams, Players: players, Options: sheets.Options{Digital: true}},
		{Kind: sheets.Penta, Players: players, Options: sheets.Options{Digital: true}},
	}
	var got []*boxes.Advisor
	for _, g := range games {
		a, err := c.of(g)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, a)
	}
	if !slices.Equal(loaded, []scoring.Game{scoring.GamePenta, scoring.GameYams}) {
		t.Fatalf("one Expert loaded a rule set, Penta's then Yam's: %v", loaded)
	}
	if got[0] == got[1] || got[2] != got[1] || got[3] != got[0] {
		t.Fatalf("Penta and Yam's have each their own Expert, whatever the dice: %p %p %p %p", got[0], got[1], got[2], got[3])
	}
}
