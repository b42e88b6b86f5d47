package table_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// Issue 31, item 2: with real dice the program cannot know which throw of
// the turn the dice typed are, so ? after them gives the Expert's move for
// each number of throws that may be left — keep with 2 left, with 1 left,
// the box with none — in hint's words, and Enter then takes the dice.
func TestCoachRealDiceAdvisesEveryThrowLeft(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"input", "the five dice", "66123?"}, step{"input", "the five dice", ""}, step{"select", "which box?", "~Sixes"})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	asked := s.p.asked[1]
	want := "at throw 1/3: BEST 66123 2\nat throw 2/3: BEST 66123 1\nat throw 3/3: BEST 66123 0\n"
	if !strings.Contains(asked, want) {
		t.Fatalf("the coach's three lines, first in the question asked again:\n%s", asked)
	}
	if s.p.values[1] != "66123" {
		t.Fatalf("the dice typed stay in the field: %q", s.p.values[1])
	}
	if got := s.ex.hints; len(got) != 3 || got[0] != 2 || got[1] != 1 || got[2] != 0 {
		t.Fatalf("the Expert asked for 2, 1 and 0 throws left: %v", got)
	}
	if n := len(s.state(t).Game.Moves); n != 1 {
		t.Fatalf("the dice were taken after the advice: %d moves", n)
	}
}

// Issue 31, item 2, in French: the same lines, French words.
func TestCoachRealDiceInFrench(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"input", "les cinq dés", "66123?"}, step{"input", "les cinq dés", "p"})
	s.tab.Lang = lang.FR
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	if !strings.Contains(s.p.asked[1], "au lancer 1/3\u00a0: BEST 66123 2") {
		t.Fatalf("French coach:\n%s", s.p.asked[1])
	}
}

// Issue 31, item 1: with digital dice the dice kept before come ticked
// and marked kept; the title says what the keys do; releasing one is
// said, die by die, and asked once (P2 allows it); No opens the form
// again with them kept, and the turn records only the keep given.
func TestP2KeepFormCannotSurprise(t *testing.T) {
	t.Parallel()
	// the dice of the sitting: 2 3 4 5 6, then 1 2 3 …
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "round 1/13", "keep"}, step{"multi", "Keep which dice", "23"},
		step{"select", "round 1/13", "keep"}, step{"multi", "Keep which dice", "1"}, // releases the 2 and the 3
		step{"confirm", "Throw again die 1 (2) and die 2 (3), kept before?", "n"},
		step{"multi", "Keep which dice", "231"},
		step{"select", "which box?", "~Chance"})
	s.tab.Digital = true
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	if !strings.Contains(s.p.asked[3], "x or space: keep/release · Enter: throw the others") {
		t.Fatalf("the title says what a key does: %s", s.p.asked[3])
	}
	second := s.p.multis[1]
	for i, o := range second {
		kept := i < 2
		if o.Selected != kept || strings.Contains(o.Label, "— kept") != kept {
			t.Fatalf("die %d: the dice kept before come ticked and marked, the others not: %+v", i+1, second)
		}
	}
	if !strings.Contains(s.p.asked[3], "Kept after throw 1: die 1 (2), die 2 (3)") {
		t.Fatalf("the form says which dice were kept: %s", s.p.asked[3])
	}
	third := s.p.multis[2]
	for i, o := range third {
		if o.Selected != (i < 3) {
			t.Fatalf("after No, the released dice come back ticked with the new pick: %+v", third)
		}
	}
	m := s.state(t).Game.Moves[0].Play.(sheets.BoxPlay)
	if len(m.Throws) != 3 || m.Throws[1] != "23123/231" {
		t.Fatalf("P2: the second keep is the one confirmed: %v", m.Throws)
	}
}

// Issue 31, item 1: Yes throws the released die again, as P2 allows.
func TestP2ReleasingAKeptDieOnPurpose(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "round 1/13", "keep"}, step{"multi", "Keep which dice", "23"},
		step{"select", "round 1/13", "keep"}, step{"multi", "Keep which dice", "3"},
		step{"confirm", "Throw again die 1 (2), kept before?", "y"},
		step{"select", "which box?", "~Chance"})
	s.tab.Digital = true
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	m := s.state(t).Game.Moves[0].Play.(sheets.BoxPlay)
	if len(m.Throws) != 3 || m.Throws[1] != "23123/3" {
		t.Fatalf("P2: die 1 thrown again: %v", m.Throws)
	}
}

