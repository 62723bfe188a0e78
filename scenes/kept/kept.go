// Package kept keeps the games played as records (package board/record):
// one record a game, written when the game ends, or when it is left
// before its end (marked abandoned), in a folder beside the settings on
// the desktop, or in the browser's localStorage (with a limit, the oldest
// dropped). The Records screen lists them, opens, exports and deletes
// them.
//
// A record's name says when the game began and which game it is
// ("2026-11-29-142305-mill.txt"); a name is never written over, except by
// the same game carried on: a game left before its end (abandoned) and
// continued later from the main menu replaces its own abandoned record
// when it ends or is left again.
//
// Keeping never stops the game: a Keeper writes on a goroutine of its own
// (records are small, but a disk's sync can take several frames), and a
// failure is kept for the frame goroutine to tell the player.
package kept

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
	"time"

	"stratagem/board/record"
)

// Store is where records are kept, by name: a folder (Dir) or a store of
// strings such as the browser's localStorage (KVStore).
type Store interface {
	// List returns the names of the records kept, in no order.
	List() ([]string, error)
	// Read returns a record's text; a name that holds nothing is an error
	// wrapping fs.ErrNotExist.
	Read(name string) ([]byte, error)
	// Create keeps a new record; a name already taken is an error wrapping
	// fs.ErrExist, and nothing is written.
	Create(name string, data []byte) error
	// Replace writes over the record of name.
	Replace(name string, data []byte) error
	// Remove deletes a record; a missing one is no error.
	Remove(name string) error
	// Where says where the records are, for a message (a folder's path).
	Where() string
}

// Ext ends every record's name.
const Ext = ".txt"

// stem is the start of a record's name: when the game began, in UTC, and
// the game ("2026-11-29-142305-mill").
func stem(r record.Record) string {
	return r.Date.UTC().Format("2006-01-02-150405") + "-" + r.Game
}

// Keep writes r's text to st under a name of its own, and returns that
// name: the name of its date and game, with "-2", "-3"… when that is
// taken by another game. A name taken by this game's own abandoned record
// (the game was left, then continued) is written over.
func Keep(st Store, r record.Record, text []byte) (string, error) {
	base := stem(r)
	for i := 1; i <= 100; i++ {
		name := base + Ext
		if i > 1 {
			name = fmt.Sprintf("%s-%d%s", base, i, Ext)
		}
		err := st.Create(name, text)
		if !errors.Is(err, fs.ErrExist) {
			return name, err
		}
		if old, err := st.Read(name); err == nil && carriedOn(old, text) {
			return name, st.Replace(name, text)
		}
	}
	return "", fmt.Errorf("a hundred records of %s began at %s: no name left", r.Game, r.Date.UTC().Format(time.DateTime))
}

// carriedOn reports whether old is an abandoned record of the game
// recorded in text: the same game, begun at the same time, its moves the
// first of text's.
func carriedOn(old, text []byte) bool {
	if !bytes.Contains(old, []byte("\n"+`[Result "abandoned"]`+"\n")) {
		return false
	}
	tags := func(b []byte, keys ...string) []string {
		var out []string
		for line := range strings.Lines(string(b)) {
			for _, k := range keys {
				if strings.HasPrefix(line, "["+k+" ") {
					out = append(out, line)
				}
			}
		}
		return out
	}
	keys := []string{"Game", "Date", "Time"}
	if !slices.Equal(tags(old, keys...), tags(text, keys...)) {
		return false
	}
	was, is := moveWords(old), moveWords(text)
	return len(was) <= len(is) && slices.Equal(was, is[:len(was)])
}

// moveWords returns the words of a record's moves: the lines after its
// tags but its result line, split at spaces, without pairs' numbers.
func moveWords(b []byte) []string {
	var lines []string
	for line := range strings.Lines(string(b)) {
		line = strings.TrimSpace(line)
		if line != "" && !strings.HasPrefix(line, "[") && !strings.HasPrefix(line, "#") {
			lines = append(lines, line)
		}
	}
	if len(lines) > 0 {
		lines = lines[:len(lines)-1] // the result line
	}
	var out []string
	for _, l := range lines {
		for _, w := range strings.Fields(l) {
			if !strings.HasSuffix(w, ".") {
				out = append(out, w)
			}
		}
	}
	return out
}

