package mill

import (
	"slices"
	"testing"
)

func TestSymmetriesKeepTheBoard(t *testing.T) {
	for _, v := range []*Variant{NineMensMorris, TwelveMensMorris} {
		if v.Symmetries() != 16 {
			t.Fatalf("%s: %d symmetries, want 16", v, v.Symmetries())
		}
		seen := map[[MaxPoints]Point]bool{}
		for s := range v.Symmetries() {
			seen[v.syms[s]] = true
			for _, m := range v.lineMasks {
				if !slices.Contains(v.lineMasks, v.TransformSet(m, s)) {
					t.Fatalf("%s: symmetry %d takes a line to %024b, not a line", v, s, v.TransformSet(m, s))
				}
			}
			for p := range Point(v.NumPoints()) {
				if got, want := v.TransformSet(v.neighbourMask[p], s), v.neighbourMask[v.Symmetry(s, p)]; got != want {
					t.Fatalf("%s: symmetry %d: the neighbours of %s go to %024b, want %024b", v, s, p, got, want)
				}
			}
			inv := v.InverseSymmetry(s)
			for p := range Point(v.NumPoints()) {
				if v.Symmetry(inv, v.Symmetry(s, p)) != p {
					t.Fatalf("%s: symmetry %d's inverse %d does not bring %s back", v, s, inv, p)
				}
			}
		}
		if len(seen) != 16 {
			t.Fatalf("%s: %d different symmetries, want 16", v, len(seen))
		}
		for p := range Point(v.NumPoints()) {
			if v.Symmetry(0, p) != p {
				t.Fatalf("%s: symmetry 0 is not the identity", v)
			}
		}
	}
}

// The symmetries of Nine Men's Morris are those of the three squares, in
// their order: the book and the endgame databases are folded by them.
func TestNineMensMorrisSymmetriesInOrder(t *testing.T) {
	for s := range 16 {
		for p := range Point(24) {
			if got, want := NineMensMorris.Symmetry(s, p), threeSquares[s][p]; got != want {
				t.Fatalf("symmetry %d takes %s to %s, want %s", s, p, got, want)
			}
		}
	}
}

// A board whose lines only some symmetries keep has only those: one
// diagonal breaks every symmetry that moves the corner it cuts.
func TestSymmetriesOfALopsidedBoard(t *testing.T) {
	spec := nineSpec
	spec.ID, spec.Name = "one-diagonal", "One diagonal"
	spec.Diagonals = [][3]string{{"a1", "b2", "c3"}}
	v := mustVariant(NewVariant(spec))
	// The identity and the mirror in the diagonal through a1 keep a1's
	// corner, each with or without swapping the squares.
	if got := v.Symmetries(); got != 4 {
		t.Fatalf("%d symmetries, want 4", got)
	}
	for s := range v.Symmetries() {
		if a1 := Point(0); v.Symmetry(s, a1) != a1 && v.Symmetry(s, a1) != Point(16) {
			t.Errorf("symmetry %d takes a1 to %s", s, v.Symmetry(s, a1))
		}
	}
}

// A symmetric image of a game is played the same: the image of every
// legal move is legal in the image of the position.
func TestSymmetricGamesAreLegal(t *testing.T) {
	for _, tc := range []struct {
		v    *Variant
		game string
	}{
		{NineMensMorris, "a1 f6 g1 d1 a7 a4 g7 d7 g4xd1 d1 e4 f4 f2 d6 e5 b6xe5 b4 d5xa7 e4-e5"},
		{TwelveMensMorris, "c4 a1 d3 g7 a7 b2 e4 d7 c5 b4 b6xd7 c3xc4 g4 f4 e3 d2 e5xg7 g7 d5xb4 c4 d7 f2xd3 f6 g1 " +
			"d5-d6xg1 f2-g1 c5-d5xc4 a1-d1 b6-c5xg7 f4-f2xf6 e3-d3 c3-c4 d3-e3xd1 b2-a1 a7-b6 d2-b2 e4-f4 c4-c3xb6 f4-e4xg1 b2-d2"},
	} {
		g, err := tc.v.ParseGame(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		for s := range tc.v.Symmetries() {
			p := tc.v.NewGame()
			for _, m := range g.History() {
				if err := p.Play(tc.v.TransformMove(m, s)); err != nil {
					t.Fatalf("%s: symmetry %d: %v", tc.v, s, err)
				}
			}
		}
	}
}