// Issue 31, item 3: after ? Hint the split list opens again with the
// advice first in its description and the cursor on the split the hint
// recommends: one Enter takes the advice, never option 1 by accident.
func TestS1HintPutsTheCursorOnTheRecommendedSplit(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.Sackson, Players: []string{"Ana"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200, SacksonRules: int(scoring.SacksonRulesCurrent)}}}
	s := newSitting(t, g, step{"input", "the shared throw", "33456"}, step{"select", "Ana: split 33456", "hint"}, step{"select", "Ana: split 33456", ""})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	if a := s.p.asked[2]; !strings.HasPrefix(a, "select: Ana: split 33456 — SACKSON HINT 0 33456\n") {
		t.Fatalf("the advice first in the list's description: %s", a)
	}
	st := s.state(t)
	got := st.Game.Moves[0].Play.(sheets.SacksonPlay).Choices[0]
	st.Game.Moves = nil
	fresh, err := sheets.NewState(st.Game)
	if err != nil {
		t.Fatal(err)
	}
	legal := fresh.Sackson().Pads[0].LegalChoices([]uint8{3, 3, 4, 5, 6})
	if want := legal[len(legal)-1].String(); len(legal) < 2 || got != want {
		t.Fatalf("Enter after the hint takes the recommended split %s, got %s", want, got)
	}
}

// Issue 31, item 3: ? Hint at the box list loads the Expert; the list
// opens again ranked by it, the advice first, the cursor on its box.
func TestP5HintPutsTheCursorOnTheExpertsBox(t *testing.T) {
	t.Parallel()
	a := pentaExpert(t)
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"input", "the five dice", "11123"}, step{"select", "which box?", "hint"}, step{"select", "which box?", ""})
	s.ex.loadOnHint = true
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	if !strings.HasPrefix(s.p.asked[2], "select: Ana: 11123 — which box? — HINT 11123 0\n") || !strings.Contains(s.p.asked[2], "Boxes ranked by the Expert") {
		t.Fatalf("the advice first, the boxes ranked by the Expert: %s", s.p.asked[2])
	}
	st := s.state(t)
	got := st.Game.Moves[0].Play.(sheets.BoxPlay).Box
	st.Game.Moves = nil
	fresh, _ := sheets.NewState(st.Game)
	_, want := a.Turn(fresh.Boxes().Cols[0]).BestBox(scoring.HandOf([]uint8{1, 1, 1, 2, 3}))
	if got != want.ID() {
		t.Fatalf("Enter after the hint writes the Expert's box %s, got %s", want.ID(), got)
	}
}

// Issue 31, item 3, digital dice: the hint at "score or keep" is said in
// the question asked again, the cursor on what it advises.
func TestY8DigitalHintStaysInTheQuestion(t *testing.T) {
	t.Parallel()
	pentaExpert(t)
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		// 23456: the Expert keeps the large straight, so the cursor is on
		// "Score this throw"
		step{"select", "round 1/13", "hint"}, step{"select", "round 1/13", ""}, step{"select", "which box?", ""})
	s.ex.loadOnHint = true
	s.tab.Digital = true
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	if !strings.Contains(s.p.asked[1], "— HINT 23456 2\nif scored now: ") {
		t.Fatalf("the advice in the question asked again: %s", s.p.asked[1])
	}
	if m := s.state(t).Game.Moves[0].Play.(sheets.BoxPlay); m.Box != scoring.LargeStraight.ID() || len(m.Throws) != 1 {
		t.Fatalf("Enter after the hint scores the throw as advised: %+v", m)
	}
}

// Issue 31, item 7: the dice are part of the game — a game saved with
// digital dice is played with digital dice by a table given none.
func TestP10GameRemembersItsDigitalDice(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}, Options: sheets.Options{Digital: true}},
		step{"select", "round 1/13", "score"}, step{"select", "which box?", "~Chance"})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	if m := s.state(t).Game.Moves[0].Play.(sheets.BoxPlay); len(m.Throws) != 1 || m.Dice != "23456" {
		t.Fatalf("thrown by the program: %+v", m)
	}
	if s.tab.Digital {
		t.Fatal("the table's own setting is left as it was")
	}
}

// Issue 31, item 7: a turn begun with digital dice ends with them when the
// game is switched to real dice meanwhile, and says so; the next turn is
// typed.
func TestG2TurnInProgressEndsWithItsDice(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "round 1/13", "keep"}, step{"multi", "Keep which dice", "23"},
		step{"select", "round 1/13", "p"})
	s.tab.Digital = true
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	s.tab.Digital = false // resumed with real dice
	s.p.steps = []step{{"select", "round 1/13", "score"}, {"select", "which box?", "~Chance"}, {"input", "round 2/13: the five dice", "p"}}
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	s.p.done()
	if !strings.Contains(s.out.String(), "This turn was begun with digital dice: it ends with them; real dice from the next turn.") {
		t.Fatalf("said:\n%s", s.out)
	}
	if m := s.state(t).Game.Moves[0].Play.(sheets.BoxPlay); len(m.Throws) != 2 || !strings.HasPrefix(m.Throws[0], "23456/23") {
		t.Fatalf("the turn kept its digital throws: %+v", m)
	}
}

