package sheets_test

import (
	"testing"

	"github.com/scorepad/scorepad/sheets"
)

// TestG1_LooksLike: case makes one person (G1); accents only make names
// look alike, offered for a merge.
func TestG1_LooksLike(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		a, b  string
		alike bool
	}{
		{"Zoe", "Zoé", true},
		{"ZOÉ", "zoe", true},
		{"Cléo", "Cleo ", true},
		{"Léa", "Leo", false},
		{"Ana", "Anna", false},
	} {
		if got := sheets.LooksLike(tc.a) == sheets.LooksLike(tc.b); got != tc.alike {
			t.Errorf("LooksLike(%q) == LooksLike(%q): got %v want %v", tc.a, tc.b, got, tc.alike)
		}
	}
	if sheets.NameKey("Zoe") == sheets.NameKey("Zoé") {
		t.Error("G1: Zoe and Zoé are two people until merged")
	}
}
