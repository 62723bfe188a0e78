// Package settings holds the player's options (volumes, mute, fullscreen,
// animation speed, palette, contrast, text size, keys) and keeps them in a JSON file in the user's config
// directory; in a browser, under a key of its localStorage (see Store).
//
// Loading never fails: a missing file gives the defaults, a corrupt one is
// moved aside (to settings.json.bad) and gives the defaults with a warning,
// and out-of-range values are clamped with a warning. Saving writes a
// temporary file and renames it over the old one, so a crash mid-write
// never leaves a broken file.
package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
)

// Settings are the options the player can change in the Options screen,
// and the match set-up each game remembers.
type Settings struct {
	MusicVolume   int  `json:"musicVolume"`   // 0-100
	EffectsVolume int  `json:"effectsVolume"` // 0-100
	Muted         bool `json:"muted"`
	Fullscreen    bool `json:"fullscreen"`
	// AnimationSpeed multiplies the speed of piece animations: 0.5 is slow,
	// 1 normal, 2 fast. See AnimationSpeeds.
	AnimationSpeed float64 `json:"animationSpeed"`
	// Language is the code of the language of the game's words ("en",
	// "fi", …); "" until one is chosen, when the system's is followed.
	Language string `json:"language,omitempty"`
	// Games holds, per game ID, the choices of its last match set-up.
	Games map[string]GameChoice `json:"games,omitempty"`
	// Palette is the screens' colours: "" (the standard palette) or
	// "colourblind" (sides and marks apart for colour-blind players).
	Palette string `json:"palette,omitempty"`
	// HighContrast draws text, outlines and board lines stronger.
	HighContrast bool `json:"highContrast,omitempty"`
	// TextSize is the size of the texts in percent of the size the
	// screens are laid out at: one of TextSizes (0 reads as 100).
	TextSize int `json:"textSize,omitempty"`
	// Keys holds the keys the player bound to actions instead of their
	// own: the action's name ("undo", "wait") to its chord ("J",
	// "Ctrl+K"). An action not here has its default keys.
	Keys map[string]string `json:"keys,omitempty"`
	// Version is the version of the game that saved the file last (see
	// scenes.Session.Version): for a bug report, or for a later version
	// that reads an older file. Files written before it was added have
	// none, and load as before.
	Version string `json:"version,omitempty"`
}

// TextSizes are the text sizes the Options screen offers, in percent.
var TextSizes = []int{100, 125, 150}

// GameChoice is what a game's set-up screen showed when its last match
// started. Values are names, not positions in a list, so a choice that a
// later version no longer offers is simply not found (and the set-up shows
// its default) instead of picking a different option.
type GameChoice struct {
	TwoPlayers bool              `json:"twoPlayers,omitempty"`
	Colour     string            `json:"colour,omitempty"`   // the person's side against the computer: "blue" or "red"
	Opponent   string            `json:"opponent,omitempty"` // the computer player's name
	Options    map[string]string `json:"options,omitempty"`  // the game's own options, by key
}

// Limits of the values.
const (
	MinVolume         = 0
	MaxVolume         = 100
	MinAnimationSpeed = 0.25
	MaxAnimationSpeed = 4
)

// AnimationSpeeds are the steps the Options screen offers.
var AnimationSpeeds = []float64{0.5, 1, 2}

// Defaults returns the settings of a first start.
func Defaults() Settings {
	return Settings{
		MusicVolume:    60,
		EffectsVolume:  80,
		AnimationSpeed: 1,
	}
}

// FileName is the name of the settings file in its directory.
const FileName = "settings.json"

