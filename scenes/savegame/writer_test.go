package savegame

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"stratagem/scenes/settings"
)

// gatedKV is a working store (a KV for settings.KVStore) whose writes each
// wait until the test opens the gate: a write under way for as long as the
// test wants.
type gatedKV struct {
	mu     sync.Mutex
	m      map[string]string
	writes []string      // the values written, in order
	began  chan struct{} // a write has begun and waits at the gate
	open   chan struct{} // closed to let the writes through
}

func newGatedKV() *gatedKV {
	return &gatedKV{m: map[string]string{}, began: make(chan struct{}, 100), open: make(chan struct{})}
}

func (k *gatedKV) Get(key string) (string, bool, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	v, ok := k.m[key]
	return v, ok, nil
}

func (k *gatedKV) Set(key, value string) error {
	k.began <- struct{}{}
	<-k.open
	k.mu.Lock()
	defer k.mu.Unlock()
	k.m[key] = value
	k.writes = append(k.writes, value)
	return nil
}

func (k *gatedKV) Delete(key string) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	delete(k.m, key)
	return nil
}

// movesWritten returns the number of moves of each game written, in order.
func (k *gatedKV) movesWritten(t *testing.T) []int {
	t.Helper()
	k.mu.Lock()
	defer k.mu.Unlock()
	var out []int
	for _, v := range k.writes {
		var g Game
		if err := json.Unmarshal([]byte(v), &g); err != nil {
			t.Fatalf("a write that is not a saved game: %v", err)
		}
		out = append(out, len(g.Moves))
	}
	return out
}

// gameOf returns a game of n moves.
func gameOf(n int) Game {
	g := Game{Game: "race", Moves: []string{}}
	for i := range n {
		g.Moves = append(g.Moves, strconv.Itoa(i%2+1))
	}
	return g
}

// returns fails the test if do does not return: a Writer's Save and
// Remove must never wait. The minute only catches a hang.
func returns(t *testing.T, what string, do func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		do()
	}()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatalf("%s waits", what)
	}
}

// While a write is under way, states handed do not wait, and each
// replaces the one waiting before it: the newest alone is written next.
func TestWriterWritesTheNewestState(t *testing.T) {
	kv := newGatedKV()
	defer settings.Use(settings.KVStore{KV: kv})()
	w := NewWriter("stratagem/" + FileName)
	w.Save(gameOf(1))
	<-kv.began // the first write is under way and held at the gate
	returns(t, "handing states while a write is under way", func() {
		for n := 2; n <= 5; n++ {
			w.Save(gameOf(n))
		}
	})
	close(kv.open)
	w.Flush()
	if got := kv.movesWritten(t); !slices.Equal(got, []int{1, 5}) {
		t.Fatalf("games of %v moves written, want 1 (under way) and 5 (the newest)", got)
	}
	if g, ok, warning := Load(w.Path()); !ok || warning != "" || len(g.Moves) != 5 {
		t.Fatalf("the save holds %d moves (ok %v, warning %q), want 5", len(g.Moves), ok, warning)
	}
	if err := w.Failure(); err != nil {
		t.Fatal(err)
	}
}

// A state is copied when it is handed: the caller may change its game
// (the frame does, as the game goes on) while it waits to be written.
func TestWriterCopiesTheState(t *testing.T) {
	kv := newGatedKV()
	defer settings.Use(settings.KVStore{KV: kv})()
	w := NewWriter("stratagem/" + FileName)
	w.Save(gameOf(1))
	<-kv.began
	g := gameOf(2)
	g.Options = map[string]string{"map": "first"}
	w.Save(g)
	g.Options["map"] = "second"
	g.Moves[0] = "changed"
	close(kv.open)
	w.Flush()
	got, ok, _ := Load(w.Path())
	if !ok || got.Options["map"] != "first" || got.Moves[0] != "1" {
		t.Fatalf("written %+v: the game as it was handed was wanted", got)
	}
}

// A removal goes in order with the writes: save, save, remove leaves no
// file, even when the first save is still being written as the removal
// is handed; a save after a removal is written.
func TestWriterRemovesInOrder(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	w := NewWriter(path)
	w.Save(gameOf(1))
	w.Save(gameOf(2))
	w.Remove()
	w.Flush()
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("save, save, remove: the file is there (%v)", err)
	}
	w.Remove()
	w.Save(gameOf(3))
	w.Flush()
	if g, ok, _ := Load(path); !ok || len(g.Moves) != 3 {
		t.Fatalf("remove, save: the save holds %d moves (ok %v), want 3", len(g.Moves), ok)
	}

	kv := newGatedKV()
	defer settings.Use(settings.KVStore{KV: kv})()
	w = NewWriter("stratagem/" + FileName)
	w.Save(gameOf(1))
	<-kv.began // the write is under way: the removal must wait for it
	w.Save(gameOf(2))
	w.Remove()
	close(kv.open)
	w.Flush()
	if _, ok, _ := Load(w.Path()); ok {
		t.Fatal("a write that was under way brought back the save removed after it")
	}
	if got := kv.movesWritten(t); !slices.Equal(got, []int{1}) {
		t.Fatalf("games of %v moves written, want only the one under way (1)", got)
	}
}

