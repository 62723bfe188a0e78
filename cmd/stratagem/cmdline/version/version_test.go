package version

import (
	"os/exec"
	"path/filepath"
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

// The Makefile and scripts/dist.sh stamp the version with
// -ldflags "-X cmdline.invalid/version.stamp=…": a program linked so
// prints the stamp, whatever Go recorded of the build. (A small program
// rather than the game: the game's -version prints version.String(), which
// cmd/stratagem's TestVersion checks, and dist-test checks a stamped game.)
func TestStamp(t *testing.T) {
	if testing.Short() {
		t.Skip("links a program")
	}
	bin := filepath.Join(t.TempDir(), "printversion")
	build := exec.Command("go", "build", "-ldflags=-X cmdline.invalid/version.stamp=v9.9.9-test", "-o", bin, "./testdata/printversion")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin).CombinedOutput()
	if err != nil || string(out) != "v9.9.9-test\n" {
		t.Errorf("the stamped program printed %q (%v), want \"v9.9.9-test\\n\"", out, err)
	}
}
