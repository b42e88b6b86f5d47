package cmd

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/spf13/pflag"
)

// Number flags are read in decimal only: pflag's IntVar reads with base 0,
// so "0500" would be octal (320) and "0x100" hex (256), and its parser's
// message ("strconv.ParseInt: parsing …") would reach the user.

// notWholeNumber is the error of a number flag whose value is not a whole
// decimal number; the flag error function names the flag.
type notWholeNumber struct {
	value    string
	tooLarge bool
}

func (e *notWholeNumber) Error() string {
	if e.tooLarge {
		return fmt.Sprintf("%q: too large", e.value)
	}
	return fmt.Sprintf("%q: not a whole number", e.value)
}

// decimalInt is an int flag read in decimal.
type decimalInt struct{ p *int }

func (d decimalInt) String() string {
	if d.p == nil {
		return "0"
	}
	return strconv.Itoa(*d.p)
}

func (d decimalInt) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, strconv.IntSize)
	if err != nil {
		return &notWholeNumber{value: s, tooLarge: errors.Is(err, strconv.ErrRange)}
	}
	*d.p = int(n)
	return nil
}

func (decimalInt) Type() string { return "int" }

// decimalUint64 is a uint64 flag read in decimal.
type decimalUint64 struct{ p *uint64 }

func (d decimalUint64) String() string {
	if d.p == nil {
		return "0"
	}
	return strconv.FormatUint(*d.p, 10)
}

func (d decimalUint64) Set(s string) error {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return &notWholeNumber{value: s, tooLarge: errors.Is(err, strconv.ErrRange)}
	}
	*d.p = n
	return nil
}

func (decimalUint64) Type() string { return "uint64" }

// intFlag defines an int flag read in decimal (in place of fs.IntVar).
func intFlag(fs *pflag.FlagSet, p *int, name string, value int, usage string) {
	*p = value
	fs.Var(decimalInt{p}, name, usage)
}

// uint64Flag defines a uint64 flag read in decimal (in place of
// fs.Uint64Var).
func uint64Flag(fs *pflag.FlagSet, p *uint64, name string, value uint64, usage string) {
	*p = value
	fs.Var(decimalUint64{p}, name, usage)
}

// numberFlagError returns the usage error of a number flag's bad value, in
// both languages ("--points "1e3": not a whole number"), or nil when err is
// another error.
func numberFlagError(err error) error {
	var nw *notWholeNumber
	var iv *pflag.InvalidValueError
	if !errors.As(err, &nw) || !errors.As(err, &iv) {
		return nil
	}
	name := "--" + iv.GetFlag().Name
	if nw.tooLarge {
		return flagErrorf("%s %q: too large", "%s « %s » : trop grand", name, nw.value)
	}
	return flagErrorf("%s %q: not a whole number", "%s « %s » : pas un nombre entier", name, nw.value)
}
