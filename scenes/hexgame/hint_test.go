package hexgame

import (
	"image"
	"strings"
	"testing"

	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units"
)

// hintPixels counts the pixels of the map drawn in the hint's violet.
func hintPixels(img *image.RGBA) int {
	r, g, b, _ := render.HexHint.RGBA()
	n := 0
	for y := 80; y < 700; y++ {
		for x := 0; x < 860; x++ {
			i := img.PixOffset(x, y)
			p := img.Pix[i : i+3]
			d := abs(int(p[0])-int(r>>8)) + abs(int(p[1])-int(g>>8)) + abs(int(p[2])-int(b>>8))
			if d < 24 {
				n++
			}
		}
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// H asks the strongest computer player; its answer is legal, drawn on the
// board in violet (the path or the target, and a box saying "Suggested"),
// and gone once a move is made.
func TestHintIsDrawnAndGoesAfterAMove(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(units.Blue, "seed-minimax"))
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(-50, -50) })
	if n := hintPixels(scenetest.DrawScreen(t, s)); n > 0 {
		t.Fatalf("no hint asked for, yet %d violet pixels", n)
	}
	scenetest.Press(t, s, scenes.ActHint)
	scenetest.Eventually(t, s, "the hint", func() bool { _, ok := m.Hint(); return ok })
	h, _ := m.Hint()
	if !m.Battle().IsLegal(h) {
		t.Fatalf("the hint %v is not legal", h)
	}
	scenetest.Tick(t, s, nil)
	if !m.hintShown() || m.hint.action != h {
		t.Fatalf("the board should show the hint %v: shown %v, view of %v", h, m.hintShown(), m.hint.action)
	}
	if tip := m.hint.tip.lines; len(tip) == 0 || !strings.HasPrefix(tip[0], "Suggested: ") {
		t.Fatalf("the hint's box should say what is suggested: %q", tip)
	}
	b := m.Battle()
	switch {
	case h.Attacks():
		if m.hint.target != b.Unit(int(h.Target)).Pos {
			t.Fatalf("the hint should ring its target on %v, rings %v", b.Unit(int(h.Target)).Pos, m.hint.target)
		}
	case h.Kind == units.Move && h.To != b.Unit(b.Active()).Pos:
		if p := m.hint.path; len(p) < 2 || p[len(p)-1] != h.To {
			t.Fatalf("the hint's path should lead to %v: %v", h.To, p)
		}
	}
	if n := hintPixels(scenetest.DrawScreen(t, s)); n < 50 {
		t.Fatalf("the hint should be drawn in violet: %d pixels", n)
	}
	scenetest.Press(t, s, ActDefend)
	scenetest.Settle(t, s, m, 1000)
	if _, ok := m.Hint(); ok || m.hintShown() {
		t.Fatal("the hint should be gone after a move")
	}
	if n := hintPixels(scenetest.DrawScreen(t, s)); n > 0 {
		t.Fatalf("after a move the hint is still drawn: %d violet pixels", n)
	}
}
