// Package stats keeps how the player has done against the computer: per
// game and level, the games won, drawn and lost and the current streak,
// in a JSON file beside the settings (stats.json; in a browser, a key of
// its localStorage, through the settings' Store).
//
// Loading never fails the game: no file is no games; a file that cannot
// be read or parsed, or of another version, gives no games and a warning,
// and is moved aside (to stats.json.bad) so that nothing the player had
// is lost. Saving writes a temporary file and renames it (settings.Write),
// from a goroutine of its own, so the frame never waits on the disk.
package stats

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"

	"stratagem/scenes/settings"
)

// Version is the format written now; files of other versions are put aside.
const Version = 1

// FileName is the statistics file's name in the settings' directory.
const FileName = "stats.json"

// PathBeside returns the statistics file's path beside the settings file
// at settingsPath ("" when that is "": nothing is kept).
func PathBeside(settingsPath string) string { return settings.Beside(settingsPath, FileName) }

// Result is how a game ended for the player.
type Result int

const (
	Loss Result = iota
	Draw
	Win
)

// String names the result as the file writes it.
func (r Result) String() string {
	switch r {
	case Win:
		return "win"
	case Draw:
		return "draw"
	}
	return "loss"
}

// Line is the player's games against one level of one game.
type Line struct {
	Wins   int `json:"wins"`
	Draws  int `json:"draws"`
	Losses int `json:"losses"`
	// Streak is how many games in a row, up to the last, ended as the
	// last did (StreakOf): 3 and Win is three wins in a row.
	Streak   int    `json:"streak"`
	StreakOf string `json:"streakOf,omitempty"` // "win", "draw" or "loss"; "" before any game
	// The games of the line played as the ladder was measured (the rules
	// and forces the set-up offers first): the ones the rating counts.
	RatedWins   int `json:"ratedWins"`
	RatedDraws  int `json:"ratedDraws"`
	RatedLosses int `json:"ratedLosses"`
}

// Games returns the games played.
func (l Line) Games() int { return l.Wins + l.Draws + l.Losses }

// RatedGames returns the games the rating counts.
func (l Line) RatedGames() int { return l.RatedWins + l.RatedDraws + l.RatedLosses }

// add counts one game.
func (l *Line) add(r Result, rated bool) {
	switch r {
	case Win:
		l.Wins++
	case Draw:
		l.Draws++
	default:
		l.Losses++
	}
	if rated {
		switch r {
		case Win:
			l.RatedWins++
		case Draw:
			l.RatedDraws++
		default:
			l.RatedLosses++
		}
	}
	if l.StreakOf == r.String() {
		l.Streak++
	} else {
		l.Streak, l.StreakOf = 1, r.String()
	}
}

// valid reports what is wrong with a line read from a file ("" nothing).
func (l Line) valid() string {
	switch {
	case l.Wins < 0 || l.Draws < 0 || l.Losses < 0 || l.Streak < 0 || l.RatedWins < 0 || l.RatedDraws < 0 || l.RatedLosses < 0:
		return "a count below zero"
	case l.RatedWins > l.Wins || l.RatedDraws > l.Draws || l.RatedLosses > l.Losses:
		return "more rated games than games"
	case l.StreakOf != "" && l.StreakOf != "win" && l.StreakOf != "draw" && l.StreakOf != "loss":
		return fmt.Sprintf("a streak of %q", l.StreakOf)
	case l.Streak > l.Games() || (l.Streak == 0) != (l.StreakOf == ""):
		return "a streak that does not match the games"
	}
	return ""
}

// Stats is every line, by game ID, by level name.
type Stats struct {
	Games map[string]map[string]Line
}

// file is the JSON form.
type file struct {
	Version int                        `json:"version"`
	Games   map[string]map[string]Line `json:"games"`
}

// Empty returns statistics with no games.
func Empty() Stats { return Stats{Games: map[string]map[string]Line{}} }

// Line returns the line of game against level (zero when none).
func (s Stats) Line(game, level string) Line { return s.Games[game][level] }

// Add counts a game of game against level that ended in r for the
// player; rated says it was played as the ladder was measured.
func (s *Stats) Add(game, level string, r Result, rated bool) {
	if s.Games == nil {
		s.Games = map[string]map[string]Line{}
	}
	if s.Games[game] == nil {
		s.Games[game] = map[string]Line{}
	}
	l := s.Games[game][level]
	l.add(r, rated)
	s.Games[game][level] = l
}

