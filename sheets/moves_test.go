package sheets_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// A move carries the play of its game's kind; another kind's play (a 5000
// turn sent to a Yam's game) or none is bad input, naming both, and changes
// nothing.
func TestMovePlayOfAnotherKindIsBadInput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		kind sheets.Kind
		m    sheets.Move
		want string
	}{
		{sheets.Yams, sheets.Move{Play: sheets.FivePlay{Points: 500}}, "game 7 is a game of Yam's: a 5000 turn is not one of its moves (a box to fill expected)"},
		{sheets.FiveThousand, sheets.Move{Play: sheets.SacksonPlay{Roll: "12345"}}, "game 7 is a game of 5000: a Sackson round is not one of its moves (a 5000 turn expected)"},
		{sheets.Sackson, sheets.Move{Play: sheets.BoxPlay{Dice: "12345", Box: "chance"}}, "game 7 is a game of Sackson (Can't Stop Express): a box to fill is not one of its moves (a Sackson round expected)"},
		{sheets.Penta, sheets.Move{}, "game 7: the move plays nothing (a box to fill expected)"},
	} {
		s, err := sheets.NewState(&sheets.Game{ID: 7, Kind: c.kind, Players: []string{"Ana", "Ben"}})
		if err != nil {
			t.Fatal(err)
		}
		before := s.Totals()
		_, err = s.Apply(c.m)
		var se *scoring.Error
		if !errors.As(err, &se) || se.Illegal || lang.EN.Say(se.Msg()) != c.want || lang.FR.Say(se.Msg()) == "" {
			t.Errorf("%s: %v, want the bad input %q", c.kind, err, c.want)
		}
		if s.Round != 1 || s.Totals()[0] != before[0] {
			t.Errorf("%s: a refused move changed the state", c.kind)
		}
	}
}

// Each kind's play is stored as the one JSON object moves always were (the
// fields of its kind, empty ones left out) and read back with the kind.
func TestMoveJSONPerKind(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		kind sheets.Kind
		play sheets.Play
		json string
	}{
		{sheets.Yams, sheets.BoxPlay{Dice: "22346", Column: "free", Box: "twos", Throws: []string{"22346/22346"}, Auto: true}, `{"dice":"22346","column":"free","box":"twos","throws":["22346/22346"],"auto":true}`},
		{sheets.Penta, sheets.BoxPlay{Dice: "44442", Box: "fours"}, `{"dice":"44442","box":"fours"}`},
		{sheets.FiveThousand, sheets.FivePlay{Turn: "111234/111 556/55"}, `{"turn":"111234/111 556/55"}`},
		{sheets.FiveThousand, sheets.FivePlay{Points: 450}, `{"points":450}`},
		{sheets.FiveThousand, sheets.FivePlay{Bust: true}, `{"bust":true}`},
		{sheets.Sackson, sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+5,4+6/3", ""}}, `{"roll":"33456","choices":["3+5,4+6/3",""]}`},
	} {
		b, err := json.Marshal(sheets.Move{Seq: 3, Seat: 1, Play: c.play})
		if err != nil || string(b) != c.json {
			t.Errorf("%s: %s %v, want %s", c.kind, b, err, c.json)
		}
		p, err := sheets.DecodePlay(c.kind, b)
		if err != nil {
			t.Fatal(err)
		}
		if again, _ := json.Marshal(sheets.Move{Play: p}); string(again) != c.json {
			t.Errorf("%s: read back as %s", c.kind, again)
		}
	}
	var m sheets.Move
	if err := json.Unmarshal([]byte(`{"dice":"11111"}`), &m); err == nil {
		t.Error("a move read without its game's kind")
	}
}

// An archived move is one object: its place, player and time, then its
// play's fields; an archive reads each play with its game's kind.
func TestArchiveMoveJSON(t *testing.T) {
	t.Parallel()
	const doc = `{"uuid":"bf31a1ac-e92a-477d-9616-7a9a9399e646","id":1,"kind":"5000","options":{},"players":["A&B","C"],"started":"2026-12-01T12:25:33Z","finished":null,"abandoned":null,"updated":"2026-12-01T12:25:33Z","state":"in_progress","moves":[{"seq":1,"player":"A&B","at":"2026-12-01T12:25:34Z","points":450}]}`
	var ag sheets.ArchiveGame
	if err := json.Unmarshal([]byte(doc), &ag); err != nil {
		t.Fatal(err)
	}
	if p, ok := ag.Moves[0].Play.(sheets.FivePlay); !ok || p.Points != 450 || ag.Moves[0].Player != "A&B" {
		t.Fatalf("read %+v", ag.Moves[0])
	}
	if st, err := ag.Replay(); err != nil || st.Totals()[0] != 0 || st.Turn != 1 {
		t.Fatalf("replayed: %v", err)
	}
	b, err := json.Marshal(ag)
	if err != nil || string(b) != jsonEscaped(doc) {
		t.Fatalf("written\n%s\nwant\n%s", b, jsonEscaped(doc))
	}
	bad := `{"kind":"5000","moves":[{"seq":1,"points":"x"}]}`
	// F8: the field named as the file has it, with the move, not
	// "games.games.moves.points"
	var fe *sheets.FieldError
	if err := json.Unmarshal([]byte(bad), &ag); !errors.As(err, &fe) || fe.Field != "points" || fe.Move != 1 ||
		fe.Text(lang.EN) != `move 1: "points" holds a string where a whole number is expected` ||
		!strings.Contains(fe.Text(lang.FR), "contient une chaîne là où un nombre entier est attendu") {
		t.Fatalf("a move's field of the wrong type: %v / %q", err, fe.Text(lang.FR))
	}
}

// jsonEscaped is s as json.Marshal writes it (& escaped).
func jsonEscaped(s string) string {
	out := ""
	for _, r := range s {
		if r == '&' {
			out += `\u0026`
			continue
		}
		out += string(r)
	}
	return out
}
