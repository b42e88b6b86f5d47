package pages

import (
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
)

// TestFivesLabelAndTitles: the statistics page names each kind and the
// five-alike boxes of the box games from the registry and scoring.
func TestFivesLabelAndTitles(t *testing.T) {
	t.Parallel()
	for k, want := range map[string][2]string{"penta": {"Penta", "Pentas"}, "yams": {"Yam's", "Yam's"}, "5000": {"5000", ""}, "sackson": {"Sackson", ""}} {
		if got := [2]string{kindTitle(k), fivesLabel(k, lang.EN)}; got != want {
			t.Errorf("%s: %q, want %q", k, got, want)
		}
	}
}
