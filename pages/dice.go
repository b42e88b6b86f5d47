package pages

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/vision"
)

// The dice read from a photo (issue 38), as scorepad dice prints them and
// as the phone's keypad shows them: the values in reading order, each die
// with its place on the photo and how sure the reader is, and the reader's
// problems in words.

// DicePhotoJSON is one photo's answer of scorepad dice --json (one object
// a line, docs/json.md).
type DicePhotoJSON struct {
	File     string         `json:"file"`
	Dice     []int          `json:"dice"`
	Sure     bool           `json:"sure"`
	Found    []DieFoundJSON `json:"found"`
	Problems []string       `json:"problems"`
	Size     PhotoSizeJSON  `json:"size"`
}

// DieFoundJSON is one die on the photo: its value, its box in the upright
// photo's pixels and the reader's confidence (0 to 1).
type DieFoundJSON struct {
	Value      int     `json:"value"`
	X          int     `json:"x"`
	Y          int     `json:"y"`
	W          int     `json:"w"`
	H          int     `json:"h"`
	Confidence float64 `json:"confidence"`
	Sure       bool    `json:"sure"`
}

// PhotoSizeJSON is the upright photo's size in pixels.
type PhotoSizeJSON struct {
	W int `json:"w"`
	H int `json:"h"`
}

// DicePhoto is r as JSON, for the photo named file.
func DicePhoto(file string, r vision.Reading, l lang.Lang) DicePhotoJSON {
	j := DicePhotoJSON{File: file, Dice: []int{}, Sure: r.Sure, Found: []DieFoundJSON{}, Problems: []string{},
		Size: PhotoSizeJSON{W: r.Width, H: r.Height}}
	for _, d := range r.Dice {
		j.Dice = append(j.Dice, d.Value)
		j.Found = append(j.Found, DieFoundJSON{Value: d.Value, X: d.X, Y: d.Y, W: d.W, H: d.H,
			Confidence: math.Round(d.Confidence*1000) / 1000, Sure: d.Sure})
	}
	j.Problems = l.SayAll(ProblemMsgs(r))
	return j
}

// ProblemMsgs are r's problems as sentences.
func ProblemMsgs(r vision.Reading) []lang.Msg {
	ms := make([]lang.Msg, 0, len(r.Problems))
	for _, p := range r.Problems {
		ms = append(ms, p.Msg())
	}
	return ms
}

// DiceTyped is r's dice as a player types them ("33456"), a die read
// unsurely as "?".
func DiceTyped(r vision.Reading) string {
	var b strings.Builder
	for _, d := range r.Dice {
		if d.Sure && d.Value >= 1 && d.Value <= 6 {
			b.WriteString(strconv.Itoa(d.Value))
		} else {
			b.WriteByte('?')
		}
	}
	return b.String()
}

// DiceRead writes what was read from the photo named file: one line with
// the dice (a die read unsurely marked "?", with its best guess), then
// each problem on a line of its own.
func DiceRead(w io.Writer, l lang.Lang, file string, r vision.Reading) error {
	var faces []string
	for _, d := range r.Dice {
		if d.Sure {
			faces = append(faces, strconv.Itoa(d.Value))
		} else {
			faces = append(faces, fmt.Sprintf("%d?", d.Value))
		}
	}
	var line string
	switch {
	case len(r.Dice) == 0:
		line = fmt.Sprintf(l.T("%s: no die read"), file)
	case r.Sure:
		line = fmt.Sprintf(l.T("%s: %s — read surely"), file, strings.Join(faces, " "))
	default:
		line = fmt.Sprintf(l.T("%s: %s — not sure: check the dice"), file, strings.Join(faces, " "))
	}
	if _, err := fmt.Fprintln(w, l.Typeset(line)); err != nil {
		return err
	}
	for _, m := range ProblemMsgs(r) {
		if _, err := fmt.Fprintln(w, "  "+l.Say(lang.Whole(m))); err != nil {
			return err
		}
	}
	return nil
}

// WriteJSONLine writes v as JSON on one line (JSON Lines: one object a
// photo), the Unprintable characters escaped (JSONText).
func WriteJSONLine(w io.Writer, v any) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(JSONText(b.Bytes()))
	return err
}