// Issue 31, item 6: the wizard goes back a question — Shift+Tab anywhere,
// the "← back" choice of a list (not on the first question) —, the
// earlier answer under the cursor; the summary says the answers given
// last, in words; the dice are asked and saved.
func TestG1WizardGoesBackAQuestion(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "which game?", string(sheets.Yams)},
		step{"multi", "Who plays?", "names:Ana"}, step{"input", "New players", "robot:expert"},
		step{"select", "Columns", "francaise"},
		step{"select", "Full house scores", "shift+tab"},                                 // back to the columns
		step{"select", "Columns", "~Other"}, step{"input", "Columns, 1 to", "shift+tab"}, // back to the list
		step{"select", "Columns", "down,up"},
		step{"select", "Full house scores", "~← back"}, // the choice does the same
		step{"select", "Columns", "free"},
		step{"select", "Full house scores", ""}, step{"select", "Four of a kind scores", ""},
		step{"confirm", "Plus and minus lines?", "shift+tab"},
		step{"select", "Four of a kind scores", "sum4"}, step{"confirm", "Plus and minus lines?", "n"},
		step{"select", "Who starts?", ""}, step{"select", "The dice", ""},
		step{"confirm", "Start this game?", "shift+tab"}, // back from the summary
		step{"select", "The dice", "digital"},
		step{"confirm", "Start this game?", "y"})
	var a table.NewGame
	g, err := s.tab.Wizard(wizardBuild(&a))
	if err != nil {
		t.Fatalf("%v\n%s", err, s.out)
	}
	s.p.done()
	if o := a.Options.(table.BoxNewAnswers); o.Columns != "free" || o.Preset != "" || o.FourKind != "sum4" || o.PlusMinus || !a.Digital {
		t.Fatalf("the last answers count: %+v", a)
	}
	if s.p.back {
		t.Fatal("going back is allowed in the wizard only")
	}
	// the first question offers no way back; the others do
	if strings.Contains(strings.Join(s.p.labels[0], "|"), "← back") || !strings.Contains(strings.Join(s.p.labels[1], "|"), "← back") {
		t.Fatalf("← back: %v / %v", s.p.labels[0], s.p.labels[1])
	}
	want := "Yam's — Ana, Robot (Expert)\nColumns: One free column\nFull house scores: 25\nFour of a kind scores: the sum of the four alike\nPlus and minus lines: no\nWho starts: Ana\nThe dice: Digital dice: scorepad throws them"
	if last := s.p.asked[len(s.p.asked)-1]; !strings.HasSuffix(last, want) {
		t.Fatalf("the summary in words, the last answers only:\n%s\nwant\n%s", last, want)
	}
	if g == nil || g.Players[0] != "Ana" {
		t.Fatalf("created %+v", g)
	}
}

// Issue 31, item 6: back from the first question leaves (nothing
// created); another game chosen after going back asks its own questions
// only, and the summary keeps none of the other game's answers.
func TestG1WizardBackToAnotherGame(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "which game?", "shift+tab"})
	var a table.NewGame
	if _, err := s.tab.Wizard(wizardBuild(&a)); !errors.Is(err, table.ErrPaused) {
		t.Fatalf("back from the first question leaves: %v", err)
	}
	s.p.steps = []step{
		{"select", "which game?", string(sheets.Yams)}, {"multi", "Who plays?", ""}, {"input", "New players", "Zoé, Hugo"},
		{"select", "Columns", "francaise"},
		{"select", "Full house scores", "~← back"}, {"select", "Columns", "~← back"}, {"input", "New players", "<"},
		{"multi", "Who plays?", "shift+tab"},
		{"select", "which game?", string(sheets.Sackson)}, {"multi", "Who plays?", ""}, {"input", "New players", "Zoé, Hugo"},
		{"select", "Penalty", ""}, {"select", "The dice", ""}, {"confirm", "Start this game?", "n"},
	}
	if _, err := s.tab.Wizard(wizardBuild(&a)); !errors.Is(err, table.ErrPaused) {
		t.Fatalf("no at the summary: %v", err)
	}
	s.p.done()
	last := s.p.asked[len(s.p.asked)-1]
	if _, ok := a.Options.(table.SacksonNewAnswers); a.Kind != sheets.Sackson || !ok || strings.Contains(last, "Columns") || strings.Contains(last, "Who starts") {
		t.Fatalf("the Sackson's questions only: %+v\n%s", a, last)
	}
}

