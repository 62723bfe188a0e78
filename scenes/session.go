package scenes

import (
	"fmt"
	"os"
	"time"

	"stratagem/assets"
	"stratagem/board/connect"
	"stratagem/scenes/audio"
	"stratagem/scenes/settings"
)

// Session is the state shared by every scene, passed explicitly instead of
// living in globals: settings, sound, input, the scene stack.
type Session struct {
	Settings     settings.Settings
	SettingsPath string // "" when settings cannot be saved
	// ReadOnly keeps the settings file untouched (screenshots, tests).
	ReadOnly bool
	Audio    *audio.System
	Input    Input
	Stack    Stack
	// Warn receives messages for the player that must not stop the game
	// (e.g. settings that could not be saved). It prints to standard error.
	Warn func(string)
	// Seed feeds the computer opponents' random choices.
	Seed uint64
	// Frame counts ticks since start; scenes use it for animation.
	Frame int64
	// Now is the clock (replaceable in tests).
	Now func() time.Time
	// MillChoice and HexChoice remember the last set-ups during this run.
	MillChoice    SetupChoice
	HexChoice     SetupChoice
	ConnectChoice SetupChoice
	ConnectBoard  connect.Config
	MechChoice    SetupChoice
	MechExtras    [3]int // map, Blue's force, Red's force (indexes in the set-up's lists)

	quit          bool
	appliedScreen struct{ fullscreen bool }
}

// NewSession returns a session with the given settings and sound system.
func NewSession(st settings.Settings, path string, snd *audio.System) *Session {
	s := &Session{
		Settings:      st,
		SettingsPath:  path,
		Audio:         snd,
		Warn:          func(msg string) { fmt.Fprintln(os.Stderr, "stratagem: warning:", msg) },
		Seed:          uint64(time.Now().UnixNano()),
		Now:           time.Now,
		MillChoice:    SetupChoice{Level: 1}, // Normal
		HexChoice:     SetupChoice{Level: 1}, // the seed's minimax
		ConnectChoice: SetupChoice{Level: 1},
		ConnectBoard:  connect.Standard,
		MechChoice:    SetupChoice{Level: 0}, // the seed's player
	}
	s.ApplySettings()
	return s
}

// Quit asks the game to end after this tick.
func (s *Session) Quit() { s.quit = true }

// Quitting reports whether Quit was called.
func (s *Session) Quitting() bool { return s.quit }

// ApplySettings pushes the current settings to the sound system.
func (s *Session) ApplySettings() {
	if s.Audio == nil {
		return
	}
	s.Audio.SetMuted(s.Settings.Muted)
	s.Audio.SetMusicVolume(s.Settings.MusicVolume)
	s.Audio.SetEffectsVolume(s.Settings.EffectsVolume)
}

// SaveSettings writes the settings; a failure is a warning, never fatal.
func (s *Session) SaveSettings() {
	if s.SettingsPath == "" || s.ReadOnly {
		return
	}
	if err := settings.Save(s.SettingsPath, s.Settings); err != nil {
		s.Warn(fmt.Sprintf("could not save settings: %v", err))
	}
}

// Play plays a sound effect (nothing when sound is off or unavailable).
func (s *Session) Play(e assets.EffectName) {
	if s.Audio != nil {
		s.Audio.PlayEffect(e)
	}
}

// AnimSpeed returns the animation speed factor from the settings (>0).
func (s *Session) AnimSpeed() float64 {
	if s.Settings.AnimationSpeed <= 0 {
		return 1
	}
	return s.Settings.AnimationSpeed
}

// Seconds converts a duration at normal speed into ticks at the chosen animation speed.
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
