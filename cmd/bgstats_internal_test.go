package cmd

import (
	"testing"

	"github.com/scorepad/scorepad/sheets"
)

// TestEveryEngineHasItsCommandSide: every kind's engine has its command
// side (kindCmds).
func TestEveryEngineHasItsCommandSide(t *testing.T) {
	t.Parallel()
	for _, k := range sheets.Kinds {
		info, _ := k.Info()
		if kindCmds[info.Engine] == nil {
			t.Errorf("%s: engine %q has no command side", k, info.Engine)
		}
	}
}
