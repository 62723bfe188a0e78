package scenes_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"stratagem/scenes"
	"stratagem/scenes/gaps"
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

// TestSaveTickTiming measures what saving the game in progress costs the
// frame: the time of a tick (NewTick and the game screen's Update) in the
// ticks that play a move, and so save the game, or remove the save when
// the move ends it. The save file is on a real disk (the test's temporary
// directory, or STRATAGEM_SAVE_TIMING_DIR), so every write is synced.
//
// It is a measurement, not a check: it runs only when STRATAGEM_SAVE_TIMING
// is set, and prints its figures. The ticks come at the display's rate (60
// a second), as in the game, a tick without a move after each move, so the
// saving has the time between moves that it has in a quick game. Those
// idle ticks are measured too: on a busy machine a slow tick among them
// says the machine, not the saving, was slow.
//
//	STRATAGEM_SAVE_TIMING=1 xvfb-run -a -s '-screen 0 1280x720x24' go test -count=1 -run TestSaveTickTiming -v ./scenes/
func TestSaveTickTiming(t *testing.T) {
	if os.Getenv("STRATAGEM_SAVE_TIMING") == "" {
		t.Skip("a measurement: set STRATAGEM_SAVE_TIMING=1 to run it")
	}
	dir := os.Getenv("STRATAGEM_SAVE_TIMING_DIR")
	if dir == "" {
		dir = t.TempDir()
	}
	s := scenetest.NewSession()
	s.SavePath = filepath.Join(dir, savegame.FileName)
	var warnings []string
	s.Warn = func(msg string) { warnings = append(warnings, msg) }

	// Hot-seat races: Enter plays 1, so every game is ten ticks that play
	// a move, the first nine saving it and the tenth ending the game. The
	// last game is left after five moves, to check that it was saved.
	const games, leftAfter = 50, 5
	var saving, removing, idle []time.Duration
	tick := time.NewTicker(time.Second / 60)
	defer tick.Stop()
	timed := func(move bool) time.Duration {
		<-tick.C
		t0 := time.Now()
		s.NewTick()
		if move {
			s.Input.Press(scenes.ActConfirm)
		}
		if err := s.Stack.Top().Update(s); err != nil {
			t.Fatal(err)
		}
		return time.Since(t0)
	}
	for i := range games + 1 {
		g := newRace(t, s, nil)
		g.Match.Game = "race" // a game without a name is not saved
		for !g.st.over() && (i < games || g.Ply() < leftAfter) {
			ply := g.Ply()
			d := timed(true)
			switch {
			case g.Ply() != ply+1:
				t.Fatalf("Enter played %d moves", g.Ply()-ply)
			case g.st.over():
				removing = append(removing, d)
			default:
				saving = append(saving, d)
			}
			idle = append(idle, timed(false))
		}
	}
	s.Stack.Reset(scenes.NewMainMenu()) // leaving the game
	if len(warnings) > 0 {
		t.Fatalf("warnings: %q", warnings)
	}
	if g, ok, w := savegame.Load(s.SavePath); !ok || len(g.Moves) != leftAfter {
		t.Fatalf("the game left after %d moves is saved with %d (ok %v, warning %q)", leftAfter, len(g.Moves), ok, w)
	}
	report := func(what string, ds []time.Duration) {
		var st gaps.Stats
		for _, d := range ds {
			st.Add(d)
		}
		slices.Sort(ds)
		p99 := ds[len(ds)*99/100]
		t.Logf("%-30s %4d ticks: max %7.3f ms, mean %6.3f ms, 99th percentile %6.3f ms",
			what, st.Ticks, gaps.Millis(st.Max), gaps.Millis(st.Mean()), gaps.Millis(p99))
	}
	report("ticks that save the game:", saving)
	report("ticks that end it (remove):", removing)
	report("ticks that play no move:", idle)
}
