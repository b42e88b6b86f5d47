package pages

import (
	"testing"

	"github.com/scorepad/scorepad/sheets"
)

// TestS6CheckSignDrawnInPDF: the PDF's embedded font draws the check sign
// of Sackson sheets (no □ in its place).
func TestS6CheckSignDrawnInPDF(t *testing.T) {
	t.Parallel()
	for _, r := range sheets.CheckSign {
		if _, ok := dejavu()[int(r)]; !ok {
			t.Errorf("the PDF font has no %q", r)
		}
	}
}
