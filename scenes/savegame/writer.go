package savegame

import (
	"errors"
	"maps"
	"slices"
	"sync"
)

// ErrClosed is the failure of a state handed to a Writer after Close.
var ErrClosed = errors.New("savegame: the writer is closed")

// Writer keeps the saved game at one path up to date from a goroutine of
// its own, so that the frame goroutine never waits on the disk: a write
// is synced before it replaces the old file, and a sync can take many
// milliseconds, several frames.
//
// The frame goroutine hands it the newest state of the game with Save,
// or asks with Remove for the save to go (a game that ended or began
// again). Neither waits. A state handed while another is being written
// waits for that write to end, replacing any older state still waiting
// there: only the newest is worth writing, so moves that come faster than
// the disk keeps up are not queued up one write each. States are written one
// at a time in the order handed, so a removal can never be undone by an
// older write that finishes after it.
//
// Flush waits until everything handed so far is written, for when the
// file is about to be read or the program to end. A failure is kept for
// the frame goroutine to collect with Failure (each tick): the writer's
// goroutine never calls into the game.
//
// The goroutine runs only while there is something to write and ends
// when there is not, so an idle Writer holds no goroutine, and a Writer
// that is never closed leaks none.
type Writer struct {
	path string

	mu sync.Mutex
	// changed is broadcast when a state has been written (or has failed)
	// and when the goroutine ends: Flush and Close wait for it.
	changed sync.Cond
	next    *job   // the newest state handed and not yet taken up; nil: none
	handed  uint64 // the number of states handed so far
	done    uint64 // the number of the last state written or failed
	running bool   // a goroutine is writing: no second one may start
	closed  bool
	failure error // why the last state written failed; nil if it did not
	told    bool  // Failure has returned failure already

	// written, when set (tests), is called on the writer's goroutine after
	// each state is written or fails.
	written func(j job, err error)
}

// job is one state handed to a Writer: a game to write, or the removal.
type job struct {
	n      uint64 // its place in the order handed, from 1
	remove bool
	game   Game
}

// NewWriter returns a Writer of the saved game at path. Two Writers of
// the same path would race each other: the program uses WriterFor.
func NewWriter(path string) *Writer {
	w := &Writer{path: path}
	w.changed.L = &w.mu
	return w
}

// shared holds WriterFor's Writers, by path.
var shared = struct {
	sync.Mutex
	writers map[string]*Writer
}{writers: map[string]*Writer{}}

// WriterFor returns the Writer of the saved game at path, the same one
// for every caller in the program until it is closed. So there is only
// ever one goroutine writing the file, and a Flush before the file is read
// (the main menu's Continue) covers whatever any game screen handed for it.
func WriterFor(path string) *Writer {
	shared.Lock()
	defer shared.Unlock()
	w, ok := shared.writers[path]
	if !ok {
		w = NewWriter(path)
		shared.writers[path] = w
	}
	return w
}

// Path returns the path of the saved game w writes.
func (w *Writer) Path() string { return w.path }

// Save hands g to be written in place of any state still waiting. It
// copies g's options and moves, so the caller may change them afterwards.
func (w *Writer) Save(g Game) {
	g.Options = maps.Clone(g.Options)
	g.Moves = slices.Clone(g.Moves)
	w.hand(job{game: g})
}

// Remove hands the removal of the saved game, in place of any state still
// waiting: the file goes once the write under way, if any, is over.
func (w *Writer) Remove() { w.hand(job{remove: true}) }

func (w *Writer) hand(j job) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		w.failure, w.told = ErrClosed, false
		return
	}
	w.handed++
	j.n = w.handed
	w.next = &j
	if !w.running {
		w.running = true
		go w.run()
	}
}

// run writes the waiting state until none is left, then ends.
func (w *Writer) run() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for w.next != nil {
		j := *w.next
		w.next = nil
		w.mu.Unlock()
		err := j.do(w.path)
		if w.written != nil {
			w.written(j, err)
		}
		w.mu.Lock()
		w.done = j.n
		w.failure, w.told = err, false
		w.changed.Broadcast()
	}
	w.running = false
	w.changed.Broadcast()
}

func (j job) do(path string) error {
	if j.remove {
		return Remove(path)
	}
	return Save(path, j.game)
}

// Flush waits until every state handed so far is written, or has failed
// (see Failure).
func (w *Writer) Flush() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for last := w.handed; w.done < last; {
		w.changed.Wait()
	}
}

// Failure returns why the last state handed could not be written, once:
// it returns nil when the last state written succeeded, so a failure
// followed by a good write is no longer reported, and nil again after it
// has returned a failure, so the player is told of it once.
func (w *Writer) Failure() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.told {
		return nil
	}
	w.told = true
	return w.failure
}

// Close writes what was handed, waits for the goroutine to be done and
// takes no more states (a state handed later fails with ErrClosed). WriterFor
// gives a new Writer for the path after its Writer is closed.
func (w *Writer) Close() {
	w.mu.Lock()
	w.closed = true
	for w.running {
		w.changed.Wait()
	}
	w.mu.Unlock()

	shared.Lock()
	defer shared.Unlock()
	if shared.writers[w.path] == w {
		delete(shared.writers, w.path)
	}
}
