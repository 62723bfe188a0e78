package millgame

import (
	"testing"

	"stratagem/ai/millai"
	"stratagem/board/mill"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// clickPoint clicks the centre of a board point and lets the move's animation end.
func clickPoint(t *testing.T, s *scenes.Session, m *Screen, name string) {
	t.Helper()
	x, y := m.board.PointPos(m.pos.Variant(), mustPoint(name))
	scenetest.Click(t, s, x, y)
	scenetest.Settle(t, s, m, 200)
}

// setPosition puts the game in the position text describes (mill's
// notation, as mill.ParsePosition reads it).
func setPosition(t *testing.T, s *scenes.Session, m *Screen, text string) {
	t.Helper()
	pos, err := mill.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	m.SetUp(s, pos)
}

func TestHotSeatRemovalAndUndo(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	for _, p := range []string{"a1", "b2", "d1", "d2"} {
		clickPoint(t, s, m, p)
	}
	clickPoint(t, s, m, "g1") // closes a1-d1-g1: a removal is now pending
	if !m.pending || m.pos.Ply() != 4 {
		t.Fatalf("closing a mill should wait for the removal choice (pending %v, ply %d)", m.pending, m.pos.Ply())
	}
	clickPoint(t, s, m, "a7") // empty point: not a removal
	if !m.pending {
		t.Fatal("a click on an empty point must not cancel or complete the removal")
	}
	clickPoint(t, s, m, "d2")
	if got := m.pos.FormatGame(); got != "a1 b2 d1 d2 g1xd2" {
		t.Fatalf("history %q", got)
	}
	scenetest.Press(t, s, scenes.ActUndo)
	if got := m.pos.FormatGame(); got != "a1 b2 d1 d2" {
		t.Fatalf("hot-seat undo takes back one move; history %q", got)
	}
}

// The keyboard plays on the board: arrows move the cursor and Enter acts
// there; Up then Enter must not press a button (it once restarted the game).
func TestKeyboardPlaysOnTheBoard(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	scenetest.Tick(t, s, nil)
	scenetest.Press(t, s, scenes.ActUp) // from d3 up the file to d5
	scenetest.Press(t, s, scenes.ActConfirm)
	if got := m.pos.FormatGame(); got != "d5" {
		t.Fatalf("Up then Enter should place on d5, history %q (top %T)", got, s.Stack.Top())
	}
	if m.BarFocus() != -1 {
		t.Fatalf("the focus left the board: %d", m.BarFocus())
	}
}

func TestVictoryPanelAppears(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	// Red is blocked after this position.
	setPosition(t, s, m, "blue: a1 d1 g4 b4 d5 c5; red: a4 a7; hand: 0 0; turn: blue")
	var v *scenes.Victory
	scenetest.TicksUntil(t, s, 120, "the victory panel", func() bool { v, _ = s.Stack.Top().(*scenes.Victory); return v != nil })
	if v.Title != "Red wins!" && v.Title != "Blue wins!" {
		t.Fatalf("title %q", v.Title)
	}
	scenetest.Press(t, s, scenes.ActRestart)
	if s.Stack.Top() != scenes.Scene(m) || m.pos.Ply() != 0 || m.pos.InHand(mill.Blue) != 9 {
		t.Fatal("Play again should start a fresh game")
	}
}

// Against the computer, H asks the strongest level for a hint: a legal
// move, drawn on the board (from, to and the piece to take) and said in
// the panel once it arrives; a move makes it go.
func TestHintAgainstTheComputer(t *testing.T) {
	if hintLevel != millai.Roster.Strongest() || hintLevel == "" {
		t.Fatalf("hints come from %q, not the strongest level %q", hintLevel, millai.Roster.Strongest())
	}
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(mill.Blue, "easy"))
	// Blue wins by closing a1 d1 g1: the search sees it at once.
	pos, err := mill.ParsePosition("blue: a1 g1 d2 f4 b6; red: a7 g7 c4; turn: blue")
	if err != nil {
		t.Fatal(err)
	}
	m.SetUp(s, pos)
	scenetest.Tick(t, s, nil)
	if _, ok := m.Hint(); ok || m.decor().Hint.To != mill.NoPoint {
		t.Fatal("a hint before H was pressed")
	}
	scenetest.Press(t, s, scenes.ActHint)
	scenetest.Eventually(t, s, "the hint", func() bool { _, ok := m.Hint(); return ok })
	h, _ := m.Hint()
	if !m.pos.IsLegal(h) || h != mustMove(t, "d2-d1xa7") && h != mustMove(t, "d2-d1xg7") && h != mustMove(t, "d2-d1xc4") {
		t.Fatalf("hint %v: the winning move is d2 to d1, taking a piece", h)
	}
	if d := m.decor(); d.Hint != h {
		t.Fatalf("the board draws the hint %v, want %v", d.Hint, h)
	}
	// Red has three pieces: the mill wins whichever it takes.
	if w, want := hintWords(m.pos, h, false), "Hint: move d2 to d1. That closes a mill and wins the game."; w != want {
		t.Fatalf("the panel says %q, want %q", w, want)
	}
	// Following the hint: the piece, then its point, which wins at once.
	clickPoint(t, s, m, "d2")
	if d := m.decor(); d.Hint != h {
		t.Fatalf("with the piece picked up, the hint stays in sight (hint %v)", d.Hint)
	}
	clickPoint(t, s, m, "d1")
	if _, ok := m.Hint(); ok || m.decor().Hint.To != mill.NoPoint {
		t.Fatal("a hint belongs to its position: after a move it is gone")
	}
	if !m.pos.Outcome().Over() {
		t.Fatalf("the hinted move should have won: %s", m.pos.Outcome())
	}
}

// The hint answers for the position it was asked in: a move played
// before it arrives drops it.
func TestHintGoesWithAMove(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	pos, err := mill.ParsePosition("blue: a1 g1 d2 f4 b6; red: a7 g7 c4; turn: blue")
	if err != nil {
		t.Fatal(err)
	}
	m.SetUp(s, pos)
	scenetest.Tick(t, s, nil)
	scenetest.Press(t, s, scenes.ActHint)
	clickPoint(t, s, m, "f4")
	clickPoint(t, s, m, "f2")
	for i := 0; i < 50; i++ {
		scenetest.RunUpdates(t, s, 1)
		if _, ok := m.Hint(); ok {
			t.Fatal("the hint for the position before Blue's move was shown after it")
		}
	}
}

// Every sample screen opens.
func TestSamples(t *testing.T) {
	if testing.Short() {
		t.Skip("scenes/all opens every sample, in every language, in the full run")
	}
	scenetest.EachSample(t, Game(), func(*scenes.Session, scenes.Sample) {})
}
