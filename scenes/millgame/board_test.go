package millgame

import (
	"strings"
	"testing"

	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// The coordinates around the board name the points as the move list does:
// each file letter under its column, each rank number beside its row, a1
// at the lower left.
func TestBoardLabelsMatchPointNames(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	labels := m.board.Labels(m.pos.Variant())
	find := func(text string) render.BoardLabel {
		t.Helper()
		var found []render.BoardLabel
		for _, l := range labels {
			if l.Text == text {
				found = append(found, l)
			}
		}
		if len(found) != 1 {
			t.Fatalf("label %q appears %d times", text, len(found))
		}
		return found[0]
	}
	v := m.pos.Variant()
	left, bottom := m.board.PointPos(v, mustPoint("a1"))
	for p := range mill.Point(v.NumPoints()) {
		name := v.PointName(p)
		x, y := m.board.PointPos(v, p)
		if f := find(name[:1]); f.X != x || f.Y <= bottom {
			t.Errorf("%s stands at x %.0f, but its file label %q is at (%.0f, %.0f)", name, x, f.Text, f.X, f.Y)
		}
		if r := find(name[1:]); r.Y != y || r.X >= left {
			t.Errorf("%s stands at y %.0f, but its rank label %q is at (%.0f, %.0f)", name, y, r.Text, r.X, r.Y)
		}
	}
	if len(labels) != 14 {
		t.Errorf("%d labels, want the 7 files and 7 ranks", len(labels))
	}
	// Three Men's Morris names its three files and three ranks only.
	three := m.board.Labels(mill.ThreeMensMorris)
	var names []string
	for _, l := range three {
		names = append(names, l.Text)
	}
	if strings.Join(names, " ") != "a 1 d 4 g 7" {
		t.Errorf("Three Men's Morris's labels %v, want a d g and 1 4 7", names)
	}
}

// The screen plays the variant of its position: in Twelve Men's Morris a
// piece steps along a diagonal, and a diagonal mill is marked at the end.
func TestScreenPlaysTwelveMensMorris(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	v := mill.TwelveMensMorris
	pos, err := v.ParsePosition("blue: a1 b2 d3 g4 d7; red: g1 g7 d6 f4 a4 e5; hand: 0 0; turn: blue")
	if err != nil {
		t.Fatal(err)
	}
	m.SetUp(s, pos)
	clickPoint(t, s, m, "d3")
	clickPoint(t, s, m, "c3")
	if !m.pending {
		t.Fatal("d3 to c3 closes a1 b2 c3: the screen should wait for the piece to take")
	}
	clickPoint(t, s, m, "g1")
	last, ok := m.pos.LastMove()
	if want := mustMove(t, "d3-c3xg1"); !ok || last != want {
		t.Fatalf("the last move is %v, want %v", last, want)
	}
	// Red's e5 steps along the diagonal to f6.
	clickPoint(t, s, m, "e5")
	clickPoint(t, s, m, "f6")
	if last, _ := m.pos.LastMove(); last != mustMove(t, "e5-f6") {
		t.Fatalf("the last move is %v, want e5-f6", last)
	}
}

// The end of a game of Twelve Men's Morris on a full board is a draw, and
// the panel says why.
func TestFullBoardWords(t *testing.T) {
	pos, err := mill.TwelveMensMorris.ParseGame("a7 f4 a1 b4 c3 d7 d5 f6 c4 b2 g1 d6 e4 g7 e5 c5 d2 e3 g4 d3 b6 a4 f2 d1")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := endWords(pos), "The pieces filled the board, so nobody can move. It is a draw."; got != want {
		t.Errorf("the panel says %q, want %q", got, want)
	}
}

// A match names its variant in its options, and every game of it (a saved
// one too) is played on that board.
func TestMatchOfAVariant(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{Options: map[string]string{"variant": mill.TwelveMensMorris.ID()}})
	if m.pos.Variant() != mill.TwelveMensMorris || m.pos.InHand(mill.Blue) != 12 {
		t.Fatalf("the match of Twelve Men's Morris plays %s with %d pieces in hand", m.pos.Variant(), m.pos.InHand(mill.Blue))
	}
	m.Restart(s)
	if m.pos.Variant() != mill.TwelveMensMorris {
		t.Fatalf("a new game of the match plays %s", m.pos.Variant())
	}
}
