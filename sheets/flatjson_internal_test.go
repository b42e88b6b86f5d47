package sheets

import (
	"encoding/json"
	"reflect"
	"testing"
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
	b, err := marshalPlain(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
