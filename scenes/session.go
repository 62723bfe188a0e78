package scenes

import (
	"cmp"
	"fmt"
	"os"
	"time"

	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes/audio"
	"stratagem/scenes/progress"
	"stratagem/scenes/savegame"
	"stratagem/scenes/settings"
	"stratagem/scenes/stats"
)

// Session is the state shared by every scene, passed explicitly instead of
// living in globals: settings, sound, input, the scene stack.
type Session struct {
	Settings     settings.Settings
	SettingsPath string // "" when settings cannot be saved
	// ReadOnly keeps the settings file untouched (screenshots, tests).
	ReadOnly bool
	// SavePath is where the game in progress is kept ("": nowhere).
	SavePath string
	// RecordsPath is where the games played are kept as records
	// (kept.PathBeside; "": nowhere); each names Version.
	RecordsPath string
	// LinkBase is the page's address that a link to a game starts with
	// (Copy link); "" outside a browser.
	LinkBase string
	Audio    *audio.System
	Input    Input
	Stack    Stack
	// Warn receives messages for the player that must not stop the game
	// (e.g. settings that could not be saved). It prints to standard error.
	Warn func(string)
	// Seed feeds the computer opponents' random choices.
	Seed uint64
	// Tick counts ticks since start; scenes use it for animation.
	Tick int64
	// Now is the clock (replaceable in tests).
	Now func() time.Time
	// Games is the collection, in the order the menus show it (see Register).
	Games []*GameDesc
	// Browser: the game runs in a web page, which has no Quit (closing the
	// tab ends the game).
	Browser bool
	// Version is the build's version ("v0.9.0-12-gabc1234", "unknown"):
	// the main menu shows it, and saved settings and records carry it. The program
	// sets it (cmd/stratagem from cmdline.invalid/version), as scenes
	// import nothing from cmd.
	Version string

	quit          bool
	hushed        int
	redraw        bool
	ticking       bool
	appliedScreen struct{ fullscreen bool }
	notice        notice // a message on screen (keeping.go)
	pasting       <-chan pasted
}

// NewSession returns a session with the given settings, sound system and
// games (in menu order).
func NewSession(st settings.Settings, path string, snd *audio.System, games ...*GameDesc) *Session {
	s := &Session{
		Settings:     st,
		SettingsPath: path,
		Audio:        snd,
		Warn:         func(msg string) { fmt.Fprintln(os.Stderr, "stratagem: warning:", msg) },
		Seed:         uint64(time.Now().UnixNano()),
		Now:          time.Now,
		Games:        games,
		redraw:       true,
	}
	s.ApplySettings()
	return s
}

// Game returns the game whose ID is id.
func (s *Session) Game(id string) (*GameDesc, bool) {
	for _, g := range s.Games {
		if g.ID == id {
			return g, true
		}
	}
	return nil, false
}

// Invalidate asks for the screen to be drawn again at the next frame. The
// screen is redrawn by itself after input, a change of scene or of the
// window's size; a scene calls Invalidate for everything else it changes
// (an animation step, an answer from the computer).
func (s *Session) Invalidate() { s.redraw = true }

// InvalidateEvery asks for a redraw on every n-th tick: for slow steady
// animations such as the "thinking…" dots.
func (s *Session) InvalidateEvery(n int64) {
	s.ticking = true
	if n <= 1 || s.Tick%n == 0 {
		s.redraw = true
	}
}

// KeepTicking asks for the next tick even when nothing happens: a scene
// calls it on every tick while it animates or waits for slow work (the
// computer's move, a timer). When no scene asks, the game sleeps until the
// next input (see Run).
func (s *Session) KeepTicking() { s.ticking = true }

// Busy reports whether a scene asked for the next tick during this one.
func (s *Session) Busy() bool { return s.ticking }

// NewTick begins a tick: this tick's input and requests start empty. The
// game calls it before polling the devices; tests before scripting input.
// A save of the game that failed since the last tick is told now.
func (s *Session) NewTick() {
	s.noticeSeen()
	s.Input.Clear()
	s.Tick++
	s.ticking = false
	s.warnSaveFailure()
	s.tickKeeping()
}

// takeRedraw reports whether a redraw was asked for, and forgets the request.
func (s *Session) takeRedraw() bool {
	r := s.redraw
	s.redraw = false
	return r
}

