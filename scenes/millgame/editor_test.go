package millgame

import (
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// clickEditorPoint clicks point name on the editor's board.
func clickEditorPoint(t *testing.T, s *scenes.Session, e *Editor, name string) {
	t.Helper()
	x, y := e.board.PointPos(e.v, mustPoint(name))
	scenetest.Click(t, s, x, y)
}

// clickArrow clicks the left (dir -1) or right arrow of a row.
func clickArrow(t *testing.T, s *scenes.Session, ch *scenes.Choice, dir int) {
	t.Helper()
	x := ch.R.X + ch.R.W*ch.Split + 22
	if dir > 0 {
		x = ch.R.X + ch.R.W - 42
	}
	scenetest.Click(t, s, x, ch.R.Y+ch.R.H/2)
}

// The set-up's "Set up a position" opens the editor for the match chosen.
func TestSetupOpensEditor(t *testing.T) {
	s := scenetest.NewSession(Game())
	s.Stack.Reset(scenes.NewMainMenu())
	setup := scenes.NewSetup(s, Game())
	s.Stack.Push(setup)
	if setup.EditButton() == nil {
		t.Fatal("Mill's set-up offers no position editor")
	}
	scenetest.ClickWidget(t, s, setup.EditButton())
	e, ok := s.Stack.Top().(*Editor)
	if !ok {
		t.Fatalf("the button opened %T", s.Stack.Top())
	}
	if e.match.AI != setup.Match().AI {
		t.Fatalf("the editor plays %v, the set-up chose %v", e.match.AI, setup.Match().AI)
	}
}

// Pieces are put down and taken away with clicks; a position that cannot
// be played says why in words and cannot be played; once it can, Play
// from here starts a game on exactly that position, and the computer
// answers in it.
func TestEditorRefusesThenPlays(t *testing.T) {
	s := scenetest.NewSession(Game())
	s.Stack.Reset(scenes.NewMainMenu())
	e, err := NewEditor(s, OnePlayer(mill.Blue, "easy"))
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Push(e)
	scenetest.Tick(t, s, nil)
	if !e.Playable() {
		t.Fatalf("the starting position is refused: %s", e.Refusal())
	}
	clickEditorPoint(t, s, e, "a1") // Blue on a1, nine still in hand: ten pieces
	if e.Setup().Pieces[mill.Blue] != 1<<uint(mustPoint("a1")) {
		t.Fatalf("a click on a1 put down %v", e.Setup())
	}
	if e.Playable() || !strings.Contains(e.Refusal(), lang.Num(9)) {
		t.Fatalf("ten Blue pieces accepted (refusal %q)", e.Refusal())
	}
	scenetest.ClickWidget(t, s, e.Panel().PlayButton())
	if s.Stack.Top() != scenes.Scene(e) {
		t.Fatal("a refused position was played")
	}
	clickArrow(t, s, e.handBlue, -1) // eight in hand: Blue has placed one, so it is Red's turn
	if e.Setup().Hand != [2]int{8, 9} || e.Playable() || e.Refusal() != refusalWords(&mill.SetupError{Reason: mill.SetupHandsOutOfTurn}) {
		t.Fatalf("hands %v, refusal %q", e.Setup().Hand, e.Refusal())
	}
	clickArrow(t, s, e.toMove, 1)
	clickEditorPoint(t, s, e, "d1")
	clickEditorPoint(t, s, e, "d1") // on and off again
	if !e.Playable() || e.Setup().ToMove != mill.Red {
		t.Fatalf("Red to move, Blue on a1 with eight in hand: refused: %s", e.Refusal())
	}
	want := e.Setup()
	scenetest.ClickWidget(t, s, e.Panel().PlayButton())
	m, ok := s.Stack.Top().(*Screen)
	if !ok {
		t.Fatalf("Play from here opened %T", s.Stack.Top())
	}
	if got := m.Position().Describe(); got != want || m.Position().Ply() != 0 || !m.FromSetUp() {
		t.Fatalf("the game starts on %s", m.Position())
	}
	scenetest.Eventually(t, s, "the computer's answer", func() bool { return m.Position().Ply() == 1 })
	if last, _ := m.Position().LastMove(); !last.IsPlacement() || m.Position().InHand(mill.Red) != 8 {
		t.Fatalf("the computer (Red) played %v", last)
	}
	// Leaving the game comes back to the editor, its position kept.
	s.Stack.Pop()
	if s.Stack.Top() != scenes.Scene(e) || e.Setup() != want {
		t.Fatal("leaving the game did not come back to the editor as it was")
	}
}

// A removal owed by the computer's side is made first, as the set-up's
// mill requires; one owed by the person is picked on the board, and the
// hint offers one.
func TestEditorOwedRemoval(t *testing.T) {
	for _, person := range []mill.Color{mill.Blue, mill.Red} {
		s := scenetest.NewSession(Game())
		s.Stack.Reset(scenes.NewMainMenu())
		e, err := NewEditor(s, OnePlayer(person, "normal"))
		if err != nil {
			t.Fatal(err)
		}
		s.Stack.Push(e)
		e.d = mustPosition(editorOwed).Describe()
		e.showSetup()
		clickArrow(t, s, e.removing, -1) // Nobody → Red
		if !e.Playable() || e.pending.To == mill.NoPoint {
			t.Fatalf("Red owing a removal refused: %s", e.Refusal())
		}
		before := e.Setup()
		scenetest.ClickWidget(t, s, e.Panel().PlayButton())
		m := s.Stack.Top().(*Screen)
		if person == mill.Red {
			if !m.pending || !m.PersonToAct() {
				t.Fatal("the person owing a removal is not asked to pick the piece")
			}
			scenetest.Press(t, s, scenes.ActUndo) // the owed removal cannot be taken back
			// The hint is a removal of the mill set up, not a move of the
			// position before it.
			if err := m.AwaitHint(s, m); err != nil {
				t.Fatal(err)
			}
			h, _ := m.Hint()
			if h.From != m.owed.From || h.To != m.owed.To || h.Remove == mill.NoPoint || !m.IsLegal(h) {
				t.Fatalf("the hint for the owed removal is %v, the mill set up %v", h, *m.owed)
			}
			if want := "Hint: remove Blue's piece on " + h.Remove.String() + "."; !strings.Contains(drawnText(t, s), want) {
				t.Errorf("the panel does not say %q:\n%s", want, drawnText(t, s))
			}
			x, y := m.board.PointPos(m.pos.Variant(), mustPoint("b2"))
			scenetest.Click(t, s, x, y)
		}
		scenetest.Eventually(t, s, "the owed removal", func() bool { return m.Position().Ply() >= 1 })
		first := m.Position().History()[0]
		if first.Remove == mill.NoPoint || m.Position().OnBoard(mill.Blue) != 4 {
			t.Fatalf("person %v: the first move %v removed nothing", person, first)
		}
		after := m.Position().Clone()
		for after.Ply() > 1 {
			after.Undo()
		}
		got := after.Describe()
		want := before
		want.Pieces[mill.Blue] &^= 1 << uint(first.Remove)
		want.ToMove, want.Removing = mill.Blue, [2]bool{}
		if got != want {
			t.Fatalf("person %v: after the removal %s", person, after)
		}
	}
}