// Issue 31, item 6 in French: the summary in words.
func TestG1WizardSummaryInFrench(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "quel jeu", string(sheets.Yams)}, step{"multi", "Qui joue", "names:Ana"}, step{"input", "Nouveaux joueurs", "robot:expert"},
		step{"select", "Colonnes", ""}, step{"select", "Le full vaut", ""}, step{"select", "Le carré vaut", ""},
		step{"confirm", "Lignes plus et moins", "n"}, step{"select", "Qui commence", ""}, step{"select", "Les dés", ""},
		step{"confirm", "Commencer cette partie", "n"})
	s.tab.Lang = lang.FR
	var a table.NewGame
	if _, err := s.tab.Wizard(wizardBuild(&a)); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	last := s.p.asked[len(s.p.asked)-1]
	for _, want := range []string{"Yam's — Ana, Robot (Expert)", "Le carré vaut\u00a0: la somme des 5 dés", "Lignes plus et moins\u00a0: non", "Les dés\u00a0: De vrais dés, lancés à table et saisis"} {
		if !strings.Contains(last, want) {
			t.Errorf("the French summary says %q:\n%s", want, last)
		}
	}
}

// Issue 31, item 3 at 5000: the list "throw on or bank" carries the
// Expert's word on the set-aside just made, the cursor on it: Enter banks
// when the Expert banks, throws on when it throws on.
func TestC5BankOrThrowCursorOnTheExpertsChoice(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}
	s := newSitting(t, g,
		step{"select", "Ana: score 0", "throws"},
		step{"input", "Throw 1: the 6 dice", "155234"}, step{"multi", "Set aside", "1"},
		step{"select", "Turn so far: 100", ""}, // the Expert throws on
		step{"input", "Throw 2: the 5 dice", "11155"}, step{"multi", "Set aside", "11155"},
		step{"select", "Turn so far: 1200", ""}) // the Expert banks
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	asked := strings.Join(s.p.asked, "\n")
	for _, want := range []string{"Turn so far: 100 — EXPERT THROWS ON 100", "Turn so far: 1200 — EXPERT BANKS 1200"} {
		if !strings.Contains(asked, want) {
			t.Fatalf("the Expert's word with the question %q:\n%s", want, asked)
		}
	}
	if p := s.state(t).Five().Players[0]; p.Score != 1200 {
		t.Fatalf("Enter banked the 1200 as advised: %+v", p)
	}
}

// Issue 31, item 2, Sackson: dice then ? at the shared throw give each
// player still playing the split hint recommends; with several at the
// table, the recommendation alone (hint's first line) so that every
// player's stays on screen; alone, the whole hint.
func TestS1CoachAtTheThrowKeepsEveryPlayerInView(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		players []string
		alts    bool
	}{{[]string{"Ana", "Ben"}, false}, {[]string{"Ana"}, true}} {
		g := &sheets.Game{Kind: sheets.Sackson, Players: c.players, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200, SacksonRules: int(scoring.SacksonRulesCurrent)}}}
		s := newSitting(t, g, step{"input", "the shared throw", "33456?"}, step{"input", "the shared throw", "p"})
		if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
			t.Fatal(err)
		}
		a := s.p.asked[1]
		if !strings.Contains(a, "Ana: SACKSON HINT 0 33456") || strings.Contains(a, "ALTERNATIVES") != c.alts ||
			(len(c.players) == 2 && !strings.Contains(a, "Ben: SACKSON HINT 1 33456")) {
			t.Fatalf("%v: %s", c.players, a)
		}
	}
}

// Issue 31, item 1 in French: the question names the dice released, with
// their article and the agreement of « gardé ».
func TestP2KeepFormInFrench(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "tour 1/13", "keep"}, step{"multi", "Garder quels dés", "23"},
		step{"select", "tour 1/13", "keep"}, step{"multi", "Garder quels dés", "1"},
		step{"confirm", "Relancer le dé 1 (2) et le dé 2 (3), gardés avant\u00a0?", "y"},
		step{"select", "quelle case", "~Chance"})
	s.tab.Lang = lang.FR
	s.tab.Digital = true
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	s.p.done()
	if !strings.Contains(s.p.asked[3], "Gardés après le lancer 1\u00a0: dé 1 (2), dé 2 (3)") || !strings.Contains(s.p.asked[3], "x ou espace\u00a0: garder/relâcher") {
		t.Fatalf("the French keep form: %s", s.p.asked[3])
	}
}
