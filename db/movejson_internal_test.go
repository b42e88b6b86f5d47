package db

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/scorepad/scorepad/sheets"
)

// TestMoveJSONIsWhatJSONMarshalWrites: the stored JSON of a move written
// without reflection is json.Marshal's, byte for byte (edits compare
// stored moves by it).
func TestMoveJSONIsWhatJSONMarshalWrites(t *testing.T) {
	t.Parallel()
	for _, p := range []sheets.Play{
		sheets.BoxPlay{Dice: "12345", Column: "free", Box: "aces"},
		sheets.BoxPlay{Dice: "<&>", Box: "a\u2028b\u00e9\x01", Throws: []string{"11123/11", "\""}, Auto: true},
		sheets.FivePlay{Turn: "111234/111 556/55"}, sheets.FivePlay{Points: 650}, sheets.FivePlay{Bust: true}, sheets.FivePlay{},
		sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3", ""}},
	} {
		m := sheets.Move{Seq: 1, Play: p}
		want, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if got := moveJSON(m); got != string(want) {
			t.Errorf("%#v: %s, json.Marshal %s", p, got, want)
		}
	}
}

// TestPrepareWritesWhatAddWould: the values Prepare makes of a game's
// moves, parts of one text, are each move's stored JSON and time as Add
// writes them without it (storedJSON, timeText), across the 128 moves of
// an INSERT, for JSON to escape and times with and without fractions.
func TestPrepareWritesWhatAddWould(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 5, 1, 20, 0, 0, 0, time.FixedZone("CEST", 2*3600))
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}}
	ig := &sheets.ImportGame{Game: g}
	for i := range 300 {
		m := sheets.Move{Seq: i + 1, Seat: i % 2, At: start.Add(time.Duration(i) * 1500 * time.Millisecond), Play: sheets.FivePlay{Points: 50 * i}}
		if i%7 == 0 {
			m.Play = sheets.FivePlay{Turn: "<&>"}
		}
		g.Moves = append(g.Moves, m)
		b, _ := json.Marshal(m)
		ig.Plays = append(ig.Plays, b)
	}
	(&importSession{}).Prepare(ig)
	pg, _ := ig.Prepared.(*preparedGame)
	if pg == nil {
		t.Fatal("nothing prepared")
	}
	i := 0
	for _, args := range pg.moves {
		for k := 0; k < len(args); k, i = k+5, i+1 {
			m := g.Moves[i]
			if args[k+1] != m.Seq || args[k+2] != m.Seat || args[k+3] != storedJSON(ig.Plays[i]) || args[k+4] != timeText(m.At) {
				t.Fatalf("move %d: %v; want %d %d %s %s", i+1, args[k:k+5], m.Seq, m.Seat, storedJSON(ig.Plays[i]), timeText(m.At))
			}
		}
	}
	if i != len(g.Moves) {
		t.Errorf("%d moves prepared; want %d", i, len(g.Moves))
	}
}
