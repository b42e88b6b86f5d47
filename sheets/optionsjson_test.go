package sheets_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// legacyOptions is Options as it was stored before each engine had its own
// options type (one struct with a field for every kind): the stored JSON
// every database and export file holds. Its type is named Options where
// the tests declare it, as encoding/json's errors name the type.
type legacyOptions struct {
	Full         string            `json:"full,omitempty"`
	FourKind     string            `json:"four_kind,omitempty"`
	PlusMinus    bool              `json:"plus_minus,omitempty"`
	Columns      []string          `json:"columns,omitempty"`
	BustRule     string            `json:"bust_rule,omitempty"`
	Order        scoring.PlayOrder `json:"order,omitempty"`
	Penalty      int               `json:"penalty,omitempty"`
	SacksonRules int               `json:"sackson_rules,omitempty"`
	Digital      bool              `json:"digital,omitempty"`
}

// storedForms are options JSON as databases and export files hold them:
// what the program wrote (each kind's full set, {}, digital alone), and
// what a hand-edited file may hold (spaces, escapes, unknown keys, null
// values, two engines' keys at once).
var storedForms = []string{
	`{}`,
	`{"digital":true}`,
	`{"full":"25","four_kind":"sum5","columns":["free"]}`,
	`{"full":"25+sum","four_kind":"sum4","plus_minus":true,"columns":["down","up","free","imposed"],"digital":true}`,
	`{"full":"25","four_kind":"fixed+sum:40","plus_minus":true,"columns":["down","up","free"]}`,
	`{"bust_rule":"booklet","order":"given"}`,
	`{"bust_rule":"nothing-scores","order":"roll","digital":true}`,
	`{"penalty":200,"sackson_rules":2}`,
	`{"penalty":150,"sackson_rules":1,"digital":true}`,
	`{"sackson_rules":1}`,
	` { "full" : "25" , "columns" : [ "down" , "up" ] } `,
	`{"full":"s\u00e9"}`,
	`{"columns":[]}`,
	`{"penalty":0,"digital":false}`,
	`{"penalty":200,"colour":"red"}`,
	`{"full":null,"penalty":null}`,
	`{"Full":"25"}`,
	`{"full":"25","full":"sum"}`,
	`{"full":"25","bust_rule":"booklet","penalty":150,"digital":true}`,
	`{"columns":["down"],"sackson_rules":1}`,
	`null`,
}

// TestOptionsMarshalSameBytes: options of every kind write the very bytes
// the one struct of every kind wrote, with and without HTML escaping (the
// database's json.Marshal, export's plain encoder), strings that need
// escaping included.
func TestOptionsMarshalSameBytes(t *testing.T) {
	t.Parallel()
	odd := "a<b>&\"c\\ é\u2028\x01"
	cases := []struct {
		o   sheets.Options
		old legacyOptions
	}{
		{sheets.Options{}, legacyOptions{}},
		{sheets.Options{Digital: true}, legacyOptions{Digital: true}},
		{sheets.Options{Rules: sheets.BoxOptions{}}, legacyOptions{}},
		{sheets.Options{Rules: sheets.BoxOptions{Columns: []string{}}}, legacyOptions{Columns: []string{}}},
		{sheets.Options{Rules: sheets.BoxOptions{Full: "25+sum", FourKind: "fixed+sum:40", PlusMinus: true, Columns: []string{"down", "up", "free", "imposed"}}, Digital: true},
			legacyOptions{Full: "25+sum", FourKind: "fixed+sum:40", PlusMinus: true, Columns: []string{"down", "up", "free", "imposed"}, Digital: true}},
		{sheets.Options{Rules: sheets.BoxOptions{Full: odd, FourKind: odd, Columns: []string{odd, ""}}},
			legacyOptions{Full: odd, FourKind: odd, Columns: []string{odd, ""}}},
		{sheets.Options{Rules: sheets.BoxOptions{PlusMinus: true}}, legacyOptions{PlusMinus: true}},
		{sheets.Options{Rules: sheets.FiveOptions{BustRule: "nothing-scores", Order: scoring.OrderRoll}, Digital: true},
			legacyOptions{BustRule: "nothing-scores", Order: scoring.OrderRoll, Digital: true}},
		{sheets.Options{Rules: sheets.FiveOptions{Order: scoring.OrderGiven}}, legacyOptions{Order: scoring.OrderGiven}},
		{sheets.Options{Rules: sheets.FiveOptions{BustRule: odd, Order: scoring.PlayOrder(odd)}}, legacyOptions{BustRule: odd, Order: scoring.PlayOrder(odd)}},
		{sheets.Options{Rules: sheets.SacksonOptions{Penalty: 150, SacksonRules: 1}, Digital: true}, legacyOptions{Penalty: 150, SacksonRules: 1, Digital: true}},
		{sheets.Options{Rules: sheets.SacksonOptions{Penalty: -100}}, legacyOptions{Penalty: -100}},
		{sheets.Options{Rules: sheets.SacksonOptions{SacksonRules: 2}}, legacyOptions{SacksonRules: 2}},
	}
	for _, c := range cases {
		if got, want := mustMarshal(t, c.o), mustMarshal(t, c.old); !bytes.Equal(got, want) {
			t.Errorf("%+v: json.Marshal %s, before %s", c.o, got, want)
		}
		if got, want := plain(t, c.o), plain(t, c.old); !bytes.Equal(got, want) {
			t.Errorf("%+v: plain %s, before %s", c.o, got, want)
		}
	}
}