// saving reports whether games in progress are saved.
func (s *Session) saving() bool { return s.SavePath != "" && !s.ReadOnly }

// saves returns the Writer of the save file: one for the whole program,
// whichever session or screen hands it the game.
func (s *Session) saves() *savegame.Writer { return savegame.WriterFor(s.SavePath) }

// warnSaveFailure tells the player when the game could not be saved. The
// Writer keeps its failures for the frame goroutine to collect here, as
// only the frame goroutine may touch the scenes.
func (s *Session) warnSaveFailure() {
	if !s.saving() {
		return
	}
	if err := s.saves().Failure(); err != nil {
		s.Warn(fmt.Sprintf("could not save the game: %v", err))
	}
}

// FlushSave waits until the game in progress handed so far is saved, and
// tells of a failure: for when the program ends.
func (s *Session) FlushSave() {
	if !s.saving() {
		return
	}
	s.saves().Flush()
	s.warnSaveFailure()
}

// FlushAll waits until every file the session writes on a goroutine of
// its own is written: the game in progress, the records, the statistics
// and the puzzles solved. For when the program ends (or starts afresh),
// and for tests before their folder goes.
func (s *Session) FlushAll() {
	s.FlushSave()
	s.FlushRecords()
	stats.Flush(statsPath(s)) // "" (nothing kept) has no writer: nothing to wait for
	progress.Flush(puzzlesPath(s))
}

// Quit asks the game to end after this tick.
func (s *Session) Quit() { s.quit = true }

// Quitting reports whether Quit was called.
func (s *Session) Quitting() bool { return s.quit }

// ApplySettings pushes the current settings to the screens (the look,
// the text size, the keys) and the sound system.
func (s *Session) ApplySettings() {
	render.SetLook(render.Look{Palette: s.Settings.Palette, HighContrast: s.Settings.HighContrast})
	render.SetTextScale(float64(cmp.Or(s.Settings.TextSize, 100)) / 100)
	ApplyKeys(s.Settings.Keys, s.Games)
	if s.Audio == nil {
		return
	}
	s.Audio.SetMuted(s.Settings.Muted)
	s.Audio.SetMusicVolume(s.Settings.MusicVolume)
	s.Audio.SetEffectsVolume(s.Settings.EffectsVolume)
}

// UseLanguage makes code the language of the game's words, at once, and
// keeps it in the settings (the caller saves them).
func (s *Session) UseLanguage(code string) {
	if err := lang.Use(code); err != nil {
		s.Warn(err.Error())
		return
	}
	s.Settings.Language = code
	s.Stack.retranslate(s)
}

// SaveSettings writes the settings; a failure is a warning, never fatal.
func (s *Session) SaveSettings() {
	if s.SettingsPath == "" || s.ReadOnly {
		return
	}
	s.Settings.Version = s.Version // which build wrote the file last
	if err := settings.Save(s.SettingsPath, s.Settings); err != nil {
		s.Warn(fmt.Sprintf("could not save settings: %v", err))
	}
}

// Play plays a sound effect (nothing when sound is off or unavailable).
func (s *Session) Play(e assets.EffectName) {
	if s.Audio != nil && s.hushed == 0 {
		s.Audio.PlayEffect(e)
	}
}

// Hushed runs do with the sound effects off: moves replayed to show a
// past position, or to restore a saved game, make no sound.
func (s *Session) Hushed(do func()) {
	s.hushed++
	defer func() { s.hushed-- }()
	do()
}

// AnimSpeed returns the animation speed factor from the settings (>0).
func (s *Session) AnimSpeed() float64 {
	if s.Settings.AnimationSpeed <= 0 {
		return 1
	}
	return s.Settings.AnimationSpeed
}

// Ticks converts a duration at normal speed into ticks at the chosen animation speed.
func (s *Session) Ticks(seconds float64) int {
	n := int(seconds * 60 / s.AnimSpeed())
	if n < 1 {
		n = 1
	}
	return n
}

// NextSeed returns a fresh seed for a computer opponent.
func (s *Session) NextSeed() uint64 {
	s.Seed = s.Seed*6364136223846793005 + 1442695040888963407
	return s.Seed
}
