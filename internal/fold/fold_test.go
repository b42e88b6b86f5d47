package fold_test

import (
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/fold"
)

// TestIndentedKeepsTheIndent: a long line folds at spaces within the
// width, its continuation under its own indent, no word lost, no line
// starting with a dash; width 0 leaves it as it is.
func TestIndentedKeepsTheIndent(t *testing.T) {
	s := "  Ben: keep 66 — expected final total 239.50, a throw of luck above the table's"
	got := fold.Indented(s, 30)
	for _, l := range strings.Split(got, "\n") {
		if len([]rune(l)) > 30 || !strings.HasPrefix(l, "  ") || strings.HasPrefix(strings.TrimSpace(l), "—") {
			t.Errorf("line %q of\n%s", l, got)
		}
	}
	if strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(s), " ") {
		t.Fatalf("words lost or changed:\n%s", got)
	}
	if fold.Indented(s, 0) != s {
		t.Fatal("width 0 folds")
	}
}

// TestSelectKeepsOptionsOnScreen: a description too long for the terminal
// gives way from its end, its first line kept, so that the list's first
// options stay visible; one that fits is kept whole.
func TestSelectKeepsOptionsOnScreen(t *testing.T) {
	desc := "Refused: aces already filled\n" + strings.Repeat("sheet line\n", 20) + "last"
	got, height := fold.Select(desc, 13, 24)
	if !strings.HasPrefix(got, "Refused: aces already filled") || strings.Count(got, "\n")+1+6+1 > 24-3 || height > 24 {
		t.Fatalf("24 rows: height %d, description\n%s", height, got)
	}
	if got, height := fold.Select("short", 3, 24); got != "short" || height != fold.SelectHeight("short", 3) {
		t.Fatalf("fits: %q %d", got, height)
	}
}
