package scenes_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"stratagem/ai"
	"stratagem/scenes"
	"stratagem/scenes/savegame"
	"stratagem/scenes/scenetest"
)

// play makes the person's moves in a hot-seat race: Enter adds 1.
func playOnes(t *testing.T, s *scenes.Session, n int) {
	t.Helper()
	for range n {
		scenetest.Press(t, s, scenes.ActConfirm)
	}
}

func TestUndoAndRedo(t *testing.T) {
	s := scenetest.NewSession()
	g := newRace(t, s, nil)
	playOnes(t, s, 4)
	scenetest.Press(t, s, scenes.ActUndo)
	scenetest.Press(t, s, scenes.ActUndo)
	if g.Ply() != 2 {
		t.Fatalf("two undos in hot-seat take back two moves; ply %d", g.Ply())
	}
	scenetest.Press(t, s, scenes.ActRedo)
	if g.Ply() != 3 || g.st.n != 3 {
		t.Fatalf("redo plays the last move taken back again: ply %d, count %d", g.Ply(), g.st.n)
	}
	// A new move forgets what was taken back.
	playOnes(t, s, 1)
	scenetest.Press(t, s, scenes.ActRedo)
	if g.Ply() != 4 {
		t.Fatalf("after a new move there is nothing to redo; ply %d", g.Ply())
	}
}

// Against the computer, redo brings back the person's move and the
// computer's reply, without asking the computer again.
func TestRedoAgainstTheComputer(t *testing.T) {
	s := scenetest.NewSession()
	p := &fakeAI{answer: func(context.Context, *race) (int, error) { return 2, nil }}
	g := newRace(t, s, p)
	playOnes(t, s, 1)
	scenetest.Eventually(t, s, "the computer's reply", func() bool { return g.Ply() == 2 })
	asked := p.calls.Load()
	scenetest.Press(t, s, scenes.ActUndo)
	if g.Ply() != 0 {
		t.Fatalf("undo takes back the reply and the move; ply %d", g.Ply())
	}
	scenetest.Press(t, s, scenes.ActRedo)
	if g.Ply() != 2 || !slices.Equal(g.st.moves, []int{1, 2}) {
		t.Fatalf("redo brings back both: %v", g.st.moves)
	}
	scenetest.Tick(t, s, nil)
	if p.calls.Load() != asked {
		t.Fatal("redo must not ask the computer again")
	}
}

// Review: step back three, forward two — the position is the game's at
// each step — then play on from there, or go back to the end.
func TestReview(t *testing.T) {
	s := scenetest.NewSession()
	g := newRace(t, s, nil)
	playOnes(t, s, 2)
	g.Play(s, 2)
	g.Play(s, 2)
	full := g.History() // 1 1 2 2
	scenetest.Press(t, s, scenes.ActReview)
	if !g.Reviewing() {
		t.Fatal("V starts the review")
	}
	for range 3 {
		scenetest.Press(t, s, scenes.ActLeft)
	}
	if !slices.Equal(g.History(), full[:1]) || g.st.n != 1 {
		t.Fatalf("three steps back: moves %v, count %d", g.History(), g.st.n)
	}
	scenetest.Press(t, s, scenes.ActConfirm) // Enter during a review is Play from here, not a move
	if g.Reviewing() || g.Ply() != 1 {
		t.Fatalf("Play from here ends the review at the position reviewed: reviewing %v, ply %d", g.Reviewing(), g.Ply())
	}
	scenetest.Press(t, s, scenes.ActReview)
	scenetest.Press(t, s, scenes.ActRight)
	scenetest.Press(t, s, scenes.ActRight)
	if !slices.Equal(g.History(), full[:3]) || g.st.n != 4 {
		t.Fatalf("two steps forward again: moves %v, count %d", g.History(), g.st.n)
	}
	scenetest.Press(t, s, scenes.ActHome)
	if g.Ply() != 0 {
		t.Fatalf("Home goes to the start; ply %d", g.Ply())
	}
	scenetest.Press(t, s, scenes.ActBack) // Esc: back to the end
	if g.Reviewing() || !slices.Equal(g.History(), full) {
		t.Fatalf("Esc ends the review at the end of the game: %v", g.History())
	}
	// While reviewing, nobody plays: Enter on the board does not add a move.
	scenetest.Press(t, s, scenes.ActReview)
	scenetest.Press(t, s, scenes.ActLeft)
	ply := g.Ply()
	scenetest.Tick(t, s, func(in *scenes.Input) { in.ClickAt(100, 100) })
	if g.Ply() != ply {
		t.Fatal("a click on the board during a review must not play")
	}
}

