// Package mill holds the rules of Mill (Nine Men's Morris and its
// variants): the boards, the three phases, removals, the ways a game ends,
// the move notation and a Zobrist hash. A Variant describes a board and
// its rules, and every Position carries its variant. The package is pure
// Go with no randomness, so searches can copy, apply and undo positions
// quickly and deterministically.
package mill

// Point is a point of a board, numbered from 0 in its variant's order
// (VariantSpec.Points), or NoPoint.
//
// On the board of three squares (Nine and Twelve Men's Morris) points are
// numbered square by square (outer, middle, inner), each square clockwise
// from its lower-left corner as seen with rank 1 at the bottom: index
// 8*ring + k, where even k are corners and odd k are side midpoints.
type Point int8

// NoPoint marks an absent point (no origin for a placement, no removal).
const NoPoint Point = -1

// String returns the point's name on the board of three squares, e.g.
// "d6", or "-" for NoPoint. Variant.PointName names a point of any board.
func (p Point) String() string { return NineMensMorris.PointName(p) }

// threeSquaresPoints are the points of the board of three squares, in the
// numbering described at Point.
var threeSquaresPoints = []string{
	"a1", "d1", "g1", "g4", "g7", "d7", "a7", "a4",
	"b2", "d2", "f2", "f4", "f6", "d6", "b6", "b4",
	"c3", "d3", "e3", "e4", "e5", "d5", "c5", "c4",
}

// threeSquaresLines are the sixteen lines of the board of three squares:
// the sides of each square, round it from a1's corner, then the four lines
// that join the squares' midpoints. Their order is the order of the mills,
// which the evaluation's and the rules' loops follow.
var threeSquaresLines = [][3]string{
	{"a1", "d1", "g1"}, {"g1", "g4", "g7"}, {"g7", "d7", "a7"}, {"a7", "a4", "a1"},
	{"b2", "d2", "f2"}, {"f2", "f4", "f6"}, {"f6", "d6", "b6"}, {"b6", "b4", "b2"},
	{"c3", "d3", "e3"}, {"e3", "e4", "e5"}, {"e5", "d5", "c5"}, {"c5", "c4", "c3"},
	{"d1", "d2", "d3"}, {"g4", "f4", "e4"}, {"d7", "d6", "d5"}, {"a4", "b4", "c4"},
}

// nineSpec is Nine Men's Morris, the standard game.
var nineSpec = VariantSpec{
	ID:          "nine-mens-morris",
	Name:        "Nine Men's Morris",
	Points:      threeSquaresPoints,
	Lines:       threeSquaresLines,
	Pieces:      9,
	Flying:      true,
	QuietPlies:  100,
	Repetitions: 3,
}

// twelveSpec is Twelve Men's Morris: the same board with a diagonal across
// each corner of the squares, along which pieces also move and mills are
// made, and twelve pieces a side. Twice twelve fill the 24 points, and a
// board filled by the placing is a draw.
var twelveSpec = VariantSpec{
	ID:     "twelve-mens-morris",
	Name:   "Twelve Men's Morris",
	Points: threeSquaresPoints,
	Lines:  threeSquaresLines,
	Diagonals: [][3]string{
		{"a1", "b2", "c3"}, {"g1", "f2", "e3"}, {"g7", "f6", "e5"}, {"a7", "b6", "c5"},
	},
	DiagonalMoves: true,
	Pieces:        12,
	Flying:        true,
	QuietPlies:    100,
	Repetitions:   3,
	FullBoardDraw: true,
}

// NineMensMorris is the standard game: 24 points on three squares, sixteen
// lines, nine pieces a side, flying at three, a draw after 50 moves each
// without a mill or at the third repetition. The opening book and the
// endgame databases of ai/millai are for this variant alone. Its hashes
// have no variant salt, so they are those the databases were built with.
var NineMensMorris = mustVariant(newVariant(nineSpec, 0))

// TwelveMensMorris adds the four diagonals across the corners of the
// squares, as lines to move along and to make mills on, and has twelve
// pieces a side; a board filled by the placing is a draw.
var TwelveMensMorris = mustVariant(NewVariant(twelveSpec))
