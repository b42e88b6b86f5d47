package cmd

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

// TestVersionStamped: a release build's stamp (releaseVersion, set by
// -ldflags -X) replaces the module's version in --version and in the man
// pages' footer, and keeps the commit and its date.
func TestVersionStamped(t *testing.T) {
	// not parallel: replaces buildInfo and releaseVersion
	oldInfo, oldStamp := buildInfo, releaseVersion
	defer func() { buildInfo, releaseVersion = oldInfo, oldStamp }()
	buildInfo = func() (*debug.BuildInfo, bool) {
		return &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261207115100-5591164abcde"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "5591164abcdef0123456"}, {Key: "vcs.time", Value: "2026-12-07T11:51:00Z"}, {Key: "vcs.modified", Value: "false"}}}, true
	}
	releaseVersion = "v1.2.0"
	out, _, code := runLang(t, "en_US.UTF-8", filepath.Join(t.TempDir(), "x.db"), "--version")
	if want := "scorepad v1.2.0 (commit 5591164abcde, 2026-12-07T11:51:00Z)\n"; code != 0 || out != want {
		t.Errorf("stamped --version: exit %d %q, want %q", code, out, want)
	}
	dir := t.TempDir()
	if _, errOut, code := runLang(t, "en_US.UTF-8", filepath.Join(t.TempDir(), "x.db"), "man", dir); code != 0 {
		t.Fatalf("man: exit %d %s", code, errOut)
	}
	page, err := os.ReadFile(filepath.Join(dir, "scorepad.1"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), "scorepad v1.2.0 (commit 5591164abcde") {
		t.Errorf("the man page's footer lacks the stamp:\n%.400s", page)
	}
	buildInfo = func() (*debug.BuildInfo, bool) { return nil, false }
	if out, _, _ := runLang(t, "en_US.UTF-8", "x", "--version"); out != "scorepad v1.2.0 (commit unknown)\n" {
		t.Errorf("stamped --version without build information: %q", out)
	}
	releaseVersion = ""
	if out, _, _ := runLang(t, "en_US.UTF-8", "x", "--version"); out != "scorepad (unknown) (commit unknown)\n" {
		t.Errorf("--version without build information: %q", out)
	}
}
