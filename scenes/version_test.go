package scenes_test

import (
	"path/filepath"
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/scenes/settings"
)

func TestVersionLabel(t *testing.T) {
	for _, tc := range []struct{ version, want string }{
		{"v0.9.0-12-gabc1234", "Stratagem 0.9.0-12-gabc1234"},
		{"v1.0.0", "Stratagem 1.0.0"},
		{"1a7bc47-dirty", "Stratagem 1a7bc47-dirty"},
		{"vaporware", "Stratagem vaporware"}, // only a tag's v before a digit goes
		{"unknown", "Stratagem, version unknown"},
		{"", "Stratagem, version unknown"},
	} {
		if got := scenes.VersionLabel(tc.version); got != tc.want {
			t.Errorf("VersionLabel(%q) = %q, want %q", tc.version, got, tc.want)
		}
	}
}

// The main menu names the build in its top right corner, inside the
// screen and above the title, in every language.
func TestMainMenuShowsVersion(t *testing.T) {
	defer func() {
		if err := lang.Use("en"); err != nil {
			t.Fatal(err)
		}
	}()
	for _, code := range []string{"en", "et", lang.Pseudo} {
		if err := lang.Use(code); err != nil {
			t.Fatal(err)
		}
		s := scenetest.NewSession()
		s.Version = "v0.9.0-12-gabc1234"
		s.Stack.Reset(scenes.NewMainMenu())
		texts := scenetest.DrawnTexts(t, s)
		found := false
		for _, d := range texts {
			if !strings.Contains(d.Text, "0.9.0-12-gabc1234") {
				continue
			}
			found = true
			if d.Style.Align != render.AlignRight || d.X > render.Width || d.Y > 40 {
				t.Errorf("%s: the version %q is drawn at (%.0f, %.0f), not in the top right corner", code, d.Text, d.X, d.Y)
			}
		}
		if !found {
			t.Errorf("%s: the main menu does not show the version", code)
		}
		if f := scenetest.CheckTexts(texts); len(f) > 0 {
			t.Errorf("%s: %v", code, f)
		}
	}
}

// Saved settings carry the version of the game that wrote them.
func TestSavedSettingsCarryVersion(t *testing.T) {
	s := scenetest.NewSession()
	s.SettingsPath = filepath.Join(t.TempDir(), "settings.json")
	s.Version = "v0.9.0-3-gdeadbee"
	s.SaveSettings()
	got, warnings := settings.Load(s.SettingsPath)
	if len(warnings) > 0 || got.Version != s.Version {
		t.Errorf("the saved settings name version %q (warnings %v), want %q", got.Version, warnings, s.Version)
	}
}
