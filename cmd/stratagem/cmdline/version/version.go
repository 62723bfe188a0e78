// Package version names the build of Stratagem's programs (the game and
// arena): what the build stamped (the Makefile passes `git describe` with
// -ldflags "-X cmdline.invalid/version.stamp=…"), else what Go records in
// every binary built inside git (the module's version for a tagged
// release, otherwise the commit, and "-modified" when the sources differed
// from it). A build with neither, outside git, is "unknown". It has no
// init of its own, so arena can read it without the game's command line
// (package cmdline) starting.
package version

import (
	"runtime/debug"
	"strings"
)

// stamp is the version the build gave (-ldflags -X), or "".
var stamp string

// String returns the build's version: the stamp ("v1.2.0", "3a06bc8-dirty"),
// else "v1.2.0", "3a06bc8e1f2c (2026-11-29)", "3a06bc8e1f2c-modified
// (2026-11-29)" from the binary's build information, or "unknown".
func String() string {
	if stamp != "" {
		return stamp
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	return fromInfo(info)
}

func fromInfo(info *debug.BuildInfo) string {
	if v := info.Main.Version; v != "" && v != "(devel)" && !strings.HasPrefix(v, "v0.0.0-") {
		return v
	}
	var rev, when string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return "unknown"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if modified {
		rev += "-modified"
	}
	if len(when) >= 10 {
		rev += " (" + when[:10] + ")"
	}
	return rev
}
