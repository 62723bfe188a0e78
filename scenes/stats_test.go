package scenes_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/scenes/settings"
	"stratagem/scenes/stats"
)

// statsSession is a session whose settings, and so its statistics, live
// in a directory of the test's own.
func statsSession(t *testing.T, games ...*scenes.GameDesc) (*scenes.Session, string) {
	t.Helper()
	s := scenetest.NewSession(games...)
	s.SettingsPath = filepath.Join(t.TempDir(), settings.FileName)
	// The files the games write beside the settings are written on
	// goroutines of their own: wait for them before the folder goes.
	t.Cleanup(s.FlushAll)
	return s, stats.PathBeside(s.SettingsPath)
}

// playRaceToTheEnd plays the race on top of s as the person (Blue, who
// adds 1; the computer adds 2) until the victory panel shows: Blue wins.
func playRaceToTheEnd(t *testing.T, s *scenes.Session) {
	t.Helper()
	scenetest.Eventually(t, s, "the victory panel", func() bool {
		if _, ok := s.Stack.Top().(*scenes.Victory); ok {
			return true
		}
		if g, ok := s.Stack.Top().(*raceScreen); ok && g.PersonToAct() {
			scenetest.Press(t, s, scenes.ActConfirm)
		}
		return false
	})
}

func startRace(t *testing.T, s *scenes.Session, m scenes.Match) *raceScreen {
	t.Helper()
	desc, _ := s.Game("race")
	sc, err := desc.Setup.Start(s, m)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(sc)
	return sc.(*raceScreen)
}

// A game against the computer is counted once when it ends: taking the
// result back and playing to the end again does not count it twice; the
// next game counts.
func TestFinishedGameIsCounted(t *testing.T) {
	s, path := statsSession(t, continuable())
	g := startRace(t, s, scenes.Match{Game: "race", AI: [2]string{"", "twos"}})
	playRaceToTheEnd(t, s)
	book := stats.For(path)
	book.Flush()
	if l := book.Stats().Line("race", "twos"); l.Wins != 1 || l.Games() != 1 || l.RatedWins != 1 || l.Streak != 1 || l.StreakOf != "win" {
		t.Fatalf("after one game: %+v", l)
	}
	// Close the panel, take the last moves back, play to the end again.
	scenetest.Press(t, s, scenes.ActBack)
	scenetest.Press(t, s, scenes.ActUndo)
	if g.Over() {
		t.Fatal("undo did not take the end back")
	}
	playRaceToTheEnd(t, s)
	if l := book.Stats().Line("race", "twos"); l.Games() != 1 {
		t.Fatalf("the same game counted twice: %+v", l)
	}
	// Play again: a second game.
	scenetest.Press(t, s, scenes.ActRestart)
	playRaceToTheEnd(t, s)
	book.Flush()
	read, w := stats.Load(path)
	if l := read.Line("race", "twos"); w != "" || l.Wins != 2 || l.Streak != 2 {
		t.Fatalf("the file after two games: %+v (warning %q)", l, w)
	}
}

// A game with another option than the set-up's first is counted, but not
// for the rating.
func TestOtherRulesAreNotRated(t *testing.T) {
	desc := continuable()
	desc.Setup.Options = []scenes.Option{{Key: "goal", Values: []string{"10", "20"}, Default: "10"}, {Key: "map", Values: []string{"a", "b"}, Default: "a"}}
	s, path := statsSession(t, desc)
	startRace(t, s, scenes.Match{Game: "race", AI: [2]string{"", "twos"}, Options: map[string]string{"goal": "20", "map": "a"}})
	playRaceToTheEnd(t, s)
	startRace(t, s, scenes.Match{Game: "race", AI: [2]string{"", "twos"}, Options: map[string]string{"goal": "10", "map": "b"}})
	playRaceToTheEnd(t, s)
	if l := stats.For(path).Stats().Line("race", "twos"); l.Wins != 2 || l.RatedWins != 1 {
		t.Fatalf("want 2 wins, 1 of them rated (the other map is rated, the other goal not): %+v", l)
	}
}