// Clamp returns s with every value brought into its range, and a warning
// for each value that had to change.
func (s Settings) Clamp() (Settings, []string) {
	var warnings []string
	clampInt := func(name string, v *int, lo, hi int) {
		if c := max(lo, min(hi, *v)); c != *v {
			warnings = append(warnings, fmt.Sprintf("%s %d out of range %d-%d; using %d", name, *v, lo, hi, c))
			*v = c
		}
	}
	clampInt("musicVolume", &s.MusicVolume, MinVolume, MaxVolume)
	clampInt("effectsVolume", &s.EffectsVolume, MinVolume, MaxVolume)
	// JSON cannot hold NaN or infinities, but a caller's value might.
	if v := s.AnimationSpeed; math.IsNaN(v) || v < MinAnimationSpeed || v > MaxAnimationSpeed {
		c := Defaults().AnimationSpeed
		if v < MinAnimationSpeed {
			c = MinAnimationSpeed
		} else if v > MaxAnimationSpeed {
			c = MaxAnimationSpeed
		}
		warnings = append(warnings, fmt.Sprintf("animationSpeed %g out of range %g-%g; using %g", v, float64(MinAnimationSpeed), float64(MaxAnimationSpeed), c))
		s.AnimationSpeed = c
	}
	if s.TextSize != 0 && !slices.Contains(TextSizes, s.TextSize) {
		c := TextSizes[0]
		for _, t := range TextSizes {
			if t <= s.TextSize {
				c = t
			}
		}
		warnings = append(warnings, fmt.Sprintf("textSize %d is not one of %v; using %d", s.TextSize, TextSizes, c))
		s.TextSize = c
	}
	return s, warnings
}

// Load reads the settings at path. It always returns usable settings:
//   - no file: the defaults, silently (a first start);
//   - a file that cannot be read or parsed: the defaults and a warning; a
//     corrupt file is renamed to path+".bad" (replacing an older one) so
//     that nothing the player had is lost and the next save starts clean;
//   - values out of range: clamped, with a warning each.
//
// Fields missing from the file keep their default values, so a file from an
// older version of the game loads as expected.
func Load(path string) (Settings, []string) {
	data, err := Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Defaults(), nil
	}
	if err != nil {
		return Defaults(), []string{fmt.Sprintf("settings: cannot read %s (%v); using defaults", path, err)}
	}
	s := Defaults()
	dec := json.NewDecoder(bytes.NewReader(data))
	err = dec.Decode(&s)
	if err == nil && dec.More() {
		err = errors.New("unexpected data after the settings object")
	}
	if err != nil {
		w := fmt.Sprintf("settings: %s is corrupt (%v); using defaults", path, err)
		return Defaults(), []string{w + MoveAside(path)}
	}
	s, warnings := s.Clamp()
	for i, w := range warnings {
		warnings[i] = "settings: " + w
	}
	return s, warnings
}

// MoveAside renames a file that could not be used to path+".bad"
// (replacing an older one), so that nothing is lost and the next save
// starts clean. It returns the words to add to the warning.
func MoveAside(path string) string {
	bad := path + ".bad"
	if err := store.Rename(path, bad); err != nil {
		return fmt.Sprintf("; could not move it aside: %v", err)
	}
	return "; the old file is kept as " + bad
}

// Save writes s (clamped into range) to path as indented JSON, through the
// Store in use (a file: see WriteAtomic).
func Save(path string, s Settings) error {
	s, _ = s.Clamp() // never write a value that Load would reject
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	if err := Write(path, append(data, '\n')); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return nil
}

// WriteAtomic writes data to path through a temporary file in the same
// directory renamed over path, so the old file stays intact until the new
// one is complete: a crash mid-write never leaves a broken file. It
// creates the directory (0o755) if needed.
func WriteAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	tmpName := tmp.Name()
	fail := func(err error) error {
		tmp.Close()
		os.Remove(tmpName)
		return fmt.Errorf("saving %s: %w", path, err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	// CreateTemp makes the file 0o600; these files are not secret.
	if err := os.Chmod(tmpName, 0o644); err != nil {
		return fail(err)
	}
	if err := os.Rename(tmpName, path); err != nil {
		os.Remove(tmpName)
		return fmt.Errorf("saving %s: %w", path, err)
	}
	return nil
}
