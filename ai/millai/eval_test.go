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
	g := geometryOf(mill.NineMensMorris)
	cases := []struct {
		pos        string
		blue, red  int // wallable of each side (-1: not checked)
		difference int // the evaluation's change for the side to move
	}{
		{"blue: d1 f4 a7 a1 g1 c4 c5 d7 g7; red: e5 d6 b4 a4 c3 d2 g4; turn: blue", 2, 0, -500},
		{"blue: d1 f4 a7 a1 g1 c4 c5 d7 g7; red: e5 d6 b4 a4 c3 d2 g4; turn: red", 2, 0, 500},
		// Without Red's e5, e4 is a free point of Blue's that Red cannot step to.
		{"blue: d1 f4 a7 a1 g1 c4 c5 d7 g7; red: d6 b4 a4 c3 d2 g4; turn: blue", 1, 0, -250},
		// Blue flies with three pieces: no term.
		{"blue: d1 f4 a7; red: e5 d6 b4 a4 c3 d2 g4; turn: blue", -1, -1, 0},
		// Placing: no term.
		{"blue: d1 f4; red: e5 d6; hand: 7 7; turn: blue", -1, -1, 0},
	}
	for _, c := range cases {
		pos := mustPos(t, c.pos)
		a, b := analyse(g, pos)
		if pos.SideToMove() == mill.Red {
			a, b = b, a
		}
		if c.blue >= 0 {
			if got := wallable(a, b); got != c.blue {
				t.Errorf("%s: Blue wallable %d, want %d", c.pos, got, c.blue)
			}
			if got := wallable(b, a); got != c.red {
				t.Errorf("%s: Red wallable %d, want %d", c.pos, got, c.red)
			}
		}
		check(t, g, pos, c.difference)
	}
	// Twelve Men's Morris (diagonals): not counted there (geometry.walls).
	twelve, err := mill.TwelveMensMorris.ParsePosition(cases[0].pos)
	if err != nil {
		t.Fatal(err)
	}
	check(t, geometryOf(mill.TwelveMensMorris), twelve, 0)
	lasker, err := mill.LaskerMorris.ParsePosition(cases[0].pos)
	if err != nil {
		t.Fatal(err)
	}
	check(t, geometryOf(mill.LaskerMorris), lasker, -500)
}

// check asks that the term change pos's score by want.
func check(t *testing.T, g *geometry, pos *mill.Position, want int) {
	t.Helper()
	without := defaultWeights
	without.unreached = 0
	if d := evaluate(g, pos, &defaultWeights) - evaluate(g, pos, &without); d != want {
		t.Errorf("%s: the term changes the score by %d, want %d", pos, d, want)
	}
}
