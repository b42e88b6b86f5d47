package jsonobj

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestPlainLeavesHTMLCharacters(t *testing.T) {
	got, err := Plain(map[string]string{"a": "<b> & c", "d": "\u2028"})
	if err != nil {
		t.Fatal(err)
	}
	// encoding/json escapes U+2028 even with HTML escaping off; no newline
	if want := `{"a":"<b> & c","d":"\u2028"}`; string(got) != want {
		t.Errorf("Plain = %s, want %s", got, want)
	}
	std, _ := json.Marshal("<b>")
	if string(std) == `"<b>"` {
		t.Fatal("json.Marshal no longer escapes HTML: the test says nothing")
	}
}

func TestPlainError(t *testing.T) {
	if _, err := Plain(make(chan int)); err == nil {
		t.Error("Plain(chan) gave no error")
	}
}

type figures struct {
	A int    `json:"a"`
	B string `json:"b,omitempty"`
}

func TestSplice(t *testing.T) {
	for _, c := range []struct {
		name, obj, before string
		v                 any
		want              string
	}{
		{"at the end", `{"name":"Ana","total":3}`, "", figures{A: 1, B: "<x>"}, `{"name":"Ana","total":3,"a":1,"b":"<x>"}`},
		{"at the end of an empty object", `{}`, "", figures{A: 1}, `{"a":1}`},
		{"before a marker with its comma", `{"w":"d","streak":2,"t":[]}`, `,"streak":`, figures{A: 1}, `{"w":"d","a":1,"streak":2,"t":[]}`},
		{"before a marker without comma", `{"w":"d","streak":2}`, `"streak":`, figures{A: 1}, `{"w":"d","a":1,"streak":2}`},
		{"before the first member", `{"streak":2}`, `"streak":`, figures{A: 1}, `{"a":1,"streak":2}`},
		{"the first occurrence", `{"x":{"streak":1},"streak":2}`, `,"streak":`, figures{A: 1}, `{"x":{"streak":1},"a":1,"streak":2}`},
		{"a string holding the key is no marker", `{"s":"\"streak\":","streak":2}`, `"streak":`, figures{A: 1}, `{"s":"\"streak\":","a":1,"streak":2}`},
		{"no members", `{"name":"Ana"}`, "", struct{}{}, `{"name":"Ana"}`},
		{"no members set", `{"name":"Ana"}`, `"name":`, struct {
			X int `json:"x,omitempty"`
		}{}, `{"name":"Ana"}`},
		{"a map", `{"n":1}`, "", map[string]int{"m": 2}, `{"n":1,"m":2}`},
	} {
		got, err := Splice([]byte(c.obj), c.before, c.v)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if string(got) != c.want {
			t.Errorf("%s: Splice(%s, %q) = %s, want %s", c.name, c.obj, c.before, got, c.want)
		}
		if !json.Valid(got) {
			t.Errorf("%s: %s is not valid JSON", c.name, got)
		}
	}
}

func TestSpliceErrors(t *testing.T) {
	var nilFigures *figures
	for _, c := range []struct {
		name, obj, before string
		v                 any
		want              string
	}{
		{"a marker missing", `{"w":"d"}`, `,"streak":`, figures{A: 1}, `no ",\"streak\":"`},
		{"a marker only in front of the object", `{"w":1}`, `{"w"`, figures{A: 1}, "no "},
		{"a marker missing, no members", `{"w":"d"}`, `"streak":`, struct{}{}, "no "},
		{"a list", `{"w":"d"}`, "", []int{1}, "is not an object"},
		{"nil", `{"w":"d"}`, "", nil, "is not an object"},
		{"a nil pointer", `{"w":"d"}`, "", nilFigures, "is not an object"},
		{"a number", `{"w":"d"}`, "", 3, "is not an object"},
		{"obj a list", `[1]`, "", figures{}, "is not a JSON object"},
		{"obj empty", ``, "", figures{}, "is not a JSON object"},
		{"obj a brace", `{`, "", figures{}, "is not a JSON object"},
		{"v cannot be written", `{}`, "", map[string]any{"c": make(chan int)}, "unsupported type"},
	} {
		got, err := Splice([]byte(c.obj), c.before, c.v)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Splice(%s, %q, %#v) = %s, %v; want an error with %q", c.name, c.obj, c.before, c.v, got, err, c.want)
		}
	}
}

func TestSpliceKeepsObj(t *testing.T) {
	const text = `{"name":"Ana","total":3}`
	obj := append(make([]byte, 0, len(text)+16), text...) // room to append in place
	for _, before := range []string{"", `,"total":`} {
		got, err := Splice(obj, before, figures{A: 1})
		if err != nil {
			t.Fatal(err)
		}
		if string(obj[:cap(obj)][:len(text)]) != text || string(obj[:cap(obj)][len(text):]) != string(make([]byte, 16)) {
			t.Errorf("Splice(%q) wrote into obj: %q", before, obj[:cap(obj)])
		}
		if !json.Valid(got) {
			t.Errorf("Splice(%q) = %s", before, got)
		}
	}
}
