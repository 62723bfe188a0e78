package version

import (
	"runtime/debug"
	"testing"
)

func TestFromInfo(t *testing.T) {
	vcs := func(kv ...string) []debug.BuildSetting {
		var out []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			out = append(out, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return out
	}
	for _, tc := range []struct {
		name string
		info debug.BuildInfo
		want string
	}{
		{"a release", debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, "v1.2.0"},
		{"a commit", debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: vcs("vcs.revision", "3a06bc8e1f2c4b5d6e7f", "vcs.time", "2026-11-29T04:51:16Z", "vcs.modified", "false")},
			"3a06bc8e1f2c (2026-11-29)"},
		{"changed sources", debug.BuildInfo{Settings: vcs("vcs.revision", "3a06bc8e1f2c4b5d", "vcs.modified", "true")},
			"3a06bc8e1f2c-modified"},
		{"a pseudo-version is no release", debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261129045116-3a06bc8e1f2c"},
			Settings: vcs("vcs.revision", "3a06bc8e1f2c4b5d")}, "3a06bc8e1f2c"},
		{"outside git", debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "unknown"},
	} {
		if got := fromInfo(&tc.info); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