// The victory panel can be closed to see the board; the bar then offers
// Review and Play again.
func TestSeeTheBoardAfterTheEnd(t *testing.T) {
	s := scenetest.NewSession()
	g := newRace(t, s, nil)
	for range 10 {
		g.Play(s, 1)
	}
	scenetest.TicksUntil(t, s, 200, "the victory panel", func() bool { _, ok := s.Stack.Top().(*scenes.Victory); return ok })
	scenetest.Press(t, s, scenes.ActBack)
	if s.Stack.Top() != scenes.Scene(g) {
		t.Fatalf("Esc on the victory panel shows the board, top %T", s.Stack.Top())
	}
	scenetest.Tick(t, s, nil)
	var labels []string
	for _, b := range g.Buttons() {
		labels = append(labels, b.Label)
	}
	if !slices.Contains(labels, "Review") || !slices.Contains(labels, "Play again") {
		t.Fatalf("after the end the bar offers Review and Play again: %q", labels)
	}
	scenetest.ClickButton(t, s, g.Buttons(), "Review")
	if !g.Reviewing() {
		t.Fatal("the Review button starts the review")
	}
}

// Leaving a game in progress for the main menu, or restarting it, asks first.
func TestConfirmBeforeLeaving(t *testing.T) {
	s := scenetest.NewSession()
	g := newRace(t, s, nil)
	playOnes(t, s, 2)
	scenetest.Press(t, s, scenes.ActBack)
	p := s.Stack.Top().(*scenes.PauseMenu)
	scenetest.ClickWidget(t, s, p.Buttons()[5]) // Main menu
	ask, ok := s.Stack.Top().(*scenes.Confirm)
	if !ok {
		t.Fatalf("leaving a game in progress should ask, top %T", s.Stack.Top())
	}
	_, keep := ask.Buttons()
	scenetest.ClickWidget(t, s, keep)
	if s.Stack.Top() != scenes.Scene(p) || g.Ply() != 2 {
		t.Fatalf("Keep playing stays: top %T, ply %d", s.Stack.Top(), g.Ply())
	}
	scenetest.ClickWidget(t, s, p.Buttons()[5])
	yes, _ := s.Stack.Top().(*scenes.Confirm).Buttons()
	scenetest.ClickWidget(t, s, yes)
	if _, ok := s.Stack.Top().(*scenes.MainMenu); !ok || s.Stack.Len() != 1 {
		t.Fatalf("Leave goes to the main menu: top %T len %d", s.Stack.Top(), s.Stack.Len())
	}
}

// continuable is a race game whose computer players answer 2 at once.
func continuable() *scenes.GameDesc {
	roster := &ai.Roster[*race, int]{
		Game: "race",
		Levels: []ai.Entry[*race, int]{{Level: ai.Level{Name: "twos"},
			Make: func(string, uint64) (ai.Player[*race, int], error) {
				return &fakeAI{answer: func(context.Context, *race) (int, error) { return 2, nil }}, nil
			}}},
	}
	return &scenes.GameDesc{
		ID: "race",
		Setup: scenes.SetupSpec{Levels: roster.Ladder(), DefaultLevel: "twos",
			Start: func(s *scenes.Session, m scenes.Match) (scenes.Scene, error) {
				g := &raceScreen{}
				return g, g.Init(s, "race", roster, m, g, "")
			}},
	}
}

