package vision

import (
	"errors"

	"github.com/scorepad/scorepad/internal/lang"
)

// The errors of Read and Decode, for errors.Is. The error returned says
// more (the size of a photo refused, where it was cut), in both languages
// (lang.Localized).
var (
	// ErrEmpty: the photo has no bytes.
	ErrEmpty = lang.Errorf("the photo is empty (0 bytes)")
	// ErrNotImage: the bytes are not a JPEG, PNG, GIF or WebP image.
	ErrNotImage = lang.Errorf("not a photo: not a JPEG, PNG, GIF or WebP image")
	// ErrTruncated: the image stops before its end.
	ErrTruncated = lang.Errorf("the photo is cut short: its file ends before the image does")
	// ErrTooLarge: the image is too large to read (a decompression bomb,
	// or more megapixels than a phone takes).
	ErrTooLarge = lang.Errorf("the photo is too large to read")
)

// Error is an error of Read: one of the Err values (Unwrap) and the words
// saying it in detail.
type Error struct {
	// Err is ErrEmpty, ErrNotImage, ErrTruncated or ErrTooLarge.
	Err error
	msg lang.Msg
}

// Error returns the message in English.
func (e *Error) Error() string { return e.msg.String() }

// Msg returns the message, for either language.
func (e *Error) Msg() lang.Msg { return e.msg }

// Unwrap returns the Err value.
func (e *Error) Unwrap() error { return e.Err }

// newError returns an *Error of kind err saying m.
func newError(err error, m lang.Msg) *Error { return &Error{Err: err, msg: m} }

// kindOf returns the Err value err wraps, nil if none.
func kindOf(err error) error {
	for _, k := range []error{ErrEmpty, ErrNotImage, ErrTruncated, ErrTooLarge} {
		if errors.Is(err, k) {
			return k
		}
	}
	return nil
}
