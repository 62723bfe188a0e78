package millgame

import (
	"math/bits"
	"testing"

	"stratagem/board/mill"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// The rules come in a few pages, each with words and a diagram, and the
// rules screen turns through all of them.
func TestHowToTurnsThroughEveryPage(t *testing.T) {
	g := Game()
	if g.HowTo == nil {
		t.Fatal("Mill has no rules pages")
	}
	pages := g.HowTo()
	if len(pages) < 3 || len(pages) > 6 {
		t.Fatalf("%d pages, want 3 to 6", len(pages))
	}
	for i, p := range pages {
		if p.Title == "" || len(p.Text) == 0 || p.Diagram == nil {
			t.Errorf("page %d (%q) lacks a title, words or a diagram", i+1, p.Title)
		}
	}
	s := scenetest.NewSession(g)
	if err := scenes.OpenScene(s, "howto-mill"); err != nil {
		t.Fatal(err)
	}
	h, ok := s.Stack.Top().(*scenes.HowTo)
	if !ok {
		t.Fatalf("-scene howto-mill shows %T", s.Stack.Top())
	}
	for i := 0; i < len(pages)+1; i++ {
		if page, n := h.Page(); page != min(i, len(pages)-1) || n != len(pages) {
			t.Fatalf("after %d presses of Right: page %d of %d", i, page+1, n)
		}
		scenetest.Press(t, s, scenes.ActRight)
	}
	scenetest.Press(t, s, scenes.ActBack)
	if s.Stack.Top() == scenes.Scene(h) {
		t.Fatal("Esc should leave the rules")
	}
}

// What the diagrams mark is what the rules allow, as their captions say.
func TestHowToDiagramsAgreeWithTheRules(t *testing.T) {
	points := func(names ...string) uint32 {
		var b uint32
		for _, n := range names {
			b |= 1 << uint(mustPoint(n))
		}
		return b
	}
	if d := millDiagram(); d.decor.Removable != points("d2", "f4", "c3") {
		t.Errorf("the mill page rings %b, want Red's pieces outside its mill: d2 f4 c3", d.decor.Removable)
	}
	if d := movingDiagram(); d.decor.Legal != points("b2", "d3") {
		t.Errorf("the moving page lights %b, want d2's free neighbours b2 and d3", d.decor.Legal)
	}
	if d := flyingDiagram(); d.pos.PhaseOf(mill.Blue) != mill.Flying || d.decor.Legal != d.pos.Empty() {
		t.Errorf("the flying page: Blue %s, %d points lit of %d empty", d.pos.PhaseOf(mill.Blue),
			bits.OnesCount32(d.decor.Legal), bits.OnesCount32(d.pos.Empty()))
	}
	if d := placingDiagram(); d.decor.Legal != d.pos.Empty() || d.pos.InHand(mill.Blue) == 0 {
		t.Errorf("the placing page should light every empty point")
	}
	d := endDiagram()
	if out := d.pos.Outcome(); out.Reason != mill.Blocked || out.Winner != mill.Blue || d.decor.Blocked != d.pos.Pieces(mill.Red) {
		t.Errorf("the end page: %s, marked %b", out, d.decor.Blocked)
	}
	if d := boardDiagram(); bits.OnesCount16(d.decor.Mills) != 3 {
		t.Errorf("the board page shows %d lines, its caption three", bits.OnesCount16(d.decor.Mills))
	}
}
