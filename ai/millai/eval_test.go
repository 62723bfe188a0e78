package millai

import (
	"testing"

	"stratagem/board/mill"
)

// TestWallable: a side whose free points the other side can all step to
// is marked down, while both sides move. The position is the start of the
// moving phase of a game lost by a blockade to Sanmill (docs/mill-engine.md):
// Blue two pieces up, but free only at f2, f6, e4 and d5, all next to Red.
func TestWallable(t *testing.T) {
	const walled = "blue: d1 f4 a7 a1 g1 c4 c5 d7 g7; red: e5 d6 b4 a4 c3 d2 g4"
	cases := []struct {
		v          *mill.Variant
		pos        string
		blue, red  int // wallable of each side (-1: not checked)
		difference int // the evaluation's change for the side to move
	}{
		{mill.NineMensMorris, walled + "; turn: blue", 2, 0, -500},
		{mill.NineMensMorris, walled + "; turn: red", 2, 0, 500},
		// Without Red's e5, e4 is a free point of Blue's that Red cannot step to.
		{mill.NineMensMorris, "blue: d1 f4 a7 a1 g1 c4 c5 d7 g7; red: d6 b4 a4 c3 d2 g4; turn: blue", 1, 0, -250},
		// Blue flies with three pieces: no term.
		{mill.NineMensMorris, "blue: d1 f4 a7; red: e5 d6 b4 a4 c3 d2 g4; turn: blue", -1, -1, 0},
		// Placing: no term.
		{mill.NineMensMorris, "blue: d1 f4; red: e5 d6; hand: 7 7; turn: blue", -1, -1, 0},
		// Lasker's board is Nine's: counted. Twelve's has diagonals: not
		// counted there (geometry.walls).
		{mill.LaskerMorris, walled + "; turn: blue", 2, 0, -500},
		{mill.TwelveMensMorris, walled + "; turn: blue", -1, -1, 0},
	}
	for _, c := range cases {
		pos, err := c.v.ParsePosition(c.pos)
		if err != nil {
			t.Fatalf("%s: %v", c.pos, err)
		}
		g := geometryOf(c.v)
		a, b := analyse(g, pos)
		if pos.SideToMove() == mill.Red {
			a, b = b, a
		}
		if c.blue >= 0 {
			if got := wallable(a, b); got != c.blue {
				t.Errorf("%s %s: Blue wallable %d, want %d", c.v.ID(), c.pos, got, c.blue)
			}
			if got := wallable(b, a); got != c.red {
				t.Errorf("%s %s: Red wallable %d, want %d", c.v.ID(), c.pos, got, c.red)
			}
		}
		without := defaultWeights
		without.unreached = 0
		if d := evaluate(g, pos, &defaultWeights) - evaluate(g, pos, &without); d != c.difference {
			t.Errorf("%s %s: the term changes the score by %d, want %d", c.v.ID(), c.pos, d, c.difference)
		}
	}
}

// TestPlainPlacingWhereTheBoardFills: on the boards with diagonals, whose
// placing fills the board, a position in the placing scores the pieces
// and a fifth of a piece for each free step (geometry.plainPlacing), with
// neither threats nor mills, for the deep searches (deepWeights); Nine
// Men's Morris's same position, the moving phase on those boards, and
// Normal's and Hard's weights (defaultWeights) keep the whole evaluation.
func TestPlainPlacingWhereTheBoardFills(t *testing.T) {
	// Blue has a two on a7 d7 (g7 free) and a mill a1 d1 g1; Red has one
	// piece more to come.
	const placing = "blue: a7 d7 a1 d1 g1; red: b6 d6 f4 c3; hand: 4 5; turn: "
	const moving = "blue: a7 d7 a1 d1 g1 c5 e5; red: b6 d6 f4 c3 b4 e3; turn: blue"
	plain := func(v *mill.Variant, pos *mill.Position) int {
		me, them := pos.SideToMove(), pos.SideToMove().Other()
		steps := func(c mill.Color) (n int) {
			for p := range mill.Point(v.NumPoints()) {
				if pos.At(p) == c {
					n += count(v.NeighbourSet(p) & pos.Empty())
				}
			}
			return n
		}
		return 1000*(pos.Left(me)-pos.Left(them)) + 200*(steps(me)-steps(them))
	}
	for _, c := range []struct {
		v     *mill.Variant
		pos   string
		plain bool
	}{
		{mill.TwelveMensMorris, placing + "blue", true},
		{mill.TwelveMensMorris, placing + "red", true},
		{mill.Morabaraba, placing + "blue", true},
		{mill.NineMensMorris, placing + "blue", false},
		{mill.NineMensMorris, placing + "red", false},
		{mill.TwelveMensMorris, moving, false},
	} {
		pos, err := c.v.ParsePosition(c.pos)
		if err != nil {
			t.Fatalf("%s: %v", c.pos, err)
		}
		got, want := evaluate(geometryOf(c.v), pos, &deepWeights), plain(c.v, pos)
		if c.plain && got != want {
			t.Errorf("%s %s: scores %d, want %d (the pieces and their free steps)", c.v.ID(), c.pos, got, want)
		}
		if !c.plain && got == want {
			t.Errorf("%s %s: scores %d, the pieces and their free steps alone", c.v.ID(), c.pos, got)
		}
		if full := evaluate(geometryOf(c.v), pos, &defaultWeights); full == want {
			t.Errorf("%s %s: Hard's weights score %d, the pieces and their free steps alone", c.v.ID(), c.pos, full)
		}
	}
}