// Hot-seat games, and games in a session that keeps nothing, are not
// counted.
func TestHotSeatIsNotCounted(t *testing.T) {
	s, path := statsSession(t, continuable())
	startRace(t, s, scenes.Match{Game: "race"})
	scenetest.Eventually(t, s, "the victory panel", func() bool {
		if _, ok := s.Stack.Top().(*scenes.Victory); ok {
			return true
		}
		scenetest.Press(t, s, scenes.ActConfirm)
		return false
	})
	stats.For(path).Flush()
	if st := stats.For(path).Stats(); st.Played("race") {
		t.Fatalf("a hot-seat game was counted: %+v", st)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("a statistics file was written: %v", err)
	}

	s, path = statsSession(t, continuable())
	s.ReadOnly = true
	startRace(t, s, scenes.Match{Game: "race", AI: [2]string{"", "twos"}})
	playRaceToTheEnd(t, s)
	if stats.For(path).Stats().Played("race") {
		t.Fatal("a read-only session counted a game")
	}
}

// texts returns what the top screen draws.
func drawnTexts(s *scenes.Session) []string {
	var texts []string
	stop := render.ObserveText(func(d render.DrawnText) { texts = append(texts, d.Text) })
	s.Stack.Top().Draw(render.TextsOnly(), s)
	stop()
	return texts
}

// The Statistics screen opens from the main menu, shows the file's games
// and resets them only after the question is answered yes.
func TestStatisticsScreenShowsAndResets(t *testing.T) {
	s, path := statsSession(t, continuable())
	book := stats.For(path)
	book.Add("race", "twos", stats.Win, true)
	book.Add("race", "twos", stats.Loss, true)
	book.Add("race", "twos", stats.Loss, true)
	book.Flush()

	menu := scenes.NewMainMenu()
	s.Stack.Reset(menu)
	scenetest.Tick(t, s, nil)
	texts := drawnTexts(s)
	if !slices.Contains(texts, "Statistics") {
		t.Fatalf("the main menu has no Statistics: %q", texts)
	}
	// Play, Records, then Statistics (the race has no puzzles): down twice and Enter.
	scenetest.Press(t, s, scenes.ActDown)
	scenetest.Press(t, s, scenes.ActDown)
	scenetest.Press(t, s, scenes.ActConfirm)
	sc, ok := s.Stack.Top().(*scenes.StatsScreen)
	if !ok {
		t.Fatalf("the menu opened %T, want the Statistics screen", s.Stack.Top())
	}
	texts = drawnTexts(s)
	for _, want := range []string{"Level", "Games", "3", "1", "2", "2 losses"} {
		if !slices.Contains(texts, want) {
			t.Errorf("the screen does not show %q: %q", want, texts)
		}
	}
	// The race's ladder was never measured: said plainly.
	if lines := sc.RatingLines(); len(lines) != 1 || !strings.Contains(lines[0], "not been measured") {
		t.Errorf("rating lines %q", lines)
	}
	// Reset asks; Keep (Back) keeps.
	scenetest.ClickWidget(t, s, sc.ResetButton())
	c, ok := s.Stack.Top().(*scenes.Confirm)
	if !ok {
		t.Fatalf("Reset opened %T, want a question", s.Stack.Top())
	}
	_, keep := c.Buttons()
	scenetest.ClickWidget(t, s, keep)
	if !sc.Stats().Played("race") {
		t.Fatal("keeping reset the statistics")
	}
	scenetest.ClickWidget(t, s, sc.ResetButton())
	yes, _ := s.Stack.Top().(*scenes.Confirm).Buttons()
	scenetest.ClickWidget(t, s, yes)
	if sc.Stats().Played("race") || s.Stack.Top() != sc {
		t.Fatalf("yes did not reset, or left the question up (%T)", s.Stack.Top())
	}
	book.Flush()
	if st, _ := stats.Load(path); st.Played("race") {
		t.Fatal("the file still holds the games")
	}
	if !sc.ResetButton().Disabled {
		t.Error("Reset is offered with nothing to reset")
	}
}

// A corrupt file gives a warning and no games, never a crash.
func TestStatisticsCorruptFileWarns(t *testing.T) {
	s, path := statsSession(t, continuable())
	if err := os.WriteFile(path, []byte("{ this is not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	var warnings []string
	s.Warn = func(w string) { warnings = append(warnings, w) }
	sc := scenes.NewStatsScreen(s)
	if sc.Stats().Played("race") || len(warnings) != 1 || !strings.Contains(warnings[0], "corrupt") {
		t.Fatalf("stats %+v, warnings %q", sc.Stats(), warnings)
	}
	s.Stack.Reset(sc)
	scenetest.Tick(t, s, nil)
	_ = drawnTexts(s)
}
