package sheets

import (
	"encoding/json"
	"unicode/utf8"

	"github.com/scorepad/scorepad/internal/jsonobj"
)

// A move is a small flat JSON object: {"seq":1,"player":"Ana","at":"…",
// "dice":"12345","box":"aces"}. Reading a lifetime of them through
// encoding/json's reflection is most of an import's time, so the common
// shape is read by flatObject, which gives up (and encoding/json reads the
// object instead, with the same result and the same errors) on anything
// else: escapes, null, fractions, nested objects, a key it does not know.

// flatValue is one value of a flat object: a string (kind 's'), an integer
// ('n'), a boolean ('b') or a list of strings ('a'). Its strings are parts
// of one copy of the object's text (one allocation an object, not one a
// value); raw is a string's bytes in the data read, not copied.
type flatValue struct {
	kind byte
	s    string
	raw  []byte
	n    int64
	b    bool
	list []string
}

// flatSetter is a play that flatObject can fill: set takes one field and
// reports whether it knows it, with a value of the right type.
type flatSetter interface {
	set(key string, v flatValue) bool
}

// flatObject reads data, a JSON object of flat values, calling set for
// each field; false when data is not of that simple shape or set refused
// a field (the caller reads it with encoding/json instead).
func flatObject(data []byte, set func(key string, v flatValue) bool) bool {
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '{' {
		return false
	}
	text := string(data) // the strings read are parts of it
	i = skipSpace(data, i+1)
	if i < len(data) && data[i] == '}' {
		return skipSpace(data, i+1) == len(data)
	}
	for {
		key, j, ok := flatString(data, text, i)
		if !ok {
			return false
		}
		j = skipSpace(data, j)
		if j >= len(data) || data[j] != ':' {
			return false
		}
		j = skipSpace(data, j+1)
		var v flatValue
		if v, j, ok = flatVal(data, text, j); !ok || !set(key, v) {
			return false
		}
		j = skipSpace(data, j)
		if j >= len(data) {
			return false
		}
		if data[j] == '}' {
			return skipSpace(data, j+1) == len(data)
		}
		if data[j] != ',' {
			return false
		}
		i = skipSpace(data, j+1)
	}
}

func skipSpace(d []byte, i int) int {
	for i < len(d) && (d[i] == ' ' || d[i] == '\n' || d[i] == '\t' || d[i] == '\r') {
		i++
	}
	return i
}

// flatString reads a string without escapes or control characters, of
// valid UTF-8, starting at d[i] == '"'; text is d as a string, of which
// the string returned is a part (not a copy).
func flatString(d []byte, text string, i int) (string, int, bool) {
	b, j, ok := flatBytes(d, i)
	if !ok {
		return "", i, false
	}
	return text[i+1 : i+1+len(b)], j, true
}

// flatBytes is flatString's bytes, not copied.
func flatBytes(d []byte, i int) ([]byte, int, bool) {
	if i >= len(d) || d[i] != '"' {
		return nil, i, false
	}
	var high byte // the bytes ORed: ASCII unless its top bit is set
	for j := i + 1; j < len(d); j++ {
		switch c := d[j]; {
		case c == '"':
			s := d[i+1 : j]
			if high >= utf8.RuneSelf && !utf8.Valid(s) {
				return nil, i, false
			}
			return s, j + 1, true
		case c == '\\' || c < 0x20:
			return nil, i, false
		default:
			high |= c
		}
	}
	return nil, i, false
}