// Entry is one record kept, as the Records screen lists it.
type Entry struct {
	Name   string
	Record record.Record
	Text   string
}

// Load reads every record of st, newest first (by the date of the game,
// then by name). A record that cannot be read (a file edited by hand, a
// game this program does not know) is left out with a warning naming it.
func Load(st Store, kinds ...record.Kind) ([]Entry, []string, error) {
	names, err := st.List()
	if err != nil {
		return nil, nil, err
	}
	var out []Entry
	var warnings []string
	for _, name := range names {
		data, err := st.Read(name)
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("the kept game %s cannot be read: %v", name, err))
			continue
		}
		r, err := record.Read(bytes.NewReader(data), kinds...)
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("the kept game %s is left out: %v", name, err))
			continue
		}
		out = append(out, Entry{Name: name, Record: r, Text: string(data)})
	}
	slices.SortFunc(out, func(a, b Entry) int {
		if c := b.Record.Date.Compare(a.Record.Date); c != 0 {
			return c
		}
		return strings.Compare(b.Name, a.Name)
	})
	return out, warnings, nil
}

// Keeper keeps records in a Store from a goroutine of its own, so that
// the frame goroutine never waits on the disk. Records handed are written
// one at a time in the order handed; Flush waits for them all, and
// Failure returns a write that failed, once, for the frame goroutine to
// tell. The goroutine runs only while there is something to write.
type Keeper struct {
	st Store

	mu       sync.Mutex
	idle     sync.Cond
	queue    []job
	running  bool
	failures []error
	kept     []string // the names written, in order (tests, messages)
}

type job struct {
	rec  record.Record
	text []byte
}

// NewKeeper returns a Keeper of st.
func NewKeeper(st Store) *Keeper {
	k := &Keeper{st: st}
	k.idle.L = &k.mu
	return k
}

// Store returns the store k writes to.
func (k *Keeper) Store() Store { return k.st }

// Keep hands r to be written. A record that cannot be written as text (see
// record.Text) fails at once, without the goroutine.
func (k *Keeper) Keep(r record.Record) {
	text, err := record.Text(r)
	k.mu.Lock()
	defer k.mu.Unlock()
	if err != nil {
		k.failures = append(k.failures, err)
		return
	}
	k.queue = append(k.queue, job{r, []byte(text)})
	if !k.running {
		k.running = true
		go k.run()
	}
}

func (k *Keeper) run() {
	k.mu.Lock()
	defer k.mu.Unlock()
	for len(k.queue) > 0 {
		j := k.queue[0]
		k.queue = k.queue[1:]
		k.mu.Unlock()
		name, err := Keep(k.st, j.rec, j.text)
		k.mu.Lock()
		if err != nil {
			k.failures = append(k.failures, err)
		} else {
			k.kept = append(k.kept, name)
		}
	}
	k.running = false
	k.idle.Broadcast()
}

// Flush waits until every record handed is written, or has failed.
func (k *Keeper) Flush() {
	k.mu.Lock()
	defer k.mu.Unlock()
	for k.running {
		k.idle.Wait()
	}
}

// Failure returns the oldest failure not yet returned, or nil.
func (k *Keeper) Failure() error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if len(k.failures) == 0 {
		return nil
	}
	err := k.failures[0]
	k.failures = k.failures[1:]
	return err
}

// Kept returns the names written so far, oldest first.
func (k *Keeper) Kept() []string {
	k.mu.Lock()
	defer k.mu.Unlock()
	return slices.Clone(k.kept)
}

// keepers holds KeeperFor's Keepers, by where they write.
var keepers = struct {
	sync.Mutex
	m map[string]*Keeper
}{m: map[string]*Keeper{}}

// KeeperFor returns the Keeper of the store at path (StoreAt), the same
// one for every caller, so that one goroutine writes there.
func KeeperFor(path string) *Keeper {
	keepers.Lock()
	defer keepers.Unlock()
	k, ok := keepers.m[path]
	if !ok {
		k = NewKeeper(StoreAt(path))
		keepers.m[path] = k
	}
	return k
}
