package connectgame

import (
	"testing"

	"stratagem/board/connect"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// clickColumn clicks column col (0-based) of the editor's board.
func clickColumn(t *testing.T, s *scenes.Session, e *Editor, col int) {
	t.Helper()
	x, y := e.g.centre(col, e.cfg.H-1)
	scenetest.Click(t, s, x, y)
}

// Discs are dropped and taken away with clicks; discs no game reaches are
// refused in words and cannot be played; a legal set-up starts a game on
// those discs, which undo does not go back past, and the computer answers.
func TestEditorRefusesThenPlays(t *testing.T) {
	s := scenetest.NewSession(Game())
	s.Stack.Reset(scenes.NewMainMenu())
	setup := scenes.NewSetup(s, Game())
	s.Stack.Push(setup)
	scenetest.ClickWidget(t, s, setup.EditButton())
	e, ok := s.Stack.Top().(*Editor)
	if !ok {
		t.Fatalf("the set-up's editor button opened %T", s.Stack.Top())
	}
	e.match.AI = [2]string{"", "easy"} // the person Blue against Easy
	clickColumn(t, s, e, 3)
	clickColumn(t, s, e, 3) // two Blue discs, no Red: counts out of turn
	if e.Setup().Discs[connect.X].Count() != 2 || e.Playable() {
		t.Fatalf("two Blue discs to none accepted: %v", e.Setup())
	}
	if e.Refusal() == "" {
		t.Fatal("no words for the refusal")
	}
	scenetest.ClickWidget(t, s, e.Panel().PlayButton())
	if s.Stack.Top() != scenes.Scene(e) {
		t.Fatal("a refused position was played")
	}
	scenetest.Tick(t, s, func(in *scenes.Input) {
		x, y := e.g.centre(3, 0)
		in.MouseX, in.MouseY, in.RightClicked = x, y, true
	})
	scenetest.ClickWidget(t, s, e.colour) // Red
	clickColumn(t, s, e, 2)
	if !e.Playable() {
		t.Fatalf("one disc each refused: %s", e.Refusal())
	}
	want := e.Setup()
	scenetest.ClickWidget(t, s, e.Panel().PlayButton())
	sc, ok := s.Stack.Top().(*Screen)
	if !ok {
		t.Fatalf("Play from here opened %T", s.Stack.Top())
	}
	if sc.Position().Describe() != want || !sc.PersonToAct() {
		t.Fatalf("the game starts on\n%s", sc.Position().Diagram())
	}
	scenetest.Press(t, s, scenes.ActConfirm) // Blue drops a disc
	scenetest.Eventually(t, s, "the computer's answer", func() bool { return sc.Position().Ply() == 4 && sc.Anim() == nil })
	scenetest.Press(t, s, scenes.ActUndo)
	scenetest.Press(t, s, scenes.ActUndo)
	if sc.Position().Describe() != want {
		t.Fatalf("undo went past the position set up:\n%s", sc.Position().Diagram())
	}
}

// Analyse opens the position for two players with the analysis shown.
func TestEditorAnalyse(t *testing.T) {
	s := scenetest.NewSession(Game())
	s.Stack.Reset(scenes.NewMainMenu())
	e, err := NewEditor(s, scenes.Match{Options: boardOptions(connect.Config{W: 5, H: 4, N: 4})})
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Push(e)
	e.Drop(2)
	scenetest.ClickWidget(t, s, e.Panel().AnalyseButton())
	sc, ok := s.Stack.Top().(*Screen)
	if !ok || !sc.ana.shown || sc.VsComputer() || sc.Position().Ply() != 1 || sc.cfg.W != 5 {
		t.Fatalf("Analyse opened %T", s.Stack.Top())
	}
}
