package pages

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// WriteSheet prints st in format; names are made Printable for every
// format but JSON, which escapes them itself (WriteJSON).
func WriteSheet(w io.Writer, st *sheets.State, format string, l lang.Lang, tty bool) error {
	if format == "json" {
		return WriteJSON(w, st.Doc())
	}
	st = ForDisplay(st)
	switch format {
	case "md":
		return renderMarkdown(w, st, l)
	case "html":
		return renderHTML(w, st, l)
	case "pdf":
		return renderPDF(w, st, l)
	}
	return RenderText(w, st, l, tty)
}

// Status returns the line under a sheet's title.
func Status(st *sheets.State, l lang.Lang) string { return StatusLine(st, l, true) }

// StatusLine is Status, with or without the list of players (a PDF sheet
// whose legend lists them leaves them out).
func StatusLine(st *sheets.State, l lang.Lang, names bool) string {
	g := st.Game
	line := fmt.Sprintf(l.T("Started %s"), g.Started.Local().Format("2006-01-02 15:04"))
	if names {
		line += " · " + strings.Join(PrintableAll(g.Players), ", ")
	}
	switch {
	case st.Finished && len(g.Players) == 1: // no win alone
		line += l.T(" · finished (solo)")
	case st.Finished:
		var w []string
		for _, s := range st.Winners() {
			w = append(w, Printable(g.Players[s]))
		}
		if len(w) > 1 {
			line += fmt.Sprintf(l.T(" · finished — shared win: %s"), strings.Join(w, ", "))
		} else {
			line += fmt.Sprintf(l.T(" · finished — winner: %s"), strings.Join(w, ", "))
		}
	case st.Turn >= 0:
		line += fmt.Sprintf(l.T(" · in progress — %s to play"), Printable(g.Players[st.Turn]))
	default:
		line += fmt.Sprintf(l.T(" · in progress — round %d"), st.Round)
	}
	return l.Typeset(line)
}

// WriteJSON writes v as indented JSON, with the Unprintable characters
// encoding/json leaves raw escaped (JSONText).
func WriteJSON(w io.Writer, v any) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(JSONText(b.Bytes()))
	return err
}
