package lang_test

import (
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
)

// TestIntWritesNumbersAsLocalf (issue 31, item 10): Int and Signed write a
// number as the rest of the human text does (Localf): grouped by three in
// French ("5 500"), plain in English, the minus sign for a negative.
func TestIntWritesNumbersAsLocalf(t *testing.T) {
	t.Parallel()
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		for _, n := range []int{0, 1, -1, 7, 50, -200, 999, 1000, -1000, 1050, 5500, 12345, -99999, 100000, 1234567, -7654321} {
			if got, want := l.Int(n), l.Localf("%d", n); got != want {
				t.Errorf("%s Int(%d) = %q, Localf %q", l, n, got, want)
			}
			if got, want := l.Signed(n), l.Localf("%+d", n); got != want {
				t.Errorf("%s Signed(%d) = %q, Localf %q", l, n, got, want)
			}
		}
	}
	if got := lang.FR.Int(-5500); got != "−5\u00a0500" {
		t.Errorf("FR.Int(-5500) = %q", got)
	}
}
