package pages

import (
	"os"
	"testing"

	"github.com/scorepad/scorepad/internal/testtmp"
)

// TestMain puts the tests' temporary folders on a RAM disk when the
// machine has one (internal/testtmp: SQLite's syncs at every commit).
func TestMain(m *testing.M) { os.Exit(testtmp.Main(m)) }
