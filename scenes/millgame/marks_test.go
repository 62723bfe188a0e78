package millgame

import (
	"slices"
	"testing"

	"stratagem/board/mill"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// lines names decor mills as the rules name their points, e.g. "a1 d1 g1".
func lines(pos *mill.Position, mills [][3]mill.Point) []string {
	v := pos.Variant()
	var out []string
	for _, m := range mills {
		out = append(out, v.PointName(m[0])+" "+v.PointName(m[1])+" "+v.PointName(m[2]))
	}
	return out
}

// A mill the person closes is lit while they choose the piece to take,
// and for a moment after: it comes up, holds and fades, while the piece
// taken rises and fades; the piece placed does not slide again. Then the
// last move is marked with the piece it took, and no mill stays lit.
func TestAClosedMillIsLitForAMoment(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	if err := m.PlayMoves(s, "a1 b2 d1 d2 b4 f4"); err != nil {
		t.Fatal(err)
	}
	clickPoint(t, s, m, "g1")
	if got := lines(m.pos, m.decor().Mills); !slices.Equal(got, []string{"a1 d1 g1"}) {
		t.Fatalf("while the removal is chosen the board lights %q, want the mill a1 d1 g1", got)
	}
	x, y := m.board.PointPos(m.pos.Variant(), mustPoint("b2"))
	scenetest.Click(t, s, x, y)
	a, ok := m.Anim().(*moveAnim)
	if !ok || a.move.Remove != mustPoint("b2") {
		t.Fatalf("taking b2 should start the move's animation, got %#v", m.Anim())
	}
	if a.sliding() {
		t.Errorf("the piece placed on g1 slides again after the removal is chosen")
	}
	var fades, leaving []float64
	for m.Anim() != nil {
		d := m.decor()
		if got := lines(m.pos, d.Mills); !slices.Equal(got, []string{"a1 d1 g1"}) {
			t.Fatalf("frame %d: the animation lights %q, want a1 d1 g1", a.frame, got)
		}
		if d.Last.To != mill.NoPoint {
			t.Errorf("frame %d: the last move is marked while it is animated", a.frame)
		}
		fades, leaving = append(fades, d.MillsFade), append(leaving, a.leaving())
		if len(fades) > 300 {
			t.Fatal("the animation does not end")
		}
		scenetest.Tick(t, s, nil)
	}
	brightest := slices.Index(fades, 0)
	if brightest < 0 || fades[0] == 0 {
		t.Fatalf("the mill should come up and reach full light: %v", fades)
	}
	if !slices.IsSorted(leaving) || leaving[0] != 0 || leaving[len(leaving)-1] <= 0.9 {
		t.Errorf("the piece taken should leave step by step from 0 to gone: %v", leaving)
	}
	last := fades[len(fades)-1]
	if last < 0.9 || !slices.IsSorted(fades[slices.IndexFunc(fades[brightest:], func(f float64) bool { return f > 0 })+brightest:]) {
		t.Errorf("the mill should fade out after its moment: %v", fades)
	}
	d := m.decor()
	if len(d.Mills) != 0 || d.Last.Remove != mustPoint("b2") || d.Last.To != mustPoint("g1") {
		t.Errorf("after the animation: mills %v, last move %v; want none lit and g1xb2 marked", lines(m.pos, d.Mills), d.Last)
	}
}

// A move the computer makes slides from where it was, and the mill it
// closes is lit only once it stands.
func TestAComputersMillLightsAfterTheSlide(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	if err := m.PlayMoves(s, "a1 b2 d1 d2 b4"); err != nil {
		t.Fatal(err)
	}
	mv := mill.Move{From: mill.NoPoint, To: mustPoint("f2"), Remove: mustPoint("b4")}
	if !m.Play(s, mv) {
		t.Fatal("b2 d2 f2 should close a mill")
	}
	a := m.Anim().(*moveAnim)
	if !a.sliding() {
		t.Fatal("a placing should slide from the tray")
	}
	if d := m.decor(); d.Hidden&(1<<uint(mustPoint("f2"))) == 0 || len(d.Mills) != 0 {
		t.Errorf("while sliding, f2 should be hidden and no mill lit: %+v", d)
	}
	scenetest.TicksUntil(t, s, 100, "the slide's end", func() bool { return !a.sliding() })
	scenetest.Tick(t, s, nil)
	if got := lines(m.pos, m.decor().Mills); !slices.Equal(got, []string{"b2 d2 f2"}) {
		t.Errorf("after the slide the board lights %q, want b2 d2 f2", got)
	}
}

// After an undo, the move Redo would play again is marked where it went;
// not once it is played again, and not in a review.
func TestTheMoveTakenBackIsMarked(t *testing.T) {
	s := scenetest.NewSession(Game())
	m, err := sampleGame(s, 26)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(m)
	if d := m.decor(); d.Redo.To != mill.NoPoint {
		t.Fatalf("nothing was taken back, but %v is marked", d.Redo)
	}
	scenetest.Press(t, s, scenes.ActUndo)
	ahead := m.Ahead()
	if len(ahead) == 0 {
		t.Fatal("Undo took nothing back")
	}
	if d := m.decor(); d.Redo != ahead[0] || m.pos.At(d.Redo.To) != mill.NoColor {
		t.Errorf("after the undo the mark is %v, want the person's move %v, on an empty point", d.Redo, ahead[0])
	}
	scenetest.Press(t, s, scenes.ActReview)
	if d := m.decor(); d.Redo.To != mill.NoPoint {
		t.Errorf("a review marks %v as taken back", d.Redo)
	}
	scenetest.Press(t, s, scenes.ActBack)
	scenetest.Press(t, s, scenes.ActRedo)
	scenetest.Settle(t, s, m, 300)
	if d := m.decor(); d.Redo.To != mill.NoPoint {
		t.Errorf("after Redo, %v is still marked", d.Redo)
	}
}

// A review shows the mill the move reviewed closed, as it has no
// animations.
func TestAReviewLightsTheMillOfTheMove(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	if err := m.PlayMoves(s, "a1 b2 d1 d2 g1xb2 e4"); err != nil {
		t.Fatal(err)
	}
	scenetest.Press(t, s, scenes.ActReview)
	if d := m.decor(); len(d.Mills) != 0 {
		t.Errorf("e4 closed no mill, yet %q is lit", lines(m.pos, d.Mills))
	}
	scenetest.Press(t, s, scenes.ActLeft)
	if got := lines(m.pos, m.decor().Mills); !slices.Equal(got, []string{"a1 d1 g1"}) {
		t.Errorf("reviewing g1xb2 lights %q, want a1 d1 g1", got)
	}
}

// The rules page of the marks shows what the game would: a legal last
// move that closed a mill and took a piece, the pieces that can move, and
// a legal hint.
func TestTheMarksPageShowsRealMoves(t *testing.T) {
	before := mustPosition(marksBefore)
	d := marksDiagram()
	legal := before.LegalMoves(nil)
	if !slices.Contains(legal, d.decor.Last) {
		t.Errorf("the page's last move %v is not legal in %s", d.decor.Last, marksBefore)
	}
	after := before.Clone()
	after.Apply(d.decor.Last)
	if after.String() != d.pos.String() {
		t.Errorf("the page shows %s, want the position after the last move, %s", d.pos, after)
	}
	if got := lines(d.pos, closedMills(d.pos, d.decor.Last)); len(got) != 1 {
		t.Errorf("the last move should close one mill: %q", got)
	}
	if !slices.Contains(d.pos.LegalMoves(nil), d.decor.Hint) {
		t.Errorf("the page's hint %v is not legal", d.decor.Hint)
	}
	if d.decor.Movable != movable(d.pos) || d.decor.Movable == 0 {
		t.Errorf("the page rings %b, want the pieces that can move, %b", d.decor.Movable, movable(d.pos))
	}
}
