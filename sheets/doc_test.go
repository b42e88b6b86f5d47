package sheets_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// docPlayers is the players of s's Doc as sheet --json writes them (HTML
// left as it is; the indentation is the encoder's) and as json.Marshal
// does (HTML escaped).
func docPlayers(t *testing.T, s *sheets.State) (asSheet, marshaled string) {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	d := s.Doc()
	if err := enc.Encode(d.Players); err != nil {
		t.Fatal(err)
	}
	c, err := json.Marshal(d.Players)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n"), string(c)
}

// htmlEscaped is how json.Marshal writes <, > and &.
var htmlEscaped = strings.NewReplacer("<", `\u003c`, ">", `\u003e`, "&", `\u0026`)

func boxMove(dice, b, col string) sheets.Move {
	return sheets.Move{Play: sheets.BoxPlay{Dice: dice, Box: b, Column: col}}
}

// TestPlayerDocBytes: each engine's players in sheet --json, byte for byte
// as written before PlayerDoc held the engine's figures in their own type
// (README "sheet"): name, total, then the engine's fields; an empty list
// of 5000 turns or Sackson tracks left out.
func TestPlayerDocBytes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		game  sheets.Game
		moves []sheets.Move
		// edit, when set, writes what moves would take long to reach
		edit func(s *sheets.State)
		want string
	}{
		{"Penta", sheets.Game{ID: 1, Kind: sheets.Penta, Players: []string{"Ana", "B<&>"}},
			[]sheets.Move{boxMove("44412", "fours", ""), boxMove("66666", "penta", ""), boxMove("12345", "chance", "")}, nil, `[{"name":"Ana","total":27,"columns":[{"name":"free","mode":"free","boxes":{"aces":null,"twos":null,"threes":null,"fours":12,"fives":null,"sixes":null,"three_kind":null,"four_kind":null,"full":null,"small_straight":null,"large_straight":null,"chance":15,"penta":null},"upper":12,"upper_bonus":0,"lower":15,"extra_bonus":0,"plus_minus":0,"total":27}]},{"name":"B<&>","total":50,"columns":[{"name":"free","mode":"free","boxes":{"aces":null,"twos":null,"threes":null,"fours":null,"fives":null,"sixes":null,"three_kind":null,"four_kind":null,"full":null,"small_straight":null,"large_straight":null,"chance":null,"penta":50},"upper":0,"upper_bonus":0,"lower":50,"extra_bonus":0,"plus_minus":0,"total":50}]}]`},
		{"Yam's, two columns, plus/minus", sheets.Game{ID: 2, Kind: sheets.Yams, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"down", "up"}, PlusMinus: true}}},
			[]sheets.Move{boxMove("11123", "aces", "down"), boxMove("66655", "chance", "up"), boxMove("66655", "chance", "up"), boxMove("66666", "yams", "up")}, nil, `[{"name":"Ana","total":31,"columns":[{"name":"down","mode":"down","boxes":{"aces":3,"twos":null,"threes":null,"fours":null,"fives":null,"sixes":null,"plus":null,"minus":null,"three_kind":null,"four_kind":null,"full":null,"small_straight":null,"large_straight":null,"yams":null,"chance":null},"upper":3,"upper_bonus":0,"lower":0,"extra_bonus":0,"plus_minus":0,"total":3},{"name":"up","mode":"up","boxes":{"aces":null,"twos":null,"threes":null,"fours":null,"fives":null,"sixes":null,"plus":null,"minus":null,"three_kind":null,"four_kind":null,"full":null,"small_straight":null,"large_straight":null,"yams":null,"chance":28},"upper":0,"upper_bonus":0,"lower":28,"extra_bonus":0,"plus_minus":0,"total":28}]},{"name":"Ben","total":78,"columns":[{"name":"down","mode":"down","boxes":{"aces":null,"twos":null,"threes":null,"fours":null,"fives":null,"sixes":null,"plus":null,"minus":null,"three_kind":null,"four_kind":null,"full":null,"small_straight":null,"large_straight":null,"yams":null,"chance":null},"upper":0,"upper_bonus":0,"lower":0,"extra_bonus":0,"plus_minus":0,"total":0},{"name":"up","mode":"up","boxes":{"aces":null,"twos":null,"threes":null,"fours":null,"fives":null,"sixes":null,"plus":null,"minus":null,"three_kind":null,"four_kind":null,"full":null,"small_straight":null,"large_straight":null,"yams":50,"chance":28},"upper":0,"upper_bonus":0,"lower":78,"extra_bonus":0,"plus_minus":0,"total":78}]}]`},
		{"5000 before a turn", sheets.Game{ID: 3, Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}}, nil, nil, `[{"name":"Ana","total":0,"score":0,"opened":false},{"name":"Ben","total":0,"score":0,"opened":false}]`},
		{"5000", sheets.Game{ID: 4, Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}},
			[]sheets.Move{{Play: sheets.FivePlay{Points: 1000}}, {Play: sheets.FivePlay{Bust: true}}, {Play: sheets.FivePlay{Points: 300}}, {Play: sheets.FivePlay{Points: 400}}}, nil, `[{"name":"Ana","total":1300,"score":1300,"opened":true,"turns":[{"points":1000,"recorded":1000,"bust":false,"opening":true,"score":1000},{"points":300,"recorded":300,"bust":false,"opening":false,"score":1300}]},{"name":"Ben","total":0,"score":0,"opened":false,"turns":[{"points":0,"recorded":0,"bust":true,"opening":false,"score":0},{"points":400,"recorded":0,"bust":false,"opening":false,"score":0}]}]`},
		{"Sackson before a round", sheets.Game{ID: 5, Kind: sheets.Sackson, Players: []string{"Ana", "Ben"}}, nil, nil, `[{"name":"Ana","total":0,"finished":false,"rows":{"2":0,"3":0,"4":0,"5":0,"6":0,"7":0,"8":0,"9":0,"10":0,"11":0,"12":0},"row_scores":{"2":0,"3":0,"4":0,"5":0,"6":0,"7":0,"8":0,"9":0,"10":0,"11":0,"12":0}},{"name":"Ben","total":0,"finished":false,"rows":{"2":0,"3":0,"4":0,"5":0,"6":0,"7":0,"8":0,"9":0,"10":0,"11":0,"12":0},"row_scores":{"2":0,"3":0,"4":0,"5":0,"6":0,"7":0,"8":0,"9":0,"10":0,"11":0,"12":0}}]`},
		{"Sackson", sheets.Game{ID: 6, Kind: sheets.Sackson, Players: []string{"Ana", "Ben"}},
			[]sheets.Move{{Play: sheets.SacksonPlay{Roll: "33456", Choices: []string{"3+4,5+6/3", "3+5,4+6/3"}}}, {Play: sheets.SacksonPlay{Roll: "12346", Choices: []string{"1+2,3+4/6", "1+6,2+3/4"}}}}, nil, `[{"name":"Ana","total":-600,"finished":false,"rows":{"2":0,"3":1,"4":0,"5":0,"6":0,"7":2,"8":0,"9":0,"10":0,"11":1,"12":0},"row_scores":{"2":0,"3":-200,"4":0,"5":0,"6":0,"7":-200,"8":0,"9":0,"10":0,"11":-200,"12":0},"tracks":[{"value":3,"checks":0},{"value":6,"checks":0}]},{"name":"Ben","total":-800,"finished":false,"rows":{"2":0,"3":0,"4":0,"5":1,"6":0,"7":1,"8":1,"9":0,"10":1,"11":0,"12":0},"row_scores":{"2":0,"3":0,"4":0,"5":-200,"6":0,"7":-200,"8":-200,"9":0,"10":-200,"11":0,"12":0},"tracks":[{"value":3,"checks":0},{"value":4,"checks":0}]}]`},
		{"Sackson, one player's game ended", sheets.Game{ID: 7, Kind: sheets.Sackson, Players: []string{"Ana", "Ben"}}, nil, func(s *sheets.State) {
			pad := &s.Sackson().Pads[0]
			pad.Rows[7], pad.Rows[2] = 9, 5
			pad.Tracks = []scoring.Track{{Value: 4, Checks: 8}, {Value: 1, Checks: 3}}
			pad.Ended = true
		}, `[{"name":"Ana","total":120,"finished":true,"rows":{"2":5,"3":0,"4":0,"5":0,"6":0,"7":9,"8":0,"9":0,"10":0,"11":0,"12":0},"row_scores":{"2":0,"3":0,"4":0,"5":0,"6":0,"7":120,"8":0,"9":0,"10":0,"11":0,"12":0},"tracks":[{"value":4,"checks":8},{"value":1,"checks":3}]},{"name":"Ben","total":0,"finished":false,"rows":{"2":0,"3":0,"4":0,"5":0,"6":0,"7":0,"8":0,"9":0,"10":0,"11":0,"12":0},"row_scores":{"2":0,"3":0,"4":0,"5":0,"6":0,"7":0,"8":0,"9":0,"10":0,"11":0,"12":0}}]`},
	}
	for _, tt := range tests {
		g := tt.game
		s, err := sheets.NewState(&g)
		if err != nil {
			t.Fatal(err)
		}
		play(t, s, tt.moves...)
		if tt.edit != nil {
			tt.edit(s)
		}
		got, marshaled := docPlayers(t, s)
		if got != tt.want {
			t.Errorf("%s: sheet --json players\n%s\nwant\n%s", tt.name, got, tt.want)
		}
		if want := htmlEscaped.Replace(tt.want); marshaled != want {
			t.Errorf("%s: json.Marshal players\n%s\nwant\n%s", tt.name, marshaled, want)
		}
	}
}

// TestPlayerDocWithoutFigures: a player whose engine wrote no figures
// (none, or an empty object) is its name and total alone.
func TestPlayerDocWithoutFigures(t *testing.T) {
	t.Parallel()
	for _, pd := range []sheets.PlayerDoc{{Name: "Ana", Total: 3}, {Name: "Ana", Total: 3, Sheet: sheets.BoxSheetDoc{}}} {
		b, err := json.Marshal(pd)
		if err != nil || string(b) != `{"name":"Ana","total":3}` {
			t.Errorf("%+v: %s %v", pd, b, err)
		}
	}
}
