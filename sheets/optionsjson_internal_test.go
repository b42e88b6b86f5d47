package sheets

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestEngineOptionsWrittenAsTheirTags: each engine's options type, every
// field set, writes (appendJSON) what encoding/json writes from its tags,
// and reads it back (set, by flatOptions) into the same value: a new
// engine's hand-written JSON cannot drift from the keys it declares.
func TestEngineOptionsWrittenAsTheirTags(t *testing.T) {
	t.Parallel()
	for _, ot := range optionTypes {
		r := ot.new()
		v := reflect.ValueOf(r).Elem()
		for i := 0; i < v.NumField(); i++ {
			switch f := v.Field(i); f.Kind() {
			case reflect.String:
				f.SetString("x" + v.Type().Field(i).Name)
			case reflect.Bool:
				f.SetBool(true)
			case reflect.Int:
				f.SetInt(int64(7 + i))
			case reflect.Slice:
				f.Set(reflect.ValueOf([]string{"a", "b"}))
			default:
				t.Fatalf("%s: field %s of kind %s: set it here", ot.engine, v.Type().Field(i).Name, f.Kind())
			}
		}
		want, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		first := true
		got := append(r.rules().appendJSON([]byte("{"), &first), '}')
		if string(got) != string(want) {
			t.Errorf("%s: writes %s, its tags %s", ot.engine, got, want)
		}
		back, ok := flatOptions(want)
		if !ok || !reflect.DeepEqual(back.Rules, r.rules()) {
			t.Errorf("%s: %s read back as %#v (%v), want %#v", ot.engine, want, back.Rules, ok, r.rules())
		}
		if r.rules().isZero() {
			t.Errorf("%s: every field set, and isZero", ot.engine)
		}
		if empty := ot.new().rules(); !empty.isZero() {
			t.Errorf("%s: nothing set, and not isZero", ot.engine)
		}
	}
}