// TestOptionsStoredFormsReadBack: every stored form reads into the options
// type of the engine whose keys it holds, each engine reads the same
// values the one struct of every kind read, and the options write back the
// bytes the one struct wrote back.
func TestOptionsStoredFormsReadBack(t *testing.T) {
	t.Parallel()
	for _, data := range storedForms {
		var o sheets.Options
		var old legacyOptions
		if err := json.Unmarshal([]byte(data), &o); err != nil {
			t.Errorf("%s: %v", data, err)
			continue
		}
		if err := json.Unmarshal([]byte(data), &old); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if got, want := mustMarshal(t, o), mustMarshal(t, old); !bytes.Equal(got, want) {
			t.Errorf("%s: writes back %s, before %s", data, got, want)
		}
		if len(old.Columns) == 0 {
			old.Columns = nil // [] and none are alike (omitempty)
		}
		box := sheets.BoxOptions{Full: old.Full, FourKind: old.FourKind, PlusMinus: old.PlusMinus, Columns: old.Columns}
		five := sheets.FiveOptions{BustRule: old.BustRule, Order: old.Order}
		sack := sheets.SacksonOptions{Penalty: old.Penalty, SacksonRules: old.SacksonRules}
		if !reflect.DeepEqual(o.Box(), box) || o.Five() != five || o.Sackson() != sack || o.Digital != old.Digital {
			t.Errorf("%s: read %+v %+v %+v digital %v, want %+v %+v %+v %v", data, o.Box(), o.Five(), o.Sackson(), o.Digital, box, five, sack, old.Digital)
		}
	}
}

// TestOptionsReadIntoTheEngineType: the forms the program stores read into
// the engine's own type, nil rules when none is set.
func TestOptionsReadIntoTheEngineType(t *testing.T) {
	t.Parallel()
	cases := []struct {
		data string
		want sheets.Options
	}{
		{`{}`, sheets.Options{}},
		{`{"digital":true}`, sheets.Options{Digital: true}},
		{`{"penalty":0}`, sheets.Options{}},
		{`{"full":"25","four_kind":"sum5","plus_minus":true,"columns":["down","free"]}`,
			sheets.Options{Rules: sheets.BoxOptions{Full: "25", FourKind: "sum5", PlusMinus: true, Columns: []string{"down", "free"}}}},
		{` {"full": "sum", "digital": true}`, sheets.Options{Rules: sheets.BoxOptions{Full: "sum"}, Digital: true}},
		{`{"bust_rule":"booklet","order":"roll","digital":true}`,
			sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: scoring.OrderRoll}, Digital: true}},
		{`{"penalty":150,"sackson_rules":1}`, sheets.Options{Rules: sheets.SacksonOptions{Penalty: 150, SacksonRules: 1}}},
		{`{"sackson_rules":2,"colour":"red"}`, sheets.Options{Rules: sheets.SacksonOptions{SacksonRules: 2}}},
	}
	for _, c := range cases {
		var o sheets.Options
		if err := json.Unmarshal([]byte(c.data), &o); err != nil {
			t.Errorf("%s: %v", c.data, err)
			continue
		}
		if !reflect.DeepEqual(o, c.want) {
			t.Errorf("%s: read %#v, want %#v", c.data, o, c.want)
		}
	}
}

// TestOptionsOfTwoEnginesRefused: options holding two engines' keys (a
// hand-written file) are refused for a game of either, as before.
func TestOptionsOfTwoEnginesRefused(t *testing.T) {
	t.Parallel()
	var o sheets.Options
	if err := json.Unmarshal([]byte(`{"columns":["down"],"penalty":150}`), &o); err != nil {
		t.Fatal(err)
	}
	for _, k := range []sheets.Kind{sheets.Penta, sheets.Yams, sheets.FiveThousand, sheets.Sackson} {
		if err := sheets.CheckOptions(k, o); err == nil {
			t.Errorf("%s: options of two engines accepted", k)
		}
	}
	if err := sheets.CheckOptions(sheets.Yams, sheets.Options{Rules: sheets.SacksonOptions{Penalty: 150}}); err == nil {
		t.Error("Yam's: Sackson's options accepted")
	}
	if err := sheets.CheckOptions(sheets.Yams, sheets.Options{Rules: sheets.FiveOptions{}}); err != nil {
		t.Errorf("Yam's: 5000's options with nothing set (written {}): %v", err)
	}
}