// Flush returns once what was handed is written, not before.
func TestWriterFlushWaitsForTheWrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	w := NewWriter(path)
	for n := 1; n <= 20; n++ {
		w.Save(gameOf(n))
		w.Flush()
		if g, ok, warning := Load(path); !ok || len(g.Moves) != n {
			t.Fatalf("after Flush the save holds %d moves (ok %v, warning %q), want %d", len(g.Moves), ok, warning, n)
		}
	}

	// With the write held up: Flush must not return until it is let
	// through. The pause only gives a wrong Flush the time to return
	// early; a right one passes whatever the timing.
	kv := newGatedKV()
	defer settings.Use(settings.KVStore{KV: kv})()
	w = NewWriter("stratagem/" + FileName)
	w.Save(gameOf(7))
	<-kv.began
	flushed := make(chan int)
	go func() {
		w.Flush()
		kv.mu.Lock()
		defer kv.mu.Unlock()
		flushed <- len(kv.writes)
	}()
	time.Sleep(20 * time.Millisecond)
	close(kv.open)
	if n := <-flushed; n != 1 {
		t.Fatalf("Flush returned with %d writes done, want 1", n)
	}
	// Nothing handed: Flush returns at once.
	returns(t, "Flush with nothing to write", w.Flush)
}

// failingKV is a store that fails every write, as a full disk would.
type failingKV struct{}

var errFull = errors.New("no space left on device")

func (failingKV) Get(string) (string, bool, error) { return "", false, nil }
func (failingKV) Set(string, string) error         { return errFull }
func (failingKV) Delete(string) error              { return errFull }

// A failure is kept for the frame goroutine's poll and reported once; a
// good write after it clears it.
func TestWriterKeepsTheFailureForThePoll(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	w := NewWriter(path)
	restore := settings.Use(settings.KVStore{KV: failingKV{}})
	w.Save(gameOf(1))
	w.Flush()
	err := w.Failure()
	if !errors.Is(err, errFull) || !strings.HasPrefix(err.Error(), "savegame: ") {
		t.Fatalf("Failure = %v, want the store's failure", err)
	}
	if err := w.Failure(); err != nil {
		t.Fatalf("a failure is reported once; again: %v", err)
	}
	w.Remove()
	w.Flush()
	if err := w.Failure(); !errors.Is(err, errFull) {
		t.Fatalf("a removal that fails: Failure = %v", err)
	}

	// A failure not yet polled is cleared by a good write after it.
	w.Save(gameOf(2))
	w.Flush()
	restore()
	w.Save(gameOf(3))
	w.Flush()
	if err := w.Failure(); err != nil {
		t.Fatalf("after a good write: Failure = %v, want nil", err)
	}
	if g, ok, _ := Load(path); !ok || len(g.Moves) != 3 {
		t.Fatalf("the save holds %d moves (ok %v), want 3", len(g.Moves), ok)
	}
}

// settled waits until no more goroutines run than want: a goroutine that
// has said it is done may take a moment to end. The minute only catches a
// goroutine that never ends.
func settled(t *testing.T, want int) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for runtime.NumGoroutine() > want {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			t.Fatalf("%d goroutines run, want %d:\n%s", runtime.NumGoroutine(), want, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(time.Millisecond)
	}
}

// The writer's goroutine ends when there is nothing to write; Close writes
// what was handed, and a Writer closed takes no more states.
func TestWriterLeavesNoGoroutine(t *testing.T) {
	before := runtime.NumGoroutine()
	path := filepath.Join(t.TempDir(), FileName)
	w := WriterFor(path)
	if WriterFor(path) != w {
		t.Fatal("WriterFor gave two Writers for one path")
	}
	for n := 1; n <= 10; n++ {
		w.Save(gameOf(n))
	}
	w.Flush()
	settled(t, before)

	for n := 11; n <= 20; n++ {
		w.Save(gameOf(n))
	}
	w.Close()
	settled(t, before)
	if g, ok, _ := Load(path); !ok || len(g.Moves) != 20 {
		t.Fatalf("after Close the save holds %d moves (ok %v), want 20", len(g.Moves), ok)
	}
	w.Save(gameOf(21))
	w.Remove()
	w.Flush()
	if err := w.Failure(); !errors.Is(err, ErrClosed) {
		t.Fatalf("a state handed after Close: Failure = %v, want ErrClosed", err)
	}
	if g, _, _ := Load(path); len(g.Moves) != 20 {
		t.Fatalf("a closed Writer wrote: the save holds %d moves", len(g.Moves))
	}
	settled(t, before)

	w2 := WriterFor(path)
	if w2 == w {
		t.Fatal("WriterFor gave the closed Writer")
	}
	w2.Remove()
	w2.Close()
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the new Writer did not remove the save (%v)", err)
	}
	settled(t, before)
}
