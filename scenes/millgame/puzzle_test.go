package millgame

import (
	"strings"
	"testing"

	"stratagem/ai/puzzle"
	"stratagem/board/mill"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// playOnBoard plays mv as a person does: the piece, the point, the piece
// removed, each chosen on the board.
func playOnBoard(s *scenes.Session, m *Screen, mv mill.Move) {
	if mv.From != mill.NoPoint {
		m.act(s, mv.From)
	}
	m.act(s, mv.To)
	if mv.Remove != mill.NoPoint {
		m.act(s, mv.Remove)
	}
}

// TestMillPuzzleSolved opens a Mill puzzle of two moves or more from the
// Puzzles screen, tries a wrong move (refused, with the reason, and the
// board ready for another try), plays the solution on the board, the
// computer answering from the line, and sees it marked solved.
func TestMillPuzzleSolved(t *testing.T) {
	s := scenetest.NewSession(Game())
	list := scenes.NewPuzzleList(s)
	s.Stack.Reset(list)
	ps, err := puzzle.Shipped("mill")
	if err != nil {
		t.Fatal(err)
	}
	var band puzzle.Band
	index := -1
	for _, b := range puzzle.Bands {
		for i, p := range puzzle.InBand(ps, b) {
			if len(p.Line) >= 3 && index < 0 {
				band, index = b, i
			}
		}
	}
	if index < 0 {
		t.Fatal("no puzzle of two moves")
	}
	list.Choose("mill", band)
	list.Open(s, index)
	m, ok := s.Stack.Top().(*Screen)
	if !ok || !m.InPuzzle() {
		t.Fatalf("the puzzle did not open: top %T", s.Stack.Top())
	}
	right, _ := m.PuzzleMove()
	for _, mv := range m.Legal() {
		if mv != right {
			playOnBoard(s, m, mv)
			break
		}
	}
	if m.pos.Ply() != 0 || !strings.HasPrefix(m.PuzzleMessage(), "Not this one") || m.pending || m.selected != mill.NoPoint {
		t.Fatalf("a wrong move: %d played, words %q, pending %v", m.pos.Ply(), m.PuzzleMessage(), m.pending)
	}
	for !m.PuzzleSolved() {
		mv, mine := m.PuzzleMove()
		if !mine {
			scenetest.Eventually(t, s, "the defender's answer", func() bool { _, mine := m.PuzzleMove(); return mine || m.PuzzleSolved() })
			continue
		}
		scenetest.Settle(t, s, m, 300)
		playOnBoard(s, m, mv)
	}
	if m.pos.Ply() < 3 || !strings.HasPrefix(m.PuzzleMessage(), "Solved") {
		t.Fatalf("solved after %d moves, words %q", m.pos.Ply(), m.PuzzleMessage())
	}
	scenetest.Press(t, s, scenes.ActBack)
	if !list.Cells()[index].On {
		t.Fatal("the list does not mark the puzzle solved")
	}
}

// TestMillCapturePuzzleTakesAnyPiece: a capture puzzle (close a mill by
// force) is solved whichever piece its mill takes, not only the line's.
func TestMillCapturePuzzleTakesAnyPiece(t *testing.T) {
	s := scenetest.NewSession(Game())
	list := scenes.NewPuzzleList(s)
	s.Stack.Reset(list)
	ps, err := puzzle.Shipped("mill")
	if err != nil {
		t.Fatal(err)
	}
	var band puzzle.Band
	index := -1
	for _, b := range puzzle.Bands {
		for i, p := range puzzle.InBand(ps, b) {
			if index < 0 && p.Goal == puzzle.Capture && len(p.Line) >= 3 && strings.Contains(p.Line[len(p.Line)-1], "x") {
				band, index = b, i
			}
		}
	}
	if index < 0 {
		t.Fatal("no capture puzzle of two moves that ends with its mill")
	}
	list.Choose("mill", band)
	list.Open(s, index)
	m, ok := s.Stack.Top().(*Screen)
	if !ok || !m.InPuzzle() {
		t.Fatalf("the puzzle did not open: top %T", s.Stack.Top())
	}
	other := false
	for turns := 0; !m.PuzzleSolved() && turns < 20; turns++ {
		mv, mine := m.PuzzleMove()
		if !mine {
			scenetest.Eventually(t, s, "the defender's answer", func() bool { _, mine := m.PuzzleMove(); return mine || m.PuzzleSolved() })
			continue
		}
		scenetest.Settle(t, s, m, 300)
		if mv.Remove != mill.NoPoint {
			for _, alt := range m.Legal() { // the same mill, another piece taken
				if alt.From == mv.From && alt.To == mv.To && alt.Remove != mv.Remove {
					mv, other = alt, true
					break
				}
			}
		}
		playOnBoard(s, m, mv)
	}
	if !other || !strings.HasPrefix(m.PuzzleMessage(), "Solved") {
		t.Fatalf("another piece taken %v; words %q", other, m.PuzzleMessage())
	}
}
