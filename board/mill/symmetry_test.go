package mill

import (
	"slices"
	"testing"
)

func TestSymmetriesKeepTheBoard(t *testing.T) {
	seen := map[[NumPoints]Point]bool{}
	for s := range 16 {
		seen[Symmetries[s]] = true
		for _, m := range millMask {
			if !slices.Contains(millMask[:], TransformSet(m, s)) {
				t.Fatalf("symmetry %d takes a line to %024b, not a line", s, TransformSet(m, s))
			}
		}
		for p := range Point(NumPoints) {
			if got, want := TransformSet(neighbourMask[p], s), neighbourMask[Symmetries[s][p]]; got != want {
				t.Fatalf("symmetry %d: the neighbours of %s go to %024b, want %024b", s, p, got, want)
			}
		}
		inv := Inverse(s)
		for p := range Point(NumPoints) {
			if Symmetries[inv][Symmetries[s][p]] != p {
				t.Fatalf("symmetry %d's inverse %d does not bring %s back", s, inv, p)
			}
		}
	}
	if len(seen) != 16 {
		t.Fatalf("%d different symmetries, want 16", len(seen))
	}
	if Symmetries[0] != [NumPoints]Point{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23} {
		t.Fatal("symmetry 0 is not the identity")
	}
}

// A symmetric image of a game is played the same: the image of every
// legal move is legal in the image of the position.
func TestSymmetricGamesAreLegal(t *testing.T) {
	g, err := ParseGame("a1 f6 g1 d1 a7 a4 g7 d7 g4xd1 d1 e4 f4 f2 d6 e5 b6xe5 b4 d5xa7 e4-e5")
	if err != nil {
		t.Fatal(err)
	}
	for s := range 16 {
		p := NewGame()
		for _, m := range g.History() {
			if err := p.Play(TransformMove(m, s)); err != nil {
				t.Fatalf("symmetry %d: %v", s, err)
			}
		}
	}
}
