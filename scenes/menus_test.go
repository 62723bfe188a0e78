package scenes_test

import (
	"path/filepath"
	"testing"

	"stratagem/ai"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/scenes/settings"
)

// raceGame describes race to the menus, with one option of its own.
func raceGame(started *scenes.Match) *scenes.GameDesc {
	return &scenes.GameDesc{
		ID: "race",
		Setup: scenes.SetupSpec{
			Levels:       []ai.Level{{Name: "slow"}, {Name: "fast"}},
			DefaultLevel: "fast",
			Options:      []scenes.Option{{Key: "goal", Label: "race.goal", Values: []string{"10", "20"}, Default: "10"}},
			Start: func(s *scenes.Session, m scenes.Match) (scenes.Scene, error) {
				*started = m
				g := &raceScreen{}
				err := g.Init(s, "race", raceRoster, scenes.Match{}, g, "")
				return g, err
			},
		},
		Autoplay: [2]string{"fast", "slow"},
	}
}

// From the main menu to a game with the keyboard and the mouse, and back;
// the set-up's choices are kept in the settings for the next visit.
func TestMenuToGameAndBack(t *testing.T) {
	var started scenes.Match
	s := scenetest.NewSession(raceGame(&started))
	s.SettingsPath = filepath.Join(t.TempDir(), "settings.json")
	s.Stack.Reset(scenes.NewMainMenu())
	scenetest.Press(t, s, scenes.ActConfirm) // Play is focused first
	if _, ok := s.Stack.Top().(*scenes.GameChoice); !ok {
		t.Fatalf("Play should open the game choice, top is %T", s.Stack.Top())
	}
	scenetest.Press(t, s, scenes.ActConfirm) // the first game
	setup, ok := s.Stack.Top().(*scenes.Setup)
	if !ok {
		t.Fatalf("a game should open its set-up, top is %T", s.Stack.Top())
	}
	if m := setup.Match(); m.AI != [2]string{"", "fast"} || m.Options["goal"] != "10" {
		t.Fatalf("a first visit shows the defaults: %+v", m)
	}
	scenetest.Press(t, s, scenes.ActUp)    // from Start up to the goal
	scenetest.Press(t, s, scenes.ActRight) // 20
	for range 2 {
		scenetest.Press(t, s, scenes.ActUp) // up to the colour
	}
	scenetest.Press(t, s, scenes.ActRight) // Red
	scenetest.Press(t, s, scenes.ActNext)  // down to the computer
	scenetest.Press(t, s, scenes.ActLeft)  // Slow
	for range 2 {
		scenetest.Press(t, s, scenes.ActDown) // to Start
	}
	scenetest.Press(t, s, scenes.ActConfirm)
	if _, ok := s.Stack.Top().(*raceScreen); !ok {
		t.Fatalf("Start should open the game, top is %T", s.Stack.Top())
	}
	if started.AI != [2]string{"slow", ""} || started.Options["goal"] != "20" {
		t.Fatalf("started %+v, want Slow as Blue against the person as Red, goal 20", started)
	}
	saved, warnings := settings.Load(s.SettingsPath)
	want := settings.GameChoice{Colour: "red", Opponent: "slow", Options: map[string]string{"goal": "20"}}
	if got := saved.Games["race"]; len(warnings) > 0 || got.Colour != want.Colour || got.Opponent != want.Opponent || got.Options["goal"] != "20" {
		t.Fatalf("saved %+v (warnings %v), want %+v", got, warnings, want)
	}
	// Esc pauses; the pause menu's Main menu leaves only the main menu.
	scenetest.Press(t, s, scenes.ActBack)
	p, ok := s.Stack.Top().(*scenes.PauseMenu)
	if !ok {
		t.Fatalf("Esc should pause, top is %T", s.Stack.Top())
	}
	scenetest.ClickWidget(t, s, p.Buttons()[5]) // nothing played yet: it leaves without asking
	if _, ok := s.Stack.Top().(*scenes.MainMenu); !ok || s.Stack.Len() != 1 {
		t.Fatalf("Main menu should leave only the main menu, top %T len %d", s.Stack.Top(), s.Stack.Len())
	}
	// The next visit to the set-up shows the choices of the last match.
	s.Settings, _ = settings.Load(s.SettingsPath)
	again := scenes.NewSetup(s, s.Games[0])
	if m := again.Match(); m.AI != [2]string{"slow", ""} || m.Options["goal"] != "20" {
		t.Fatalf("the set-up should remember the last match: %+v", m)
	}
	// A remembered choice the game no longer offers falls back to the default.
	s.Settings.Games["race"] = settings.GameChoice{Opponent: "gone", Options: map[string]string{"goal": "99"}}
	if m := scenes.NewSetup(s, s.Games[0]).Match(); m.AI != [2]string{"", "fast"} || m.Options["goal"] != "10" {
		t.Fatalf("unknown remembered values should give the defaults: %+v", m)
	}
}