// flatVal reads the value at d[i]; text is d as a string (flatString).
func flatVal(d []byte, text string, i int) (flatValue, int, bool) {
	if i >= len(d) {
		return flatValue{}, i, false
	}
	switch c := d[i]; {
	case c == '"':
		s, j, ok := flatString(d, text, i)
		return flatValue{kind: 's', s: s, raw: d[i+1 : i+1+len(s)]}, j, ok
	case c == 't' && len(d) >= i+4 && string(d[i:i+4]) == "true":
		return flatValue{kind: 'b', b: true}, i + 4, true
	case c == 'f' && len(d) >= i+5 && string(d[i:i+5]) == "false":
		return flatValue{kind: 'b'}, i + 5, true
	case c == '-' || c >= '0' && c <= '9':
		j, neg := i, c == '-'
		if neg {
			j++
		}
		start := j
		var n int64
		for j < len(d) && d[j] >= '0' && d[j] <= '9' {
			n = n*10 + int64(d[j]-'0')
			j++
		}
		digits := j - start
		if digits == 0 || digits > 15 || (digits > 1 && d[start] == '0') {
			return flatValue{}, i, false
		}
		if j < len(d) && (d[j] == '.' || d[j] == 'e' || d[j] == 'E') {
			return flatValue{}, i, false
		}
		if neg {
			n = -n
		}
		return flatValue{kind: 'n', n: n}, j, true
	case c == '[':
		v := flatValue{kind: 'a', list: []string{}}
		j := skipSpace(d, i+1)
		if j < len(d) && d[j] == ']' {
			return v, j + 1, true
		}
		v.list = make([]string, 0, listLen(d[j:]))
		for {
			s, k, ok := flatString(d, text, j)
			if !ok {
				return flatValue{}, i, false
			}
			v.list = append(v.list, s)
			k = skipSpace(d, k)
			if k >= len(d) {
				return flatValue{}, i, false
			}
			if d[k] == ']' {
				return v, k + 1, true
			}
			if d[k] != ',' {
				return flatValue{}, i, false
			}
			j = skipSpace(d, k+1)
		}
	}
	return flatValue{}, i, false
}

// listLen guesses the length of the list of strings d begins (after its
// '['), to size it once: one more than its commas before a ']' (a string
// holding a ',' or a ']' only makes it a guess).
func listLen(d []byte) int {
	n := 1
	for _, c := range d {
		switch c {
		case ',':
			n++
		case ']':
			return n
		}
	}
	return n
}

// decodeFlat reads data into a play of type P, by flatObject when it can
// and by encoding/json otherwise.
func decodeFlat[P Play](data []byte) (Play, error) {
	var p P
	if fs, ok := any(&p).(flatSetter); ok && flatObject(data, fs.set) {
		return p, nil
	}
	var q P
	if err := json.Unmarshal(data, &q); err != nil {
		return nil, err
	}
	return q, nil
}

// flatPlay is a play being filled by flatObject: a pointer to the kind's
// play (the model's newFlat). play returns the play filled and empties it
// for the next move (one flatPlay serves every move of a game).
type flatPlay interface {
	flatSetter
	play() Play
}

// flatPlayOf is an empty play of kind k for flatMove to fill; nil when k
// is not known.
func flatPlayOf(k Kind) flatPlay {
	info, known := lookup(k)
	if !known {
		return nil
	}
	return info.model.newFlat()
}

// flatMove reads an archived move — its place, player and time and its
// play's fields into fp, an empty play of the game's kind (flatPlayOf) — in
// one pass; ok is false when encoding/json must read it. fp is left empty.
func flatMove(fp flatPlay, data []byte) (am ArchiveMove, ok bool) {
	ok = flatObject(data, func(key string, v flatValue) bool {
		switch key {
		case "seq":
			am.Seq = int(v.n)
			return v.kind == 'n'
		case "player":
			am.Player = v.s
			return v.kind == 's'
		case "at":
			return v.kind == 's' && am.At.UnmarshalText(v.raw) == nil
		}
		return fp.set(key, v)
	})
	if !ok {
		fp.play() // emptied
		return ArchiveMove{}, false
	}
	am.Play = fp.play()
	return am, true
}

// Writing a play: each engine's play (in its engine's file) appends its
// JSON object as encoding/json writes it (jsonobj.Plain: the fields in
// order, omitempty, <, > and & left as they are), without reflection; a
// string that is not plain printable ASCII is written by encoding/json
// itself.

// appendJSONString appends s as a JSON string.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= 0x7f {
			q, _ := jsonobj.Plain(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// appendField appends ,"key": (without the comma for the first field).
func appendField(b []byte, first *bool, key string) []byte {
	if !*first {
		b = append(b, ',')
	}
	*first = false
	b = append(b, '"')
	b = append(b, key...)
	return append(b, '"', ':')
}

func appendStrings(b []byte, list []string) []byte {
	b = append(b, '[')
	for i, s := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, s)
	}
	return append(b, ']')
}
