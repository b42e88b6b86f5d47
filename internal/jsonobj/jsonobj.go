// Package jsonobj writes JSON objects as encoding/json does, with HTML
// characters left as they are, and splices the members of one object
// into another: how a type that writes its own fields then another
// type's (a player's sheet, a line of statistics) keeps one flat object.
package jsonobj

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Plain is json.Marshal without escaping <, > and &: the encoder that
// calls a MarshalJSON escapes them when it is asked to (export writes
// them plain). The JSON is on one line.
func Plain(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// Splice returns obj, a JSON object from { to } (as Plain writes it),
// with the members of v's JSON object (Plain) inserted where the first
// occurrence of before begins, or before obj's closing brace when before
// is "". Commas are added where the members need them. Choose before so
// that it can only be the place meant: a key with its quotes and colon
// (a string holds " as \", so no value matches it). v's object without
// members leaves obj as it is.
//
// It is an error when obj or v's JSON is not an object, or obj does not
// hold before.
func Splice(obj []byte, before string, v any) ([]byte, error) {
	if !isObject(obj) {
		return nil, fmt.Errorf("jsonobj: %.20q is not a JSON object", obj)
	}
	at := len(obj) - 1 // the closing brace
	if before != "" {
		i := bytes.Index(obj[1:], []byte(before)) // inside the braces
		if i < 0 {
			return nil, fmt.Errorf("jsonobj: no %q in the object to insert before", before)
		}
		at = 1 + i
	}
	m, err := Plain(v)
	if err != nil {
		return nil, err
	}
	if m = bytes.TrimSpace(m); !isObject(m) {
		return nil, fmt.Errorf("jsonobj: the JSON of %T is not an object", v)
	}
	members := bytes.TrimSpace(m[1 : len(m)-1])
	if len(members) == 0 {
		return obj, nil
	}
	out := make([]byte, 0, len(obj)+len(members)+2)
	out = append(out, obj[:at]...)
	if prev := bytes.TrimRight(obj[:at], " \t\r\n"); prev[len(prev)-1] != '{' && prev[len(prev)-1] != ',' {
		out = append(out, ',')
	}
	out = append(out, members...)
	if next := bytes.TrimLeft(obj[at:], " \t\r\n"); next[0] != '}' && next[0] != ',' {
		out = append(out, ',')
	}
	return append(out, obj[at:]...), nil
}

// isObject reports whether b starts with { and ends with }.
func isObject(b []byte) bool {
	return len(b) >= 2 && b[0] == '{' && b[len(b)-1] == '}'
}
