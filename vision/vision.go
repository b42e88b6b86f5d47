package vision

import (
	"image"
	"io"
)

// Die is one die found in a photo.
type Die struct {
	// Value is the face read on top, 1 to 6; 0 when it could not be read.
	Value int
	// X, Y, W, H is the die's box in the pixels of the upright photo (EXIF
	// orientation applied): top-left corner, width and height.
	X, Y, W, H int
	// Confidence is how sure the reader is of Value, 0 to 1.
	Confidence float64
	// Sure is true when Confidence is above the threshold at which a read
	// is taken without question (wrong reads called sure ≤ 1 %).
	Sure bool
}

// Reading is what was read from one photo.
type Reading struct {
	// Width and Height are the upright photo's size in pixels.
	Width, Height int
	// Dice are the dice found, in reading order: rows top to bottom, left
	// to right in a row.
	Dice []Die
	// Sure is true when every die is sure and their number is the one
	// wanted (any number when none was given), none set aside to make it
	// so (SetAside).
	Sure bool
	// Problems say what is not sure and why, and which die.
	Problems []Problem
}

// Values returns the faces read, in reading order (0 for a die not read).
func (r Reading) Values() []int {
	out := make([]int, len(r.Dice))
	for i, d := range r.Dice {
		out[i] = d.Value
	}
	return out
}

// Read decodes the photo from r and reads its dice. want is the number of
// dice the game needs (0: any number); a different count is a Problem
// (CountWrong), not an error. The error is one of ErrEmpty, ErrNotImage,
// ErrTruncated, ErrTooLarge (errors.Is), with the details in its words.
func Read(r io.Reader, want int) (Reading, error) {
	img, err := Decode(r)
	if err != nil {
		return Reading{}, err
	}
	return ReadImage(img, want), nil
}

// ReadImage reads the dice of an upright, decoded photo. want is as for
// Read.
func ReadImage(img image.Image, want int) Reading {
	return read(img, want)
}
