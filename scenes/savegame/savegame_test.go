package savegame

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"stratagem/scenes/settings"
)

func TestRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", FileName)
	want := Game{Game: "mill", AI: [2]string{"", "hard"}, Options: map[string]string{"x": "1"},
		Moves: []string{"d6", "b4", "a1-a4xb4"}, Saved: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
	if err := Save(path, want); err != nil {
		t.Fatal(err)
	}
	got, ok, w := Load(path)
	want.Version = Version
	if !ok || w != "" || !reflect.DeepEqual(got, want) {
		t.Fatalf("loaded %+v ok %v warning %q, want %+v", got, ok, w, want)
	}
	if err := Remove(path); err != nil {
		t.Fatal(err)
	}
	if _, ok, w := Load(path); ok || w != "" {
		t.Fatalf("after Remove: ok %v, warning %q; want no game, no warning", ok, w)
	}
	if err := Remove(path); err != nil {
		t.Fatalf("removing a missing save: %v", err)
	}
}

// A file that cannot be continued is ignored with a warning, moved aside
// so the original is kept, and never read again.
func TestUnusableFilesAreMovedAside(t *testing.T) {
	for name, content := range map[string]string{
		"garbage":      `{"version": 1, "game": "mill", "moves": [`,
		"empty":        ``,
		"old version":  `{"version": 0, "game": "mill", "ai": ["", ""], "moves": []}`,
		"next version": `{"version": 2, "game": "mill", "ai": ["", ""], "moves": []}`,
		"no game":      `{"version": 1, "ai": ["", ""], "moves": []}`,
		"wrong type":   `{"version": 1, "game": "mill", "moves": "d6 b4"}`,
		"unknown key":  `{"version": 1, "game": "mill", "moves": [], "board": "x"}`,
		"trailing":     `{"version": 1, "game": "mill", "moves": []} {}`,
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), FileName)
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			_, ok, w := Load(path)
			if ok || !strings.Contains(w, "cannot be continued") || !strings.Contains(w, ".bad") {
				t.Fatalf("ok %v, warning %q: want no game and a warning naming the kept file", ok, w)
			}
			if kept, err := os.ReadFile(path + ".bad"); err != nil || string(kept) != content {
				t.Errorf("the file moved aside holds %q (%v), want the original", kept, err)
			}
			if _, ok, w := Load(path); ok || w != "" {
				t.Errorf("the next start should find no save and say nothing: ok %v, %q", ok, w)
			}
		})
	}
}

func TestPathBeside(t *testing.T) {
	if got := PathBeside("/home/p/.config/stratagem/settings.json"); got != "/home/p/.config/stratagem/savegame.json" {
		t.Errorf("PathBeside = %q", got)
	}
	if PathBeside("") != "" {
		t.Error("no settings file, no saved game")
	}
}

// With the storage blocked there is no game to continue (with a warning),
// and saving or removing fail with errors, never a panic.
func TestBlockedStorage(t *testing.T) {
	defer settings.Use(settings.KVStore{KV: panickingKV{}})()
	if _, ok, w := Load("stratagem/savegame.json"); ok || w == "" {
		t.Errorf("Load = ok %v, warning %q; want no game and a warning", ok, w)
	}
	if err := Save("stratagem/savegame.json", Game{Game: "mill"}); err == nil {
		t.Error("Save into a blocked storage reported no error")
	}
	if err := Remove("stratagem/savegame.json"); err == nil {
		t.Error("Remove from a blocked storage reported no error")
	}
}

type panickingKV struct{}

func (panickingKV) Get(string) (string, bool, error) { panic("SecurityError") }
func (panickingKV) Set(string, string) error         { panic("SecurityError") }
func (panickingKV) Delete(string) error              { panic("SecurityError") }
