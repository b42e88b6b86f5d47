package decimalflag_test

import (
	"errors"
	"testing"

	"github.com/scorepad/scorepad/internal/decimalflag"
)

// TestDecimalOnly: a leading zero is decimal, hex and exponents are no
// whole numbers, a value past the type is too large; a refused value
// leaves the flag as it was.
func TestDecimalOnly(t *testing.T) {
	n := 7
	v := decimalflag.Int{P: &n}
	if err := v.Set("0500"); err != nil || n != 500 || v.String() != "500" {
		t.Fatalf("0500: %d %v", n, err)
	}
	for _, c := range []struct {
		in       string
		tooLarge bool
	}{{"0x100", false}, {"1e3", false}, {"", false}, {"99999999999999999999", true}} {
		err := v.Set(c.in)
		var nw *decimalflag.NotWhole
		if !errors.As(err, &nw) || nw.Value != c.in || nw.TooLarge != c.tooLarge || n != 500 {
			t.Errorf("%q: %v (flag %d)", c.in, err, n)
		}
	}
	var u uint64
	w := decimalflag.Uint64{P: &u}
	if err := w.Set("18446744073709551615"); err != nil || u != 1<<64-1 {
		t.Fatalf("the largest uint64: %d %v", u, err)
	}
	var nw *decimalflag.NotWhole
	if err := w.Set("-1"); !errors.As(err, &nw) || nw.TooLarge {
		t.Fatalf("-1: %v", err)
	}
}
