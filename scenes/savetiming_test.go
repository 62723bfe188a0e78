package scenes_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"stratagem/scenes"
	"stratagem/scenes/gaps"
	"stratagem/scenes/savegame"
	"stratagem/scenes/scenetest"
)

// TestSaveTickTiming measures what saving the game in progress costs the
// frame: the time of a tick (NewTick and the game screen's Update) in the
// ticks that play a move, and so save the game, or remove the save when
// the move ends it. The save file is on a real disk (the test's temporary
// directory, or STRATAGEM_SAVE_TIMING_DIR), so every write is synced.
//
// It is a measurement, not a check: it runs only when STRATAGEM_SAVE_TIMING
// is set, and prints its figures. The ticks come at the display's rate (60
// a second), as in the game, so the saving has the time between ticks that
// it has in the game:
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
	var saving, removing, other gaps.Stats
	tick := time.NewTicker(time.Second / 60)
	defer tick.Stop()
	for i := range games + 1 {
		g := newRace(t, s, nil)
		g.Match.Game = "race" // a game without a name is not saved
		for !g.st.over() && (i < games || g.Ply() < leftAfter) {
			<-tick.C
			ply := g.Ply()
			t0 := time.Now()
			s.NewTick()
			s.Input.Press(scenes.ActConfirm)
			if err := s.Stack.Top().Update(s); err != nil {
				t.Fatal(err)
			}
			d := time.Since(t0)
			switch {
			case g.Ply() == ply:
				other.Add(d)
			case g.st.over():
				removing.Add(d)
			default:
				saving.Add(d)
			}
		}
	}
	s.Stack.Reset(scenes.NewMainMenu()) // leaving the game
	if len(warnings) > 0 {
		t.Fatalf("warnings: %q", warnings)
	}
	if g, ok, w := savegame.Load(s.SavePath); !ok || len(g.Moves) != leftAfter {
		t.Fatalf("the game left after %d moves is saved with %d (ok %v, warning %q)", leftAfter, len(g.Moves), ok, w)
	}
	report := func(what string, st gaps.Stats) {
		t.Logf("%-32s %4d ticks, max %7.3f ms, mean %7.3f ms", what, st.Ticks, gaps.Millis(st.Max), gaps.Millis(st.Mean()))
	}
	report("ticks that save the game:", saving)
	report("ticks that end it (remove):", removing)
	if other.Ticks > 0 {
		report("ticks that play no move:", other)
	}
}
