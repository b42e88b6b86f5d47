package lang_test

import (
	"errors"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
)

// TestHumanMinus: a hyphen that signs a number becomes the minus sign in
// text for people (as the penalty "−200" always was); dates, dice, flags and
// the bust notation keep theirs.
func TestHumanMinus(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"total -400", "total −400"},
		{"-23,1", "−23,1"},
		{"min -320, max 1 050", "min −320, max 1 050"},
		{"| -200", "| −200"},
		{"(-5)", "(−5)"},
		{"2024-10-12", "2024-10-12"},
		{"4-4-4-1-2", "4-4-4-1-2"},
		{"--roll 3345", "--roll 3345"},
		{"155234/155 234/-", "155234/155 234/-"},
		{"a-1", "a-1"},
	} {
		if got := lang.HumanMinus(c.in); got != c.want {
			t.Errorf("HumanMinus(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := lang.Itoa(-1200); got != "−1200" {
		t.Errorf("Itoa(-1200) = %q", got)
	}
	if got := lang.FR.Sprintf("min %d", -320); got != "min −320" {
		t.Errorf("FR.Sprintf = %q", got)
	}
	if got := lang.EN.Localf("min %d, max %d", -320, 1050); got != "min −320, max 1050" {
		t.Errorf("EN.Localf = %q", got)
	}
	// what people typed keeps its hyphens: only the numbers formatted get
	// the minus sign
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		if got := l.Localf("%s: %d", "Ana -3", -5); got != "Ana -3: −5" && got != "Ana -3\u00a0: −5" {
			t.Errorf("%s Localf with a name holding a hyphen: %q", l, got)
		}
		if got := l.Sprintf("%s %v", "Ben -1", errors.New("x -2")); got != "Ben -1 x -2" {
			t.Errorf("%s Sprintf with a name and an error holding hyphens: %q", l, got)
		}
	}
}

// N picks the catalogue's plural forms: English singular for 1, French for
// 0 and 1.
func TestPluralByCount(t *testing.T) {
	for _, c := range []struct {
		l    lang.Lang
		n    int
		want string
	}{{lang.EN, 0, "%d dice given, %s needed"}, {lang.EN, 1, "%d die given, %s needed"}, {lang.EN, 2, "%d dice given, %s needed"},
		{lang.FR, 0, "%d dé donné, il en faut %s"}, {lang.FR, 1, "%d dé donné, il en faut %s"}, {lang.FR, 2, "%d dés donnés, il en faut %s"}} {
		if got := c.l.N(c.n, "%d die given, %s needed", "%d dice given, %s needed"); got != c.want {
			t.Errorf("%s N(%d) = %q, want %q", c.l, c.n, got, c.want)
		}
	}
}
