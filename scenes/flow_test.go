package scenes

import (
	"path/filepath"
	"testing"

	"stratagem/board/mill"
	"stratagem/scenes/settings"
)

func TestMenuToHotSeatGame(t *testing.T) {
	s := newTestSession()
	s.Stack.Reset(NewMainMenu())
	tick(t, s, func(in *Input) { in.Press(ActConfirm) }) // Play is focused first
	if _, ok := s.Stack.Top().(*GameChoice); !ok {
		t.Fatalf("Play should open the game choice, top is %T", s.Stack.Top())
	}
	tick(t, s, func(in *Input) { in.Press(ActConfirm) }) // Mill
	setup, ok := s.Stack.Top().(*Setup)
	if !ok {
		t.Fatalf("Mill should open its set-up, top is %T", s.Stack.Top())
	}
	tick(t, s, func(in *Input) { in.ClickAt(setup.mode.R.X+setup.mode.R.W-40, setup.mode.R.Y+10) }) // → two players
	if cfg := setup.Config(); cfg.AI != [2]string{"", ""} {
		t.Fatalf("two players should have no computer, got %+v", cfg)
	}
	tick(t, s, func(in *Input) { in.ClickAt(setup.start.R.X+5, setup.start.R.Y+5) })
	m, ok := s.Stack.Top().(*MillScreen)
	if !ok {
		t.Fatalf("Start should open the Mill screen, top is %T", s.Stack.Top())
	}
	// Blue places on d6 by clicking the point.
	x, y := m.board.PointPos(mustPoint(t, "d6"))
	tick(t, s, func(in *Input) { in.ClickAt(x, y) })
	if got := m.pos.FormatGame(); got != "d6" {
		t.Fatalf("clicking d6 should place there, history %q", got)
	}
	// Esc opens the pause menu; its Main menu button returns to the start.
	tick(t, s, func(in *Input) { in.Press(ActBack) })
	p, ok := s.Stack.Top().(*PauseMenu)
	if !ok {
		t.Fatalf("Esc should pause, top is %T", s.Stack.Top())
	}
	tick(t, s, func(in *Input) { b := p.form.Items[3].Bounds(); in.ClickAt(b.X+5, b.Y+5) })
	if _, ok := s.Stack.Top().(*MainMenu); !ok || s.Stack.Len() != 1 {
		t.Fatalf("Main menu should leave only the main menu, top %T len %d", s.Stack.Top(), s.Stack.Len())
	}
}

func mustPoint(t *testing.T, name string) mill.Point {
	t.Helper()
	p, err := mill.ParsePoint(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// clickPoint clicks the centre of a board point.
func clickPoint(t *testing.T, s *Session, m *MillScreen, name string) {
	t.Helper()
	x, y := m.board.PointPos(mustPoint(t, name))
	tick(t, s, func(in *Input) { in.ClickAt(x, y) })
	for m.anim != nil {
		tick(t, s, nil)
	}
}

func TestHotSeatMillRemovalAndUndo(t *testing.T) {
	s := newTestSession()
	m, err := NewMillScreen(MillConfig{}, s)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(m)
	for _, p := range []string{"a1", "b2", "d1", "d2"} {
		clickPoint(t, s, m, p)
	}
	clickPoint(t, s, m, "g1") // closes a1-d1-g1: a removal is now pending
	if !m.pending || m.pos.Ply() != 4 {
		t.Fatalf("closing a mill should wait for the removal choice (pending %v, ply %d)", m.pending, m.pos.Ply())
	}
	clickPoint(t, s, m, "a7") // empty point: not a removal
	if !m.pending {
		t.Fatal("a click on an empty point must not cancel or complete the removal")
	}
	clickPoint(t, s, m, "d2")
	if got := m.pos.FormatGame(); got != "a1 b2 d1 d2 g1xd2" {
		t.Fatalf("history %q", got)
	}
	tick(t, s, func(in *Input) { in.Press(ActUndo) })
	if got := m.pos.FormatGame(); got != "a1 b2 d1 d2" {
		t.Fatalf("hot-seat undo takes back one move; history %q", got)
	}
}

func TestVictoryPanelAppears(t *testing.T) {
	s := newTestSession()
	m, err := NewMillScreen(MillConfig{}, s)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(m)
	// Red is blocked after this game.
	pos, err := mill.ParsePosition("blue: a1 d1 g4 b4 d5 c5; red: a4 a7; hand: 0 0; turn: blue")
	if err != nil {
		t.Fatal(err)
	}
	m.pos = pos
	m.changed()
	for i := 0; i < 120 && s.Stack.Len() == 1; i++ {
		tick(t, s, nil)
	}
	v, ok := s.Stack.Top().(*Victory)
	if !ok {
		t.Fatalf("a finished game should show the victory panel, top is %T", s.Stack.Top())
	}
	if v.title != "Red wins!" && v.title != "Blue wins!" {
		t.Fatalf("title %q", v.title)
	}
	tick(t, s, func(in *Input) { in.Press(ActRestart) })
	if s.Stack.Top() != Scene(m) || m.pos.Ply() != 0 || m.pos.InHand(mill.Blue) != 9 {
		t.Fatal("Play again should start a fresh game")
	}
}

func TestOptionsSliderSavesSettings(t *testing.T) {
	s := newTestSession()
	s.SettingsPath = filepath.Join(t.TempDir(), "stratagem", "settings.json")
	o := NewOptions(false)
	s.Stack.Reset(NewMainMenu())
	s.Stack.Push(o)
	tick(t, s, nil)
	tr := o.music.track()
	tick(t, s, func(in *Input) { in.ClickAt(tr.X+tr.W*0.3, tr.Y+2) }) // click 30% of the track
	if s.Settings.MusicVolume != 30 {
		t.Fatalf("music volume %d, want 30", s.Settings.MusicVolume)
	}
	o.form.Focus = 1 // effects slider: arrow keys
	tick(t, s, func(in *Input) { in.Press(ActLeft) })
	want := settings.Defaults().EffectsVolume - 5
	if s.Settings.EffectsVolume != want {
		t.Fatalf("effects volume %d, want %d", s.Settings.EffectsVolume, want)
	}
	tick(t, s, func(in *Input) { in.Press(ActBack) })
	got, warnings := settings.Load(s.SettingsPath)
	if len(warnings) > 0 || got.MusicVolume != 30 || got.EffectsVolume != want {
		t.Fatalf("saved %+v (warnings %v)", got, warnings)
	}
}
