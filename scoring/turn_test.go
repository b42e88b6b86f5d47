package scoring_test

import (
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

func records(t *testing.T, recs ...string) []scoring.ThrowRecord {
	t.Helper()
	out, err := scoring.ParseThrowRecords(recs)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestP2_WholeTurn judges turns recorded throw by throw (P2): at most three
// throws, each keep among its throw, each next throw showing the previous
// keep, the final dice showing the last keep (and being the third throw
// when there were three).
func TestP2_WholeTurn(t *testing.T) {
	for _, tc := range []struct {
		name   string
		throws []string
		final  string
		ok     bool
		says   string
	}{
		{"no record", nil, "12345", true, ""},
		{"one throw kept whole", []string{"66123/66123"}, "66123", true, ""},
		{"stopped after one, keep empty", []string{"66123/"}, "66123", true, ""},
		{"two throws, final from a third", []string{"66123/66", "66645/666"}, "66662", true, ""},
		{"three throws", []string{"66123/66", "66645/666", "66662/66662"}, "66662", true, ""},
		{"kept die rethrown later", []string{"66123/661", "66145/66"}, "66666", true, ""},
		{"keep not in the throw", []string{"23456/11"}, "11234", false, "not all in the throw 23456"},
		{"keep of two 6s from one 6", []string{"61234/66"}, "66666", false, "not all in the throw"},
		{"next throw lacks the keep", []string{"66123/66", "61234/6"}, "61234", false, "does not show the dice kept from throw 1"},
		{"final lacks the last keep", []string{"66123/66", "66645/666"}, "11111", false, "do not show the dice kept from the last throw"},
		{"four throws", []string{"11111/1", "12222/1", "13333/1", "14444/14444"}, "14444", false, "at most three"},
		{"fourth throw implied by the final dice", []string{"66123/66", "66645/666", "66612/666"}, "66666", false, "third throw"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := scoring.CheckTurn(records(t, tc.throws...), dice(t, tc.final))
			if (err == nil) != tc.ok {
				t.Fatalf("P2 %v → %s: got %v, want ok=%v", tc.throws, tc.final, err, tc.ok)
			}
			if err == nil {
				return
			}
			e := err.(*scoring.Error)
			if !e.Illegal || e.Rule != "P2" || !strings.Contains(e.Error(), tc.says) || !strings.Contains(e.Error(), "(P2)") || !strings.Contains(lang.FR.Say(e.Msg()), "(P2)") {
				t.Fatalf("P2: refusal %q (rule %s, illegal %v), want it to say %q and cite P2", e.Error(), e.Rule, e.Illegal, tc.says)
			}
		})
	}
	many := make([]string, 5000)
	for i := range many {
		many[i] = "66123/66"
	}
	if err := scoring.CheckTurn(records(t, many...), dice(t, "66123")); err == nil || !strings.Contains(err.Error(), "5000 throws") {
		t.Fatalf("P2: five thousand throws: %v", err)
	}
}

func TestP2_ParseThrowRecord(t *testing.T) {
	for _, s := range []string{"1234/1", "66123/7", "abcde/1", "66123/666666", ""} {
		_, err := scoring.ParseThrowRecord(s)
		if err == nil {
			t.Errorf("%q accepted", s)
			continue
		}
		if err.(*scoring.Error).Illegal {
			t.Errorf("%q: malformed input is bad input, not a refusal", s)
		}
	}
	for s, want := range map[string]string{"66123/66": "66123/66", "66123/-": "66123/", "66123": "66123/", " 6 6 1 2 3/6,6 ": "66123/66"} {
		r, err := scoring.ParseThrowRecord(s)
		if err != nil || r.String() != want {
			t.Errorf("%q: got %q %v, want %q", s, r.String(), err, want)
		}
	}
}

func FuzzParseThrowRecord(f *testing.F) {
	for _, s := range []string{"66123/66", "66123/", "1234/1", "66123/-", "/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := scoring.ParseThrowRecord(s)
		if err != nil {
			return
		}
		back, err := scoring.ParseThrowRecord(r.String())
		if err != nil || back.String() != r.String() {
			t.Fatalf("%q round trip: %q %v", s, r.String(), err)
		}
	})
}
