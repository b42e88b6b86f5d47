package cmd

import (
	"errors"

	"github.com/scorepad/scorepad/internal/decimalflag"
	"github.com/spf13/pflag"
)

// intFlag defines an int flag read in decimal (in place of fs.IntVar:
// "0500" is 500, not octal; see decimalflag).
func intFlag(fs *pflag.FlagSet, p *int, name string, value int, usage string) {
	*p = value
	fs.Var(decimalflag.Int{P: p}, name, usage)
}

// uint64Flag defines a uint64 flag read in decimal (in place of
// fs.Uint64Var).
func uint64Flag(fs *pflag.FlagSet, p *uint64, name string, value uint64, usage string) {
	*p = value
	fs.Var(decimalflag.Uint64{P: p}, name, usage)
}

// numberFlagError returns the usage error of a number flag's bad value, in
// both languages ("--points "1e3": not a whole number"), or nil when err is
// another error.
func numberFlagError(err error) error {
	var nw *decimalflag.NotWhole
	var iv *pflag.InvalidValueError
	if !errors.As(err, &nw) || !errors.As(err, &iv) {
		return nil
	}
	name := "--" + iv.GetFlag().Name
	if nw.TooLarge {
		return flagErrorf("%s %q: too large", name, nw.Value)
	}
	return flagErrorf("%s %q: not a whole number", name, nw.Value)
}
