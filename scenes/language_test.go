package scenes_test

import (
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// A language chosen in Options shows at once: the menus under it are
// made again in it, and the game under them is told again (replayed to
// where it was, the moves ahead of it kept); the settings keep it.
func TestLanguageChangesAtOnce(t *testing.T) {
	t.Cleanup(func() { _ = lang.Use("en") })
	s := scenetest.NewSession()
	g := newRace(t, s, nil)
	playOnes(t, s, 4)
	scenetest.Press(t, s, scenes.ActUndo)
	scenetest.Press(t, s, scenes.ActBack)
	p, ok := s.Stack.Top().(*scenes.PauseMenu)
	if !ok {
		t.Fatalf("Esc should pause, top is %T", s.Stack.Top())
	}
	s.Stack.Push(scenes.NewOptions(true))
	played := g.Record()
	s.UseLanguage(lang.Pseudo)
	if s.Settings.Language != lang.Pseudo {
		t.Errorf("the settings keep %q", s.Settings.Language)
	}
	if label := p.Buttons()[0].(*scenes.Button).Label; !strings.HasPrefix(label, "«") {
		t.Errorf("the pause menu under Options still says %q", label)
	}
	if g.Ply() != 3 || len(g.Ahead()) != 1 || strings.Join(g.Record(), " ") != strings.Join(played, " ") {
		t.Errorf("the game told again is at ply %d with %d moves ahead, record %v; want 3, 1, %v", g.Ply(), len(g.Ahead()), g.Record(), played)
	}
	scenetest.Press(t, s, scenes.ActBack) // Options
	scenetest.Press(t, s, scenes.ActBack) // the pause menu
	scenetest.Press(t, s, scenes.ActRedo)
	if g.Ply() != 4 {
		t.Errorf("redo after the change: ply %d, want 4", g.Ply())
	}
}
