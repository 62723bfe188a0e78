package millgame

import (
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
	labels := m.board.Labels()
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
}
