// Package progress keeps which puzzles the player has solved, in a JSON
// file beside the settings (puzzles.json; in a browser, a key of its
// localStorage, through the settings' Store).
//
// Loading never fails the game: no file is no progress; a file that
// cannot be read or parsed, or of another version, gives empty progress
// and a warning, and is moved aside (to puzzles.json.bad) so that nothing
// the player had is lost and the next save starts clean. Saving writes a
// temporary file and renames it (settings.Write), from a goroutine of its
// own (Writer), so the frame never waits on the disk.
package progress

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"sort"

	"stratagem/scenes/settings"
)

// Version is the format written now; files of other versions are put aside.
const Version = 1

// FileName is the progress file's name in the settings' directory.
const FileName = "puzzles.json"

// PathBeside returns the progress file's path beside the settings file at
// settingsPath ("" when that is "": nothing is kept).
func PathBeside(settingsPath string) string { return settings.Beside(settingsPath, FileName) }

// Progress is the puzzles solved, per game ID, by puzzle ID.
type Progress struct {
	Solved map[string][]string // game → the IDs solved, sorted
}

// file is the JSON form.
type file struct {
	Version int                 `json:"version"`
	Solved  map[string][]string `json:"solved"`
}

// IsSolved reports whether puzzle id of game is solved.
func (p *Progress) IsSolved(game, id string) bool {
	_, ok := slices.BinarySearch(p.Solved[game], id)
	return ok
}

// Solve marks puzzle id of game solved and reports whether it was new.
func (p *Progress) Solve(game, id string) bool {
	if p.Solved == nil {
		p.Solved = map[string][]string{}
	}
	ids := p.Solved[game]
	i, ok := slices.BinarySearch(ids, id)
	if ok {
		return false
	}
	p.Solved[game] = slices.Insert(ids, i, id)
	return true
}

// Count returns how many of ids of game are solved.
func (p *Progress) Count(game string, ids []string) int {
	n := 0
	for _, id := range ids {
		if p.IsSolved(game, id) {
			n++
		}
	}
	return n
}

// Clone returns a copy that shares nothing with p.
func (p *Progress) Clone() Progress {
	q := Progress{Solved: map[string][]string{}}
	for g, ids := range p.Solved {
		q.Solved[g] = slices.Clone(ids)
	}
	return q
}

// Load reads the progress at path: empty progress and no warning when
// there is none; empty progress, a warning and the file moved aside when
// it cannot be used.
func Load(path string) (Progress, string) {
	data, err := settings.Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Progress{Solved: map[string][]string{}}, ""
	}
	if err != nil {
		return Progress{Solved: map[string][]string{}}, fmt.Sprintf("puzzles: cannot read %s (%v); starting with no puzzles solved", path, err)
	}
	var f file
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	err = dec.Decode(&f)
	switch {
	case err == nil && dec.More():
		err = errors.New("unexpected data after the progress")
	case err == nil && f.Version != Version:
		err = fmt.Errorf("it is of version %d, this game reads version %d", f.Version, Version)
	}
	if err != nil {
		w := fmt.Sprintf("puzzles: %s is corrupt (%v); starting with no puzzles solved", path, err)
		return Progress{Solved: map[string][]string{}}, w + settings.MoveAside(path)
	}
	p := Progress{Solved: map[string][]string{}}
	for g, ids := range f.Solved {
		ids = slices.Clone(ids)
		sort.Strings(ids)
		p.Solved[g] = slices.Compact(ids)
	}
	return p, ""
}

// Save writes p to path.
func Save(path string, p Progress) error {
	data, err := json.MarshalIndent(file{Version: Version, Solved: p.Solved}, "", "  ")
	if err != nil {
		return fmt.Errorf("puzzles: %w", err)
	}
	if err := settings.Write(path, append(data, '\n')); err != nil {
		return fmt.Errorf("puzzles: %w", err)
	}
	return nil
}

// Writer saves progress from a goroutine of its own (settings.Latest), so
// that the frame goroutine never waits on the disk.
type Writer struct{ latest *settings.Latest[Progress] }

// NewWriter returns a writer of the progress file at path. Two writers
// of the same path would race each other: the program uses WriterFor.
func NewWriter(path string) *Writer { return &Writer{settings.NewLatest(path, Save)} }

// writers holds WriterFor's writers.
var writers = settings.PerPath[*Writer]{New: NewWriter}

// WriterFor returns the writer of the progress file at path, the same one
// for every caller in the program: every Puzzles screen opened hands its
// progress to one goroutine, and Flush covers them all.
func WriterFor(path string) *Writer { return writers.For(path) }

// Flush waits until the progress handed to WriterFor(path) is written; it
// does nothing when none was handed.
func Flush(path string) { writers.Flush(path) }

// Save writes a copy of p, later, on another goroutine.
func (w *Writer) Save(p *Progress) { w.latest.Save(p.Clone()) }

// Flush waits until every Save handed so far is written.
func (w *Writer) Flush() { w.latest.Flush() }

// Failure returns, once, why the last failed write failed (nil: none).
func (w *Writer) Failure() error { return w.latest.Failure() }
