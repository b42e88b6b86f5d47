package scoring_test

import (
	"strings"
	"testing"

	"github.com/scorepad/scorepad/scoring"
)

func TestS2ParseRows(t *testing.T) {
	rows, err := scoring.ParseRows(" 7:3, 12:11,2:0")
	if err != nil || rows[7] != 3 || rows[12] != 11 || rows[2] != 0 || scoring.FormatRows(rows) != "7:3,12:11" {
		t.Fatalf("got %v %v", rows, err)
	}
	for _, bad := range []string{"1:3", "13:1", "7:-1", "7", "7:3,7:4", "x:1", "7:21"} {
		if _, err := scoring.ParseRows(bad); err == nil || !strings.Contains(err.Error(), "S2") {
			t.Errorf("%q: got %v, want an S2 error", bad, err)
		}
	}
}

func FuzzRowsRoundTrip(f *testing.F) {
	f.Add("7:3,8:2")
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		rows, err := scoring.ParseRows(s)
		if err != nil {
			return
		}
		back, err := scoring.ParseRows(scoring.FormatRows(rows))
		if err != nil || back != rows {
			t.Fatalf("%q: %v, back %v %v", s, rows, back, err)
		}
	})
}