// TestOptionsTypeErrorsAsBefore: a field of the wrong type is the error
// encoding/json gave the one struct of every kind: the same value, field
// and type, read alone (a row: the same text) or as a game's "options"
// (an export file, whose *FieldError says the value, field and type). The
// offset is counted from the options' first byte (no message shows it).
func TestOptionsTypeErrorsAsBefore(t *testing.T) {
	t.Parallel()
	type Options legacyOptions // encoding/json names the type in its errors
	bad := []string{
		`{"full":1}`, `{"columns":"down"}`, `{"columns":[1]}`, `{"plus_minus":"yes"}`,
		`{"order":true}`, `{"penalty":"200"}`, `{"sackson_rules":1.5}`, `{"digital":"true"}`,
		`{"penalty":"x","full":1}`, `{"full":1,"penalty":"x"}`, `{"digital":1,"bust_rule":2}`,
		`{"penalty":1e99}`, `5`, `"yams"`, `[1]`, ` true `,
	}
	for _, data := range bad {
		var o sheets.Options
		var old Options
		g, w := typeErrors(t, data, json.Unmarshal([]byte(data), &o), json.Unmarshal([]byte(data), &old))
		if g == nil {
			continue
		}
		if g.Value != w.Value || g.Field != w.Field || g.Type.Name() != w.Type.Name() || g.Struct != w.Struct ||
			(g.Field != "" && g.Error() != w.Error()) {
			t.Errorf("%s: %#v (%v), want %#v (%v)", data, g, g, w, w)
		}
		var game struct {
			Options sheets.Options `json:"options"`
		}
		var oldGame struct {
			Options Options `json:"options"`
		}
		in := `{"kind":"yams","options":` + data + `}`
		g, w = typeErrors(t, in, json.Unmarshal([]byte(in), &game), json.Unmarshal([]byte(in), &oldGame))
		if g != nil && (g.Value != w.Value || g.Field != w.Field || g.Type.Name() != w.Type.Name()) {
			t.Errorf("%s: %#v (%v), want %#v (%v)", in, g, g, w, w)
		}
	}
}

// typeErrors returns got and want as type errors; nil when got is not
// one (reported).
func typeErrors(t *testing.T, data string, got, want error) (g, w *json.UnmarshalTypeError) {
	t.Helper()
	if !errors.As(want, &w) {
		t.Fatalf("%s: %v, not a type error before", data, want)
	}
	if !errors.As(got, &g) {
		t.Errorf("%s: %v, want %v", data, got, want)
		return nil, nil
	}
	return g, w
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// plain writes v as export does: HTML characters not escaped.
func plain(t *testing.T, v any) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// TestOptionsOfNoneWhenNothingSet (issue 29): OptionsOf holds an engine's
// options, none when no field is set — as they read back from their JSON;
// a value with no field set is the same options (same JSON, same rule set).
func TestOptionsOfNoneWhenNothingSet(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		kind sheets.Kind
		r    sheets.RuleOptions
		none bool
	}{
		{sheets.Penta, nil, true},
		{sheets.Yams, sheets.BoxOptions{}, true},
		{sheets.Yams, sheets.BoxOptions{Columns: []string{}}, true},
		{sheets.FiveThousand, sheets.FiveOptions{}, true},
		{sheets.Sackson, sheets.SacksonOptions{}, true},
		{sheets.Yams, sheets.BoxOptions{PlusMinus: true}, false},
		{sheets.FiveThousand, sheets.FiveOptions{BustRule: "booklet"}, false},
		{sheets.Sackson, sheets.SacksonOptions{Penalty: 150}, false},
	} {
		o := sheets.OptionsOf(c.r)
		if (o.Rules == nil) != c.none || (!c.none && !reflect.DeepEqual(o.Rules, c.r)) || o.Digital {
			t.Errorf("OptionsOf(%#v) = %#v", c.r, o)
		}
		held := sheets.Options{Rules: c.r}
		a, _ := json.Marshal(o)
		b, _ := json.Marshal(held)
		var back sheets.Options
		if err := json.Unmarshal(b, &back); err != nil || string(a) != string(b) || (back.Rules == nil) != c.none {
			t.Errorf("%#v: JSON %s and %s, read back %#v (%v)", c.r, a, b, back, err)
		}
		if x, y := sheets.RuleSetOf(c.kind, o).Key, sheets.RuleSetOf(c.kind, held).Key; x != y {
			t.Errorf("%#v: rule set %q, held as it is %q", c.r, x, y)
		}
	}
}
