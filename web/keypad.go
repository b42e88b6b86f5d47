package web

import (
	"encoding/json"
	"fmt"
	"html/template"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/scoring/book"
	"github.com/scorepad/scorepad/table"
)

// The dice keypad of the phone (issue 37, real dice): every dice question
// of the dialogue (table.Asked.Dice: the five dice of Penta and Yam's, the
// dice thrown at 5000, Sackson's shared throw) gets six face buttons drawn
// as pips and the dice entered drawn in a row, each tappable to correct it,
// the number of dice the question takes said (Asked.Count, the dialogue's
// own check); the text field stays, for a keyboard and a page without
// JavaScript (web/assets/keypad.js draws the keypad, which is hidden
// until then). A question picking among the dice thrown (5000's set-aside:
// Asked.PickDice) shows them as dice to tick; Sackson's split shows the
// shared throw to tap into its two pairs and the fifth die, each legal
// split of the dialogue marked with its pairs. The assistant's advice
// (Asked.Hint, the coach's words, as scorepad hint says them) and a
// refusal's rule (table.Step.Rule, a link to its page) are said apart.

// keypadView is what the templates draw for the question asked.
type keypadView struct {
	// Count is how many dice the question takes (0: not a dice question
	// the keypad knows), Need says it.
	Count int
	Need  string
	Faces []keyFace
	// Rolled are the dice the question is about, drawn.
	Rolled []keyFace
	// Picks are the dice to tick (5000's set-aside), Splits the legal
	// splits of Sackson's shared throw.
	Picks  []keyPick
	Splits []keySplit
	// Live is Asked.Live as JSON, for the script to say as dice are ticked.
	Live string
}

// keyFace is one face: its number, its accessible name and its pips.
type keyFace struct {
	Face int
	Name string
	Pips template.HTML
}

// keyPick is one die to tick, by position.
type keyPick struct {
	keyFace
	Value, Label string
	Checked      bool
}

// keySplit is one split offered: its pairs (faces, "34") and fifth die,
// the option's value and label.
type keySplit struct {
	A, B, Fifth  string
	Value, Label string
	Default      bool
}

// faceNames are the accessible names of the faces, in context "die face".
var faceNames = [...]string{"One", "Two", "Three", "Four", "Five", "Six"}

// face returns face f (1 to 6) drawn and named in l.
func face(l lang.Lang, f int) keyFace {
	return keyFace{Face: f, Name: l.TC("die face", faceNames[f-1]), Pips: diePips(f)}
}

// pipAt are the pips of each face on a 3×3 grid (0 to 8, row by row).
var pipAt = [...][]int{{4}, {2, 6}, {2, 4, 6}, {0, 2, 6, 8}, {0, 2, 4, 6, 8}, {0, 2, 3, 5, 6, 8}}

// diePips draws face f as an inline SVG, its colours from the stylesheet
// (fill: currentColor for the pips); the name is said by the element
// around it, so the drawing is hidden from screen readers.
func diePips(f int) template.HTML {
	var b strings.Builder
	b.WriteString(`<svg class="die" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><rect x="4" y="4" width="92" height="92" rx="16"/>`)
	for _, p := range pipAt[f-1] {
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="9"/>`, 26+24*(p%3), 26+24*(p/3))
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

// Keypad is the keypad of the question the entry form asks, nil when the
// form has none (a question that is not about dice).
func (v phoneView) Keypad() *keypadView {
	if v.Entry == nil || v.Entry.Asked == nil {
		return nil
	}
	a, l := v.Entry.Asked, v.L
	k := &keypadView{}
	for f := 1; f <= 6; f++ {
		k.Faces = append(k.Faces, face(l, f))
	}
	for _, f := range a.Rolled {
		if f >= 1 && f <= 6 {
			k.Rolled = append(k.Rolled, face(l, int(f)))
		}
	}
	switch {
	case a.Kind == "input" && a.Dice && a.Count > 0:
		k.Count = a.Count
		k.Need = fmt.Sprintf(l.N(a.Count, "%d die to enter", "%d dice to enter"), a.Count)
	case a.Kind == "multi" && a.PickDice:
		for i, o := range a.Options {
			k.Picks = append(k.Picks, keyPick{keyFace: k.Rolled[i], Value: o.Value, Label: o.Label, Checked: o.Selected})
		}
		if a.Live != nil {
			b, _ := json.Marshal(a.Live)
			k.Live = string(b)
		}
	case a.Kind == "select" && len(a.Rolled) == 5:
		for _, o := range a.Options {
			c, err := scoring.ParseChoice(o.Value)
			if err != nil {
				continue // ? Hint, ← back
			}
			k.Splits = append(k.Splits, keySplit{
				A: scoring.FormatDice(c.Pairs[0][:]), B: scoring.FormatDice(c.Pairs[1][:]), Fifth: strconv.Itoa(int(c.Fifth)),
				Value: o.Value, Label: o.Label, Default: o.Value == a.Default})
		}
	}
	if k.Count == 0 && k.Picks == nil && k.Splits == nil && k.Rolled == nil {
		return nil
	}
	return k
}

// NotSplit are the options of a Sackson split question that are not
// splits (? Hint, ← back), drawn as buttons after the splits.
func (v phoneView) NotSplit() []table.Option {
	var out []table.Option
	for _, o := range v.Entry.Asked.Options {
		if _, err := scoring.ParseChoice(o.Value); err != nil {
			out = append(out, o)
		}
	}
	return out
}

// RuleLink is the link to the page of the rule behind the form's refusal,
// "" when the refusal has none the rule book holds.
func (v phoneView) RuleLink() template.HTML {
	if v.Entry == nil || v.Entry.Rule == "" {
		return ""
	}
	r, _, ok := book.Of(v.L).Rule(v.Entry.Rule)
	if !ok {
		return ""
	}
	return template.HTML(fmt.Sprintf(`<a class="rule" href="%s">%s</a>`, template.HTMLEscapeString(ruleHref(r.ID)),
		template.HTMLEscapeString(fmt.Sprintf(v.L.T("Rule %s: %s"), r.ID, r.Title))))
}

// Linked is a text of the dialogue (the sacrifice warning P4, a verdict
// said) with the rule IDs it cites linked to their pages.
func (v phoneView) Linked(s string) template.HTML { return ruleLinked(s) }
