package settings

import (
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestDefaultsAreInRange(t *testing.T) {
	d := Defaults()
	if c, w := d.Clamp(); !reflect.DeepEqual(c, d) || len(w) != 0 {
		t.Errorf("defaults %+v clamp to %+v with warnings %q", d, c, w)
	}
}

func TestMissingFileGivesDefaultsSilently(t *testing.T) {
	s, w := Load(filepath.Join(t.TempDir(), "nope", FileName))
	if !reflect.DeepEqual(s, Defaults()) || len(w) != 0 {
		t.Errorf("got %+v, warnings %q; want defaults, none", s, w)
	}
}

func TestRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "dir", FileName) // directories are created
	want := Settings{MusicVolume: 0, EffectsVolume: 100, Muted: true, Fullscreen: true, AnimationSpeed: 2,
		Games: map[string]GameChoice{
			"mill":    {Colour: "red", Opponent: "hard"},
			"connect": {TwoPlayers: true, Options: map[string]string{"columns": "8", "rows": "7"}},
		},
		Palette: "colourblind", HighContrast: true, TextSize: 150, Keys: map[string]string{"undo": "J", "wait": "Ctrl+K"},
		Version: "v0.9.0-12-gabc1234"}
	if err := Save(path, want); err != nil {
		t.Fatal(err)
	}
	got, w := Load(path)
	if !reflect.DeepEqual(got, want) || len(w) != 0 {
		t.Errorf("round trip: got %+v (warnings %q), want %+v", got, w, want)
	}
	// Saving again replaces the file and leaves no temporary files behind.
	want.MusicVolume = 42
	if err := Save(path, want); err != nil {
		t.Fatal(err)
	}
	if got, _ := Load(path); !reflect.DeepEqual(got, want) {
		t.Errorf("second save: got %+v, want %+v", got, want)
	}
	entries, err := os.ReadDir(filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != FileName {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("directory holds %q, want only %s", names, FileName)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("file mode %v (%v), want 0644", fi.Mode().Perm(), err)
	}
}

func TestCorruptFileIsMovedAside(t *testing.T) {
	for name, content := range map[string]string{
		"garbage":   "{\"musicVolume\": 5,,,",
		"wrongType": `{"musicVolume": "loud"}`,
		"empty":     "",
		"trailing":  `{"musicVolume": 5} {"musicVolume": 6}`,
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), FileName)
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			s, w := Load(path)
			if !reflect.DeepEqual(s, Defaults()) {
				t.Errorf("got %+v, want defaults", s)
			}
			if len(w) != 1 || !strings.Contains(w[0], "corrupt") || !strings.Contains(w[0], ".bad") {
				t.Errorf("warnings %q, want one about the corrupt file and where it went", w)
			}
			if _, err := os.Stat(path); !os.IsNotExist(err) {
				t.Errorf("corrupt file still at %s (%v)", path, err)
			}
			kept, err := os.ReadFile(path + ".bad")
			if err != nil || string(kept) != content {
				t.Errorf(".bad file holds %q (%v), want the original %q", kept, err, content)
			}
			// The next save starts clean and the next load is silent.
			if err := Save(path, Defaults()); err != nil {
				t.Fatal(err)
			}
			if _, w := Load(path); len(w) != 0 {
				t.Errorf("after saving: warnings %q", w)
			}
		})
	}
}

func TestOutOfRangeValuesAreClamped(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	content := `{"musicVolume": 250, "effectsVolume": -3, "muted": true, "animationSpeed": 99, "futureOption": 1}`
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	s, w := Load(path)
	want := Settings{MusicVolume: 100, EffectsVolume: 0, Muted: true, AnimationSpeed: MaxAnimationSpeed}
	if !reflect.DeepEqual(s, want) {
		t.Errorf("got %+v, want %+v", s, want)
	}
	if len(w) != 3 {
		t.Errorf("warnings %q, want one per clamped value (3)", w)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("a file with out-of-range values must stay in place: %v", err)
	}
}

func TestMissingFieldsKeepDefaults(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	if err := os.WriteFile(path, []byte(`{"muted": true}`), 0o644); err != nil {
		t.Fatal(err)
	}
	s, w := Load(path)
	want := Defaults()
	want.Muted = true
	if !reflect.DeepEqual(s, want) || len(w) != 0 {
		t.Errorf("got %+v (warnings %q), want %+v", s, w, want)
	}
}

