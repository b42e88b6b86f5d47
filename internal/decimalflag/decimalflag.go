// Package decimalflag reads number flags in decimal only: pflag's IntVar
// reads with base 0, so "0500" would be octal (320) and "0x100" hex (256),
// and its parser's message ("strconv.ParseInt: parsing …") would reach the
// user. A bad value is a *NotWhole, which the command words with the
// flag's name.
package decimalflag

import (
	"errors"
	"fmt"
	"strconv"
)

// NotWhole is the error of a number flag whose value is not a whole
// decimal number (or, TooLarge, does not fit).
type NotWhole struct {
	Value    string
	TooLarge bool
}

func (e *NotWhole) Error() string {
	if e.TooLarge {
		return fmt.Sprintf("%q: too large", e.Value)
	}
	return fmt.Sprintf("%q: not a whole number", e.Value)
}

// Int is an int flag read in decimal (a pflag.Value).
type Int struct{ P *int }

func (d Int) String() string {
	if d.P == nil {
		return "0"
	}
	return strconv.Itoa(*d.P)
}

func (d Int) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, strconv.IntSize)
	if err != nil {
		return &NotWhole{Value: s, TooLarge: errors.Is(err, strconv.ErrRange)}
	}
	*d.P = int(n)
	return nil
}

func (Int) Type() string { return "int" }

// Uint64 is a uint64 flag read in decimal (a pflag.Value).
type Uint64 struct{ P *uint64 }

func (d Uint64) String() string {
	if d.P == nil {
		return "0"
	}
	return strconv.FormatUint(*d.P, 10)
}

func (d Uint64) Set(s string) error {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return &NotWhole{Value: s, TooLarge: errors.Is(err, strconv.ErrRange)}
	}
	*d.P = n
	return nil
}

func (Uint64) Type() string { return "uint64" }
