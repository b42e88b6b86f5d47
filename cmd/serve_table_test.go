package cmd_test

import "testing"

// --read-only writes nothing: not even a new table link (issue 37).
func TestServeReadOnlyRefusesANewTableLink(t *testing.T) {
	fails(t, t.TempDir()+"/s.db", 2, "--new-table-link", "serve", "--read-only", "--new-table-link")
}