// The game in progress is saved; after a restart of the program the main
// menu's Continue brings back the same position, side to move and opponent.
func TestContinueAfterARestart(t *testing.T) {
	dir := t.TempDir()
	s := scenetest.NewSession(continuable())
	s.SavePath = filepath.Join(dir, savegame.FileName)
	s.Stack.Reset(scenes.NewMainMenu())
	scenetest.Press(t, s, scenes.ActConfirm) // Play
	scenetest.Press(t, s, scenes.ActConfirm) // Race
	scenetest.ClickWidget(t, s, s.Stack.Top().(*scenes.Setup).StartButton())
	g := s.Stack.Top().(*raceScreen)
	playOnes(t, s, 1)
	scenetest.Eventually(t, s, "the computer's reply", func() bool { return g.Ply() == 2 })
	playOnes(t, s, 1)
	scenetest.Eventually(t, s, "the computer's second reply", func() bool { return g.Ply() == 4 })
	want := g.History()

	// A new program: a fresh session on the same files.
	s2 := scenetest.ContinueFromMenu(t, s.SavePath, continuable())
	g2, ok := s2.Stack.Top().(*raceScreen)
	if !ok {
		t.Fatalf("Continue should open the game, top %T", s2.Stack.Top())
	}
	if !slices.Equal(g2.History(), want) || g2.st.toMove() != 0 || g2.Match.AI != [2]string{"", "twos"} || g2.Players[1] == nil {
		t.Fatalf("continued %v (to move %d, players %v), want %v with Blue to move against twos", g2.History(), g2.st.toMove(), g2.Match.AI, want)
	}
	// The game goes on, and once it is over the save is gone.
	for !g2.st.over() {
		playOnes(t, s2, 1)
		scenetest.Eventually(t, s2, "a reply or the end", func() bool { return g2.st.over() || g2.st.toMove() == 0 })
	}
	s2.FlushSave() // the save goes once the writer has done what it was handed
	if _, err := os.Stat(s.SavePath); !os.IsNotExist(err) {
		t.Fatalf("a finished game leaves no save (%v)", err)
	}
}

// A corrupt save is put aside with a warning; the menu offers no Continue.
func TestCorruptSave(t *testing.T) {
	for name, content := range map[string]string{
		"not json":     "{{{",
		"unknown game": `{"version": 1, "game": "chess", "ai": ["", ""], "moves": ["e4"]}`,
		"bad move":     `{"version": 1, "game": "race", "ai": ["", ""], "moves": ["1", "7"]}`,
	} {
		t.Run(name, func(t *testing.T) {
			s := scenetest.NewSession(continuable())
			var warned []string
			s.Warn = func(m string) { warned = append(warned, m) }
			s.SavePath = filepath.Join(t.TempDir(), savegame.FileName)
			if err := os.WriteFile(s.SavePath, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			menu := scenes.NewMainMenu()
			s.Stack.Reset(menu)
			scenetest.Tick(t, s, nil)
			if menu.CanContinue() {
				// A save that looks right but cannot be played is found out on Continue.
				scenetest.Press(t, s, scenes.ActConfirm)
				scenetest.Tick(t, s, nil)
			}
			if menu.CanContinue() || s.Stack.Len() != 1 {
				t.Fatalf("a corrupt save must not be continued (top %T)", s.Stack.Top())
			}
			if len(warned) == 0 || !strings.Contains(warned[0], "cannot be continued") {
				t.Fatalf("warnings %q", warned)
			}
			if _, err := os.Stat(s.SavePath + ".bad"); err != nil {
				t.Fatalf("the corrupt save should be kept aside: %v", err)
			}
		})
	}
}