// Reset forgets every game of game.
func (s *Stats) Reset(game string) { delete(s.Games, game) }

// Played reports whether any game of game is counted.
func (s Stats) Played(game string) bool { return len(s.Games[game]) > 0 }

// Clone returns a copy that shares nothing with s.
func (s Stats) Clone() Stats {
	c := Empty()
	for g, lines := range s.Games {
		c.Games[g] = maps.Clone(lines)
	}
	return c
}

// Load reads the statistics at path: none and no warning when there is no
// file; none, a warning and the file moved aside when it cannot be used.
func Load(path string) (Stats, string) {
	data, err := settings.Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Empty(), ""
	}
	if err != nil {
		return Empty(), fmt.Sprintf("statistics: cannot read %s (%v); starting with no games counted", path, err)
	}
	var f file
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	err = dec.Decode(&f)
	switch {
	case err == nil && dec.More():
		err = errors.New("unexpected data after the statistics")
	case err == nil && f.Version != Version:
		err = fmt.Errorf("it is of version %d, this game reads version %d", f.Version, Version)
	}
	if err == nil {
	check:
		for g, lines := range f.Games {
			for lv, l := range lines {
				if why := l.valid(); why != "" {
					err = fmt.Errorf("%s against %s: %s", g, lv, why)
					break check
				}
			}
		}
	}
	if err != nil {
		w := fmt.Sprintf("statistics: %s is corrupt (%v); starting with no games counted", path, err)
		return Empty(), w + settings.MoveAside(path)
	}
	s := Stats{Games: f.Games}
	if s.Games == nil {
		s.Games = map[string]map[string]Line{}
	}
	return s.Clone(), ""
}

// Save writes s to path.
func Save(path string, s Stats) error {
	data, err := json.MarshalIndent(file{Version: Version, Games: s.Games}, "", "  ")
	if err != nil {
		return fmt.Errorf("statistics: %w", err)
	}
	if err := settings.Write(path, append(data, '\n')); err != nil {
		return fmt.Errorf("statistics: %w", err)
	}
	return nil
}

// Book is the statistics of one file, held for the whole program: read
// once, on first use; changed on the frame goroutine; written from a
// goroutine of its own, the newest state each time, so that writes that
// finish out of order never put back an older one.
type Book struct {
	path    string
	loaded  bool
	stats   Stats
	warning string // why the file could not be used, told once
	writer  *settings.Latest[Stats]
}

// books holds For's books.
var books = settings.PerPath[*Book]{New: func(path string) *Book {
	return &Book{path: path, writer: settings.NewLatest(path, Save)}
}}

// For returns the book of the file at path: one per path for the whole
// program, whichever screen asks.
func For(path string) *Book { return books.For(path) }

// Flush waits until the statistics handed to For(path)'s book are written;
// it does nothing when no screen asked for that book.
func Flush(path string) { books.Flush(path) }

// load reads the file the first time.
func (b *Book) load() {
	if !b.loaded {
		b.loaded = true
		b.stats, b.warning = Load(b.path)
	}
}

// Stats returns a copy of the statistics.
func (b *Book) Stats() Stats {
	b.load()
	return b.stats.Clone()
}

// Warning returns, once, why the file could not be used ("" none).
func (b *Book) Warning() string {
	b.load()
	w := b.warning
	b.warning = ""
	return w
}

// Add counts a game (Stats.Add) and writes the file.
func (b *Book) Add(game, level string, r Result, rated bool) {
	b.load()
	b.stats.Add(game, level, r, rated)
	b.save()
}

// Reset forgets every game of game and writes the file.
func (b *Book) Reset(game string) {
	b.load()
	b.stats.Reset(game)
	b.save()
}

// save writes a copy of the statistics, later, on another goroutine.
func (b *Book) save() { b.writer.Save(b.stats.Clone()) }

// Flush waits until every change so far is written.
func (b *Book) Flush() { b.writer.Flush() }

// Failure returns, once, why the last failed write failed (nil: none).
func (b *Book) Failure() error { return b.writer.Failure() }
