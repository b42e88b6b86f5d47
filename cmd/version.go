package cmd

import (
	"runtime/debug"
	"strings"
)

// buildInfo is debug.ReadBuildInfo, replaceable in tests.
var buildInfo = debug.ReadBuildInfo

// The release build (go run ./internal/release) stamps these with -ldflags
// "-X github.com/scorepad/scorepad/cmd.releaseVersion=v1.2.0 …": the tag,
// the commit (its full hash), "true" when the work tree had uncommitted
// changes, and the commit's time (RFC 3339, UTC). They are read from git by
// the release command because the Go toolchain stamps no VCS information
// in a build from a linked work tree (git worktree); in any other build
// they are empty and the build information is shown.
var releaseVersion, releaseCommit, releaseModified, releaseTime string

// version returns the module's version, commit and commit date from the
// build information the Go toolchain embeds: "v1.2.0 (commit 1a2b3c4d5e6f,
// 2026-12-01T09:00:00Z)". A build from a work tree has the version
// "(devel)"; a commit built with uncommitted changes is marked "+dirty";
// without VCS information (go build -buildvcs=false) the commit is
// "unknown". A release build shows what it was stamped with instead.
func version() string {
	var v, rev, when string
	dirty := false
	v = "(unknown)"
	if bi, ok := buildInfo(); ok {
		v = bi.Main.Version
		if v == "" {
			v = "(devel)"
		}
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
	}
	if releaseVersion != "" {
		v = releaseVersion
	}
	if releaseCommit != "" {
		rev, when, dirty = releaseCommit, releaseTime, releaseModified == "true"
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
