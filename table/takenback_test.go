package table_test

import (
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// TestMoveTakenBackPerKind: each engine says its move taken back its own
// way — a box with its column, a 5000 turn in the player's own count, a
// Sackson round whole — in both languages.
func TestMoveTakenBackPerKind(t *testing.T) {
	t.Parallel()
	cases := []struct {
		g      *sheets.Game
		before []sheets.Move
		m      sheets.Move
		en, fr string
	}{
		{&sheets.Game{Kind: sheets.Yams, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"down", "free"}}}},
			[]sheets.Move{{Seat: 0, Play: sheets.BoxPlay{Dice: "11123", Box: "aces", Column: "down"}}}, sheets.Move{Seat: 1, Play: sheets.BoxPlay{Dice: "44412", Box: "chance", Column: "free"}},
			"Ben's free · Chance 15 (44412) in turn 1 taken back.", "Coup de Ben au tour 1 annulé : free · Chance 15 (44412)."},
		{&sheets.Game{Kind: sheets.Penta, Players: []string{"Zoé"}}, nil, sheets.Move{Seat: 0, Play: sheets.BoxPlay{Dice: "44412", Box: "nowhere"}},
			"Zoé's nowhere 44412 in turn 1 taken back.", "Coup de Zoé au tour 1 annulé : nowhere 44412."},
		{&sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet"}}},
			[]sheets.Move{{Seat: 0, Play: sheets.FivePlay{Points: 750}}, {Seat: 1, Play: sheets.FivePlay{Bust: true}}, {Seat: 0, Play: sheets.FivePlay{Points: 400}}}, sheets.Move{Seat: 1, Play: sheets.FivePlay{Points: 650}},
			"Ben's 650 in turn 2 taken back.", "Coup de Ben au tour 2 annulé : 650."},
		{&sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Zoé"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet"}}},
			nil, sheets.Move{Seat: 0, Play: sheets.FivePlay{Bust: true}}, "Zoé's bust in turn 1 taken back.", "Coup de Zoé au tour 1 annulé : tour perdu."},
		{&sheets.Game{Kind: sheets.Sackson, Players: []string{"Cléo"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200}}},
			[]sheets.Move{{Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3"}}}}, sheets.Move{Play: sheets.SacksonPlay{Roll: "12345", Choices: []string{"1+2,3+4/5"}}},
			"Round 2 taken back (the shared throw 12345 and its splits).", "Manche 2 annulée (le lancer commun 12345 et ses partages)."},
	}
	for _, c := range cases {
		c.g.Moves = c.before
		before, err := sheets.Replay(c.g)
		if err != nil {
			t.Fatalf("%s: %v", c.g.Kind, err)
		}
		for _, l := range []lang.Lang{lang.EN, lang.FR} {
			want := l.Pick(c.en, c.fr)
			if got := (&table.Table{Lang: l}).MoveTakenBack(before, c.m); got != want {
				t.Errorf("%s: got %q, want %q", c.g.Kind, got, want)
			}
		}
	}
}
