package millgame

import (
	"math/bits"
	"testing"

	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// drawnOnBoard counts c's pieces the board shows with decoration d: those
// of the position not hidden, and the ghost waiting for the removal choice.
func drawnOnBoard(pos *mill.Position, d render.MillDecor, c mill.Color) int {
	n := bits.OnesCount32(pos.Pieces(c) &^ d.Hidden)
	if d.Ghost != mill.NoPoint && d.GhostColor == c {
		n++
	}
	return n
}

// counterText is the two lines of counts above c's tray, on one line.
func counterText(m *Screen, c mill.Color) string {
	hand, board := m.counterLines(c)
	return hand + " · " + board
}

// checkCounts compares the counts above c's tray with the pieces drawn.
func checkCounts(t *testing.T, m *Screen, c mill.Color, wantHand, wantBoard int, wantText string) {
	t.Helper()
	inHand, onBoard := m.trayCounts(c)
	if inHand != wantHand || onBoard != wantBoard {
		t.Errorf("%s counts %d in hand, %d on board; want %d and %d", c, inHand, onBoard, wantHand, wantBoard)
	}
	if drawn := drawnOnBoard(m.pos, m.decor(), c); drawn != onBoard {
		t.Errorf("%s: the counter says %d on board but the board shows %d", c, onBoard, drawn)
	}
	if got := counterText(m, c); got != wantText {
		t.Errorf("%s counter %q, want %q", c, got, wantText)
	}
}

// While a placement waits for its removal choice, its piece stands on its
// point: the counter and the tray count it on the board, not in the hand.
func TestCountsDuringRemovalMatchThePieces(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	for _, p := range []string{"a1", "b2", "d1", "d2", "g1"} {
		clickPoint(t, s, m, p)
	}
	if !m.pending {
		t.Fatal("a1 d1 g1 should wait for the removal choice")
	}
	checkCounts(t, m, mill.Blue, 6, 3, "6 in hand · 3 on board")
	checkCounts(t, m, mill.Red, 7, 2, "7 in hand · 2 on board")

	clickPoint(t, s, m, "d2")
	checkCounts(t, m, mill.Blue, 6, 3, "6 in hand · 3 on board")
	checkCounts(t, m, mill.Red, 7, 1, "7 in hand · 1 on board")
}

// A move that closes a mill lifts the piece off its point and shows it on
// the new one: the count on the board stays.
func TestCountsDuringRemovalAfterAMove(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	setPosition(t, s, m, "blue: a1 g1 d2 b4; red: a7 g7 c4 e4; hand: 0 0; turn: blue")
	clickPoint(t, s, m, "d2")
	clickPoint(t, s, m, "d1")
	if !m.pending {
		t.Fatal("d2 to d1 should close a1 d1 g1 and wait for the removal choice")
	}
	checkCounts(t, m, mill.Blue, 0, 4, "0 in hand · 4 on board")
	checkCounts(t, m, mill.Red, 0, 4, "0 in hand · 4 on board")
}
