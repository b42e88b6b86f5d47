package pages

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/scorepad/scorepad/sheets"
)

// The export document (scorepad export, backup): the archive as JSON, each
// game on a line of its own.

// StreamExport writes the export document as WriteExport writes a whole
// sheets.Archive, byte for byte — its head indented, each game on a line
// of its own — with the games given one at a time by games.
func StreamExport(w io.Writer, exported time.Time, games func(each func(sheets.ArchiveGame) error) error) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	var line bytes.Buffer
	enc := json.NewEncoder(&line)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(exported); err != nil {
		return err
	}
	fmt.Fprintf(bw, "{\n  \"format\": %q,\n  \"version\": %d,\n  \"exported\": %s,\n  \"games\": ", sheets.ArchiveFormat, sheets.ArchiveVersion, bytes.TrimSuffix(line.Bytes(), []byte("\n")))
	n := 0
	var buf []byte
	err := games(func(ag sheets.ArchiveGame) error {
		var err error
		if buf, err = ag.AppendJSON(buf[:0]); err != nil {
			return err
		}
		if n == 0 {
			bw.WriteString("[\n    ")
		} else {
			bw.WriteString(",\n    ")
		}
		n++
		_, err = bw.Write(JSONText(buf))
		return err
	})
	if err != nil {
		return err
	}
	if n == 0 {
		bw.WriteString("[]\n}\n")
	} else {
		bw.WriteString("\n  ]\n}\n")
	}
	return bw.Flush()
}

// WriteExport writes an export document with each element of its games or
// plays list on a line of its own (compact inside), other fields indented.
func WriteExport(w io.Writer, doc any) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return err
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b.Bytes(), &top); err != nil {
		return err
	}
	// Keep the document's own field order.
	var keys []string
	dec := json.NewDecoder(bytes.NewReader(b.Bytes()))
	dec.Token()
	for dec.More() {
		k, _ := dec.Token()
		keys = append(keys, k.(string))
		var skip json.RawMessage
		dec.Decode(&skip)
	}
	var out bytes.Buffer
	out.WriteString("{\n")
	for i, k := range keys {
		kb, _ := json.Marshal(k)
		out.WriteString("  " + string(kb) + ": ")
		var list []json.RawMessage
		if err := json.Unmarshal(top[k], &list); err == nil && len(list) > 0 && top[k][0] == '[' && list[0][0] == '{' {
			out.WriteString("[\n")
			for j, el := range list {
				out.WriteString("    ")
				out.Write(el)
				if j < len(list)-1 {
					out.WriteByte(',')
				}
				out.WriteByte('\n')
			}
			out.WriteString("  ]")
		} else {
			out.Write(top[k])
		}
		if i < len(keys)-1 {
			out.WriteByte(',')
		}
		out.WriteByte('\n')
	}
	out.WriteString("}\n")
	_, err := w.Write(JSONText(out.Bytes()))
	return err
}
