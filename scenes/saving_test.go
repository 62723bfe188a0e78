package scenes_test

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"stratagem/scenes"
	"stratagem/scenes/savegame"
	"stratagem/scenes/scenetest"
	"stratagem/scenes/settings"
)

// slowKV is a store (a KV for settings.KVStore) whose writes take a while,
// as on a slow disk, or fail while failing is set. The delay gives a
// program that reads the save before its write is over the time to be
// caught; a right one passes whatever the delay.
type slowKV struct {
	mu      sync.Mutex
	m       map[string]string
	failing bool
}

var errDiskFull = errors.New("no space left on device")

func (k *slowKV) Get(key string) (string, bool, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	v, ok := k.m[key]
	return v, ok, nil
}

func (k *slowKV) Set(key, value string) error {
	time.Sleep(20 * time.Millisecond)
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.failing {
		return errDiskFull
	}
	k.m[key] = value
	return nil
}

func (k *slowKV) Delete(key string) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	delete(k.m, key)
	return nil
}

func (k *slowKV) fail(on bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.failing = on
}

// savingRace starts a hot-seat race that is saved in a slowKV, and returns
// the screen and the store.
func savingRace(t *testing.T, s *scenes.Session) (*raceScreen, *slowKV) {
	t.Helper()
	kv := &slowKV{m: map[string]string{}}
	restore := settings.Use(settings.KVStore{KV: kv})
	s.SavePath = "stratagem/" + savegame.FileName
	t.Cleanup(func() {
		savegame.WriterFor(s.SavePath).Flush() // the writer is done with the store
		restore()
	})
	g := newRace(t, s, nil)
	g.Match.Game = "race" // a game without a name is not saved
	return g, kv
}

// Leaving a game waits for its save: the main menu finds it at once.
func TestLeavingAGameWritesItsSave(t *testing.T) {
	s := scenetest.NewSession(continuable())
	savingRace(t, s)
	playOnes(t, s, 3)
	s.Stack.Reset(scenes.NewMainMenu())
	if g, ok, w := savegame.Load(s.SavePath); !ok || len(g.Moves) != 3 {
		t.Fatalf("after leaving the game the save holds %d moves (ok %v, warning %q), want 3", len(g.Moves), ok, w)
	}
}

// Continue reads the newest save, even while its write is under way: a
// new program (in the same process) on the same save.
func TestContinueReadsTheNewestSave(t *testing.T) {
	s := scenetest.NewSession(continuable())
	savingRace(t, s)
	playOnes(t, s, 4)
	s2 := scenetest.ContinueFromMenu(t, s.SavePath, continuable())
	if g2, ok := s2.Stack.Top().(*raceScreen); !ok || g2.Ply() != 4 {
		t.Fatalf("Continue opens %T, want the race after 4 moves", s2.Stack.Top())
	}
}

// A save that fails is told at the next tick, once; a good save after it
// is not a failure.
func TestSaveFailureIsTold(t *testing.T) {
	s := scenetest.NewSession(continuable())
	var warned []string
	s.Warn = func(msg string) { warned = append(warned, msg) }
	_, kv := savingRace(t, s)
	kv.fail(true)
	playOnes(t, s, 1)
	savegame.WriterFor(s.SavePath).Flush()
	scenetest.Tick(t, s, nil)
	if len(warned) != 1 || !strings.HasPrefix(warned[0], "could not save the game: ") || !strings.Contains(warned[0], errDiskFull.Error()) {
		t.Fatalf("warnings %q, want one that the game could not be saved", warned)
	}
	scenetest.Tick(t, s, nil)
	kv.fail(false)
	playOnes(t, s, 1)
	savegame.WriterFor(s.SavePath).Flush()
	scenetest.Tick(t, s, nil)
	if len(warned) != 1 {
		t.Fatalf("warnings %q: the failure is told once, and a good save is none", warned)
	}
	if g, ok, _ := savegame.Load(s.SavePath); !ok || len(g.Moves) != 2 {
		t.Fatalf("the save holds %d moves (ok %v), want 2", len(g.Moves), ok)
	}
}
