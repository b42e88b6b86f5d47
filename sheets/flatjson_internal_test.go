package sheets

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/scorepad/scorepad/internal/jsonobj"
)

// flatSeeds are moves as scorepad writes them, and shapes flatObject must
// hand over to encoding/json (escapes, null, fractions, other keys, keys
// in another case, wrong types, invalid UTF-8, big numbers).
var flatSeeds = []string{
	`{"dice":"<&>","box":"a\u2028b","throws":["\u00e9","\t"],"choices":["\u0000x"],"roll":"\"","turn":"\\"}`,
	`{"dice":"12345","column":"free","box":"aces"}`,
	`{"dice":"11111","box":"penta","throws":["11234/11","11156/111","11111/11111"],"auto":true}`,
	`{"turn":"111234/111 556/55"}`, `{"points":650}`, `{"bust":true}`, `{"points":-50}`,
	`{"roll":"33456","choices":["3+4,5+6/3",""]}`, `{}`, ` { "dice" : "12345" , "box" : "aces" } `,
	`{"dice":"12\u0033"}`, `{"dice":null}`, `{"points":1.0}`, `{"points":1e3}`, `{"DICE":"12345"}`,
	`{"auto":"yes"}`, `{"throws":"x"}`, `{"dice":"\xff"}`, `{"points":123456789012345678901}`,
	`{"dice":"1","dice":"2"}`, `{"choices":[]}`, `{"choices":[1]}`, `{"x":{"y":1}}`, `{"dice":"1"`, `[]`, `{"points":007}`,
}

// TestFlatObjectReadsAsEncodingJSON: every play read by the fast path is
// the play encoding/json reads, and every shape it does not take is left
// to encoding/json (same value, same error).
func TestFlatObjectReadsAsEncodingJSON(t *testing.T) {
	t.Parallel()
	for _, s := range flatSeeds {
		checkFlat(t, []byte(s))
	}
}

func FuzzFlatObjectReadsAsEncodingJSON(f *testing.F) {
	for _, s := range flatSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) { checkFlat(t, b) })
}

func checkFlat(t *testing.T, b []byte) {
	t.Helper()
	for _, k := range Kinds {
		info, _ := lookup(k)
		got, gerr := info.model.decode(b)
		var want Play
		var werr error
		switch k.Engine() {
		case EngineBoxes:
			want, werr = jsonPlay[BoxPlay](b)
		case EngineFive:
			want, werr = jsonPlay[FivePlay](b)
		default:
			want, werr = jsonPlay[SacksonPlay](b)
		}
		if (gerr == nil) != (werr == nil) || (gerr == nil && !reflect.DeepEqual(got, want)) || (gerr != nil && gerr.Error() != werr.Error()) {
			t.Errorf("%s %q: read %#v %v, encoding/json %#v %v", k, b, got, gerr, want, werr)
		}
		if gerr != nil {
			continue
		}
		// written back: as encoding/json writes it
		if fast, slow := string(got.appendJSON(nil)), mustPlain(t, got); fast != slow {
			t.Errorf("%s %#v written %s, encoding/json %s", k, got, fast, slow)
		}
	}
}

func jsonPlay[P Play](b []byte) (Play, error) {
	var p P
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	return p, nil
}

func mustPlain(t *testing.T, v any) string {
	t.Helper()
	b, err := jsonobj.Plain(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestFlatMoveOneFlatPlayAGame: a game's moves are read with one flat
// play, emptied between moves, even after a move it handed over to
// encoding/json half read: each move reads as it does alone.
func TestFlatMoveOneFlatPlayAGame(t *testing.T) {
	t.Parallel()
	moves := []string{
		`{"seq":1,"at":"2024-01-02T10:00:00Z","box":"aces","throws":["1"],"dice":"1\u00323"}`,
		`{"seq":2,"at":"2024-01-02T10:01:00Z","dice":"12345"}`,
		`{"seq":3,"at":"2024-01-02T10:02:00Z","dice":"11111","box":"penta","auto":true}`,
		`{"seq":4,"at":"2024-01-02T10:03:00Z","column":"free"}`,
	}
	var raw archiveRaw
	raw.Kind = Penta
	for _, m := range moves {
		raw.Moves = append(raw.Moves, json.RawMessage(m))
	}
	g, err := raw.game()
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range moves {
		var alone archiveRaw
		alone.Kind = Penta
		alone.Moves = []json.RawMessage{json.RawMessage(m)}
		want, err := alone.game()
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(g.Moves[i], want.Moves[0]) {
			t.Errorf("move %d: read %#v in its game, %#v alone", i+1, g.Moves[i], want.Moves[0])
		}
	}
	if p := g.Moves[1].Play.(BoxPlay); p.Box != "" || p.Throws != nil {
		t.Errorf("move 2 keeps move 1's fields: %#v", p)
	}
}

// optionSeeds are options as scorepad writes them (the first four) and
// forms a hand-written file may hold.
var optionSeeds = []string{
	`{"digital":true}`,
	`{"full":"25","four_kind":"sum5","plus_minus":true,"columns":["down","up","free"],"digital":true}`,
	`{"bust_rule":"booklet","order":"given"}`,
	`{"penalty":200,"sackson_rules":2}`,
	`{"penalty":0}`, ` { "full" : "sum" } `, `{"columns":[]}`, `{"full":"25","full":"sum"}`,
	`{"full":"25","penalty":150}`, `{"Full":"25"}`, `{"colour":"red"}`, `{"full":"\u00e9"}`, `{"penalty":-100}`,
	`{"digital":false,"order":""}`, `{"penalty":1.0}`, `{"columns":null}`,
}

// TestOptionsFlatReadAsEncodingJSON: the options the program writes take
// the fast path (flatOptions).
func TestOptionsFlatReadAsEncodingJSON(t *testing.T) {
	t.Parallel()
	for _, data := range optionSeeds[:4] {
		if _, ok := flatOptions([]byte(data)); !ok {
			t.Errorf("%s: not read by flatOptions", data)
		}
	}
}

// FuzzOptionsFlatReadAsEncodingJSON: what flatOptions reads, it reads as
// encoding/json does (jsonOptions); it gives up on anything else.
func FuzzOptionsFlatReadAsEncodingJSON(f *testing.F) {
	for _, s := range optionSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		got, ok := flatOptions(b)
		if !ok || !json.Valid(b) {
			return
		}
		want, err := jsonOptions(b)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%q: flatOptions %#v, encoding/json %#v %v", b, got, want, err)
		}
	})
}
