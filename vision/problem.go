package vision

import (
	"github.com/scorepad/scorepad/internal/lang"
)

// Code is the kind of a Problem.
type Code uint8

const (
	// NoDice: no die was found in the photo.
	NoDice Code = iota + 1
	// CountWrong: not the number of dice wanted; Args are want and got.
	CountWrong
	// Blurred: the die's pips are too blurred to count.
	Blurred
	// CutByFrame: the die is cut by the edge of the photo.
	CutByFrame
	// Touching: the die touches another and their pips cannot be split.
	Touching
	// Unclear: the pips do not make the layout of a face.
	Unclear
	// TooSmall: the die is too small in the photo to be read.
	TooSmall
	// LowContrast: the pips are hardly darker than the face.
	LowContrast
	// SetAside: more dice were seen than wanted, and the least likely
	// were set aside as no dice (specks, a cloth's pattern); Args is how
	// many. The reading is then not sure: a die may be missing.
	SetAside
)

// Problem is one reason a reading is not sure.
type Problem struct {
	Code Code
	// Die is the index in Reading.Dice of the die concerned, -1 for the
	// whole photo.
	Die int
	// Args are the numbers of the problem (CountWrong: want, got).
	Args []any
}

// Msg returns the problem in words, for either language.
func (p Problem) Msg() lang.Msg {
	var m lang.Msg
	switch p.Code {
	case NoDice:
		return lang.M("no dice found in the photo")
	case SetAside:
		n := 0
		if len(p.Args) == 1 {
			n, _ = p.Args[0].(int)
		}
		return lang.MSprintf("%d spot set aside as no die (more were seen than wanted): check that no die is missing", n)
	case CountWrong:
		want, got := 0, 0
		if len(p.Args) == 2 {
			want, _ = p.Args[0].(int)
			got, _ = p.Args[1].(int)
		}
		return lang.MSprintf("%d die wanted, %d found", want, got)
	case Blurred:
		m = lang.M("too blurred to count the pips")
	case CutByFrame:
		m = lang.M("cut by the edge of the photo")
	case Touching:
		m = lang.M("touching another die: its pips cannot be told apart")
	case Unclear:
		m = lang.M("its pips do not make a face")
	case TooSmall:
		m = lang.M("too small in the photo")
	case LowContrast:
		m = lang.M("its pips hardly stand out")
	default:
		m = lang.M("unreadable")
	}
	if p.Die < 0 {
		return m
	}
	return lang.M("die %d: %s", p.Die+1, m)
}

// String returns the problem in English.
func (p Problem) String() string { return p.Msg().String() }
