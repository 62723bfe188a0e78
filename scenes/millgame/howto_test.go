package millgame

import (
	"math/bits"
	"testing"

	"stratagem/board/mill"
	"stratagem/scenes/scenetest"
)

// The rules come in a few pages, each with words and a diagram, and the
// rules screen turns through all of them.
func TestHowToTurnsThroughEveryPage(t *testing.T) {
	scenetest.TurnHowToPages(t, Game(), nil)
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
	if d := boardDiagram(); len(d.decor.Mills) != 3 {
		t.Errorf("the board page shows %d lines, its caption three", len(d.decor.Mills))
	}
}
