package sheets

import (
	"strings"
	"testing"
)

// TestSyncDiceAreNoRule: a game switched to digital dice on one machine
// still fits its copy on the other (the dice change no rule), while any
// option that is a rule still refuses the file's log.
func TestSyncDiceAreNoRule(t *testing.T) {
	local := &Game{ID: 1, Kind: "yams", Players: []string{"Ana", "Ben"}, Options: Options{Rules: BoxOptions{Full: "25", FourKind: "sum5", Columns: []string{"down", "free"}}}}
	file := *local
	file.Options.Digital = true
	if err := fits(local, &file); err != nil {
		t.Errorf("digital dice on one side: %v, want the game to fit", err)
	}
	other := *local
	b := other.Options.Box()
	b.Full = "sum"
	other.Options.Rules = b
	err := fits(local, &other)
	if err == nil || !strings.Contains(err.Error(), "options") {
		t.Errorf("another full rule: %v, want a refusal naming the options", err)
	}
}
