// Package savegame keeps the game in progress in a file beside the
// settings, so that the main menu can offer to continue it after the
// program was closed or crashed.
//
// The file is JSON with a version number. Loading never fails the game: a
// missing file is no saved game, and a file that cannot be read, is not
// valid JSON or comes from another version is moved aside (to FILE.bad)
// with a warning. Saving writes a temporary file and renames it, so a crash
// mid-write never leaves a broken one. The game saves through a Writer,
// which writes on a goroutine of its own so that a tick never waits on the
// disk.
package savegame

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"time"

	"stratagem/scenes/settings"
)

// Version is the format written now; files of other versions are not read.
const Version = 1

// FileName is the saved game's name in the settings' directory.
const FileName = "savegame.json"

// PathBeside returns the saved game's path beside the settings file at
// settingsPath ("" when that is "").
func PathBeside(settingsPath string) string { return settings.Beside(settingsPath, FileName) }

// Game is a game in progress: which game, who plays, its options, and the
// moves so far in the game's own notation.
type Game struct {
	Version int               `json:"version"`
	Game    string            `json:"game"`              // the game's ID, e.g. "mill"
	AI      [2]string         `json:"ai"`                // per side: "" a person, else the computer player's name
	Options map[string]string `json:"options,omitempty"` // the game's own set-up options
	Moves   []string          `json:"moves"`
	// Length is how far the game got in what it counts (scenes.Length):
	// whole turns or rounds played; Unit "" counts Moves.
	Length int       `json:"length,omitempty"`
	Unit   string    `json:"unit,omitempty"`
	Saved  time.Time `json:"saved"`
	// Started is when the game began (its record's date: package kept).
	Started time.Time `json:"started,omitzero"`
}

// Save writes g (as the current version) to path.
func Save(path string, g Game) error {
	g.Version = Version
	data, err := json.MarshalIndent(g, "", "  ")
	if err != nil {
		return fmt.Errorf("savegame: %w", err)
	}
	if err := settings.Write(path, append(data, '\n')); err != nil {
		return fmt.Errorf("savegame: %w", err)
	}
	return nil
}

// Load reads the saved game at path. ok is false when there is none to
// continue: no file (no warning), or a file that cannot be used (a
// warning, and the file is moved aside so that it is not read again).
func Load(path string) (g Game, ok bool, warning string) {
	data, err := settings.Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Game{}, false, ""
	}
	if err != nil {
		return Game{}, false, fmt.Sprintf("savegame: cannot read %s (%v); no game to continue", path, err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	err = dec.Decode(&g)
	switch {
	case err == nil && dec.More():
		err = errors.New("unexpected data after the saved game")
	case err == nil && g.Version != Version:
		err = fmt.Errorf("it is of version %d, this game reads version %d", g.Version, Version)
	case err == nil && g.Game == "":
		err = errors.New("it names no game")
	}
	if err != nil {
		return Game{}, false, Discard(path, err)
	}
	return g, true, ""
}

// Discard moves the saved game at path aside because of why, and returns
// the warning to show.
func Discard(path string, why error) string {
	return fmt.Sprintf("savegame: the saved game %s cannot be continued (%v)%s", path, why, settings.MoveAside(path))
}

// Remove deletes the saved game at path; a missing file is no error.
func Remove(path string) error {
	if err := settings.Remove(path); err != nil {
		return fmt.Errorf("savegame: %w", err)
	}
	return nil
}