func TestAutoplayAndScenesByName(t *testing.T) {
	var started scenes.Match
	s := scenetest.NewSession(raceGame(&started))
	if err := scenes.Autoplay(s, "race", "", "slow"); err != nil {
		t.Fatal(err)
	}
	if !started.Autoplay || started.AI != [2]string{"fast", "slow"} || started.Options["goal"] != "10" {
		t.Fatalf("autoplay started %+v", started)
	}
	if err := scenes.Autoplay(s, "chess", "", ""); err == nil {
		t.Fatal("an unknown game must be an error")
	}
	names := scenes.SceneNames(s.Games)
	for _, want := range []string{"menu", "choose", "options", "setup", "race-setup"} {
		if err := scenes.OpenScene(s, want); err != nil {
			t.Errorf("-scene %s: %v", want, err)
		}
		found := false
		for _, n := range names {
			found = found || n == want
		}
		if !found {
			t.Errorf("SceneNames %v lacks %s", names, want)
		}
	}
	if err := scenes.OpenScene(s, "nowhere"); err == nil {
		t.Fatal("an unknown scene must be an error")
	}
}

func TestOptionsSliderSavesSettings(t *testing.T) {
	s := scenetest.NewSession()
	s.SettingsPath = filepath.Join(t.TempDir(), "stratagem", "settings.json")
	o := scenes.NewOptions(false)
	s.Stack.Reset(scenes.NewMainMenu())
	s.Stack.Push(o)
	scenetest.Tick(t, s, nil)
	music, effects := o.Sliders()
	tr := music.Track()
	scenetest.Click(t, s, tr.X+tr.W*0.3, tr.Y+2) // 30% of the track
	if s.Settings.MusicVolume != 30 {
		t.Fatalf("music volume %d, want 30", s.Settings.MusicVolume)
	}
	scenetest.ClickWidget(t, s, effects) // focus the effects slider…
	scenetest.Tick(t, s, func(in *scenes.Input) { in.Released = true })
	before := s.Settings.EffectsVolume
	scenetest.Press(t, s, scenes.ActLeft) // …and turn it down with the keys
	if s.Settings.EffectsVolume != before-5 {
		t.Fatalf("effects volume %d, want %d", s.Settings.EffectsVolume, before-5)
	}
	scenetest.Press(t, s, scenes.ActBack)
	got, warnings := settings.Load(s.SettingsPath)
	if len(warnings) > 0 || got.MusicVolume != 30 || got.EffectsVolume != before-5 {
		t.Fatalf("saved %+v (warnings %v)", got, warnings)
	}
}

// In a web page the main menu has no Quit, and Esc there does not end the
// game (the browser's tab is closed instead).
func TestBrowserMenuHasNoQuit(t *testing.T) {
	var started scenes.Match
	s := scenetest.NewSession(raceGame(&started))
	s.Browser = true
	s.Stack.Reset(scenes.NewMainMenu())
	scenetest.Press(t, s, scenes.ActBack)
	if s.Quitting() {
		t.Fatal("Esc in the browser's main menu ended the game")
	}
	for range 3 {
		scenetest.Press(t, s, scenes.ActDown) // past Options: no Quit below it
	}
	scenetest.Press(t, s, scenes.ActConfirm)
	if s.Quitting() {
		t.Fatal("the browser's main menu offered Quit")
	}
	if st := scenes.NewApp(s).State(); st.Scene == "" {
		t.Errorf("State names no scene: %+v", st)
	}
}

// The look's rows of Options apply at once, to every screen, and are
// saved: the colour-blind palette, high contrast, the text size.
func TestOptionsLookAppliesAndSaves(t *testing.T) {
	s := scenetest.NewSession()
	s.SettingsPath = filepath.Join(t.TempDir(), "settings.json")
	t.Cleanup(func() { render.SetLook(render.Look{}); render.SetTextScale(1) })
	o := scenes.NewOptions(false)
	s.Stack.Reset(scenes.NewMainMenu())
	s.Stack.Push(o)
	scenetest.Tick(t, s, nil)
	palette, contrast, size := o.LookRows()
	right := func(ch *scenes.Choice) { scenetest.Click(t, s, ch.R.X+ch.R.W-42, ch.R.Y+ch.R.H/2) }
	right(palette)
	if l := render.CurrentLook(); l.Palette != render.PaletteColourSafe || s.Settings.Palette != render.PaletteColourSafe {
		t.Errorf("after choosing the colour-blind palette: look %+v, settings %q", l, s.Settings.Palette)
	}
	scenetest.ClickWidget(t, s, contrast)
	if !render.CurrentLook().HighContrast || !s.Settings.HighContrast {
		t.Errorf("high contrast not on: look %+v", render.CurrentLook())
	}
	right(size)
	right(size)
	if render.TextScale() != 1.5 || s.Settings.TextSize != 150 {
		t.Errorf("text size %v (settings %d), want 1.5", render.TextScale(), s.Settings.TextSize)
	}
	scenetest.Press(t, s, scenes.ActBack)
	got, warnings := settings.Load(s.SettingsPath)
	if len(warnings) > 0 || got.Palette != render.PaletteColourSafe || !got.HighContrast || got.TextSize != 150 {
		t.Fatalf("saved %+v (warnings %v)", got, warnings)
	}
	// A session started with them shows them from its first frame.
	scenes.NewSession(got, "", nil)
	if l := render.CurrentLook(); l.Palette != render.PaletteColourSafe || !l.HighContrast || render.TextScale() != 1.5 {
		t.Errorf("a new session's look %+v, text %v", l, render.TextScale())
	}
}
