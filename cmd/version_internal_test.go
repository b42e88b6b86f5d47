package cmd

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

// TestVersionStamped: a release build's stamp (set by -ldflags -X)
// replaces the module's version and the build information's commit in
// --version and in the man pages' footer, in the same format.
func TestVersionStamped(t *testing.T) {
	// not parallel: replaces buildInfo and the stamp
	oldInfo := buildInfo
	oldStamp := [4]string{releaseVersion, releaseCommit, releaseModified, releaseTime}
	defer func() {
		buildInfo = oldInfo
		releaseVersion, releaseCommit, releaseModified, releaseTime = oldStamp[0], oldStamp[1], oldStamp[2], oldStamp[3]
	}()
	version := func() string {
		t.Helper()
		out, errOut, code := runLang(t, "en_US.UTF-8", filepath.Join(t.TempDir(), "x.db"), "--version")
		if code != 0 {
			t.Fatalf("--version: exit %d %s", code, errOut)
		}
		return out
	}
	withVCS := func() (*debug.BuildInfo, bool) {
		return &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261207115100-5591164abcde"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "5591164abcdef0123456"}, {Key: "vcs.time", Value: "2026-12-07T11:51:00Z"}, {Key: "vcs.modified", Value: "false"}}}, true
	}
	noVCS := func() (*debug.BuildInfo, bool) { return &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true }

	buildInfo, releaseVersion = withVCS, "v1.2.0"
	if got, want := version(), "scorepad v1.2.0 (commit 5591164abcde, 2026-12-07T11:51:00Z)\n"; got != want {
		t.Errorf("tag stamped, commit from the build information: %q, want %q", got, want)
	}
	// a build from a git worktree: no VCS information, the commit stamped
	buildInfo, releaseCommit, releaseModified, releaseTime = noVCS, "b965f4d0123456789abcdef", "true", "2026-12-07T11:54:40Z"
	if got, want := version(), "scorepad v1.2.0 (commit b965f4d01234+dirty, 2026-12-07T11:54:40Z)\n"; got != want {
		t.Errorf("all stamped: %q, want %q", got, want)
	}
	dir := t.TempDir()
	if _, errOut, code := runLang(t, "en_US.UTF-8", filepath.Join(t.TempDir(), "x.db"), "man", dir); code != 0 {
		t.Fatalf("man: exit %d %s", code, errOut)
	}
	page, err := os.ReadFile(filepath.Join(dir, "scorepad.1"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), `"scorepad v1.2.0 (commit b965f4d01234+dirty, 2026-12-07T11:54:40Z)"`) {
		t.Errorf("the man page's footer lacks the stamp:\n%.400s", page)
	}
	buildInfo, releaseCommit = func() (*debug.BuildInfo, bool) { return nil, false }, ""
	if got := version(); got != "scorepad v1.2.0 (commit unknown)\n" {
		t.Errorf("tag stamped, no build information: %q", got)
	}
	releaseVersion = ""
	if got := version(); got != "scorepad (unknown) (commit unknown)\n" {
		t.Errorf("no stamp, no build information: %q", got)
	}
}
