package all

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/assets/lang"
	"stratagem/scenes"
	"stratagem/scenes/hexgame"
	"stratagem/scenes/scenetest"
	"stratagem/scenes/settings"
)

// The keys page as a player uses it: Undo is given J, which the settings
// keep and the key help names; J then refused for Redo, and Tab (which
// moves about the screens) too, with a word each; Hex Battle's Quick given
// K, which its rules page names; Reset gives every key back.
func TestRebindKeys(t *testing.T) {
	s := scenetest.NewSession(Games()...)
	s.SettingsPath = filepath.Join(t.TempDir(), "settings.json")
	t.Cleanup(func() { scenes.ApplyKeys(nil, Games()) })
	if err := scenes.OpenScene(s, "options-keys"); err != nil {
		t.Fatal(err)
	}
	scenetest.Tick(t, s, nil)
	k := s.Stack.Top().(*scenes.KeysScreen)
	row := func(label string) scenes.Widget {
		t.Helper()
		for _, r := range k.Rows() {
			for _, tx := range scenetest.DrawnTexts(t, s) {
				b := r.Bounds()
				if tx.Text == label && b.Contains(tx.X, tx.Y) {
					return r
				}
			}
		}
		t.Fatalf("no row %q", label)
		return nil
	}
	press := func(c scenes.Chord) { scenetest.Tick(t, s, func(in *scenes.Input) { in.PressChord(c) }) }
	note := func() string {
		var all []string
		for _, tx := range scenetest.DrawnTexts(t, s) {
			all = append(all, tx.Text)
		}
		return strings.Join(all, " | ")
	}

	scenetest.ClickWidget(t, s, row(lang.T("core.frame.undo")))
	press(scenes.Chord{Key: ebiten.KeyJ})
	if got := s.Settings.Keys["undo"]; got != "J" {
		t.Fatalf("undo bound to %q, want J", got)
	}
	if saved, _ := settings.Load(s.SettingsPath); saved.Keys["undo"] != "J" {
		t.Errorf("saved keys %v", saved.Keys)
	}
	if scenes.Key(scenes.ActUndo) != "J" {
		t.Errorf("the key help names undo's key %q", scenes.Key(scenes.ActUndo))
	}
	if want := lang.T("core.keys.bound", "Action", lang.T("core.frame.undo"), "Key", "J"); !strings.Contains(note(), want) {
		t.Errorf("after binding the screen says %s; want %q", note(), want)
	}

	scenetest.ClickWidget(t, s, row(lang.T("core.frame.redo")))
	press(scenes.Chord{Key: ebiten.KeyJ})
	if want := lang.T("core.keys.clash", "Key", "J", "Action", lang.T("core.frame.undo")); !strings.Contains(note(), want) {
		t.Errorf("J for redo: the screen says %s; want %q", note(), want)
	}
	press(scenes.Chord{Key: ebiten.KeyTab})
	if want := lang.T("core.keys.fixed", "Key", "Tab"); !strings.Contains(note(), want) {
		t.Errorf("Tab for redo: the screen says %s; want %q", note(), want)
	}
	if _, ok := s.Settings.Keys["redo"]; ok {
		t.Errorf("redo bound to a refused key: %v", s.Settings.Keys)
	}
	scenetest.Press(t, s, scenes.ActBack) // gives up waiting…
	if s.Stack.Top() != k || strings.Contains(note(), lang.T("core.keys.fixed", "Key", "Tab")) {
		t.Fatalf("Esc while waiting for a key: %T on top, the screen says %s", s.Stack.Top(), note())
	}

	// Hex Battle's own keys: the Game choice's right arrow.
	for i := 0; i < 5 && !strings.Contains(note(), Games()[1].Title()); i++ {
		scenetest.Click(t, s, 938, 179)
	}
	scenetest.ClickWidget(t, s, row(lang.T("hex.keys.quick")))
	press(scenes.Chord{Key: ebiten.KeyK})
	if got := hexgame.Keys.Name(hexgame.ActQuick); got != "K" {
		t.Fatalf("quick combat is on %q, want K", got)
	}
	found := false
	for _, p := range Games()[1].HowTo() {
		for _, para := range p.Text {
			if strings.Contains(para, lang.T("hex.rules.end.quick", "Quick", "K", "Auto", "A")) {
				found = true
			}
		}
	}
	if !found {
		t.Error("the rules pages do not name K for quick combat")
	}

	scenetest.ClickWidget(t, s, k.Reset())
	if len(s.Settings.Keys) != 0 || scenes.Key(scenes.ActUndo) != "U" || hexgame.Keys.Name(hexgame.ActQuick) != "Q" {
		t.Errorf("after reset: settings %v, undo %q, quick %q", s.Settings.Keys, scenes.Key(scenes.ActUndo), hexgame.Keys.Name(hexgame.ActQuick))
	}
}
