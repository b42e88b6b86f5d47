package sheets

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// The JSON of Options is what every database (games.options) and every
// export file holds: one flat object, the fields of the game's engine's
// options in their type's order, then "digital", each written only when
// set —
//
//	{"full":"25","four_kind":"sum5","columns":["down","up","free"]}
//	{"bust_rule":"booklet","order":"roll","digital":true}
//	{"penalty":150,"sackson_rules":2}
//
// It carries no kind, and is read where the kind may not be known yet, so
// each engine's options type declares its JSON keys (its tags) and the
// object is read into the type of the engine whose keys it holds. Keys of
// two engines (a file written by hand) are kept apart (mixedRules): the
// game's engine reads its own, CheckOptions refuses the others, and the
// object is written back as it was read.

// optionsReader is an engine's options being read: a pointer to its
// options type (the model's newOptions), filled by encoding/json (its
// tags) or field by field by flatObject (set).
type optionsReader interface {
	flatSetter
	// rules returns the options read.
	rules() RuleOptions
}

// optionsType is one engine's options type: its JSON keys, in order, and
// a new reader of it.
type optionsType struct {
	engine Engine
	keys   []string
	new    func() optionsReader
}

// optionTypes are the engines' options types, in the registry's order of
// the engines (the order of their keys in the JSON); optionKeys says
// which of them a JSON key belongs to.
var optionTypes, optionKeys = func() ([]optionsType, map[string]int) {
	var types []optionsType
	owner := map[string]int{}
	for _, info := range engineEntries() {
		t := optionsType{engine: info.Engine, keys: jsonKeys(info.model.newOptions()), new: info.model.newOptions}
		for _, k := range t.keys {
			if _, dup := owner[k]; dup || k == "digital" {
				panic(fmt.Sprintf("sheets: option %q of engine %s is another's", k, info.Engine))
			}
			owner[k] = len(types)
		}
		types = append(types, t)
	}
	return types, owner
}()

// jsonKeys lists the JSON keys of the fields of the struct r points to.
func jsonKeys(r optionsReader) []string {
	t := reflect.TypeOf(r).Elem()
	keys := make([]string, 0, t.NumField())
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		keys = append(keys, name)
	}
	return keys
}

// mixedRules are options holding the fields of more than one engine, in
// the engines' order: only a hand-written file has them. Each engine reads
// its own part (rulesOf); CheckOptions refuses them (foreignOptions).
type mixedRules []RuleOptions

func (m mixedRules) appendJSON(b []byte, first *bool) []byte {
	for _, r := range m {
		b = r.appendJSON(b, first)
	}
	return b
}

func (m mixedRules) isZero() bool { return len(m) == 0 }

func (m mixedRules) clone() RuleOptions {
	c := make(mixedRules, len(m))
	for i, r := range m {
		c[i] = r.clone()
	}
	return c
}

func (m mixedRules) board(key string) string {
	for _, r := range m {
		if s := r.board(key); s != "" {
			return s
		}
	}
	return ""
}

// MarshalJSON writes o as one flat object (see above).
func (o Options) MarshalJSON() ([]byte, error) {
	return o.appendJSON(make([]byte, 0, 64)), nil
}

// appendJSON appends o's JSON object as encoding/json writes it with HTML
// escaping off (jsonobj.Plain).
func (o Options) appendJSON(b []byte) []byte {
	first := true
	b = append(b, '{')
	if o.Rules != nil {
		b = o.Rules.appendJSON(b, &first)
	}
	if o.Digital {
		b = append(appendField(b, &first, "digital"), "true"...)
	}
	return append(b, '}')
}

// UnmarshalJSON reads the options of any engine: the fields present say
// whose. A field of the wrong type is an *json.UnmarshalTypeError naming
// it, as encoding/json reads a struct; unknown fields are ignored; null
// changes nothing. On an error o is left as it was.
func (o *Options) UnmarshalJSON(data []byte) error {
	switch string(data) {
	case "{}":
		*o = Options{}
		return nil
	case "null":
		return nil
	}
	if r, ok := flatOptions(data); ok {
		*o = r
		return nil
	}
	r, err := jsonOptions(data)
	if err != nil {
		return err
	}
	*o = r
	return nil
}

// flatOptions reads the common shape, every field of one engine's and
// plain (flatObject); ok is false when encoding/json must read data.
func flatOptions(data []byte) (o Options, ok bool) {
	var r optionsReader
	engine := -1
	ok = flatObject(data, func(key string, v flatValue) bool {
		if key == "digital" {
			o.Digital = v.b
			return v.kind == 'b'
		}
		i, known := optionKeys[key]
		if !known || (r != nil && i != engine) {
			return false // encoding/json reads an unknown key, or two engines'
		}
		if r == nil {
			r, engine = optionTypes[i].new(), i
		}
		return r.set(key, v)
	})
	if !ok {
		return Options{}, false
	}
	if r != nil {
		if rules := r.rules(); !rules.isZero() {
			o.Rules = rules
		}
	}
	return o, true
}

// jsonOptions reads data with encoding/json into each engine's options
// type in turn (each takes its own keys, as the one struct of every kind
// did): the engines whose fields are set are the options' rules. Of the
// fields of the wrong type, the error names the first in the object, as
// a field of Options.
func jsonOptions(data []byte) (Options, error) {
	if i := skipSpace(data, 0); i < len(data) && data[i] != '{' {
		return Options{}, notAnObject(data, i)
	}
	var first *json.UnmarshalTypeError
	keep := func(err error) error {
		te, ok := err.(*json.UnmarshalTypeError)
		switch {
		case err == nil:
		case !ok:
			return err
		case first == nil || te.Offset < first.Offset:
			first = te
		}
		return nil
	}
	var d struct {
		Digital bool `json:"digital"`
	}
	if err := keep(json.Unmarshal(data, &d)); err != nil {
		return Options{}, err
	}
	o := Options{Digital: d.Digital}
	var mixed mixedRules
	for _, t := range optionTypes {
		r := t.new()
		if err := keep(json.Unmarshal(data, r)); err != nil {
			return Options{}, err
		}
		if rules := r.rules(); !rules.isZero() {
			mixed = append(mixed, rules)
		}
	}
	if first != nil {
		first.Struct = "Options"
		return Options{}, first
	}
	switch len(mixed) {
	case 0:
	case 1:
		o.Rules = mixed[0]
	default:
		o.Rules = mixed
	}
	return o, nil
}

// notAnObject is encoding/json's error for the value at data[i], not an
// object, read into Options.
func notAnObject(data []byte, i int) error {
	end := len(bytes.TrimRight(data, " \t\r\n")) // a literal's end
	if data[i] == '[' {
		end = i + 1
	}
	return &json.UnmarshalTypeError{Value: jsonKind(data[i]), Type: reflect.TypeFor[Options](), Offset: int64(end)}
}

// jsonKind names the JSON value starting with c as encoding/json's errors
// do.
func jsonKind(c byte) string {
	switch c {
	case '"':
		return "string"
	case '[':
		return "array"
	case 't', 'f':
		return "bool"
	}
	return "number"
}
