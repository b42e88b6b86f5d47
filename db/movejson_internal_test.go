package db

import (
	"encoding/json"
	"testing"

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
