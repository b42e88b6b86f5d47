package cmd

import (
	"runtime/debug"
	"strings"
)

// buildInfo is debug.ReadBuildInfo, replaceable in tests.
var buildInfo = debug.ReadBuildInfo

// releaseVersion is the release's tag, stamped by the release build
// (go run ./internal/release: -ldflags "-X
// github.com/scorepad/scorepad/cmd.releaseVersion=v1.2.0"); empty in any
// other build, which shows the module's version from the build information.
var releaseVersion string

// version returns the module's version, commit and commit date from the
// build information the Go toolchain embeds: "v1.2.0 (commit 1a2b3c4d5e6f,
// 2026-12-01T09:00:00Z)". A build from a work tree has the version
// "(devel)"; a commit built with uncommitted changes is marked "+dirty";
// without VCS information (go build -buildvcs=false) the commit is
// "unknown". A release build shows its stamped tag (releaseVersion) in
// place of the module's version.
func version() string {
	bi, ok := buildInfo()
	if !ok {
		if releaseVersion != "" {
			return releaseVersion + " (commit unknown)"
		}
		return "(unknown) (commit unknown)"
	}
	v := bi.Main.Version
	if releaseVersion != "" {
		v = releaseVersion
	}
	if v == "" {
		v = "(devel)"
	}
	var rev, when string
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return v + " (commit unknown)"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "+dirty"
	}
	parts := []string{"commit " + rev}
	if when != "" {
		parts = append(parts, when)
	}
	return v + " (" + strings.Join(parts, ", ") + ")"
}
