// Package vision reads dice from a photo of the table (issue 38): it finds
// each die, reads its top face and says how sure it is of each, in pure Go
// (the standard decoders and golang.org/x/image, no cgo).
//
// It knows dice, not games: the caller says how many dice it wants (five,
// six, the dice left to throw) and the rules of the game are applied to
// what a person confirmed, never to the photo itself. It is a top-level
// folder because it is a layer of its own beside scoring/: an input
// device, like the keyboard, that the commands and the web pages use alike.
//
// Never a silent wrong read: each die comes with its box on the photo and
// a confidence, and a die that cannot be read surely — cut by the frame,
// pips that do not make a die's face, two dice touching so the pips cannot
// be split, a face too small or too blurred — is said, with which die and
// why, as is a count of dice other than the one wanted.
package vision

import (
	"errors"

	"github.com/scorepad/scorepad/internal/lang"
)

// Die is one die found on the photo.
type Die struct {
	// Value is the top face read, 1 to 6 (the best guess when not Sure).
	Value int
	// X, Y, W, H is the die's box in the upright photo's pixels (EXIF
	// orientation applied).
	X, Y, W, H int
	// Confidence is how much the evidence agrees, 0 to 1: round pips of
	// one size, laid out as the face's pattern, inside the die.
	Confidence float64
	// Sure is true when Confidence reaches SureAt and no problem names
	// this die.
	Sure bool
}

// Reading is what was read from one photo.
type Reading struct {
	// Width and Height are the upright photo's size in pixels.
	Width, Height int
	// Dice are in reading order: rows from top to bottom, each left to
	// right.
	Dice []Die
	// Sure is true when every die is sure and the count is the one
	// wanted (any count when none was).
	Sure bool
	// Problems say what kept the reading from being sure.
	Problems []Problem
}

// Values returns the dice's values in reading order.
func (r Reading) Values() []int {
	v := make([]int, len(r.Dice))
	for i, d := range r.Dice {
		v[i] = d.Value
	}
	return v
}

// Code is what a Problem is about.
type Code uint8

const (
	// NoDice: nothing on the photo looks like a die.
	NoDice Code = iota + 1
	// CountWrong: Args are the dice wanted and the dice found.
	CountWrong
	// CutByFrame: the die touches the photo's edge; its face may be cut.
	CutByFrame
	// Touching: a blob holds the pips of more than one die and they
	// cannot be split surely.
	Touching
	// Unclear: the pips found do not make a die's face (Args: how many
	// were seen).
	Unclear
	// TooSmall: the die is too small on the photo to read its pips.
	TooSmall
	// Blurred: the die's pips have no sharp edge.
	Blurred
)

// Problem is one reason the reading is not sure.
type Problem struct {
	Code Code
	// Die is the index in Reading.Dice of the die concerned, -1 for the
	// whole photo.
	Die  int
	Args []int
}

// Msg returns the problem in words, for either language (the die named
// by its place in reading order, counted from 1).
func (p Problem) Msg() lang.Msg {
	n := p.Die + 1
	switch p.Code {
	case NoDice:
		return lang.MPlain("no die found on the photo")
	case CountWrong:
		return lang.MSprintf("%d dice found, %d wanted: add or remove the dice missing or extra", p.Args[1], p.Args[0])
	case CutByFrame:
		return lang.MPlain("die %d is cut by the photo's edge", n)
	case Touching:
		return lang.MPlain("die %d: dice touching, their pips cannot be split surely", n)
	case Unclear:
		return lang.MSprintf("die %d: %d pips seen that do not make a die's face", n, p.Args[0])
	case TooSmall:
		return lang.MPlain("die %d is too small on the photo to read its pips", n)
	case Blurred:
		return lang.MPlain("die %d is blurred", n)
	}
	return lang.MPlain("die %d could not be read", n)
}

// String is the problem in English.
func (p Problem) String() string { return lang.EN.Say(p.Msg()) }

// The errors of a file that cannot be read as a photo. Each one is an
// *Error, errors.Is-able to its kind.
var (
	ErrNotImage  = errors.New("not a photo: not a JPEG, PNG, GIF or WebP image")
	ErrTruncated = errors.New("the photo is cut short (a truncated file)")
	ErrTooLarge  = errors.New("the photo is too large")
	ErrEmpty     = errors.New("the file is empty")
)

// Error is a photo that cannot be read, and why.
type Error struct {
	Kind error
	msg  lang.Msg
}

func (e *Error) Error() string               { return lang.EN.Say(e.msg) }
func (e *Error) Unwrap() error               { return e.Kind }
func (e *Error) Msg() lang.Msg               { return e.msg }
func newError(kind error, m lang.Msg) *Error { return &Error{Kind: kind, msg: m} }