func TestClamp(t *testing.T) {
	tests := []struct {
		speed, want float64
	}{
		{1, 1}, {0.5, 0.5}, {0, MinAnimationSpeed}, {-1, MinAnimationSpeed},
		{100, MaxAnimationSpeed}, {math.NaN(), 1}, {math.Inf(1), MaxAnimationSpeed},
	}
	for _, tc := range tests {
		s := Defaults()
		s.AnimationSpeed = tc.speed
		got, w := s.Clamp()
		if got.AnimationSpeed != tc.want {
			t.Errorf("speed %v clamps to %v, want %v", tc.speed, got.AnimationSpeed, tc.want)
		}
		if changed := tc.speed != tc.want; changed != (len(w) == 1) {
			t.Errorf("speed %v: warnings %q", tc.speed, w)
		}
	}
}

// A text size the Options screen does not offer becomes the largest it
// offers below it (a hand-edited 140 is 125, 20 is 100).
func TestClampTextSize(t *testing.T) {
	for _, tc := range []struct{ size, want int }{{0, 0}, {100, 100}, {125, 125}, {150, 150}, {140, 125}, {20, 100}, {400, 150}} {
		s := Defaults()
		s.TextSize = tc.size
		got, w := s.Clamp()
		if got.TextSize != tc.want || (tc.size != tc.want) != (len(w) == 1) {
			t.Errorf("text size %d clamps to %d (warnings %q), want %d", tc.size, got.TextSize, w, tc.want)
		}
	}
}

func TestSaveClampsBadValues(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	s := Defaults()
	s.AnimationSpeed = math.NaN() // JSON cannot hold it
	s.MusicVolume = 1000
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	got, w := Load(path)
	if got.AnimationSpeed != 1 || got.MusicVolume != 100 || len(w) != 0 {
		t.Errorf("got %+v (warnings %q)", got, w)
	}
}

func TestSaveToUnwritableDirectoryFails(t *testing.T) {
	dir := t.TempDir()
	// A regular file where the directory should be: fails for root too.
	blocker := filepath.Join(dir, "blocker")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Save(filepath.Join(blocker, "stratagem", FileName), Defaults()); err == nil {
		t.Error("saving under a regular file: want an error")
	}

	// A read-only directory (root ignores permissions, so only check when
	// the permission really holds).
	ro := filepath.Join(dir, "ro")
	if err := os.Mkdir(ro, 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(ro, 0o755) })
	if f, err := os.Create(filepath.Join(ro, "probe")); err == nil {
		f.Close()
		t.Log("running with permission to write into a 0555 directory (root?): skipping that case")
		return
	}
	err := Save(filepath.Join(ro, FileName), Defaults())
	if err == nil {
		t.Error("saving into a read-only directory: want an error")
	}
	if entries, _ := os.ReadDir(ro); len(entries) != 0 {
		t.Errorf("read-only directory gained files: %v", entries)
	}
}

func TestUnreadableFileGivesDefaultsAndWarning(t *testing.T) {
	// A directory where the file should be cannot be read as a file.
	path := filepath.Join(t.TempDir(), FileName)
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	s, w := Load(path)
	if !reflect.DeepEqual(s, Defaults()) || len(w) != 1 {
		t.Errorf("got %+v, warnings %q; want defaults and one warning", s, w)
	}
}

func TestDefaultPath(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "/tmp/cfg")
	t.Setenv("HOME", "/tmp/home")
	p, err := DefaultPath()
	if err != nil {
		t.Fatal(err)
	}
	dir, _ := os.UserConfigDir()
	if want := filepath.Join(dir, "stratagem", "settings.json"); p != want {
		t.Errorf("DefaultPath = %q, want %q", p, want)
	}
}

// flushCounter is a writer that counts its flushes.
type flushCounter struct{ flushes int }

func (f *flushCounter) Flush() { f.flushes++ }

// PerPath makes a path's writer once, and Flush of a path flushes that
// writer alone, and makes none.
func TestPerPath(t *testing.T) {
	made := 0
	r := PerPath[*flushCounter]{New: func(string) *flushCounter { made++; return new(flushCounter) }}
	r.Flush("a")
	if made != 0 {
		t.Fatal("Flush made a writer")
	}
	a, b := r.For("a"), r.For("a")
	if a != b || made != 1 {
		t.Fatalf("two writers for one path (made %d)", made)
	}
	other := r.For("b")
	if other == a || made != 2 {
		t.Fatal("one writer for two paths")
	}
	r.Flush("a")
	if a.flushes != 1 || other.flushes != 0 {
		t.Fatalf("Flush of a: a flushed %d times, b %d", a.flushes, other.flushes)
	}
}
